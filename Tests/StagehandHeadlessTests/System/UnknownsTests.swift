import Foundation
import StagehandCore
import StagehandHeadless
import Testing

@MainActor
@Suite("Headless UIKit: each Unknowns reading changes exactly what it says")
struct UnknownsTests {
    @Test(
        "§1: retainsTransitioningDelegate keeps a released delegate for the dismissal",
        arguments: [false, true])
    func retainsDelegate(_ retains: Bool) {
        var delegate: TestDelegate? = TestDelegate()
        let (system, root, detail) = makeSystem(
            delegate: delegate, unknowns: Unknowns(retainsTransitioningDelegate: retains))
        presentAndSettle(system, root, detail)
        weak let released = delegate
        delegate = nil
        #expect((released != nil) == retains)
        let start = system.events.count
        detail.dismiss()
        system.runUntilIdle()
        let lines = system.lines(from: start)
        #expect(lines.contains("animator.animateTransition(using:)") == retains)
        #expect(lines.contains("system: default animation") == !retains)
        #expect(system.window.subviews.map(\.name) == ["root"])
        #expect(released == nil)  // released with the presentation either way
        #expect(system.breaches.isEmpty)
    }

    @Test("Rule 20: runsCompletionOfDroppedPresent", arguments: [false, true])
    func droppedPresent(_ runs: Bool) {
        let (system, root, detail) = makeSystem(
            style: .overFullScreen, unknowns: Unknowns(runsCompletionOfDroppedPresent: runs))
        root.present(detail)
        var ran = false
        root.present(ModelViewController(name: "other")) { ran = true }
        #expect(ran == runs)
        system.runUntilIdle()
        #expect(root.presentedViewController === detail)
    }

    @Test("§3 cancelled step 6: runsDismissCompletionWhenCancelled", arguments: [false, true])
    func cancelledDismissal(_ runs: Bool) {
        let delegate = TestDelegate()
        let (system, root, detail) = makeSystem(
            delegate: delegate, unknowns: Unknowns(runsDismissCompletionWhenCancelled: runs))
        presentAndSettle(system, root, detail)
        let animator = SlideAnimator(interruptible: true)
        let interactor = PercentInteractor(animator: animator)
        delegate.dismissAnimator = animator
        delegate.dismissInteractor = interactor
        var ran = false
        detail.dismiss { ran = true }
        system.advance(by: 0)
        interactor.update(0.2)
        interactor.cancel()
        system.runUntilIdle()
        #expect(ran == runs)
        #expect(root.presentedViewController === detail)
        #expect(system.breaches.isEmpty)
    }

    @Test("runsPresentCompletionWhenCancelled", arguments: [false, true])
    func cancelledPresentation(_ runs: Bool) {
        let delegate = TestDelegate()
        let animator = SlideAnimator(interruptible: true)
        let interactor = PercentInteractor(animator: animator)
        delegate.presentAnimator = animator
        delegate.presentInteractor = interactor
        let (system, root, detail) = makeSystem(
            delegate: delegate, unknowns: Unknowns(runsPresentCompletionWhenCancelled: runs))
        var ran = false
        root.present(detail) { ran = true }
        system.advance(by: 0)
        interactor.update(0.5)
        interactor.cancel()
        system.runUntilIdle()
        #expect(ran == runs)
        #expect(root.presentedViewController == nil)
        #expect(system.breaches.isEmpty)
    }
}
