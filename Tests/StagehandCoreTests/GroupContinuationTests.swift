import Foundation
import StagehandCore
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A run that takes over a group partway moves exactly as the rest of the group (cubic curves both
/// ways, springs forwards), or continuously in value and velocity (springs backwards): what lets a
/// rebuilt animator carry the motion's velocity on every reading of rule 40.
@Suite("Group continuations")
struct GroupContinuationTests {
    static let curves: [(String, CubicBezier)] = [
        ("easeInOut", .easeInEaseOut), ("easeIn", .easeIn), ("easeOut", .easeOut), ("default", .default),
        ("overshoot", try! CubicBezier(x1: 0.3, y1: -0.5, x2: 0.7, y2: 1.5)),
    ]
    static let fractions = [0.05, 0.2, 0.5, 0.8, 0.95]

    @Test("A cubic curve's remainder moves exactly as the rest of the curve", arguments: curves, fractions)
    func cubicRemainder(curve: (String, CubicBezier), fraction: Double) throws {
        let bezier = curve.1
        let rest = try #require(bezier.remainder(afterFraction: fraction))
        let p = bezier.progress(at: fraction)
        for step in 0...20 {
            let u = Double(step) / 20
            let continued = p + (1 - p) * rest.progress(at: u)
            let original = bezier.progress(at: fraction + u * (1 - fraction))
            #expect(abs(continued - original) < 1e-7, "\(curve.0) from \(fraction), at \(u)")
        }
    }

    @Test(
        "A cubic curve played back from a fraction moves exactly as the curve reversed", arguments: curves,
        fractions)
    func cubicReversedRemainder(curve: (String, CubicBezier), fraction: Double) throws {
        let bezier = curve.1
        let back = try #require(bezier.reversedRemainder(beforeFraction: fraction))
        let p = bezier.progress(at: fraction)
        for step in 0...20 {
            let u = Double(step) / 20
            let continued = p - p * back.progress(at: u)
            let original = bezier.progress(at: fraction - u * fraction)
            #expect(abs(continued - original) < 1e-7, "\(curve.0) back from \(fraction), at \(u)")
        }
    }

    @Test("Nothing is left at the end going forwards, or at the start going back")
    func nothingLeft() throws {
        #expect(CubicBezier.easeInEaseOut.remainder(afterFraction: 1) == nil)
        #expect(CubicBezier.easeInEaseOut.reversedRemainder(beforeFraction: 0) == nil)
        let group = TimingGroup(timing: .easeInEaseOut(duration: 0.3), delay: 0, tracks: [])
        #expect(group.continuation(fromFraction: 1, reversed: false) == nil)
        #expect(group.continuation(fromFraction: 0, reversed: true) == nil)
        #expect(group.continuation(fromFraction: .nan, reversed: true) == nil)
        let instant = TimingGroup(timing: .linear(duration: 0), delay: 0.1, tracks: [])
        #expect(instant.continuation(fromFraction: 0, reversed: false) == nil)
    }

    /// The bottom card's spring: 0.5 s, damping ratio 0.8, as UIKit's duration form derives it.
    static let cardSpring = try! SpringParameters(uiKitDuration: 0.5, dampingRatio: 0.8)

    @Test(
        "A spring carried on from a fraction is the rest of the spring, velocity included",
        arguments: fractions)
    func springForward(fraction: Double) throws {
        let timing = Timing.spring(Self.cardSpring, duration: 0.5)
        let group = TimingGroup(timing: timing, delay: 0.1, tracks: [])
        let run = try #require(group.continuation(fromFraction: fraction, reversed: false))
        #expect(run.isExact)
        #expect(!run.isReversed)
        let start = fraction * 0.5
        #expect(abs(run.startTime - start) < 1e-12)
        #expect(abs(run.timing.duration - (0.5 - start)) < 1e-12)
        let p = timing.progress(at: start)
        // The velocity in points per second is the same at the hand-over: relative to the distance
        // left, the run's initial velocity is the group's velocity divided by that distance.
        let handOver = run.timing.velocity(at: 0) * (1 - p)
        #expect(abs(handOver - timing.velocity(at: start)) < 1e-9)
        for step in 0..<20 {
            let tau = Double(step) / 20 * run.timing.duration
            let continued = p + (1 - p) * run.timing.progress(at: tau)
            #expect(abs(continued - timing.progress(at: start + tau)) < 1e-9, "from \(fraction), at \(tau) s")
            #expect(abs(run.groupTime(afterRunning: tau) - (start + tau)) < 1e-12)
        }
    }

    @Test(
        "A spring played back from a fraction leaves and arrives with the spring's velocities",
        arguments: fractions)
    func springBackward(fraction: Double) throws {
        let timing = Timing.spring(Self.cardSpring, duration: 0.5)
        let group = TimingGroup(timing: timing, delay: 0, tracks: [])
        let run = try #require(group.continuation(fromFraction: fraction, reversed: true))
        #expect(!run.isExact)
        let start = fraction * 0.5
        let p = timing.progress(at: start)
        #expect(abs(run.timing.duration - start) < 1e-12)
        // Leaving: the distance back goes at the spring's speed there.
        let leaving = run.timing.velocity(at: 0) * p
        #expect(abs(leaving - timing.velocity(at: start)) < 1e-6 * max(1, abs(leaving)))
        // Arriving at the start as the spring left it: at rest.
        let arriving = run.timing.velocity(at: run.timing.duration * (1 - 1e-9)) * p
        #expect(abs(arriving - timing.velocity(at: 0)) < 1e-3)
        #expect(abs(run.groupTime(afterRunning: start / 2) - start / 2) < 1e-12)
        #expect(abs(run.groupTime(afterRunning: .infinity)) < 1e-12)
        #expect(run.groupTime(afterRunning: .nan) == run.startTime)
    }
}
