import Foundation

/// `UIViewControllerAnimatedTransitioning` in the headless UIKit: the object that animates one
/// transition inside the context it is given, and completes it exactly once (rule 1).
///
/// The system retains it for one transition, then releases it (contract §1).
@MainActor
public protocol HeadlessAnimatedTransitioning: AnyObject {
    /// The transition's duration in seconds.
    func transitionDuration(using transitionContext: HeadlessTransitionContext?) -> Double
    /// Animates the transition: adds the to-view to the container (presenting) and calls
    /// `completeTransition(!transitionWasCancelled)` when done (rules 1, 5).
    func animateTransition(using transitionContext: HeadlessTransitionContext)
    /// Whether the animator implements `interruptibleAnimator(using:)` with an interruptible
    /// animator, which is what lets `pauseInteractiveTransition()` act (contract §3). Default false.
    var isInterruptible: Bool { get }
    /// The transition is over, after every completion handler (contract §2 Present 4).
    func animationEnded(_ transitionCompleted: Bool)
}

extension HeadlessAnimatedTransitioning {
    /// Not interruptible.
    public var isInterruptible: Bool { false }
    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}
