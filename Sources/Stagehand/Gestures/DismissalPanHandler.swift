#if canImport(UIKit)
import StagehandCore
import UIKit

/// The drag on the presented view: a pan gesture recognizer whose every change goes to the driver
/// (`dragBegan`, `dragChanged`, `dragEnded`, `dragCancelled`), with the translation and velocity in
/// the container's coordinates.
///
/// It shares the drag with the content's scroll view (the one named with
/// ``StagehandPresentation/scrollView``, else the first found under the presented view): both
/// recognize at once; a drag that begins inside the scroll view gives the driver the scroll view's
/// offset from its top, and each change pins the scroll view's offset to what the driver answers, so
/// the content and the presented view never move at once (``ScrollHandoff``).
@MainActor
final class DismissalPanHandler: NSObject, UIGestureRecognizerDelegate {
    /// The recognizer, on the presented view while presented.
    let recognizer = UIPanGestureRecognizer()

    private weak var driver: PresentationDriver<UIKitStage>?
    /// The container the translation and velocity are measured in.
    private weak var container: UIView?
    /// The scroll view the app named, if any.
    private let namedScrollView: () -> UIScrollView?
    /// The scroll view sharing the drag under way.
    private weak var sharing: UIScrollView?

    /// Creates the handler of `driver`'s drags; `scrollView` answers the scroll view the app named.
    init(driver: PresentationDriver<UIKitStage>, scrollView: @escaping () -> UIScrollView?) {
        self.driver = driver
        self.namedScrollView = scrollView
        super.init()
        recognizer.addTarget(self, action: #selector(handlePan))
        recognizer.delegate = self
        recognizer.maximumNumberOfTouches = 1
    }

    /// Puts the recognizer on `view`, measuring in `container`.
    func install(on view: UIView, in container: UIView?) {
        self.container = container
        if recognizer.view !== view { view.addGestureRecognizer(recognizer) }
    }

    /// Takes the recognizer off its view.
    func uninstall() {
        recognizer.view?.removeGestureRecognizer(recognizer)
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
            sharing = scrollView.flatMap { scroll in
                scroll.bounds.contains(recognizer.location(in: scroll)) ? scroll : nil
            }
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
            if let pinned, let sharing { sharing.stagehandPin(offsetFromTop: pinned) }
        case .ended:
            let velocity = recognizer.velocity(in: container)
            sharing = nil
            driver.dragEnded(velocityX: Double(velocity.x), y: Double(velocity.y))
        case .cancelled, .failed:
            sharing = nil
            driver.dragCancelled()
        default:
            break
        }
    }

    /// The scroll view's own pan recognizes together with this one (the hand-off needs both).
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        otherGestureRecognizer === scrollView?.panGestureRecognizer
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
