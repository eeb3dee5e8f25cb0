import StagehandCore

/// Writes an animated GIF89a into a ``ByteSink`` one frame at a time: the header, then each frame
/// as it comes, then the trailer. It keeps only the previous frame (for frame differencing) and the
/// compressed data of the last frame stored (whose delay grows while identical frames follow), so its
/// memory does not depend on the number of frames.
///
/// Palettes: with a fixed palette (``GIFEncoder``'s whole-list API builds one from every frame), every
/// frame uses that global table. Otherwise the first frame's colours make the global table (exact
/// when it has at most 256 colours, median cut otherwise), and a later frame whose changed rectangle
/// holds a colour that is not an entry of that table gets its own local table, built the same way
/// from that rectangle's colours; so a film of at most 256 colours per frame is stored losslessly.
///
/// Differencing, merging of identical frames, delays, looping and the handling of translucent
/// pixels are ``GIFEncoder``'s (see its options).
public struct GIFStream<Sink: ByteSink> {
    /// Where the bytes go.
    public private(set) var sink: Sink
    private let options: GIFEncoder
    private let width: Int
    private let height: Int
    private let background: UInt32
    private let fixed: Bool
    private var global: GIFPalette?
    /// The global table's colours, exactly (for the adaptive mode's "is every colour an entry" check).
    private var globalEntries = ColorHashTable(capacity: 16)
    private var globalTableBits = 1
    private var previous: RasterImage?
    private var pending: (descriptor: [UInt8], data: [UInt8], seconds: Double)?
    private var timing = GIFTiming()
    private var compressor = GIFLZW()
    private var index = 0

    /// A stream of `width` x `height` frames into `sink`, with `options`' looping, background,
    /// differencing and merging, and `palette` for every frame if given (otherwise adaptive).
    ///
    /// Throws ``RenderError/invalidSize(width:height:scale:)`` for a size outside `1...65535` a side
    /// and ``RenderError/invalidValue(_:)`` for a loop count outside `0...65535`.
    init(width: Int, height: Int, options: GIFEncoder, palette: GIFPalette?, sink: Sink) throws {
        guard width > 0, height > 0, width <= 65_535, height <= 65_535 else {
            throw RenderError.invalidSize(width: Double(width), height: Double(height), scale: 1)
        }
        if let loopCount = options.loopCount, !(0...65_535).contains(loopCount) {
            throw RenderError.invalidValue("GIF loop count \(loopCount) is outside 0...65535")
        }
        self.sink = sink
        self.options = options
        self.width = width
        self.height = height
        background = GIFPixels.key(options.background)
        fixed = palette != nil
        if let palette { try writeHeader(palette) }
    }

    /// A stream with an adaptive palette (see the type's description).
    public init(width: Int, height: Int, options: GIFEncoder = GIFEncoder(), sink: Sink) throws {
        try self.init(width: width, height: height, options: options, palette: nil, sink: sink)
    }

    /// Adds a frame shown for `delay` seconds.
    ///
    /// Throws ``RenderError/frameSizeMismatch(index:width:height:expectedWidth:expectedHeight:)``,
    /// ``RenderError/invalidDelay(index:seconds:)``, or what the sink throws.
    public mutating func append(_ image: RasterImage, delay: Double) throws {
        defer { index += 1 }
        guard image.width == width, image.height == height else {
            throw RenderError.frameSizeMismatch(
                index: index, width: image.width, height: image.height, expectedWidth: width,
                expectedHeight: height)
        }
        guard delay.isFinite, delay >= 0 else { throw RenderError.invalidDelay(index: index, seconds: delay) }
        var box: PixelBox?
        if let previous, options.frameDifferencing {
            box = GIFPixels.changedBox(image, previous)
        } else {
            box = PixelBox(x0: 0, y0: 0, x1: width, y1: height)
        }
        if box == nil {
            if options.mergesIdenticalFrames, pending != nil {
                pending!.seconds += delay
            } else {
                box = PixelBox(x0: 0, y0: 0, x1: 1, y1: 1)
            }
        }
        if let box {
            try flushPending()
            try store(image, box: box, seconds: delay)
        }
        previous = image
    }

    /// Writes the last frame and the trailer, and returns the sink. Throws ``RenderError/noFrames``
    /// when no frame was added.
    public mutating func finish() throws -> Sink {
        guard index > 0 else { throw RenderError.noFrames }
        try flushPending()
        try sink.write([0x3B])
        return sink
    }

    private mutating func store(_ image: RasterImage, box: PixelBox, seconds: Double) throws {
        var palette: GIFPalette
        var localTable: [UInt8] = []
        var tableBits = globalTableBits
        if fixed, let global {
            palette = global
        } else {
            var histogram = ColorHashTable(capacity: 1024)
            GIFPixels.count(image, background: background, box: box, into: &histogram)
            if let global, histogram.entries.allSatisfy({ globalEntries.value($0.key) != nil }) {
                palette = global
                palette.lookup = globalEntries
            } else {
                palette = GIFPalette.build(histogram: histogram)
                if global == nil {
                    try writeHeader(palette)
                    tableBits = globalTableBits
                } else {
                    tableBits = Self.tableBits(palette.colors.count)
                    localTable = Self.colorTable(palette, bits: tableBits)
                }
            }
        }
        let minCodeSize = max(2, tableBits)
        var descriptor = ByteWriter(prefix: [0x2C])
        for value in [box.x0, box.y0, box.x1 - box.x0, box.y1 - box.y0] {
            descriptor.appendLittleEndian16(value)
        }
        descriptor.append(localTable.isEmpty ? 0 : 0x80 | UInt8(tableBits - 1))
        descriptor.append(contentsOf: localTable)
        let indices = GIFPixels.indices(image, background: background, box: box, palette: palette)
        let data = indices.withUnsafeBufferPointer { compressor.encode($0, minCodeSize: minCodeSize) }
        pending = (descriptor.bytes, data, seconds)
    }

    private mutating func flushPending() throws {
        guard let frame = pending else { return }
        pending = nil
        // Graphic control extension: disposal 1 (do not dispose), no transparency.
        var control = ByteWriter(prefix: [0x21, 0xF9, 0x04, 0x04])
        control.appendLittleEndian16(try timing.next(frame.seconds))
        control.append(contentsOf: [0, 0])
        control.append(contentsOf: frame.descriptor)
        try sink.write(control.bytes)
        try sink.write(frame.data)
    }

    private mutating func writeHeader(_ palette: GIFPalette) throws {
        global = palette
        globalTableBits = Self.tableBits(palette.colors.count)
        for (slot, color) in palette.colors.enumerated() where globalEntries.value(color) == nil {
            globalEntries.set(color, UInt32(slot))
        }
        var output = ByteWriter(prefix: Array("GIF89a".utf8))
        output.appendLittleEndian16(width)
        output.appendLittleEndian16(height)
        // A global table, 8-bit colour resolution.
        output.append(contentsOf: [0x80 | 0x70 | UInt8(globalTableBits - 1), 0, 0])
        output.append(contentsOf: Self.colorTable(palette, bits: globalTableBits))
        if let loopCount = options.loopCount {
            output.append(contentsOf: [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01])
            output.appendLittleEndian16(loopCount)
            output.append(0)
        }
        try sink.write(output.bytes)
    }

    /// The bits of a colour table holding `count` entries (GIF tables have 2...256 entries).
    private static func tableBits(_ count: Int) -> Int {
        var bits = 1
        while (1 << bits) < count { bits += 1 }
        return bits
    }

    /// A colour table of `1 << bits` RGB entries, padded with black.
    private static func colorTable(_ palette: GIFPalette, bits: Int) -> [UInt8] {
        var table: [UInt8] = []
        table.reserveCapacity(3 << bits)
        for slot in 0..<(1 << bits) {
            let color = GIFPixels.channels(slot < palette.colors.count ? palette.colors[slot] : 0)
            table += [color.red, color.green, color.blue]
        }
        return table
    }
}
