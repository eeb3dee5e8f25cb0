import Foundation

/// How the animator UIKit gets from `interruptibleAnimator(using:)` (one linear animator lasting
/// the transition, which the transition coordinator's alongside animations follow) continues once
/// the driver tells the context to finish or cancel.
package enum LifecycleContinuation {
    /// `continueAnimation(withTimingParameters:durationFactor:)`'s factor for a release lasting
    /// `seconds` (the driver's ``PresentationDriver/releaseDuration``) on an animator of `duration`
    /// seconds. UIKit's factor is in units of the animator's original duration and gives the time the
    /// rest of the way takes (`UIPercentDrivenInteractiveTransition` passes `(1 - p) / speed`, or
    /// `p / speed` on cancel: contract §3), so it is `seconds / duration`.
    ///
    /// When `seconds` or `duration` is missing, zero, negative or not finite (a non-animated
    /// transition's animator lasts 0 s), the factor is `remaining`, the fraction of the way still to
    /// go (clamped to 0...1; 1 when not finite): the rest of the way at the animator's own pace, as
    /// `UIPercentDrivenInteractiveTransition` does at speed 1.
    public static func durationFactor(seconds: Double?, duration: Double, remaining: Double = 1) -> Double {
        let own = remaining.isFinite ? min(max(remaining, 0), 1) : 1
        guard let seconds, seconds.isFinite, seconds > 0, duration.isFinite, duration > 0 else { return own }
        let factor = seconds / duration
        return factor.isFinite && factor > 0 ? factor : own
    }
}
