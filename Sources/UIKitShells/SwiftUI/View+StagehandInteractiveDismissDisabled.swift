#if canImport(UIKit) && canImport(SwiftUI)
import StagehandCore
import SwiftUI

extension View {
    /// Keeps the person from dismissing the Stagehand presentation this view is in while
    /// `isDisabled` is true, as SwiftUI's `interactiveDismissDisabled(_:)` does for a sheet: a drag
    /// springs back, a tap on the dimming and VoiceOver's escape do nothing, and the presented
    /// controller is UIKit's `isModalInPresentation`.
    ///
    /// ```swift
    /// struct Compose: View {
    ///     @State private var draft = ""
    ///     var body: some View {
    ///         TextEditor(text: $draft)
    ///             .stagehandInteractiveDismissDisabled(!draft.isEmpty)
    ///     }
    /// }
    /// ```
    ///
    /// Put it on any view of the presented content; it follows the content's state as it changes.
    /// When several views of the content set it, the presentation is locked while any of them says
    /// true. The app's own dismissals still dismiss: the binding set to false (nil), and
    /// `\.stagehandDismiss`. It applies to content a Stagehand modifier presents
    /// (``SwiftUI/View/stagehandPresentation(isPresented:transition:onDismiss:content:)`` and the
    /// others); elsewhere it does nothing.
    ///
    /// - Parameter isDisabled: whether the person may not dismiss the presentation.
    @MainActor
    public func stagehandInteractiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        transformPreference(ContentPresentationPreferencesKey.self) {
            $0.merge(ContentPresentationPreferences(interactiveDismissDisabled: isDisabled))
        }
    }
}

/// What the views of a presented content ask of their presentation, combined up the view tree.
struct ContentPresentationPreferencesKey: PreferenceKey {
    static let defaultValue = ContentPresentationPreferences()

    static func reduce(
        value: inout ContentPresentationPreferences, nextValue: () -> ContentPresentationPreferences
    ) {
        value.merge(nextValue())
    }
}
#endif
