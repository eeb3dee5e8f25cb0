import Foundation
import StagehandCore
import StagehandUIKitLayer

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ModelView: LayerView {
    package typealias View = ModelView

    package var layerAlpha: Double {
        get { state.alpha }
        set { if state.alpha != newValue { state.alpha = newValue } }
    }

    package var layerTransform: Transform2D {
        get { state.transform }
        set { if state.transform != newValue { state.transform = newValue } }
    }

    package var layerCornerRadius: Double {
        get { state.cornerRadius }
        set { if state.cornerRadius != newValue { state.cornerRadius = newValue } }
    }

    package var layerSafeArea: Insets { safeAreaInsets }

    /// The window's bounds, when the view is in the headless UIKit's window.
    package var windowBounds: CGRect? {
        var top = self
        while let superview = top.superview { top = superview }
        guard top.layoutHost != nil else { return nil }
        return CGRect(origin: .zero, size: top.state.frame.size)
    }

    package var stagehandIdentifier: String? { identifier }

    /// What is drawn now: the model value with the running animations applied (rule 65).
    package var onScreenState: ViewState? { presentationState }

    package func layerFittingHeight(atWidth width: Double) -> Double {
        Double(systemLayoutSizeFitting(width: width).height)
    }

    /// `rect`, in this view's coordinates, in `view`'s (the window's when nil); transforms are not
    /// applied (as in ``frame(in:)``).
    package func convert(_ rect: CGRect, to view: ModelView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// The view's own hit test (``hitTest(_:)``, its ``hitTestOverride`` included).
    package func layerHitTest(_ point: CGPoint) -> ModelView? { hitTest(point) }

    /// A picture of the view as it is: a view of the same size showing the same content, with every
    /// visible subview copied as it is now (`snapshotView(afterScreenUpdates:)`); its content keeps
    /// the size it was taken at (``contentSize``), so stretching the snapshot stretches the picture.
    ///
    /// - `afterScreenUpdates: true` commits the window's pending changes before the picture is
    ///   taken, and a commit is a screen update: the window is drawn as it is at that moment, for a
    ///   frame, whatever the app meant to show next (``HeadlessUIKit/updateScreen(for:)``). `false`
    ///   draws nothing. The model takes the stricter reading of `false` ("the view hierarchy's
    ///   current state, which might not include recent changes", Apple's documentation): the picture
    ///   shows the changes made since the last frame, so a picture meant to show the screen as it
    ///   was drawn must be taken before anything changes.
    /// - A view that is not drawn, outside the window or hidden (itself or an ancestor), gives a
    ///   picture with nothing in it, of its size: "If the current view is not yet rendered, perhaps
    ///   because it is not yet onscreen, the snapshot view has no visible content" (Apple's
    ///   documentation); a hidden layer is not rendered.
    package func snapshotView(afterScreenUpdates: Bool) -> ModelView? {
        let host = windowHost
        if afterScreenUpdates, let host { host.updateScreen(for: "snapshot of \(name)") }
        let drawn = host != nil && !isHiddenInHierarchy
        let snapshot =
            drawn ? copied(named: "snapshot of \(name)") : ModelView(name: "empty snapshot of \(name)")
        snapshot.state = ViewState(frame: CGRect(origin: .zero, size: state.frame.size))
        snapshot.contentSize = contentSize ?? state.frame.size
        return snapshot
    }

    /// A picture of `rect` of the view (in its bounds' coordinates), taken as
    /// ``snapshotView(afterScreenUpdates:)`` takes one of the whole view: a view of `rect`'s size
    /// that clips a copy of the view placed so that `rect` fills it
    /// (`resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`).
    package func snapshotView(of rect: CGRect, afterScreenUpdates: Bool) -> ModelView? {
        guard let whole = snapshotView(afterScreenUpdates: afterScreenUpdates) else { return nil }
        let picture = ModelView(
            name: "\(whole.name) at \(Int(rect.minX)),\(Int(rect.minY))",
            state: ViewState(frame: CGRect(origin: .zero, size: rect.size)))
        picture.clipsToBounds = true
        whole.state.frame.origin = CGPoint(x: -rect.minX - bounds.minX, y: -rect.minY - bounds.minY)
        picture.addSubview(whole)
        return picture
    }

    /// The headless UIKit whose window the view is in, if any.
    private var windowHost: HeadlessUIKit? {
        var top = self
        while let superview = top.superview { top = superview }
        return top.layoutHost
    }

    /// A copy of the view and its visible subviews, with no identifier, recognizer or handler.
    private func copied(named copyName: String) -> ModelView {
        let copy = ModelView(name: copyName, state: state, content: content)
        copy.contentSize = contentSize
        copy.clipsToBounds = clipsToBounds
        for subview in subviews where !subview.isHidden {
            copy.addSubview(subview.copied(named: subview.name))
        }
        return copy
    }
}

extension ModelView: LayerScrollView {
    package var asView: ModelView { self }

    package var panRecognizerObject: AnyObject { scroll?.panGestureRecognizer ?? self }

    /// How far the content is scrolled from its top, counting the adjusted content inset.
    package var offsetFromTop: Double {
        guard let scroll else { return 0 }
        return Double(scroll.contentOffset.y) + scroll.adjustedContentInset.top
    }

    /// The largest offset from the top the content allows (0 when it fits).
    package var maximumOffsetFromTop: Double {
        guard let scroll else { return 0 }
        let inset = scroll.adjustedContentInset
        return max(0, Double(scroll.contentSize.height) + inset.top + inset.bottom - Double(bounds.height))
    }

    package func pin(offsetFromTop offset: Double) {
        guard let scroll else { return }
        scroll.contentOffset.y = CGFloat(offset - scroll.adjustedContentInset.top)
    }

    package func stop(atOffsetFromTop offset: Double) {
        guard let scroll else { return }
        scroll.setContentOffset(
            CGPoint(x: scroll.contentOffset.x, y: CGFloat(offset - scroll.adjustedContentInset.top)),
            animated: false)
    }
}
