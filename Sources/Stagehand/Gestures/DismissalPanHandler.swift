#if canImport(UIKit)
import StagehandCore
import UIKit

/// The drag on the presented view: a pan gesture recognizer whose every change goes to the driver
/// (`dragBegan`, `dragChanged`, `dragEnded`, `dragCancelled`), with the translation and velocity in
/// the container's coordinates; and, when the driver's behaviour names a `dismissalScreenEdge`, a
/// screen-edge pan on the container from that edge, feeding the same calls.
///
/// Each recognizer begins only when the driver says so (`shouldBeginDrag`, with the pan's velocity
/// in the container), so a drag across the dismissal axis stays the content's.
///
/// The presented view's pan shares the drag with the content's scroll view (the one named with
/// ``StagehandPresentation/scrollView``, else the first found under the presented view): both
/// recognize at once; a drag that begins inside the scroll view gives the driver the scroll view's
/// offset from its top, and each change pins the scroll view's offset to what the driver answers, so
/// the content and the presented view never move at once (``ScrollHandoff``). When the driver says
/// at the release that the scroll view may not decelerate, its deceleration is stopped where it is
/// pinned.
@MainActor
final class DismissalPanHandler: NSObject, UIGestureRecognizerDelegate {
    /// The recognizer, on the presented view while presented.
    let recognizer = UIPanGestureRecognizer()
    /// The screen-edge recognizer, on the container while presented, when the driver's behaviour
    /// names an edge.
    private(set) var edgeRecognizer: UIScreenEdgePanGestureRecognizer?

    private weak var driver: PresentationDriver<UIKitStage>?
    /// The container the translation and velocity are measured in.
    private weak var container: UIView?
    /// The scroll view the app named, if any.
    private let namedScrollView: () -> UIScrollView?
    /// The scroll view sharing the drag under way.
    private weak var sharing: UIScrollView?
    /// The offset from its top the driver last pinned the sharing scroll view at.
    private var pinned: Double?

    /// Creates the handler of `driver`'s drags; `scrollView` answers the scroll view the app named.
    init(driver: PresentationDriver<UIKitStage>, scrollView: @escaping () -> UIScrollView?) {
        self.driver = driver
        self.namedScrollView = scrollView
        super.init()
        recognizer.addTarget(self, action: #selector(handlePan))
        recognizer.delegate = self
        recognizer.maximumNumberOfTouches = 1
    }

    /// Puts the recognizer on `view`, measuring in `container`, and a screen-edge recognizer from
    /// `screenEdge` on the container when there is one.
    func install(on view: UIView, in container: UIView?, screenEdge: UIRectEdge? = nil) {
        self.container = container
        if recognizer.view !== view { view.addGestureRecognizer(recognizer) }
        guard let container, let screenEdge else { return }
        let edge = edgeRecognizer ?? UIScreenEdgePanGestureRecognizer()
        if edgeRecognizer == nil {
            edge.addTarget(self, action: #selector(handlePan))
            edge.delegate = self
            edgeRecognizer = edge
        }
        edge.edges = screenEdge
        if edge.view !== container { container.addGestureRecognizer(edge) }
    }

    /// Takes the recognizers off their views.
    func uninstall() {
        recognizer.view?.removeGestureRecognizer(recognizer)
        if let edge = edgeRecognizer { edge.view?.removeGestureRecognizer(edge) }
    }

    /// The scroll view that shares drags: the named one, else the first under the presented view.
    private var scrollView: UIScrollView? {
        if let named = namedScrollView() { return named }
        return recognizer.view.flatMap(Self.firstScrollView(under:))
    }

    @objc private func handlePan(_ recognizer: UIPanGestureRecognizer) {
        guard let driver else { return }
        switch recognizer.state {
        case .began:
            pinned = nil
            // Only the presented view's pan shares its drag with the content.
            sharing =
                recognizer === self.recognizer
                ? scrollView.flatMap { scroll in
                    scroll.bounds.contains(recognizer.location(in: scroll)) ? scroll : nil
                } : nil
            if let sharing {
                driver.dragBegan(
                    scrollOffset: sharing.stagehandOffsetFromTop,
                    maximumScrollOffset: sharing.stagehandMaximumOffsetFromTop)
            } else {
                driver.dragBegan()
            }
        case .changed:
            let translation = recognizer.translation(in: container)
            let pinned = driver.dragChanged(translationX: Double(translation.x), y: Double(translation.y))
            if let pinned, let sharing {
                self.pinned = pinned
                sharing.stagehandPin(offsetFromTop: pinned)
            }
        case .ended:
            let velocity = recognizer.velocity(in: container)
            let scroll = sharing
            sharing = nil
            let mayDecelerate = driver.dragEnded(velocityX: Double(velocity.x), y: Double(velocity.y))
            if !mayDecelerate, let scroll { stopDeceleration(of: scroll, at: pinned) }
            pinned = nil
        case .cancelled, .failed:
            sharing = nil
            pinned = nil
            driver.dragCancelled()
        default:
            break
        }
    }

    /// Stops the deceleration `scroll` starts when the finger lifts, leaving it at `offset` from its
    /// top (where the driver last pinned it; where it is when the driver never did).
    ///
    /// The scroll view's pan and this one end on the same touch, in an order UIKit does not promise,
    /// and the scroll view starts decelerating when its own pan ends, without an offset target this
    /// handler could change (that is `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
    /// which belongs to the app's scroll view delegate). So the offset is set without animation,
    /// which stops any deceleration, now and again on the next turn of the main run loop, once both
    /// pans have ended and before the next frame is drawn.
    private func stopDeceleration(of scroll: UIScrollView, at offset: Double?) {
        let offset = offset ?? scroll.stagehandOffsetFromTop
        scroll.stagehandStop(atOffsetFromTop: offset)
        Task { @MainActor [weak scroll] in
            scroll?.stagehandStop(atOffsetFromTop: offset)
        }
    }

    /// Whether the pan may begin: the driver's answer for its velocity in the container.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let driver, let pan = gestureRecognizer as? UIPanGestureRecognizer else { return false }
        let velocity = pan.velocity(in: container)
        return driver.shouldBeginDrag(velocityX: Double(velocity.x), y: Double(velocity.y))
    }

    /// The scroll view's own pan recognizes together with the presented view's (the hand-off needs
    /// both); the screen-edge pan shares with nothing.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        gestureRecognizer === recognizer && otherGestureRecognizer === scrollView?.panGestureRecognizer
    }

    /// The first scroll view under `view`, breadth first (the outermost one).
    private static func firstScrollView(under view: UIView) -> UIScrollView? {
        var queue = view.subviews
        while !queue.isEmpty {
            let next = queue.removeFirst()
            if let scroll = next as? UIScrollView { return scroll }
            queue.append(contentsOf: next.subviews)
        }
        return nil
    }
}
#endif
