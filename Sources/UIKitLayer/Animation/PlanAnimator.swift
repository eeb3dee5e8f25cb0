import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Performs one ``TransitionPlan`` on a platform's views with property animators, from any plan
/// time, forwards or reversed, and tells the plan time it has reached.
///
/// Tracks that share a timing and a delay form a group (``TimingGroup``), animated by one property
/// animator whose animations set the group's end states (only the properties each track animates).
/// Animators are always set up in the plan's forward direction; a reversed plan runs them with
/// `isReversed`. How each group's animator begins is the core's answer
/// (``TimingGroup/launch(atForwardTime:reversed:)``).
///
/// The plan time is kept by the platform's clock: the time the run started from, plus the time
/// elapsed since, clamped to the plan's duration.
@MainActor
package final class PlanAnimator<P: Platform> {
    /// The plan performed.
    package let plan: TransitionPlan
    /// The plan time the run starts from (clamped to the plan; NaN or infinite counts as 0).
    package let startTime: Double

    private let platform: P
    /// The view that plays a role, if it is in the container.
    private let view: (Role) -> P.View?
    private var startedAt = 0.0
    private var animators: [P.PropertyAnimator] = []
    /// What starts delayed animators, or delivers the completion of a run with nothing left to
    /// animate.
    private var pending: [any LayerCancellable] = []
    private var finishedCount = 0
    private var isLaunching = false
    private var completion: (@MainActor () -> Void)?

    /// Prepares to run `plan` from `time`, on the views `view` finds.
    package init(plan: TransitionPlan, from time: Double, platform: P, view: @escaping (Role) -> P.View?) {
        self.plan = plan
        self.startTime = time.isFinite ? min(max(time, 0), plan.duration) : 0
        self.platform = platform
        self.view = view
    }

    // MARK: Running

    /// Starts every group that still has something to do and calls `completion` once, on a later turn
    /// of the main run loop, when all have finished (on the next turn when none has anything to do).
    /// The caller has already shown the plan's states at ``startTime``.
    package func start(completion: @escaping @MainActor () -> Void) {
        self.completion = completion
        startedAt = platform.now
        let forward = plan.forwardTime(at: startTime)
        isLaunching = true
        for group in plan.timingGroups {
            guard let launch = group.launch(atForwardTime: forward, reversed: plan.isReversed) else {
                continue
            }
            self.launch(group, launch)
        }
        isLaunching = false
        if finishedCount == animators.count {
            // Nothing to animate (or an animator finished at once): never complete inside `run`.
            pending.append(platform.after(0) { [weak self] in self?.finish() })
        }
    }

    /// Stops every animator, leaving the views where they are, drops the completion without calling
    /// it, and returns the plan time reached.
    package func stop() -> Double {
        let reached = reachedTime
        completion = nil
        for task in pending { task.cancel() }
        pending = []
        // UIKit raises when an active or stopped animator is released: each is stopped, then
        // finished where it is, which it allows only in the stopped state (rules 16, 39).
        for animator in animators {
            if animator.animatingState == .active { animator.stopAnimation(false) }
            if animator.animatingState == .stopped { animator.finish(at: .current) }
        }
        animators = []
        return reached
    }

    /// The plan time reached: the start time plus the time since, within the plan.
    package var reachedTime: Double {
        let elapsed = platform.now - startedAt
        let time = startTime + (elapsed.isFinite && elapsed > 0 ? elapsed : 0)
        return min(max(time, 0), plan.duration)
    }

    private func launch(_ group: TimingGroup, _ launch: TimingGroup.Launch) {
        // An animator interpolates from what the views hold when its animations run: the group's
        // start states, whatever plan time the run starts from.
        show(group.tracks, atEnd: false)
        let animator = platform.makePropertyAnimator(duration: group.timing.duration, timing: group.timing)
        // A paused animator then shows its timing curve at `fractionComplete`, as the plan does.
        animator.scrubsLinearly = false
        animator.addLayerAnimations { [weak self] in self?.show(group.tracks, atEnd: true) }
        animator.addLayerCompletion { [weak self] _ in self?.animatorDidFinish() }
        animators.append(animator)

        switch launch {
        case .fromStart(let delay):
            // UIKit keeps the start states on screen during the delay.
            animator.startAnimation(afterDelay: delay)
        case .fromFraction(let fraction, let reversed, let delay):
            animator.pauseAnimation()
            animator.layerFractionComplete = fraction
            animator.isReversed = reversed
            guard delay > 0 else {
                animator.startAnimation()
                return
            }
            // Paused until the clock reaches the group.
            pending.append(
                platform.after(delay) { [weak animator] in
                    guard let animator, animator.animatingState == .active else { return }
                    animator.startAnimation()
                })
        }
    }

    /// Shows the start or end states of `tracks`, each only for the properties it animates.
    private func show(_ tracks: [Track], atEnd: Bool) {
        for track in tracks {
            view(track.role)?.showStagehandState(atEnd ? track.to : track.from, properties: track.properties)
        }
    }

    private func animatorDidFinish() {
        finishedCount += 1
        if !isLaunching, finishedCount == animators.count { finish() }
    }

    private func finish() {
        guard let completion else { return }
        self.completion = nil
        completion()
    }
}
