#if canImport(UIKit) && canImport(SwiftUI)
import StagehandCore
import SwiftUI

extension View {
    /// Shows `content` in a panel that stays over this view while `isPresented` is true, as a map's
    /// details panel does over its results: it comes up from below when `isPresented` turns true and
    /// goes down when it turns false, and in between it never dismisses itself. Its detent is bound
    /// to `selectedDetent`.
    ///
    /// ```swift
    /// Map()
    ///     .stagehandPanel(selectedDetent: $resultsDetent, detents: [.points(96), .medium, .large]) {
    ///         Results(selection: $place)
    ///     }
    ///     .stagehandPanel(isPresented: $showsPlace, selectedDetent: $placeDetent, detents: [.medium]) {
    ///         PlaceDetails(place: place)
    ///     }
    /// ```
    ///
    /// A later modifier's panel lies above an earlier one's. Everything else is as
    /// ``SwiftUI/View/stagehandPanel(selectedDetent:detents:content:)``.
    @MainActor
    public func stagehandPanel<Content: View>(
        isPresented: Binding<Bool>, selectedDetent: Binding<Detent>, detents: [Detent],
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        overlay(
            PanelAnchorReader(
                anchor: PanelAnchor(
                    isPresented: isPresented.wrappedValue, clearBinding: { isPresented.wrappedValue = false },
                    selectedDetent: selectedDetent, detents: detents, content: content)))
    }
}
#endif
