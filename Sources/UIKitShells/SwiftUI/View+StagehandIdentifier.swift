#if canImport(UIKit) && canImport(SwiftUI)
import Combine
import StagehandUIKitLayer
import SwiftUI
import UIKit

extension View {
    /// Names this view for Stagehand: a shared element that flies to (or from) the view of the same
    /// identifier on the other screen (``StagehandTransition/sharedElement()``), or the source a zoom
    /// grows from and shrinks back into (``StagehandTransition/zoom(sourceID:)``), like
    /// `UIView.stagehandIdentifier` and Hero's `heroID`.
    ///
    /// ```swift
    /// List(messages) { message in
    ///     Row(message).stagehandIdentifier("avatar-\(message.id)")
    /// }
    /// ```
    ///
    /// Stagehand puts a transparent view behind this one, at its frame, that carries the identifier:
    /// it is measured where it is when each phase starts, in the window's coordinates, and its
    /// picture is what the screen draws over that frame (SwiftUI draws the view in its hosting view,
    /// not in a view of its own). While it flies, this view turns transparent, and comes back when
    /// the transition ends. It takes no touches and is no accessibility element; `nil` or an empty
    /// string takes the view out of the matching.
    ///
    /// - Parameter identifier: the name shared with the view on the other screen.
    @MainActor
    public func stagehandIdentifier(_ identifier: String?) -> some View {
        modifier(StagehandIdentifierModifier(identifier: identifier))
    }
}

/// Hides the named view while Stagehand flies its picture, and puts the marker behind it.
@MainActor
private struct StagehandIdentifierModifier: ViewModifier {
    var identifier: String?
    @StateObject private var visibility = RegionVisibility()

    func body(content: Content) -> some View {
        content
            .opacity(visibility.isHidden ? 0 : 1)
            .background(RegionMarker(identifier: identifier, visibility: visibility))
    }
}

/// Whether Stagehand hides the named view now.
@MainActor
private final class RegionVisibility: ObservableObject {
    @Published var isHidden = false
}

/// The transparent ``IdentifiedRegionView`` behind the named view.
@MainActor
private struct RegionMarker: UIViewRepresentable {
    var identifier: String?
    var visibility: RegionVisibility

    func makeUIView(context: Context) -> IdentifiedRegionView {
        let visibility = self.visibility
        return IdentifiedRegionView(
            region: IdentifiedRegion { [weak visibility] in visibility?.isHidden = $0 })
    }

    func updateUIView(_ view: IdentifiedRegionView, context: Context) {
        view.stagehandIdentifier = identifier
    }
}
#endif
