import Foundation

/// A panel's views, as ``PanelDriver`` drives them: the panel (``Role/presented``) and its backdrop
/// (``Role/dimming``) in its parent's view, on a phone or on the headless UIKit. A stage reads and
/// writes views and decides nothing.
@MainActor
package protocol PanelStage: AnyObject {
    /// The parent's view, measured now, and the content's preferred height (nil for none).
    func measure() -> (geometry: ContainerGeometry, preferredHeight: Double?)

    /// Each role's view's state as set (the model value), nil where it has no view.
    func states(of roles: [Role]) -> [ViewState?]

    /// The panel's frame as it is drawn now, in the middle of an animation (on a phone, its
    /// presentation layer; the model value where it has none), nil without a panel view.
    func panelFrameOnScreen() -> CGRect?

    /// Shows `states[i]` on the view of `roles[i]` at once.
    func apply(_ states: [ViewState], to roles: [Role])

    /// Animates the views of `plan.roles` along `plan` from its start, then calls `completion` once,
    /// on a later turn of the run loop, with the final states shown. A run still going is stopped
    /// first, its completion dropped.
    func run(_ plan: TransitionPlan, completion: @escaping @MainActor () -> Void)

    /// Animates the views of `plan.roles` from its first to its final states in one animation of
    /// `duration` seconds on the system's curve `systemCurve` (the keyboard's, rule 46), then calls
    /// `completion` once, on a later turn. A run still going is stopped first.
    func run(
        _ plan: TransitionPlan, systemCurve: Int, duration: Double,
        completion: @escaping @MainActor () -> Void)

    /// Stops the run under way, if any, leaving the views where they are on screen.
    func stop()

    /// Shows what the panel wears: its rounded corners, its shadow, its grabber.
    func showChrome(_ chrome: PresentedChrome)

    /// Whether the backdrop takes touches (a tap on it comes back to the driver) or lets them through
    /// to the parent's view.
    func setBackdropTakesTouches(_ takesTouches: Bool)

    /// Starts or pauses the display's frame callback (rule 65), which calls
    /// ``PanelDriver/frameDidDisplay()`` at every frame while running.
    func setFrameCallbackRunning(_ running: Bool)

    /// Asks VoiceOver to speak `announcement`.
    func announce(_ announcement: String)
}
