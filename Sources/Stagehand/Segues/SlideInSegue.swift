#if canImport(UIKit)
import StagehandCore
import UIKit

/// Presents its destination as a drawer sliding in from an edge (``Transition/slideIn(from:length:)``,
/// seed 000).
@MainActor
open class SlideInSegue: StagehandSegue {
    /// The edge the drawer slides in from: `left` (the default), `top`, `right` or `bottom`; any other
    /// name counts as `left`. Settable in Interface Builder.
    @IBInspectable open var edge: String = ScreenEdge.left.rawValue

    /// A slide-in from ``edge``.
    open override var transition: any CustomTransition {
        get { Transition.slideIn(from: ScreenEdge(rawValue: edge) ?? .left) }
        set { super.transition = newValue }
    }
}
#endif
