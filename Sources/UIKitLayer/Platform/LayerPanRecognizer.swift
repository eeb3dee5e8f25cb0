import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A pan gesture recognizer, as the UIKit layer uses it (`UIPanGestureRecognizer`; the headless
/// UIKit's model of it).
@MainActor
package protocol LayerPanRecognizer: AnyObject {
    /// The platform's view type.
    associatedtype View: LayerView

    /// The view the recognizer is on.
    var view: View? { get }
    /// Where the gesture is in its life.
    var gestureState: LayerGestureState { get }
    /// The translation since the gesture began, in `view`'s coordinates.
    func translation(in view: View?) -> CGPoint
    /// The velocity, in points per second in `view`'s coordinates.
    func velocity(in view: View?) -> CGPoint
    /// Where the touch is, in `view`'s coordinates.
    func location(in view: View?) -> CGPoint
}

/// `UIGestureRecognizer.State`; the raw values are UIKit's (UIGestureRecognizer.h, where
/// `.recognized` is `.ended`).
package enum LayerGestureState: Int, Equatable, Sendable {
    /// Not recognized yet.
    case possible = 0
    /// The gesture began.
    case began = 1
    /// The gesture changed.
    case changed = 2
    /// The gesture ended.
    case ended = 3
    /// The system cancelled it.
    case cancelled = 4
    /// It failed.
    case failed = 5

    /// The state of UIKit's raw value; one UIKit adds later reads as `.possible`, to which the pan
    /// handler does nothing.
    package init(uiKitRawValue: Int) {
        self = Self(rawValue: uiKitRawValue) ?? .possible
    }
}

/// A scroll view, as the UIKit layer uses it (`UIScrollView`; a headless scrolling `ModelView`).
@MainActor
package protocol LayerScrollView: AnyObject {
    /// The platform's view type.
    associatedtype View: LayerView

    /// The scroll view as a view.
    var asView: View { get }
    /// Its own pan recognizer, to recognize simultaneously with.
    var panRecognizerObject: AnyObject { get }
    /// How far the content is scrolled from its top, counting the adjusted content inset.
    var offsetFromTop: Double { get }
    /// The largest offset from the top the content allows (0 when it fits).
    var maximumOffsetFromTop: Double { get }
    /// Pins the content at `offset` points from its top.
    func pin(offsetFromTop offset: Double)
    /// Stops any deceleration or bounce and leaves the content at `offset` points from its top.
    func stop(atOffsetFromTop offset: Double)
}
