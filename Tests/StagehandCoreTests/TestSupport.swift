import Foundation
import StagehandCore

/// A small deterministic generator (SplitMix64) so that property tests are reproducible.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// A rectangle as four Doubles, so comparisons never mix CGFloat and Double.
struct Rect: Equatable, CustomStringConvertible {
    var x, y, width, height: Double
    init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
    init(_ rect: CGRect) {
        self.init(
            Double(rect.origin.x), Double(rect.origin.y), Double(rect.size.width), Double(rect.size.height))
    }
    func isClose(to other: Rect, _ tolerance: Double = 1e-9) -> Bool {
        abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }
    var description: String { "(\(x), \(y), \(width), \(height))" }
}

/// The motion of a spring integrated with classic fourth-order Runge-Kutta at a fine fixed step: the
/// independent reference the closed form is checked against.
func rungeKuttaSpring(_ spring: Spring, until end: Double, step: Double = 1e-4, sampleEvery: Int = 50)
    -> [(time: Double, progress: Double, velocity: Double)]
{
    func acceleration(_ x: Double, _ v: Double) -> Double {
        (-spring.stiffness * x - spring.damping * v) / spring.mass
    }
    var x = 1.0  // remaining distance
    var v = -spring.initialVelocity  // d(remaining)/dt
    var samples: [(Double, Double, Double)] = [(0, 0, spring.initialVelocity)]
    let steps = Int((end / step).rounded())
    for index in 1...steps {
        let k1x = v
        let k1v = acceleration(x, v)
        let k2x = v + step / 2 * k1v
        let k2v = acceleration(x + step / 2 * k1x, v + step / 2 * k1v)
        let k3x = v + step / 2 * k2v
        let k3v = acceleration(x + step / 2 * k2x, v + step / 2 * k2v)
        let k4x = v + step * k3v
        let k4v = acceleration(x + step * k3x, v + step * k3v)
        x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        if index % sampleEvery == 0 {
            samples.append((Double(index) * step, 1 - x, -v))
        }
    }
    return samples
}
