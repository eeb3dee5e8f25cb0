import Foundation

/// A damped spring that carries a value from 0 to 1, in closed form.
///
/// The motion is that of a mass on a spring with a damper: `m·x'' + c·x' + k·x = 0`, where `x` is
/// the distance still to go (1 at the start, 0 at rest). ``progress(at:)`` is `1 - x(t)` and
/// ``velocity(at:)`` its derivative, both exact (no integration step) for under-, critically and
/// over-damped springs, and computed in forms that stay accurate next to critical damping.
///
/// Every parameterisation users meet is here:
/// - ``init(mass:stiffness:damping:initialVelocity:)``: the physical one
///   (`UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`, `CASpringAnimation`);
/// - ``init(response:dampingRatio:initialVelocity:)``: SwiftUI's `spring(response:dampingFraction:)`;
/// - ``init(duration:bounce:initialVelocity:)``: SwiftUI's `Spring(duration:bounce:)`;
/// - ``init(uiKitDuration:dampingRatio:initialVelocity:)``: UIKit's
///   `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)` and
///   `UISpringTimingParameters(dampingRatio:initialVelocity:)`.
///
/// Time is physical time in seconds: a spring has no duration of its own, only a
/// ``settlingDuration(epsilon:)``, after which it stays within `epsilon` of its target.
///
/// The initial velocity follows UIKit's convention: it is relative to the distance, so 1 means the
/// whole distance per second.
public struct SpringParameters: Sendable, Hashable {
    /// The mass (kg, nominally); positive.
    public let mass: Double
    /// The spring constant k; positive.
    public let stiffness: Double
    /// The damping coefficient c; positive.
    public let damping: Double
    /// The initial velocity, in distances per second (UIKit's convention).
    public let initialVelocity: Double

    /// The undamped angular frequency ω₀ = √(k/m), in radians per second.
    public let naturalFrequency: Double
    /// The damping ratio ζ = c / (2√(km)): below 1 the spring oscillates, at 1 it is critically
    /// damped, above 1 overdamped.
    public let dampingRatio: Double

    // x(t) = e^(-decay·t)·(cos(ωt) + b·sin(ωt)) under-damped, (1 + b·t) critical,
    // (cosh(ωt) + b·sinh(ωt)) over-damped, where ω is the damped frequency or the hyperbolic rate.
    private let decay: Double
    private let omega: Double
    private let b: Double
    private let regime: Regime

    private enum Regime: Sendable, Hashable {
        case underdamped, critical, overdamped
    }

    /// Why spring parameters were rejected.
    public struct InvalidParameters: Error, CustomStringConvertible, Sendable, Equatable {
        /// A sentence naming the parameter and the values it accepts.
        public let description: String
    }

    /// Creates a spring from its physical parameters.
    ///
    /// - Throws: ``InvalidParameters`` when the mass, stiffness or damping is not a positive finite
    ///   number (a spring without damping never settles), the velocity is not finite, a derived
    ///   quantity (ω₀, ζ, the decay rate, the damped frequency) is not a normal positive number, or
    ///   the spring takes longer than ``maximumSettlingDuration`` to settle. Every other initialiser
    ///   ends here, so the same rules hold for all of them.
    public init(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0)
        throws
    {
        try Self.require(mass, "mass")
        try Self.require(stiffness, "stiffness")
        try Self.require(damping, "damping")
        guard initialVelocity.isFinite else {
            throw InvalidParameters(description: "velocity must be a finite number")
        }
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        let omega0 = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        naturalFrequency = omega0
        dampingRatio = zeta
        decay = zeta * omega0
        if zeta < 1 {
            regime = .underdamped
            omega = omega0 * (1 - zeta * zeta).squareRoot()
        } else if zeta == 1 {
            regime = .critical
            omega = 0
        } else {
            regime = .overdamped
            omega = omega0 * (zeta * zeta - 1).squareRoot()
        }
        // x(0) = 1 and x'(0) = -initialVelocity fix b.
        switch regime {
        case .critical: b = omega0 - initialVelocity
        case .underdamped, .overdamped: b = (decay - initialVelocity) / omega
        }
        try validateMotion()
    }

    /// Refuses a spring that would not move as a spring: one whose derived quantities overflow,
    /// underflow to zero or to a subnormal (the arithmetic then yields NaN, a duration of 0 or an
    /// endless search), or whose settling duration is not finite or longer than
    /// ``maximumSettlingDuration``.
    private func validateMotion() throws {
        let parameters =
            "mass \(mass), stiffness \(stiffness), damping \(damping), velocity \(initialVelocity)"
        let derived: [(String, Double)] =
            [("natural frequency", naturalFrequency), ("damping ratio", dampingRatio), ("decay rate", decay)]
            + (regime == .critical ? [] : [("damped frequency", omega)])
        for (name, value) in derived where !value.isNormal {
            throw InvalidParameters(
                description:
                    "no motion: the \(name) of a spring with \(parameters) is \(value), "
                    + "not a normal positive number")
        }
        guard b.isFinite else {
            throw InvalidParameters(
                description: "no motion: a spring with \(parameters) has no finite closed form")
        }
        let settling = settlingDuration()
        guard settling.isFinite, settling <= Self.maximumSettlingDuration else {
            throw InvalidParameters(
                description:
                    "no usable motion: a spring with \(parameters) settles in \(settling) s, more than "
                    + "the \(Int(Self.maximumSettlingDuration)) s a spring may take")
        }
    }

    /// The longest a spring may take to settle (within a thousandth of its target), in seconds: 60.
    ///
    /// Every initialiser refuses parameters whose ``settlingDuration(epsilon:)`` would be longer (or
    /// not finite): such a spring is a mistake (a mass or damping off by orders of magnitude, a
    /// velocity of 1e300) rather than an animation, and filming or sampling it would not end in a
    /// useful time.
    public static let maximumSettlingDuration = 60.0

    /// Creates a spring from SwiftUI's response (the period of the undamped spring, in seconds) and
    /// damping ratio, with mass 1: stiffness = (2π / response)², damping = 4π·ζ / response.
    public init(response: Double, dampingRatio: Double, initialVelocity: Double = 0) throws {
        try Self.require(response, "response")
        try Self.require(dampingRatio, "damping ratio")
        let stiffness = pow(2 * Double.pi / response, 2)
        let damping = 4 * Double.pi * dampingRatio / response
        try self.init(mass: 1, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }

    /// Creates a spring as SwiftUI's `Spring(duration:bounce:)` does: the duration is the response,
    /// and the damping ratio is `1 - bounce` for a bounce of 0 or more and `1 / (1 + bounce)` below
    /// zero (overdamped).
    ///
    /// - Throws: when the duration is not positive or the bounce lies outside (-1, 1) (a bounce of 1
    ///   would never settle; -1 would never move).
    public init(duration: Double, bounce: Double, initialVelocity: Double = 0) throws {
        try Self.require(duration, "duration")
        guard bounce.isFinite, bounce > -1, bounce < 1 else {
            throw InvalidParameters(description: "bounce must lie strictly between -1 and 1")
        }
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        try self.init(response: duration, dampingRatio: ratio, initialVelocity: initialVelocity)
    }

    /// Creates the spring UIKit runs for
    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`,
    /// and for `UISpringTimingParameters(dampingRatio:initialVelocity:)` in an animator of that
    /// duration.
    ///
    /// The mapping is Framer's spring derivation; it reproduces UIKit's
    /// `UISpringTimingParameters(dampingRatio:)` mapping. The spring has mass 1 and damping ratio ζ,
    /// and its natural frequency ω₀ is the one for which the motion has come within a thousandth of
    /// the distance at the duration T. With `v` the initial velocity and `x(t)` the distance still to
    /// go:
    ///
    /// - Under-damped (ζ < 1): `x(t) = e^(−ζω₀t)·(cos(ω_d·t) + b·sin(ω_d·t))`, with
    ///   `ω_d = ω₀√(1 − ζ²)` and `b = (ζω₀ − v) / ω_d`. The sine term's envelope `|b|·e^(−ζω₀t)` is
    ///   0.001 at T:
    ///
    ///   `0.001 = |ζω₀ − v| / (ω₀√(1 − ζ²)) · e^(−ζω₀T)`
    ///
    /// - Critically damped (ζ = 1): `x(t) = ((ω₀ − v)·t + 1)·e^(−ω₀t)`, which is 0.001 at T:
    ///
    ///   `0.001 = ((ω₀ − v)·T + 1) · e^(−ω₀T)`
    ///
    /// Then stiffness = ω₀² and damping = 2ζω₀. The equation has no closed-form solution except for
    /// ζ < 1 at rest (`ω₀ = ln(ζ / (0.001·√(1 − ζ²))) / (ζT)`); ω₀ is found by Newton's method from
    /// ω₀ = 5/T, applied to the logarithm of the equation and kept inside a bracket of the root, with
    /// a bisection step whenever Newton would leave the bracket or converge slowly (at most 100
    /// steps). An initial velocity towards the target makes the right-hand side rise and fall, so
    /// the equation can have several roots; the largest is used, so that every stiffer spring would
    /// be inside the bound at T.
    ///
    /// - Parameters:
    ///   - duration: The animation's duration T in seconds; clamped to 0.01...10, as in Framer's
    ///     derivation.
    ///   - dampingRatio: The damping ratio ζ (UIKit's `usingSpringWithDamping`); values above 1 are
    ///     clamped to 1 (critical damping), as in Framer's derivation.
    ///   - initialVelocity: The initial velocity relative to the distance (UIKit's
    ///     `initialSpringVelocity`): 1 covers the whole distance in one second.
    /// - Throws: ``InvalidParameters`` when the duration or the damping ratio is not a positive
    ///   finite number, the velocity is not finite, or no spring meets the bound: a damping ratio so
    ///   small (about 0.001 or less) that the envelope starts below a thousandth, or, at critical
    ///   damping, a velocity towards the target above `ln 1000 / T`.
    public init(uiKitDuration duration: Double, dampingRatio: Double, initialVelocity: Double = 0)
        throws
    {
        try Self.require(duration, "duration")
        try Self.require(dampingRatio, "damping ratio")
        guard initialVelocity.isFinite else {
            throw InvalidParameters(description: "velocity must be a finite number")
        }
        let duration = min(max(duration, 0.01), 10)
        let ratio = min(dampingRatio, 1)
        let omega0 = try Self.uiKitNaturalFrequency(
            duration: duration, dampingRatio: ratio, velocity: initialVelocity)
        let stiffness = omega0 * omega0
        guard stiffness.isFinite, stiffness > 0 else {
            throw InvalidParameters(
                description:
                    "no usable spring for a duration of \(duration) s, damping ratio \(ratio) and velocity "
                    + "\(initialVelocity): its stiffness would be \(stiffness)")
        }
        try self.init(
            mass: 1, stiffness: stiffness, damping: 2 * ratio * omega0, initialVelocity: initialVelocity)
    }

    /// The largest ω₀ solving the equation of ``init(uiKitDuration:dampingRatio:initialVelocity:)``
    /// for a duration in 0.01...10 and a damping ratio in (0, 1].
    private static func uiKitNaturalFrequency(
        duration t: Double, dampingRatio zeta: Double, velocity v: Double
    ) throws -> Double {
        let noRoot = InvalidParameters(
            description:
                "no spring with damping ratio \(zeta) and velocity \(v) comes within a thousandth of its "
                + "target at \(t) s (UIKit's duration mapping); "
                + (zeta == 1 && v > 0
                    ? "use a velocity below ln 1000 / duration (\(log(1000) / t)) or a damping ratio below 1"
                    : "use a larger damping ratio"))
        let logEpsilon = log(0.001)
        // g(ω) = ln(right-hand side) − ln 0.001, with its slope. On the interval searched, g falls
        // from g(lower) ≥ 0 (or +∞) to g(upper) ≤ 0 (or −∞), with exactly one root.
        let g: (Double) -> (value: Double, slope: Double)
        var lower = 0.0
        var upper = Double.infinity
        if zeta < 1 {
            let offset = -0.5 * log((1 - zeta) * (1 + zeta)) - logEpsilon
            g = { w in
                (
                    log(abs(zeta * w - v)) - log(w) - zeta * w * t + offset,
                    zeta / (zeta * w - v) - 1 / w - zeta * t
                )
            }
            if v > 0 {
                // Below v/ζ, g falls from +∞ to −∞; above, it rises from −∞ to one peak, where
                // ζω² − vω − v/(ζT) = 0, and falls again towards −∞. Take the root past the peak if
                // the peak reaches the bound, otherwise the one below v/ζ.
                let peak = (v + v.squareRoot() * (v + 4 / t).squareRoot()) / (2 * zeta)
                if peak.isFinite, g(peak).value >= 0 {
                    lower = peak
                } else {
                    upper = v / zeta
                }
            } else if v == 0, !(log(zeta) + offset > 0) {
                throw noRoot  // g is ln ζ + offset − ζωT: no positive root
            }
            // v < 0: g falls from +∞ to −∞ over (0, ∞).
        } else {
            g = { w in
                let x = (w - v) * t
                return (log1p(x) - w * t - logEpsilon, t / (1 + x) - t)
            }
            if v > 0 {
                // g rises up to ω = v and falls after it, towards −∞: the root past v, if any, is the
                // largest.
                guard g(v).value >= 0 else { throw noRoot }
                lower = v
            }
            // v ≤ 0: g(0) = ln((1 − vT) / 0.001) > 0, and g falls to −∞.
        }
        if g(lower).value == 0 { return lower }

        // Bracket the root, from 5/T (moved inside the interval if needed) by factors of 2.
        var start = 5 / t
        if start <= lower { start = 2 * lower }
        if start >= upper { start = upper / 2 }
        guard start.isFinite, start > 0 else { throw noRoot }
        var low = lower
        var high = upper
        let first = g(start).value
        if first == 0 { return start }
        var probe = start
        if first > 0 {
            low = start
            for _ in 0..<2100 {
                probe = min(2 * probe, upper)
                guard probe.isFinite else { throw noRoot }
                if probe == upper || !(g(probe).value > 0) { break }
                low = probe
            }
            high = probe
        } else {
            high = start
            for _ in 0..<2100 {
                probe = max(probe / 2, lower)
                if probe == lower || !(g(probe).value < 0) { break }
                high = probe
            }
            low = probe
        }

        // Newton's method, safeguarded by bisection (Numerical Recipes' rtsafe): g falls, so a
        // positive value moves the lower end of the bracket up and a negative one the upper end
        // down.
        var w = start
        var step = high - low
        var previousStep = step
        var (value, slope) = g(w)
        for _ in 0..<100 {
            if value == 0 { break }
            if value > 0 { low = w } else { high = w }
            let newton = w - value / slope
            let fast = abs(2 * value) <= abs(previousStep * slope)
            previousStep = step
            if newton.isFinite, newton > low, newton < high, fast {
                step = newton - w
                w = newton
            } else {
                step = (high - low) / 2
                w = low + step
            }
            if abs(step) <= 1e-15 * w || high - low <= 2 * w.ulp { break }
            (value, slope) = g(w)
        }
        // A last check, against rounding in extreme cases: the equation holds at the root.
        guard w.isFinite, w > 0, abs(g(w).value) <= 1e-6 else { throw noRoot }
        return w
    }

    private static func require(_ value: Double, _ name: String) throws {
        guard value.isFinite, value > 0 else {
            throw InvalidParameters(description: "\(name) must be a positive finite number")
        }
    }

    /// SwiftUI's response: the period of the undamped spring, 2π/ω₀, in seconds.
    public var response: Double { 2 * Double.pi / naturalFrequency }

    /// SwiftUI's bounce: `1 - ζ` when ζ ≤ 1, `1/ζ - 1` (negative) when overdamped.
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

    /// The same spring starting with another initial velocity (relative to the distance).
    public func withInitialVelocity(_ velocity: Double) throws -> SpringParameters {
        try SpringParameters(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
    }

    /// The fraction of the distance covered at `time` seconds: 0 at the start, 1 at rest, above 1
    /// while an under-damped spring overshoots. Negative and NaN times count as 0.
    public func progress(at time: Double) -> Double {
        1 - remaining(at: time)
    }

    /// The velocity at `time` seconds, in distances per second.
    public func velocity(at time: Double) -> Double {
        let t = time > 0 ? time : 0
        let envelope = exp(-decay * t)
        switch regime {
        case .underdamped:
            let cosine = cos(omega * t)
            let sine = sin(omega * t)
            return -envelope * (cosine * (b * omega - decay) - sine * (omega + decay * b))
        case .critical:
            return -envelope * (b - naturalFrequency * (1 + b * t))
        case .overdamped:
            let (c, s) = Self.hyperbolic(omega * t, scaledBy: decay * t)
            return decay * (c + b * s) - omega * (s + b * c)
        }
    }

    /// The distance still to go at `time`, as a fraction of the whole: `1 - progress(at:)`.
    public func remaining(at time: Double) -> Double {
        let t = time > 0 ? time : 0
        switch regime {
        case .underdamped:
            return exp(-decay * t) * (cos(omega * t) + b * sin(omega * t))
        case .critical:
            return exp(-decay * t) * (1 + b * t)
        case .overdamped:
            let (c, s) = Self.hyperbolic(omega * t, scaledBy: decay * t)
            return c + b * s
        }
    }

    /// `(e^(-scale)·cosh(x), e^(-scale)·sinh(x))` for 0 ≤ x < scale, without overflow for large x.
    private static func hyperbolic(_ x: Double, scaledBy scale: Double) -> (Double, Double) {
        if x < 20 {
            let factor = exp(-scale)
            return (factor * cosh(x), factor * sinh(x))
        }
        // cosh and sinh are e^x / 2 to within e^(-2x) < 1e-17 here.
        let half = 0.5 * exp(x - scale)
        return (half, half)
    }

    /// How long the spring takes to settle: the first time after which the envelope of its
    /// motion, and so the distance still to go, stays below `epsilon` (0.001 by default, a
    /// thousandth of the distance, the threshold UIKit and SwiftUI use). 0 when it never leaves that
    /// band. A non-positive or NaN epsilon counts as 0.001.
    ///
    /// Always returns in bounded time. For the default epsilon it is at most
    /// ``maximumSettlingDuration`` (the initialisers refuse longer springs); a much smaller epsilon can
    /// give a longer time, and `infinity` when the spring does not settle to it within 10¹² s.
    public func settlingDuration(epsilon: Double = 0.001) -> Double {
        let epsilon = epsilon > 0 ? epsilon : 0.001
        switch regime {
        case .underdamped:
            let amplitude = (1 + b * b).squareRoot()
            return amplitude <= epsilon ? 0 : log(amplitude / epsilon) / decay
        case .critical, .overdamped:
            return settlingTimeOfUnimodalEnvelope(epsilon: epsilon)
        }
    }

    // For critical and over-damping the bound |x(t)| ≤ E(t) uses |b|: E(t) = e^(-decay·t)(1 + |b|t)
    // or e^(-decay·t)(cosh ωt + |b| sinh ωt). E rises at most once, then falls for good, so "E(t) ≤ ε
    // and E is falling at t" is false and then true, and bisection finds where it turns.
    private func settlingTimeOfUnimodalEnvelope(epsilon: Double) -> Double {
        let magnitude = abs(b)
        func envelope(_ t: Double) -> (value: Double, slope: Double) {
            if regime == .critical {
                let e = exp(-decay * t)
                return (e * (1 + magnitude * t), e * (magnitude - decay * (1 + magnitude * t)))
            }
            let (c, s) = Self.hyperbolic(omega * t, scaledBy: decay * t)
            return (c + magnitude * s, -decay * (c + magnitude * s) + omega * (s + magnitude * c))
        }
        func settled(_ t: Double) -> Bool {
            let (value, slope) = envelope(t)
            return value <= epsilon && slope <= 0
        }
        if settled(0) { return 0 }
        // Bounded: at most about 80 doublings from a positive, finite start, then 100 halvings.
        var high = 1 / decay
        if !(high.isFinite && high > 0) { high = 1e-12 }
        while !settled(high) {
            guard high < 1e12 else { return .infinity }
            high *= 2
        }
        var low = 0.0
        for _ in 0..<100 where high - low > 1e-12 * high {
            let middle = (low + high) / 2
            if settled(middle) { high = middle } else { low = middle }
        }
        return high
    }
}
