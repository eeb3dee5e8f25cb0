#if canImport(UIKit)
import StagehandCore
import StagehandUIKitLayer
import UIKit

// The built-in segues: one class per configuration, since Interface Builder sets no runtime
// attributes on segues (rule 38). In a storyboard: a custom segue, Class the name below, Module
// `Stagehand`. Each only supplies its default; see `StagehandSegue` for what wins over it.

/// Presents its destination with a drawer sliding in from the left edge over a dimming
/// (``StagehandTransition/slideIn(from:length:)``, seed 000): the same as ``SlideInFromLeftSegue``.
/// Interface Builder: Class `SlideInSegue`, Module `Stagehand`.
@MainActor
open class SlideInSegue: StagehandSegue {
    /// This segue's transition when none is given to it and the destination has none.
    open override var defaultTransition: any CustomTransition { BuiltInSegue.slideIn.transition }
}

/// Presents its destination with a drawer sliding in from the left edge over a dimming
/// (``StagehandTransition/slideIn(from:length:)``, seed 000). Interface Builder: Class
/// `SlideInFromLeftSegue`, Module `Stagehand`.
@MainActor
open class SlideInFromLeftSegue: StagehandSegue {
    /// This segue's transition when none is given to it and the destination has none.
    open override var defaultTransition: any CustomTransition { BuiltInSegue.slideInFromLeft.transition }
}

/// Presents its destination with a drawer sliding in from the top edge over a dimming
/// (``StagehandTransition/slideIn(from:length:)``). Interface Builder: Class `SlideInFromTopSegue`, Module
/// `Stagehand`.
@MainActor
open class SlideInFromTopSegue: StagehandSegue {
    /// This segue's transition when none is given to it and the destination has none.
    open override var defaultTransition: any CustomTransition { BuiltInSegue.slideInFromTop.transition }
}

/// Presents its destination with a drawer sliding in from the right edge over a dimming
/// (``StagehandTransition/slideIn(from:length:)``). Interface Builder: Class `SlideInFromRightSegue`, Module
/// `Stagehand`.
@MainActor
open class SlideInFromRightSegue: StagehandSegue {
    /// This segue's transition when none is given to it and the destination has none.
    open override var defaultTransition: any CustomTransition { BuiltInSegue.slideInFromRight.transition }
}

/// Presents its destination with a drawer sliding in from the bottom edge over a dimming
/// (``StagehandTransition/slideIn(from:length:)``). Interface Builder: Class `SlideInFromBottomSegue`,
/// Module `Stagehand`.
@MainActor
open class SlideInFromBottomSegue: StagehandSegue {
    /// This segue's transition when none is given to it and the destination has none.
    open override var defaultTransition: any CustomTransition { BuiltInSegue.slideInFromBottom.transition }
}

/// Presents its destination with the destination zooming from ``StagehandSegue/sourceView`` (the
/// destination's own source view without one; the container's centre without either) and back
/// (``StagehandTransition/zoom(from:)-(UIView)``, seed 001). Interface Builder: Class `ZoomSegue`, Module
/// `Stagehand`.
@MainActor
open class ZoomSegue: StagehandSegue {
    /// This segue's transition when none is given to it and the destination has none.
    open override var defaultTransition: any CustomTransition { BuiltInSegue.zoom.transition }
}

/// Presents its destination with a card springing up at the bottom
/// (``StagehandTransition/card(detents:inset:)``, seed 002): 20 pt from the safe area's sides, its bottom 20
/// pt above the screen's bottom or at the safe area's bottom, whichever is higher, corner radius
/// 20, as tall as the destination's preferred content size, over the full screen, the presenter kept. Interface
/// Builder: Class `BottomCardSegue`, Module `Stagehand`.
@MainActor
open class BottomCardSegue: StagehandSegue {
    /// This segue's transition when none is given to it and the destination has none.
    open override var defaultTransition: any CustomTransition { BuiltInSegue.bottomCard.transition }
}

/// Presents its destination with a card resting at a medium and a large detent, like Apple's sheets
/// (``StagehandTransition/card(detents:inset:)`` with `[.medium, .large]`). Interface Builder: Class
/// `SheetSegue`, Module `Stagehand`.
@MainActor
open class SheetSegue: StagehandSegue {
    /// This segue's transition when none is given to it and the destination has none.
    open override var defaultTransition: any CustomTransition { BuiltInSegue.sheet.transition }
}

/// Presents its destination with the shared elements of both screens flying between them while the
/// destination fades in (``StagehandTransition/sharedElement()``, seed 003). Interface Builder: Class
/// `SharedElementSegue`, Module `Stagehand`.
@MainActor
open class SharedElementSegue: StagehandSegue {
    /// This segue's transition when none is given to it and the destination has none.
    open override var defaultTransition: any CustomTransition { BuiltInSegue.sharedElement.transition }
}

/// Presents its destination with the destination fading in over a full-screen presentation
/// (``StagehandTransition/fade()``, seed 004). Interface Builder: Class `FadeSegue`, Module `Stagehand`.
@MainActor
open class FadeSegue: StagehandSegue {
    /// This segue's transition when none is given to it and the destination has none.
    open override var defaultTransition: any CustomTransition { BuiltInSegue.fade.transition }
}

/// Presents its destination with a full-screen cover from the bottom edge
/// (``StagehandTransition/cover(from:)``). Interface Builder: Class `CoverSegue`, Module `Stagehand`.
@MainActor
open class CoverSegue: StagehandSegue {
    /// This segue's transition when none is given to it and the destination has none.
    open override var defaultTransition: any CustomTransition { BuiltInSegue.cover.transition }
}

/// Presents its destination with a full-screen cover from the top edge
/// (``StagehandTransition/cover(from:)``). Interface Builder: Class `CoverFromTopSegue`, Module `Stagehand`.
@MainActor
open class CoverFromTopSegue: StagehandSegue {
    /// This segue's transition when none is given to it and the destination has none.
    open override var defaultTransition: any CustomTransition { BuiltInSegue.coverFromTop.transition }
}

/// Presents its destination with a full-screen cover from the left edge
/// (``StagehandTransition/cover(from:)``). Interface Builder: Class `CoverFromLeftSegue`, Module
/// `Stagehand`.
@MainActor
open class CoverFromLeftSegue: StagehandSegue {
    /// This segue's transition when none is given to it and the destination has none.
    open override var defaultTransition: any CustomTransition { BuiltInSegue.coverFromLeft.transition }
}

/// Presents its destination with a full-screen cover from the right edge
/// (``StagehandTransition/cover(from:)``). Interface Builder: Class `CoverFromRightSegue`, Module
/// `Stagehand`.
@MainActor
open class CoverFromRightSegue: StagehandSegue {
    /// This segue's transition when none is given to it and the destination has none.
    open override var defaultTransition: any CustomTransition { BuiltInSegue.coverFromRight.transition }
}

/// Presents its destination with navigation style, the destination pushed in from the right edge
/// (``StagehandTransition/push(from:)``). Interface Builder: Class `PushSegue`, Module `Stagehand`.
@MainActor
open class PushSegue: StagehandSegue {
    /// This segue's transition when none is given to it and the destination has none.
    open override var defaultTransition: any CustomTransition { BuiltInSegue.push.transition }
}

/// Presents its destination with navigation style, the destination pushed in from the left edge
/// (``StagehandTransition/push(from:)``). Interface Builder: Class `PushFromLeftSegue`, Module `Stagehand`.
@MainActor
open class PushFromLeftSegue: StagehandSegue {
    /// This segue's transition when none is given to it and the destination has none.
    open override var defaultTransition: any CustomTransition { BuiltInSegue.pushFromLeft.transition }
}

/// Presents its destination with navigation style, the destination pushed in from the top edge
/// (``StagehandTransition/push(from:)``). Interface Builder: Class `PushFromTopSegue`, Module `Stagehand`.
@MainActor
open class PushFromTopSegue: StagehandSegue {
    /// This segue's transition when none is given to it and the destination has none.
    open override var defaultTransition: any CustomTransition { BuiltInSegue.pushFromTop.transition }
}

/// Presents its destination with navigation style, the destination pushed in from the bottom edge
/// (``StagehandTransition/push(from:)``). Interface Builder: Class `PushFromBottomSegue`, Module
/// `Stagehand`.
@MainActor
open class PushFromBottomSegue: StagehandSegue {
    /// This segue's transition when none is given to it and the destination has none.
    open override var defaultTransition: any CustomTransition { BuiltInSegue.pushFromBottom.transition }
}

/// Presents its destination with an alert-like popup over a dimming (``StagehandTransition/popup()``).
/// Interface Builder: Class `PopupSegue`, Module `Stagehand`.
@MainActor
open class PopupSegue: StagehandSegue {
    /// This segue's transition when none is given to it and the destination has none.
    open override var defaultTransition: any CustomTransition { BuiltInSegue.popup.transition }
}
#endif
