import Foundation
import StagehandCore
import Testing

/// Decisions the UIKit stage applies and cannot test itself, made in the core.
@Suite("Decisions for the stages")
struct StageDecisionTests {
    /// A group spanning 0.1...0.4 s of the forward plan.
    static let group = TimingGroup(timing: .linear(duration: 0.3), delay: 0.1, tracks: [])

    @Test(
        "How a group's animator begins",
        arguments: [
            // forward time, reversed, launch
            (0.0, false, TimingGroup.Launch.fromStart(delay: 0.1) as TimingGroup.Launch?),
            (0.1, false, .fromStart(delay: 0)),
            (0.25, false, .fromFraction(0.5, reversed: false, delay: 0)),
            (0.4, false, nil),
            (0.25, true, .fromFraction(0.5, reversed: true, delay: 0)),
            // Paused at its end until the clock comes back to it.
            (0.9, true, .fromFraction(1, reversed: true, delay: 0.5)),
            (0.1, true, nil),
        ])
    func launch(time: Double, reversed: Bool, expected: TimingGroup.Launch?) {
        let launch = Self.group.launch(atForwardTime: time, reversed: reversed)
        switch (launch, expected) {
        case (.fromStart(let delay)?, .fromStart(let wanted)?):
            #expect(abs(delay - wanted) < 1e-12)
        case (
            .fromFraction(let fraction, let back, let delay)?,
            .fromFraction(let wantedFraction, let wantedBack, let wantedDelay)?
        ):
            #expect(
                abs(fraction - wantedFraction) < 1e-12 && back == wantedBack
                    && abs(delay - wantedDelay) < 1e-12)
        case (nil, nil):
            break
        default:
            Issue.record("launch \(String(describing: launch)), expected \(String(describing: expected))")
        }
    }

    @Test func aLaunchNeverWaitsMoreThanADay() {
        let late = TimingGroup(timing: .linear(duration: 1), delay: 1e9, tracks: [])
        #expect(late.launch(atForwardTime: 0, reversed: false) == .fromStart(delay: 86_400))
    }

    @Test func aReversedPlanShowsTheForwardPlanMirrored() {
        let plan = TransitionPlan(tracks: [
            Track(.presented, from: .zero, to: .zero, timing: .linear(duration: 0.5))
        ])
        #expect(plan.forwardTime(at: 0.2) == 0.2)
        #expect(abs(plan.reversed().forwardTime(at: 0.2) - 0.3) < 1e-12)
    }

    @Test(
        "The lifecycle animator continues over the release's duration",
        arguments: [
            (0.25, 0.5, 0.4, 0.5), (1.0, 0.5, 0.4, 2), (nil, 0.5, 0.4, 0.4), (0.3, 0, 0.4, 0.4),
            (-1, 0.5, 0.25, 0.25), (.nan, 0.5, 0.4, 0.4), (.infinity, 0.5, 0.4, 0.4),
            (1e-300, 1e300, 0.4, 0.4),
            (nil, 0.5, 1.5, 1), (nil, 0.5, -0.5, 0), (nil, 0.5, .nan, 1),
        ] as [(Double?, Double, Double, Double)])
    func durationFactor(seconds: Double?, duration: Double, remaining: Double, factor: Double) {
        #expect(
            LifecycleContinuation.durationFactor(seconds: seconds, duration: duration, remaining: remaining)
                == factor)
    }

    @Test(
        "How far the keyboard covers the container",
        arguments: [
            (CGRect(x: 0, y: 508, width: 390, height: 336), 336.0),  // docked
            (CGRect(x: 0, y: 844, width: 390, height: 336), 0),  // hidden below the screen
            (CGRect.zero, 0),  // floating or hidden keyboards report an empty frame
            (CGRect(x: 0, y: 600, width: 390, height: 400), 244),  // taller than what is left
            (CGRect(x: 500, y: 508, width: 390, height: 336), 0),  // another screen's
        ] as [(CGRect, Double)])
    func keyboardOverlap(frame: CGRect, overlap: Double) {
        #expect(ContainerGeometry.iPhonePortrait.keyboardOverlap(frame: frame) == overlap)
    }

    @Test func snapshotsWaitForTheScreenOnlyWhereItIsNotDrawnYet() {
        let undrawn: [Role] = [.snapshot, .presentedElement("a")]
        for role in [Role.presented, .presenting, .dimming, .snapshot, .element("a"), .presentedElement("a")]
        {
            #expect(role.snapshotsUndrawnScreen(in: .present) == undrawn.contains(role))
            #expect(!role.snapshotsUndrawnScreen(in: .dismiss))
        }
    }

    /// A presentation with a zoom's snapshot and a shared element whose flight grows, so that the
    /// presented screen's element flies too.
    static let snapshotContext = TransitionContext(
        container: .iPhonePortrait, sourceFrame: CGRect(x: 16, y: 152, width: 40, height: 40),
        elements: [
            SharedElement(
                id: "avatar", sourceFrame: CGRect(x: 16, y: 152, width: 40, height: 40),
                destinationFrame: CGRect(x: 95, y: 140, width: 200, height: 200))
        ])

    @Test(
        "Which phases are installed under a cover: those that may snapshot a screen never drawn",
        arguments: [
            // transition, phase, finds elements, placed, covered
            (StagehandTransition.zoom(), PresentationPhase.present, false, [] as [Role], true),
            (.zoom(), .present, false, [.snapshot], false),  // a retarget: the snapshot flies already
            (.zoom(), .dismiss, false, [], false),  // the presented screen is drawn
            (.sharedElement(), .present, false, [], true),  // the presented screen's avatar
            (.sharedElement(), .present, false, [.element("avatar"), .presentedElement("avatar")], false),
            (.sharedElement(), .present, true, [.element("avatar"), .presentedElement("avatar")], true),
            (.sharedElement(), .dismiss, true, [], false),
            (.fade(), .present, true, [], true),  // measured before its elements: any may join
            (.fade(), .present, false, [], false),
            (.slideIn(from: .left), .present, false, [], false),
            (.card(), .dismiss, true, [], false),
        ] as [(StagehandTransition, PresentationPhase, Bool, [Role], Bool)])
    func coveredInstallations(
        transition: StagehandTransition, phase: PresentationPhase, findsElements: Bool, placed: [Role],
        covered: Bool
    ) {
        let choreography = transition.choreography(for: phase, in: Self.snapshotContext)
        #expect(
            choreography.snapshotsUndrawnScreen(findsElements: findsElements, isPlaced: placed.contains)
                == covered)
    }

    @Test func roundedViewsClipTheirContent() {
        #expect(ViewState(frame: .zero, cornerRadius: 20).clipsContent)
        #expect(!ViewState(frame: .zero).clipsContent)
    }
}

@Suite("Which identified views may fly")
struct ElementEligibilityTests {
    @Test(
        "The first reason wins, in a fixed order",
        arguments: [
            (ElementEligibility(isInWindow: true, isHiddenByTheApp: false, intersectsWindow: true), nil),
            (
                ElementEligibility(isInWindow: false, isHiddenByTheApp: true, intersectsWindow: false),
                "not in a window"
            ),
            (ElementEligibility(isInWindow: true, isHiddenByTheApp: true, intersectsWindow: false), "hidden"),
            (
                ElementEligibility(
                    isInWindow: true, isHiddenByTheApp: false, isInCellOffScreen: true, intersectsWindow: true
                ),
                "in a table or collection view cell that left the screen"
            ),
            (
                ElementEligibility(isInWindow: true, isHiddenByTheApp: false, intersectsWindow: false),
                "outside the window"
            ),
        ] as [(ElementEligibility, String?)])
    func reason(eligibility: ElementEligibility, reason: String?) {
        #expect(eligibility.reasonToSkip == reason)
    }
}
