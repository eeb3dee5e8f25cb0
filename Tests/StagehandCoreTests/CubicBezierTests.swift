import Foundation
import StagehandCore
import Testing

@Suite("Cubic Bézier")
struct CubicBezierTests {
    static let named: [(String, CubicBezier)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
        ("easeInEaseOut", .easeInEaseOut), ("default", .default),
    ]

    /// y at x by plain bisection on the parametric form, with no shortcut: the reference.
    static func reference(_ p: (Double, Double, Double, Double), x: Double) -> Double {
        func coordinate(_ a: Double, _ b: Double, _ t: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if coordinate(p.0, p.2, middle) < x { low = middle } else { high = middle }
        }
        return coordinate(p.1, p.3, (low + high) / 2)
    }

    @Test("Named curves match a bisection reference to 1e-6", arguments: named)
    func namedCurvesMatchReference(name: String, curve: CubicBezier) {
        for step in 0...1000 {
            let x = Double(step) / 1000
            let expected = Self.reference((curve.x1, curve.y1, curve.x2, curve.y2), x: x)
            #expect(isClose(curve.progress(at: x), expected, 1e-6), "\(name) at \(x)")
        }
    }

    @Test("Named curves are monotonic and hit their ends", arguments: named)
    func namedCurvesAreMonotonic(name: String, curve: CubicBezier) {
        #expect(curve.progress(at: 0) == 0)
        #expect(curve.progress(at: 1) == 1)
        var previous = 0.0
        for step in 1...10_000 {
            let value = curve.progress(at: Double(step) / 10_000)
            #expect(value >= previous - 1e-12, "\(name) decreases at \(step)")
            previous = value
        }
    }

    @Test func knownValues() throws {
        // Symmetric curves pass through the middle.
        #expect(isClose(CubicBezier.easeInEaseOut.progress(at: 0.5), 0.5, 1e-9))
        #expect(isClose(CubicBezier.linear.progress(at: 0.3), 0.3, 1e-9))
        // CSS `ease` (the same control points as `default`) at half time.
        #expect(isClose(CubicBezier.default.progress(at: 0.5), 0.8024033877399112, 1e-6))
        // An overshooting curve leaves [0, 1].
        let overshoot = try CubicBezier(x1: 0.3, y1: 1.6, x2: 0.6, y2: 1)
        #expect(overshoot.progress(at: 0.6) > 1)
    }

    @Test func inputsOutsideTheUnitIntervalAreClamped() {
        #expect(CubicBezier.easeIn.progress(at: -3) == 0)
        #expect(CubicBezier.easeIn.progress(at: 7) == 1)
        #expect(CubicBezier.easeIn.progress(at: .nan) == 0)
    }

    @Test("Slope matches a central difference", arguments: named)
    func slopeMatchesFiniteDifference(name: String, curve: CubicBezier) {
        for step in 1..<100 {
            let x = Double(step) / 100
            let h = 1e-6
            let numeric = (curve.progress(at: x + h) - curve.progress(at: x - h)) / (2 * h)
            #expect(isClose(curve.slope(at: x), numeric, 1e-3), "\(name) at \(x)")
        }
        #expect(curve.slope(at: 0).isFinite)
        #expect(curve.slope(at: 1).isFinite)
    }

    @Test func slopeAtDegenerateEndsIsTheLimit() {
        // easeOut (0, 0, 0.58, 1) starts with dx/dt = dy/dt = 0; near t = 0, x ≈ 1.74 t² and
        // y ≈ 3 t², so the slope tends to 3 / 1.74.
        #expect(isClose(CubicBezier.easeOut.slope(at: 0), 3 / 1.74, 1e-9))
        #expect(isClose(CubicBezier.easeOut.slope(at: 1e-8), 3 / 1.74, 1e-3))
    }

    @Test(
        "Invalid control points throw",
        arguments: [
            (-0.1, 0.0, 0.5, 1.0), (0.2, 0.0, 1.2, 1.0), (Double.nan, 0.0, 0.5, 1.0),
            (0.2, Double.infinity, 0.5, 1.0),
        ])
    func invalidControlPoints(x1: Double, y1: Double, x2: Double, y2: Double) {
        #expect(throws: CubicBezier.InvalidControlPoints.self) {
            try CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
        }
    }
}
