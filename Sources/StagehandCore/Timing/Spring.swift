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
///   `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)`.
///
/// Time is physical time in seconds: a spring has no duration of its own, only a
/// ``settlingDuration(epsilon:)``, after which it stays within `epsilon` of its target.
///
/// The initial velocity follows UIKit's convention: it is relative to the distance, so 1 means the
/// whole distance per second.
public struct Spring: Sendable, Hashable {
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
    ///   number (a spring without damping never settles), or the velocity is not finite.
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
    }

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

    /// Creates the spring of UIKit's `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)`:
    /// mass 1, the given damping ratio, and the stiffness for which the oscillation envelope
    /// `e^(-ζω₀t)` has decayed to 0.001 of the distance at `uiKitDuration`, so ζ·ω₀·duration = ln 1000.
    ///
    /// For a damping ratio of 1 or more there is no oscillation; the slowest decay rate
    /// ω₀(ζ - √(ζ² - 1)) plays the envelope's part, which agrees with the formula at ζ = 1.
    public init(uiKitDuration duration: Double, dampingRatio: Double, initialVelocity: Double = 0)
        throws
    {
        try Self.require(duration, "duration")
        try Self.require(dampingRatio, "damping ratio")
        let decayPerOmega =
            dampingRatio <= 1
            ? dampingRatio : dampingRatio - (dampingRatio * dampingRatio - 1).squareRoot()
        let omega0 = log(1000) / (duration * decayPerOmega)
        try self.init(
            mass: 1, stiffness: omega0 * omega0, damping: 2 * dampingRatio * omega0,
            initialVelocity: initialVelocity)
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
    public func withInitialVelocity(_ velocity: Double) throws -> Spring {
        try Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
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
        var high = 1 / decay
        while !settled(high) && high < 1e12 { high *= 2 }
        var low = 0.0
        for _ in 0..<100 where high - low > 1e-12 * high {
            let middle = (low + high) / 2
            if settled(middle) { high = middle } else { low = middle }
        }
        return high
    }
}
