import Foundation

/// `UIViewControllerInteractiveTransitioning` in the headless UIKit: the object that drives a
/// transition from a gesture (contract §3).
@MainActor
public protocol HeadlessInteractiveTransitioning: AnyObject {
    /// Whether the transition starts interactive (`isInteractive` true at the start); false for
    /// an interruptible transition that starts animating (contract §3). Default true.
    var wantsInteractiveStart: Bool { get }
    /// Called instead of `animateTransition(using:)` when an interactor exists (rule 10).
    func startInteractiveTransition(_ transitionContext: HeadlessTransitionContext)
}

extension HeadlessInteractiveTransitioning {
    /// Starts interactive, UIKit's default.
    public var wantsInteractiveStart: Bool { true }
}
