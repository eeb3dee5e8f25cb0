#if canImport(UIKit)
import StagehandCore
import UIKit

/// Presents its destination by zooming it from ``StagehandSegue/sourceView`` (``Transition/zoom(from:)``,
/// seed 001).
@MainActor
open class ZoomSegue: StagehandSegue {
    /// A zoom from the source view (the container's centre without one).
    open override var transition: any CustomTransition {
        get { Transition.zoom() }
        set { super.transition = newValue }
    }
}
#endif
