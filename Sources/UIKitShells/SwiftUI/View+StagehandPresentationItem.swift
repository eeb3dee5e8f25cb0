#if canImport(UIKit) && canImport(SwiftUI)
import StagehandCore
import SwiftUI

extension View {
    /// Presents `content` for `item` with a Stagehand transition while `item` is not nil, as
    /// SwiftUI's `sheet(item:onDismiss:content:)` does with its own.
    ///
    /// ```swift
    /// List(messages) { message in Row(message).onTapGesture { opened = message } }
    ///     .stagehandPresentation(item: $opened, transition: .card(detents: [.medium, .large])) {
    ///         Detail($0)
    ///     }
    /// ```
    ///
    /// An item of another identity while one is presented dismisses it, runs `onDismiss`, then
    /// presents the new one. A dismissal by the person (a drag, a tap on the dimming, VoiceOver's
    /// escape) sets `item` to nil once it has finished. See
    /// ``SwiftUI/View/stagehandPresentation(isPresented:transition:onDismiss:content:)``.
    ///
    /// - Parameters:
    ///   - item: what is presented, told apart by its `id`.
    ///   - transition: how it is presented and dismissed.
    ///   - onDismiss: called once each presentation is over.
    ///   - content: the presented view for an item.
    @MainActor
    public func stagehandPresentation<Item: Identifiable, Content: View>(
        item: Binding<Item?>, transition: StagehandTransition, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item.ID: Sendable {
        let current = item.wrappedValue
        return background(
            PresentationAnchorReader(
                anchor: PresentationAnchor<Item.ID, Content?>(
                    item: current?.id, clearBinding: { item.wrappedValue = nil }, transition: transition,
                    onDismiss: onDismiss,
                    content: { id in current.flatMap { $0.id == id ? content($0) : nil } })))
    }
}
#endif
