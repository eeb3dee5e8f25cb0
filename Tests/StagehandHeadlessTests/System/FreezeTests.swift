import Foundation
import StagehandCore
import StagehandUIKitLayer
import Testing

@testable import StagehandHeadless

#if canImport(CoreGraphics)
import CoreGraphics
#endif

@MainActor
@Suite(
    "Headless UIKit: a frozen transition is judged when nothing can move it, not by a timeout (rules 1, 3, 4)"
)
struct FreezeTests {
    @Test("A correct 12 s transition is no breach")
    func longTransition() {
        let delegate = TestDelegate(presentAnimator: SlideAnimator(duration: 12))
        let (system, root, detail) = makeSystem(delegate: delegate)
        var presented = false
        root.present(detail) { presented = true }
        #expect(system.runUntilIdle(limit: 60))
        #expect(presented)
        #expect(system.time >= 12 && system.time < 12.1)
        #expect(system.breaches.isEmpty)
        #expect(system.finishRun().isEmpty)
    }

    @Test("A paused interruptible transition waits for its driver; the end of the run flags it")
    func paused() {
        let delegate = TestDelegate()
        let animator = SlideAnimator(interruptible: true)
        let interactor = PercentInteractor(animator: animator, wantsInteractiveStart: false)
        delegate.presentAnimator = animator
        delegate.presentInteractor = interactor
        let (system, root, detail) = makeSystem(delegate: delegate)
        root.present(detail)
        system.advance(by: 0)
        system.advance(by: 0.1)
        interactor.pause()
        #expect(system.runUntilIdle())
        #expect(system.isIdle)
        #expect(system.breaches.isEmpty)
        #expect(system.finishRun() == [.neverCompleted])
        // Flagged once.
        #expect(system.finishRun() == [.neverCompleted])
    }

    @Test("Something else ticking forever keeps the run loop busy: no judgement until the run ends")
    func busyRunLoop() {
        let delegate = TestDelegate(presentAnimator: GuardReturningAnimator())
        let (system, root, detail) = makeSystem(delegate: delegate)
        system.addTicker { _ in true }
        root.present(detail)
        #expect(!system.runUntilIdle(limit: 1))
        #expect(system.breaches.isEmpty)
        #expect(system.finishRun(limit: 1) == [.neverCompleted])
    }

    @Test("The end of a run turns the run loop first: a transition whose body is still scheduled completes")
    func finishRunRunsFirst() {
        let delegate = TestDelegate()
        let (system, root, detail) = makeSystem(delegate: delegate)
        root.present(detail)
        #expect(system.finishRun().isEmpty)
        #expect(root.presentedViewController === detail)
        #expect(system.currentTransitionContext == nil)
        #expect(system.lines().last == "system: run finished")
    }

    @Test("Stagehand: a finger resting mid-drag for 11 s is no freeze; lifted, the dismissal completes")
    func restingFinger() throws {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        scene.presentAtRest(.card())
        let driver = try scene.stagehand.driver
        driver.dragBegan()
        for step in 1...10 {
            scene.system.advance(by: 1.0 / 60)
            driver.dragChanged(translationX: 0, y: Double(step) * 12)
        }
        #expect(scene.system.currentTransitionContext?.isInteractive == true)
        for _ in 0..<(11 * 60) { scene.system.advance(by: 1.0 / 60) }
        #expect(scene.system.runUntilIdle())
        #expect(scene.problems.isEmpty)
        #expect(scene.system.currentTransitionContext != nil)
        driver.dragEnded(velocityX: 0, y: 1_500)
        #expect(scene.system.finishRun().isEmpty)
        #expect(scene.list.presentedViewController == nil)
        #expect(scene.problems.isEmpty, "\(scene.problems)")
    }
}
