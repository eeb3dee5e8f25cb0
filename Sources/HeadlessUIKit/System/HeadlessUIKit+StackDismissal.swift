import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HeadlessUIKit {
    /// Rule 61: `dismiss` on the presenter of `presentations[index]`, which presents others in its
    /// turn, takes the whole stack away. The presentations that go without a transition are removed
    /// here, at once; the answer is the presented controller whose dismissal then runs as any other:
    /// the child's (``StackDismissal/childAnimates``) or the top's, which from now on is presented by
    /// the controller `dismiss` was called on (``StackDismissal/topAnimates``).
    func removeStack(above index: Int) -> ModelViewController {
        let child = presentations[index]
        let last = presentations.count - 1
        log(.system("dismissing a stack of \(last - index + 1) presentations (rule 61)"))
        switch unknowns.stackDismissal {
        case .childAnimates:
            for presentation in presentations[(index + 1)...last].reversed() {
                removeAtOnce(presentation, restoringPresenter: true)
            }
            return child.presented
        case .topAnimates:
            let top = presentations[last]
            for presentation in presentations[index..<last].reversed() {
                removeAtOnce(presentation, restoringPresenter: false)
                // It presented the next one up, which is removed too, or the top, presented by
                // another from now on.
                presentation.presented.presentedLink = nil
            }
            // The top's dismissal puts back the view the child's presentation took away, if any.
            top.presenter = child.presenter
            top.removesPresenterView = child.removesPresenterView
            top.presenterSuperview = child.presenterSuperview
            top.presenterIndex = child.presenterIndex
            top.presenterFrame = child.presenterFrame
            top.presenterSuperviewSize = child.presenterSuperviewSize
            child.presenter.presentedLink = top.presented
            top.presented.presentingLink = child.presenter
            log(.system("the top is dismissed to <\(child.presenter.name)>"))
            return top.presented
        }
    }

    /// A presentation of the stack goes without a transition: its views and container leave the
    /// window and the link is torn down, its presented controller is told it disappears (when it
    /// was on screen), and its presentation controller is told nothing (rule 61, the model's
    /// reading). With `restoringPresenter`, the presenter's view goes back where it was, and its
    /// controller is told it appears.
    private func removeAtOnce(_ presentation: PresentationRecord, restoringPresenter: Bool) {
        let presented = presentation.presented
        let wasOnScreen = isInWindow(presented.view)
        if wasOnScreen { appearance(presented, .willDisappear) }
        presentation.controller.presentedView?.removeFromSuperview()
        presented.view.removeFromSuperview()
        if restoringPresenter { restorePresenterView(presentation) }
        presentation.container?.removeFromSuperview()
        unlink(presentation)
        log(.system("<\(presented.name)> removed without a transition"))
        if wasOnScreen { appearance(presented, .didDisappear) }
        let presenter = presentation.presenter
        if restoringPresenter, presentation.removesPresenterView, isInWindow(presenter.view) {
            appearance(presenter, .willAppear)
            appearance(presenter, .didAppear)
        }
    }
}
