#if canImport(UIKit)
import StagehandCore
import UIKit

/// Presents its destination as an alert-like popup (``Transition/popup``).
@MainActor
open class PopupSegue: StagehandSegue {
    /// A popup.
    open override var transition: any CustomTransition {
        get { Transition.popup }
        set { super.transition = newValue }
    }
}
#endif
