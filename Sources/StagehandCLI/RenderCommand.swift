import Foundation
import StagehandCore
import StagehandPreview

/// `stagehand render TRANSITION [OPTIONS] [--phase present|dismiss|round-trip] [--fps N] [--scale S]
/// -o FILE.(gif|png|svg|json)`: films a transition on the headless stage and writes it.
enum RenderCommand: Command {
    static let name = "render"
    static let summary = "Render a transition to an animated GIF, a PNG filmstrip, an animated SVG or JSON"
    static let defaultFramesPerSecond = 30

    static let help = """
        Usage: stagehand render TRANSITION [OPTIONS] [--phase present|dismiss|round-trip] [--fps N]
                                [--scale S] -o FILE.(gif|png|svg|json)

        Performs the transition on the headless stage (the same session and plans a phone runs, with
        mock screens in iOS colours) and writes what it looks like. The format follows the extension:
          .gif    every frame, looping (GIF delays are whole centiseconds, at least 2: above 50 fps a
                  GIF plays slower than real time in browsers)
          .png    a filmstrip of five key frames: 0, 25, 50, 75 and 100 % of the film
          .svg    vector shapes animated with SMIL keyframes, one per frame
          .json   the frames in the format of 'stagehand plan' ("phase":"round-trip" for a round trip)
        The file is written whole or not at all (a temporary file, then a rename).

        \(TransitionOptions.help)

        Render options:
          --phase P            present (default), dismiss, or round-trip (present, hold, dismiss, hold);
                               --timing and --duration apply to the presentation in a round trip.
          --fps N              Frames per second, 1 to 120 (default \(defaultFramesPerSecond)).  e.g. --fps 60
          --scale S            Pixels per point for GIF and PNG: 1, 2 or 3 (default 1).  e.g. --scale 2
          -o, --output FILE    The file to write; its directory must exist.
          -h, --help           Show this help.

        Examples:
          stagehand render slide-in --edge left -o drawer.gif
          stagehand render card --content 390x360 --phase round-trip -o card.gif
          stagehand render zoom --source 24,180,120,44 -o zoom.png
          stagehand render shared-element --scale 2 -o avatar.svg

        """

    static func run(_ arguments: [String], console: any Console) throws -> Int32 {
        let scanner = try ArgumentScanner(
            arguments,
            options: TransitionOptions.declarations + [
                .init("fps"), .init("scale"), .init("output", alias: "o"),
            ],
            command: name)
        let transitionName = try TransitionOptions.transitionName(in: scanner, command: name)
        let phaseName = try ValueParser.choice(
            scanner.value("phase") ?? "present", option: "phase", from: ["present", "dismiss", "round-trip"])
        let script: Script =
            phaseName == "dismiss" ? .dismiss : (phaseName == "round-trip" ? .roundTrip : .present)
        let options = try TransitionOptions(
            name: transitionName, scanner: scanner, phase: script == .dismiss ? .dismiss : .present)
        let fps =
            try scanner.value("fps").map { try ValueParser.integer($0, option: "fps", in: 1...120) }
            ?? defaultFramesPerSecond
        let scale =
            try scanner.value("scale").map { try ValueParser.integer($0, option: "scale", in: 1...3) } ?? 1
        guard let path = scanner.value("output") else {
            throw UsageError("missing -o FILE (.gif, .png, .svg or .json)")
        }
        let url = URL(fileURLWithPath: path)
        let fileExtension = url.pathExtension.lowercased()
        let bytes: [UInt8]
        if fileExtension == "json" {
            bytes = Array((try json(options, script: script, fps: fps).serialized() + "\n").utf8)
        } else {
            guard let format = FilmFormat(fileExtension: fileExtension) else {
                throw UsageError("cannot tell the format of '\(path)': use .gif, .png, .svg or .json")
            }
            let film = Scenario.film(
                options.transition, in: options.context, script: script, framesPerSecond: Double(fps))
            bytes = try FilmEncoder(scale: Double(scale)).encode(film, as: format)
        }
        do {
            try AtomicFile.write(bytes, to: url)
        } catch let error as AtomicFileError {
            throw UsageError("cannot write '\(path)': \(error)")
        }
        return 0
    }

    /// The frames in `stagehand plan`'s format: one phase, or both one after the other.
    static func json(_ options: TransitionOptions, script: Script, fps: Int) throws -> JSONValue {
        let transition = options.transition
        let present = transition.choreography(for: .present, in: options.context)
        switch script {
        case .roundTrip:
            let dismiss = transition.choreography(for: .dismiss, in: options.context)
            let first = PlanSampler(transition: transition, choreography: present)
            let second = PlanSampler(transition: transition, choreography: dismiss)
            let presentTimes = try FrameTimes.times(duration: present.plan.duration, fps: fps)
            let dismissTimes = try FrameTimes.times(duration: dismiss.plan.duration, fps: fps)
            let frames =
                presentTimes.map { first.frame(at: $0, shownAt: $0) }
                + dismissTimes.map { second.frame(at: $0, shownAt: present.plan.duration + $0) }
            return .object([
                ("transition", .string(transition.name)), ("phase", .string("round-trip")),
                ("duration", .number(present.plan.duration + dismiss.plan.duration)),
                ("frames", .array(frames)),
            ])
        default:
            let choreography = options.choreography
            let times = try FrameTimes.times(duration: choreography.plan.duration, fps: fps)
            return PlanSampler(transition: transition, choreography: choreography).json(times: times)
        }
    }
}
