import CZlib
import StagehandTestSupport
import Testing

@testable import StagehandEncoders
@testable import StagehandPreview

@Suite("zlib streams (the system's zlib through ZlibDeflater)")
struct ZlibDeflaterTests {
    @Test(
        "Random bytes survive a round trip, no larger than zlib's bound",
        arguments: [0, 1, 2, 3, 17, 258, 1000, 65_535, 65_536, 70_001])
    func randomRoundTrip(size: Int) throws {
        var generator = SeededGenerator(seed: UInt64(size) &+ 1)
        let input = generator.bytes(size)
        let compressed = try Zlib.compress(input)
        #expect(try TestInflate.zlibDecompress(compressed) == input)
        // Incompressible data is stored: 5 bytes a block, plus the 2-byte header and 4-byte trailer.
        #expect(compressed.count <= Int(compressBound(uLong(size))))
        #expect(compressed.count >= size + 6)
    }

    @Test("An empty input is the 8-byte empty stream: header 78 9C, one empty block, Adler-32 1")
    func emptyInput() throws {
        #expect(try Zlib.compress([]) == [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])
        #expect(try TestInflate.zlibDecompress(Zlib.compress([])) == [])
    }

    @Test("Low-entropy random data (small alphabet, runs) survives a round trip", arguments: [1, 2, 3, 4, 5])
    func structuredRoundTrip(seed: Int) throws {
        var generator = SeededGenerator(seed: UInt64(seed))
        var input: [UInt8] = []
        while input.count < 150_000 {
            let symbol = UInt8.random(in: 0...5, using: &generator)
            let run = Int.random(in: 1...(seed * 40), using: &generator)
            input += [UInt8](repeating: symbol, count: run)
            if Bool.random(using: &generator), input.count > 300 {
                // Copy an earlier stretch to create long-distance matches.
                let start = Int.random(in: 0..<(input.count - 200), using: &generator)
                input += input[start..<(start + Int.random(in: 3...200, using: &generator))]
            }
        }
        let compressed = try Zlib.compress(input)
        #expect(try TestInflate.zlibDecompress(compressed) == input)
        #expect(compressed.count < input.count / 2)
    }

    @Test("Highly repetitive data compresses by more than 100 times")
    func repetitiveRatio() throws {
        let pattern = Array("Stagehand renders frames. ".utf8)
        var input: [UInt8] = []
        for _ in 0..<10_000 { input += pattern }
        let compressed = try Zlib.compress(input)
        #expect(input.count == 260_000)
        #expect(try TestInflate.zlibDecompress(compressed) == input)
        #expect(compressed.count * 100 < input.count)
    }

    @Test("A single repeated byte: 16 MiB compress to about a thousandth and back")
    func largeInput() throws {
        let input = [UInt8](repeating: 0xAB, count: 1 << 24)
        let compressed = try Zlib.compress(input)
        #expect(compressed.count < 20_000)
        #expect(try TestInflate.zlibDecompress(compressed) == input)
    }

    @Test("Input given in pieces (as PNG rows) makes the same stream as input given at once")
    func piecesMakeTheSameStream() throws {
        var generator = SeededGenerator(seed: 14)
        var input: [UInt8] = []
        while input.count < 300_000 {
            input += [UInt8](repeating: UInt8.random(in: 0...3, using: &generator), count: 37)
            input += generator.bytes(11)
        }
        let deflater = try ZlibDeflater()
        for start in stride(from: 0, to: input.count, by: 3_511) {
            try input[start..<min(start + 3_511, input.count)].withUnsafeBytes { try deflater.append($0) }
        }
        let streamed = try deflater.finish()
        #expect(streamed == (try Zlib.compress(input)))
        #expect(try TestInflate.zlibDecompress(streamed) == input)
    }

    @Test(
        "The header names the level (RFC 1950's FLEVEL); PNG uses zlib's default, 6",
        arguments: [(Int32(1), [UInt8]([0x78, 0x01])), (Int32(6), [0x78, 0x9C]), (Int32(9), [0x78, 0xDA])])
    func levelHeader(level: Int32, header: [UInt8]) throws {
        #expect(Array(try Zlib.compress(Array("Stagehand".utf8), level: level).prefix(2)) == header)
        #expect(Zlib.pngLevel == 6)
    }

    @Test("A level zlib does not know is a thrown error that names the call, code and message")
    func badLevel() {
        let expected = ZlibError(function: "deflateInit2", code: Z_STREAM_ERROR)
        #expect(throws: expected) { try ZlibDeflater(level: 42) }
        #expect(expected.message == "stream error")
        #expect(expected.description == "zlib deflateInit2 failed (code -2, stream error)")
        #expect(
            RenderError.compressionFailed(expected.description).description
                == "PNG compression failed: zlib deflateInit2 failed (code -2, stream error)")
    }

    @Test("A finished stream refuses more input with Z_STREAM_ERROR, and keeps its bytes")
    func appendAfterFinish() throws {
        let deflater = try ZlibDeflater()
        let stream = try deflater.finish()
        #expect(stream == [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])
        #expect(throws: ZlibError(function: "deflate", code: Z_STREAM_ERROR)) {
            try [UInt8](repeating: 1, count: 10).withUnsafeBytes { try deflater.append($0) }
        }
        #expect(throws: ZlibError(function: "deflate", code: Z_STREAM_ERROR)) { try deflater.finish() }
        #expect(deflater.compressed == stream)
    }
}
