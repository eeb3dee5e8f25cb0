#if canImport(UIKit) && canImport(SwiftUI)
import Combine
import StagehandCore
import StagehandUIKitLayer
import SwiftUI
import UIKit

/// The controller a panel modifier lays over its view: SwiftUI makes it a child of the hosting
/// controller that owns the view, and the panel becomes its child in turn, laid out in its view
/// (the modified view's frame and safe area). Its view takes no touch itself: the panels do, and
/// everything else reaches the view under it. Every decision is the ``BoundPanelCore``'s.
final class PanelAnchorController: UIViewController {
    /// The panel bound to the modifier's values.
    let core = BoundPanelCore<UIKitPlatform>()

    override func loadView() {
        view = PassthroughView(
            frame: .zero, hitTest: { [unowned self] _, answer in core.hit(answer, in: view) }, tapped: {})
        view.isAccessibilityElement = false
    }

    /// The modified view laid out (its size, its safe area): the panel is laid out again if it
    /// moved.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        core.parentDidLayOut()
    }
}

/// The representable a panel modifier lays over its view (``PanelAnchorController``), passing
/// SwiftUI's values on at each update.
struct PanelAnchor<Content: View>: UIViewControllerRepresentable {
    var isPresented: Bool
    /// Sets `isPresented` to false.
    var clearBinding: @MainActor () -> Void
    var selectedDetent: Binding<Detent>
    var detents: [Detent]
    var content: () -> Content
    /// The modified view's environment, which the content gets whole (``PanelAnchorReader``).
    var environment = EnvironmentValues()

    /// The panel's content (made once, its root view set again at each update) and where the
    /// panel stands, for the content's environment.
    @MainActor
    final class Coordinator {
        let position: PanelPositionBox
        let hosting: UIHostingController<PanelContent<Content>>

        init(_ root: PanelContent<Content>) {
            position = root.position
            hosting = UIHostingController(rootView: root)
        }
    }

    func makeCoordinator() -> Coordinator {
        Coordinator(PanelContent(content: content(), environment: environment, position: PanelPositionBox()))
    }

    func makeUIViewController(context: Context) -> PanelAnchorController {
        let anchor = PanelAnchorController()
        anchor.core.parent = { [weak anchor] in anchor }
        let coordinator = context.coordinator
        anchor.core.make = {
            let panel = StagehandPanel(contentViewController: coordinator.hosting)
            return (panel, panel.core)
        }
        anchor.core.positionChanged = { coordinator.position.value = $0 }
        return anchor
    }

    func updateUIViewController(_ anchor: PanelAnchorController, context: Context) {
        let coordinator = context.coordinator
        coordinator.hosting.rootView = PanelContent(
            content: content(), environment: environment, position: coordinator.position)
        // Bindings are never written while SwiftUI updates views: on the next turn.
        let clearBinding = self.clearBinding
        anchor.core.clearBinding = { DispatchQueue.main.async { clearBinding() } }
        let selectedDetent = self.selectedDetent
        anchor.core.selectedDetentChanged = { detent in
            DispatchQueue.main.async { selectedDetent.wrappedValue = detent }
        }
        anchor.core.update(
            isPresented: isPresented, selectedDetent: selectedDetent.wrappedValue, detents: detents,
            disablesAnimations: context.transaction.disablesAnimations)
    }
}

/// Reads the modified view's whole environment for its ``PanelAnchor``, so that every change of
/// any value reaches the panel's content.
struct PanelAnchorReader<Content: View>: View {
    var anchor: PanelAnchor<Content>
    @Environment(\.self) private var environment

    var body: some View {
        var anchor = anchor
        anchor.environment = environment
        return anchor
    }
}

/// Where a SwiftUI panel stands, published to its content at every frame it moves.
@MainActor
final class PanelPositionBox: ObservableObject {
    @Published var value: StagehandPosition?
}

/// The root view of a SwiftUI panel's hosting controller: the content with the modified view's
/// environment, and the panel's position as `\.stagehandPanelPosition`.
struct PanelContent<Content: View>: View {
    var content: Content
    var environment: EnvironmentValues
    @ObservedObject var position: PanelPositionBox

    var body: some View {
        content
            .environment(\.stagehandPanelPosition, position.value)
            .environment(\.self, environment)
    }
}
#endif
