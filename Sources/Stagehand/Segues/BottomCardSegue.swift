#if canImport(UIKit)
import StagehandCore
import UIKit

/// Presents its destination as a card at the bottom of the screen (``Transition/card(detents:inset:)``,
/// seed 002): 20 pt from the safe area's sides and bottom, corner radius 20, as tall as its preferred
/// content size, springing up over the current context.
@MainActor
open class BottomCardSegue: StagehandSegue {
    /// The seed's card.
    open override var transition: any CustomTransition {
        get { Transition.card() }
        set { super.transition = newValue }
    }
}
#endif
