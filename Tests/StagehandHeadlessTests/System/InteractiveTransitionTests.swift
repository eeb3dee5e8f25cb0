import Foundation
import StagehandCore
import StagehandHeadless
import StagehandUIKitLayer
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A system with `detail` presented at rest, and a delegate whose dismissal is interactive.
@MainActor
private func presentedWithInteractiveDismissal(
    unknowns: Unknowns = .init()
) -> (HeadlessUIKit, ModelViewController, ModelViewController, TestDelegate, PercentInteractor) {
    let delegate = TestDelegate()
    let (system, root, detail) = makeSystem(delegate: delegate, unknowns: unknowns)
    presentAndSettle(system, root, detail)
    let animator = SlideAnimator(interruptible: true)
    let interactor = PercentInteractor(animator: animator)
    delegate.dismissAnimator = animator
    delegate.dismissInteractor = interactor
    return (system, root, detail, delegate, interactor)
}

@MainActor
@Suite("Headless UIKit: interactive and interruptible transitions (§3)")
struct InteractiveTransitionTests {
    @Test("An interactive dismissal that finishes: startInteractiveTransition, updates, finish, complete")
    func finishedDismissal() {
        let (system, _, detail, delegate, interactor) = presentedWithInteractiveDismissal()
        let start = system.events.count
        var completed = false
        detail.dismiss(animated: true) { completed = true }
        system.advance(by: 0)
        #expect(!system.isIgnoringTouches)  // §2.2: an interactor was supplied
        #expect(system.currentTransitionContext?.isInteractive == true)
        system.currentTransitionContext?.notifyWhenInteractionChanges { _ in }
        interactor.update(0.3)
        interactor.update(0.3)  // rule 6: repeated, ignored
        interactor.update(0.5)
        #expect(detail.view.state.frame.minY == 422 + 0.5 * 844)
        interactor.finish()
        system.runUntilIdle()
        #expect(
            system.lines(from: start) == [
                "delegate.animationController(forDismissed:)",
                "delegate.interactionControllerForDismissal(using:)",
                "pc.dismissalTransitionWillBegin()",
                "detail.viewWillDisappear",
                "animator.transitionDuration(using:)",
                "interactor.startInteractiveTransition(_:)",
                "context.updateInteractiveTransition(0.3)",
                "context.updateInteractiveTransition(0.5)",
                "context.finishInteractiveTransition()",
                "context.interactionChanged",
                "context.completeTransition(true)",
                "pc.dismissalTransitionDidEnd(true)",
                "system: presented view removed",
                "system: container removed",
                "system: context container cleared",
                "system: presentation link torn down",
                "detail.viewDidDisappear",
                "completion: dismiss",
                "animator.animationEnded(true)",
            ])
        #expect(completed)
        #expect(system.breaches.isEmpty)
        #expect(interactor.context?.updates == [0.3, 0.5])
        #expect(interactor.context?.isInteractive == false)
        _ = delegate
    }

    @Test("A cancelled interactive dismissal: handlers before the reversed wills, the presentation stays")
    func cancelledDismissal() {
        let (system, root, detail, delegate, interactor) = presentedWithInteractiveDismissal()
        var completed = false
        detail.dismiss(animated: true) { completed = true }
        system.advance(by: 0)
        system.currentTransitionContext?.notifyWhenInteractionChanges { _ in }
        interactor.update(0.4)
        let start = system.events.count
        interactor.cancel()
        system.runUntilIdle()
        #expect(
            system.lines(from: start) == [
                "context.cancelInteractiveTransition()",
                "context.interactionChanged",
                "detail.viewWillAppear",
                "context.completeTransition(false)",
                "pc.dismissalTransitionDidEnd(false)",
                "system: context container cleared",
                "detail.viewDidAppear",
                "animator.animationEnded(false)",
            ])
        #expect(!completed)  // §3 step 6 unknown, default reading
        #expect(interactor.context?.transitionWasCancelled == true)
        #expect(detail.presentationController != nil)
        #expect(root.presentedViewController === detail)
        #expect(system.window.subviews.last?.subviews.map(\.name) == ["detail"])
        #expect(detail.view.state.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(
            detail.appearanceEvents == [.willAppear, .didAppear, .willDisappear, .willAppear, .didAppear])
        #expect(system.breaches.isEmpty)
        // The presentation is presented again: it can be dismissed.
        delegate.dismissInteractor = nil
        detail.dismiss()
        system.runUntilIdle()
        #expect(system.window.subviews.map(\.name) == ["root"])
        #expect(system.breaches.isEmpty)
    }

    @Test("A presentation cancelled mid-flight: pause, cancel, complete(false), didEnd(false), all gone")
    func cancelledPresentation() {
        let delegate = TestDelegate()
        let animator = SlideAnimator(interruptible: true)
        let interactor = PercentInteractor(animator: animator, wantsInteractiveStart: false)
        delegate.presentAnimator = animator
        delegate.presentInteractor = interactor
        let (system, root, detail) = makeSystem(delegate: delegate)
        var completed = false
        root.present(detail) { completed = true }
        system.advance(by: 0)
        #expect(interactor.context?.isInteractive == false)
        for _ in 0..<6 { system.advance(by: 1.0 / 60) }
        let start = system.events.count
        interactor.pause()
        #expect(interactor.context?.isInteractive == true)
        interactor.cancel()
        system.runUntilIdle()
        #expect(
            system.lines(from: start) == [
                "context.pauseInteractiveTransition()",
                "context.cancelInteractiveTransition()",
                "detail.viewWillDisappear",
                "context.completeTransition(false)",
                "pc.presentationTransitionDidEnd(false)",
                "system: presented view removed",
                "system: container removed",
                "system: context container cleared",
                "detail.viewDidDisappear",
                "animator.animationEnded(false)",
            ])
        #expect(!completed)
        #expect(system.window.subviews.map(\.name) == ["root"])
        #expect(detail.view.superview == nil)
        #expect(detail.presentationController == nil)
        #expect(detail.presentingViewController == nil)
        #expect(root.presentedViewController == nil)
        #expect(system.currentTransitionContext == nil)
        #expect(system.breaches.isEmpty)
    }

    @Test("Rule 8: an interruptible transition flips isInteractive and transitionWasCancelled")
    func flips() {
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
        interactor.cancel()
        system.advance(by: 0.05)
        interactor.pause()
        interactor.finish()
        #expect(interactor.context?.transitionWasCancelled == false)
        system.runUntilIdle()
        #expect(detail.appearanceEvents == [.willAppear, .willDisappear, .willAppear, .didAppear])
        #expect(root.presentedViewController === detail)
        #expect(system.breaches.isEmpty)
    }

    @Test("Rules 4 and 6: update is clamped, acts only in flight while interactive, ignores repeats")
    func updates() {
        // The transitioning delegate is weak (§1): the test keeps it alive.
        let (system, _, detail, delegate, interactor) = presentedWithInteractiveDismissal()
        defer { withExtendedLifetime(delegate) {} }
        detail.dismiss()
        let context = system.currentTransitionContext
        context?.updateInteractiveTransition(0.2)  // not in flight yet
        system.advance(by: 0)
        context?.updateInteractiveTransition(-0.5)
        context?.updateInteractiveTransition(.nan)
        context?.updateInteractiveTransition(2)
        context?.updateInteractiveTransition(1)
        #expect(context?.updates == [0, 1])
        interactor.finish()
        context?.updateInteractiveTransition(0.5)  // no longer interactive
        #expect(context?.updates == [0, 1])
        system.runUntilIdle()
        #expect(system.breaches.isEmpty)
    }

    @Test("Rule 7: a finish sent before the transition is in flight is stored and replayed")
    func storedFinish() {
        // The transitioning delegate is weak (§1): the test keeps it alive.
        let (system, _, detail, delegate, interactor) = presentedWithInteractiveDismissal()
        defer { withExtendedLifetime(delegate) {} }
        detail.dismiss()
        system.currentTransitionContext?.finishInteractiveTransition()
        #expect(system.events.last == .context("finishInteractiveTransition() stored: not in flight"))
        let start = system.events.count
        system.advance(by: 0)
        #expect(
            system.lines(from: start).suffix(3) == [
                "interactor.startInteractiveTransition(_:)",
                "context.replaying a stored finish",
                "context.finishInteractiveTransition()",
            ])
        #expect(interactor.context?.isInteractive == false)
        interactor.animator.animation?.resume()
        system.runUntilIdle()
        #expect(system.window.subviews.map(\.name) == ["root"])
        #expect(system.breaches.isEmpty)
    }

    @Test("Pause acts only when the animator is interruptible, in flight and not interactive")
    func pauseConditions() {
        let delegate = TestDelegate()
        let (system, root, detail) = makeSystem(delegate: delegate)
        root.present(detail)
        system.advance(by: 0)
        let context = system.currentTransitionContext
        context?.pauseInteractiveTransition()  // not interruptible
        #expect(context?.isInteractive == false)
        #expect(system.events.last == .context("pauseInteractiveTransition() ignored"))
        system.runUntilIdle()
        context?.pauseInteractiveTransition()  // completed
        #expect(context?.isInteractive == false)
        #expect(system.breaches.isEmpty)
    }
}
