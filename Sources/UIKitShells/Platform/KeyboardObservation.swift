#if canImport(UIKit)
import StagehandUIKitLayer
import UIKit

/// The keyboard (`keyboardWillChangeFrame`, `keyboardWillHide`) and Reduce Motion observed for a
/// presentation until cancelled: each keyboard change reported with its end frame in the container's
/// coordinates (through the container's screen; an empty frame when it hides), its duration (NaN
/// when UIKit gave none) and its curve, the raw value as UIKit sent it (7, private, in practice; -1
/// when it sent none): the layer animates with exactly that curve (rule 46). Local or not (`isLocal`), the keyboard covers the screen the same. UIKit
/// posts these notifications on the main thread.
@MainActor
final class KeyboardObservation: NSObject, LayerCancellable {
    private let container: @MainActor () -> UIView?
    private let keyboard: @MainActor (CGRect, Double, Int) -> Void
    private let reduceMotion: @MainActor (Bool) -> Void

    init(
        container: @escaping @MainActor () -> UIView?,
        keyboard: @escaping @MainActor (CGRect, Double, Int) -> Void,
        reduceMotion: @escaping @MainActor (Bool) -> Void
    ) {
        self.container = container
        self.keyboard = keyboard
        self.reduceMotion = reduceMotion
        super.init()
        let center = NotificationCenter.default
        center.addObserver(
            self, selector: #selector(keyboardWillChangeFrame(_:)),
            name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        center.addObserver(
            self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification,
            object: nil)
        center.addObserver(
            self, selector: #selector(reduceMotionStatusDidChange(_:)),
            name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
    }

    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        guard let view = container(), let screen = view.window?.screen,
            let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
        else { return }
        keyboard(
            view.convert(value.cgRectValue, from: screen.coordinateSpace), Self.duration(notification),
            Self.curve(notification))
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        keyboard(.zero, Self.duration(notification), Self.curve(notification))
    }

    @objc private func reduceMotionStatusDidChange(_ notification: Notification) {
        reduceMotion(UIAccessibility.isReduceMotionEnabled)
    }

    /// The keyboard animation's duration, NaN when UIKit gave none (the driver picks its own then).
    private static func duration(_ notification: Notification) -> Double {
        let number = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber
        return number?.doubleValue ?? .nan
    }

    /// The keyboard animation's curve, UIKit's raw value (-1 when UIKit gave none).
    private static func curve(_ notification: Notification) -> Int {
        let number = notification.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber
        return number?.intValue ?? -1
    }

    func cancel() {
        NotificationCenter.default.removeObserver(self)
    }
}
#endif
