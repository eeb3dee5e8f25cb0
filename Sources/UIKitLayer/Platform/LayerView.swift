import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A view, as the UIKit layer uses it (`UIView`; the headless UIKit's `ModelView`): its place in the
/// tree, its geometry, and the few properties a transition animates. Frames are in the superview's
/// coordinates, as in UIKit. The conformances only read and write; what Stagehand does with the
/// properties (``stagehandState``, ``showStagehandState(_:properties:)``) is written once, below.
@MainActor
package protocol LayerView: AnyObject {
    /// The view type of the platform (the conformer's own base class).
    associatedtype View: LayerView

    /// The superview.
    var superview: View? { get }
    /// The subviews, back to front.
    var subviews: [View] { get }
    /// Whether the view is hidden.
    var isHidden: Bool { get set }
    /// Whether the view takes touches.
    var isUserInteractionEnabled: Bool { get set }
    /// The view's bounds (its origin is a scroll view's offset).
    var bounds: CGRect { get set }
    /// The centre of the view's frame, in its superview's coordinates.
    var center: CGPoint { get set }
    /// The view's alpha.
    var layerAlpha: Double { get set }
    /// The view's transform.
    var layerTransform: Transform2D { get set }
    /// The view's layer's corner radius.
    var layerCornerRadius: Double { get set }
    /// The view that shows this view's corners, when another does: the presented wrapper's clip
    /// view (``Platform/makePresentedWrapper(around:escape:customActions:)``), so that the wrapper's
    /// own layer, which casts the shadow, never clips it. Nil for every other view.
    var cornerView: View? { get }
    /// Whether the view clips its content to its bounds.
    var clipsToBounds: Bool { get set }
    /// The view's safe-area insets.
    var layerSafeArea: Insets { get }
    /// The bounds of the view's window, when it is in one.
    var windowBounds: CGRect? { get }
    /// The view as it is drawn now, in the middle of an animation: its presentation layer's
    /// untransformed frame (from its position and bounds), opacity, transform and corner radius
    /// (rule 65), as ``stagehandState`` reads the model values; nil before the layer was first
    /// committed, where it has none.
    var onScreenState: ViewState? { get }
    /// The identifier that pairs it with a view on the other screen (`stagehandIdentifier`).
    var stagehandIdentifier: String? { get }
    /// The region the view marks when it draws nothing and only says where others draw (SwiftUI's
    /// `stagehandIdentifier(_:)`); nil for every other view.
    var identifiedRegion: IdentifiedRegion? { get }

    /// Adds `view` on top of the subviews.
    func addSubview(_ view: View)
    /// Inserts `view` directly above `sibling`.
    func insertSubview(_ view: View, aboveSubview sibling: View)
    /// Inserts `view` directly below `sibling`.
    func insertSubview(_ view: View, belowSubview sibling: View)
    /// Takes the view out of its superview.
    func removeFromSuperview()
    /// `rect`, in this view's coordinates, in `view`'s (the window's when nil).
    func convert(_ rect: CGRect, to view: View?) -> CGRect
    /// `point`, in this view's coordinates, in `view`'s (the window's when nil).
    func convert(_ point: CGPoint, to view: View?) -> CGPoint
    /// The deepest view under `point` (in this view's coordinates) that takes touches, as the
    /// view's own `hitTest(_:with:)` answers, overrides included; nil when the view itself does not
    /// take the point.
    func layerHitTest(_ point: CGPoint) -> View?
    /// Lays the view out now if it needs it.
    func layoutIfNeeded()
    /// Marks the view as needing layout.
    func setNeedsLayout()
    /// A snapshot of the view as it is drawn now, or after the next screen update.
    func snapshotView(afterScreenUpdates: Bool) -> View?
    /// A snapshot of `rect` of the view (in its bounds' coordinates), as it is drawn now or after
    /// the next screen update (`resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`).
    func snapshotView(of rect: CGRect, afterScreenUpdates: Bool) -> View?
    /// The height the view's constraints need at `width` (`systemLayoutSizeFitting` with a required
    /// width and the fitting priority vertically, rule 49), as UIKit answers it: not necessarily
    /// positive or finite.
    func layerFittingHeight(atWidth width: Double) -> Double
}

extension LayerView {
    /// Whether the view is in a window.
    package var isInWindow: Bool { windowBounds != nil }

    /// The view's untransformed frame (from `center` and `bounds`, which a transform leaves alone),
    /// alpha, transform and corner radius.
    package var stagehandState: ViewState {
        let size = bounds.size
        return ViewState(
            frame: CGRect(
                x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
                height: size.height),
            alpha: layerAlpha, transform: layerTransform,
            cornerRadius: cornerView?.layerCornerRadius ?? layerCornerRadius)
    }

    /// Shows the `properties` of `state` (frames in the superview's coordinates).
    ///
    /// The frame becomes `bounds.size` and `center`, never `frame`, so that a transformed view keeps
    /// laying out its content at the untransformed size; the bounds' origin is kept (a scroll view
    /// keeps its offset). A size change lays the view out at once, so that inside an animation block
    /// its subviews animate to their new places. A corner radius above 0 turns clipping on; both go
    /// to the ``cornerView`` when the view has one.
    package func showStagehandState(_ state: ViewState, properties: ViewProperties = .all) {
        if properties.contains(.frame) {
            let size = state.frame.size
            let resized = bounds.size != size
            bounds.size = size
            center = CGPoint(x: state.frame.midX, y: state.frame.midY)
            if resized { layoutIfNeeded() }
        }
        if properties.contains(.transform) { layerTransform = state.transform }
        if properties.contains(.alpha) { layerAlpha = state.alpha }
        if properties.contains(.cornerRadius) {
            if let cornerView {
                if state.clipsContent { cornerView.clipsToBounds = true }
                cornerView.layerCornerRadius = state.cornerRadius
            } else {
                if state.clipsContent { clipsToBounds = true }
                layerCornerRadius = state.cornerRadius
            }
        }
    }

    /// The properties Stagehand may change on a view it did not create.
    package var ownProperties: LayerOwnProperties {
        get {
            LayerOwnProperties(
                cornerRadius: layerCornerRadius, clipsToBounds: clipsToBounds, alpha: layerAlpha,
                transform: layerTransform)
        }
        set {
            layerCornerRadius = newValue.cornerRadius
            clipsToBounds = newValue.clipsToBounds
            layerAlpha = newValue.alpha
            layerTransform = newValue.transform
        }
    }

    /// Whether this view is `ancestor` or inside it.
    package func isInside(_ ancestor: some LayerView) -> Bool {
        var current: (any LayerView)? = self
        while let view = current {
            if view === ancestor { return true }
            current = view.superview
        }
        return false
    }
}

/// The properties of a view that Stagehand changes on views it did not create, and gives back.
package struct LayerOwnProperties: Equatable, Sendable {
    /// The corner radius.
    package var cornerRadius: Double
    /// Whether the content is clipped to the bounds.
    package var clipsToBounds: Bool
    /// The alpha.
    package var alpha: Double
    /// The transform.
    package var transform: Transform2D

    /// Creates a set of properties.
    package init(cornerRadius: Double, clipsToBounds: Bool, alpha: Double, transform: Transform2D) {
        self.cornerRadius = cornerRadius
        self.clipsToBounds = clipsToBounds
        self.alpha = alpha
        self.transform = transform
    }
}
