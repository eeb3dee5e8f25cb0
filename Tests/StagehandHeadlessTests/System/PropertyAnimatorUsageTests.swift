import Foundation
import StagehandCore
import StagehandHeadless
import StagehandTestSupport
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The calls Stagehand's UIKit layer makes on `UIViewPropertyAnimator` (`LifecycleAnimator`,
/// `PlanAnimator`), made here on the headless animator in the same order: what the layer will run
/// on Linux once it is written against both.
@MainActor
@Suite("Headless UIKit: property animator, as Stagehand's UIKit layer uses it")
struct PropertyAnimatorUsageTests {
    /// `LifecycleAnimator.init`: linear, pauses on completion, an empty block, paused at once.
    private func lifecycle(duration: Double, in system: HeadlessUIKit) -> HeadlessViewPropertyAnimator {
        let animator = HeadlessViewPropertyAnimator(duration: duration, curve: .linear, in: system)
        animator.pausesOnCompletion = true
        animator.addAnimations {}
        animator.pauseAnimation()
        return animator
    }

    /// `LifecycleAnimator.end()`.
    private func end(_ animator: HeadlessViewPropertyAnimator) {
        if animator.state == .active { animator.stopAnimation(false) }
        if animator.state == .stopped { animator.finishAnimation(at: .current) }
    }

    @Test("The lifecycle animator: active from creation, never inactive before the end, releasable after")
    func lifecycleAnimator() {
        let (system, _, _) = makeSystem()
        var animator: HeadlessViewPropertyAnimator? = lifecycle(duration: 0.5, in: system)
        #expect(animator?.state == .active && animator?.isRunning == false)
        // start(): runs; reaching its end it stays active, paused (pausesOnCompletion).
        animator?.isReversed = false
        animator?.startAnimation()
        system.runUntilIdle()
        #expect(animator?.state == .active && animator?.isRunning == false)
        #expect(animator.map { Double($0.fractionComplete) } == 1)
        // scrub(to:), then continueRunning(reversed: true, over: 0.2 s).
        animator?.pauseAnimation()
        animator?.fractionComplete = CGFloat(0.4)
        animator?.pauseAnimation()
        animator?.isReversed = true
        let factor = LifecycleContinuation.durationFactor(seconds: 0.2, duration: animator?.duration ?? 0)
        animator?.continueAnimation(withTimingParameters: nil, durationFactor: CGFloat(factor))
        let started = system.time
        system.runUntilIdle()
        #expect(animator?.state == .active)
        #expect(animator.map { Double($0.fractionComplete) } == 0)
        #expect(system.time - started < 0.2 + 2.0 / 60)
        if let animator { end(animator) }
        #expect(animator?.state == .inactive)
        animator = nil
        system.advance(by: 0)
        #expect(system.breaches.isEmpty)
    }

    @Test("A lifecycle animator let go without end() is caught: UIKit would raise")
    func lifecycleAnimatorLeaked() {
        let (system, _, _) = makeSystem()
        var animator: HeadlessViewPropertyAnimator? = lifecycle(duration: 0.5, in: system)
        animator?.startAnimation()
        system.runUntilIdle()
        animator = nil
        system.advance(by: 0)
        #expect(system.breaches == [.propertyAnimatorMisuse(.releasedWhilePaused)])
    }

    @Test("A non-animated transition's lifecycle animator lasts 0 s and still follows the lifecycle")
    func zeroDuration() {
        let (system, _, _) = makeSystem()
        let animator = lifecycle(duration: 0, in: system)
        animator.startAnimation()
        system.advance(by: 0)
        #expect(animator.state == .active && !animator.isRunning)
        end(animator)
        #expect(animator.state == .inactive)
        #expect(system.breaches.isEmpty)
    }

    @Test(
        "A plan group: from its start after a delay, or paused at a fraction and reversed, then stopped where it is"
    )
    func planGroup() {
        let fixture = AnimatorFixture()
        let box = fixture.box
        var finished = 0
        // launch(.fromStart(delay:)).
        let first = HeadlessViewPropertyAnimator(
            duration: 1, timingParameters: HeadlessTimingParameters(animationCurve: .easeInOut),
            in: fixture.system)
        first.scrubsLinearly = false
        first.addAnimations { box.state.frame.origin.y = 0 }
        first.addCompletion { _ in finished += 1 }
        first.startAnimation(afterDelay: 0.25)
        // launch(.fromFraction(0.5, reversed: true, delay: 0)).
        let second = HeadlessViewPropertyAnimator(
            duration: 1, timingParameters: HeadlessTimingParameters(dampingRatio: 1), in: fixture.system)
        second.scrubsLinearly = false
        second.addAnimations { box.state.cornerRadius = 30 }
        second.addCompletion { _ in finished += 1 }
        second.pauseAnimation()
        second.fractionComplete = CGFloat(0.5)
        second.isReversed = true
        second.startAnimation()
        fixture.run(for: 0.25)
        #expect(Double(box.presentationState.frame.origin.y) == 300)
        #expect(finished == 0)
        // stop(): each animator stopped and finished where it is.
        for animator in [first, second] {
            if animator.state == .active { animator.stopAnimation(false) }
            if animator.state == .stopped { animator.finishAnimation(at: .current) }
        }
        #expect(finished == 2)
        #expect(box.presentationState == box.state)
        #expect(Double(box.state.frame.origin.y) == 300)
        #expect(box.state.cornerRadius > 0 && box.state.cornerRadius < 30)
        #expect(fixture.system.breaches.isEmpty)
    }
}
