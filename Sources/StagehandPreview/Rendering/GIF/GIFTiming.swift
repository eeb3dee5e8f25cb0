/// Converts frame delays in seconds to GIF's centiseconds without drifting.
///
/// Each frame's delay is the rounded difference between where it should end (the running sum of the
/// requested delays) and where the frames before it actually ended, so rounding errors do not add up.
/// Browsers show delays of 0 or 1 centisecond as 10, so every delay is raised to at least
/// ``minimumCentiseconds``; the time that adds is taken back from later frames where they can spare it
/// (animations sampled faster than 50 frames a second run longer than asked). Delays are capped at
/// 65,535 centiseconds, GIF's largest.
enum GIFTiming {
    /// The shortest delay browsers honour.
    static let minimumCentiseconds = 2
    /// The longest delay a GIF can store.
    static let maximumCentiseconds = 65_535

    /// Centiseconds for each delay in `seconds`; throws for a negative or non-finite delay.
    static func centiseconds(_ seconds: [Double]) throws -> [Int] {
        var target = 0.0
        var emitted = 0
        var result: [Int] = []
        result.reserveCapacity(seconds.count)
        for (index, delay) in seconds.enumerated() {
            guard delay.isFinite, delay >= 0 else {
                throw RenderError.invalidDelay(index: index, seconds: delay)
            }
            target += delay * 100
            let wanted = (target - Double(emitted)).rounded()
            let clamped = Int(min(max(wanted, Double(minimumCentiseconds)), Double(maximumCentiseconds)))
            result.append(clamped)
            emitted += clamped
        }
        return result
    }
}
