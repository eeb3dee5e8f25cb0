import Foundation

/// The views of a presentation, as ``PresentationDriver`` sees them: UIKit's transition container
/// (`Stagehand`) or the headless UIKit's (`StagehandPreview`). A stage reads and writes views; it
/// decides nothing and owns no lifecycle (the system does, through ``SystemTransitionContext``).
///
/// It performs what the driver tells it on the views of the current container: the one of the
/// transition context UIKit granted, or, between transitions, the presentation controller's.
@MainActor
package protocol PresentationStage: AnyObject {
    /// The container, the presented content's preferred size and the zoom source, measured now,
    /// and, when `includingElements`, the shared elements found on both screens (those on the
    /// presented screen measured where it is laid out now, in the container with its real safe
    /// area). Searching for elements walks both screens' view trees, so the driver asks for them
    /// only where a choreography uses them.
    func measure(includingElements: Bool) -> TransitionContext

    /// Puts the view that plays `role` into the container directly above the view of `above` when
    /// that is given and in the container, else directly below the view of `below`, else on top;
    /// views that a user's own code put in the container are never covered by accident. The stage
    /// creates the views it owns (the dimming view, snapshots, element flights) on demand. A view
    /// already in the container moves.
    func insert(_ role: Role, above: Role?, below: Role?)

    /// Takes the view that plays `role` out of the container (and forgets views the stage created);
    /// a view the stage did not create gets back the properties ``restore(_:)`` restores.
    func remove(_ role: Role)

    /// Gives the view of `role`, which the stage did not create, back the properties Stagehand
    /// changed on it (corner radius, clipping, transform, alpha), as they were before Stagehand
    /// first touched it.
    func restore(_ role: Role)

    /// Hides or shows a view that lives outside the plan (see ``Original``).
    func setHidden(_ hidden: Bool, _ original: Original)

    /// The current state of the view of each role, in the container or about to join it, or nil
    /// where there is no such view (one the stage has not created, a presenting view UIKit does not
    /// hand over): what a cancelled phase puts back.
    func states(of roles: [Role]) -> [ViewState?]

    /// Shows `states[i]` on the view of `roles[i]` at once (roles not in the container are skipped).
    func apply(_ states: [ViewState], to roles: [Role])

    /// Animates the views of `plan.roles` along `plan` from `time` to its end, then calls
    /// `completion` once, on a later turn of the run loop, with the plan's final states shown. A run
    /// still going is stopped first, its completion dropped.
    func run(_ plan: TransitionPlan, from time: Double, completion: @escaping @MainActor () -> Void)

    /// Animates the views of `plan.roles` from the plan's first states to its final states in one
    /// animation of `duration` seconds on the system's own curve `systemCurve` (a
    /// `UIView.AnimationCurve` raw value, the private ones included: the keyboard's 7, rule 46), then
    /// calls `completion` once, on a later turn of the run loop, with the plan's final states shown.
    /// A run still going is stopped first, its completion dropped. The plan's own timings are not
    /// used: the curve is the system's, which only the system knows.
    func run(
        _ plan: TransitionPlan, systemCurve: Int, duration: Double,
        completion: @escaping @MainActor () -> Void)

    /// Covers the screen with a picture of itself as it is drawn now (on a phone, the window's
    /// `snapshotView(afterScreenUpdates: false)` on top of the window), until ``uncoverScreen()``;
    /// nothing when it is covered already or the container is not on screen.
    ///
    /// A snapshot of a screen never drawn (``Role/snapshotsUndrawnScreen(in:)``) forces a screen
    /// update, which draws the window as it is at that moment: the driver covers the screen before
    /// it changes anything, so that such an update shows the screen as it was, not the real views
    /// at the final states they are laid out at to be measured and snapped.
    func coverScreen()

    /// Takes away the cover of ``coverScreen()``, if any.
    func uncoverScreen()

    /// Stops the running animation where it is, without calling its completion, and returns the plan
    /// time it had reached; the views keep their current states. Returns nil when nothing runs, which
    /// includes a run that has reached its end and whose completion is on its way (that completion
    /// is not dropped).
    func stop() -> Double?
}
