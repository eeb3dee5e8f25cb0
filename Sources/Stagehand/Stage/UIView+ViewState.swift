#if canImport(UIKit)
import StagehandCore
import UIKit

extension UIView {
    /// Shows the `properties` of `state` on this view, which must be a subview of the container
    /// (frames are in the container's coordinates).
    ///
    /// The frame becomes `bounds.size` and `center`, never `frame`, so that a transformed view keeps
    /// laying out its content at the untransformed size; the bounds' origin is kept (a scroll view
    /// keeps its offset). A size change lays the view out at once, so that inside an animation block
    /// its subviews animate to their new places. A corner radius above 0 turns on `clipsToBounds`.
    func showStagehandState(_ state: ViewState, properties: ViewProperties = .all) {
        if properties.contains(.frame) {
            let size = state.frame.size
            let resized = bounds.size != size
            bounds.size = size
            center = CGPoint(x: state.frame.midX, y: state.frame.midY)
            if resized { layoutIfNeeded() }
        }
        if properties.contains(.transform) { transform = CGAffineTransform(state.transform) }
        if properties.contains(.alpha) { alpha = CGFloat(state.alpha) }
        if properties.contains(.cornerRadius) {
            if state.clipsContent { clipsToBounds = true }
            layer.cornerRadius = CGFloat(state.cornerRadius)
        }
    }
}
#endif
