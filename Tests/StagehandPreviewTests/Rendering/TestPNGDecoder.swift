@testable import StagehandEncoders
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
        // The library's unfiltering, over this test's own inflater: the encoder's filters are checked
        // against code that shares nothing with them.
        let rows = try PNGDecoder.unfilter(raw, width: width, height: height, channels: channels)
        var pixels: [UInt8] = []
        for pixel in 0..<(width * height) {
            pixels += rows[(pixel * channels)..<(pixel * channels + 3)]
            pixels.append(channels == 4 ? rows[pixel * 4 + 3] : 255)
        }
        return Decoded(
            width: width, height: height, colorType: colorType, bitDepth: header.data[8], chunks: chunks,
            pixels: pixels)
    }
}
