#if canImport(UIKit)
import StagehandCore
import UIKit

/// Presents its destination by fading it in (``Transition/fade``, seed 004).
@MainActor
open class FadeSegue: StagehandSegue {
    /// A fade.
    open override var transition: any CustomTransition {
        get { Transition.fade }
        set { super.transition = newValue }
    }
}
#endif
