#if canImport(UIKit) && canImport(SwiftUI)
import StagehandCore
import SwiftUI

extension View {
    /// Shows `content` in a panel that stays over this view, as a map's search results do: it never
    /// dismisses, rests at `detents` with Apple's names, and keeps this view live around it. Its
    /// detent is bound to `selectedDetent`, as SwiftUI's `presentationDetents(_:selection:)` binds a
    /// sheet's.
    ///
    /// ```swift
    /// Map()
    ///     .stagehandPanel(selectedDetent: $detent, detents: [.points(96), .medium, .large]) {
    ///         Results()
    ///     }
    /// ```
    ///
    /// The panel comes up at `selectedDetent` as this view appears, moves there with its spring when
    /// the binding changes (at once when the change disables animations), and sets the binding when
    /// the person moves it (a drag, VoiceOver's Expand and Collapse); a detent it lacks is ignored.
    /// A new `detents` replaces its set (an empty one is ignored). It is laid out in this view's
    /// frame and safe area: on a phone it spans the width, its detents measured from the top of the
    /// bottom safe area; in regular width it floats at the leading side, at most 400 points wide.
    /// Inside, `@Environment(\.stagehandPanelPosition)` follows it at every frame.
    @MainActor
    public func stagehandPanel<Content: View>(
        selectedDetent: Binding<Detent>, detents: [Detent], @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        overlay(
            PanelAnchorReader(
                anchor: PanelAnchor(
                    isPresented: true, clearBinding: {}, selectedDetent: selectedDetent, detents: detents,
                    content: content)))
    }
}
#endif
