import Foundation
import StagehandCore
import StagehandTestSupport
import Testing

@testable import StagehandEncoders
@testable import StagehandPreview

@Suite("PNG encoder")
struct PNGEncoderTests {
    @Test("Signature, IHDR fields, valid chunk CRCs, IEND last")
    func structure() throws {
        let image = try TestImages.random(
            width: 37, height: 11, palette: TestImages.palette(9, seed: 1), seed: 2)
        let file = try PNGEncoder.encode(image)
        #expect(Array(file.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let chunks = try TestPNGDecoder.chunks(file)
        #expect(chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
        #expect(chunks.allSatisfy { $0.crcIsValid })
        #expect(chunks[0].data == [0, 0, 0, 37, 0, 0, 0, 11, 8, 2, 0, 0, 0])
        // One zlib stream at zlib's default level (header 78 9C).
        #expect(Array(chunks[1].data.prefix(2)) == [0x78, 0x9C])
        #expect(chunks[2].data.isEmpty)
        #expect(Array(file.suffix(12)) == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
    }

    @Test("Opaque images are written as RGB, translucent ones as RGBA")
    func colorTypes() throws {
        let opaque = try RasterImage(width: 2, height: 1, pixels: [1, 2, 3, 255, 4, 5, 6, 255])
        let translucent = try RasterImage(width: 2, height: 1, pixels: [1, 2, 3, 255, 4, 5, 6, 7])
        #expect(try TestPNGDecoder.decode(PNGEncoder.encode(opaque)).colorType == 2)
        #expect(try TestPNGDecoder.decode(PNGEncoder.encode(translucent)).colorType == 6)
        #expect(try TestPNGDecoder.decode(PNGEncoder.encode(translucent)).bitDepth == 8)
    }

    @Test("Every pixel decodes back exactly", arguments: [(1, 1), (3, 2), (64, 64), (257, 5), (5, 300)])
    func roundTrip(width: Int, height: Int) throws {
        var generator = SeededGenerator(seed: UInt64(width * 1000 + height))
        let random = try RasterImage(
            width: width, height: height, pixels: generator.bytes(width * height * 4))
        let decoded = try TestPNGDecoder.decode(PNGEncoder.encode(random))
        #expect(decoded.width == width)
        #expect(decoded.height == height)
        #expect(decoded.pixels == random.pixels)

        let gradient = try TestImages.gradient(width: width, height: height)
        #expect(try TestPNGDecoder.decode(PNGEncoder.encode(gradient)).pixels == gradient.pixels)
    }

    @Test("A rendered UI frame decodes back exactly and compresses well", arguments: [1.0, 3.0])
    func uiFrame(scale: Double) throws {
        let image = try TestImages.uiFrame(step: 4, scale: scale)
        let file = try PNGEncoder.encode(image)
        let decoded = try TestPNGDecoder.decode(file)
        #expect(decoded.pixels == image.pixels)
        // Raw RGB would be width * height * 3 bytes; flat UI compresses by more than 20 times.
        #expect(file.count * 20 < image.width * image.height * 3)
    }

    @Test("A flat 390 x 844 frame is a tiny file")
    func flatFrame() throws {
        let image = try RasterImage(width: 390, height: 844, fill: RGBAColor(hex: 0xF2F2F7))
        let file = try PNGEncoder.encode(image)
        // zlib 1.2.13 at level 6 makes 2,774 bytes of the filtered rows: a 2,831-byte file.
        #expect(file.count < 3_000)
        #expect(try TestPNGDecoder.decode(file).pixels == image.pixels)
    }

    @Test("Row filters choose the smallest sum of absolute differences")
    func filterChoice() throws {
        // A horizontal ramp: Sub turns every row into constant small values.
        var pixels: [UInt8] = []
        for _ in 0..<4 { for x in 0..<16 { pixels += [UInt8(x * 10), UInt8(x * 10), UInt8(x * 10), 255] } }
        let ramp = try RasterImage(width: 16, height: 4, pixels: pixels)
        let filtered = PNGFilter.filterRows(ramp, channels: 3)
        #expect(filtered[0] == PNGFilter.sub)
        #expect(Array(filtered[1...6]) == [0, 0, 0, 10, 10, 10])
        // Identical rows: Up (all zeros) wins from the second row on.
        #expect(filtered[49] == PNGFilter.up)
        #expect(filtered[50...].prefix(48).allSatisfy { $0 == 0 })
        #expect(PNGFilter.paethPredictor(10, 20, 15) == 15)
        #expect(PNGFilter.paethPredictor(10, 20, 10) == 20)
        #expect(PNGFilter.paethPredictor(50, 20, 30) == 50)
    }
}
