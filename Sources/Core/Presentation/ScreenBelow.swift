import Foundation

/// What a presentation at rest leaves of the screen below it: whether the dimming takes the touches
/// outside the presented view, whether it is VoiceOver's "Dismiss" button, and whether the
/// presented view is modal for VoiceOver (rule 50). The driver decides it (``PresentationDriver/screenBelow``)
/// for the detent the card rests at; the UIKit layer applies it as the presentation begins and at
/// every detent change.
package struct ScreenBelow: Sendable, Equatable {
    /// Whether the dimming view takes touches (`isUserInteractionEnabled`): while it dims. A
    /// dimming cleared at an undimmed detent lets them through to the view under it, Stagehand's
    /// pass-through view (rule 35), whatever UIKit's hit test makes of a view of alpha 0.
    package var dimmingTakesTouches: Bool
    /// The dimming view's accessibility label: "Dismiss" (a button) exactly when it takes touches
    /// and a tap on it dismisses; nil (not an accessibility element) otherwise.
    package var dimmingAccessibilityLabel: String?
    /// Whether the presented controller's view is modal for VoiceOver (`accessibilityViewIsModal`):
    /// unless the screen below stays live (nothing dims it, touches pass through to it, and the
    /// presentation does not cover the container).
    package var presentedViewIsModal: Bool
}

extension PresentationDriver {
    /// What the presentation leaves of the screen below at its ``detent`` (where the card settles,
    /// whatever height a drag holds it at now): a dimming dims there when its alpha at rest (the
    /// choreography's, ``settledState(of:)``) is above 0.
    package var screenBelow: ScreenBelow {
        let dims = behavior.dimming != nil && (settledState(of: .dimming)?.alpha ?? 1) > 0
        return ScreenBelow(
            dimmingTakesTouches: dims,
            dimmingAccessibilityLabel: dims
                ? PresentationAccessibilityAction.dimmingLabel(
                    dismissesOnTap: behavior.dismissesOnBackgroundTap)
                : nil,
            presentedViewIsModal: PresentationAccessibilityAction.isModal(
                backgroundInteraction: dims ? nil : backgroundInteraction,
                coversContainer: capturesStatusBarAppearance))
    }
}
