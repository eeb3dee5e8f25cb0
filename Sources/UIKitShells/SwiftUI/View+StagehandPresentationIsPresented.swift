#if canImport(UIKit) && canImport(SwiftUI)
import StagehandCore
import SwiftUI

extension View {
    /// Presents `content` with a Stagehand transition while `isPresented` is true, as SwiftUI's
    /// `sheet(isPresented:onDismiss:content:)` does with its own.
    ///
    /// ```swift
    /// List(messages) { message in Row(message) }
    ///     .stagehandPresentation(isPresented: $showsMenu, transition: .slideIn(from: .leading)) {
    ///         Menu()
    ///     }
    /// ```
    ///
    /// The presentation is made from the hosting controller that owns this view. A drag, a tap on the
    /// dimming or VoiceOver's escape dismisses it as Stagehand's transitions do; `isPresented` turns
    /// false once that dismissal has finished (not when it begins, nor when a drag is cancelled),
    /// then `onDismiss` runs, once per presentation. Setting `isPresented` while a transition runs
    /// takes effect when it ends, the last change counting; at rest the presentation is always what
    /// `isPresented` says. The content is made again at each update of this view, as a sheet's is,
    /// and gets this view's whole environment (environment objects and custom values included),
    /// kept up to date; it may lock its own interactive dismissal
    /// (``SwiftUI/View/stagehandInteractiveDismissDisabled(_:)``).
    ///
    /// - Parameters:
    ///   - isPresented: whether the content is presented.
    ///   - transition: how it is presented and dismissed.
    ///   - onDismiss: called once the presentation is over.
    ///   - content: the presented view.
    @MainActor
    public func stagehandPresentation<Content: View>(
        isPresented: Binding<Bool>, transition: StagehandTransition, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        background(
            PresentationAnchorReader(
                anchor: PresentationAnchor<Bool, Content>(
                    item: isPresented.wrappedValue ? true : nil,
                    clearBinding: { isPresented.wrappedValue = false }, transition: transition,
                    onDismiss: onDismiss, content: { _ in content() })))
    }
}
#endif
