import Foundation

/// The half of a system transition context that owns the transition's lifecycle: UIKit's
/// `UIViewControllerContextTransitioning` without its views (which a ``PresentationStage`` reads).
///
/// The system creates one per transition and hands it to Stagehand's animator or interaction
/// controller; Stagehand acts only inside it and completes it exactly once (contract rule 1), with
/// `!transitionWasCancelled` (rule 5). `Stagehand` wraps UIKit's context in it; `StagehandPreview`'s
/// headless UIKit implements it with the contract's rules enforced.
@MainActor
package protocol SystemTransitionContext: AnyObject {
    /// Whether the transition is animated (`isAnimated`); a custom transition runs its animator
    /// either way (rule 9).
    var isAnimated: Bool { get }
    /// Whether a gesture or a pause is driving the transition now (`isInteractive`); it can flip
    /// repeatedly for an interruptible transition (rule 8).
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (`transitionWasCancelled`): what the completion must
    /// pass on, negated (rule 5).
    var transitionWasCancelled: Bool { get }
    /// `updateInteractiveTransition(_:)`: the interactive progress, clamped by the system to 0...1
    /// and ignored unless interactive and in flight (rule 6).
    func updateInteractiveTransition(_ percentComplete: Double)
    /// `finishInteractiveTransition()`: the interaction ends towards the transition's end; a
    /// `completeTransition(_:)` must follow (rule 4).
    func finishInteractiveTransition()
    /// `cancelInteractiveTransition()`: the interaction ends back towards the start and the
    /// transition is marked cancelled; a `completeTransition(_:)` must follow (rule 4).
    func cancelInteractiveTransition()
    /// `pauseInteractiveTransition()`: an interruptible transition in flight becomes interactive
    /// (contract §3, interruptible start).
    func pauseInteractiveTransition()
    /// `completeTransition(_:)`: the transition is over. Exactly once per transition (rule 1).
    func completeTransition(_ didComplete: Bool)
}
