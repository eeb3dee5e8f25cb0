import StagehandCore

/// The motion of a spring integrated with classic fourth-order Runge-Kutta at a fine fixed step: the
/// independent reference the closed form is checked against (tests) and measured against (the
/// benchmark).
public enum RungeKutta {
    /// Samples of progress and velocity at every multiple of `interval` up to `count` intervals,
    /// integrating `stepsPerInterval` steps per interval. Steps are counted in integers, so no
    /// rounding of a clock creeps into the sample times.
    public static func spring(
        _ spring: SpringParameters, interval: Double, count: Int, stepsPerInterval: Int
    ) -> [(time: Double, progress: Double, velocity: Double)] {
        func acceleration(_ x: Double, _ v: Double) -> Double {
            (-spring.stiffness * x - spring.damping * v) / spring.mass
        }
        let step = interval / Double(stepsPerInterval)
        var x = 1.0  // the distance still to go
        var v = -spring.initialVelocity  // its rate of change
        var samples: [(Double, Double, Double)] = [(0, 0, spring.initialVelocity)]
        for sample in 0..<max(count, 0) {
            for _ in 0..<stepsPerInterval {
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
            }
            samples.append((Double(sample + 1) * interval, 1 - x, -v))
        }
        return samples
    }
}
