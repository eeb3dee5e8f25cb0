import Foundation

/// What Stagehand may ask of the system that owns presentations (UIKit, or `StagehandPreview`'s
/// headless UIKit): it never begins, reverses or ends a phase by itself, it asks.
///
/// The UIKit layer implements it over the presented view controller and its presentation controller;
/// the headless UIKit over its model controllers.
@MainActor
package protocol PresentationSystem: AnyObject {
    /// Asks the system to dismiss the presentation (UIKit: `presentingViewController.dismiss(
    /// animated:completion:)`). The system may refuse (rules 23, 24) or start the dismissal later (the
    /// body of a transition is scheduled, not run inside the call, §2.2).
    ///
    /// - Returns: whether a dismissal transition of this presentation will follow, whose callbacks
    ///   tell the rest: the system took the request, or it had already taken one that has not
    ///   completed (the app's own call to UIKit's `dismiss`, whose body is still scheduled or under
    ///   way: UIKit drops the second request, rules 23 and 24, and the first is the one that
    ///   follows; UIKit shows it as the presented controller's `isBeingDismissed` and its transition
    ///   coordinator, rule 32). False when no dismissal will follow, so that nothing waits for a
    ///   transition that will never come.
    func requestDismissal(animated: Bool) -> Bool

    /// Whether a dismissal the user asked for (a tap on the dimming or outside an undimmed
    /// presentation, a drag, the accessibility escape gesture) may go ahead: false when the presented
    /// controller is `isModalInPresentation` or the presentation controller's delegate answers
    /// `presentationControllerShouldDismiss` with false (rules 30, 31). The system tells the
    /// delegate `presentationControllerDidAttemptToDismiss` itself when it answers false.
    func shouldBeginUserDismissal() -> Bool

    /// A user dismissal is about to be requested: the system tells the presentation controller's
    /// delegate `presentationControllerWillDismiss` (rule 30).
    func userDismissalWillBegin()

    /// A user dismissal completed: the system tells the presentation controller's delegate
    /// `presentationControllerDidDismiss`, once, only on completion (rule 30).
    func userDismissalDidEnd()

    /// Runs `block` once the transition in progress is over for UIKit: after the `present` or
    /// `dismiss` completion, among the transition coordinator's completions (rules 32, 33); at once
    /// when no transition is in progress.
    func afterTransitionEnds(_ block: @escaping @MainActor () -> Void)

    /// Whether a transition other than a dismissal of this presentation is in progress where a
    /// request would land (UIKit: the presented controller has a transition coordinator and is not
    /// being dismissed; it presents another controller, or that one is being dismissed, rule 32).
    /// A request made now would be refused, or held until that transition is over: rule 24 leaves
    /// which unknown, so the driver does not ask, and refuses the request itself.
    var isAnotherTransitionInProgress: Bool { get }
}
