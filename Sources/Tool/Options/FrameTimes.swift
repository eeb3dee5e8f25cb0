import Foundation

/// The times a command samples a transition at: `--at T1,T2,...` (explicit times, 0 or more) or
/// `--fps N` (every 1/N s from 0 to the duration, both ends included; 60 by default).
enum FrameTimes {
    /// The frame rate when neither option is given.
    static let defaultFPS = 60
    /// The highest frame rate `--fps` accepts.
    static let maximumFPS = 1000
    /// The most frames `--fps` may produce, so that a long timing cannot exhaust memory.
    static let maximumFrames = 100_000

    static let fps = Option<Int>.integer(
        "fps", in: 1...maximumFPS, help: "Frames per second from 0 to the duration, both included.",
        defaultValue: defaultFPS, example: "--fps 10")
    static let at = Option<[Double]>(
        "at", valueName: "T1,T2,...",
        help:
            "Explicit times in seconds, 0 or more, instead of --fps (times past the duration show the end).",
        example: "--at 0,0.15,0.3", parse: { try explicitTimes($0) })

    /// The group's declarations.
    static let specs: [OptionSpec] = [fps.spec, at.spec]

    /// `T1,T2,...`: finite times, 0 or more.
    static func explicitTimes(_ text: String) throws -> [Double] {
        let times = try ValueParser.numberList(text, option: "at")
        if let negative = times.first(where: { $0 < 0 }) {
            throw UsageError("--at times must be 0 or more, got \(NumberFormat.string(negative))")
        }
        return times
    }

    /// The times that the options in `parsed` give for a transition lasting `duration` seconds.
    static func times(from parsed: ParsedArguments, duration: Double) throws -> [Double] {
        if parsed.isGiven(at.spec) && parsed.isGiven(fps.spec) {
            throw UsageError("--at and --fps cannot be used together")
        }
        if let times = try parsed.value(at) { return times }
        return try times(duration: duration, fps: try parsed.value(fps, default: defaultFPS))
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
