import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A pan (drag) recognizer, as `UIPanGestureRecognizer`: it begins once its touches have moved far
/// enough, changes as they move, and ends when the last finger lifts.
///
/// Modelled on UIKit 26.1's `UIPanGestureRecognizer` (decompiled UIKitCore,
/// EthanArbuckle/iPhone18-3_26.1_23B85_Restore, the binary the contract's "O DC" entries come from):
/// - **Slop** (UIKit's private "hysteresis"): `+_defaultHysteresis` returns 10 points. The pan tries
///   to begin on a move once the translation along one axis reaches it (`_willScrollX`, `_willScrollY`:
///   `|tx| ≥ 10` or `|ty| ≥ 10`, not the diagonal distance), with at least ``minimumNumberOfTouches``
///   fingers down. Before it begins, the slop is taken out of the translation (`_removeHysteresisFromTranslation`:
///   each component moves 10 points towards zero, stopping at zero), so a pan that began after a
///   12-point drag down reports a translation of (0, 2).
/// - **Translation** is the gesture's location now minus its location when it started (the centroid
///   of its fingers; a finger joining or leaving shifts both, so the translation does not jump).
/// - **Velocity** (`_centroidMovedTo:atTime:` and `velocityInView:`): every move that comes later than
///   the previous one makes a sample, the distance moved over the time since the previous move;
///   ``velocity(in:)`` is `0.2 × last sample + 0.8 × the sample before`, or the last sample alone when
///   there is one; a sample spanning less than a millisecond counts as zero. Lifting a finger adds no
///   sample, so the velocity at `.ended` is that of the last moves. Moves are stamped with the
///   virtual clock (``HeadlessUIKit/time``): advance the clock between moves.
/// - **End:** when the last tracked finger lifts, a pan under way ends and one still possible fails.
///
/// The model has no rotation or scaling between views (transforms are not applied, as in
/// ``ModelView/frame(in:)``), so translations and velocities read the same in every view; the `in:`
/// parameters are kept for UIKit's signatures.
@MainActor
public class HeadlessPanGestureRecognizer: HeadlessGestureRecognizer {
    /// UIKit's slop, in points: `+[UIPanGestureRecognizer _defaultHysteresis]` (UIKit 26.1).
    public static let defaultHysteresis = 10.0

    /// The fewest fingers that pan (`minimumNumberOfTouches`, default 1).
    public var minimumNumberOfTouches = 1
    /// The most fingers tracked (`maximumNumberOfTouches`, default unlimited); more are ignored.
    public var maximumNumberOfTouches = Int.max
    /// How far the fingers move along an axis before the pan begins (UIKit's private `_hysteresis`).
    var hysteresis = HeadlessPanGestureRecognizer.defaultHysteresis

    private var firstLocation = CGPoint.zero
    private var lastLocation = CGPoint.zero
    private var lastTime = 0.0
    private var isTracking = false
    private var sample: VelocitySample?
    private var previousSample: VelocitySample?

    /// How far the gesture moved since it started (`translation(in:)`), with the slop taken out.
    public func translation(in view: ModelView?) -> CGPoint {
        CGPoint(x: lastLocation.x - firstLocation.x, y: lastLocation.y - firstLocation.y)
    }

    /// Makes the translation read `translation` from now on (`setTranslation(_:in:)`); ignored when no
    /// finger is tracked.
    public func setTranslation(_ translation: CGPoint, in view: ModelView?) {
        guard isTracking else { return }
        firstLocation = CGPoint(x: lastLocation.x - translation.x, y: lastLocation.y - translation.y)
    }

    /// The gesture's velocity in points per second (`velocity(in:)`): see the type's documentation.
    public func velocity(in view: ModelView?) -> CGPoint {
        let last = sample?.velocity ?? .zero
        guard let previous = previousSample, previous.interval > 0.000_000_119_209_29 else { return last }
        let before = previous.velocity
        return CGPoint(x: last.x * 0.2 + before.x * 0.8, y: last.y * 0.2 + before.y * 0.8)
    }

    /// Where the gesture is now: the centroid of its fingers, as of their last move.
    override var windowLocation: CGPoint { isTracking ? lastLocation : super.windowLocation }

    // MARK: Touches

    override func accepts(_ touch: HeadlessTouch) -> Bool { touches.count < maximumNumberOfTouches }

    override func touchesBegan(_ began: [HeadlessTouch]) {
        let moving = touches.filter(\.isActive)
        if isTracking {
            let before = Self.centroid(of: moving.filter { touch in !began.contains { $0 === touch } })
            shift(by: before, to: Self.centroid(of: moving))
        } else {
            firstLocation = Self.centroid(of: moving)
            lastLocation = firstLocation
            lastTime = began.map(\.timestamp).max() ?? 0
            isTracking = true
        }
    }

    override func touchesMoved(_ moved: [HeadlessTouch]) {
        let moving = touches.filter(\.isActive)
        centroidMoved(to: Self.centroid(of: moving), at: moved.map(\.timestamp).max() ?? lastTime)
        switch state {
        case .possible where shouldTryToBegin(fingers: moving.count):
            removeHysteresisFromTranslation()
            setState(.began)
        case .began, .changed:
            setState(.changed)
        default:
            break
        }
    }

    override func touchesEnded(_ ended: [HeadlessTouch]) {
        handleEnded(ended, finalState: state.isActive ? .ended : .failed)
    }

    override func touchesCancelled(_ cancelled: [HeadlessTouch]) {
        handleEnded(cancelled, finalState: state.isActive ? .cancelled : .failed)
    }

    override func reset() {
        super.reset()
        sample = nil
        previousSample = nil
        isTracking = false
    }

    override func willBeginAfterSatisfyingFailureRequirements() {
        setTranslation(.zero, in: view)
    }

    /// Whether the pan may begin along the axes whose translation reached the slop (UIKit's private
    /// `_shouldBeginHorizontally:vertically:withEvent:`): a scroll view's pan begins only along an axis
    /// it scrolls.
    func shouldBegin(horizontally: Bool, vertically: Bool) -> Bool { true }

    // MARK: Arithmetic

    private func shouldTryToBegin(fingers: Int) -> Bool {
        let translation = translation(in: nil)
        let horizontally = abs(Double(translation.x)) >= hysteresis
        let vertically = abs(Double(translation.y)) >= hysteresis
        return fingers >= minimumNumberOfTouches && (horizontally || vertically)
            && shouldBegin(horizontally: horizontally, vertically: vertically)
    }

    private func removeHysteresisFromTranslation() {
        let translation = translation(in: nil)
        let slop = CGFloat(hysteresis)
        func shrink(_ value: CGFloat) -> CGFloat { value > 0 ? max(value - slop, 0) : min(value + slop, 0) }
        setTranslation(CGPoint(x: shrink(translation.x), y: shrink(translation.y)), in: nil)
    }

    private func centroidMoved(to location: CGPoint, at time: Double) {
        let interval = time - lastTime
        if interval > 0 {
            previousSample = sample
            sample = VelocitySample(from: lastLocation, to: location, interval: interval)
        }
        lastLocation = location
        lastTime = time
    }

    /// A finger joined or left: the start and the last location move with the centroid, so the
    /// translation does not jump (`_touchesListChangedFrom:to:`).
    private func shift(by before: CGPoint, to after: CGPoint) {
        let dx = after.x - before.x
        let dy = after.y - before.y
        firstLocation = CGPoint(x: firstLocation.x + dx, y: firstLocation.y + dy)
        lastLocation = CGPoint(x: lastLocation.x + dx, y: lastLocation.y + dy)
    }

    private func handleEnded(_ ended: [HeadlessTouch], finalState: State) {
        let before = touches.filter { touch in touch.isActive || ended.contains { $0 === touch } }
        let remaining = touches.filter(\.isActive)
        if remaining.isEmpty {
            setState(finalState)
        } else {
            shift(by: Self.centroid(of: before), to: Self.centroid(of: remaining))
        }
    }
}

/// One velocity sample of a pan: a move of the centroid and the time it took.
struct VelocitySample {
    let from: CGPoint
    let to: CGPoint
    let interval: Double

    /// Points per second; zero for a sample shorter than a millisecond (UIKit's threshold).
    var velocity: CGPoint {
        guard interval >= 0.001 else { return .zero }
        let seconds = CGFloat(interval)
        return CGPoint(x: (to.x - from.x) / seconds, y: (to.y - from.y) / seconds)
    }
}
