import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A press held still, as `UILongPressGestureRecognizer` with one finger and no tap before it
/// (`UILongPressGestureRecognizer.h` lines 17–19 and 24–28): it begins once the finger has been
/// down for ``minimumPressDuration`` (default 0.5 s) without moving more than ``allowableMovement``
/// (default 10 points) from where it landed, changes as the finger moves on (with no limit once
/// begun), and ends when it lifts. Moving farther or lifting before the press is long enough, a
/// second finger, or a cancelled touch makes it fail.
///
/// The press is timed on the virtual clock: it begins on the first turn of the run loop
/// (``HeadlessUIKit/advance(by:)``) at or after ``minimumPressDuration`` since the finger landed.
/// The header measures the movement "in pixels" without saying along what; the model takes the
/// distance from where the finger landed, in points (UIKit's measure is **unknown**).
///
/// A text view's selection and a cell's drag-and-drop lift are presses of this kind.
@MainActor
public final class HeadlessLongPressGestureRecognizer: HeadlessGestureRecognizer {
    /// How long the finger must be held, in seconds (`minimumPressDuration`, default 0.5).
    public var minimumPressDuration = 0.5
    /// How far, in points, the finger may move before the press begins (`allowableMovement`,
    /// default 10).
    public var allowableMovement = 10.0

    private var startLocation = CGPoint.zero
    /// Tells a press's timer from the next press's: a timer whose press is over does nothing.
    private var press = 0

    /// Creates a long-press recognizer.
    public override init() {
        super.init()
    }

    override func touchesBegan(_ began: [HeadlessTouch]) {
        guard touches.count == 1, let touch = began.first, state == .possible else {
            setState(.failed)
            return
        }
        startLocation = touch.location
        press += 1
        let press = press
        let due = touch.timestamp + minimumPressDuration
        system?.addTicker { [weak self] time in
            guard let self, self.press == press, self.state == .possible, !self.touches.isEmpty else {
                return false
            }
            guard time >= due - 1e-9 else { return true }
            self.setState(.began)
            return false
        }
    }

    override func touchesMoved(_ moved: [HeadlessTouch]) {
        guard let touch = moved.first else { return }
        switch state {
        case .possible:
            let distance = hypot(
                Double(touch.location.x - startLocation.x), Double(touch.location.y - startLocation.y))
            if distance > allowableMovement { setState(.failed) }
        case .began, .changed:
            // A finger that did not move sends no move in UIKit (`touchesMoved` is for moves).
            if touch.location != touch.previousLocation { setState(.changed) }
        default:
            break
        }
    }

    override func touchesEnded(_ ended: [HeadlessTouch]) {
        setState(state.isActive ? .ended : .failed)
    }

    override func reset() {
        super.reset()
        press += 1
    }
}
