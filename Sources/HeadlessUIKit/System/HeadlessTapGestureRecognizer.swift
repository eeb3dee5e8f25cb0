import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A single-finger, single tap, as `UITapGestureRecognizer` with its defaults
/// (`numberOfTapsRequired` and `numberOfTouchesRequired` 1): recognized when the finger lifts without
/// having moved more than ``allowableMovement`` along either axis; a second finger, a longer move or a
/// cancelled touch makes it fail. A tap is discrete: it goes straight from `.possible` to
/// `.recognized` (`UIGestureRecognizer.h` line 30).
///
/// How far UIKit lets a tap's finger wander is **unknown** (a constant of `UITapRecognizer`'s
/// initializer, `_allowableMovement`, in UIKit 26.1): the model uses 10 points, the pan's slop, so a
/// drag that starts a pan never also taps.
@MainActor
public final class HeadlessTapGestureRecognizer: HeadlessGestureRecognizer {
    /// How far, in points along either axis, the finger may move and still tap (chosen; see above).
    public static let allowableMovement = 10.0

    private var startLocation = CGPoint.zero
    private var tapLocation: CGPoint?

    /// Creates a tap recognizer.
    public override init() {
        super.init()
    }

    /// Where the tap happened (the finger's location when it lifted), else where the finger is.
    override var windowLocation: CGPoint { tapLocation ?? super.windowLocation }

    override func touchesBegan(_ began: [HeadlessTouch]) {
        guard touches.count == 1, let touch = began.first else {
            setState(.failed)
            return
        }
        startLocation = touch.location
    }

    override func touchesMoved(_ moved: [HeadlessTouch]) {
        guard let touch = moved.first else { return }
        if abs(Double(touch.location.x - startLocation.x)) > Self.allowableMovement
            || abs(Double(touch.location.y - startLocation.y)) > Self.allowableMovement
        {
            setState(.failed)
        }
    }

    override func touchesEnded(_ ended: [HeadlessTouch]) {
        guard let touch = ended.first else { return }
        tapLocation = touch.location
        setState(.recognized)
    }

    override func touchesCancelled(_ cancelled: [HeadlessTouch]) {
        setState(.failed)
    }

    override func reset() {
        super.reset()
        tapLocation = nil
    }
}
