/// What a gesture recognizer on a scroll view is, as the platform reads it from UIKit; the layer
/// decides what each means (``DismissalPanCore/scrollsContent(_:)``).
package enum LayerScrollRecognizer: Sendable, Hashable {
    /// The scroll view's `panGestureRecognizer`.
    case pan
    /// The scroll view's `pinchGestureRecognizer`.
    case pinch
    /// Another recognizer on the scroll view (UIKit's private ones, or the app's), with its
    /// `delaysTouchesBegan`.
    case other(delaysTouchesBegan: Bool)
}
