#if canImport(UIKit)
import StagehandCore
import UIKit

extension StagehandTransition {
    /// A zoom growing from `view` and shrinking back into it: one call, no second
    /// property.
    ///
    /// ```swift
    /// present(detail, transition: .zoom(from: cell))
    /// ```
    ///
    /// The view is held weakly and measured in the container when each phase starts, so a cell that
    /// scrolled or a screen that rotated meanwhile is found where it is. Out of the window, or gone,
    /// the zoom starts from the container's centre instead.
    public static func zoom(from view: UIView) -> StagehandTransition {
        zoom(anchor: ZoomAnchor(view: view))
    }

    /// A zoom growing from `rect` in `view`'s coordinate space (its bounds' coordinates)
    /// and shrinking back into it: for a part of a view, or a rectangle in the window's coordinates
    /// (`in: view.window!`). Measured and held as `zoom(from:)` with a view is.
    public static func zoom(from rect: CGRect, in view: UIView) -> StagehandTransition {
        zoom(anchor: ZoomAnchor(view: view, rect: rect))
    }
}

// Where any transition is expected (`present(_:transition:)`), as for the other built-ins.
extension CustomTransition where Self == StagehandTransition {
    /// `StagehandTransition.zoom(from:)` with a view: a zoom from a view.
    public static func zoom(from view: UIView) -> StagehandTransition { StagehandTransition.zoom(from: view) }

    /// ``StagehandTransition/zoom(from:in:)``: a zoom from a rectangle in a view.
    public static func zoom(from rect: CGRect, in view: UIView) -> StagehandTransition {
        StagehandTransition.zoom(from: rect, in: view)
    }
}
#endif
