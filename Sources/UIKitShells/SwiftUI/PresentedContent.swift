#if canImport(UIKit) && canImport(SwiftUI)
import StagehandCore
import StagehandUIKitLayer
import SwiftUI
import UIKit

/// The root view of the hosting controller a Stagehand modifier presents: the content with its
/// presenter's whole environment (custom values, environment objects, `openURL` and the rest, as
/// SwiftUI's own sheet gives it; rule 62), then Stagehand's dismiss action, and what the content's
/// views ask of their presentation passed on to it.
struct PresentedContent<Content: View>: View {
    var content: Content
    /// The presenter's environment, set again at each of the modifier's updates.
    var environment: EnvironmentValues
    var link: PresentedContentLink

    var body: some View {
        content
            .environment(\.stagehandDismiss, link.dismissAction)
            .backgroundPreferenceValue(ContentPresentationPreferencesKey.self) {
                PreferencesReporter(preferences: $0, report: link.preferencesChanged)
            }
            .environment(\.self, environment)
    }
}

/// Tells what the content asks of its presentation as it first appears and at every change
/// (documented calls both: `onPreferenceChange` says nothing of a first value, rule 62).
private struct PreferencesReporter: View {
    var preferences: ContentPresentationPreferences
    var report: @MainActor (ContentPresentationPreferences) -> Void

    var body: some View {
        Color.clear
            .allowsHitTesting(false)
            .accessibilityHidden(true)
            .onAppear { report(preferences) }
            .onChange(of: preferences) { report($0) }
    }
}

/// What ties a presented content to its hosting controller and its presentation, once both are
/// made: the controller its ``StagehandDismissAction`` dismisses (held weakly: the controller's view
/// holds the action, which holds this), and where its preferences go.
@MainActor
final class PresentedContentLink {
    weak var controller: UIViewController?
    /// Tells the bound presentation what the content asks (set by the modifier).
    var preferencesChanged: @MainActor (ContentPresentationPreferences) -> Void = { _ in }

    /// Stagehand's dismissal of the controller, while it lives.
    var dismissAction: StagehandDismissAction {
        StagehandDismissAction { [self] in
            guard let controller else { return }
            PresentationControllerCore<UIKitPlatform>.dismiss(controller, animated: true, completion: nil)
        }
    }
}
#endif
