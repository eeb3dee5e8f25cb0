#if canImport(UIKit)
import StagehandCore
import StagehandUIKitLayer
import UIKit

extension UIView: LayerView {
    package typealias View = UIView

    package var layerAlpha: Double {
        get { Double(alpha) }
        set { alpha = CGFloat(newValue) }
    }

    package var layerTransform: Transform2D {
        get { Transform2D(transform) }
        set { transform = CGAffineTransform(newValue) }
    }

    package var layerCornerRadius: Double {
        get { Double(layer.cornerRadius) }
        set { layer.cornerRadius = CGFloat(newValue) }
    }

    /// The region an ``IdentifiedRegionView`` marks; nil for every other view.
    package var identifiedRegion: IdentifiedRegion? { (self as? IdentifiedRegionView)?.region }

    /// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`, with no cap insets.
    package func snapshotView(of rect: CGRect, afterScreenUpdates: Bool) -> UIView? {
        resizableSnapshotView(from: rect, afterScreenUpdates: afterScreenUpdates, withCapInsets: .zero)
    }

    /// The presented wrapper's clip view; nil for every other view.
    package var cornerView: UIView? { (self as? PresentedWrapperView)?.clipView }

    package var layerSafeArea: Insets { Insets(safeAreaInsets) }

    package var windowBounds: CGRect? { window?.bounds }

    /// The presentation layer's state: what is drawn now (rule 65), its untransformed frame read from
    /// its position and bounds as ``stagehandState`` reads `center` and `bounds`; nil before the layer
    /// was first committed.
    package var onScreenState: ViewState? {
        guard let shown = layer.presentation() else { return nil }
        let size = shown.bounds.size
        let origin = CGPoint(
            x: shown.position.x - size.width * shown.anchorPoint.x,
            y: shown.position.y - size.height * shown.anchorPoint.y)
        return ViewState(
            frame: CGRect(origin: origin, size: size), alpha: Double(shown.opacity),
            transform: Transform2D(CATransform3DGetAffineTransform(shown.transform)),
            cornerRadius: Double(shown.cornerRadius))
    }

    /// `hitTest(_:with:)` with no event, which UIKit documents for calls from outside event handling.
    package func layerHitTest(_ point: CGPoint) -> UIView? { hitTest(point, with: nil) }

    /// `systemLayoutSizeFitting` at `width` (required) and the smallest height the constraints allow
    /// (the fitting priority), rule 49.
    package func layerFittingHeight(atWidth width: Double) -> Double {
        let target = CGSize(width: CGFloat(width), height: UIView.layoutFittingCompressedSize.height)
        return Double(
            systemLayoutSizeFitting(
                target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
            ).height)
    }
}

extension UIScrollView: LayerScrollView {
    package var asView: UIView { self }

    package var panRecognizerObject: AnyObject { panGestureRecognizer }

    /// How far the content is scrolled from its top, counting the adjusted content inset (0 at the
    /// top, whatever the safe area and bars add).
    package var offsetFromTop: Double { Double(contentOffset.y + adjustedContentInset.top) }

    /// The largest offset from the top the content allows (0 when it fits).
    package var maximumOffsetFromTop: Double {
        let inset = adjustedContentInset
        return max(0, Double(contentSize.height + inset.top + inset.bottom - bounds.height))
    }

    package func pin(offsetFromTop offset: Double) {
        contentOffset.y = CGFloat(offset) - adjustedContentInset.top
    }

    /// `setContentOffset(_:animated: false)` ends a scroll view's deceleration.
    package func stop(atOffsetFromTop offset: Double) {
        setContentOffset(
            CGPoint(x: contentOffset.x, y: CGFloat(offset) - adjustedContentInset.top), animated: false)
    }
}
#endif
