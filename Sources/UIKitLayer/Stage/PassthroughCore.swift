import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What happens to a touch outside the presented views of a presentation without dimming.
///
/// UIKit's transition container takes a touch that lands on it outside every view it holds, and
/// only a private flag, which custom presentation controllers cannot set, would make it let the
/// touch go (contract rule 35). So, when the driver's presentation has no dimming (its
/// ``PresentationDriver/backgroundInteraction`` is not nil), a view of Stagehand's covers the
/// container under everything else in it (``Platform/makePassthroughView(frame:hitTest:tapped:)``),
/// and the touches that reach that view itself are answered here:
/// - ``BackgroundInteraction/passThrough``: the presenting view's own hit test at that point, so the
///   touch goes where it would go with no presentation (FloatingPanel's `PassthroughView`, PanModal's
///   `TouchForwardingView`); nothing when the presenting view is out of the window (a full-screen
///   presentation removes it) or holds the container (its hit test would come back here), and
///   nothing where the presenting view's own hit test finds nothing (outside it: a card presented
///   from another card does not reach the screen under both);
/// - ``BackgroundInteraction/swallow`` and ``BackgroundInteraction/dismiss``: the pass-through view
///   itself, whose tap goes to ``PresentationDriver/backgroundTapped()`` (which dismisses only for
///   `.dismiss`, through the same checks as a tap on the dimming).
///
/// A touch on a view above it (the presented view, the presenting view while UIKit has put it in
/// the container, a view the app added) is left alone: only touches on the container outside every
/// view in it, which UIKit's container would keep, are answered here. The platform's view only
/// calls ``hitTest(_:superHitTest:)`` and ``tapped()``.
@MainActor
package final class PassthroughCore<P: Platform> {
    private weak var driver: PresentationDriver<LayerStage<P>>?
    private let platform: P
    /// The pass-through view, once made; in the container from ``install(in:forwardingTo:)`` to
    /// ``uninstall()``.
    package private(set) var view: P.View?
    /// The view touches go to (the presenting controller's view).
    private weak var presentingView: P.View?

    /// Creates the handler of touches outside `driver`'s presented views.
    package init(driver: PresentationDriver<LayerStage<P>>, platform: P) {
        self.driver = driver
        self.platform = platform
    }

    /// Covers `container` with the pass-through view, under every view in it, forwarding touches to
    /// `presenting`; nothing when the driver's presentation has a dimming.
    package func install(in container: P.View, forwardingTo presenting: P.View?) {
        guard driver?.backgroundInteraction != nil else { return }
        presentingView = presenting
        let view =
            self.view
            ?? platform.makePassthroughView(
                frame: container.bounds,
                hitTest: { [weak self] point, hit in
                    guard let self else { return hit }
                    return self.hitTest(point, superHitTest: hit)
                },
                tapped: { [weak self] in self?.tapped() })
        self.view = view
        if let bottom = container.subviews.first {
            if bottom !== view { container.insertSubview(view, belowSubview: bottom) }
        } else {
            container.addSubview(view)
        }
    }

    /// Puts the pass-through view back under every view in its container: UIKit puts a presenting
    /// view it had taken out back at the bottom of the container as a dismissal begins (contract §2).
    package func moveToBottom() {
        guard let view, let container = view.superview, let bottom = container.subviews.first,
            bottom !== view
        else { return }
        container.insertSubview(view, belowSubview: bottom)
    }

    /// Takes the pass-through view out of its container.
    package func uninstall() {
        view?.removeFromSuperview()
    }

    /// The pass-through view's hit test at `point` (in its own coordinates), given the platform's
    /// own answer `hit`: see the type's documentation.
    package func hitTest(_ point: CGPoint, superHitTest hit: P.View?) -> P.View? {
        guard let view, hit === view else { return hit }
        switch driver?.backgroundInteraction {
        case .passThrough:
            guard let presenting = presentingView, presenting.isInWindow,
                let container = view.superview, !container.isInside(presenting)
            else { return nil }
            return presenting.layerHitTest(view.convert(point, to: presenting))
        case .swallow, .dismiss:
            return view
        case nil:
            return hit
        }
    }

    /// A tap on the pass-through view: the driver's (a dismissal for `.dismiss`).
    package func tapped() {
        driver?.backgroundTapped()
    }
}
