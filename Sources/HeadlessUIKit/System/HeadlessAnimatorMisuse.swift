import Foundation

/// A misuse of a property animator that raises an exception on a phone (contract rule 39), which
/// the headless UIKit records as ``ContractBreach/propertyAnimatorMisuse(_:)`` and then ignores.
///
/// Sources: `UIViewAnimating.h` line 68 ("may only be called if the animator is in the stopped
/// state") and `UIViewPropertyAnimator.h` lines 26 and 32 ("Raises if set on an active animator")
/// (D H5); the rest is observed in UIKit's binary (O DC), and the release message is the exception
/// apps report (OfTheWolf/TwitterProfile#14, m1entus/MZFormSheetPresentationController#167). A
/// `finishAnimation(at:)` from inside the animator's own completion raises too: UIKit is then in a
/// private state (O microsoft/fluentui-apple#1385).
public enum HeadlessAnimatorMisuse: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// `finishAnimation(at:)` on an active animator (only a stopped one can be finished; on an
    /// inactive one it does nothing).
    case finishWhileActive
    /// `finishAnimation(at:)` from inside the animator's completion handlers.
    case finishWhileCompleting
    /// `stopAnimation(_:)` on an animator already stopped.
    case stopWhileStopped
    /// `stopAnimation(_:)` on a non-interruptible animator.
    case stopNotInterruptible
    /// `pauseAnimation()` (or a first `fractionComplete`, which pauses) on a non-interruptible
    /// animator.
    case pauseNotInterruptible
    /// `continueAnimation(withTimingParameters:durationFactor:)` on a non-interruptible animator.
    case continueNotInterruptible
    /// `addAnimations` on a stopped animator.
    case addAnimationsWhileStopped
    /// `addAnimations` from inside the animator's completion handlers.
    case addAnimationsWhileCompleting
    /// `startAnimation(afterDelay:)` on a paused animator.
    case startAfterDelayWhilePaused
    /// `isInterruptible` set on an animator already started (active or stopped).
    case interruptibleSetOnceStarted
    /// `isUserInteractionEnabled` set on an animator already started (active or stopped).
    case userInteractionSetOnceStarted
    /// The animator was released while paused.
    case releasedWhilePaused
    /// The animator was released while stopped and not finished.
    case releasedWhileStopped

    /// A short sentence naming the call and the state.
    public var description: String {
        switch self {
        case .finishWhileActive:
            "finishAnimation(at:) on an active animator; only a stopped one can be finished"
        case .finishWhileCompleting: "finishAnimation(at:) from inside the animator's completion"
        case .stopWhileStopped: "stopAnimation(_:) on an animator already stopped"
        case .stopNotInterruptible: "stopAnimation(_:) on a non-interruptible animator"
        case .pauseNotInterruptible: "pauseAnimation() on a non-interruptible animator"
        case .continueNotInterruptible:
            "continueAnimation(withTimingParameters:durationFactor:) on a non-interruptible animator"
        case .addAnimationsWhileStopped: "addAnimations on a stopped animator"
        case .addAnimationsWhileCompleting: "addAnimations from inside the animator's completion"
        case .startAfterDelayWhilePaused: "startAnimation(afterDelay:) on a paused animator"
        case .interruptibleSetOnceStarted: "isInterruptible set on an animator already started"
        case .userInteractionSetOnceStarted: "isUserInteractionEnabled set on an animator already started"
        case .releasedWhilePaused:
            "It is an error to release a paused or stopped property animator (it was paused)."
        case .releasedWhileStopped:
            "It is an error to release a paused or stopped property animator (it was stopped, not finished)."
        }
    }
}
