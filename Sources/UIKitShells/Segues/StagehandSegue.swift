#if canImport(UIKit)
import StagehandCore
import StagehandUIKitLayer
import UIKit

/// A storyboard segue that presents its destination with a Stagehand transition, from Interface
/// Builder (a custom segue whose Class is this class or a subclass, Module `Stagehand`) or from
/// code:
///
/// ```swift
/// let segue = BottomCardSegue(identifier: nil, source: self, destination: navigationController)
/// prepare(for: segue, sender: nil)
/// segue.perform()
/// ```
///
/// `perform()` presents the destination, animated, with the first of:
/// 1. the transition given to the segue: ``init(identifier:source:destination:transition:)``, or
///    ``transition`` set in `prepare(for:sender:)`;
/// 2. the destination's own `stagehand.transition` (for example set in `prepare(for:sender:)`);
/// 3. the class's ``defaultTransition``.
///
/// A transition from the segue (1 or 3) is for this presentation and its dismissal only, as with
/// `present(_:transition:)`. The destination keeps what its presentation needs: nothing depends on
/// the segue, which UIKit releases right after `perform()` (seed 002's segue had to retain itself).
///
/// Interface Builder sets no runtime attributes on segues, so each configuration is a class:
/// ``SlideInFromLeftSegue`` (also ``SlideInSegue``), ``SlideInFromTopSegue``,
/// ``SlideInFromRightSegue``, ``SlideInFromBottomSegue``, ``ZoomSegue``, ``BottomCardSegue``,
/// ``SheetSegue``, ``SharedElementSegue``, ``FadeSegue``, ``CoverSegue`` (from the bottom),
/// ``CoverFromTopSegue``, ``CoverFromLeftSegue``, ``CoverFromRightSegue``, ``PushSegue`` (from the
/// right), ``PushFromLeftSegue``, ``PushFromTopSegue``, ``PushFromBottomSegue`` and ``PopupSegue``.
/// This class itself presents with a fade unless given a transition.
@MainActor
open class StagehandSegue: UIStoryboardSegue {
    /// The transition given to this segue, or nil to use the destination's own, else
    /// ``defaultTransition``. Set it in `prepare(for:sender:)`, or pass it to
    /// ``init(identifier:source:destination:transition:)``.
    public var transition: (any CustomTransition)?

    /// The view a zoom grows from; set it in `prepare(for:sender:)` (usually `sender as? UIView`),
    /// since a segue is not told its sender. Nil leaves the destination's own source view.
    open var sourceView: UIView?

    /// The transition presented when none is given to the segue and the destination has none of its
    /// own: a fade here; each built-in subclass answers its own.
    open var defaultTransition: any CustomTransition { BuiltInSegue.fade.transition }

    /// Creates a segue that presents `destination` from `source` with `transition`.
    public convenience init(
        identifier: String?, source: UIViewController, destination: UIViewController,
        transition: any CustomTransition
    ) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.transition = transition
    }

    /// Presents the destination from the source with the transition chosen as the class describes.
    open override func perform() {
        LayerPresenting<UIKitPlatform>.performSegue(
            source: source, destination: destination, transition: transition,
            defaultTransition: defaultTransition, sourceView: sourceView, platform: UIKitPlatform())
    }
}
#endif
