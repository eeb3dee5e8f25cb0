#if canImport(UIKit)
import StagehandCore
import StagehandUIKitLayer
import UIKit

/// The transitioning delegate of a controller presented with a Stagehand transition: a shell over
/// the UIKit layer's ``TransitioningDelegateCore``, which creates each presentation's stage, driver
/// and presentation controller core, and each transition's animator core.
@MainActor
final class StagehandTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The core every method calls.
    let core: TransitioningDelegateCore<UIKitPlatform>

    /// Creates the shell of `core`.
    init(core: TransitioningDelegateCore<UIKitPlatform>) {
        self.core = core
        super.init()
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        StagehandPresentationController(
            presentedViewController: presented, presenting: presenting,
            core: core.makePresentation(of: presented))
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        core.animatorForPresentation().map(TransitionAnimator.init(core:))
    }

    func animationController(forDismissed dismissed: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    {
        core.animatorForDismissal(of: dismissed).map(TransitionAnimator.init(core:))
    }

    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        (animator as? TransitionAnimator).map { InteractionController(core: $0.core) }
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        (animator as? TransitionAnimator).map { InteractionController(core: $0.core) }
    }
}
#endif
