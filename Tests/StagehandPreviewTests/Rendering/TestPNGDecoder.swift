@testable import StagehandPreview

/// Decodes the PNG files that ``PNGEncoder`` writes (8-bit RGB or RGBA, not interlaced), checking
/// every chunk's CRC, and returns RGBA pixels.
enum TestPNGDecoder {
    struct Chunk {
        var type: String
        var data: [UInt8]
        var crcIsValid: Bool
    }

    struct Decoded {
        var width: Int
        var height: Int
        var colorType: UInt8
        var bitDepth: UInt8
        var chunks: [Chunk]
        /// RGBA bytes (alpha 255 for RGB files).
        var pixels: [UInt8]
    }

    static func bigEndian(_ bytes: [UInt8], _ offset: Int) -> Int {
        Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
            | Int(bytes[offset + 3])
    }

    static func chunks(_ file: [UInt8]) throws -> [Chunk] {
        guard Array(file.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
            throw TestInflate.Failure(description: "bad PNG signature")
        }
        var chunks: [Chunk] = []
        var offset = 8
        while offset < file.count {
            guard offset + 12 <= file.count else { throw TestInflate.Failure(description: "truncated chunk") }
            let length = bigEndian(file, offset)
            guard offset + 12 + length <= file.count else {
                throw TestInflate.Failure(description: "truncated data")
            }
            let typeBytes = Array(file[(offset + 4)..<(offset + 8)])
            let data = Array(file[(offset + 8)..<(offset + 8 + length)])
            let stored = UInt32(bigEndian(file, offset + 8 + length))
            let computed = Zlib.crc32(typeBytes + data)
            chunks.append(
                Chunk(
                    type: String(decoding: typeBytes, as: UTF8.self), data: data,
                    crcIsValid: stored == computed))
            offset += 12 + length
        }
        return chunks
    }

    static func decode(_ file: [UInt8]) throws -> Decoded {
        let chunks = try chunks(file)
        guard let header = chunks.first, header.type == "IHDR", header.data.count == 13 else {
            throw TestInflate.Failure(description: "IHDR missing")
        }
        let width = bigEndian(header.data, 0)
        let height = bigEndian(header.data, 4)
        let colorType = header.data[9]
        let channels = colorType == 6 ? 4 : 3
        let compressed = chunks.filter { $0.type == "IDAT" }.flatMap(\.data)
        let raw = try TestInflate.zlibDecompress(compressed)
        let stride = width * channels
        guard raw.count == (stride + 1) * height else {
            throw TestInflate.Failure(description: "bad data size")
        }
        var previous = [UInt8](repeating: 0, count: stride)
        var pixels: [UInt8] = []
        for y in 0..<height {
            let filter = raw[y * (stride + 1)]
            var row = Array(raw[(y * (stride + 1) + 1)..<((y + 1) * (stride + 1))])
            for index in 0..<stride {
                let left = index >= channels ? Int(row[index - channels]) : 0
                let up = Int(previous[index])
                let upperLeft = index >= channels ? Int(previous[index - channels]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = left
                case 2: predictor = up
                case 3: predictor = (left + up) / 2
                case 4:
                    let estimate = left + up - upperLeft
                    let (a, b, c) = (abs(estimate - left), abs(estimate - up), abs(estimate - upperLeft))
                    predictor = a <= b && a <= c ? left : (b <= c ? up : upperLeft)
                default: throw TestInflate.Failure(description: "bad filter \(filter)")
                }
                row[index] = row[index] &+ UInt8(predictor & 0xFF)
            }
            for x in 0..<width {
                pixels += row[(x * channels)..<(x * channels + 3)]
                pixels.append(channels == 4 ? row[x * 4 + 3] : 255)
            }
            previous = row
        }
        return Decoded(
            width: width, height: height, colorType: colorType, bitDepth: header.data[8], chunks: chunks,
            pixels: pixels)
    }
}
