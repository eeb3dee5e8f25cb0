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
/// SwiftUI's own `@Environment(\.dismiss)`, in a hosting controller that UIKit presented, may
/// dismiss it through UIKit or do nothing: Apple does not say which (the repository's UIKit
/// contract, rule 51). Either way Stagehand stays right (a UIKit dismissal runs the presentation's
/// own transition and the binding follows), but only this action is sure to dismiss.
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

/// The controller a presented view's ``StagehandDismissAction`` dismisses, set once it is made.
@MainActor
final class DismissTarget {
    weak var controller: UIViewController?

    /// The action: Stagehand's dismissal of the controller, while it lives. It holds the target
    /// (the controller's view holds the action; the target holds the controller weakly: no cycle).
    var action: StagehandDismissAction {
        StagehandDismissAction { [self] in
            guard let controller else { return }
            PresentationControllerCore<UIKitPlatform>.dismiss(controller, animated: true, completion: nil)
        }
    }
}
#endif
