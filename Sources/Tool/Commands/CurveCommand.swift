import Foundation
import StagehandCore
import StagehandHeadless

/// `stagehand curve TIMING [--duration S] [--samples N | --at T1,T2,...] [--format csv|json]`:
/// samples a timing curve's progress and velocity.
enum CurveCommand: Command {
    static let name = "curve"
    static let summary = "Sample a timing curve (Bézier or spring): time, progress, velocity"
    static let defaultSamples = 61
    static let maximumSamples = 1_000_000

    static let duration = Option<Double>(
        "duration", valueName: "S",
        help: "A Bézier curve runs over S seconds (default 1). A spring moves in physical time; for it S "
            + "only bounds the span that --samples spreads over (default: its settling duration, within "
            + "0.001 of the target).", example: "--duration 0.3",
        parse: { try ValueParser.positiveNumber($0, option: "duration") })
    static let samples = Option<Int>.integer(
        "samples", in: 1...maximumSamples,
        help: "N evenly spaced times from 0 to the span, both included.", defaultValue: defaultSamples,
        example: "--samples 4")
    static let at = Option<[Double]>(
        "at", valueName: "T1,T2,...", help: "Explicit times in seconds (0 or more), instead of --samples.",
        example: "--at 0,0.1,0.2", parse: { try FrameTimes.explicitTimes($0) })
    static let format = Option<CurveFormat>(
        "format", valueName: "F", help: "csv (header time,progress,velocity) or json.", defaultText: "csv",
        example: "--format json")

    static let options = [duration.spec, samples.spec, at.spec, format.spec]

    static let help = """
        Usage: stagehand curve TIMING [--duration S] [--samples N | --at T1,T2,...] [--format csv|json]

        Samples a timing curve: the progress (0 at the start, 1 at the end, above 1 while a spring
        overshoots) and the velocity (progress per second) at a series of times.

        TIMING:
          linear | ease-in | ease-out | ease-in-out | default   CAMediaTimingFunction's named curves
          cubic-bezier(X1,Y1,X2,Y2)                           control points, X1 and X2 in [0, 1]
          spring(response=R,damping-ratio=Z[,velocity=V])     SwiftUI's response and damping
          spring(mass=M,stiffness=K,damping=C[,velocity=V])   physical parameters
          spring(duration=D,bounce=B[,velocity=V])            SwiftUI's Spring(duration:bounce:)
          uikit-spring(duration=D,damping-ratio=Z[,velocity=V])
                                                              UIView.animate(...usingSpringWithDamping:)
          Velocity is relative to the distance (1 = the whole distance per second), as in UIKit.
          A spring whose parameters produce no motion is refused (status 2).

        Options:
        \(HelpFormatter.lines(options))
          -h, --help           Show this help.

        Examples:
          stagehand curve ease-in-out --duration 0.3 --samples 4
          stagehand curve 'uikit-spring(duration=0.5,damping-ratio=0.8)' --format json
          stagehand curve 'spring(response=0.4,damping-ratio=0.7)' --at 0,0.1,0.2

        \(CommandHelp.exitStatus)

        """

    static func run(_ arguments: [String], console: any Console) throws -> Int32 {
        let parsed = try ParsedArguments(arguments, options: options, command: name)
        guard parsed.positional.count == 1 else {
            throw UsageError(
                parsed.positional.isEmpty
                    ? "missing TIMING (see 'stagehand curve --help')"
                    : "expected one TIMING, got \(parsed.positional.count): "
                        + parsed.positional.map(\.quoted).joined(separator: " "))
        }
        let timing = try TimingSyntax(parsing: parsed.positional[0])
        let format = try parsed.value(Self.format, default: .csv)
        let duration = try parsed.value(Self.duration)
        if parsed.isGiven(samples.spec) && parsed.isGiven(at.spec) {
            throw UsageError("--samples and --at cannot be used together")
        }
        let explicit = try parsed.value(at)
        let count = try parsed.value(samples, default: defaultSamples)

        let sampler = CurveSampler(curve: timing.curve, duration: duration)
        let times = explicit ?? sampler.evenlySpacedTimes(count: count)
        switch format {
        case .json: try console.write(sampler.json(times: times, timing: timing.canonical) + "\n")
        case .csv: try console.write(sampler.csv(times: times))
        }
        return 0
    }
}

/// Samples a timing curve for `stagehand curve`.
struct CurveSampler {
    let curve: TimingCurve
    /// The Bézier duration, or the span a spring's samples spread over.
    let duration: Double
    /// When the motion settles: the duration for a Bézier curve, the settling duration for a spring.
    let settlingDuration: Double

    init(curve: TimingCurve, duration: Double?) {
        self.curve = curve
        switch curve {
        case .cubicBezier:
            self.duration = duration ?? 1
            settlingDuration = self.duration
        case .spring(let spring):
            settlingDuration = spring.settlingDuration()
            self.duration = duration ?? settlingDuration
        }
    }

    func evenlySpacedTimes(count: Int) -> [Double] {
        guard count > 1 else { return [0] }
        // The fraction first: duration * index overflows for a duration near the largest Double.
        return (0..<count).map { duration * (Double($0) / Double(count - 1)) }
    }

    func sample(at time: Double) -> (progress: Double, velocity: Double) {
        switch curve {
        case .cubicBezier(let bezier):
            let fraction = time / duration
            if fraction >= 1 { return (1, 0) }
            return (bezier.progress(at: fraction), bezier.slope(at: fraction) / duration)
        case .spring(let spring):
            return (spring.progress(at: time), spring.velocity(at: time))
        }
    }

    func csv(times: [Double]) -> String {
        var text = "time,progress,velocity\n"
        for time in times {
            let (progress, velocity) = sample(at: time)
            text +=
                "\(NumberFormat.string(time)),\(NumberFormat.string(progress)),\(NumberFormat.string(velocity))\n"
        }
        return text
    }

    func json(times: [Double], timing: String) -> String {
        let samples = times.map { time -> JSONValue in
            let (progress, velocity) = sample(at: time)
            return .object([
                ("time", .number(time)), ("progress", .number(progress)), ("velocity", .number(velocity)),
            ])
        }
        return JSONValue.object([
            ("timing", .string(timing)), ("duration", .number(duration)),
            ("settlingDuration", .number(settlingDuration)), ("samples", .array(samples)),
        ]).serialized()
    }
}
