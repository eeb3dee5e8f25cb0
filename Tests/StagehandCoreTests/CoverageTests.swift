import Foundation
import StagehandCore
import Testing

/// Which presentations cover the screen at rest: the decision that hands the status bar and the
/// home indicator to the presented controller (rule 36).
@Suite("Coverage at rest (rule 36)")
struct CoverageTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var transition: StagehandTransition
        var covers: Bool
        var line: Int
        var testDescription: String { "\(name) (line \(line))" }
    }

    static let cases: [Case] = [
        Case(name: "slide-in left", transition: .slideIn(from: .left), covers: false, line: #line),
        Case(name: "slide-in top", transition: .slideIn(from: .top), covers: false, line: #line),
        Case(name: "slide-in right", transition: .slideIn(from: .right), covers: false, line: #line),
        Case(name: "slide-in bottom", transition: .slideIn(from: .bottom), covers: false, line: #line),
        Case(
            name: "a drawer the whole width", transition: .slideIn(from: .left, length: .fraction(1)),
            covers: true, line: #line),
        Case(
            name: "a drawer wider than the container",
            transition: .slideIn(from: .right, length: .points(10_000)), covers: true, line: #line),
        Case(name: "zoom", transition: .zoom(), covers: true, line: #line),
        Case(name: "card", transition: .card(), covers: false, line: #line),
        Case(
            name: "card at its large detent", transition: .card(detents: [.large]), covers: false, line: #line
        ),
        Case(
            name: "card with .fullScreen", transition: .card().style(.fullScreen), covers: false, line: #line),
        Case(name: "shared element", transition: .sharedElement(), covers: true, line: #line),
        Case(name: "fade", transition: .fade(), covers: true, line: #line),
        Case(
            name: "fade with .overFullScreen", transition: .fade().style(.overFullScreen), covers: true,
            line: #line),
        Case(name: "cover from the bottom", transition: .cover(), covers: true, line: #line),
        Case(name: "cover from the left", transition: .cover(from: .left), covers: true, line: #line),
        Case(name: "push", transition: .push(), covers: true, line: #line),
        Case(name: "push from the bottom", transition: .push(from: .bottom), covers: true, line: #line),
        Case(name: "popup", transition: .popup(), covers: false, line: #line),
        Case(
            name: "popup laid out full screen", transition: StagehandTransition.popup().layout(.fullScreen),
            covers: true,
            line: #line),
        Case(
            name: "slide and fade", transition: StagehandTransition.slideIn(from: .bottom).fading(),
            covers: false,
            line: #line),
    ]

    static let containers: [ContainerGeometry] = [
        .iPhonePortrait, .iPhoneLandscape, ContainerGeometry(size: CGSize(width: 1024, height: 1366)),
    ]

    @Test("Whether a built-in transition covers the container at rest", arguments: cases)
    func builtIn(_ c: Case) {
        for container in Self.containers {
            let context = TransitionContext(
                container: container, preferredContentSize: CGSize(width: 0, height: 320))
            #expect(
                c.transition.coversContainerAtRest(in: context, detent: c.transition.detents.first)
                    == c.covers,
                "\(container.bounds)")
        }
    }

    /// An app's transition whose presented view rests in `resting` (a third of the container when
    /// nil), shown at rest unless `transient`.
    struct Resting: CustomTransition {
        var resting: ViewState?
        var transient = false
        var presentationBehavior: PresentationBehavior { PresentationBehavior(style: .overFullScreen) }

        func choreography(for phase: PresentationPhase, in context: TransitionContext, detent: Detent?)
            -> Choreography
        {
            let bounds = context.container.bounds
            let end = resting ?? ViewState(frame: bounds.insetBy(dx: 0, dy: bounds.height / 3))
            let plan = TransitionPlan(tracks: [
                Track(
                    .presented, from: ViewState(frame: bounds, alpha: 0), to: end,
                    timing: .linear(duration: 0.3))
            ])
            return Choreography(
                phase: phase, plan: phase == .present ? plan : plan.reversed(), hierarchy: [.presented],
                style: .overFullScreen, transientRoles: transient ? [.presented] : [],
                drag: DismissalDrag(edge: .bottom, distance: 100))
        }
    }

    @Test(
        "An app's transition covers when its presented view rests opaque and untransformed over the whole container",
        arguments: [
            (ViewState(frame: CGRect(x: 0, y: 0, width: 390, height: 844)), false, true),
            (ViewState(frame: CGRect(x: -10, y: -10, width: 410, height: 864)), false, true),
            (ViewState(frame: CGRect(x: 0, y: 1, width: 390, height: 844)), false, false),
            (ViewState(frame: CGRect(x: 0, y: 0, width: 390, height: 843.5)), false, false),
            (ViewState(frame: CGRect(x: 0, y: 0, width: 390, height: 844), alpha: 0.5), false, false),
            (
                ViewState(frame: CGRect(x: 0, y: 0, width: 390, height: 844), transform: .scale(0.9)), false,
                false
            ),
            (ViewState(frame: CGRect(x: 0, y: 0, width: 390, height: 844)), true, false),
            (ViewState(frame: CGRect(x: 0, y: 0, width: Double.nan, height: 844)), false, false),
            (nil, false, false),
        ] as [(ViewState?, Bool, Bool)])
    func appTransition(resting: ViewState?, transient: Bool, covers: Bool) {
        let transition = Resting(resting: resting, transient: transient)
        #expect(
            transition.coversContainerAtRest(in: TransitionContext(container: .iPhonePortrait), detent: nil)
                == covers)
    }

    @Test(
        "A state covers a rect when opaque, untransformed and around it, whichever way its frame is written",
        arguments: [
            (CGRect(x: 390, y: 844, width: -390, height: -844), 1.0, true),
            (CGRect(x: 0, y: 0, width: 390, height: 844.000_000_1), 1, true),
            (CGRect(x: 0, y: 0, width: 390, height: 843.99), 1, false),
            (CGRect(x: 0, y: 0, width: 390, height: Double.infinity), 1, false),
            (CGRect(x: 0, y: 0, width: 390, height: 844), 0.999, false),
        ] as [(CGRect, Double, Bool)])
    func stateCovers(frame: CGRect, alpha: Double, covers: Bool) {
        let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(ViewState(frame: frame, alpha: alpha).covers(bounds) == covers)
    }
}
