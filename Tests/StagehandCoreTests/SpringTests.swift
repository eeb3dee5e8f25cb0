import Foundation
import StagehandCore
import Testing

@Suite("Springs")
struct SpringTests {
    static func spring(_ stiffness: Double, _ damping: Double, mass: Double = 1, velocity: Double = 0)
        -> SpringParameters
    {
        try! SpringParameters(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
    }

    /// Under-damped, near-critical on both sides, critical, over-damped, with and without initial
    /// velocity (towards and away from the target), heavy and light.
    static let table: [(String, SpringParameters)] = [
        ("under, bouncy", spring(300, 8)),
        ("under, seed 002", try! SpringParameters(uiKitDuration: 0.5, dampingRatio: 0.8)),
        ("under, fling", spring(200, 20, velocity: 6)),
        ("under, pulled back", spring(200, 20, velocity: -4)),
        ("just under critical", spring(100, 20 - 1e-7)),
        ("critical", spring(100, 20)),
        ("critical, fling", spring(100, 20, velocity: 12)),
        ("just over critical", spring(100, 20 + 1e-7)),
        ("over", spring(100, 60)),
        ("over, fling", spring(100, 60, velocity: 30)),
        ("heavy", spring(400, 30, mass: 3)),
        ("response 0.35, ratio 0.86", try! SpringParameters(response: 0.35, dampingRatio: 0.86)),
    ]

    @Test("Closed form matches a fine Runge-Kutta integration to 1e-9", arguments: table)
    func matchesNumericalIntegration(name: String, spring: SpringParameters) {
        let end = min(spring.settlingDuration() * 1.5, 6)
        for sample in RungeKutta.spring(
            spring, interval: 0.005, count: Int((end / 0.005).rounded()), stepsPerInterval: 50)
        {
            #expect(
                isClose(spring.progress(at: sample.time), sample.progress, 1e-9), "\(name) at \(sample.time)")
            #expect(
                isClose(spring.velocity(at: sample.time), sample.velocity, 1e-7),
                "\(name) velocity at \(sample.time)")
        }
    }

    @Test("Starts at 0 with its velocity, converges to 1", arguments: table)
    func startsAndConverges(name: String, spring: SpringParameters) {
        #expect(spring.progress(at: 0) == 0)
        #expect(isClose(spring.velocity(at: 0), spring.initialVelocity, 1e-9))
        #expect(isClose(spring.progress(at: 60), 1, 1e-12))
        #expect(isClose(spring.velocity(at: 60), 0, 1e-12))
    }

    @Test("Settles within a thousandth from its settling duration on", arguments: table)
    func settles(name: String, spring: SpringParameters) {
        let settling = spring.settlingDuration()
        #expect(settling > 0)
        for step in 0...2000 {
            let time = settling + Double(step) * 0.001
            #expect(abs(1 - spring.progress(at: time)) <= 0.001 + 1e-12, "\(name) at \(time)")
        }
        // A tighter band takes longer.
        #expect(spring.settlingDuration(epsilon: 1e-6) > settling)
    }

    @Test func criticalSettlingIsTight() {
        // For a critical spring from rest the envelope is the motion itself: at the settling
        // duration the remaining distance is exactly the epsilon.
        let spring = Self.spring(100, 20)
        let settling = spring.settlingDuration()
        #expect(isClose(spring.remaining(at: settling), 0.001, 1e-9))
    }

    @Test("Velocity is the derivative of progress", arguments: table)
    func velocityIsDerivative(name: String, spring: SpringParameters) {
        for step in 1..<200 {
            let t = Double(step) * 0.005
            let h = 1e-6
            let numeric = (spring.progress(at: t + h) - spring.progress(at: t - h)) / (2 * h)
            #expect(isClose(spring.velocity(at: t), numeric, 1e-5 * max(1, abs(numeric))), "\(name) at \(t)")
        }
    }

    @Test func swiftUIDurationAndBounceMatchApplesDocumentation() throws {
        // Apple's `Spring` documentation (SwiftUI): duration 0.5, bounce 0.3 -> mass 1, stiffness 157.9, damping 17.6.
        let spring = try SpringParameters(duration: 0.5, bounce: 0.3)
        #expect(isClose(spring.mass, 1))
        #expect(isClose(spring.stiffness, 157.91, 0.01))
        #expect(isClose(spring.damping, 17.59, 0.01))
        // ... and mass 1, stiffness 100, damping 10 -> duration 0.63, bounce 0.5.
        let other = try SpringParameters(mass: 1, stiffness: 100, damping: 10)
        #expect(isClose(other.response, 0.628, 0.001))
        #expect(isClose(other.bounce, 0.5, 1e-12))
        // Negative bounce is over-damped: ratio 1 / (1 + bounce).
        #expect(isClose(try SpringParameters(duration: 0.5, bounce: -0.5).dampingRatio, 2, 1e-12))
    }

    @Test func responseAndDampingRatio() throws {
        let spring = try SpringParameters(response: 0.5, dampingRatio: 0.8)
        #expect(isClose(spring.stiffness, pow(2 * .pi / 0.5, 2), 1e-9))
        #expect(isClose(spring.damping, 4 * .pi * 0.8 / 0.5, 1e-9))
        #expect(isClose(spring.dampingRatio, 0.8, 1e-12))
        #expect(isClose(spring.response, 0.5, 1e-12))
    }

    /// The right-hand side of the equation that fixes ω₀ for UIKit's duration T, damping ratio ζ and
    /// initial velocity v (Framer's derivation).
    static func uiKitBound(omega0 w: Double, duration t: Double, ratio zeta: Double, velocity v: Double)
        -> Double
    {
        zeta < 1
            ? abs(zeta * w - v) / (w * (1 - zeta * zeta).squareRoot()) * exp(-zeta * w * t)
            : ((w - v) * t + 1) * exp(-w * t)
    }

    /// Durations, damping ratios and velocities: every combination of T in 0.1, 0.3, 0.5, 1, 2,
    /// ζ in 0.2, 0.5, 0.8, 1 and v in 0, 1, 5.
    static let uiKitGrid: [(Double, Double, Double)] = [0.1, 0.3, 0.5, 1, 2].flatMap { t in
        [0.2, 0.5, 0.8, 1].flatMap { zeta in [0.0, 1, 5].map { v in (t, zeta, v) } }
    }

    @Test("UIKit's duration and damping ratio solve Framer's equation", arguments: uiKitGrid)
    func uiKitSpring(duration: Double, ratio: Double, velocity: Double) throws {
        if ratio == 1 && velocity * duration > log(1000) {
            // At critical damping ((ω₀ - v)T + 1)·e^(-ω₀T) peaks at e^(-vT) < 0.001: no root.
            #expect(throws: SpringParameters.InvalidParameters.self) {
                try SpringParameters(uiKitDuration: duration, dampingRatio: ratio, initialVelocity: velocity)
            }
            return
        }
        let spring = try SpringParameters(
            uiKitDuration: duration, dampingRatio: ratio, initialVelocity: velocity)
        let w = spring.naturalFrequency
        #expect(spring.mass == 1)
        #expect(spring.initialVelocity == velocity)
        #expect(isClose(spring.dampingRatio, ratio, 1e-12))
        #expect(isClose(spring.stiffness, w * w, 1e-12 * w * w))
        #expect(isClose(spring.damping, 2 * ratio * w, 1e-12 * w))
        // The equation holds at the root to 1e-9, relative ...
        let bound = Self.uiKitBound(omega0: w, duration: duration, ratio: ratio, velocity: velocity)
        #expect(abs(bound / 0.001 - 1) <= 1e-9, "bound \(bound) at ω₀ = \(w)")
        // ... and it is the largest root: every stiffer spring is inside the bound at T.
        for factor in [1.001, 1.1, 2, 10] {
            #expect(
                Self.uiKitBound(omega0: w * factor, duration: duration, ratio: ratio, velocity: velocity)
                    < 0.001)
        }
    }

    @Test(
        "From rest and under-damped, ω₀ has a closed form", arguments: [0.1, 0.5, 2], [0.2, 0.5, 0.8, 0.99])
    func uiKitSpringAtRest(duration: Double, ratio: Double) throws {
        let spring = try SpringParameters(uiKitDuration: duration, dampingRatio: ratio)
        let expected = log(ratio / (0.001 * (1 - ratio * ratio).squareRoot())) / (ratio * duration)
        #expect(isClose(spring.naturalFrequency, expected, 1e-12 * expected))
    }

    @Test func uiKitSpringClampsItsInputs() throws {
        // Damping ratios above 1 are critical damping.
        let critical = try SpringParameters(uiKitDuration: 0.5, dampingRatio: 1)
        #expect(try SpringParameters(uiKitDuration: 0.5, dampingRatio: 1.5) == critical)
        #expect(
            try SpringParameters(uiKitDuration: 0.5, dampingRatio: 1.5, initialVelocity: 2)
                == SpringParameters(uiKitDuration: 0.5, dampingRatio: 1, initialVelocity: 2))
        #expect(critical.dampingRatio == 1)
        // Durations are clamped to 0.01...10 s.
        #expect(
            try SpringParameters(uiKitDuration: 20, dampingRatio: 0.8)
                == SpringParameters(uiKitDuration: 10, dampingRatio: 0.8))
        #expect(
            try SpringParameters(uiKitDuration: 0.001, dampingRatio: 0.8)
                == SpringParameters(uiKitDuration: 0.01, dampingRatio: 0.8))
        #expect(
            try SpringParameters(uiKitDuration: 0.001, dampingRatio: 1)
                == SpringParameters(uiKitDuration: 0.01, dampingRatio: 1))
        #expect(
            try SpringParameters(uiKitDuration: 10, dampingRatio: 0.8)
                != SpringParameters(uiKitDuration: 9, dampingRatio: 0.8))
    }

    @Test(
        "UIKit's mapping rejects bad input",
        arguments: [
            (0.0, 0.8, 0.0), (-0.5, 0.8, 0), (.nan, 0.8, 0), (.infinity, 0.8, 0), (-.infinity, 0.8, 0),
            (0.5, 0, 0), (0.5, -0.8, 0), (0.5, .nan, 0), (0.5, .infinity, 0), (0.5, 0.8, .nan),
            (0.5, 0.8, .infinity), (0.5, 1, -.infinity),
            // No root: an envelope that starts below a thousandth, a critical spring too fast to return.
            (0.5, 0.0005, 0), (0.5, 1, 14), (0.01, 1, 700),
        ])
    func uiKitInvalidParameters(duration: Double, ratio: Double, velocity: Double) {
        #expect(throws: SpringParameters.InvalidParameters.self) {
            try SpringParameters(uiKitDuration: duration, dampingRatio: ratio, initialVelocity: velocity)
        }
    }

    @Test(
        "UIKit's mapping survives extreme input: a solution or an error, never a hang or a crash",
        arguments: [
            (0.5, 0.8, 1e6), (0.5, 0.8, -1e6), (0.5, 0.8, 1e300), (0.5, 0.8, -1e300), (0.5, 1, -1e300),
            (0.5, 1e-300, 1), (0.5, 1e-300, 0), (0.5, 0.001, 0), (0.5, 0.0011, 0), (0.5, 0.999_999_999, 0),
            (0.5, 0.999_999_999, 100),
            (0.01, 0.2, 5), (10, 0.2, 5), (10, 1, 0.69), (0.5, 0.5, .leastNonzeroMagnitude),
            (0.5, 1, .leastNormalMagnitude),
            (0.5, 0.5, 40), (0.5, 0.5, 5.3),
        ])
    func uiKitExtremeParameters(duration: Double, ratio: Double, velocity: Double) {
        do {
            let spring = try SpringParameters(
                uiKitDuration: duration, dampingRatio: ratio, initialVelocity: velocity)
            let w = spring.naturalFrequency
            #expect(w.isFinite && w > 0 && spring.stiffness.isFinite)
            let bound = Self.uiKitBound(omega0: w, duration: duration, ratio: ratio, velocity: velocity)
            #expect(abs(bound / 0.001 - 1) <= 1e-9, "bound \(bound) at ω₀ = \(w)")
        } catch let error as SpringParameters.InvalidParameters {
            #expect(!error.description.isEmpty)
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func seed002SpringNumbers() throws {
        // usingSpringWithDamping: 0.8 over 0.5 s, from rest:
        // ω₀ = ln(0.8 / (0.001 · 0.6)) / (0.8 · 0.5) = ln(4000 / 3) / 0.4.
        let spring = try SpringParameters(uiKitDuration: 0.5, dampingRatio: 0.8)
        #expect(isClose(spring.naturalFrequency, log(4000.0 / 3) / 0.4, 1e-12))
        #expect(isClose(spring.naturalFrequency, 17.988593378584792, 1e-9))
        #expect(isClose(spring.stiffness, 323.5894917400646, 1e-9))
        #expect(isClose(spring.damping, 28.781749405735667, 1e-9))
        #expect(isClose(spring.progress(at: 0.1), 0.6093181480912238, 1e-12))
        // A damping ratio of 0.8 overshoots by e^(-πζ/√(1-ζ²)) = 1.52 %.
        let peakTime = Double.pi / (spring.naturalFrequency * (1 - 0.64).squareRoot())
        #expect(isClose(spring.progress(at: peakTime), 1 + exp(-Double.pi * 0.8 / 0.6), 1e-9))
    }

    @Test(
        "Invalid parameters throw",
        arguments: [
            (1.0, 0.0, 10.0, 0.0), (1, -100, 10, 0), (1, 100, 0, 0), (0, 100, 10, 0), (1, .nan, 10, 0),
            (1, 100, .infinity, 0), (1, 100, 10, .nan),
        ])
    func invalidParameters(mass: Double, stiffness: Double, damping: Double, velocity: Double) {
        #expect(throws: SpringParameters.InvalidParameters.self) {
            try SpringParameters(
                mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
        }
    }

    @Test func invalidDerivedParameters() {
        #expect(throws: SpringParameters.InvalidParameters.self) {
            try SpringParameters(response: 0.5, dampingRatio: 0)
        }
        #expect(throws: SpringParameters.InvalidParameters.self) {
            try SpringParameters(response: -1, dampingRatio: 1)
        }
        #expect(throws: SpringParameters.InvalidParameters.self) {
            try SpringParameters(duration: 0.5, bounce: 1)
        }
        #expect(throws: SpringParameters.InvalidParameters.self) {
            try SpringParameters(duration: 0.5, bounce: -1)
        }
        #expect(throws: SpringParameters.InvalidParameters.self) {
            try SpringParameters(uiKitDuration: 0, dampingRatio: 0.5)
        }
        #expect(throws: SpringParameters.InvalidParameters.self) {
            try SpringParameters(uiKitDuration: 0.5, dampingRatio: 0)
        }
    }

    @Test func timingSnapsToTheEndAndClampsTime() throws {
        let spring = try SpringParameters(uiKitDuration: 0.5, dampingRatio: 0.8)
        let timing = Timing.spring(spring)
        // Where the envelope √(1 + b²)·e^(−ζω₀t) of seed 002's spring (ζ = 0.8, b = ζ/√(1 − ζ²),
        // ω₀ = 17.988593378584795) falls to 0.001, computed outside the package (see
        // `CatalogueTests.seed002(_:)`).
        #expect(isClose(timing.duration, 0.515505906063496))
        #expect(timing.progress(at: -1) == 0)
        #expect(timing.progress(at: timing.duration) == 1)
        #expect(timing.velocity(at: timing.duration + 1) == 0)
        let bezier = Timing.easeInEaseOut(duration: 0.3)
        #expect(isClose(bezier.progress(at: 0.15), 0.5, 1e-9))
        #expect(isClose(bezier.velocity(at: 0.15), CubicBezier.easeInEaseOut.slope(at: 0.5) / 0.3, 1e-12))
        #expect(Timing.linear(duration: -2).duration == 0)
        #expect(Timing.linear(duration: .nan).duration == 0)
    }
}

@Suite("How a property animator is told a timing")
struct AnimatorTimingTests {
    @Test(
        "Seed 002's card and push run as UIKit's duration form, ending at 0.5 s; other springs by their physics"
    )
    func animatorTimings() throws {
        let card = try SpringParameters(uiKitDuration: 0.5, dampingRatio: 0.8)
        #expect(
            Timing.spring(card, duration: 0.5).animatorTiming == .springDampingRatio(0.8, initialVelocity: 0))
        // The same spring over its own settling time (0.5155 s) is not UIKit's 0.5 s form: physics.
        let settling = Timing.spring(card)
        guard case .springPhysics(let mass, let stiffness, let damping, _) = settling.animatorTiming else {
            Issue.record("expected physics, got \(settling.animatorTiming)")
            return
        }
        // ω₀ = 17.988593378584792 rad/s (independent reference, see CatalogueTests), mass 1.
        #expect(abs(mass - 1) < 1e-12)
        #expect(abs(stiffness - 17.988593378584792 * 17.988593378584792) < 1e-6)
        #expect(abs(damping - 2 * 0.8 * 17.988593378584792) < 1e-9)
        let popup = try SpringParameters(response: 0.35, dampingRatio: 0.8)
        guard case .springPhysics = Timing.spring(popup, duration: 0.3).animatorTiming else {
            Issue.record("a spring UIKit's duration form does not give must run by its physics")
            return
        }
        #expect(Timing.easeInEaseOut(duration: 0.3).animatorTiming == .cubic(.easeInEaseOut))
    }
}
