#if canImport(UIKit)
import StagehandCore
import UIKit

/// Presents its destination the way a navigation controller pushes (``Transition/push(from:)``).
@MainActor
open class PushSegue: StagehandSegue {
    /// The edge the destination comes from: `right` (the default), `left`, `top` or `bottom`; any
    /// other name counts as `right`. Settable in Interface Builder.
    @IBInspectable open var edge: String = ScreenEdge.right.rawValue

    /// A push from ``edge``.
    open override var transition: any CustomTransition {
        get { Transition.push(from: ScreenEdge(rawValue: edge) ?? .right) }
        set { super.transition = newValue }
    }
}
#endif
