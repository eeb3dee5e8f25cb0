#if canImport(UIKit)
import StagehandCore
import StagehandUIKitLayer
import UIKit

/// Stagehand's navigation controller delegate: a shell over the UIKit layer's
/// ``NavigationTransitionCore`` that forwards every call to the app's own delegate
/// (``ForwardingDelegate/forwarded``) first, and answers the rest of
/// `UINavigationControllerDelegate` (the orientations) only when the app's delegate does (rule 60).
@MainActor
final class StagehandNavigationDelegate: ForwardingDelegate, UINavigationControllerDelegate {
    /// The core every method calls.
    let core: NavigationTransitionCore<UIKitPlatform>

    /// Creates the shell of `core`.
    init(core: NavigationTransitionCore<UIKitPlatform>) {
        self.core = core
        super.init()
    }

    private var app: (any UINavigationControllerDelegate)? {
        forwarded as? any UINavigationControllerDelegate
    }

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController,
        animated: Bool
    ) {
        core.willShow(viewController)
        app?.navigationController?(navigationController, willShow: viewController, animated: animated)
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
    ) {
        core.didShow(viewController)
        app?.navigationController?(navigationController, didShow: viewController, animated: animated)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        core.animationController(
            for: operation == .push ? .present : .dismiss, from: fromVC, to: toVC,
            appAnimator: {
                app?.navigationController?(
                    navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
            }, wrap: { TransitionAnimator(core: $0) })
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        core.interactionController(
            stagehand: (animationController as? TransitionAnimator)?.core,
            appInteractor: {
                app?.navigationController?(
                    navigationController, interactionControllerFor: animationController)
            }, wrap: { InteractionController(core: $0) })
    }
}
#endif
