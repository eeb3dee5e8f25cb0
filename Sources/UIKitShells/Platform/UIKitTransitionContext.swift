#if canImport(UIKit)
import StagehandUIKitLayer
import UIKit

/// UIKit's transition context as the layer's ``LayerTransitionContext``: every member goes through.
@MainActor
struct UIKitTransitionContext: LayerTransitionContext {
    /// UIKit's context.
    let context: any UIViewControllerContextTransitioning

    init(_ context: any UIViewControllerContextTransitioning) { self.context = context }

    var layerContainerView: UIView? { context.containerView }
    var fromView: UIView? { context.view(forKey: .from) }
    var toView: UIView? { context.view(forKey: .to) }
    var fromViewController: UIViewController? { context.viewController(forKey: .from) }
    var toViewController: UIViewController? { context.viewController(forKey: .to) }
    var isAnimated: Bool { context.isAnimated }
    var isInteractive: Bool { context.isInteractive }
    var transitionWasCancelled: Bool { context.transitionWasCancelled }

    func isSame(as other: UIKitTransitionContext) -> Bool { context === other.context }

    func updateInteractiveTransition(to percentComplete: Double) {
        context.updateInteractiveTransition(CGFloat(percentComplete))
    }

    func finishInteractiveTransition() { context.finishInteractiveTransition() }
    func cancelInteractiveTransition() { context.cancelInteractiveTransition() }
    func pauseInteractiveTransition() { context.pauseInteractiveTransition() }
    func completeTransition(_ didComplete: Bool) { context.completeTransition(didComplete) }
}
#endif
