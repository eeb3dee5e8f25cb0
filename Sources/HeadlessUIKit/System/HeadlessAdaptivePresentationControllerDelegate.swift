import Foundation

/// `UIAdaptivePresentationControllerDelegate`'s dismissal half in the headless UIKit: asked and
/// told about dismissals the user starts (rules 30, 31). Every method has a default.
@MainActor
public protocol HeadlessAdaptivePresentationControllerDelegate: AnyObject {
    /// Whether a user dismissal may begin. Default true. May be asked more than once (rule 30).
    func presentationControllerShouldDismiss(_ presentationController: HeadlessPresentationController)
        -> Bool
    /// A user dismissal is about to begin. May repeat when a dismissal is cancelled (rule 30).
    func presentationControllerWillDismiss(_ presentationController: HeadlessPresentationController)
    /// A user dismissal completed; once, only on completion (rule 30).
    func presentationControllerDidDismiss(_ presentationController: HeadlessPresentationController)
    /// A user dismissal was refused (`isModalInPresentation` or `shouldDismiss` false, rule 31).
    func presentationControllerDidAttemptToDismiss(
        _ presentationController: HeadlessPresentationController)
}

extension HeadlessAdaptivePresentationControllerDelegate {
    /// Allows the dismissal.
    public func presentationControllerShouldDismiss(_ presentationController: HeadlessPresentationController)
        -> Bool
    { true }
    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: HeadlessPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: HeadlessPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(
        _ presentationController: HeadlessPresentationController
    ) {}
}
