#if canImport(UIKit)
import StagehandCore
import UIKit

/// Presents its destination full screen, covering the source from an edge
/// (``Transition/cover(from:)``).
@MainActor
open class CoverSegue: StagehandSegue {
    /// The edge the cover comes from: `bottom` (the default), `left`, `top` or `right`; any other name
    /// counts as `bottom`. Settable in Interface Builder.
    @IBInspectable open var edge: String = ScreenEdge.bottom.rawValue

    /// A cover from ``edge``.
    open override var transition: any CustomTransition {
        get { Transition.cover(from: ScreenEdge(rawValue: edge) ?? .bottom) }
        set { super.transition = newValue }
    }
}
#endif
