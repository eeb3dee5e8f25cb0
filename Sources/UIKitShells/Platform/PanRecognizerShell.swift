#if canImport(ObjectiveC) && canImport(UIKit)
import ObjectiveC
import StagehandCore
import StagehandUIKitLayer
import UIKit

/// The target and delegate of a Stagehand pan recognizer (Objective-C target-action and optional
/// delegate methods): every call goes to the layer's ``DismissalPanCore``. The recognizer keeps it
/// (an associated object), since UIKit holds neither targets nor delegates.
@MainActor
final class PanRecognizerShell: NSObject, UIGestureRecognizerDelegate {
    private weak var handler: DismissalPanCore<UIKitPlatform>?

    private init(handler: DismissalPanCore<UIKitPlatform>) {
        self.handler = handler
    }

    /// A pan recognizer (a screen-edge one from `edge`) whose target and delegate call `handler`.
    static func recognizer(edge: ScreenEdge?, handler: DismissalPanCore<UIKitPlatform>)
        -> UIPanGestureRecognizer
    {
        let shell = PanRecognizerShell(handler: handler)
        let recognizer =
            edge.map { edge in
                let screenEdge = UIScreenEdgePanGestureRecognizer()
                screenEdge.edges = edge.rectEdge
                return screenEdge
            } ?? UIPanGestureRecognizer()
        recognizer.maximumNumberOfTouches = 1
        recognizer.addTarget(shell, action: #selector(handle(_:)))
        recognizer.delegate = shell
        objc_setAssociatedObject(recognizer, Self.key, shell, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return recognizer
    }

    @objc private func handle(_ recognizer: UIPanGestureRecognizer) {
        handler?.handle(recognizer)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return false }
        return handler?.shouldBegin(pan) ?? false
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return false }
        return handler?.shouldRecognizeSimultaneously(pan, with: otherGestureRecognizer) ?? false
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return false }
        return handler?.shouldRequireFailure(pan, of: otherGestureRecognizer, on: otherGestureRecognizer.view)
            ?? false
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        return handler?.shouldReceive(pan, touchIn: touch.view) ?? true
    }

    /// The association key: a selector's pointer, unique and constant for the life of the process.
    private static var key: UnsafeRawPointer {
        unsafeBitCast(#selector(handle(_:)), to: UnsafeRawPointer.self)
    }
}
#endif
