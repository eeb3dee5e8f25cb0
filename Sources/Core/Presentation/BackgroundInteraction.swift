import Foundation

/// What a touch outside the presented views does in a presentation without dimming: a card over a
/// list leaves the list in sight, and Apple's undimmed sheets (and SwiftUI's
/// `presentationBackgroundInteraction(.enabled)`) let it be used.
///
/// UIKit's transition container takes every touch that lands on it outside the views it holds, and
/// a custom presentation controller cannot ask it not to (contract rule 35), so the presenting
/// screen, in sight under the card, would look live and be dead. Stagehand covers the container
/// with a view of its own, under everything else in it, that does what this says with such a
/// touch.
///
/// With a ``Dimming`` the dimming view covers the container and takes those touches instead (a tap
/// on it dismisses when ``PresentationBehavior/dismissesOnBackgroundTap`` says so), and this is
/// ignored.
public enum BackgroundInteraction: Sendable, Hashable {
    /// The touch goes to the presenting screen, to the view its own `hitTest(_:with:)` finds at that
    /// point, as if the presentation were not there: buttons, lists and gestures under the card keep
    /// working. Where the presenting screen is not on screen (a full-screen presentation at rest
    /// removes it) or does not cover the point (a card presented from another card, above both),
    /// the touch reaches nothing. The default.
    case passThrough
    /// The touch reaches nothing, as with UIKit's own container: the presenting screen stays in sight
    /// but does not respond.
    case swallow
    /// The touch reaches nothing, and a tap asks for a dismissal, as a tap on a dimming view does: a
    /// user dismissal, refused when the presented controller is `isModalInPresentation` or the
    /// presentation controller's delegate answers `presentationControllerShouldDismiss` with false
    /// (which is then told `presentationControllerDidAttemptToDismiss`), like a popover's tap outside.
    case dismiss
}
