#if canImport(UIKit)
import QuartzCore
import StagehandCore
import UIKit

/// Performs one ``TransitionPlan`` on UIKit views with property animators, from any plan time,
/// forwards or reversed, and tells the plan time it has reached.
///
/// Tracks that share a timing and a delay form a group, animated by one `UIViewPropertyAnimator`
/// whose animations set the group's end states (only the properties each track animates). Animators
/// are always set up in the plan's forward direction; a reversed plan runs them with `isReversed`.
///
/// The plan time is kept by the wall clock: the time the run started from, plus the time elapsed
/// since (`CACurrentMediaTime()`), clamped to the plan's duration.
@MainActor
final class PlanAnimator {
    /// The plan performed.
    let plan: TransitionPlan
    /// The plan time the run starts from (clamped to the plan; NaN or infinite counts as 0).
    let startTime: Double

    /// The view that plays a role, if it is in the container.
    private let view: (Role) -> UIView?
    private var startedAt: CFTimeInterval = 0
    private var animators: [UIViewPropertyAnimator] = []
    /// The tasks that start delayed animators, or deliver the completion of a run with nothing left
    /// to animate.
    private var pending: [Task<Void, Never>] = []
    private var finishedCount = 0
    private var isLaunching = false
    private var completion: (@MainActor () -> Void)?

    /// Prepares to run `plan` from `time`, on the views `view` finds.
    init(plan: TransitionPlan, from time: Double, view: @escaping (Role) -> UIView?) {
        self.plan = plan
        self.startTime = time.isFinite ? min(max(time, 0), plan.duration) : 0
        self.view = view
    }

    // MARK: Running

    /// Starts every group that still has something to do and calls `completion` once, on a later turn
    /// of the main run loop, when all have finished (at once when none has). The caller has already
    /// shown the plan's states at ``startTime``.
    func start(completion: @escaping @MainActor () -> Void) {
        self.completion = completion
        startedAt = CACurrentMediaTime()
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
            // Nothing to animate (or UIKit finished an animator at once): never complete inside `run`.
            pending.append(Task { @MainActor [weak self] in self?.finish() })
        }
    }

    /// Stops every animator, leaving the views where they are, drops the completion without calling
    /// it, and returns the plan time reached.
    func stop() -> Double {
        let reached = reachedTime
        completion = nil
        for task in pending { task.cancel() }
        pending = []
        // UIKit raises when an active or stopped animator is released: each is stopped, then
        // finished where it is, which it allows only in the stopped state (contract rule 16).
        for animator in animators {
            if animator.state == .active { animator.stopAnimation(false) }
            if animator.state == .stopped { animator.finishAnimation(at: .current) }
        }
        animators = []
        return reached
    }

    /// The plan time reached: the start time plus the wall-clock time since, within the plan.
    var reachedTime: Double {
        let elapsed = CACurrentMediaTime() - startedAt
        let time = startTime + (elapsed.isFinite && elapsed > 0 ? elapsed : 0)
        return min(max(time, 0), plan.duration)
    }

    private func launch(_ group: TimingGroup, _ launch: TimingGroup.Launch) {
        // An animator interpolates from what the views hold when its animations run: the group's
        // start states, whatever plan time the run starts from.
        show(group.tracks, atEnd: false)
        let animator = UIViewPropertyAnimator(
            duration: group.timing.duration, timingParameters: group.timing.timingParameters)
        // A paused animator then shows its timing curve at `fractionComplete`, as the plan does.
        animator.scrubsLinearly = false
        animator.addAnimations { [weak self] in self?.show(group.tracks, atEnd: true) }
        animator.addCompletion { [weak self] _ in self?.animatorDidFinish() }
        animators.append(animator)

        switch launch {
        case .fromStart(let delay):
            // UIKit keeps the start states on screen during the delay.
            animator.startAnimation(afterDelay: delay)
        case .fromFraction(let fraction, let reversed, let delay):
            animator.pauseAnimation()
            animator.fractionComplete = CGFloat(fraction)
            animator.isReversed = reversed
            guard delay > 0 else {
                animator.startAnimation()
                return
            }
            // Paused until the clock reaches the group.
            let nanoseconds = UInt64(delay * 1_000_000_000)
            pending.append(
                Task { @MainActor [weak animator] in
                    try? await Task.sleep(nanoseconds: nanoseconds)
                    guard !Task.isCancelled, let animator, animator.state == .active else { return }
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
#endif
