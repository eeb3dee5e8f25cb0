import Foundation
import StagehandCore

/// Per-pixel passes of the GIF encoder, reading ``RasterImage`` bytes in place.
///
/// Colours are handled as 24-bit keys `0x00BBGGRR` (red in the low byte: the little-endian reading
/// of an RGBA pixel with alpha masked off, so that opaque pixels need no conversion). Translucent
/// pixels are composited over the background first.
enum GIFPixels {
    /// The key of a colour (its alpha is ignored).
    static func key(_ color: RGBAColor) -> UInt32 {
        let bytes = color.rgba8
        return UInt32(bytes.x) | UInt32(bytes.y) << 8 | UInt32(bytes.z) << 16
    }

    /// Red, green and blue of a key.
    static func channels(_ key: UInt32) -> (red: UInt8, green: UInt8, blue: UInt8) {
        (UInt8(key & 0xFF), UInt8((key >> 8) & 0xFF), UInt8((key >> 16) & 0xFF))
    }

    /// Reads the key of pixel `index`, compositing over `background` when it is translucent.
    struct Reader {
        let pixels: UnsafeRawPointer
        let background: UInt32

        /// The raw RGBA bytes of pixel `index` (red in the low byte).
        @inline(__always)
        func raw(_ index: Int) -> UInt32 {
            UInt32(littleEndian: pixels.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
        }

        /// How many pixels from `start` (inclusive) up to `end` (exclusive) have the raw value `value`;
        /// compares two pixels at a time.
        @inline(__always)
        func run(of value: UInt32, from start: Int, to end: Int) -> Int {
            let pair = UInt64(value) | UInt64(value) << 32
            var index = start
            while index + 2 <= end
                && UInt64(littleEndian: pixels.loadUnaligned(fromByteOffset: index * 4, as: UInt64.self))
                    == pair
            {
                index += 2
            }
            while index < end && raw(index) == value { index += 1 }
            return index - start
        }

        @inline(__always)
        func key(_ index: Int) -> UInt32 {
            key(raw: raw(index))
        }

        @inline(__always)
        func key(raw value: UInt32) -> UInt32 {
            let alpha = value >> 24
            if alpha == 255 { return value & 0x00FF_FFFF }
            return Self.composite(value, alpha: alpha, over: background)
        }

        static func composite(_ value: UInt32, alpha: UInt32, over background: UInt32) -> UInt32 {
            let rest = 255 - alpha
            var result: UInt32 = 0
            for shift: UInt32 in [0, 8, 16] {
                let channel = ((value >> shift) & 0xFF) * alpha + ((background >> shift) & 0xFF) * rest
                result |= ((channel + 127) / 255) << shift
            }
            return result
        }
    }

    /// Runs `body` with a reader over `image`.
    static func withReader<Result>(
        _ image: RasterImage, background: UInt32, _ body: (Reader) throws -> Result
    ) rethrows -> Result {
        try image.pixels.withUnsafeBytes { bytes in
            try body(Reader(pixels: bytes.baseAddress!, background: background))
        }
    }

    /// The smallest box holding every pixel whose RGBA bytes differ between `current` and `previous`
    /// (which have the same size), or `nil` when they are identical.
    static func changedBox(_ current: RasterImage, _ previous: RasterImage) -> PixelBox? {
        let width = current.width
        let height = current.height
        let rowBytes = width * 4
        return current.pixels.withUnsafeBytes { now in
            previous.pixels.withUnsafeBytes { before in
                let nowBase = now.baseAddress!
                let beforeBase = before.baseAddress!
                func rowDiffers(_ y: Int) -> Bool {
                    memcmp(nowBase + y * rowBytes, beforeBase + y * rowBytes, rowBytes) != 0
                }
                func pixel(_ base: UnsafeRawPointer, _ x: Int, _ y: Int) -> UInt32 {
                    base.loadUnaligned(fromByteOffset: (y * width + x) * 4, as: UInt32.self)
                }
                var top = 0
                while top < height && !rowDiffers(top) { top += 1 }
                guard top < height else { return nil }
                var bottom = height - 1
                while bottom > top && !rowDiffers(bottom) { bottom -= 1 }
                var left = width
                var right = -1
                for y in top...bottom where rowDiffers(y) {
                    var x = 0
                    while x < left && pixel(nowBase, x, y) == pixel(beforeBase, x, y) { x += 1 }
                    left = min(left, x)
                    var end = width - 1
                    while end > right && pixel(nowBase, end, y) == pixel(beforeBase, end, y) { end -= 1 }
                    right = max(right, end)
                }
                return PixelBox(x0: left, y0: top, x1: right + 1, y1: bottom + 1)
            }
        }
    }

    /// Adds the colours inside `box` to `histogram`, one count per pixel (runs are counted at once).
    static func count(
        _ image: RasterImage, background: UInt32, box: PixelBox, into histogram: inout ColorHashTable
    ) {
        let width = image.width
        withReader(image, background: background) { reader in
            for y in box.y0..<box.y1 {
                let row = y * width
                var x = box.x0
                while x < box.x1 {
                    let raw = reader.raw(row + x)
                    let run = reader.run(of: raw, from: row + x, to: row + box.x1)
                    histogram.add(reader.key(raw: raw), UInt32(run))
                    x += run
                }
            }
        }
    }

    /// The palette indices of the pixels inside `box`, row by row.
    static func indices(_ image: RasterImage, background: UInt32, box: PixelBox, palette: GIFPalette)
        -> [UInt8]
    {
        let width = image.width
        let boxWidth = box.x1 - box.x0
        var output = [UInt8](repeating: 0, count: boxWidth * (box.y1 - box.y0))
        output.withUnsafeMutableBufferPointer { out in
            withReader(image, background: background) { reader in
                var target = out.baseAddress!
                for y in box.y0..<box.y1 {
                    let row = y * width
                    var x = box.x0
                    while x < box.x1 {
                        let raw = reader.raw(row + x)
                        let run = reader.run(of: raw, from: row + x, to: row + box.x1)
                        let key = reader.key(raw: raw)
                        let index: UInt8
                        if let known = palette.lookup.value(key) {
                            index = UInt8(truncatingIfNeeded: known)
                        } else {
                            index = UInt8(GIFPalette.nearest(key, in: palette.colors))
                        }
                        target.update(repeating: index, count: run)
                        target += run
                        x += run
                    }
                }
            }
        }
        return output
    }
}
