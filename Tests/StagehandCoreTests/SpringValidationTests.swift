import Foundation
import StagehandCore
import Testing

/// Parameters that produce no motion are refused with a reason, by every initialiser, in bounded
/// time (issue 8).
@Suite("SpringParameters validation")
struct SpringValidationTests {
    struct BadInput: Sendable, CustomTestStringConvertible {
        var name: String
        var make: @Sendable () throws -> SpringParameters
        var message: String
        var testDescription: String { name }
    }

    /// 1e-320, a subnormal (written as text: the literal would warn that it loses precision).
    static let subnormal = Double("1e-320")!

    static let badInputs: [BadInput] = [
        BadInput(
            name: "subnormal mass",
            make: { try SpringParameters(mass: subnormal, stiffness: 100, damping: 10) },
            message:
                "no motion: the natural frequency of a spring with mass 1e-320, stiffness 100.0, damping 10.0, "
                + "velocity 0.0 is inf, not a normal positive number"),
        BadInput(
            name: "velocity 1e300",
            make: { try SpringParameters(response: 0.5, dampingRatio: 0.8, initialVelocity: 1e300) },
            message:
                "no usable motion: a spring with mass 1.0, stiffness 157.91367041742973, "
                + "damping 20.106192982974676, velocity 1e+300 settles in inf s, more than the 60 s a spring may take"
        ),
        BadInput(
            name: "subnormal damping ratio",
            make: { try SpringParameters(response: 0.5, dampingRatio: subnormal) },
            message:
                "no motion: the damping ratio of a spring with mass 1.0, stiffness 157.91367041742973, "
                + "damping 2.5132e-319, velocity 0.0 is 1e-320, not a normal positive number"),
        BadInput(
            name: "tiny damping", make: { try SpringParameters(mass: 1, stiffness: 100, damping: 1e-6) },
            message:
                "no usable motion: a spring with mass 1.0, stiffness 100.0, damping 1e-06, velocity 0.0 "
                + "settles in 13815510.557964278 s, more than the 60 s a spring may take"),
        BadInput(
            name: "huge mass", make: { try SpringParameters(mass: 1e300, stiffness: 1, damping: 1) },
            message:
                "no usable motion: a spring with mass 1e+300, stiffness 1.0, damping 1.0, velocity 0.0 "
                + "settles in 1.3815510557964274e+301 s, more than the 60 s a spring may take"),
    ]

    @Test("Each bad input is refused with its reason", arguments: badInputs)
    func refused(_ input: BadInput) {
        #expect(throws: SpringParameters.InvalidParameters.self) { try input.make() }
        do {
            _ = try input.make()
        } catch let error as SpringParameters.InvalidParameters {
            #expect(error.description == input.message)
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func timingRefusesADurationPastTheMaximum() throws {
        #expect(throws: Timing.InvalidDuration.self) {
            try Timing.validated(curve: .cubicBezier(.linear), duration: 1e308)
        }
        #expect(throws: Timing.InvalidDuration.self) {
            try Timing.validated(curve: .cubicBezier(.linear), duration: .nan)
        }
        let timing = try Timing.validated(curve: .cubicBezier(.linear), duration: 100)
        #expect(timing.duration == 100)
    }

    /// Extreme values: subnormals, 1e±300, NaN, infinities, zeros, negatives and ordinary ones.
    static let extremes: [Double] = [
        0, -0.0, subnormal, -subnormal, .leastNonzeroMagnitude, .leastNormalMagnitude, 1e-300, 1e-150, 1e-9,
        0.001, 0.35, 0.5, 1, 2, 10, 100, 1e9, 1e150, 1e300, .greatestFiniteMagnitude, -1, -1e300, .nan,
        .infinity, -.infinity,
    ]

    @Test func everyInitialiserReturnsOrThrowsInBoundedTimeAndEverySpringSettles() {
        var generator = SeededGenerator(seed: 8)
        func pick() -> Double {
            Bool.random(using: &generator)
                ? Self.extremes.randomElement(using: &generator)!
                : Double(
                    sign: Bool.random(using: &generator) ? .minus : .plus,
                    exponent: Int.random(in: -1074...1023, using: &generator),
                    significand: Double.random(in: 1..<2, using: &generator))
        }
        let start = Date()
        var made = 0
        for round in 0..<4000 {
            let (a, b, c, v) = (pick(), pick(), pick(), pick())
            let spring: SpringParameters?
            switch round % 4 {
            case 0: spring = try? SpringParameters(mass: a, stiffness: b, damping: c, initialVelocity: v)
            case 1: spring = try? SpringParameters(response: a, dampingRatio: b, initialVelocity: v)
            case 2: spring = try? SpringParameters(duration: a, bounce: b, initialVelocity: v)
            default: spring = try? SpringParameters(uiKitDuration: a, dampingRatio: b, initialVelocity: v)
            }
            guard let spring else { continue }
            made += 1
            let settling = spring.settlingDuration()
            #expect(
                settling.isFinite && settling > 0 && settling <= SpringParameters.maximumSettlingDuration,
                "\(spring) settles in \(settling) s")
            let timing = Timing.spring(spring)
            #expect(timing.duration == settling)
        }
        #expect(made > 0)
        #expect(Date().timeIntervalSince(start) < 30)
    }
}
