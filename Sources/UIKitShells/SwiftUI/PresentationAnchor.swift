#if canImport(UIKit) && canImport(SwiftUI)
import StagehandCore
import StagehandUIKitLayer
import SwiftUI
import UIKit

/// The invisible controller a presentation modifier puts behind its view: SwiftUI makes it a child
/// of the hosting controller that owns the view, so a presentation is made from there (never from
/// a guessed root), and its coordinator keeps the presentation's ``BoundPresentationCore`` for as
/// long as the view lives. Every decision is the core's; this passes SwiftUI's values on.
struct PresentationAnchor<Item: Hashable & Sendable, Content: View>: UIViewControllerRepresentable {
    /// What the binding says is presented.
    var item: Item?
    /// Sets the binding to nil (false).
    var clearBinding: @MainActor () -> Void
    var transition: StagehandTransition
    var onDismiss: (() -> Void)?
    var content: (Item) -> Content
    /// A card's selected detent and its setter, for the modifier that binds it.
    var selectedDetent: (value: Detent, set: @MainActor (Detent) -> Void)?

    /// Holds the presentation bound to the modifier's value.
    @MainActor
    final class Coordinator {
        var core: BoundPresentationCore<UIKitPlatform, Item>?
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIViewController(context: Context) -> UIViewController {
        let anchor = UIViewController()
        anchor.view.isUserInteractionEnabled = false
        anchor.view.isAccessibilityElement = false
        return anchor
    }

    func updateUIViewController(_ anchor: UIViewController, context: Context) {
        let core =
            context.coordinator.core
            ?? BoundPresentationCore<UIKitPlatform, Item>(
                platform: UIKitPlatform(), transition: transition, presenter: { [weak anchor] in anchor },
                content: { _ in UIViewController() })
        context.coordinator.core = core
        let content = self.content
        let environment = context.environment
        core.transition = transition
        core.content = { item in
            // The action holds the controller weakly, so that it outlives the binding's owner.
            let target = DismissTarget()
            let controller = UIHostingController(
                rootView: content(item)
                    .environment(\.colorScheme, environment.colorScheme)
                    .environment(\.dynamicTypeSize, environment.dynamicTypeSize)
                    .environment(\.locale, environment.locale)
                    .environment(\.layoutDirection, environment.layoutDirection)
                    .environment(\.stagehandDismiss, target.action))
            target.controller = controller
            return controller
        }
        // The binding is never written while SwiftUI updates views: on the next turn.
        let clearBinding = self.clearBinding
        core.clearBinding = { DispatchQueue.main.async { clearBinding() } }
        let onDismiss = self.onDismiss
        core.onDismiss = { onDismiss?() }
        if let selectedDetent {
            core.selectedDetentChanged = { detent in DispatchQueue.main.async { selectedDetent.set(detent) } }
        }
        core.updateSelectedDetent(selectedDetent?.value)
        core.update(item)
    }
}
#endif
