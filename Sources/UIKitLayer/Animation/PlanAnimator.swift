import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Performs one ``TransitionPlan`` on a platform's views with property animators, from any plan
/// time, forwards or reversed, and tells the plan time it has reached.
///
/// Tracks that share a timing and a delay form a group (``TimingGroup``), animated by one property
/// animator whose animations set the group's target states (only the properties each track
/// animates). How each group begins is the core's answer (``TimingGroup/launch(atForwardTime:reversed:)``):
/// - from its start, forwards: an animator of the group's timing, started after the group's delay;
/// - from a fraction (a run rebuilt mid-flight, a reversed plan): a new animator from the values at
///   that fraction to the target, with the timing that carries the group's motion on, velocity
///   included (``TimingGroup/continuation(fromFraction:reversed:)``). No animator is ever paused,
///   scrubbed and started again, and none runs reversed: what UIKit does then is not documented
///   (rules 40 and 42 of `Docs/UIKitContract.md`), what a new animator does is;
/// - a group of no duration: its target states are shown when its delay is over, with no animator
///   (a property animator of 0 s may run Core Animation's default duration: rule 41).
///
/// The plan time reached is read from the animators themselves, paused (a running animator's
/// `fractionComplete` need not mean anything, and its animations begin only at the next commit:
/// rule 43), and from the clock when no group is moving.
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
    /// The groups' animators, with what each runs.
    private var runs: [Run] = []
    /// What starts delayed groups of no duration, or delivers the completion of a run with nothing
    /// left to animate.
    private var pending: [any LayerCancellable] = []
    /// Animators and delayed groups of no duration that have not finished.
    private var outstanding = 0
    private var isLaunching = false
    private var completion: (@MainActor () -> Void)?

    /// One group's animator: the group, and the run it performs (nil: the group from its start,
    /// after `delay` seconds).
    private struct Run {
        let animator: P.PropertyAnimator
        let group: TimingGroup
        let continuation: GroupContinuation?
        let delay: Double
    }

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
        if outstanding == 0 {
            // Nothing to animate (or an animator finished at once): never complete inside `run`.
            pending.append(platform.after(0) { [weak self] in self?.finish() })
        }
    }

    /// Stops every animator, leaving the views where they are, drops the completion without calling
    /// it, and returns the plan time reached.
    package func stop() -> Double {
        let reached = pausedTime() ?? reachedTime
        completion = nil
        for task in pending { task.cancel() }
        pending = []
        // UIKit raises when an active or stopped animator is released: each is stopped, then
        // finished where it is, which it allows only in the stopped state (rules 16, 39).
        for run in runs { run.animator.stopWhereItIs() }
        runs = []
        return reached
    }

    /// The plan time reached by the clock: the start time plus the time since, within the plan.
    package var reachedTime: Double {
        let elapsed = platform.now - startedAt
        let time = startTime + (elapsed.isFinite && elapsed > 0 ? elapsed : 0)
        return min(max(time, 0), plan.duration)
    }

    /// The plan time the moving groups show, read from their animators once paused (rule 43: a
    /// running animator's `fractionComplete` need not mean anything); nil when no group is partway.
    /// A spring run of mass, stiffness and damping lasts what UIKit computes for it, which is not
    /// known here: such a run is read from the clock since it began.
    private func pausedTime() -> Double? {
        var latest: Double?
        for run in runs where run.animator.animatingState == .active {
            run.animator.pauseAnimation()
            let fraction = run.animator.layerFractionComplete
            guard fraction > 0, fraction < 1 else { continue }
            let forward: Double
            if let continuation = run.continuation {
                let elapsed: Double
                if case .springPhysics = continuation.timing.animatorTiming {
                    elapsed = platform.now - startedAt - run.delay
                } else {
                    elapsed = fraction * continuation.timing.duration
                }
                forward = run.group.delay + continuation.groupTime(afterRunning: elapsed)
            } else if case .springPhysics = run.group.timing.animatorTiming {
                forward =
                    run.group.delay
                    + min(max(platform.now - startedAt - run.delay, 0), run.group.timing.duration)
            } else {
                forward = run.group.delay + fraction * run.group.timing.duration
            }
            let time = plan.isReversed ? plan.duration - forward : forward
            latest = max(latest ?? time, time)
        }
        return latest.map { min(max($0, 0), plan.duration) }
    }

    private func launch(_ group: TimingGroup, _ launch: TimingGroup.Launch) {
        switch launch {
        case .fromStart(let delay):
            // An animator interpolates from what the views hold when its animations run: the
            // group's start states (UIKit keeps them on screen during the delay).
            show(group.tracks, atEnd: false)
            guard group.timing.duration > 0 else { return showTargets(of: group, atEnd: true, after: delay) }
            animate(group, to: true, timing: group.timing, continuation: nil, delay: delay)
        case .fromFraction(let fraction, let reversed, let delay):
            guard let continuation = group.continuation(fromFraction: fraction, reversed: reversed) else {
                return showTargets(of: group, atEnd: !reversed, after: delay)
            }
            // The run starts from the group's values at the fraction, on screen until it moves.
            let time = group.delay + continuation.startTime
            for track in group.tracks {
                view(track.role)?.showStagehandState(track.state(at: time), properties: track.properties)
            }
            animate(
                group, to: !reversed, timing: continuation.timing, continuation: continuation, delay: delay)
        }
    }

    /// Starts an animator of `group` towards its end (`atEnd`) or start states, with `timing`,
    /// after `delay` seconds.
    private func animate(
        _ group: TimingGroup, to atEnd: Bool, timing: Timing, continuation: GroupContinuation?, delay: Double
    ) {
        let animator = platform.makePropertyAnimator(duration: timing.duration, timing: timing)
        // Paused, the animator reports the time on its timeline as `fractionComplete`.
        animator.scrubsLinearly = false
        animator.addLayerAnimations { [weak self] in self?.show(group.tracks, atEnd: atEnd) }
        animator.addLayerCompletion { [weak self] _ in self?.didFinishOne() }
        runs.append(Run(animator: animator, group: group, continuation: continuation, delay: delay))
        outstanding += 1
        if delay > 0 {
            animator.startAnimation(afterDelay: delay)
        } else {
            animator.startAnimation()
        }
    }

    /// Shows the target states of a group with nothing to animate, at once or after `delay` seconds,
    /// with no animator (rule 41).
    private func showTargets(of group: TimingGroup, atEnd: Bool, after delay: Double) {
        guard delay > 0 else { return show(group.tracks, atEnd: atEnd) }
        outstanding += 1
        pending.append(
            platform.after(delay) { [weak self] in
                guard let self else { return }
                self.show(group.tracks, atEnd: atEnd)
                self.didFinishOne()
            })
    }

    /// Shows the start or end states of `tracks`, each only for the properties it animates.
    private func show(_ tracks: [Track], atEnd: Bool) {
        for track in tracks {
            view(track.role)?.showStagehandState(atEnd ? track.to : track.from, properties: track.properties)
        }
    }

    private func didFinishOne() {
        outstanding -= 1
        if !isLaunching, outstanding == 0 { finish() }
    }

    private func finish() {
        guard let completion else { return }
        self.completion = nil
        completion()
    }
}
