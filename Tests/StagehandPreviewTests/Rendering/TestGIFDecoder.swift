/// Decodes the GIF files that ``GIFEncoder`` writes: global palette, graphic control extensions,
/// NETSCAPE2.0 looping, LZW image data, frames composited with "do not dispose".
enum TestGIFDecoder {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    struct Frame {
        var left: Int
        var top: Int
        var width: Int
        var height: Int
        var delay: Int
        var disposal: Int
        /// The whole canvas after this frame, as `0x00RRGGBB` per pixel.
        var canvas: [UInt32]
    }

    struct Decoded {
        var width: Int
        var height: Int
        var palette: [UInt32]
        var loopCount: Int?
        var frames: [Frame]
    }

    static func decode(_ bytes: [UInt8]) throws -> Decoded {
        var offset = 0
        func byte() throws -> Int {
            guard offset < bytes.count else { throw Failure(description: "unexpected end of file") }
            offset += 1
            return Int(bytes[offset - 1])
        }
        func short() throws -> Int { try byte() | (try byte() << 8) }
        func subBlocks() throws -> [UInt8] {
            var data: [UInt8] = []
            while true {
                let length = try byte()
                if length == 0 { return data }
                guard offset + length <= bytes.count else {
                    throw Failure(description: "truncated sub-block")
                }
                data += bytes[offset..<(offset + length)]
                offset += length
            }
        }

        guard bytes.count >= 13, Array(bytes[0..<6]) == Array("GIF89a".utf8) else {
            throw Failure(description: "not a GIF89a file")
        }
        offset = 6
        let width = try short()
        let height = try short()
        let packed = try byte()
        _ = try byte()
        _ = try byte()
        var palette: [UInt32] = []
        if packed & 0x80 != 0 {
            for _ in 0..<(1 << ((packed & 7) + 1)) {
                palette.append(UInt32(try byte()) << 16 | UInt32(try byte()) << 8 | UInt32(try byte()))
            }
        }
        var canvas = [UInt32](repeating: 0, count: width * height)
        var frames: [Frame] = []
        var loopCount: Int?
        var delay = 0
        var disposal = 0
        while true {
            let introducer = try byte()
            switch introducer {
            case 0x3B:
                return Decoded(
                    width: width, height: height, palette: palette, loopCount: loopCount, frames: frames)
            case 0x21:
                let label = try byte()
                let data = try subBlocks()
                if label == 0xF9 {
                    guard data.count == 4 else { throw Failure(description: "bad graphic control extension") }
                    disposal = (Int(data[0]) >> 2) & 7
                    delay = Int(data[1]) | Int(data[2]) << 8
                } else if label == 0xFF, data.count == 14,
                    String(decoding: data[0..<11], as: UTF8.self) == "NETSCAPE2.0"
                {
                    loopCount = Int(data[12]) | Int(data[13]) << 8
                }
            case 0x2C:
                let left = try short()
                let top = try short()
                let frameWidth = try short()
                let frameHeight = try short()
                let flags = try byte()
                guard flags & 0x40 == 0 else {
                    throw Failure(description: "interlace unsupported")
                }
                var frameTable = palette
                if flags & 0x80 != 0 {
                    frameTable = []
                    for _ in 0..<(1 << ((flags & 7) + 1)) {
                        frameTable.append(
                            UInt32(try byte()) << 16 | UInt32(try byte()) << 8 | UInt32(try byte()))
                    }
                }
                guard left + frameWidth <= width, top + frameHeight <= height else {
                    throw Failure(description: "frame outside the canvas")
                }
                let minCodeSize = try byte()
                let indices = try lzwDecode(
                    try subBlocks(), minCodeSize: minCodeSize, count: frameWidth * frameHeight)
                for y in 0..<frameHeight {
                    for x in 0..<frameWidth {
                        let index = Int(indices[y * frameWidth + x])
                        guard index < frameTable.count else {
                            throw Failure(description: "index outside the palette")
                        }
                        canvas[(top + y) * width + left + x] = frameTable[index]
                    }
                }
                frames.append(
                    Frame(
                        left: left, top: top, width: frameWidth, height: frameHeight, delay: delay,
                        disposal: disposal,
                        canvas: canvas))
            default:
                throw Failure(description: "unknown block 0x\(String(introducer, radix: 16))")
            }
        }
    }

    /// Strict LZW decoding: exactly `count` indices, then an end code.
    static func lzwDecode(_ data: [UInt8], minCodeSize: Int, count: Int) throws -> [UInt8] {
        guard (2...8).contains(minCodeSize) else { throw Failure(description: "bad minimum code size") }
        let clear = 1 << minCodeSize
        let end = clear + 1
        var prefixes = [Int](repeating: -1, count: 4096)
        var suffixes = [UInt8](repeating: 0, count: 4096)
        var lengths = [Int](repeating: 1, count: 4096)
        for code in 0..<clear { suffixes[code] = UInt8(code) }
        var codeSize = minCodeSize + 1
        var next = end + 1
        var previous = -1
        var output: [UInt8] = []
        var bitBuffer = 0
        var bitCount = 0
        var position = 0

        func string(_ code: Int) -> [UInt8] {
            var result = [UInt8](repeating: 0, count: lengths[code])
            var current = code
            var index = lengths[code] - 1
            while current >= 0 && index >= 0 {
                result[index] = suffixes[current]
                current = prefixes[current]
                index -= 1
            }
            return result
        }

        while true {
            while bitCount < codeSize {
                guard position < data.count else {
                    throw Failure(description: "LZW data ended without an end code")
                }
                bitBuffer |= Int(data[position]) << bitCount
                position += 1
                bitCount += 8
            }
            let code = bitBuffer & ((1 << codeSize) - 1)
            bitBuffer >>= codeSize
            bitCount -= codeSize
            if code == clear {
                codeSize = minCodeSize + 1
                next = end + 1
                previous = -1
                continue
            }
            if code == end { break }
            var entry: [UInt8]
            if code < next && (code < clear || code > end) {
                entry = string(code)
            } else if code == next && previous >= 0 {
                entry = string(previous)
                entry.append(entry[0])
            } else {
                throw Failure(description: "invalid LZW code \(code) (next \(next))")
            }
            output += entry
            if previous >= 0 && next < 4096 {
                prefixes[next] = previous
                suffixes[next] = entry[0]
                lengths[next] = lengths[previous] + 1
                next += 1
                if next == (1 << codeSize) && codeSize < 12 { codeSize += 1 }
            }
            previous = code
        }
        guard output.count == count else {
            throw Failure(description: "decoded \(output.count) indices, expected \(count)")
        }
        return output
    }
}
