import StagehandCore

/// Encodes frames as an animated GIF89a.
///
/// - One global palette for all frames (see ``GIFPalette``): exact when the frames use at most 256
///   colours, median cut otherwise; no dithering.
/// - Frame differencing (on by default): each frame after the first stores only the bounding rectangle
///   of the pixels that changed since the previous frame, with disposal "do not dispose", so still
///   regions cost nothing. A frame identical to the previous one is folded into it (its delay is added
///   to the previous frame's) unless ``mergesIdenticalFrames`` is false, in which case it is stored as
///   a 1 x 1 frame.
/// - Delays: see ``GIFTiming``: centiseconds with the rounding error carried forward, at least 2 cs.
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

        // Pass 1: what changed in each frame, and the colours of what will be stored.
        let background = GIFPixels.key(background)
        var histogram = ColorHashTable(capacity: 4096)
        var stored: [(frame: Int, box: PixelBox, seconds: Double)] = []
        for (index, frame) in frames.enumerated() {
            let box: PixelBox?
            if index == 0 || !frameDifferencing {
                box = PixelBox(x0: 0, y0: 0, x1: width, y1: height)
            } else {
                box = GIFPixels.changedBox(frame, frames[index - 1])
            }
            if let box {
                GIFPixels.count(frame, background: background, box: box, into: &histogram)
                stored.append((index, box, delays[index]))
            } else if mergesIdenticalFrames {
                stored[stored.count - 1].seconds += delays[index]
            } else {
                let still = PixelBox(x0: 0, y0: 0, x1: 1, y1: 1)
                GIFPixels.count(frame, background: background, box: still, into: &histogram)
                stored.append((index, still, delays[index]))
            }
        }

        let palette = GIFPalette.build(histogram: histogram)
        var tableBits = 1
        while (1 << tableBits) < palette.colors.count { tableBits += 1 }
        let minCodeSize = max(2, tableBits)
        let centiseconds = try GIFTiming.centiseconds(stored.map(\.seconds))

        // Pass 2: write the file.
        var output: [UInt8] = Array("GIF89a".utf8)
        Self.appendLittleEndian(width, to: &output)
        Self.appendLittleEndian(height, to: &output)
        output += [0x80 | 0x70 | UInt8(tableBits - 1), 0, 0]  // global table, 8-bit colour resolution
        for slot in 0..<(1 << tableBits) {
            let color = GIFPixels.channels(slot < palette.colors.count ? palette.colors[slot] : 0)
            output += [color.red, color.green, color.blue]
        }
        if let loopCount {
            output += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01]
            Self.appendLittleEndian(loopCount, to: &output)
            output.append(0)
        }
        var compressor = GIFLZW()
        for (order, entry) in stored.enumerated() {
            let box = entry.box
            // Graphic control extension: disposal 1 (do not dispose), no transparency.
            output += [0x21, 0xF9, 0x04, 0x04]
            Self.appendLittleEndian(centiseconds[order], to: &output)
            output += [0, 0]
            // Image descriptor, no local colour table, not interlaced.
            output.append(0x2C)
            Self.appendLittleEndian(box.x0, to: &output)
            Self.appendLittleEndian(box.y0, to: &output)
            Self.appendLittleEndian(box.x1 - box.x0, to: &output)
            Self.appendLittleEndian(box.y1 - box.y0, to: &output)
            output.append(0)
            let indices = GIFPixels.indices(
                frames[entry.frame], background: background, box: box, palette: palette)
            output += indices.withUnsafeBufferPointer { compressor.encode($0, minCodeSize: minCodeSize) }
        }
        output.append(0x3B)
        return output
    }

    static func appendLittleEndian(_ value: Int, to output: inout [UInt8]) {
        output.append(UInt8(value & 0xFF))
        output.append(UInt8((value >> 8) & 0xFF))
    }
}
