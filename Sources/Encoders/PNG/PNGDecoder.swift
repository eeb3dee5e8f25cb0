import CZlib
import Foundation

/// Reads the PNG files that ``PNGEncoder`` writes, and others of the same kind: 8-bit RGB or RGBA,
/// not interlaced, any of PNG's five row filters. What golden-frame references are read with.
///
/// The image data is inflated by the system's zlib; every chunk's CRC-32 is checked.
public enum PNGDecoder {
    /// The image in `file`, with RGBA pixels (alpha 255 for an RGB file).
    ///
    /// - Throws: ``RenderError/invalidPNG(_:)`` naming what is wrong: the signature, a truncated or
    ///   damaged chunk, a kind of PNG other than 8-bit RGB or RGBA without interlacing, image data
    ///   that does not inflate to the size the header gives; ``RenderError/invalidSize(width:height:scale:)``
    ///   for a size ``RasterImage`` does not allow.
    public static func decode(_ file: [UInt8]) throws -> RasterImage {
        let chunks = try self.chunks(file)
        guard let header = chunks.first, header.type == "IHDR", header.data.count == 13 else {
            throw RenderError.invalidPNG("the first chunk is not a 13-byte IHDR")
        }
        let width = bigEndian(header.data, 0)
        let height = bigEndian(header.data, 4)
        let (bitDepth, colorType, interlace) = (header.data[8], header.data[9], header.data[12])
        guard bitDepth == 8, colorType == 2 || colorType == 6, interlace == 0 else {
            throw RenderError.invalidPNG(
                "bit depth \(bitDepth), colour type \(colorType), interlace \(interlace): only 8-bit RGB (2) "
                    + "or RGBA (6) without interlacing")
        }
        guard width > 0, height > 0, width <= RasterImage.maximumDimension,
            height <= RasterImage.maximumDimension,
            width * height <= RasterImage.maximumPixelCount
        else {
            throw RenderError.invalidSize(width: Double(width), height: Double(height), scale: 1)
        }
        let channels = colorType == 6 ? 4 : 3
        let compressed = chunks.filter { $0.type == "IDAT" }.flatMap(\.data)
        let raw = try inflate(compressed, expectedCount: (width * channels + 1) * height)
        let rows = try unfilter(raw, width: width, height: height, channels: channels)
        guard channels == 3 else { return try RasterImage(width: width, height: height, pixels: rows) }
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for pixel in 0..<(width * height) {
            pixels[pixel * 4] = rows[pixel * 3]
            pixels[pixel * 4 + 1] = rows[pixel * 3 + 1]
            pixels[pixel * 4 + 2] = rows[pixel * 3 + 2]
        }
        return try RasterImage(width: width, height: height, pixels: pixels)
    }

    /// A chunk: its four-letter type and its data.
    struct Chunk {
        var type: String
        var data: [UInt8]
    }

    /// The chunks of `file` after its signature, each CRC checked.
    static func chunks(_ file: [UInt8]) throws -> [Chunk] {
        guard file.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw RenderError.invalidPNG("no PNG signature")
        }
        var chunks: [Chunk] = []
        var offset = 8
        while offset < file.count {
            guard file.count - offset >= 12 else {
                throw RenderError.invalidPNG("a truncated chunk at byte \(offset)")
            }
            let length = bigEndian(file, offset)
            guard length <= file.count - offset - 12 else {
                throw RenderError.invalidPNG("a chunk at byte \(offset) runs past the end of the file")
            }
            let typeAndData = Array(file[(offset + 4)..<(offset + 8 + length)])
            guard UInt32(bigEndian(file, offset + 8 + length)) == Zlib.crc32(typeAndData) else {
                throw RenderError.invalidPNG("the chunk at byte \(offset) fails its CRC")
            }
            chunks.append(
                Chunk(
                    type: String(decoding: typeAndData.prefix(4), as: UTF8.self),
                    data: Array(typeAndData.dropFirst(4))))
            offset += 12 + length
        }
        return chunks
    }

    /// Inflates a zlib stream that must hold exactly `expectedCount` bytes.
    static func inflate(_ compressed: [UInt8], expectedCount: Int) throws -> [UInt8] {
        // zlib answers Z_BUF_ERROR for a stream that holds more than fits, and a short count for less.
        var output = [UInt8](repeating: 0, count: expectedCount)
        var count = uLongf(expectedCount)
        let status = output.withUnsafeMutableBufferPointer { out in
            compressed.withUnsafeBufferPointer { input in
                CZlib.uncompress(out.baseAddress, &count, input.baseAddress, uLong(input.count))
            }
        }
        guard status == Z_OK, count == uLongf(expectedCount) else {
            throw RenderError.invalidPNG(
                "the image data does not inflate to the \(expectedCount) bytes its header gives (zlib status \(status))"
            )
        }
        return output
    }

    /// Undoes PNG's row filters: `raw` is `height` rows, each a filter byte and `width * channels`
    /// bytes; the result is the rows' bytes without the filter bytes.
    static func unfilter(_ raw: [UInt8], width: Int, height: Int, channels: Int) throws -> [UInt8] {
        let stride = width * channels
        var pixels = [UInt8](repeating: 0, count: stride * height)
        for y in 0..<height {
            let filter = raw[y * (stride + 1)]
            let input = y * (stride + 1) + 1
            let row = y * stride
            for index in 0..<stride {
                let left = index >= channels ? Int(pixels[row + index - channels]) : 0
                let up = y > 0 ? Int(pixels[row - stride + index]) : 0
                let upperLeft = y > 0 && index >= channels ? Int(pixels[row - stride + index - channels]) : 0
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
                default:
                    throw RenderError.invalidPNG("row \(y) has filter \(filter); PNG's filters are 0 to 4")
                }
                pixels[row + index] = raw[input + index] &+ UInt8(predictor)
            }
        }
        return pixels
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int) -> Int {
        Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
            | Int(bytes[offset + 3])
    }
}
