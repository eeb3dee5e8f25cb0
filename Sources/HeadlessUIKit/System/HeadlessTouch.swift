import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// One finger on the headless screen, as `UITouch`: where it is, when it last moved, the view it was
/// hit-tested to when it landed, and the gesture recognizers it is delivered to.
///
/// Create touches with ``HeadlessUIKit/touchDown(at:)`` and drive them with
/// ``HeadlessUIKit/move(_:to:)``, ``HeadlessUIKit/lift(_:)`` and ``HeadlessUIKit/cancel(_:)``.
@MainActor
public final class HeadlessTouch {
    /// Where a touch is in its life (`UITouch.Phase`, without the stationary and region phases).
    public enum Phase: Sendable, Hashable {
        /// The finger just landed.
        case began
        /// The finger moved.
        case moved
        /// The finger lifted.
        case ended
        /// The system cancelled the touch (an incoming call, a gesture of the system).
        case cancelled
    }

    /// A number that tells this touch from the others of the same system.
    public let identifier: Int
    /// The touch's phase.
    public internal(set) var phase: Phase = .began
    /// Where the finger is, in window coordinates.
    public internal(set) var location: CGPoint
    /// Where the finger was before its last move, in window coordinates.
    public internal(set) var previousLocation: CGPoint
    /// Where the finger landed, in window coordinates.
    public let initialLocation: CGPoint
    /// When the finger last landed or moved, on the virtual clock (`timestamp`).
    public internal(set) var timestamp: Double
    /// The view hit-tested when the finger landed (`UITouch.view`), which keeps the touch for its
    /// whole life; nil when the touch landed on nothing (touches ignored, or outside the window).
    public private(set) weak var view: ModelView?
    /// Whether a recognizer that cancels touches in its view recognized this touch: from then on the
    /// view no longer receives it (`cancelsTouchesInView`; `touchesCancelled` was sent to the view).
    public internal(set) var isCancelledInView = false
    /// The gesture recognizers this touch is delivered to, deepest view first; a recognizer leaves the
    /// list when it is reset or stops receiving the touch.
    public internal(set) var gestureRecognizers: [HeadlessGestureRecognizer] = []

    init(identifier: Int, location: CGPoint, time: Double, view: ModelView?) {
        self.identifier = identifier
        self.location = location
        self.previousLocation = location
        self.initialLocation = location
        self.timestamp = time
        self.view = view
    }

    /// Whether the finger is still down (neither lifted nor cancelled).
    public var isActive: Bool { phase == .began || phase == .moved }

    /// The touch's location in `view`'s coordinates (`location(in:)`); in window coordinates when
    /// `view` is nil.
    public func location(in view: ModelView?) -> CGPoint {
        guard let view else { return location }
        return view.convert(location, from: nil)
    }
}
