#if canImport(UIKit)
import UIKit

extension UIScrollView {
    /// How far the content is scrolled from its top, counting the adjusted content inset (0 at the
    /// top, whatever the safe area and bars add).
    var stagehandOffsetFromTop: Double {
        Double(contentOffset.y + adjustedContentInset.top)
    }

    /// The largest offset from the top the content allows (0 when it fits).
    var stagehandMaximumOffsetFromTop: Double {
        let inset = adjustedContentInset
        return max(0, Double(contentSize.height + inset.top + inset.bottom - bounds.height))
    }

    /// Pins the content at `offset` points from its top.
    func stagehandPin(offsetFromTop offset: Double) {
        contentOffset.y = CGFloat(offset) - adjustedContentInset.top
    }

    /// Stops any deceleration or bounce under way and leaves the content at `offset` points from its
    /// top (`setContentOffset(_:animated: false)` ends a scroll view's deceleration).
    func stagehandStop(atOffsetFromTop offset: Double) {
        setContentOffset(
            CGPoint(x: contentOffset.x, y: CGFloat(offset) - adjustedContentInset.top), animated: false)
    }
}
#endif
