import Testing

@testable import StagehandPreview

@Suite("DEFLATE and zlib")
struct DeflateTests {
    @Test(
        "Random bytes survive a round trip", arguments: [0, 1, 2, 3, 17, 258, 1000, 65_535, 65_536, 70_001])
    func randomRoundTrip(size: Int) throws {
        var generator = SeededGenerator(seed: UInt64(size) &+ 1)
        let input = generator.bytes(size)
        let compressed = Deflate.compress(input)
        #expect(try TestInflate.inflate(compressed) == input)
        // Incompressible data falls back to stored blocks (a block per 32,768 tokens): 5 bytes a block.
        #expect(compressed.count <= size + 5 * (size / 32_768 + 1) + 1)
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
        let compressed = Deflate.compress(input)
        #expect(try TestInflate.inflate(compressed) == input)
        #expect(compressed.count < input.count / 2)
    }

    @Test("Highly repetitive data compresses by more than 100 times")
    func repetitiveRatio() throws {
        let pattern = Array("Stagehand renders frames. ".utf8)
        var input: [UInt8] = []
        for _ in 0..<10_000 { input += pattern }
        let compressed = Deflate.compress(input)
        #expect(try TestInflate.inflate(compressed) == input)
        #expect(compressed.count * 100 < input.count)
        #expect(input.count == 260_000)
    }

    @Test("A single repeated byte compresses to a few hundred bytes per megabyte")
    func singleByteRun() throws {
        let input = [UInt8](repeating: 0xAB, count: 1 << 20)
        let compressed = Deflate.compress(input)
        #expect(try TestInflate.inflate(compressed) == input)
        #expect(compressed.count < 2_200)
    }

    @Test("zlib stream: header 78 9C, Adler-32 trailer, round trip")
    func zlibWrapper() throws {
        let input = Array("Wikipedia".utf8)
        let stream = Zlib.compress(input)
        #expect(Array(stream.prefix(2)) == [0x78, 0x9C])
        #expect(Array(stream.suffix(4)) == [0x11, 0xE6, 0x03, 0x98])
        #expect(try TestInflate.zlibDecompress(stream) == input)
    }

    @Test(
        "Distance symbols match RFC 1951's table",
        arguments: [
            (1, 0), (4, 3), (5, 4), (6, 4), (7, 5), (8, 5), (9, 6), (24_577, 29), (32_768, 29), (16_384, 27),
        ])
    func distanceSymbol(distance: Int, symbol: Int) {
        #expect(Deflate.distanceSymbol(distance) == symbol)
    }

    @Test("Length-limited Huffman codes respect the limit and are complete")
    func huffmanLimit() {
        // Fibonacci frequencies force a deep tree without a limit.
        var frequencies = [1, 1]
        while frequencies.count < 30 {
            frequencies.append(frequencies[frequencies.count - 1] + frequencies[frequencies.count - 2])
        }
        let lengths = HuffmanCode.lengths(frequencies: frequencies, maxLength: 7)
        #expect(lengths.max() == 7)
        let kraft = lengths.reduce(0.0) { $0 + ($1 == 0 ? 0 : 1 / Double(1 << Int($1))) }
        #expect(kraft == 1.0)
    }

    @Test("A lone symbol still gets a complete code of two 1-bit codes")
    func loneSymbol() {
        let lengths = HuffmanCode.lengths(frequencies: [0, 0, 5, 0], maxLength: 15)
        #expect(lengths == [1, 0, 1, 0])
    }
}
