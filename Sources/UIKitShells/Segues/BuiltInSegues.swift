#if canImport(UIKit)
import StagehandCore
import StagehandUIKitLayer
import UIKit

// The built-in segues: one class per configuration, since Interface Builder sets no runtime
// attributes on segues (rule 38). In a storyboard: a custom segue, Class the name below, Module
// `Stagehand`. Each only supplies its default; see `StagehandSegue` for what wins over it.
//
// Their edges follow the one rule stated in `StagehandSegue`'s documentation. The article "Segues in
// Interface Builder" (Stagehand.docc/SeguesInInterfaceBuilder.md) lists every class, in the order
// below, with its configuration; SegueCatalogueTests holds that table to `BuiltInSegue`.
//
// Each doc comment states the configuration in the article's order: the transition, the edge, the
// size, the dimming, whether a tap on the dimming dismisses, whether a drag dismisses, the timing.

/// Presents its destination with a drawer (``StagehandTransition/slideIn(from:length:)``) from the left edge,
/// 3/4 of the container's width, over a 50 % black dimming; a tap on the dimming dismisses it, and so does a
/// drag towards the left; 0.3 s ease-in-out each way. Its name has no edge, so it comes from the left, the
/// leading edge, where `UISplitViewController` puts its primary column: the same as ``SlideInFromLeftSegue``.
/// Interface Builder: Class `SlideInSegue`, Module `Stagehand`.
@MainActor
open class SlideInSegue: StagehandSegue {
    /// This segue's transition when none is given to it and the destination has none.
    open override var defaultTransition: any CustomTransition { BuiltInSegue.slideIn.transition }
}

/// Presents its destination with a drawer (``StagehandTransition/slideIn(from:length:)``) from the left edge,
/// 3/4 of the container's width, over a 50 % black dimming; a tap on the dimming dismisses it, and so does a
/// drag towards the left; 0.3 s ease-in-out each way. Interface Builder: Class `SlideInFromLeftSegue`, Module
/// `Stagehand`.
@MainActor
open class SlideInFromLeftSegue: StagehandSegue {
    /// This segue's transition when none is given to it and the destination has none.
    open override var defaultTransition: any CustomTransition { BuiltInSegue.slideInFromLeft.transition }
}

/// Presents its destination with a drawer (``StagehandTransition/slideIn(from:length:)``) from the top edge,
/// 3/4 of the container's height, over a 50 % black dimming; a tap on the dimming dismisses it, and so does a
/// drag towards the top; 0.3 s ease-in-out each way. Interface Builder: Class `SlideInFromTopSegue`, Module
/// `Stagehand`.
@MainActor
open class SlideInFromTopSegue: StagehandSegue {
    /// This segue's transition when none is given to it and the destination has none.
    open override var defaultTransition: any CustomTransition { BuiltInSegue.slideInFromTop.transition }
}

/// Presents its destination with a drawer (``StagehandTransition/slideIn(from:length:)``) from the right
/// edge, 3/4 of the container's width, over a 50 % black dimming; a tap on the dimming dismisses it, and so
/// does a drag towards the right; 0.3 s ease-in-out each way. Interface Builder: Class
/// `SlideInFromRightSegue`, Module `Stagehand`.
@MainActor
open class SlideInFromRightSegue: StagehandSegue {
    /// This segue's transition when none is given to it and the destination has none.
    open override var defaultTransition: any CustomTransition { BuiltInSegue.slideInFromRight.transition }
}

/// Presents its destination with a drawer (``StagehandTransition/slideIn(from:length:)``) from the bottom
/// edge, 3/4 of the container's height, over a 50 % black dimming; a tap on the dimming dismisses it, and so
/// does a drag towards the bottom; 0.3 s ease-in-out each way. Interface Builder: Class
/// `SlideInFromBottomSegue`, Module `Stagehand`.
@MainActor
open class SlideInFromBottomSegue: StagehandSegue {
    /// This segue's transition when none is given to it and the destination has none.
    open override var defaultTransition: any CustomTransition { BuiltInSegue.slideInFromBottom.transition }
}

/// Presents its destination with the zoom (``StagehandTransition/zoom(from:)-(UIView)``), growing from
/// ``StagehandSegue/sourceView`` (the destination's own source view without one; the container's centre
/// without either) and shrinking back: no edge, full screen, no dimming; a drag does not dismiss it; 0.3 s
/// ease-in-out each way. Interface Builder: Class `ZoomSegue`, Module `Stagehand`.
@MainActor
open class ZoomSegue: StagehandSegue {
    /// This segue's transition when none is given to it and the destination has none.
    open override var defaultTransition: any CustomTransition { BuiltInSegue.zoom.transition }
}

/// Presents its destination with the bottom card (``StagehandTransition/card(detents:inset:)``) at the bottom
/// edge, as tall as the destination's preferred content size, 20 pt from the safe area's sides, its bottom 20
/// pt above the screen's bottom or at the safe area's bottom, whichever is higher, corner radius 20; no
/// dimming (touches outside it reach the presenting screen, which stays); a downward drag dismisses it; it
/// springs up in 0.5 s (UIKit spring, damping 0.8) and slides out in 0.2 s ease-in-out. Interface Builder:
/// Class `BottomCardSegue`, Module `Stagehand`.
@MainActor
open class BottomCardSegue: StagehandSegue {
    /// This segue's transition when none is given to it and the destination has none.
    open override var defaultTransition: any CustomTransition { BuiltInSegue.bottomCard.transition }
}

/// Presents its destination with the bottom card at Apple's medium and large detents
/// (``StagehandTransition/card(detents:inset:)`` with `[.medium, .large]`): at the bottom edge, half the
/// height, a drag moving it to the full height or dismissing it, inset 20 pt as ``BottomCardSegue``'s; no
/// dimming; it springs up in 0.5 s (UIKit spring, damping 0.8) and slides out in 0.2 s ease-in-out. Interface
/// Builder: Class `SheetSegue`, Module `Stagehand`.
@MainActor
open class SheetSegue: StagehandSegue {
    /// This segue's transition when none is given to it and the destination has none.
    open override var defaultTransition: any CustomTransition { BuiltInSegue.sheet.transition }
}

/// Presents its destination with the shared element (``StagehandTransition/sharedElement()``): the views with
/// the same `stagehandIdentifier` on both screens fly between them while the destination fades in; no edge,
/// full screen, no dimming; a drag does not dismiss it; 0.4 s ease-in-out each way. Interface Builder: Class
/// `SharedElementSegue`, Module `Stagehand`.
@MainActor
open class SharedElementSegue: StagehandSegue {
    /// This segue's transition when none is given to it and the destination has none.
    open override var defaultTransition: any CustomTransition { BuiltInSegue.sharedElement.transition }
}

/// Presents its destination with the fade (``StagehandTransition/fade()``): no edge, full screen, no dimming;
/// a drag does not dismiss it; 0.5 s ease-in-out each way. Interface Builder: Class `FadeSegue`, Module
/// `Stagehand`.
@MainActor
open class FadeSegue: StagehandSegue {
    /// This segue's transition when none is given to it and the destination has none.
    open override var defaultTransition: any CustomTransition { BuiltInSegue.fade.transition }
}

/// Presents its destination with a cover (``StagehandTransition/cover(from:)``) from the bottom edge, full
/// screen, no dimming; a drag does not dismiss it; 0.35 s ease-in-out each way. Its name has no edge, so it
/// comes from the bottom, as `UIModalTransitionStyle.coverVertical` does. Interface Builder: Class
/// `CoverSegue`, Module `Stagehand`.
@MainActor
open class CoverSegue: StagehandSegue {
    /// This segue's transition when none is given to it and the destination has none.
    open override var defaultTransition: any CustomTransition { BuiltInSegue.cover.transition }
}

/// Presents its destination with a cover (``StagehandTransition/cover(from:)``) from the top edge, full
/// screen, no dimming; a drag does not dismiss it; 0.35 s ease-in-out each way. Interface Builder: Class
/// `CoverFromTopSegue`, Module `Stagehand`.
@MainActor
open class CoverFromTopSegue: StagehandSegue {
    /// This segue's transition when none is given to it and the destination has none.
    open override var defaultTransition: any CustomTransition { BuiltInSegue.coverFromTop.transition }
}

/// Presents its destination with a cover (``StagehandTransition/cover(from:)``) from the left edge, full
/// screen, no dimming; a drag does not dismiss it; 0.35 s ease-in-out each way. Interface Builder: Class
/// `CoverFromLeftSegue`, Module `Stagehand`.
@MainActor
open class CoverFromLeftSegue: StagehandSegue {
    /// This segue's transition when none is given to it and the destination has none.
    open override var defaultTransition: any CustomTransition { BuiltInSegue.coverFromLeft.transition }
}

/// Presents its destination with a cover (``StagehandTransition/cover(from:)``) from the right edge, full
/// screen, no dimming; a drag does not dismiss it; 0.35 s ease-in-out each way. Interface Builder: Class
/// `CoverFromRightSegue`, Module `Stagehand`.
@MainActor
open class CoverFromRightSegue: StagehandSegue {
    /// This segue's transition when none is given to it and the destination has none.
    open override var defaultTransition: any CustomTransition { BuiltInSegue.coverFromRight.transition }
}

/// Presents its destination with a push (``StagehandTransition/push(from:)``) from the right edge, full
/// screen, the presenting screen moving 30 % of the way out under a 10 % black dimming; neither a tap on the
/// dimming nor a drag dismisses it; a critically damped UIKit spring of 0.5 s each way. Its name has no edge,
/// so it comes from the right, the trailing edge, as a `UINavigationController` push does. Interface Builder:
/// Class `PushSegue`, Module `Stagehand`.
@MainActor
open class PushSegue: StagehandSegue {
    /// This segue's transition when none is given to it and the destination has none.
    open override var defaultTransition: any CustomTransition { BuiltInSegue.push.transition }
}

/// Presents its destination with a push (``StagehandTransition/push(from:)``) from the left edge, full
/// screen, the presenting screen moving 30 % of the way out under a 10 % black dimming; neither a tap on the
/// dimming nor a drag dismisses it; a critically damped UIKit spring of 0.5 s each way. Interface Builder:
/// Class `PushFromLeftSegue`, Module `Stagehand`.
@MainActor
open class PushFromLeftSegue: StagehandSegue {
    /// This segue's transition when none is given to it and the destination has none.
    open override var defaultTransition: any CustomTransition { BuiltInSegue.pushFromLeft.transition }
}

/// Presents its destination with a push (``StagehandTransition/push(from:)``) from the top edge, full screen,
/// the presenting screen moving 30 % of the way out under a 10 % black dimming; neither a tap on the dimming
/// nor a drag dismisses it; a critically damped UIKit spring of 0.5 s each way. Interface Builder: Class
/// `PushFromTopSegue`, Module `Stagehand`.
@MainActor
open class PushFromTopSegue: StagehandSegue {
    /// This segue's transition when none is given to it and the destination has none.
    open override var defaultTransition: any CustomTransition { BuiltInSegue.pushFromTop.transition }
}

/// Presents its destination with a push (``StagehandTransition/push(from:)``) from the bottom edge, full
/// screen, the presenting screen moving 30 % of the way out under a 10 % black dimming; neither a tap on the
/// dimming nor a drag dismisses it; a critically damped UIKit spring of 0.5 s each way. Interface Builder:
/// Class `PushFromBottomSegue`, Module `Stagehand`.
@MainActor
open class PushFromBottomSegue: StagehandSegue {
    /// This segue's transition when none is given to it and the destination has none.
    open override var defaultTransition: any CustomTransition { BuiltInSegue.pushFromBottom.transition }
}

/// Presents its destination with the popup (``StagehandTransition/popup()``): no edge, centred at the
/// destination's preferred content size, over a 40 % black dimming; a tap on the dimming dismisses it, a drag
/// does not; it scales up from 0.8 and fades in with a spring (response 0.35 s, damping 0.8) that settles in
/// 0.52 s, and fades out in 0.2 s ease-in-out. Interface Builder: Class `PopupSegue`, Module `Stagehand`.
@MainActor
open class PopupSegue: StagehandSegue {
    /// This segue's transition when none is given to it and the destination has none.
    open override var defaultTransition: any CustomTransition { BuiltInSegue.popup.transition }
}
#endif
