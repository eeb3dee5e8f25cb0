import Foundation
import StagehandCore

/// The user-dismissal checks a custom presentation controller makes with UIKit's help (rules 30,
/// 31), answered for the presentation of `presented`; Stagehand's headless adapter calls them as
/// its UIKit presentation controller does.
extension HeadlessUIKit {

    /// Whether a user dismissal of the top-most presentation may begin: false when its controller
    /// is `isModalInPresentation` (rule 31) or the adaptive delegate refuses (rule 30); a refusal
    /// tells the delegate `presentationControllerDidAttemptToDismiss` (rule 31).
    public func shouldBeginUserDismissal(of presented: ModelViewController) -> Bool {
        guard let presentation = presentations.last(where: { $0.presented === presented }),
            presentation.isPresented || current?.presentation === presentation
        else { return false }
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
    public func userDismissalWillBegin(of presented: ModelViewController) {
        guard let presentation = presentations.last(where: { $0.presented === presented }) else { return }
        presentation.isUserDismissal = true
        if let delegate = presentation.controller.delegate {
            log(.adaptiveDelegate("presentationControllerWillDismiss(_:)"))
            delegate.presentationControllerWillDismiss(presentation.controller)
        }
    }
}
