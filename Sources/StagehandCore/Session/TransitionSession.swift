import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The state machine every Stagehand transition goes through, on any stage.
///
/// A session presents once and dismisses once. It guarantees:
/// - each phase completes exactly once, with `finished` true when it ran to its end and false when
///   it was cancelled, on every path (interruption, interactive cancel, repeated requests);
/// - a cancelled phase leaves every view in the state and the place it had before the phase began;
/// - a dismissal requested while the presentation runs reverses it from where it is, and repeated
///   requests (a double tap) join the transition already under way instead of stacking another;
/// - a drag becomes dismissal progress along the transition's edge, rubber-banded the other way,
///   and its release finishes or cancels by position, projection and velocity, the rest of the
///   motion handed to a spring that starts at the finger's speed;
/// - a container size change re-lays out whatever is on screen, running or not.
///
/// It holds its stage strongly and nothing holds it but its owner, so it and its views go away when
/// the owner lets go (the stage's completion closures capture it weakly).
@MainActor
public final class TransitionSession<Stage: TransitionStage> {
    /// Where a session is in its life.
    public enum State: Equatable, Sendable {
        /// Not presented yet.
        case idle
        /// The presentation is animating (possibly reversing after an interruption).
        case presenting
        /// On screen, at rest.
        case presented
        /// The dismissal is animating.
        case dismissing
        /// The dismissal follows a drag.
        case interactive
        /// Dismissed, or the presentation was cancelled: the session is over.
        case ended
    }

    /// The transition performed.
    public let transition: Transition
    /// The stage it runs on.
    public let stage: Stage
    /// Where the session is.
    public private(set) var state: State = .idle
    /// The card detent the presented view rests at.
    public private(set) var detent = 0
    /// Called once per phase with the phase and whether it finished (false: cancelled).
    public var onPhaseCompletion: ((TransitionPhase, Bool) -> Void)?

    private var choreography: Choreography?
    private var context: TransitionContext
    /// Whether the running animation is the current phase's plan played backwards (an interruption
    /// or a cancel), so that it ends the phase as cancelled.
    private var isReversing = false
    /// Completions waiting for the current phase to end, with the phase each caller asked for; a
    /// request joining a running phase adds one.
    private var waiting: [(requested: TransitionPhase, completion: (Bool) -> Void)] = []
    /// Bumped whenever an animation is replaced, so that a stale completion is ignored.
    private var generation = 0
    /// Interactive dismissal: the current progress (negative past the presented position).
    private var interactiveProgress = 0.0
    /// The continuation that runs after a release, towards its outcome.
    private var releaseOutcome: ReleaseOutcome?
    /// The detent a released card settles at instead of the one it was dragged from.
    private var settlingDetent: Int?
    /// Whether a detent change is animating.
    private var isMovingDetent = false
    /// The states of the plan's roles before the phase began (nil for views that did not exist),
    /// which a cancelled phase puts back.
    private var statesBefore: [ViewState?] = []

    /// Creates a session for `transition` on `stage`. Nothing happens until ``present(animated:completion:)``.
    public init(transition: Transition, stage: Stage) {
        self.transition = transition
        self.stage = stage
        self.context = stage.measure()
    }

    // MARK: Presenting and dismissing

    /// Presents. Ignored (the completion is told `false`) unless the session is idle.
    public func present(animated: Bool = true, completion: ((Bool) -> Void)? = nil) {
        guard state == .idle else {
            if state == .presenting, !isReversing, let completion {
                waiting.append((.present, completion))
            } else {
                completion?(false)
            }
            return
        }
        let choreography = beginPhase(.present)
        state = .presenting
        if let completion { waiting.append((.present, completion)) }
        run(choreography.plan, from: animated ? 0 : choreography.plan.duration)
    }

    /// Dismisses. While presenting, reverses the presentation from where it is (the presentation
    /// completes as cancelled); while a dismissal already runs, joins it; during a drag, finishes
    /// it. Ignored (the completion is told `false`) when there is nothing to dismiss.
    public func dismiss(animated: Bool = true, completion: ((Bool) -> Void)? = nil) {
        switch state {
        case .presenting:
            if let completion { waiting.append((.dismiss, completion)) }
            guard !isReversing, let plan = choreography?.plan else { return }
            // Play the presentation backwards from where it is; it ends as a cancelled presentation.
            let reached = stage.stop()
            isReversing = true
            run(plan.reversed(), from: animated ? plan.duration - reached : plan.duration)
        case .presented:
            settle()
            let choreography = beginPhase(.dismiss)
            state = .dismissing
            if let completion { waiting.append((.dismiss, completion)) }
            run(choreography.plan, from: animated ? 0 : choreography.plan.duration)
        case .dismissing:
            if let completion { waiting.append((.dismiss, completion)) }
        case .interactive:
            if let completion { waiting.append((.dismiss, completion)) }
            if releaseOutcome == nil { endInteractiveDismissal(velocity: 0, forcing: .finish) }
        case .idle, .ended:
            completion?(false)
        }
    }

    /// A tap on the dimming view: dismisses when the transition allows it.
    public func backgroundTapped() {
        if transition.dismissesOnBackgroundTap { dismiss() }
    }

    // MARK: Interactive dismissal

    /// Starts a dismissal that follows a drag. Returns false (and does nothing) unless the session is
    /// presented and the transition can be dismissed by dragging.
    @discardableResult
    public func beginInteractiveDismissal() -> Bool {
        guard state == .presented, transition.isInteractivelyDismissible else { return false }
        settle()
        beginPhase(.dismiss)
        state = .interactive
        interactiveProgress = 0
        releaseOutcome = nil
        showInteractive(progress: 0)
        return true
    }

    /// The drag's translation since it began, in points (x, y): moves the dismissal along its edge.
    public func updateInteractiveDismissal(translationX x: Double, y: Double) {
        guard let drag = choreography?.drag else { return }
        updateInteractiveDismissal(progress: drag.progress(forTranslation: drag.component(x: x, y: y)))
    }

    /// Moves an interactive dismissal to `progress` (0 presented, 1 dismissed; negative values show
    /// the presented view past its resting place, as a rubber band does).
    public func updateInteractiveDismissal(progress: Double) {
        guard state == .interactive, releaseOutcome == nil, progress.isFinite else { return }
        interactiveProgress = min(progress, 1)
        showInteractive(progress: interactiveProgress)
    }

    /// Ends a drag with its velocity in points per second (x, y): finishes or cancels the dismissal
    /// by ``ReleaseDecision``, and lets a spring carry the views the rest of the way at the finger's
    /// speed.
    public func endInteractiveDismissal(velocityX x: Double, y: Double) {
        guard let drag = choreography?.drag else { return }
        endInteractiveDismissal(velocity: drag.component(x: x, y: y), forcing: nil)
    }

    /// Cancels an interactive dismissal: the presented view springs back.
    public func cancelInteractiveDismissal() {
        endInteractiveDismissal(velocity: 0, forcing: .cancel)
    }

    /// Ends a drag moving at `velocity` points per second towards the dismissal edge, or with a
    /// forced outcome.
    private func endInteractiveDismissal(velocity: Double, forcing forced: ReleaseOutcome?) {
        guard state == .interactive, releaseOutcome == nil, let choreography else { return }
        let distance = choreography.drag.distance
        let velocityInProgress = velocity.isFinite ? velocity / distance : 0
        var outcome =
            forced
            ?? ReleaseDecision().decide(
                progress: interactiveProgress, velocity: velocityInProgress, distance: distance)
        // Positions along the drag, in points from the presented position (positive towards the edge).
        let position = interactiveProgress * distance
        var target = outcome == .finish ? distance : 0
        var end = choreography.plan.linearStates(atProgress: outcome == .finish ? 1 : 0)
        // A card with several detents settles at the one its release points to, or is dismissed.
        if forced == nil, transition.detents.count > 1 {
            let heights = transition.detents.indices.map {
                Double(transition.presentedFrame(in: context, detent: $0).height)
            }
            if let index = Detent.target(
                releasedAt: heights[detent] - position, velocity: -velocity, heights: heights)
            {
                outcome = .cancel
                settlingDetent = index
                target = heights[detent] - heights[index]
                let settled = transition.choreography(for: .present, in: context, detent: index).plan
                let settledStates = settled.finalStates
                for (slot, role) in choreography.plan.roles.enumerated() {
                    if let found = settled.index(of: role) { end[slot] = settledStates[found] }
                }
            } else {
                outcome = .finish
                target = distance
                end = choreography.plan.linearStates(atProgress: 1)
            }
        }
        releaseOutcome = outcome
        stage.interactionEnded(finishing: outcome == .finish)
        // The rest of the way, from what is on screen to the outcome's states, on a spring whose
        // initial velocity (relative to the distance left, UIKit's convention) matches the finger.
        let relative = GesturePhysics.relativeInitialVelocity(velocity: velocity, distance: target - position)
        let spring = (try? transition.releaseSpring.withInitialVelocity(relative)) ?? transition.releaseSpring
        let current = choreography.plan.linearStates(atProgress: interactiveProgress)
        let tracks = choreography.plan.roles.indices.map { index in
            Track(
                choreography.plan.roles[index], from: current[index], to: end[index], timing: .spring(spring))
        }
        isReversing = outcome == .cancel
        run(TransitionPlan(tracks: tracks), from: 0)
    }

    private func showInteractive(progress: Double) {
        guard let plan = choreography?.plan else { return }
        stage.apply(plan.linearStates(atProgress: progress), to: plan.roles)
        stage.interactionChanged(progress: min(max(progress, 0), 1))
    }

    // MARK: Detents

    /// Moves a card to the detent at `index` with the transition's release spring. Ignored unless
    /// the session is presented and the index is valid.
    public func moveToDetent(_ index: Int) {
        guard state == .presented, transition.detents.indices.contains(index), index != detent else { return }
        context = stage.measure()
        let from = transition.choreography(for: .present, in: context, detent: detent).plan
        let to = transition.choreography(for: .present, in: context, detent: index).plan
        detent = index
        let start = from.finalStates
        let end = to.finalStates
        let tracks = from.roles.indices.map {
            Track(from.roles[$0], from: start[$0], to: end[$0], timing: .spring(transition.releaseSpring))
        }
        settle()
        isMovingDetent = true
        generation += 1
        let ticket = generation
        stage.run(TransitionPlan(tracks: tracks), from: 0) { [weak self] in
            guard let self, self.generation == ticket else { return }
            self.isMovingDetent = false
        }
    }

    /// Shows the presented layout at rest, on the views that stay on screen while presented.
    private func showResting() {
        let choreography = transition.choreography(for: .present, in: context, detent: detent)
        let onScreen = choreography.restingRoles
        let plan = choreography.plan
        let states = plan.finalStates
        let indices = plan.roles.indices.filter { onScreen.contains(plan.roles[$0]) }
        stage.apply(indices.map { states[$0] }, to: indices.map { plan.roles[$0] })
    }

    /// Stops a detent change still animating, leaving the card where it is (the next phase starts
    /// from the current detent's states).
    private func settle() {
        guard isMovingDetent else { return }
        isMovingDetent = false
        generation += 1
        _ = stage.stop()
    }

    // MARK: Layout

    /// The container changed size (rotation, split view, a window resize): re-lays out what is on
    /// screen. A running phase continues from the same time towards its new layout; a drag keeps its
    /// progress.
    public func containerDidChange() {
        let newContext = stage.measure()
        guard newContext != context else { return }
        context = newContext
        switch state {
        case .presented:
            settle()
            showResting()
        case .presenting, .dismissing:
            guard let current = choreography, releaseOutcome == nil else { return }
            let reached = stage.stop()
            let rebuilt = transition.choreography(for: current.phase, in: context, detent: detent)
            choreography = rebuilt
            run(isReversing ? rebuilt.plan.reversed() : rebuilt.plan, from: reached)
        case .interactive:
            guard let current = choreography, releaseOutcome == nil else { return }
            choreography = transition.choreography(for: current.phase, in: context, detent: detent)
            showInteractive(progress: interactiveProgress)
        case .idle, .ended:
            break
        }
    }

    // MARK: Running a phase

    /// Measures the stage, builds `phase`'s choreography there and installs it.
    @discardableResult
    private func beginPhase(_ phase: TransitionPhase) -> Choreography {
        context = stage.measure()
        let choreography = transition.choreography(for: phase, in: context, detent: detent)
        begin(choreography)
        return choreography
    }

    /// Installs a phase's views: inserts the ones it adds, in hierarchy order, hides originals and
    /// shows the plan's first states. The real views go in and take their first states before the
    /// transient ones are made, so that a snapshot shows its original laid out (seed 001 snapshots
    /// the presented view once it sits at its final frame).
    private func begin(_ choreography: Choreography) {
        self.choreography = choreography
        isReversing = false
        stage.prepare(choreography)
        let plan = choreography.plan
        statesBefore = stage.states(of: plan.roles)
        let initial = plan.initialStates
        let inserted = Set(choreography.insertedRoles)
        let transient = Set(choreography.transientRoles)
        // Roles already in the container (UIKit's part, or a previous phase's) keep their places.
        var placed = Set(choreography.hierarchy.filter { !inserted.contains($0) })
        // Two passes: the real views, given their first states, then the transient ones.
        for transients in [false, true] {
            for (index, role) in choreography.hierarchy.enumerated()
            where inserted.contains(role) && transient.contains(role) == transients {
                let below = choreography.hierarchy[..<index].filter { placed.contains($0) }.count
                stage.insert(role, at: below)
                placed.insert(role)
            }
            if !transients {
                let real = plan.roles.indices.filter {
                    !transient.contains(plan.roles[$0]) && placed.contains(plan.roles[$0])
                }
                stage.apply(real.map { initial[$0] }, to: real.map { plan.roles[$0] })
            }
        }
        for original in choreography.hiddenOriginals { stage.setHidden(true, original) }
        let onStage = plan.roles.indices.filter { placed.contains(plan.roles[$0]) }
        stage.apply(onStage.map { initial[$0] }, to: onStage.map { plan.roles[$0] })
    }

    private func run(_ plan: TransitionPlan, from time: Double) {
        generation += 1
        let ticket = generation
        stage.run(plan, from: time) { [weak self] in
            guard let self, self.generation == ticket else { return }
            self.animationEnded()
        }
    }

    private func animationEnded() {
        guard let choreography else { return }
        let finished = !isReversing
        for original in choreography.hiddenOriginals { stage.setHidden(false, original) }
        if finished {
            for role in choreography.rolesRemovedOnCompletion { stage.remove(role) }
        } else {
            if let settlingDetent {
                // A released card that settled at another detent: it stays presented there.
                detent = settlingDetent
                showResting()
            } else {
                // Cancelled: every view that existed before is put back as it was found.
                let roles = choreography.plan.roles
                let indices = roles.indices.filter {
                    statesBefore.indices.contains($0) && statesBefore[$0] != nil
                }
                stage.apply(indices.map { statesBefore[$0]! }, to: indices.map { roles[$0] })
            }
            // Take out what the phase added.
            for role in choreography.insertedRoles { stage.remove(role) }
        }
        switch (choreography.phase, finished) {
        case (.present, true): state = .presented
        case (.present, false): state = .ended
        case (.dismiss, true): state = .ended
        case (.dismiss, false): state = .presented
        }
        self.choreography = nil
        isReversing = false
        releaseOutcome = nil
        settlingDetent = nil
        stage.complete(choreography.phase, finished: finished)
        let completions = waiting
        waiting = []
        onPhaseCompletion?(choreography.phase, finished)
        for (requested, completion) in completions {
            // A dismissal that reversed a presentation got what it asked for.
            completion(requested == choreography.phase ? finished : !finished)
        }
    }
}

extension TransitionPlan {
    /// Each role's state at `progress` along every track, linearly and ignoring timings and
    /// delays: how a paused UIKit animator scrubs (`scrubsLinearly`). Progress may leave [0, 1];
    /// the states are then extrapolated (and clamped as ``ViewState/interpolate(from:to:fraction:)``
    /// clamps).
    public func linearStates(atProgress progress: Double) -> [ViewState] {
        var states = initialStates
        for track in tracks {
            guard let index = index(of: track.role) else { continue }
            let state = ViewState.interpolate(from: track.from, to: track.to, fraction: progress)
            states[index] = states[index].replacing(track.properties, from: state)
        }
        return states
    }
}
