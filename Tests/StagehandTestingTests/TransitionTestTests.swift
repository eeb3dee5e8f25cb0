// Only the public API, imported as an app's test target imports it: no `@testable`, no test support.
import Foundation
import StagehandCore
import StagehandHeadless
import StagehandTesting
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// An app's own transition: a banner 120 points tall that slides down from the top edge over a
/// linear 0.3 s, over a dimming that fades in over 0.2 s; a drag up dismisses it.
struct Banner: CustomTransition {
    var presentationBehavior: PresentationBehavior {
        PresentationBehavior(style: .overFullScreen, dimming: .standard, dismissesOnBackgroundTap: true)
    }

    var usesSharedElements: Bool { false }

    func choreography(for phase: PresentationPhase, in context: TransitionContext, detent: Detent?)
        -> Choreography
    {
        let bounds = context.container.bounds
        let shown = ViewState(frame: CGRect(x: 0, y: 0, width: bounds.width, height: 120))
        let hidden = ViewState(frame: CGRect(x: 0, y: -120, width: bounds.width, height: 120))
        let dimmed = ViewState(frame: bounds, alpha: 1)
        let clear = ViewState(frame: bounds, alpha: 0)
        let tracks =
            phase == .present
            ? [
                Track(.dimming, from: clear, to: dimmed, timing: .linear(duration: 0.2)),
                Track(.presented, from: hidden, to: shown, timing: .linear(duration: 0.3)),
            ]
            : [
                Track(.dimming, from: dimmed, to: clear, timing: .linear(duration: 0.2)),
                Track(.presented, from: shown, to: hidden, timing: .linear(duration: 0.3)),
            ]
        return Choreography(
            phase: phase, plan: TransitionPlan(tracks: tracks), hierarchy: [.dimming, .presented],
            style: .overFullScreen, drag: DismissalDrag(edge: .top, distance: 120))
    }
}

/// An iPhone 15 Pro Max in portrait: 430 × 932 points, 59 at the top and 34 at the bottom safe.
let proMax = ContainerGeometry(size: CGSize(width: 430, height: 932), safeArea: Insets(top: 59, bottom: 34))

@MainActor
@Suite("The public testing API, used as an app would")
struct TransitionTestTests {
    @Test("An app's transition: each role's state at a time and at a fraction, on the app's screen")
    func appTransitionStates() throws {
        let test = TransitionTest(Banner(), screen: proMax)
        let recording = try test.present()
        // Linear tracks: at 0.15 s the banner is half-way down, the dimming (0.2 s) three quarters in.
        let halfway = try #require(recording.state(of: .presented, at: 0.15))
        #expect(abs(Double(halfway.frame.minY) - -60) < 1e-6)
        #expect(halfway.frame.width == 430)
        #expect(abs((recording.state(of: .dimming, at: 0.15)?.alpha ?? -1) - 0.75) < 1e-6)
        #expect(recording.state(of: .presented, at: 0)?.frame.minY == -120)
        // The motion ends at 0.3 s, the 19th frame at 60 frames a second; the 20th is the turn in which
        // the transition completes.
        #expect(abs(recording.duration - 0.3) < 1e-9)
        #expect(recording.frames.count == 20)
        #expect(
            recording.state(of: .presented, atFraction: 1)?.frame
                == CGRect(x: 0, y: 0, width: 430, height: 120))
        #expect(recording.state(of: .presented, atFraction: 0.5) == halfway)
        #expect(recording.roles.contains(.presented) && recording.roles.contains(.dimming))
        #expect(recording.state(of: .snapshot, at: 0.1) == nil)
        #expect(recording.state(of: .presented, at: -0.01) == nil)
        #expect(test.state(of: .presented)?.frame.maxY == 120)
    }

    @Test("A frame rate of the test's choosing; a rate that is not positive is 60")
    func framesPerSecond() throws {
        let test = TransitionTest(Banner())
        #expect(try test.present(framesPerSecond: 120).frames.count == 38)
        let back = try test.dismiss(framesPerSecond: -1)
        #expect(back.framesPerSecond == 60)
        #expect(back.phase == .dismiss)
        #expect(abs((back.state(of: .presented, at: 0.15)?.frame.minY ?? 0) - -60) < 1e-6)
        #expect(!test.isPresented)
    }

    @Test("A built-in card on the app's screen rests at the safe area's bottom")
    func cardOnTheAppsScreen() throws {
        let test = TransitionTest(StagehandTransition.card(), screen: proMax)
        let recording = try test.present()
        let rest = try #require(recording.state(of: .presented, atFraction: 1))
        #expect(abs(Double(rest.frame.maxY) - (932 - 34)) < 1e-6)
        #expect(rest.frame.width <= 430)
        // The card rises from below the screen.
        #expect((recording.state(of: .presented, at: 0)?.frame.minY ?? 0) >= 932)
    }

    @Test(
        "Drags finish or cancel as their distance and speed say",
        arguments: [
            (
                StagehandTransition.card() as any CustomTransition, 400.0, 0.0,
                TransitionTest.DragOutcome.finished
            ),
            (StagehandTransition.card(), 20, 0, .cancelled),
            (StagehandTransition.card(), 30, 2_000, .finished),
            (StagehandTransition.card(), -200, 0, .cancelled),
            (StagehandTransition.slideIn(from: .left), 300, 0, .finished),
            (Banner(), 100, 0, .finished),
            (Banner(), 10, 0, .cancelled),
            // Full-screen transitions are not dragged away unless the app opts in.
            (StagehandTransition.cover(), 600, 0, .cancelled),
        ] as [(any CustomTransition, Double, Double, TransitionTest.DragOutcome)])
    func drags(
        transition: any CustomTransition, translation: Double, velocity: Double,
        outcome: TransitionTest.DragOutcome
    )
        throws
    {
        let test = TransitionTest(transition)
        try test.present()
        try test.expectDrag(translation: translation, velocity: velocity, outcome: outcome)
        #expect(test.isPresented == (outcome == .cancelled))
        try test.expectContractKept()
        try test.expectNothingLeaked()
    }

    @Test("A drag that ends otherwise than expected fails, naming the drag and the drag distance")
    func dragFailure() throws {
        let test = TransitionTest(Banner())
        try test.present()
        let failure = try #require(throws: TransitionTestFailure.self) {
            try test.expectDrag(translation: 10, velocity: 0, outcome: .finished)
        }
        #expect(
            failure.message == "a drag of 10.0 pt released at 0.0 pt/s cancelled, expected finished "
                + "(the transition's drag distance is 120.0 pt)")
        #expect(failure.fileID == "StagehandTestingTests/TransitionTestTests.swift")
    }

    @Test("A broken rule fails the expectation with its number, what happened and the contract's words")
    func breach() throws {
        let test = TransitionTest(Banner())
        try test.present()
        try test.expectContractKept()
        // Presenting the root controller, which is on screen: UIKit throws (rule 21).
        test.presentedViewController.present(
            test.presentingViewController, transition: StagehandTransition.fade())
        test.system.runUntilIdle()
        let failure = try #require(throws: TransitionTestFailure.self) { try test.expectContractKept() }
        #expect(
            failure.message.contains(
                "rule 21: Application tried to present modally an active controller <presenting>."))
        #expect(
            failure.message.contains(
                "the contract: Presenting a view controller that is already active throws "
                    + "`NSInvalidArgumentException`"))
    }

    @Test("Whatever keeps the presentation alive after the dismissal is a leak")
    func leak() throws {
        let test = TransitionTest(StagehandTransition.card())
        try test.present()
        let kept = test.presentedViewController.stagehand
        let failure = try #require(throws: TransitionTestFailure.self) { try test.expectNothingLeaked() }
        #expect(
            failure.message.hasPrefix(
                "leak: the presentation controller, the presentation's driver, the presentation's stage"))
        #expect(kept != nil)
    }

    @Test("A presentation made through the controllers is checked for leaks as well")
    func leakOfADirectPresentation() throws {
        let test = TransitionTest(Banner())
        test.presentingViewController.present(test.presentedViewController, transition: Banner())
        test.system.runUntilIdle()
        let kept = test.presentedViewController.stagehand
        let failure = try #require(throws: TransitionTestFailure.self) { try test.expectNothingLeaked() }
        #expect(failure.message.hasPrefix("leak: the presentation controller"))
        #expect(kept != nil)
    }

    @Test("Calls out of order fail with what was wrong")
    func misuse() throws {
        let test = TransitionTest(Banner())
        #expect(throws: TransitionTestFailure.self) { try test.dismiss() }
        #expect(throws: TransitionTestFailure.self) { try test.drag(translation: 10, velocity: 0) }
        try test.present()
        #expect(throws: TransitionTestFailure.self) { try test.present() }
        #expect(throws: TransitionTestFailure.self) { try test.drag(translation: .nan, velocity: 0) }
    }

    @Test("The fuzzer and the explorer in one line each")
    func hunting() throws {
        let fuzzed = try PresentationFuzzer.expectNoFailures(
            in: [Banner(), StagehandTransition.card()], sequences: 20, seed: 7)
        #expect(fuzzed.sequences == 20)
        #expect(fuzzed.transitionsCompleted > 0)
        let explored = try PresentationExplorer.expectNoFailures(in: [Banner()], maximumLength: 2)
        #expect(explored.sequences > 0)
    }
}
