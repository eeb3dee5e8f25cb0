import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Fingers on the headless screen. Every touch event is stamped with the virtual clock
/// (``HeadlessUIKit/time``) and delivered at once by the ``HeadlessGestureEnvironment``: move the clock
/// with ``HeadlessUIKit/advance(by:)`` between events, or use the conveniences, which do.
extension HeadlessUIKit {
    /// A finger lands at `point` (window coordinates). The touch is hit-tested once, now
    /// (``hitTest(_:)``; nil while touches are ignored, and then it reaches nothing), and delivered
    /// to the gesture recognizers of the hit view and its ancestors.
    @discardableResult
    public func touchDown(at point: CGPoint) -> HeadlessTouch {
        gestureEnvironment.touchDown(at: point)
    }

    /// `touch` moves to `point` (window coordinates), now. Ignored once it lifted or was cancelled.
    public func move(_ touch: HeadlessTouch, to point: CGPoint) {
        gestureEnvironment.move(touch, to: point)
    }

    /// `touch` lifts, now.
    public func lift(_ touch: HeadlessTouch) {
        gestureEnvironment.end(touch, cancelled: false)
    }

    /// The system cancels `touch` (an incoming call; a system gesture took it), now: a gesture under
    /// way is cancelled, one being evaluated fails.
    public func cancel(_ touch: HeadlessTouch) {
        gestureEnvironment.end(touch, cancelled: true)
    }

    /// A drag: a finger lands at `start`, then, one frame of `frameInterval` seconds of the run loop
    /// (``advance(by:)``) before each, moves to every point of `points` (window coordinates).
    ///
    /// With `releaseVelocity` (points per second), two more frames move it at that velocity, so a pan
    /// measures exactly that velocity when the finger lifts (its velocity blends its last two
    /// samples). The finger then lifts, unless `lifts` is false.
    ///
    /// A `frameInterval` that is not a positive number counts as 1/60 s.
    @discardableResult
    public func pan(
        from start: CGPoint, through points: [CGPoint], frameInterval: Double = 1.0 / 60,
        releaseVelocity: CGPoint? = nil, lifts: Bool = true
    ) -> HeadlessTouch {
        let interval = frameInterval.isFinite && frameInterval > 0 ? frameInterval : 1.0 / 60
        let touch = touchDown(at: start)
        var last = start
        for point in points {
            advance(by: interval)
            move(touch, to: point)
            last = point
        }
        if let velocity = releaseVelocity {
            for _ in 0..<2 {
                advance(by: interval)
                last = CGPoint(
                    x: last.x + velocity.x * CGFloat(interval), y: last.y + velocity.y * CGFloat(interval))
                move(touch, to: last)
            }
        }
        if lifts { lift(touch) }
        return touch
    }

    /// A straight drag from `start` by `translation`, in `steps` equal moves one frame apart, then
    /// lifting (see ``pan(from:through:frameInterval:releaseVelocity:lifts:)``). Fewer than one step
    /// counts as one.
    @discardableResult
    public func pan(
        from start: CGPoint, by translation: CGPoint, steps: Int = 10, frameInterval: Double = 1.0 / 60,
        releaseVelocity: CGPoint? = nil, lifts: Bool = true
    ) -> HeadlessTouch {
        let count = max(1, steps)
        let points = (1...count).map { step in
            let fraction = CGFloat(step) / CGFloat(count)
            return CGPoint(x: start.x + translation.x * fraction, y: start.y + translation.y * fraction)
        }
        return pan(
            from: start, through: points, frameInterval: frameInterval, releaseVelocity: releaseVelocity,
            lifts: lifts)
    }
}
