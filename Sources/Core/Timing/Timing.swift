import Foundation

/// How a value moves from its start to its end over time: a Bézier curve over a duration, or a spring.
public enum TimingCurve: Sendable, Hashable {
    /// A cubic Bézier curve, stretched over a track's duration.
    case cubicBezier(CubicBezier)
    /// A spring; its motion depends only on its parameters and physical time.
    case spring(SpringParameters)
}

/// The timing of one track of a transition: a curve and how long the track lasts.
///
/// For a Bézier curve the duration stretches the curve. For a spring it only says when the track
/// ends: by default the spring's settling duration, at which the track snaps the last thousandth of
/// the distance to exactly 1, as UIKit does when a spring animation completes.
public struct Timing: Sendable, Hashable {
    /// The curve.
    public var curve: TimingCurve
    /// How long the track lasts, in seconds; never negative.
    public private(set) var duration: Double

    /// Creates a timing. A negative or NaN duration is clamped to 0 (the value jumps to its end);
    /// a spring without a duration lasts its settling duration.
    public init(curve: TimingCurve, duration: Double? = nil) {
        self.curve = curve
        let fallback: Double
        switch curve {
        case .cubicBezier: fallback = 0
        case .spring(let spring): fallback = spring.settlingDuration()
        }
        let value = duration ?? fallback
        self.duration = value.isFinite && value > 0 ? value : (value == .infinity ? fallback : 0)
    }

    /// The longest a timing may last, in seconds: one hour.
    ///
    /// No transition is meant to last longer, and past about 10³⁰⁰ s the arithmetic on times
    /// (`duration · i / n`, `time / duration`) overflows to infinity or underflows to 0, which shows as
    /// wrong sample times rather than as an error. ``validated(curve:duration:)`` refuses longer
    /// durations; callers that take durations from users (the command-line tool) go through it.
    public static let maximumDuration = 3600.0

    /// Why ``validated(curve:duration:)`` refused a duration.
    public struct InvalidDuration: Error, CustomStringConvertible, Sendable, Equatable {
        /// A sentence naming the duration and the values accepted.
        public let description: String
    }

    /// A timing as ``init(curve:duration:)`` makes it, but refusing instead of clamping: the duration,
    /// when given, must be a finite number in `0...maximumDuration`.
    ///
    /// - Throws: ``InvalidDuration`` with a one-line reason.
    public static func validated(curve: TimingCurve, duration: Double?) throws -> Timing {
        if let duration, !(duration >= 0 && duration <= maximumDuration) {
            throw InvalidDuration(
                description:
                    "duration \(duration) s is not a number from 0 to \(Int(maximumDuration)) s "
                    + "(Timing.maximumDuration)")
        }
        return Timing(curve: curve, duration: duration)
    }

    /// A Bézier timing.
    public static func bezier(_ curve: CubicBezier, duration: Double) -> Timing {
        Timing(curve: .cubicBezier(curve), duration: duration)
    }

    /// Constant speed over `duration`.
    public static func linear(duration: Double) -> Timing { .bezier(.linear, duration: duration) }
    /// `CAMediaTimingFunction(name: .easeIn)` over `duration`.
    public static func easeIn(duration: Double) -> Timing { .bezier(.easeIn, duration: duration) }
    /// `CAMediaTimingFunction(name: .easeOut)` over `duration`.
    public static func easeOut(duration: Double) -> Timing { .bezier(.easeOut, duration: duration) }
    /// `CAMediaTimingFunction(name: .easeInEaseOut)` over `duration`: `UIView.animate(withDuration:)`.
    public static func easeInEaseOut(duration: Double) -> Timing {
        .bezier(.easeInEaseOut, duration: duration)
    }
    /// A spring, lasting its settling duration unless `duration` is given.
    public static func spring(_ spring: SpringParameters, duration: Double? = nil) -> Timing {
        Timing(curve: .spring(spring), duration: duration)
    }

    /// The progress at `time` seconds after the track starts: 0 before it, exactly 1 from its end on,
    /// and possibly above 1 in between for an overshooting spring or curve.
    public func progress(at time: Double) -> Double {
        if !(time > 0) { return duration == 0 && time == 0 ? 1 : 0 }
        if time >= duration { return 1 }
        switch curve {
        case .cubicBezier(let bezier): return bezier.progress(at: time / duration)
        case .spring(let spring): return spring.progress(at: time)
        }
    }

    /// The velocity at `time`, in progress per second; 0 before the start and after the end.
    public func velocity(at time: Double) -> Double {
        guard time >= 0, time < duration else { return 0 }
        switch curve {
        case .cubicBezier(let bezier): return bezier.slope(at: time / duration) / duration
        case .spring(let spring): return spring.velocity(at: time)
        }
    }
}
