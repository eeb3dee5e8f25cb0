import Foundation
import Testing

@testable import StagehandEncoders
@testable import StagehandPreview

@Suite("PNG decoder (golden references)")
struct PNGDecoderTests {
    /// `file` with the chunk at `offset` given `data` in place of its own, its CRC recomputed.
    static func replacingChunkData(_ file: [UInt8], at offset: Int, with data: [UInt8]) -> [UInt8] {
        let length =
            Int(file[offset]) << 24 | Int(file[offset + 1]) << 16 | Int(file[offset + 2]) << 8
            | Int(file[offset + 3])
        let type = Array(file[(offset + 4)..<(offset + 8)])
        let count = UInt32(data.count)
        let crc = Zlib.crc32(type + data)
        let chunk =
            [UInt8(count >> 24), UInt8(count >> 16 & 0xFF), UInt8(count >> 8 & 0xFF), UInt8(count & 0xFF)]
            + type + data
            + [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
        return Array(file[..<offset]) + chunk + Array(file[(offset + 12 + length)...])
    }

    /// The offset of the first chunk of `type`.
    static func offset(of type: String, in file: [UInt8]) -> Int {
        var offset = 8
        while String(decoding: file[(offset + 4)..<(offset + 8)], as: UTF8.self) != type {
            let length =
                Int(file[offset]) << 24 | Int(file[offset + 1]) << 16 | Int(file[offset + 2]) << 8
                | Int(file[offset + 3])
            offset += 12 + length
        }
        return offset
    }

    @Test(
        "What the encoder writes decodes to the same pixels",
        arguments: [(1, 1), (3, 2), (64, 48), (195, 422)])
    func roundTrip(width: Int, height: Int) throws {
        let image = try TestImages.random(
            width: width, height: height, palette: TestImages.palette(40, seed: 3), seed: 9)
        #expect(try PNGDecoder.decode(try PNGEncoder.encode(image)) == image)
        let gradient = try TestImages.gradient(width: width, height: height)
        #expect(try PNGDecoder.decode(try PNGEncoder.encode(gradient)) == gradient)
    }

    @Test("Damaged or unsupported files are refused with what is wrong")
    func refusals() throws {
        // An opaque gradient is written as RGB: 4 rows of a filter byte and 8 × 3 bytes, 100 in all.
        let file = try PNGEncoder.encode(try TestImages.gradient(width: 8, height: 4))
        let header = Self.offset(of: "IHDR", in: file)
        let headerData = Array(file[(header + 8)..<(header + 21)])
        let data = Self.offset(of: "IDAT", in: file)
        let compressed = Array(
            file[(data + 8)..<(data + 8 + (Int(file[data + 2]) << 8 | Int(file[data + 3])))])
        var sixteenBit = headerData
        sixteenBit[8] = 16
        var flippedCRC = file
        flippedCRC[header + 21] ^= 1
        var badFilter = try Zlib.compress([7] + [UInt8](repeating: 0, count: 99))
        badFilter = Self.replacingChunkData(file, at: data, with: badFilter)
        let cases: [([UInt8], String)] = [
            ([], "not a PNG this decoder reads: no PNG signature"),
            (
                Array(file.prefix(20)),
                "not a PNG this decoder reads: a chunk at byte 8 runs past the end of the file"
            ),
            (Array(file.prefix(10)), "not a PNG this decoder reads: a truncated chunk at byte 8"),
            (flippedCRC, "not a PNG this decoder reads: the chunk at byte 8 fails its CRC"),
            (
                Self.replacingChunkData(file, at: header, with: sixteenBit),
                "not a PNG this decoder reads: bit depth 16, colour type 2, interlace 0: only 8-bit RGB (2) or RGBA (6) "
                    + "without interlacing"
            ),
            (
                Self.replacingChunkData(file, at: data, with: Array(compressed.dropLast(6))),
                "not a PNG this decoder reads: the image data does not inflate to the 100 bytes its header gives "
                    + "(zlib status -3)"
            ),
            (badFilter, "not a PNG this decoder reads: row 0 has filter 7; PNG's filters are 0 to 4"),
        ]
        for (bytes, message) in cases {
            #expect(throws: RenderError.self) { try PNGDecoder.decode(bytes) }
            do {
                _ = try PNGDecoder.decode(bytes)
            } catch {
                #expect("\(error)" == message)
            }
        }
    }
}
