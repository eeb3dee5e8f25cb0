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
    /// The presenter's environment, which the content gets whole (``PresentationAnchorReader``).
    var environment = EnvironmentValues()

    /// Holds the presentation bound to the modifier's value, and the hosting controller it shows.
    @MainActor
    final class Coordinator {
        var core: BoundPresentationCore<UIKitPlatform, Item>?
        weak var presented: UIHostingController<PresentedContent<Content>>?
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIViewController(context: Context) -> UIViewController {
        let anchor = UIViewController()
        anchor.view.isUserInteractionEnabled = false
        anchor.view.isAccessibilityElement = false
        return anchor
    }

    func updateUIViewController(_ anchor: UIViewController, context: Context) {
        let coordinator = context.coordinator
        let core =
            coordinator.core
            ?? BoundPresentationCore<UIKitPlatform, Item>(
                platform: UIKitPlatform(), transition: transition, presenter: { [weak anchor] in anchor },
                content: { _ in UIViewController() })
        coordinator.core = core
        let content = self.content
        let environment = self.environment
        core.transition = transition
        core.content = { [weak core, weak coordinator] item in
            let link = PresentedContentLink()
            let controller = UIHostingController(
                rootView: PresentedContent(content: content(item), environment: environment, link: link))
            link.controller = controller
            link.preferencesChanged = { [weak core, weak controller] preferences in
                controller.map { core?.content($0, prefers: preferences) }
            }
            coordinator?.presented = controller
            return controller
        }
        // What the presenter's environment says now reaches the content on screen.
        coordinator.presented?.rootView.environment = environment
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
        // The content on screen is made again from the presenter's state now, as SwiftUI's sheet.
        if let shown = core.refreshableItem { coordinator.presented?.rootView.content = content(shown) }
    }
}

/// Reads the presenter's whole environment for its ``PresentationAnchor``: reading it, this view
/// is updated at every change of any value, so the anchor passes the change on to the content.
struct PresentationAnchorReader<Item: Hashable & Sendable, Content: View>: View {
    var anchor: PresentationAnchor<Item, Content>
    @Environment(\.self) private var environment

    var body: some View {
        var anchor = anchor
        anchor.environment = environment
        return anchor
    }
}
#endif
