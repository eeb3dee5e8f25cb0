import Foundation

/// The times a command samples a transition at: `--at T1,T2,...` (explicit times, 0 or more) or
/// `--fps N` (every 1/N s from 0 to the duration, both ends included; 60 by default).
enum FrameTimes {
    /// The options to declare to ``ArgumentScanner``.
    static let declarations: [ArgumentScanner.Option] = [.init("at"), .init("fps")]
    /// The frame rate when neither option is given.
    static let defaultFPS = 60
    /// The highest frame rate `--fps` accepts.
    static let maximumFPS = 1000
    /// The most frames `--fps` may produce, so that a long timing cannot exhaust memory.
    static let maximumFrames = 100_000

    /// The part of a command's help that describes the two options.
    static let help = """
          --fps N              Frames per second from 0 to the duration, both included (default \(defaultFPS),
                               1 to \(maximumFPS)).  e.g. --fps 10
          --at T1,T2,...       Explicit times in seconds, 0 or more, instead of --fps (times past the
                               duration show the end).  e.g. --at 0,0.15,0.3
        """

    /// The times that `scanner`'s options give for a transition lasting `duration` seconds.
    static func times(from scanner: ArgumentScanner, duration: Double) throws -> [Double] {
        if scanner.value("at") != nil && scanner.value("fps") != nil {
            throw UsageError("--at and --fps cannot be used together")
        }
        if let text = scanner.value("at") {
            let times = try ValueParser.numberList(text, option: "at")
            if let negative = times.first(where: { $0 < 0 }) {
                throw UsageError("--at times must be 0 or more, got \(NumberFormat.string(negative))")
            }
            return times
        }
        let fps =
            try scanner.value("fps").map { try ValueParser.integer($0, option: "fps", in: 1...maximumFPS) }
            ?? defaultFPS
        return try times(duration: duration, fps: fps)
    }

    /// Every 1/`fps` s from 0 to `duration`, and `duration` itself when it falls between two frames.
    static func times(duration: Double, fps: Int) throws -> [Double] {
        guard duration.isFinite, duration > 0 else { return [0] }
        let frames = duration * Double(fps)
        guard frames < Double(maximumFrames) else {
            throw UsageError(
                "\(NumberFormat.string(duration)) s at \(fps) frames per second is more than "
                    + "\(maximumFrames) frames; lower --fps or use --at")
        }
        // A hair of tolerance so that 0.3 s at 10 fps ends on frame 3, not on 2 plus the end.
        let whole = Int((frames + 1e-9).rounded(.down))
        var times = (0...whole).map { min(Double($0) / Double(fps), duration) }
        if Double(whole) < frames - 1e-9 { times.append(duration) }
        return times
    }
}
