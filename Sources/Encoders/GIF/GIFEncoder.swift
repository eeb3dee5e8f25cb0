import StagehandCore

/// Encodes frames as an animated GIF89a.
///
/// The options here apply to both ways of encoding: the whole list at once (``encode(_:delays:)``),
/// and one frame at a time into a ``ByteSink`` (``GIFStream``, which chooses its palette as it goes).
///
/// - One global palette for all frames, for a whole list (see `GIFPalette`): exact when the frames use at most 256
///   colours, median cut otherwise; no dithering.
/// - Frame differencing (on by default): each frame after the first stores only the bounding rectangle
///   of the pixels that changed since the previous frame, with disposal "do not dispose", so still
///   regions cost nothing. A frame identical to the previous one is folded into it (its delay is added
///   to the previous frame's) unless ``mergesIdenticalFrames`` is false, in which case it is stored as
///   a 1 x 1 frame.
/// - Delays: see `GIFTiming`: centiseconds with the rounding error carried forward, at least 2 cs.
/// - Looping: a NETSCAPE2.0 application extension with ``loopCount`` (0 = forever).
///
/// Frames are treated as opaque: a pixel with alpha below 255 is composited over ``background`` first.
public struct GIFEncoder: Sendable {
    /// How many times viewers repeat the animation: 0 loops forever, `nil` writes no looping
    /// extension (viewers play it once). Must be in `0...65535`.
    public var loopCount: Int?
    /// The colour under translucent pixels.
    public var background: RGBAColor
    /// Whether frames after the first store only the rectangle that changed.
    public var frameDifferencing: Bool
    /// Whether a frame identical to the previous one is folded into it (adding its delay).
    public var mergesIdenticalFrames: Bool

    /// An encoder; the defaults loop forever, composite over white and store only changed rectangles.
    public init(
        loopCount: Int? = 0, background: RGBAColor = .white, frameDifferencing: Bool = true,
        mergesIdenticalFrames: Bool = true
    ) {
        self.loopCount = loopCount
        self.background = background
        self.frameDifferencing = frameDifferencing
        self.mergesIdenticalFrames = mergesIdenticalFrames
    }

    /// The bytes of a GIF showing every frame for the same `frameDelay` seconds.
    public func encode(_ frames: [RasterImage], frameDelay: Double) throws -> [UInt8] {
        try encode(frames, delays: [Double](repeating: frameDelay, count: frames.count))
    }

    /// The bytes of a GIF showing `frames[i]` for `delays[i]` seconds.
    ///
    /// Throws ``RenderError/noFrames``,
    /// ``RenderError/frameSizeMismatch(index:width:height:expectedWidth:expectedHeight:)``,
    /// ``RenderError/delayCountMismatch(frames:delays:)``, ``RenderError/invalidDelay(index:seconds:)``,
    /// or ``RenderError/invalidValue(_:)`` for a loop count outside `0...65535`.
    public func encode(_ frames: [RasterImage], delays: [Double]) throws -> [UInt8] {
        guard let first = frames.first else { throw RenderError.noFrames }
        guard delays.count == frames.count else {
            throw RenderError.delayCountMismatch(frames: frames.count, delays: delays.count)
        }
        if let loopCount, !(0...65_535).contains(loopCount) {
            throw RenderError.invalidValue("GIF loop count \(loopCount) is outside 0...65535")
        }
        let width = first.width
        let height = first.height
        guard width <= 65_535, height <= 65_535 else {
            throw RenderError.invalidSize(width: Double(width), height: Double(height), scale: 1)
        }
        for (index, frame) in frames.enumerated() where frame.width != width || frame.height != height {
            throw RenderError.frameSizeMismatch(
                index: index, width: frame.width, height: frame.height, expectedWidth: width,
                expectedHeight: height)
        }
        for (index, delay) in delays.enumerated() where !(delay.isFinite && delay >= 0) {
            throw RenderError.invalidDelay(index: index, seconds: delay)
        }

        // Pass 1: the colours of what will be stored, for one palette over the whole animation.
        let background = GIFPixels.key(background)
        var histogram = ColorHashTable(capacity: 4096)
        for (index, frame) in frames.enumerated() {
            let box: PixelBox?
            if index == 0 || !frameDifferencing {
                box = PixelBox(x0: 0, y0: 0, x1: width, y1: height)
            } else {
                box = GIFPixels.changedBox(frame, frames[index - 1])
            }
            if let box {
                GIFPixels.count(frame, background: background, box: box, into: &histogram)
            } else if !mergesIdenticalFrames {
                let still = PixelBox(x0: 0, y0: 0, x1: 1, y1: 1)
                GIFPixels.count(frame, background: background, box: still, into: &histogram)
            }
        }

        // Pass 2: the frames through the streaming encoder, with that palette.
        var stream = try GIFStream(
            width: width, height: height, options: self, palette: GIFPalette.build(histogram: histogram),
            sink: ByteBuffer())
        for (frame, delay) in zip(frames, delays) { try stream.append(frame, delay: delay) }
        return try stream.finish().bytes
    }
}
