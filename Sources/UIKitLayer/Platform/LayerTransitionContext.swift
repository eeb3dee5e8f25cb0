import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A transition context, as the UIKit layer uses it (`UIViewControllerContextTransitioning`; the
/// headless UIKit's `HeadlessTransitionContext`).
@MainActor
package protocol LayerTransitionContext {
    /// The platform's view type.
    associatedtype View: LayerView
    /// The platform's view controller type.
    associatedtype ViewController: LayerViewController

    /// The transition's container view (nil once the transition is over, headless).
    var layerContainerView: View? { get }
    /// `view(forKey: .from)`.
    var fromView: View? { get }
    /// `view(forKey: .to)`.
    var toView: View? { get }
    /// `viewController(forKey: .from)`.
    var fromViewController: ViewController? { get }
    /// `viewController(forKey: .to)`.
    var toViewController: ViewController? { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether something drives the transition now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var transitionWasCancelled: Bool { get }
    /// Whether this is the same context as `other`.
    func isSame(as other: Self) -> Bool

    /// `updateInteractiveTransition(_:)`.
    func updateInteractiveTransition(to percentComplete: Double)
    /// `finishInteractiveTransition()`.
    func finishInteractiveTransition()
    /// `cancelInteractiveTransition()`.
    func cancelInteractiveTransition()
    /// `pauseInteractiveTransition()`.
    func pauseInteractiveTransition()
    /// `completeTransition(_:)`.
    func completeTransition(_ didComplete: Bool)
}
