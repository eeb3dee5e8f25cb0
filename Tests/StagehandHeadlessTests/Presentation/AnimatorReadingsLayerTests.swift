import Foundation
import StagehandCore
import StagehandHeadless
import StagehandTestSupport
import StagehandUIKitLayer
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A full-screen sheet that slides up over a linear 0.3 s while its alpha jumps from 0 to 1 at
/// 0.1 s (a track of no duration).
private struct Flash: CustomTransition {
    var presentationBehavior: PresentationBehavior {
        PresentationBehavior(style: .overFullScreen, dimming: .standard, dismissesOnBackgroundTap: true)
    }

    var usesSharedElements: Bool { false }

    func choreography(for phase: PresentationPhase, in context: TransitionContext, detent: Detent?)
        -> Choreography
    {
        let bounds = context.container.bounds
        let shown = ViewState(frame: bounds, alpha: 1)
        let below = ViewState(frame: bounds.offsetBy(dx: 0, dy: bounds.height), alpha: 0)
        let present = phase == .present
        let tracks = [
            Track(
                .presented, from: present ? below : shown, to: present ? shown : below, properties: .frame,
                timing: .linear(duration: 0.3)),
            Track(
                .presented, from: present ? below : shown, to: present ? shown : below, properties: .alpha,
                timing: .linear(duration: 0), delay: 0.1),
        ]
        return Choreography(
            phase: phase, plan: TransitionPlan(tracks: tracks), hierarchy: [.dimming, .presented],
            style: .overFullScreen, drag: DismissalDrag(edge: .bottom, distance: Double(bounds.height)))
    }
}

/// The UIKit layer on every reading of rules 40–42: each test fails on the layer as it was when it
/// paused, scrubbed and restarted its animators, animated groups of no duration, and read a reversed
/// animator's fraction.
@MainActor
@Suite("The layer on every reading of the animator's unknowns")
struct AnimatorReadingsLayerTests {
    static let frame = 1.0 / 60

    /// The card's top edge on screen at each frame of a presentation from its start, with the
    /// container made 10 points wider after `resizeAfter` frames (none when nil).
    private func cardTops(fromRest: Bool, resizeAfter: Int?, frames: Int) -> [Double] {
        let scene = TestScene(
            preferredContentSize: CGSize(width: 390, height: 360),
            unknowns: Unknowns(restartsPausedAnimatorFromRest: fromRest))
        scene.list.present(scene.detail, transition: .card(), animated: true)
        scene.system.advance(by: 0)
        var tops: [Double] = [Double(scene.presented.presentationState.frame.minY)]
        for index in 1...frames {
            if index - 1 == resizeAfter {
                scene.system.setGeometry(
                    ContainerGeometry(
                        size: CGSize(width: 400, height: 844),
                        safeArea: ContainerGeometry.iPhonePortrait.safeArea))
                // The rebuild shows where the motion was: nothing jumps.
                #expect(
                    abs(Double(scene.presented.presentationState.frame.minY) - tops[tops.count - 1]) < 0.5)
            }
            scene.system.advance(by: Self.frame)
            tops.append(Double(scene.presented.presentationState.frame.minY))
        }
        scene.system.runUntilIdle()
        #expect(scene.problems.isEmpty)
        return tops
    }

    @Test("Rule 40: a card's spring rebuilt mid-flight keeps its velocity", arguments: [false, true])
    func rebuiltSpringKeepsVelocity(fromRest: Bool) {
        let reference = cardTops(fromRest: fromRest, resizeAfter: nil, frames: 20)
        let resized = cardTops(fromRest: fromRest, resizeAfter: 9, frames: 20)
        // Points per second over each frame after the rebuild, against the same card not rebuilt.
        for index in 10..<20 {
            let speed = (resized[index + 1] - resized[index]) / Self.frame
            let expected = (reference[index + 1] - reference[index]) / Self.frame
            #expect(
                abs(speed - expected) < 0.02 * abs(expected) + 1,
                "frame \(index): \(speed) pt/s, not \(expected)")
        }
    }

    @Test(
        "Rule 43: a dismissal right after a rebuild turns the card back from where it is on screen",
        arguments: [false, true])
    func interruptionAfterRebuild(fromRest: Bool) throws {
        let scene = TestScene(
            preferredContentSize: CGSize(width: 390, height: 360),
            unknowns: Unknowns(restartsPausedAnimatorFromRest: fromRest))
        scene.list.present(scene.detail, transition: .card(), animated: true)
        scene.system.advance(by: 0)
        for _ in 0..<9 { scene.system.advance(by: Self.frame) }
        scene.system.setGeometry(
            ContainerGeometry(
                size: CGSize(width: 400, height: 844), safeArea: ContainerGeometry.iPhonePortrait.safeArea))
        for _ in 0..<3 { scene.system.advance(by: Self.frame) }
        let shown = Double(scene.presented.presentationState.frame.minY)
        // Dismissed while presenting: the presentation is cancelled, and runs back from there.
        try scene.stagehand.dismiss()
        scene.system.advance(by: 0)
        #expect(abs(Double(scene.presented.presentationState.frame.minY) - shown) < 0.5)
        scene.system.advance(by: Self.frame)
        #expect(Double(scene.presented.presentationState.frame.minY) > shown)
        scene.system.runUntilIdle()
        #expect(scene.list.presentedViewController == nil)
        #expect(scene.problems.isEmpty)
    }

    @Test(
        "Rule 42: a lifecycle animator sent back returns in the time it ran, on both readings",
        arguments: [false, true])
    func lifecycleSentBack(complement: Bool) {
        let system = HeadlessUIKit(
            root: ModelViewController(name: "root"),
            unknowns: Unknowns(reportsReversedFractionComplement: complement))
        let lifecycle = LifecycleAnimator(duration: 1, platform: HeadlessPlatform(system: system))
        lifecycle.start()
        for _ in 0..<18 { system.advance(by: Self.frame) }
        lifecycle.continueRunning(reversed: true)
        for _ in 0..<17 { system.advance(by: Self.frame) }
        #expect(lifecycle.animator.isRunning)
        for _ in 0..<2 { system.advance(by: Self.frame) }
        // Back at its start 0.3 s later (paused there: it pauses on completion).
        #expect(!lifecycle.animator.isRunning)
        #expect(abs(Double(lifecycle.animator.fractionComplete) - (complement ? 1 : 0)) < 1e-9)
        lifecycle.end(completed: false)
        #expect(system.breaches.isEmpty)
    }

    @Test("Rule 41: a group of no duration is shown at its time, with no animator", arguments: [false, true])
    func zeroLengthGroup(substitutes: Bool) {
        let scene = TestScene(unknowns: Unknowns(substitutesDefaultDurationForZero: substitutes))
        scene.list.present(scene.detail, transition: Flash(), animated: true)
        scene.system.advance(by: 0)
        for _ in 0..<3 { scene.system.advance(by: Self.frame) }
        #expect(scene.presented.presentationState.alpha == 0)
        for _ in 0..<4 { scene.system.advance(by: Self.frame) }
        // 0.117 s: shown, whatever UIKit makes of an animator of 0 s.
        #expect(scene.presented.presentationState.alpha == 1)
        scene.system.runUntilIdle()
        #expect(scene.presented.presentationState.alpha == 1)
        #expect(scene.problems.isEmpty)
    }
}

/// `PlanAnimator` on its own, on the headless platform: a run started where a group has nothing
/// left to animate shows the group's targets at once, with no animator, and completes once.
@MainActor
@Suite("PlanAnimator where nothing is left to animate")
struct PlanAnimatorNothingLeftTests {
    @Test(
        "A spring within a millionth of its target is shown there, with no animator",
        arguments: [false, true])
    func springAtRest(substitutes: Bool) throws {
        let root = ModelViewController(name: "root")
        let system = HeadlessUIKit(
            root: root, unknowns: Unknowns(substitutesDefaultDurationForZero: substitutes))
        let box = ModelView(name: "box", state: ViewState(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        root.view.addSubview(box)
        // A critically damped spring that rests long before the group's 2 s end.
        let spring = try SpringParameters(mass: 1, stiffness: 400, damping: 40)
        let from = ViewState(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let to = ViewState(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        let plan = TransitionPlan(tracks: [
            Track(.presented, from: from, to: to, timing: .spring(spring, duration: 2))
        ])
        #expect(1 - plan.tracks[0].progress(at: 1.9) < 1e-6)
        let animator = PlanAnimator(plan: plan, from: 1.9, platform: HeadlessPlatform(system: system)) { _ in
            box
        }
        var completions = 0
        animator.start { completions += 1 }
        #expect(box.state.frame.origin.x == 200)
        system.advance(by: 0)
        system.advance(by: 1.0 / 60)
        #expect(completions == 1)
        #expect(box.presentationState.frame.origin.x == 200)
        #expect(animator.stop() >= 1.9)
        #expect(system.breaches.isEmpty)
    }
}
