#if canImport(UIKit) && canImport(SwiftUI)
import StagehandUIKitLayer
import SwiftUI
import UIKit

/// Dismisses the Stagehand presentation that shows the view, with its transition: the
/// counterpart of SwiftUI's `DismissAction`, read from the environment as
/// `@Environment(\.stagehandDismiss)` in any view a Stagehand modifier presents.
///
/// ```swift
/// struct Detail: View {
///     @Environment(\.stagehandDismiss) private var dismiss
///     var body: some View {
///         Button("Done") { dismiss() }
///     }
/// }
/// ```
///
/// It dismisses the presented controller itself, as `stagehand.dismiss()` does, so it works
/// whatever holds the binding, also once the view that presented it is gone; the binding is then
/// set to false (nil) once the dismissal has finished, and `onDismiss` runs, as for any other
/// dismissal. Outside a Stagehand presentation it does nothing, as SwiftUI's does outside a
/// presentation.
///
/// SwiftUI's own `@Environment(\.dismiss)` is not this: the content gets its presenter's whole
/// environment, and SwiftUI's dismiss action acts on the environment it comes from (a presenter at
/// the root of its window has nothing to dismiss; one in a sheet or a navigation stack closes that
/// sheet or pops that screen). In a hosting controller UIKit presented, Apple does not say what it
/// does either (the repository's UIKit contract, rules 51 and 62). Only this action is sure to
/// dismiss the Stagehand presentation.
public struct StagehandDismissAction: Sendable {
    private let action: @MainActor @Sendable () -> Void

    init(_ action: @escaping @MainActor @Sendable () -> Void) { self.action = action }

    /// Dismisses the presentation, animated with its transition.
    @MainActor
    public func callAsFunction() { action() }
}

extension EnvironmentValues {
    /// The action that dismisses the Stagehand presentation showing the view
    /// (``StagehandDismissAction``); it does nothing outside one.
    public var stagehandDismiss: StagehandDismissAction {
        get { self[StagehandDismissKey.self] }
        set { self[StagehandDismissKey.self] = newValue }
    }
}

private struct StagehandDismissKey: EnvironmentKey {
    static let defaultValue = StagehandDismissAction {}
}

#endif
