import Foundation

/// A cubic Bézier timing curve from (0, 0) to (1, 1) with two control points, as in
/// `CAMediaTimingFunction(controlPoints:)` and CSS's `cubic-bezier()`.
///
/// Solved the way WebKit's `UnitBezier` solves it: the curve's polynomial coefficients are computed
/// once, a table of 11 samples of x(t) gives a first guess for t, Newton–Raphson refines it, and
/// bisection takes over in the rare cases where Newton's method does not converge (a flat
/// derivative). Construction does all the precomputation; ``progress(at:)`` never allocates.
public struct CubicBezier: Sendable, Hashable {
    /// The first control point's x, in [0, 1].
    public let x1: Double
    /// The first control point's y (may leave [0, 1] for an overshooting curve).
    public let y1: Double
    /// The second control point's x, in [0, 1].
    public let x2: Double
    /// The second control point's y (may leave [0, 1]).
    public let y2: Double

    // Polynomial coefficients: x(t) = ((ax·t + bx)·t + cx)·t, and the same for y.
    private let ax, bx, cx, ay, by, cy: Double
    // x(t) at t = 0, 0.1, ..., 1, for the first guess only, so single precision is plenty; a SIMD
    // vector keeps the table inline (no heap, small to copy) and its elements one load away.
    private let samples: SIMD16<Float>

    /// The number of intervals of the sample table.
    private static let sampleIntervals = 10
    /// How close x(t) must come to the requested x by default. Newton's method converges
    /// quadratically, so asking for 1e-12 costs about one more iteration than a display needs and
    /// makes progress and slope exact enough to be differentiated, compared and printed.
    public static let defaultTolerance = 1e-12

    /// An error raised for control points that do not describe a timing curve.
    public struct InvalidControlPoints: Error, CustomStringConvertible, Sendable {
        /// Why the control points are invalid.
        public let description: String
    }

    /// Creates a curve, or throws when a control point is not finite or an x lies outside [0, 1]
    /// (the curve would not be a function of time).
    public init(x1: Double, y1: Double, x2: Double, y2: Double) throws {
        guard x1.isFinite, y1.isFinite, x2.isFinite, y2.isFinite else {
            throw InvalidControlPoints(description: "control points must be finite numbers")
        }
        guard (0...1).contains(x1), (0...1).contains(x2) else {
            throw InvalidControlPoints(description: "control point x values must lie in [0, 1]")
        }
        self = CubicBezier(unchecked: x1, y1, x2, y2)
    }

    private init(unchecked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
        var table = SIMD16<Float>()
        for index in 0...Self.sampleIntervals {
            let t = Double(index) / Double(Self.sampleIntervals)
            table[index] = Float(((ax * t + bx) * t + cx) * t)
        }
        samples = table
    }

    /// `CAMediaTimingFunction(name: .linear)`.
    public static let linear = CubicBezier(unchecked: 0, 0, 1, 1)
    /// `CAMediaTimingFunction(name: .easeIn)`: (0.42, 0, 1, 1).
    public static let easeIn = CubicBezier(unchecked: 0.42, 0, 1, 1)
    /// `CAMediaTimingFunction(name: .easeOut)`: (0, 0, 0.58, 1).
    public static let easeOut = CubicBezier(unchecked: 0, 0, 0.58, 1)
    /// `CAMediaTimingFunction(name: .easeInEaseOut)`: (0.42, 0, 0.58, 1), the curve of
    /// `UIView.animate(withDuration:animations:)`.
    public static let easeInEaseOut = CubicBezier(unchecked: 0.42, 0, 0.58, 1)
    /// `CAMediaTimingFunction(name: .default)`: (0.25, 0.1, 0.25, 1).
    public static let `default` = CubicBezier(unchecked: 0.25, 0.1, 0.25, 1)

    /// The progress (the curve's y) at `fraction` of the duration (its x). Fractions outside
    /// [0, 1] are clamped, and NaN counts as 0.
    public func progress(at fraction: Double) -> Double {
        progress(at: fraction, tolerance: Self.defaultTolerance)
    }

    /// The progress at `fraction`, with x(t) solved to within `tolerance` of `fraction`.
    ///
    /// WebKit picks the tolerance from the duration, so that the error is a fixed amount of time;
    /// a plan evaluating frames passes 1e-7 s / duration (a tenth of a microsecond, far below a
    /// frame), which saves a Newton iteration per solve.
    public func progress(at fraction: Double, tolerance: Double) -> Double {
        if !(fraction > 0) { return 0 }
        if fraction >= 1 { return 1 }
        if isLinear { return fraction }
        return sampleY(solveT(forX: fraction, tolerance: tolerance))
    }

    /// The slope dy/dx at `fraction`: progress per unit of fraction. Divide by the duration to
    /// get progress per second. At an end where both derivatives vanish (for example `easeOut` at 0)
    /// it returns the limit, the ratio of the second derivatives.
    public func slope(at fraction: Double) -> Double {
        let x = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        if isLinear { return 1 }
        let t = x <= 0 ? 0 : (x >= 1 ? 1 : solveT(forX: x, tolerance: Self.defaultTolerance))
        let dx = (3 * ax * t + 2 * bx) * t + cx
        let dy = (3 * ay * t + 2 * by) * t + cy
        if abs(dx) > 1e-9 { return dy / dx }
        // 0/0 or y/0: fall back to the second derivatives (L'Hôpital), then to a finite bound.
        let ddx = 6 * ax * t + 2 * bx
        let ddy = 6 * ay * t + 2 * by
        if abs(dy) <= 1e-9, abs(ddx) > 1e-12 { return ddy / ddx }
        return dy >= 0 ? 1e9 : -1e9
    }

    /// A curve whose control points lie on the diagonal is the identity, whatever x(t) is.
    private var isLinear: Bool { x1 == y1 && x2 == y2 }

    private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }

    private func solveT(forX x: Double, tolerance: Double) -> Double {
        // First guess: linear interpolation inside the sample interval that holds x.
        var index = 1
        while index < Self.sampleIntervals && Double(samples[index]) <= x { index += 1 }
        let lower = Double(samples[index - 1])
        let upper = Double(samples[index])
        let step = 1 / Double(Self.sampleIntervals)
        var t = Double(index - 1) * step
        if upper > lower { t += (x - lower) / (upper - lower) * step }

        // Newton–Raphson.
        for _ in 0..<8 {
            let error = ((ax * t + bx) * t + cx) * t - x
            if abs(error) < tolerance { return t }
            let derivative = (3 * ax * t + 2 * bx) * t + cx
            if abs(derivative) < 1e-6 { break }
            t -= error / derivative
        }

        // Bisection: x(t) is monotonic on [0, 1] because both control x values are in [0, 1].
        var low = 0.0
        var high = 1.0
        t = x
        for _ in 0..<64 {
            let value = ((ax * t + bx) * t + cx) * t
            if abs(value - x) < tolerance { return t }
            if x > value { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    /// The part of the curve after `fraction` of the duration, as a curve of its own: its x runs
    /// over the time left and its y over the distance left (from ``progress(at:)`` at `fraction`
    /// to 1), so that an animation started from the values at `fraction` with this curve moves
    /// exactly as the rest of this one (de Casteljau's subdivision). Nil when no distance is left
    /// (`fraction` at or past 1, or the progress there within 1e-9 of 1), or no time.
    ///
    /// - Parameter fraction: How far into the curve's duration, in [0, 1); NaN counts as 0.
    public func remainder(afterFraction fraction: Double) -> CubicBezier? {
        let x = fraction.isNaN ? 0 : max(fraction, 0)
        guard x < 1 else { return nil }
        let t = x <= 0 ? 0 : solveT(forX: x, tolerance: Self.defaultTolerance)
        let p = sampleY(t)
        guard abs(1 - p) > 1e-9 else { return nil }
        // The right piece of the subdivision at t: B(t), then the second and third points below.
        let (q1x, q1y) = (x1 + (x2 - x1) * t, y1 + (y2 - y1) * t)
        let (q2x, q2y) = (x2 + (1 - x2) * t, y2 + (1 - y2) * t)
        let r1 = (q1x + (q2x - q1x) * t, q1y + (q2y - q1y) * t)
        let r2 = (q2x, q2y)
        return CubicBezier.normalized(
            (r1.0 - x) / (1 - x), (r1.1 - p) / (1 - p), (r2.0 - x) / (1 - x), (r2.1 - p) / (1 - p))
    }

    /// The part of the curve before `fraction`, played backwards, as a curve of its own: its x runs
    /// over the time back to the start and its y over the distance back to 0, so that an animation
    /// started from the values at `fraction` towards the start values with this curve moves exactly
    /// as this one played in reverse. Nil when no distance is left (the progress at `fraction`
    /// within 1e-9 of 0) or no time.
    ///
    /// - Parameter fraction: How far into the curve's duration, in (0, 1]; NaN counts as 0.
    public func reversedRemainder(beforeFraction fraction: Double) -> CubicBezier? {
        let x = fraction.isNaN ? 0 : min(fraction, 1)
        guard x > 0 else { return nil }
        let t = x >= 1 ? 1 : solveT(forX: x, tolerance: Self.defaultTolerance)
        let p = sampleY(t)
        guard abs(p) > 1e-9 else { return nil }
        // The left piece of the subdivision at t: (0, 0), then the second and third points below.
        let l1 = (x1 * t, y1 * t)
        let (q1x, q1y) = (x1 + (x2 - x1) * t, y1 + (y2 - y1) * t)
        let l2 = (l1.0 + (q1x - l1.0) * t, l1.1 + (q1y - l1.1) * t)
        // Played backwards from (x, p): time (x - X) / x, distance (p - Y) / p.
        return CubicBezier.normalized((x - l2.0) / x, (p - l2.1) / p, (x - l1.0) / x, (p - l1.1) / p)
    }

    /// A curve of these control points, the x values clamped into [0, 1] (a subdivision's x values
    /// can leave it by rounding only) and any value that is not finite read as the linear curve's.
    static func normalized(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> CubicBezier {
        func clampedX(_ value: Double, _ fallback: Double) -> Double {
            value.isFinite ? min(max(value, 0), 1) : fallback
        }
        return CubicBezier(
            unchecked: clampedX(x1, 0), y1.isFinite ? y1 : 0, clampedX(x2, 1), y2.isFinite ? y2 : 1)
    }

    /// Two curves are equal when their control points are.
    public static func == (lhs: CubicBezier, rhs: CubicBezier) -> Bool {
        lhs.x1 == rhs.x1 && lhs.y1 == rhs.y1 && lhs.x2 == rhs.x2 && lhs.y2 == rhs.y2
    }

    /// Hashes the control points.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(x1)
        hasher.combine(y1)
        hasher.combine(x2)
        hasher.combine(y2)
    }
}
