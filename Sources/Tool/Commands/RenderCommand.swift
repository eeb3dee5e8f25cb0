import Foundation
import StagehandCore
import StagehandHeadless
import StagehandPreview

/// `stagehand render TRANSITION [OPTIONS] [--phase present|dismiss|round-trip] [--fps N] [--scale S]
/// -o FILE.(gif|png|svg|json)`: films a transition on the headless stage and writes it.
enum RenderCommand: Command {
    static let name = "render"
    static let summary = "Render a transition to an animated GIF, a PNG filmstrip, an animated SVG or JSON"
    static let defaultFramesPerSecond = 30
    /// The longest phase a film holds (the headless stage stops filming after it).
    static let maximumPhaseSeconds = 30.0

    static let phase = Option<RenderPhase>(
        "phase", valueName: "P",
        help: "present, dismiss, or round-trip (present, hold, dismiss, hold); --timing and --duration "
            + "apply to the presentation in a round trip.", defaultText: "present",
        example: "--phase round-trip")
    static let fps = Option<Int>.integer(
        "fps", in: 1...120, help: "Frames per second.", defaultValue: defaultFramesPerSecond,
        example: "--fps 60")
    static let scale = Option<Int>.integer(
        "scale", in: 1...3, valueName: "S", help: "Pixels per point for GIF and PNG.", defaultValue: 1,
        example: "--scale 2")
    static let output = Option<String>.text(
        "output", alias: "o", valueName: "FILE",
        help: "The file to write (required): its extension chooses the format, its directory must exist; "
            + "written whole or not at all.", example: "-o card.gif")

    static let options =
        TransitionOptionGroup.specs + SceneOptions.specs + [phase.spec, fps.spec, scale.spec, output.spec]

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
        \(HelpFormatter.lines([phase.spec, fps.spec, scale.spec, output.spec]))
          -h, --help           Show this help.

        Limits, checked before any work (status 2): each phase lasts at most \(NumberFormat.string(maximumPhaseSeconds)) s; a GIF frame (the
        container's size times --scale) and the PNG filmstrip (five frames side by side) are at most
        \(RasterImage.maximumDimension) pixels a side and \(RasterImage.maximumPixelCount) pixels in all.

        Examples:
          stagehand render slide-in --edge left -o drawer.gif
          stagehand render card --content 390x360 --phase round-trip -o card.gif
          stagehand render zoom --source 24,180,120,44 -o zoom.png
          stagehand render shared-element --scale 2 -o avatar.svg

        \(CommandHelp.exitStatus)

        """

    /// What a render will do, decided from the arguments before any work.
    struct Request {
        var options: TransitionOptions
        var script: Script
        var fps: Int
        var scale: Int
        var url: URL
        /// The path as given, for messages.
        var path: String
        /// `nil` for JSON.
        var format: FilmFormat?
    }

    static func run(_ arguments: [String], console: any Console) throws -> Int32 {
        let request = try parse(arguments)
        try validate(request)
        try perform(request)
        return 0
    }

    /// Parses and checks every argument; throws ``UsageError`` for the first that is wrong.
    static func parse(_ arguments: [String]) throws -> Request {
        let parsed = try ParsedArguments(arguments, options: options, command: name)
        let transitionName = try TransitionOptions.transitionName(in: parsed, command: name)
        let phase = try parsed.value(Self.phase, default: .present)
        let script: Script =
            switch phase {
            case .present: .present
            case .dismiss: .dismiss
            case .roundTrip: .roundTrip
            }
        let options = try TransitionOptions(
            name: transitionName, parsed: parsed, phase: script == .dismiss ? .dismiss : .present)
        let fps = try parsed.value(Self.fps, default: defaultFramesPerSecond)
        let scale = try parsed.value(Self.scale, default: 1)
        guard let path = try parsed.value(output) else {
            throw UsageError("missing -o FILE (.gif, .png, .svg or .json)")
        }
        let url = try OutputPath.file(path)
        let fileExtension = url.pathExtension.lowercased()
        var format: FilmFormat?
        if fileExtension != "json" {
            guard let known = FilmFormat(fileExtension: fileExtension) else {
                throw UsageError("cannot tell the format of \(path.quoted): use .gif, .png, .svg or .json")
            }
            format = known
        }
        return Request(
            options: options, script: script, fps: fps, scale: scale, url: url, path: path, format: format)
    }

    /// The limits of a film, checked before any work: how long each phase lasts and how many pixels
    /// a frame or a filmstrip holds, then the renderer's own limits (``FilmRequest/validate()``:
    /// frames, pixels per frame, the film's length).
    static func validate(_ request: Request) throws {
        let transition = request.options.transition
        let context = request.options.context
        let phases: [PresentationPhase] =
            switch request.script {
            case .present: [.present]
            case .dismiss: [.dismiss]
            default: [.present, .dismiss]
            }
        for phase in phases {
            let seconds = transition.choreography(for: phase, in: context).plan.duration
            guard seconds.isFinite, seconds <= maximumPhaseSeconds else {
                throw UsageError(
                    "the \(phase.rawValue) phase lasts \(NumberFormat.string(seconds)) s, longer than the "
                        + "\(NumberFormat.string(maximumPhaseSeconds)) s a film holds; shorten --duration or --timing"
                )
            }
        }
        guard let format = request.format else { return }
        if format != .svg { try validatePixels(request, format: format) }
        // The renderer's own limits (frames, pixels per frame, film length), before any work.
        do {
            try filmRequest(request, format: format).validate()
        } catch let error as RenderError {
            throw UsageError(error.description)
        }
    }

    /// The pixels a raster frame or filmstrip would hold, against the raster image's limits.
    private static func validatePixels(_ request: Request, format: FilmFormat) throws {
        let context = request.options.context
        let scale = Double(request.scale)
        let size = context.container.bounds.size
        var width = (Double(size.width) * scale).rounded()
        let height = (Double(size.height) * scale).rounded()
        var what = "a frame"
        if format == .png {
            width = 5 * width + 4 * (16 * scale).rounded()
            what = "the filmstrip"
        }
        let side = Double(RasterImage.maximumDimension)
        guard width <= side, height <= side, width * height <= Double(RasterImage.maximumPixelCount) else {
            throw UsageError(
                "\(what) would be \(NumberFormat.string(width))x\(NumberFormat.string(height)) pixels, more "
                    + "than \(RasterImage.maximumDimension) a side or \(RasterImage.maximumPixelCount) in all; "
                    + "lower --scale or --container")
        }
    }

    /// What the renderer is asked to film and write.
    static func filmRequest(_ request: Request, format: FilmFormat) -> FilmRequest {
        FilmRequest(
            request.options.transition, in: request.options.context, script: request.script,
            framesPerSecond: Double(request.fps), scale: Double(request.scale), format: format)
    }

    /// Films, paints, encodes and writes one frame at a time, straight into the temporary file, which
    /// exists from the start of the work, so that an interruption at any point leaves nothing behind
    /// and memory does not grow with the film's length.
    static func perform(_ request: Request) throws {
        do {
            try AtomicFile.write(to: request.url) { writer in
                if let format = request.format {
                    var sink = writer
                    try filmRequest(request, format: format).render(to: &sink)
                } else {
                    let json = try json(request.options, script: request.script, fps: request.fps)
                    try writer.write(Array((json.serialized() + "\n").utf8))
                }
            }
        } catch let error as AtomicFileError {
            throw EnvironmentError.writing(request.path, error)
        }
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
