import Foundation

/// `UIViewControllerTransitioningDelegate` in the headless UIKit: what a presented controller's
/// ``ModelViewController/transitioningDelegate`` (held weakly, contract §1) supplies for a
/// presentation and its dismissal. Every method has a default that returns nil.
@MainActor
public protocol HeadlessTransitioningDelegate: AnyObject {
    /// The presentation controller for a `.custom` presentation; nil for the system's default
    /// (contract §2 Present 1). `presenting` may be nil on a phone (OR 8797).
    func presentationController(
        forPresented presented: ModelViewController, presenting: ModelViewController?,
        source: ModelViewController
    ) -> HeadlessPresentationController?

    /// The animator of the presentation; nil for the system's default animation.
    func animationController(
        forPresented presented: ModelViewController, presenting: ModelViewController,
        source: ModelViewController
    ) -> (any HeadlessAnimatedTransitioning)?

    /// The animator of the dismissal; nil for the system's default animation.
    func animationController(forDismissed dismissed: ModelViewController)
        -> (any HeadlessAnimatedTransitioning)?

    /// The interaction controller of the presentation, asked only when an animator exists
    /// (rule 10).
    func interactionControllerForPresentation(using animator: any HeadlessAnimatedTransitioning)
        -> (any HeadlessInteractiveTransitioning)?

    /// The interaction controller of the dismissal, asked only when an animator exists (rule 10).
    func interactionControllerForDismissal(using animator: any HeadlessAnimatedTransitioning)
        -> (any HeadlessInteractiveTransitioning)?
}

extension HeadlessTransitioningDelegate {
    /// No presentation controller: the system's default.
    public func presentationController(
        forPresented presented: ModelViewController, presenting: ModelViewController?,
        source: ModelViewController
    ) -> HeadlessPresentationController? { nil }

    /// No animator: the system's default animation.
    public func animationController(
        forPresented presented: ModelViewController, presenting: ModelViewController,
        source: ModelViewController
    ) -> (any HeadlessAnimatedTransitioning)? { nil }

    /// No animator: the system's default animation.
    public func animationController(forDismissed dismissed: ModelViewController)
        -> (any HeadlessAnimatedTransitioning)?
    { nil }

    /// No interaction controller.
    public func interactionControllerForPresentation(using animator: any HeadlessAnimatedTransitioning)
        -> (any HeadlessInteractiveTransitioning)?
    { nil }

    /// No interaction controller.
    public func interactionControllerForDismissal(using animator: any HeadlessAnimatedTransitioning)
        -> (any HeadlessInteractiveTransitioning)?
    { nil }
}
