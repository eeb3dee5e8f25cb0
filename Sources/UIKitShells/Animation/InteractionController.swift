#if canImport(UIKit)
import StagehandCore
import StagehandUIKitLayer
import UIKit

/// UIKit's interaction controller for one phase: a shell over the same ``AnimatorCore`` as the
/// phase's animator. Every transition gets one, so that every transition is interruptible, and the
/// driver decides whether it starts interactive.
@MainActor
final class InteractionController: NSObject, UIViewControllerInteractiveTransitioning {
    /// The core every method calls.
    let core: AnimatorCore<UIKitPlatform>

    /// Creates the shell of `core`.
    init(core: AnimatorCore<UIKitPlatform>) {
        self.core = core
        super.init()
    }

    var wantsInteractiveStart: Bool { core.wantsInteractiveStart }

    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        core.startInteractiveTransition(UIKitTransitionContext(transitionContext))
    }
}
#endif
