import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The one animator a transition hands UIKit from `interruptibleAnimator(using:)`: a linear property
/// animator as long as the phase, which follows the transition's lifecycle so that the transition
/// coordinator's alongside animations (which UIKit adds to the interruptible animator) move with the
/// plan, and which is never inactive before the transition ends.
///
/// Stagehand's own views are animated by ``PlanAnimator``; this animator carries no animation of its
/// own. It mirrors what the driver tells the transition context:
/// - created, it is paused at once (`pauseAnimation()` on an inactive animator makes it active and
///   paused), so it is active from the first time UIKit can see it;
/// - the phase begins: it runs (``start()``);
/// - `pauseInteractiveTransition` and `updateInteractiveTransition`: it pauses, and is scrubbed to
///   the interactive progress (``scrub(to:)``);
/// - `finishInteractiveTransition` / `cancelInteractiveTransition`: it continues forwards or backwards
///   over the release's duration (the driver's `releaseDuration`) when there is one, else at its
///   own pace (``continueRunning(reversed:over:)``);
/// - `pausesOnCompletion` keeps it active (paused at its end) if it gets there before the plan
///   does, so UIKit never finds it inactive while the transition runs (contract §1, rule 16);
/// - after `completeTransition(_:)`, ``end(completed:)`` stops it and finishes it at the outcome
///   (only from the stopped state, rule 39), so that it is inactive, and may be released, once the
///   transition is over.
@MainActor
package final class LifecycleAnimator<P: Platform> {
    /// The animator UIKit sees.
    package let animator: P.PropertyAnimator

    /// Creates the animator of a transition lasting `duration` seconds, paused at its start.
    package init(duration: Double, platform: P) {
        let seconds = duration.isFinite && duration > 0 ? duration : 0
        animator = platform.makePropertyAnimator(duration: seconds, timing: nil)
        animator.pausesOnCompletion = true
        animator.addLayerAnimations {}
        animator.pauseAnimation()
    }

    /// The transition runs by itself: the animator runs forwards from where it is.
    package func start() {
        guard animator.animatingState == .active else { return }
        animator.isReversed = false
        animator.startAnimation()
    }

    /// The transition is paused or driven by a drag: the animator pauses at `fraction` (or where it
    /// is, when `fraction` is nil).
    package func scrub(to fraction: Double?) {
        guard animator.animatingState == .active else { return }
        animator.pauseAnimation()
        guard let fraction else { return }
        // Forwards again before the fraction is set: reversed, UIKit may read it from the other
        // end (rule 42).
        animator.isReversed = false
        animator.layerFractionComplete = min(max(fraction, 0), 1)
    }

    /// The interaction ended: the animator runs the rest of the way forwards, or back when
    /// `reversed`, in `seconds` (the release spring's duration) when given, else at its own pace. The duration factor is the core's (``LifecycleContinuation``).
    package func continueRunning(reversed: Bool, over seconds: Double? = nil) {
        guard animator.animatingState == .active else { return }
        animator.pauseAnimation()
        // Read before reversing: once reversed, UIKit may report the fraction from the other end
        // (rule 42); before, it counts in the original direction on every reading.
        let done = animator.layerFractionComplete
        animator.isReversed = reversed
        let factor = LifecycleContinuation.durationFactor(
            seconds: seconds, duration: animator.layerDuration, remaining: reversed ? done : 1 - done)
        animator.continueAnimation(durationFactor: factor)
    }

    /// The transition is over: the animator stops and finishes at the outcome (`.end` when it
    /// completed, `.start` when it was cancelled), never partway, so that alongside animations it
    /// carries end where the transition did (rule 39); then it is inactive.
    package func end(completed: Bool) {
        if animator.animatingState == .active { animator.stopAnimation(false) }
        if animator.animatingState == .stopped { animator.finish(at: completed ? .end : .start) }
    }
}
