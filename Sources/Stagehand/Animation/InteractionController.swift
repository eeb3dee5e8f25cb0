#if canImport(UIKit)
import StagehandCore
import UIKit

/// UIKit's interaction controller for one phase (not `UIPercentDrivenInteractiveTransition`, which
/// would drive the animations itself): every transition gets one, so that every transition is
/// interruptible, and the driver decides whether it starts interactive.
///
/// `wantsInteractiveStart` is the driver's answer (true only for a dismissal a drag asked for);
/// `startInteractiveTransition(_:)` hands the context to the phase's ``TransitionAnimator``, which
/// forwards it to the driver. The drag itself reaches the driver through the presentation
/// controller's gesture recognizers, not through this object.
@MainActor
final class InteractionController: NSObject, UIViewControllerInteractiveTransitioning {
    /// The animator of the same transition (it owns the transition's context adapter).
    let animator: TransitionAnimator

    /// Creates the interaction controller of `animator`'s transition.
    init(animator: TransitionAnimator) {
        self.animator = animator
        super.init()
    }

    /// `wantsInteractiveStart`: the driver's answer for the phase.
    var wantsInteractiveStart: Bool { animator.driver.wantsInteractiveStart(for: animator.phase) }

    /// `startInteractiveTransition(_:)`: the driver starts the phase in the context.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        animator.startInteractiveTransition(transitionContext)
    }
}
#endif
