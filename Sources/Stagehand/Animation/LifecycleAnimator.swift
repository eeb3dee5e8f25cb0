#if canImport(UIKit)
import UIKit

/// The one `UIViewImplicitlyAnimating` a transition hands UIKit from `interruptibleAnimator(using:)`:
/// a linear `UIViewPropertyAnimator` as long as the phase, which follows the transition's lifecycle so
/// that the transition coordinator's alongside animations (which UIKit adds to the interruptible
/// animator) move with the plan, and which is never inactive before the transition ends.
///
/// Stagehand's own views are animated by ``PlanAnimator``; this animator carries no animation of its
/// own. It mirrors what the driver tells the transition context:
/// - created, it is paused at once (`pauseAnimation()` on an inactive animator makes it active and
///   paused), so it is active from the first time UIKit can see it;
/// - the phase begins: it runs (``start()``);
/// - `pauseInteractiveTransition` and `updateInteractiveTransition`: it pauses, and is scrubbed to
///   the interactive progress (``scrub(to:)``);
/// - `finishInteractiveTransition` / `cancelInteractiveTransition`: it continues forwards or backwards
///   over the release's duration (the driver's `releaseDuration`) when there is one, else with
///   its own duration (``continueRunning(reversed:over:)``);
/// - `pausesOnCompletion` keeps it active (paused at its end) if it gets there before the plan
///   does, so UIKit never finds it inactive while the transition runs (contract §1, rule 16);
/// - after `completeTransition(_:)`, ``end()`` stops it and finishes it where it is (`.current`, only
///   from the stopped state, rule 16), so that it is inactive, and may be released, once the
///   transition is over. UIKit raises when an active or stopped animator is released.
@MainActor
final class LifecycleAnimator {
    /// The animator UIKit sees.
    let animator: UIViewPropertyAnimator

    /// Creates the animator of a transition lasting `duration` seconds, paused at its start.
    init(duration: Double) {
        let seconds = duration.isFinite && duration > 0 ? duration : 0
        animator = UIViewPropertyAnimator(duration: seconds, curve: .linear)
        animator.pausesOnCompletion = true
        animator.addAnimations {}
        animator.pauseAnimation()
    }

    /// The transition runs by itself: the animator runs forwards from where it is.
    func start() {
        guard animator.state == .active else { return }
        animator.isReversed = false
        animator.startAnimation()
    }

    /// The transition is paused or driven by a drag: the animator pauses at `fraction` (or where it
    /// is, when `fraction` is nil).
    func scrub(to fraction: Double?) {
        guard animator.state == .active else { return }
        animator.pauseAnimation()
        if let fraction { animator.fractionComplete = CGFloat(min(max(fraction, 0), 1)) }
    }

    /// The interaction ended: the animator runs the rest of the way forwards, or back when
    /// `reversed`, in `seconds` (the release spring's duration) when given, else with its own
    /// duration.
    ///
    /// `continueAnimation`'s duration factor is in units of the animator's own duration and gives the
    /// time remaining, so the release's duration is `seconds / duration`; a zero, negative or
    /// non-finite duration on either side falls back to 1 (a non-animated transition's animator
    /// lasts 0 s).
    func continueRunning(reversed: Bool, over seconds: Double? = nil) {
        guard animator.state == .active else { return }
        animator.pauseAnimation()
        animator.isReversed = reversed
        animator.continueAnimation(withTimingParameters: nil, durationFactor: durationFactor(over: seconds))
    }

    /// `seconds` in units of the animator's duration, or 1 when either is zero, negative or not
    /// finite.
    private func durationFactor(over seconds: Double?) -> CGFloat {
        let own = Double(animator.duration)
        guard let seconds, seconds.isFinite, seconds > 0, own.isFinite, own > 0 else { return 1 }
        let factor = seconds / own
        return factor.isFinite && factor > 0 ? CGFloat(factor) : 1
    }

    /// The transition is over: the animator stops and finishes where it is, and becomes inactive.
    func end() {
        if animator.state == .active { animator.stopAnimation(false) }
        if animator.state == .stopped { animator.finishAnimation(at: .current) }
    }
}
#endif
