#if canImport(UIKit)
import StagehandCore
import UIKit

/// A storyboard segue that presents its destination with a Stagehand transition, from Interface
/// Builder (a custom segue of this class or a subclass) or from code:
///
/// ```swift
/// let segue = BottomCardSegue(identifier: nil, source: self, destination: navigationController)
/// prepare(for: segue, sender: nil)
/// segue.perform()
/// ```
///
/// `perform()` sets the destination's ``UIKit/UIViewController/stagehand`` transition (and source
/// view), then presents it. The transitioning delegate is kept by the destination, not by the segue,
/// which UIKit releases right after `perform()`: nothing depends on the segue staying alive (seed
/// 002's segue had to retain itself).
///
/// Subclasses override ``transition``; the built-in ones are ``SlideInSegue``, ``ZoomSegue``,
/// ``BottomCardSegue``, ``SharedElementSegue``, ``FadeSegue``, ``CoverSegue``, ``PushSegue`` and
/// ``PopupSegue``.
@MainActor
open class StagehandSegue: UIStoryboardSegue {
    private var assignedTransition: (any CustomTransition)?

    /// The view a zoom grows from; set it in `prepare(for:sender:)` (usually `sender as? UIView`),
    /// since a segue is not told its sender. Nil leaves the destination's own source view.
    open var sourceView: UIView?

    /// The transition presented: the one assigned, else ``Transition/fade``. Subclasses override it.
    open var transition: any CustomTransition {
        get { assignedTransition ?? Transition.fade }
        set { assignedTransition = newValue }
    }

    /// Creates a segue that presents `destination` from `source` with `transition`.
    public convenience init(
        identifier: String?, source: UIViewController, destination: UIViewController,
        transition: any CustomTransition
    ) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.transition = transition
    }

    /// Sets the destination's transition and source view, then presents it from the source.
    open override func perform() {
        destination.stagehand.transition = transition
        if let sourceView { destination.stagehand.sourceView = sourceView }
        source.present(destination, animated: true)
    }
}
#endif
