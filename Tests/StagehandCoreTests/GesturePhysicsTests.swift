import Foundation
import StagehandCore
import Testing

@Suite("Gesture physics")
struct GesturePhysicsTests {
    @Test(
        "Projection follows velocity / 1000 · rate / (1 - rate)",
        arguments: [
            (1000.0, DecelerationRate.normal, 499.0),  // 1 · 0.998 / 0.002
            (1000, .fast, 99),  // 1 · 0.99 / 0.01
            (-2500, .normal, -1247.5),
            (0, .normal, 0),
            (.nan, .normal, 0),
            (.infinity, .fast, 0),
        ])
    func projection(velocity: Double, rate: DecelerationRate, expected: Double) {
        #expect(isClose(GesturePhysics.projectedDistance(velocity: velocity, rate: rate), expected, 1e-9))
        #expect(
            isClose(
                GesturePhysics.project(position: 100, velocity: velocity, rate: rate), 100 + expected, 1e-9))
    }

    @Test func decelerationRateIsClamped() {
        #expect(DecelerationRate(rawValue: 1).rawValue == 0.9999)
        #expect(DecelerationRate(rawValue: -3).rawValue == 0.5)
        #expect(DecelerationRate(rawValue: .nan).rawValue == 0.998)
    }

    @Test(
        "Rubber band follows (1 - 1 / (x · 0.55 / d + 1)) · d",
        arguments: [
            (0.0, 844.0), (10, 844), (100, 844), (844, 844), (5000, 844), (-200, 400), (30, 1),
        ])
    func rubberBandFormula(offset: Double, dimension: Double) {
        let expected = (1 - 1 / (abs(offset) * 0.55 / dimension + 1)) * dimension * (offset < 0 ? -1 : 1)
        #expect(isClose(GesturePhysics.rubberBand(offset: offset, dimension: dimension), expected, 1e-9))
    }

    @Test func rubberBandProperties() {
        var previous = 0.0
        for step in 1...10_000 {
            let offset = Double(step) * 0.5
            let banded = GesturePhysics.rubberBand(offset: offset, dimension: 844)
            #expect(banded > previous)  // monotonic
            #expect(banded < offset)  // resists
            #expect(banded < 844)  // bounded by the dimension
            #expect(isClose(-banded, GesturePhysics.rubberBand(offset: -offset, dimension: 844)))  // odd
            previous = banded
        }
        // Near zero it moves at 0.55 of the finger's speed.
        #expect(isClose(GesturePhysics.rubberBand(offset: 1e-6, dimension: 844) / 1e-6, 0.55, 1e-6))
        #expect(GesturePhysics.rubberBand(offset: 50, dimension: 0) == 0)
        #expect(GesturePhysics.rubberBand(offset: .nan, dimension: 100) == 0)
    }

    @Test(
        "Release decisions",
        arguments: [
            // progress, velocity (progress/s), expected
            (0.6, 0.0, ReleaseOutcome.finish),  // slow, past half-way
            (0.4, 0.0, .cancel),  // slow, before half-way
            (0.3, 0.5, .finish),  // projected 0.3 + 0.5·400·0.499/400 = 0.55
            (0.3, 0.3, .cancel),  // projected 0.3 + 0.15 = 0.45
            (0.1, 2.5, .finish),  // flick towards the end
            (0.9, -2.5, .cancel),  // flick back
            (0.7, -0.5, .cancel),  // projected 0.7 - 0.25 = 0.45
            (.nan, .nan, .cancel),
        ])
    func releaseDecisions(progress: Double, velocity: Double, expected: ReleaseOutcome) {
        #expect(ReleaseDecision().decide(progress: progress, velocity: velocity, distance: 400) == expected)
    }

    @Test func projectedProgressUsesPoints() {
        let decision = ReleaseDecision()
        // 1 progress/s over 400 points is 400 pt/s, which projects 400/1000 · 499 = 199.6 pt = 0.499.
        #expect(isClose(decision.projectedProgress(progress: 0.2, velocity: 1, distance: 400), 0.699, 1e-12))
        #expect(decision.projectedProgress(progress: 0.2, velocity: 1, distance: 0) == 0.2)
    }

    @Test(
        "Relative velocity for a spring hand-off",
        arguments: [
            (1200.0, 300.0, 4.0), (-600, 300, -2), (500, 0, 0), (500, 1e-9, 0), (1e6, 1, 100), (.nan, 10, 0),
        ])
    func relativeVelocity(velocity: Double, distance: Double, expected: Double) {
        #expect(GesturePhysics.relativeInitialVelocity(velocity: velocity, distance: distance) == expected)
    }

    @Test func handOffContinuesTheGesturesSpeed() throws {
        // A release 300 pt from the end at 1200 pt/s hands over to a spring whose start speed,
        // in points, is the finger's.
        let relative = GesturePhysics.relativeInitialVelocity(velocity: 1200, distance: 300)
        let spring = try SpringParameters(response: 0.4, dampingRatio: 1, initialVelocity: relative)
        #expect(isClose(spring.velocity(at: 0) * 300, 1200, 1e-9))
    }
}
