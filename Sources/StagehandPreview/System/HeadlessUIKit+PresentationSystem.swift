import Foundation
import StagehandCore

/// What Stagehand's driver asks of the system, answered for the top-most presentation.
extension HeadlessUIKit: PresentationSystem {
    /// Dismisses the top-most presented controller (its presenter's `dismiss`); refused while a
    /// transition is in progress (rule 24), like any dismissal.
    public func requestDismissal(animated: Bool) {
        guard let presentation = presentations.last else {
            log(.system("dismissal requested with nothing presented"))
            return
        }
        presentation.presenter.dismiss(animated: animated)
    }

    /// Whether a user dismissal of the top-most presentation may begin: false when its controller
    /// is `isModalInPresentation` (rule 31) or the adaptive delegate refuses (rule 30); a refusal
    /// tells the delegate `presentationControllerDidAttemptToDismiss` (rule 31).
    public func shouldBeginUserDismissal() -> Bool {
        guard let presentation = presentations.last, presentation.isPresented else { return false }
        let pc = presentation.controller
        var allowed = !presentation.presented.isModalInPresentation
        if allowed, let delegate = pc.delegate {
            log(.adaptiveDelegate("presentationControllerShouldDismiss(_:)"))
            allowed = delegate.presentationControllerShouldDismiss(pc)
        }
        if !allowed, let delegate = pc.delegate {
            // Rule 31: didAttemptToDismiss fires only on refusal.
            log(.adaptiveDelegate("presentationControllerDidAttemptToDismiss(_:)"))
            delegate.presentationControllerDidAttemptToDismiss(pc)
        }
        return allowed
    }

    /// A user dismissal of the top-most presentation is about to be requested: the adaptive
    /// delegate hears `presentationControllerWillDismiss`, and `presentationControllerDidDismiss`
    /// follows if that dismissal completes (rule 30).
    public func userDismissalWillBegin() {
        guard let presentation = presentations.last else { return }
        presentation.isUserDismissal = true
        if let delegate = presentation.controller.delegate {
            log(.adaptiveDelegate("presentationControllerWillDismiss(_:)"))
            delegate.presentationControllerWillDismiss(presentation.controller)
        }
    }
}
