#if canImport(UIKit)
import StagehandCore
import StagehandUIKitLayer
import UIKit

/// UIKit's animation controller for one phase of one presentation: a shell over the UIKit layer's
/// ``AnimatorCore``.
@MainActor
final class TransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The core every method calls.
    let core: AnimatorCore<UIKitPlatform>

    /// Creates the shell of `core`.
    init(core: AnimatorCore<UIKitPlatform>) {
        self.core = core
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        core.transitionDuration(animated: transitionContext?.isAnimated ?? true)
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        core.animateTransition(using: UIKitTransitionContext(transitionContext))
    }

    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    {
        core.interruptibleAnimator(using: UIKitTransitionContext(transitionContext))
    }

    func animationEnded(_ transitionCompleted: Bool) {}
}
#endif
