#if canImport(UIKit) && canImport(SwiftUI)
import StagehandCore
import SwiftUI

extension View {
    /// Presents `content` in a card with detents while `isPresented` is true, its detent bound to
    /// `selectedDetent`, as SwiftUI's `presentationDetents(_:selection:)` binds a sheet's.
    ///
    /// ```swift
    /// Map()
    ///     .stagehandPresentation(
    ///         isPresented: $showsPlaces, selectedDetent: $detent,
    ///         transition: .card(detents: [.medium, .large]).largestUndimmedDetent(.medium)
    ///     ) {
    ///         Places()
    ///     }
    /// ```
    ///
    /// The card presents at `selectedDetent` (one of the transition's detents), moves there with its
    /// spring when the binding changes, and sets the binding when the person moves it (a drag, a
    /// VoiceOver action); a value that is not one of its detents is ignored. Everything else is as
    /// ``SwiftUI/View/stagehandPresentation(isPresented:transition:onDismiss:content:)``.
    @MainActor
    public func stagehandPresentation<Content: View>(
        isPresented: Binding<Bool>, selectedDetent: Binding<Detent>, transition: StagehandTransition,
        onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        background(
            PresentationAnchorReader(
                anchor: PresentationAnchor<Bool, Content>(
                    item: isPresented.wrappedValue ? true : nil,
                    clearBinding: { isPresented.wrappedValue = false }, transition: transition,
                    onDismiss: onDismiss, content: { _ in content() },
                    selectedDetent: (selectedDetent.wrappedValue, { selectedDetent.wrappedValue = $0 }))))
    }
}
#endif
