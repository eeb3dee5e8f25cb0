import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a model view keeps for touches: its gesture recognizers, its hit-testing and
/// `gestureRecognizerShouldBegin` hooks, and its scroll state. One stored box, so that the view's
/// own declaration stays small.
@MainActor
final class ModelViewInteraction {
    var gestureRecognizers: [HeadlessGestureRecognizer] = []
    var hitTestOverride: (@MainActor (CGPoint, ModelView?) -> ModelView?)?
    var gestureRecognizerShouldBegin: (@MainActor (HeadlessGestureRecognizer) -> Bool)?
    var scroll: ModelScrollState?
    var control: ModelControl?
    /// The tap recognizer that serves ``ModelView/tapHandler``.
    var tapHandlerRecognizer: HeadlessTapGestureRecognizer?
}

extension ModelView {
    // MARK: Gesture recognizers (UIView.h lines 377–388)

    /// The recognizers attached to the view (`gestureRecognizers`), in the order they were added.
    public var gestureRecognizers: [HeadlessGestureRecognizer] { interaction.gestureRecognizers }

    /// Attaches `recognizer` (`addGestureRecognizer(_:)`): it receives the touches hit-tested to this
    /// view and its subviews, and its ``HeadlessGestureRecognizer/view`` becomes this view. A
    /// recognizer attached elsewhere moves here; the view holds it strongly, as UIKit does.
    public func addGestureRecognizer(_ recognizer: HeadlessGestureRecognizer) {
        guard recognizer.view !== self else { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
        interaction.gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// Detaches `recognizer` (`removeGestureRecognizer(_:)`) and clears its view. A gesture under way
    /// is cancelled first, its targets told (UIKit's behaviour here is **unknown**; cancelling is the
    /// reading that never leaves a drag open).
    public func removeGestureRecognizer(_ recognizer: HeadlessGestureRecognizer) {
        guard interaction.gestureRecognizers.contains(where: { $0 === recognizer }) else { return }
        recognizer.environment?.abandon(recognizer)
        interaction.gestureRecognizers.removeAll { $0 === recognizer }
        recognizer.view = nil
    }

    /// The view's answer to `gestureRecognizerShouldBegin(_:)` (`UIView.h` lines 384–387), nil for
    /// UIKit's default (true). Asked, before the recognizer's delegate, for every recognizer that
    /// cancels touches in its view and is about to begin with a touch hit-tested to this view, whichever
    /// view the recognizer is on. A control claims its touches this way: `UISlider` refuses swipes
    /// parallel to it that start on its thumb, so an ancestor's pan does not begin there (see also
    /// Apple's "Attaching gesture recognizers to UIKit controls").
    public var gestureRecognizerShouldBegin: (@MainActor (HeadlessGestureRecognizer) -> Bool)? {
        get { interaction.gestureRecognizerShouldBegin }
        set { interaction.gestureRecognizerShouldBegin = newValue }
    }

    /// The UIKit control the view stands for (`UIButton`, `UISlider`, ...; see ``ModelControl``), nil
    /// for a plain view (the default).
    public var control: ModelControl? {
        get { interaction.control }
        set { interaction.control = newValue }
    }

    /// Serves ``tapHandler``: a tap recognizer on the view calls it.
    func tapHandlerDidChange() {
        if tapHandler == nil {
            if let recognizer = interaction.tapHandlerRecognizer { removeGestureRecognizer(recognizer) }
            interaction.tapHandlerRecognizer = nil
        } else if interaction.tapHandlerRecognizer == nil {
            let recognizer = HeadlessTapGestureRecognizer()
            recognizer.name = "\(name) tap"
            recognizer.addTarget { [weak self] _ in self?.tapHandler?() }
            interaction.tapHandlerRecognizer = recognizer
            addGestureRecognizer(recognizer)
        }
    }

    // MARK: Coordinates

    /// The origin of the view's bounds (`bounds.origin`): the content offset of a scroll view, zero
    /// for any other view. Subviews' frames are in bounds coordinates, so scrolling moves them.
    public var boundsOrigin: CGPoint { interaction.scroll?.contentOffset ?? .zero }

    /// The view's bounds (`bounds`): its frame's size at ``boundsOrigin``. Setting it resizes the
    /// frame about its centre, as UIKit does, and moves a scroll view's content offset.
    public var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: state.frame.size) }
        set {
            if let scroll = interaction.scroll, scroll.contentOffset != newValue.origin {
                scroll.contentOffset = newValue.origin
            }
            guard state.frame.size != newValue.size else { return }
            let center = CGPoint(x: state.frame.midX, y: state.frame.midY)
            state.frame = CGRect(
                x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width,
                height: newValue.height)
        }
    }

    /// The centre of the view's frame, in its superview's coordinates (`center`).
    public var center: CGPoint {
        get { CGPoint(x: state.frame.midX, y: state.frame.midY) }
        set {
            guard newValue != center else { return }
            state.frame.origin = CGPoint(
                x: newValue.x - state.frame.width / 2, y: newValue.y - state.frame.height / 2)
        }
    }

    /// `point`, in this view's coordinates, in `view`'s (window coordinates when nil), as
    /// `convert(_:to:)`; transforms are not applied (as in ``frame(in:)``).
    public func convert(_ point: CGPoint, to view: ModelView?) -> CGPoint {
        let origin = frame(in: nil).origin
        let inWindow = CGPoint(x: point.x - boundsOrigin.x + origin.x, y: point.y - boundsOrigin.y + origin.y)
        guard let view else { return inWindow }
        return view.convert(inWindow, from: nil)
    }

    /// `point`, in `view`'s coordinates (window coordinates when nil), in this view's, as
    /// `convert(_:from:)`.
    public func convert(_ point: CGPoint, from view: ModelView?) -> CGPoint {
        let inWindow = view.map { $0.convert(point, to: nil) } ?? point
        let origin = frame(in: nil).origin
        return CGPoint(x: inWindow.x - origin.x + boundsOrigin.x, y: inWindow.y - origin.y + boundsOrigin.y)
    }

    // MARK: Hit testing

    /// Replaces the view's `hitTest(_:with:)` as a subclass override would: called with the point (in
    /// this view's coordinates) and the answer of UIKit's own algorithm (`super.hitTest`), it returns
    /// the view that gets the touch, or nil for none. Nil (the default) keeps UIKit's answer.
    ///
    /// A library's pass-through view (FloatingPanel's `PassthroughView`, PanModal's
    /// `TouchForwardingView`) covers a presentation's container and forwards the touches that land on
    /// itself to the presenting view, which the container otherwise swallows (contract rule 35):
    /// ```swift
    /// passthrough.hitTestOverride = { [weak passthrough, weak presenting] point, hit in
    ///     guard let passthrough, let presenting, hit === passthrough else { return hit }
    ///     return presenting.hitTest(passthrough.convert(point, to: presenting))
    /// }
    /// ```
    public var hitTestOverride: (@MainActor (_ point: CGPoint, _ superHitTest: ModelView?) -> ModelView?)? {
        get { interaction.hitTestOverride }
        set { interaction.hitTestOverride = newValue }
    }

    /// The deepest view under `point` (in this view's coordinates) that takes touches, as UIKit's
    /// `hitTest(_:with:)`: nil when this view is hidden, has user interaction disabled or an alpha
    /// below 0.01, or when the point is outside its bounds (`pointInside`); otherwise the first
    /// subview, front to back, that answers a view, else this view. ``hitTestOverride`` then has the
    /// last word. A transition container (`UITransitionView`) uses this algorithm unchanged: a touch
    /// on it outside every view in it hits the container itself and goes no further (rule 35).
    ///
    /// Each view is where ``hitTestState`` puts it: a view a property animator moves is hit where it
    /// is on screen unless that animator has ``HeadlessViewPropertyAnimator/isManualHitTestingEnabled``
    /// (rule 48); any other view at its model value.
    public func hitTest(_ point: CGPoint) -> ModelView? {
        let found = defaultHitTest(point)
        guard let override = hitTestOverride else { return found }
        return override(point, found)
    }

    /// The view's frame where hit testing finds it (``hitTestState``, for it and each superview up
    /// to `ancestor`), in `ancestor`'s coordinates (the top of its tree's when nil): as
    /// ``frame(in:)``, but a view a property animator moves is where it is on screen (rule 48).
    public func hitTestFrame(in ancestor: ModelView?) -> CGRect {
        var frame = hitTestState.frame
        var current = superview
        while let view = current, view !== ancestor {
            let origin = view.boundsOrigin
            let at = view.hitTestState.frame.origin
            frame = frame.offsetBy(dx: at.x - origin.x, dy: at.y - origin.y)
            current = view.superview
        }
        return frame
    }

    private func defaultHitTest(_ point: CGPoint) -> ModelView? {
        let hitSize = hitTestState.frame.size
        guard !isHidden, state.alpha >= 0.01, isUserInteractionEnabled,
            CGRect(origin: boundsOrigin, size: hitSize).contains(point), !ignoresTouchesWhileAnimating
        else {
            return nil
        }
        for subview in subviews.reversed() {
            let frame = subview.hitTestState.frame
            let local = CGPoint(
                x: point.x - frame.minX + subview.boundsOrigin.x,
                y: point.y - frame.minY + subview.boundsOrigin.y)
            if let found = subview.hitTest(local) { return found }
        }
        return self
    }

    // MARK: Scrolling

    /// The view's scroll-view part (`UIScrollView`), nil for a plain view. Setting one makes the view
    /// a scroll view: its bounds origin becomes the content offset and its
    /// ``ModelScrollState/panGestureRecognizer`` joins the view's recognizers.
    public var scroll: ModelScrollState? {
        get { interaction.scroll }
        set {
            guard newValue !== interaction.scroll else { return }
            interaction.scroll?.detach()
            interaction.scroll = newValue
            newValue?.attach(to: self)
        }
    }
}
