#if canImport(UIKit)
import StagehandCore
import UIKit

/// The transitioning delegate of a controller presented with a Stagehand transition, and the
/// ``PresentationSystem`` its driver asks.
///
/// For each presentation (`presentationController(forPresented:presenting:source:)`) it creates the
/// stage, the driver and the ``StagehandPresentationController``; for each transition it returns a
/// ``TransitionAnimator`` and an ``InteractionController`` of the phase. It decides nothing: the
/// driver does, and the system calls read UIKit and the presentation controller's delegate.
///
/// The presented controller retains it (``StagehandOptions``, an associated object) for as long as
/// its `stagehand.transition` is set; it holds the presentation's driver until the presentation
/// controller reports the presentation over, and holds the controllers weakly.
@MainActor
final class StagehandTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate,
    PresentationSystem
{
    /// The transition presented.
    let transition: any CustomTransition
    /// The presented controller's options (source view, scroll view).
    weak var options: StagehandOptions?

    /// The driver of the presentation under way (the one last created).
    private(set) var driver: PresentationDriver<UIKitStage>?
    private weak var presentationController: StagehandPresentationController?
    private weak var presentedViewController: UIViewController?
    /// Set when UIKit asks for the dismissal's animator: it took a dismissal request.
    private var dismissalWasTaken = false

    /// Creates the delegate of `transition`, reading `options`.
    init(transition: any CustomTransition, options: StagehandOptions?) {
        self.transition = transition
        self.options = options
        super.init()
    }

    /// The presentation controller reports its presentation over (dismissed, or cancelled): the
    /// delegate lets go of its driver, so a later presentation starts afresh.
    func presentationDidEnd(_ controller: StagehandPresentationController) {
        guard controller === presentationController else { return }
        driver = nil
    }

    // MARK: UIViewControllerTransitioningDelegate

    /// A new stage, driver and presentation controller for this presentation.
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        let stage = UIKitStage(dimming: transition.presentationBehavior.dimming)
        stage.options = options
        let driver = PresentationDriver(transition: transition, stage: stage)
        let controller = StagehandPresentationController(
            presentedViewController: presented, presenting: presenting, driver: driver, system: self)
        stage.presentationController = controller
        driver.system = self
        self.driver = driver
        presentationController = controller
        presentedViewController = presented
        return controller
    }

    /// The presentation's animator.
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        driver.map { TransitionAnimator(phase: .present, driver: $0) }
    }

    /// The dismissal's animator, for the driver of the presentation controller in charge.
    func animationController(forDismissed dismissed: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    {
        dismissalWasTaken = true
        let inCharge = (dismissed.presentationController as? StagehandPresentationController)?.driver
        return (inCharge ?? driver).map { TransitionAnimator(phase: .dismiss, driver: $0) }
    }

    /// The presentation's interaction controller (every transition gets one: see
    /// ``InteractionController``).
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        (animator as? TransitionAnimator).map(InteractionController.init(animator:))
    }

    /// The dismissal's interaction controller.
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        (animator as? TransitionAnimator).map(InteractionController.init(animator:))
    }

    // MARK: PresentationSystem

    /// Asks the presenting controller to dismiss (`dismiss(animated:completion:)`), and reads whether
    /// UIKit took the request.
    ///
    /// UIKit schedules a transition's body for later (contract §2.2), but sets it up inside the call:
    /// it asks this delegate for the dismissal's animator (`animationController(forDismissed:)`), marks
    /// the presented controller `isBeingDismissed`, and vends a `transitionCoordinator`. A dropped
    /// request (rules 23–25) does none of these. Any one of the three counts as taken, so that a
    /// dismissal UIKit will perform is never reported dropped; the animator request alone would
    /// suffice, the other two cover a UIKit that asks for it later.
    func requestDismissal(animated: Bool) -> Bool {
        guard let presented = presentedViewController, let presenting = presented.presentingViewController
        else { return false }
        dismissalWasTaken = false
        presenting.dismiss(animated: animated)
        return dismissalWasTaken || presented.isBeingDismissed || presented.transitionCoordinator != nil
    }

    /// False when the presented controller, or a controller inside it, is `isModalInPresentation`, or
    /// the presentation controller's delegate answers `presentationControllerShouldDismiss` with
    /// false; the delegate is then told `presentationControllerDidAttemptToDismiss` (rules 30, 31).
    func shouldBeginUserDismissal() -> Bool {
        guard let presented = presentedViewController, let controller = presentationController else {
            return false
        }
        let allowed =
            !Self.isModal(presented)
            && (controller.delegate?.presentationControllerShouldDismiss?(controller) ?? true)
        if !allowed { controller.delegate?.presentationControllerDidAttemptToDismiss?(controller) }
        return allowed
    }

    /// `presentationControllerWillDismiss` (rule 30).
    func userDismissalWillBegin() {
        guard let controller = presentationController else { return }
        controller.delegate?.presentationControllerWillDismiss?(controller)
    }

    /// `presentationControllerDidDismiss` (rule 30).
    func userDismissalDidEnd() {
        guard let controller = presentationController else { return }
        controller.delegate?.presentationControllerDidDismiss?(controller)
    }

    /// Whether `controller` or one of its children is `isModalInPresentation` (a navigation
    /// controller's screens set it on themselves).
    private static func isModal(_ controller: UIViewController) -> Bool {
        controller.isModalInPresentation || controller.children.contains(where: isModal)
    }
}
#endif
