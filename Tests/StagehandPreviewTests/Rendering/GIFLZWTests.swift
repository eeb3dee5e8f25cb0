import StagehandTestSupport
import Testing

@testable import StagehandEncoders
@testable import StagehandPreview

@Suite("GIF LZW")
struct GIFLZWTests {
    /// The LZW codes of a `GIFLZW` output, without the code-size byte and sub-block lengths.
    func codes(_ output: [UInt8]) -> [UInt8] {
        var data: [UInt8] = []
        var offset = 1
        while output[offset] != 0 {
            let length = Int(output[offset])
            data += output[(offset + 1)..<(offset + 1 + length)]
            offset += 1 + length
        }
        #expect(offset == output.count - 1)
        return data
    }

    /// Runs of random lengths (up to `maxRun`) of random symbols below `1 << minCodeSize`.
    func runs(count: Int, maxRun: Int, minCodeSize: Int, seed: UInt64) -> [UInt8] {
        var generator = SeededGenerator(seed: seed)
        var output: [UInt8] = []
        while output.count < count {
            let symbol = UInt8(Int.random(in: 0..<(1 << minCodeSize), using: &generator))
            output += [UInt8](repeating: symbol, count: Int.random(in: 1...maxRun, using: &generator))
        }
        return Array(output.prefix(count))
    }

    @Test(
        "The run shortcut produces exactly the textbook codes",
        arguments: [
            (0, 1, 2), (1, 1, 2), (5_000, 1, 8), (100_000, 3, 2), (100_000, 40, 4), (300_000, 2_000, 8),
            (200_000, 9_000, 2), (50_000, 1, 2),
        ])
    func matchesReference(count: Int, maxRun: Int, minCodeSize: Int) throws {
        let input = runs(count: count, maxRun: maxRun, minCodeSize: minCodeSize, seed: UInt64(count + maxRun))
        var encoder = GIFLZW()
        let output = input.withUnsafeBufferPointer { encoder.encode($0, minCodeSize: minCodeSize) }
        #expect(output.first == UInt8(minCodeSize))
        #expect(codes(output) == TestReferenceLZW.encode(input, minCodeSize: minCodeSize))
        // The same encoder again (reused tables) gives the same bytes.
        let again = input.withUnsafeBufferPointer { encoder.encode($0, minCodeSize: minCodeSize) }
        #expect(again == output)
        #expect(try TestGIFDecoder.lzwDecode(codes(output), minCodeSize: minCodeSize, count: count) == input)
    }

    @Test("One long run of a single index compresses to a few hundred bytes per megapixel")
    func longRun() throws {
        let input = [UInt8](repeating: 3, count: 1_000_000)
        var encoder = GIFLZW()
        let output = input.withUnsafeBufferPointer { encoder.encode($0, minCodeSize: 2) }
        #expect(output.count < 3_000)
        #expect(try TestGIFDecoder.lzwDecode(codes(output), minCodeSize: 2, count: input.count) == input)
    }
}
