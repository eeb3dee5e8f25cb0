#if canImport(UIKit) && canImport(SwiftUI)
import StagehandCore
import SwiftUI

/// The key of ``SwiftUI/EnvironmentValues/stagehandPanelPosition``.
private struct StagehandPanelPositionKey: EnvironmentKey {
    static let defaultValue: StagehandPosition? = nil
}

extension EnvironmentValues {
    /// Where the panel this view is inside stands (`stagehandPanel(selectedDetent:detents:content:)`),
    /// updated at every frame it moves; nil outside a panel, and once it leaves.
    ///
    /// ```swift
    /// struct Results: View {
    ///     @Environment(\.stagehandPanelPosition) private var position
    ///
    ///     var body: some View {
    ///         List(places) { PlaceRow(place: $0) }
    ///             .opacity(min(max(position?.progress ?? 0, 0), 1))
    ///     }
    /// }
    /// ```
    public var stagehandPanelPosition: StagehandPosition? {
        get { self[StagehandPanelPositionKey.self] }
        set { self[StagehandPanelPositionKey.self] = newValue }
    }
}
#endif
