/// Converts frame delays in seconds to GIF's centiseconds without drifting.
///
/// Each frame's delay is the rounded difference between where it should end (the running sum of the
/// requested delays) and where the frames before it actually ended, so rounding errors do not add up.
/// Browsers show delays of 0 or 1 centisecond as 10, so every delay is raised to at least
/// ``minimumCentiseconds``; the time that adds is taken back from later frames where they can spare it
/// (animations sampled faster than 50 frames a second run longer than asked). Delays are capped at
/// 65,535 centiseconds, GIF's largest.
///
/// The conversion runs one frame at a time (``next(_:)``), so a streaming encoder needs no list.
struct GIFTiming: Sendable {
    /// The shortest delay browsers honour.
    static let minimumCentiseconds = 2
    /// The longest delay a GIF can store.
    static let maximumCentiseconds = 65_535

    private var target = 0.0
    private var emitted = 0
    private var index = 0

    /// The centiseconds of the next frame, which should last `delay` seconds; throws for a negative
    /// or non-finite delay.
    mutating func next(_ delay: Double) throws -> Int {
        defer { index += 1 }
        guard delay.isFinite, delay >= 0 else {
            throw RenderError.invalidDelay(index: index, seconds: delay)
        }
        target += delay * 100
        let wanted = (target - Double(emitted)).rounded()
        let clamped = Int(
            min(max(wanted, Double(Self.minimumCentiseconds)), Double(Self.maximumCentiseconds)))
        emitted += clamped
        return clamped
    }

    /// Centiseconds for each delay in `seconds`; throws for a negative or non-finite delay.
    static func centiseconds(_ seconds: [Double]) throws -> [Int] {
        var timing = GIFTiming()
        return try seconds.map { try timing.next($0) }
    }
}
