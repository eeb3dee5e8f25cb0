import Foundation

/// The place a transition runs: UIKit's container view (`Stagehand`) or the headless model
/// (`StagehandPreview`). A stage performs; it decides nothing. ``TransitionSession`` tells it which
/// views to put where, which states to show and which plans to animate, and the stage reports back
/// when an animation ends.
///
/// A stage models UIKit's own part of a transition too: at the start of a full-screen presentation
/// the presenting view is already in the container, and when the phase completes UIKit removes it
/// (``complete(_:finished:)``); in the over-current-context style the presenting view never enters
/// the container.
@MainActor
public protocol TransitionStage: AnyObject {
    /// The container, the presented content's preferred size, the zoom source and the shared
    /// elements, measured now.
    func measure() -> TransitionContext

    /// A phase is about to begin. UIKit has already done its part (a full-screen presentation's
    /// presenting view is in the container); the headless stage does that part here. A stage may
    /// also get ready to make snapshots.
    func prepare(_ choreography: Choreography)

    /// Puts the view that plays `role` into the container at z-position `index` (0 is the bottom),
    /// creating it first where the stage owns it: the dimming view, a snapshot of the presented view,
    /// a flying copy of a shared element. Views already in the container move to `index`.
    func insert(_ role: Role, at index: Int)

    /// Takes the view that plays `role` out of the container (and forgets transient views).
    func remove(_ role: Role)

    /// Hides or shows a view that lives outside the plan (see ``Original``).
    func setHidden(_ hidden: Bool, _ original: Original)

    /// The current state of the view of each role, or nil for a role whose view does not exist yet
    /// (a dimming view or a snapshot the stage has not created). The session reads them before a
    /// phase so that a cancelled phase can put every view back exactly as it found it.
    func states(of roles: [Role]) -> [ViewState?]

    /// Shows `states[i]` on the view of `roles[i]` at once, with no animation.
    func apply(_ states: [ViewState], to roles: [Role])

    /// Animates the views of `plan.roles` along `plan` from `time` to its end, then calls
    /// `completion` once. A stage may run the plan with its own clock (the headless stage's virtual
    /// time, UIKit's property animators); it must show the plan's final states when it completes.
    func run(_ plan: TransitionPlan, from time: Double, completion: @escaping @MainActor () -> Void)

    /// Stops the running animation where it is, without calling its completion, and returns the plan
    /// time it had reached (0 when nothing runs). The views keep their current states.
    func stop() -> Double

    /// A drag moved an interactive phase to `progress` (clamped to 0...1): UIKit's
    /// `updateInteractiveTransition(_:)`, which keeps alongside animations and the system in step.
    func interactionChanged(progress: Double)

    /// The drag of an interactive phase ended; the phase will now run to its end (`finishing`) or
    /// back to its start: UIKit's `finishInteractiveTransition()` or `cancelInteractiveTransition()`.
    func interactionEnded(finishing: Bool)

    /// The phase is over: tells the system (UIKit's `completeTransition(_:)`) whether it finished.
    /// Called exactly once per phase, after the session has restored or removed its views.
    func complete(_ phase: TransitionPhase, finished: Bool)
}
