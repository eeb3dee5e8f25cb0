import Foundation

/// What a presented content asks of the presentation it is in, as SwiftUI's presentation modifiers
/// are set inside the presented view: today whether the person may dismiss it.
///
/// Several views of one content may ask: their wishes combine with ``merge(_:)``, and a lock from
/// any of them holds (a compose form's draft field locks the whole form, whatever its other views
/// say).
package struct ContentPresentationPreferences: Sendable, Equatable {
    /// Whether the person's dismissals (a drag, a tap on the dimming, VoiceOver's escape) are
    /// refused, as UIKit's `isModalInPresentation` refuses them (rule 31). The app's own dismissals
    /// (a binding cleared, `stagehandDismiss`) still dismiss.
    package var interactiveDismissDisabled = false

    /// Preferences that ask nothing.
    package init(interactiveDismissDisabled: Bool = false) {
        self.interactiveDismissDisabled = interactiveDismissDisabled
    }

    /// Combines another view's wishes with these: a lock from either holds.
    package mutating func merge(_ other: ContentPresentationPreferences) {
        interactiveDismissDisabled = interactiveDismissDisabled || other.interactiveDismissDisabled
    }
}
