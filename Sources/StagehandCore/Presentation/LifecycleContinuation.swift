import Foundation

/// How the animator UIKit gets from `interruptibleAnimator(using:)` (one linear animator lasting
/// the transition, which the transition coordinator's alongside animations follow) continues once
/// the driver tells the context to finish or cancel.
public enum LifecycleContinuation {
    /// `continueAnimation(withTimingParameters:durationFactor:)`'s factor for a release lasting
    /// `seconds` (the driver's ``PresentationDriver/releaseDuration``) on an animator of `duration`
    /// seconds: the factor is in units of the animator's own duration and gives the time remaining,
    /// so it is `seconds / duration`. When either is missing, zero, negative or not finite (a
    /// non-animated transition's animator lasts 0 s), 1: the animator's own remaining time.
    public static func durationFactor(seconds: Double?, duration: Double) -> Double {
        guard let seconds, seconds.isFinite, seconds > 0, duration.isFinite, duration > 0 else { return 1 }
        let factor = seconds / duration
        return factor.isFinite && factor > 0 ? factor : 1
    }
}
