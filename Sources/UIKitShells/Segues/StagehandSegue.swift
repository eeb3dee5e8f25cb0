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
/// the segue, which UIKit releases right after `perform()`. (A hand-written segue that makes itself
/// the destination's transitioning delegate must keep a strong reference to itself to outlive
/// `perform()`, and then lives on after the dismissal unless something clears that reference.)
///
/// Interface Builder sets no runtime attributes on segues, so each configuration is a class:
/// ``SlideInSegue``, ``SlideInFromLeftSegue``, ``SlideInFromTopSegue``,
/// ``SlideInFromRightSegue``, ``SlideInFromBottomSegue``, ``ZoomSegue``, ``BottomCardSegue``,
/// ``SheetSegue``, ``SharedElementSegue``, ``FadeSegue``, ``CoverSegue``,
/// ``CoverFromTopSegue``, ``CoverFromLeftSegue``, ``CoverFromRightSegue``, ``PushSegue``,
/// ``PushFromLeftSegue``, ``PushFromTopSegue``, ``PushFromBottomSegue`` and ``PopupSegue``.
/// <doc:SeguesInInterfaceBuilder> lists each with its configuration. This class itself presents
/// with a fade unless given a transition.
///
/// One rule sets their edges: a class whose name has an edge comes from that edge; one whose name
/// has none comes from the edge UIKit's own counterpart comes from in a left-to-right layout. So
/// ``CoverSegue`` comes from the bottom, as `UIModalTransitionStyle.coverVertical` does;
/// ``PushSegue`` from the right, the trailing edge, as a `UINavigationController` push does; and
/// ``SlideInSegue`` (the same drawer as ``SlideInFromLeftSegue``) from the left, the leading edge,
/// where `UISplitViewController` puts its primary column. The edges are the screen's, not leading
/// and trailing: in a right-to-left layout, name the edge (``PushFromLeftSegue``,
/// ``SlideInFromRightSegue``).
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
