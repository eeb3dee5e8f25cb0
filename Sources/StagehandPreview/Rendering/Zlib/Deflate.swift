/// A DEFLATE (RFC 1951) compressor: LZ77 over a 32 KiB window with hash chains and one-step lazy
/// matching, then per block the smallest of a dynamic Huffman block, a fixed Huffman block and stored
/// blocks.
///
/// The matcher's effort follows zlib's default level (chains of up to 128 candidates, a match of 128
/// bytes or more ends the search, no lazy search after a match of 16 or more).
enum Deflate {
    /// How hard the matcher works.
    struct Effort: Sendable {
        /// Candidates examined per position.
        var maxChainLength = 128
        /// A match this long ends the search.
        var niceLength = 128
        /// No lazy search after a match this long.
        var maxLazyLength = 16
        /// After a match this long the lazy search examines a quarter of the chain.
        var goodLength = 8
        /// Tokens per block before the block is written.
        var blockTokenCount = 1 << 15

        /// zlib's level 6.
        static let standard = Effort()
    }

    static let windowSize = 1 << 15
    static let windowMask = windowSize - 1
    static let hashBits = 15
    static let minMatch = 3
    static let maxMatch = 258

    /// The raw DEFLATE stream (no zlib header) of `input`.
    static func compress(_ input: [UInt8], effort: Effort = .standard) -> [UInt8] {
        var writer = ByteWriter(capacity: input.count / 4 + 64)
        compress(input, effort: effort, into: &writer)
        return writer.bytes
    }

    /// Appends the raw DEFLATE stream of `input` to `writer`, ending at a byte boundary.
    static func compress(_ input: [UInt8], effort: Effort = .standard, into writer: inout ByteWriter) {
        input.withUnsafeBufferPointer { buffer in
            var compressor = Compressor(input: buffer, effort: effort)
            compressor.run(into: &writer)
        }
        writer.flushToByte()
    }

    // MARK: - Symbol tables (RFC 1951, 3.2.5)

    /// Base match length of each length symbol 257...285.
    static let lengthBase: [UInt16] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163,
        195, 227, 258,
    ]
    /// Extra bits of each length symbol 257...285.
    static let lengthExtraBits: [UInt8] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    /// Base distance of each distance symbol 0...29.
    static let distanceBase: [UInt16] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049,
        3073, 4097, 6145, 8193, 12289, 16385, 24577,
    ]
    /// Extra bits of each distance symbol 0...29.
    static let distanceExtraBits: [UInt8] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]
    /// Length symbol index (0...28, i.e. symbol - 257) of each match length 3...258, at `length - 3`.
    static let lengthSymbol: [UInt8] = (3...258).map { length -> UInt8 in
        var symbol = 28
        while Int(lengthBase[symbol]) > length { symbol -= 1 }
        return UInt8(symbol)
    }

    /// The distance symbol (0...29) of a distance in `1...32768`.
    @inline(__always)
    static func distanceSymbol(_ distance: Int) -> Int {
        let value = UInt32(distance - 1)
        if value < 4 { return Int(value) }
        let top = 31 - value.leadingZeroBitCount
        return 2 * top + Int((value >> UInt32(top - 1)) & 1)
    }

    /// The fixed literal/length code (RFC 1951, 3.2.6).
    static let fixedLiteralCode = HuffmanCode(
        lengths: (0..<288).map { symbol -> UInt8 in
            switch symbol {
            case 0..<144: 8
            case 144..<256: 9
            case 256..<280: 7
            default: 8
            }
        })
    /// The fixed distance code: 5 bits for each of 30 symbols.
    static let fixedDistanceCode = HuffmanCode(lengths: [UInt8](repeating: 5, count: 30))

    /// The order in which code-length code lengths are stored.
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
}

extension Deflate {
    /// The LZ77 matcher and block writer for one input.
    struct Compressor {
        let input: UnsafeBufferPointer<UInt8>
        let effort: Effort
        /// Literals (< 256) and matches (`length << 16 | distance`).
        var tokens: [UInt32] = []
        var blockStart = 0
        var emittedEnd = 0

        init(input: UnsafeBufferPointer<UInt8>, effort: Effort) {
            self.input = input
            self.effort = effort
            tokens.reserveCapacity(effort.blockTokenCount + 2)
        }

        @inline(__always)
        func hash(_ base: UnsafePointer<UInt8>, _ position: Int) -> Int {
            let value =
                UInt32(base[position]) << 16 | UInt32(base[position + 1]) << 8 | UInt32(base[position + 2])
            return Int((value &* 2_654_435_761) >> UInt32(32 - Deflate.hashBits))
        }

        mutating func run(into writer: inout ByteWriter) {
            let count = input.count
            guard let base = input.baseAddress, count > 0 else {
                flushBlock(final: true, into: &writer)
                return
            }
            var position = 0
            var previousLength = 0
            var previousDistance = 0
            var hasPending = false
            let heads = UnsafeMutablePointer<Int32>.allocate(capacity: 1 << Deflate.hashBits)
            heads.initialize(repeating: -1, count: 1 << Deflate.hashBits)
            let chain = UnsafeMutablePointer<Int32>.allocate(capacity: Deflate.windowSize)
            chain.initialize(repeating: -1, count: Deflate.windowSize)
            defer {
                heads.deallocate()
                chain.deallocate()
            }
            while position < count {
                var length = 0
                var distance = 0
                if position + Deflate.minMatch <= count {
                    let slot = hash(base, position)
                    let candidate = Int(heads[slot])
                    chain[position & Deflate.windowMask] = Int32(candidate)
                    heads[slot] = Int32(position)
                    if candidate >= 0 && (!hasPending || previousLength < effort.maxLazyLength) {
                        (length, distance) = longestMatch(
                            base, count: count, position: position, candidate: candidate,
                            chain: chain, toBeat: hasPending ? previousLength : 0)
                    }
                }
                if hasPending && previousLength >= Deflate.minMatch && length <= previousLength {
                    let matchStart = position - 1
                    let end = matchStart + previousLength
                    emit(UInt32(previousLength) << 16 | UInt32(previousDistance), end: end, into: &writer)
                    var next = position + 1
                    let lastInsert = min(end, count - Deflate.minMatch + 1)
                    while next < lastInsert {
                        let slot = hash(base, next)
                        chain[next & Deflate.windowMask] = heads[slot]
                        heads[slot] = Int32(next)
                        next += 1
                    }
                    position = end
                    hasPending = false
                    previousLength = 0
                } else {
                    if hasPending {
                        emit(UInt32(base[position - 1]), end: position, into: &writer)
                    }
                    hasPending = true
                    previousLength = length
                    previousDistance = distance
                    position += 1
                }
            }
            if hasPending {
                emit(UInt32(base[count - 1]), end: count, into: &writer)
            }
            flushBlock(final: true, into: &writer)
        }

        /// The longest match for `position` along the hash chain from `candidate`, if longer than
        /// `toBeat` (and at least 3); `(0, 0)` otherwise.
        @inline(__always)
        func longestMatch(
            _ base: UnsafePointer<UInt8>, count: Int, position: Int, candidate: Int,
            chain: UnsafeMutablePointer<Int32>, toBeat: Int
        ) -> (Int, Int) {
            let maxLength = min(Deflate.maxMatch, count - position)
            var bestLength = max(toBeat, Deflate.minMatch - 1)
            guard bestLength < maxLength else { return (0, 0) }
            var bestDistance = 0
            var remaining = toBeat >= effort.goodLength ? effort.maxChainLength >> 2 : effort.maxChainLength
            var current = candidate
            let oldest = position - Deflate.windowSize  // distances must stay below 32768
            let target = base + position
            let raw = UnsafeRawPointer(target)
            while current >= 0 && current > oldest && remaining > 0 {
                let source = base + current
                if source[bestLength] == target[bestLength] && source[0] == target[0] {
                    var length = 0
                    let sourceRaw = UnsafeRawPointer(source)
                    while length + 8 <= maxLength {
                        let difference =
                            UInt64(
                                littleEndian: sourceRaw.loadUnaligned(fromByteOffset: length, as: UInt64.self)
                            )
                            ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: length, as: UInt64.self))
                        if difference != 0 {
                            length += difference.trailingZeroBitCount >> 3
                            break
                        }
                        length += 8
                    }
                    if length + 8 > maxLength {
                        while length < maxLength && source[length] == target[length] { length += 1 }
                    }
                    if length > bestLength {
                        bestLength = length
                        bestDistance = position - current
                        if length >= effort.niceLength || length >= maxLength { break }
                    }
                }
                let next = Int(chain[current & Deflate.windowMask])
                if next >= current { break }
                current = next
                remaining -= 1
            }
            return bestDistance == 0 ? (0, 0) : (bestLength, bestDistance)
        }

        @inline(__always)
        mutating func emit(_ token: UInt32, end: Int, into writer: inout ByteWriter) {
            tokens.append(token)
            emittedEnd = end
            if tokens.count >= effort.blockTokenCount {
                flushBlock(final: false, into: &writer)
            }
        }

        mutating func flushBlock(final: Bool, into writer: inout ByteWriter) {
            let raw = UnsafeBufferPointer(rebasing: input[blockStart..<emittedEnd])
            BlockWriter.write(tokens: tokens, raw: raw, final: final, into: &writer)
            tokens.removeAll(keepingCapacity: true)
            blockStart = emittedEnd
        }
    }
}
