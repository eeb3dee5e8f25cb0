import Foundation
import StagehandCore
import StagehandHeadless

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Everything a render needs: which transition, where, what happens, how fast, how large and in
/// which format. ``validate()`` checks it against the documented limits before any work, and
/// ``render(to:)`` films, paints, encodes and writes it one frame at a time.
///
/// The limits keep a render's time and memory bounded whatever the input:
/// - ``maximumDuration``: 60 s of film;
/// - ``maximumFrameCount``: 7,200 frames (60 s at 120 frames a second);
/// - ``maximumPixelsPerFrame``: 4,194,304 pixels (2048 x 2048) in a raster frame, each side at most
///   ``RasterImage/maximumDimension``; a PNG filmstrip at most ``RasterImage/maximumDimension`` wide;
/// - frames per second in 1...240, a scale in (0, ``RasterCanvas/maximumScale``], a hold of 0 s or
///   more, a container whose size is finite and positive (for SVG, at most
///   ``RasterImage/maximumDimension`` points a side).
@MainActor
public struct FilmRequest {
    /// The longest film, in seconds.
    public static let maximumDuration = 60.0
    /// The most frames in a film.
    public static let maximumFrameCount = 7_200
    /// The most pixels in one frame of a GIF or PNG (the filmstrip holds five such frames).
    public static let maximumPixelsPerFrame = 1 << 22

    /// The transition filmed.
    public var transition: StagehandTransition
    /// The container and the measurements of the scene.
    public var context: TransitionContext
    /// What happens.
    public var script: Script
    /// Frames per second (1...240).
    public var framesPerSecond: Double
    /// Seconds the end is held still, after each phase.
    public var hold: Double
    /// Pixels per point, for GIF and PNG.
    public var scale: Double
    /// The output format.
    public var format: FilmFormat

    /// A request; nothing is checked until ``validate()``.
    public init(
        _ transition: StagehandTransition, in context: TransitionContext, script: Script = .present,
        framesPerSecond: Double = 30, hold: Double = 0.3, scale: Double = 1, format: FilmFormat
    ) {
        self.transition = transition
        self.context = context
        self.script = script
        self.framesPerSecond = framesPerSecond
        self.hold = hold
        self.scale = scale
        self.format = format
    }

    /// What a valid request will produce, as estimated up front from the transition's timings: the
    /// limits are checked against these figures.
    public struct Measure: Sendable, Equatable {
        /// The film's length in seconds (the phases' durations and the holds).
        public var duration: Double
        /// How many frames it will have at most (a drag that the transition does not allow, shown
        /// as a plain dismissal, makes fewer).
        public var frameCount: Int
        /// The width of a frame in pixels (points for SVG).
        public var frameWidth: Int
        /// The height of a frame in pixels (points for SVG).
        public var frameHeight: Int
    }

    /// Checks every limit, before any frame is filmed, and returns what the render will produce.
    ///
    /// - Throws: ``RenderError/invalidValue(_:)`` for a frame rate, scale or hold out of range,
    ///   ``RenderError/invalidSize(width:height:scale:)`` for a container that is not finite and
    ///   positive or a filmstrip too wide, ``RenderError/frameTooLarge(width:height:maximumPixels:)``,
    ///   ``RenderError/filmTooLong(seconds:maximum:)`` and ``RenderError/tooManyFrames(count:maximum:)``.
    @discardableResult
    public func validate() throws -> Measure {
        guard framesPerSecond.isFinite, (1...240).contains(framesPerSecond) else {
            throw RenderError.invalidValue("frames per second \(framesPerSecond) is outside 1...240")
        }
        guard scale.isFinite, scale > 0, scale <= RasterCanvas.maximumScale else {
            throw RenderError.invalidValue(
                "scale \(scale) is outside (0, \(RasterCanvas.maximumScale)]")
        }
        guard hold.isFinite, hold >= 0, hold <= Self.maximumDuration else {
            throw RenderError.invalidValue("hold \(hold) s is outside 0...\(Self.maximumDuration) s")
        }
        let size = context.container.bounds.size
        let width = Double(size.width)
        let height = Double(size.height)
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw RenderError.invalidSize(width: width, height: height, scale: scale)
        }
        var frameWidth = 0
        var frameHeight = 0
        if format == .svg {
            let side = Double(RasterImage.maximumDimension)
            guard width <= side, height <= side else {
                throw RenderError.invalidSize(width: width, height: height, scale: 1)
            }
            frameWidth = Int(width.rounded(.up))
            frameHeight = Int(height.rounded(.up))
        } else {
            let pixelWidth = max((width * scale).rounded(), 1)
            let pixelHeight = max((height * scale).rounded(), 1)
            let side = Double(RasterImage.maximumDimension)
            guard pixelWidth <= side, pixelHeight <= side,
                pixelWidth * pixelHeight <= Double(Self.maximumPixelsPerFrame)
            else {
                throw RenderError.frameTooLarge(
                    width: pixelWidth, height: pixelHeight, maximumPixels: Self.maximumPixelsPerFrame)
            }
            frameWidth = Int(pixelWidth)
            frameHeight = Int(pixelHeight)
            if format == .png {
                let stripWidth = 5 * frameWidth + 4 * Int((16 * scale).rounded())
                guard stripWidth <= RasterImage.maximumDimension else {
                    throw RenderError.invalidSize(width: Double(stripWidth), height: pixelHeight, scale: 1)
                }
            }
        }
        let duration = estimatedDuration()
        guard duration.isFinite, duration <= Self.maximumDuration else {
            throw RenderError.filmTooLong(seconds: duration, maximum: Self.maximumDuration)
        }
        // Each phase records its first frame at once and may run a step past its end.
        let phases = script == .roundTrip ? 2 : 1
        let frames = Int((duration * framesPerSecond).rounded(.up)) + 2 * phases + 1
        guard frames <= Self.maximumFrameCount else {
            throw RenderError.tooManyFrames(count: frames, maximum: Self.maximumFrameCount)
        }
        return Measure(
            duration: duration, frameCount: frames, frameWidth: frameWidth, frameHeight: frameHeight)
    }

    /// The film's length from the plans' durations, the holds and, for the drag scripts, the drag and
    /// the release spring.
    private func estimatedDuration() -> Double {
        func phase(_ phase: PresentationPhase) -> Double {
            transition.choreography(for: phase, in: context).plan.duration
        }
        switch script {
        case .present: return phase(.present) + hold
        case .dismiss: return phase(.dismiss) + hold
        case .roundTrip: return phase(.present) + phase(.dismiss) + 2 * hold
        case .dragToDismiss, .dragAndCancel:
            // Without a drag, the script shows the plain dismissal.
            guard transition.isInteractivelyDismissible else { return hold / 2 + phase(.dismiss) + hold }
            let release = max(phase(.dismiss), transition.releaseSpring.settlingDuration())
            // The finger moves a pan's slop first and two frames at its release speed last (how a
            // pan measures a speed): three frames more than the drag itself.
            let fingerFrames = 3 / Scenario.clampedFramesPerSecond(framesPerSecond)
            return hold / 2 + 0.3 + fingerFrames + release + hold
        }
    }

    /// Validates the request, then films, paints, encodes and writes it into `sink` one frame at a
    /// time: the memory it needs does not grow with the film's length (a GIF keeps two frames, a PNG
    /// filmstrip its five key frames, an SVG the keyframes of each view).
    ///
    /// - Throws: what ``validate()`` throws, before anything is written; then
    ///   ``RenderError/neverComesToRest(seconds:)`` for a transition that does not come to rest, or
    ///   what the sink throws.
    public func render<Sink: ByteSink>(to sink: inout Sink) throws {
        let measure = try validate()
        let fps = Scenario.clampedFramesPerSecond(framesPerSecond)
        let size = context.container.bounds.size
        switch format {
        case .gif:
            let painter = FramePainter(size: size, scale: scale)
            // The stream holds the sink while the frames come, and hands it back at the end.
            var stream = try GIFStream(width: measure.frameWidth, height: measure.frameHeight, sink: sink)
            try film { try stream.append(try painter.image(of: $0), delay: 1 / fps) }
            sink = try stream.finish()
        case .svg:
            var writer = SVGFilmWriter(size: size, framesPerSecond: fps)
            try film { writer.add($0) }
            try sink.write(Array(try writer.document().utf8))
        case .png:
            var count = 0
            try film { _ in count += 1 }
            guard count > 0 else { throw RenderError.noFrames }
            let wanted = FilmEncoder.keyFrameIndices(count: count)
            var kept: [Int: RecordedFrame] = [:]
            var index = 0
            try film { frame in
                if wanted.contains(index) { kept[index] = frame }
                index += 1
            }
            let frames = wanted.compactMap { kept[$0] }
            try sink.write(try FilmEncoder(scale: scale).filmstrip(of: frames, size: size))
        }
    }

    private func film(_ frame: (RecordedFrame) throws -> Void) throws {
        try Scenario.film(
            transition, in: context, script: script, framesPerSecond: framesPerSecond, hold: hold,
            frame: frame)
    }
}
