#if canImport(UIKit)
import StagehandCore
import UIKit

/// Presents its destination with a shared-element flight (``Transition/sharedElement()``, seed 003):
/// views with the same ``UIKit/UIView/stagehandIdentifier`` on both screens fly between them.
@MainActor
open class SharedElementSegue: StagehandSegue {
    /// A shared-element transition.
    open override var transition: any CustomTransition {
        get { Transition.sharedElement() }
        set { super.transition = newValue }
    }
}
#endif
