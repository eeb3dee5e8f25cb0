/// A small, strict INFLATE (RFC 1951) and zlib (RFC 1950) decoder for checking the encoders' output.
///
/// Strict where zlib is strict: over-subscribed codes and incomplete codes (other than a single code
/// of length 1) are rejected, as are bad stored-block lengths and distances reaching before the start.
enum TestInflate {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Decodes a zlib stream, checking the header and the Adler-32 trailer.
    static func zlibDecompress(_ data: [UInt8]) throws -> [UInt8] {
        guard data.count >= 6 else { throw Failure(description: "zlib stream too short") }
        let cmf = Int(data[0])
        let flags = Int(data[1])
        guard cmf & 0x0F == 8, (cmf << 8 | flags) % 31 == 0, flags & 0x20 == 0 else {
            throw Failure(description: "bad zlib header")
        }
        var reader = BitReader(bytes: data, position: 2)
        let output = try inflate(&reader)
        let trailer = reader.bytePositionAfterAlign()
        guard trailer + 4 <= data.count else { throw Failure(description: "missing Adler-32") }
        let stored =
            UInt32(data[trailer]) << 24 | UInt32(data[trailer + 1]) << 16
            | UInt32(data[trailer + 2]) << 8 | UInt32(data[trailer + 3])
        guard stored == adler32(output) else { throw Failure(description: "Adler-32 mismatch") }
        return output
    }

    /// Decodes a raw DEFLATE stream.
    static func inflate(_ data: [UInt8]) throws -> [UInt8] {
        var reader = BitReader(bytes: data, position: 0)
        return try inflate(&reader)
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }

    struct BitReader {
        let bytes: [UInt8]
        var position: Int
        var bitBuffer: UInt32 = 0
        var bitCount = 0

        init(bytes: [UInt8], position: Int) {
            self.bytes = bytes
            self.position = position
        }

        mutating func bits(_ count: Int) throws -> Int {
            while bitCount < count {
                guard position < bytes.count else { throw Failure(description: "unexpected end of data") }
                bitBuffer |= UInt32(bytes[position]) << bitCount
                position += 1
                bitCount += 8
            }
            let value = Int(bitBuffer & ((1 << count) - 1))
            bitBuffer >>= count
            bitCount -= count
            return value
        }

        mutating func alignToByte() {
            bitBuffer = 0
            bitCount = 0
        }

        func bytePositionAfterAlign() -> Int { position }
    }

    /// A canonical code for decoding, puff-style: counts per length and symbols in code order.
    struct Code {
        var counts: [Int]
        var symbols: [Int]

        init(lengths: [Int]) throws {
            counts = [Int](repeating: 0, count: 16)
            for length in lengths { counts[length] += 1 }
            var left = 1
            for length in 1...15 {
                left <<= 1
                left -= counts[length]
                guard left >= 0 else { throw Failure(description: "over-subscribed code") }
            }
            let used = lengths.filter { $0 > 0 }.count
            if left > 0 && !(used == 1 && counts[1] == 1) {
                throw Failure(description: "incomplete code")
            }
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length != 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }

        func decode(_ reader: inout BitReader) throws -> Int {
            var code = 0
            var first = 0
            var index = 0
            for length in 1...15 {
                code |= try reader.bits(1)
                let count = counts[length]
                if code - count < first { return symbols[index + (code - first)] }
                index += count
                first += count
                first <<= 1
                code <<= 1
            }
            throw Failure(description: "invalid code")
        }
    }

    static let lengthBase = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83,
        99, 115, 131, 163, 195, 227, 258,
    ]
    static let lengthExtra = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    static let distanceBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
        1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
    ]
    static let distanceExtra = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11,
        11, 12, 12, 13, 13,
    ]

    static func inflate(_ reader: inout BitReader) throws -> [UInt8] {
        var output: [UInt8] = []
        var isFinal = false
        while !isFinal {
            isFinal = try reader.bits(1) == 1
            switch try reader.bits(2) {
            case 0:
                reader.alignToByte()
                let length = try reader.bits(16)
                let complement = try reader.bits(16)
                guard length == (~complement & 0xFFFF) else {
                    throw Failure(description: "bad stored length")
                }
                for _ in 0..<length { output.append(UInt8(try reader.bits(8))) }
            case 1:
                var literalLengths = [Int](repeating: 8, count: 288)
                for index in 144..<256 { literalLengths[index] = 9 }
                for index in 256..<280 { literalLengths[index] = 7 }
                // The fixed distance code has 30 used symbols of 32 (incomplete by design).
                let literal = try Code(lengths: literalLengths)
                let distance = try fixedDistanceCode()
                try inflateBlock(&reader, literal: literal, distance: distance, output: &output)
            case 2:
                let literalCount = try reader.bits(5) + 257
                let distanceCount = try reader.bits(5) + 1
                let codeLengthCount = try reader.bits(4) + 4
                guard literalCount <= 286, distanceCount <= 30 else {
                    throw Failure(description: "bad counts")
                }
                let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
                var codeLengthLengths = [Int](repeating: 0, count: 19)
                for index in 0..<codeLengthCount { codeLengthLengths[order[index]] = try reader.bits(3) }
                let codeLengthCode = try Code(lengths: codeLengthLengths)
                var lengths: [Int] = []
                while lengths.count < literalCount + distanceCount {
                    let symbol = try codeLengthCode.decode(&reader)
                    switch symbol {
                    case 0...15: lengths.append(symbol)
                    case 16:
                        guard let last = lengths.last else {
                            throw Failure(description: "repeat with no length")
                        }
                        lengths += Array(repeating: last, count: 3 + (try reader.bits(2)))
                    case 17: lengths += Array(repeating: 0, count: 3 + (try reader.bits(3)))
                    default: lengths += Array(repeating: 0, count: 11 + (try reader.bits(7)))
                    }
                }
                guard lengths.count == literalCount + distanceCount else {
                    throw Failure(description: "code lengths overrun")
                }
                guard lengths[256] != 0 else { throw Failure(description: "no end-of-block code") }
                let literal = try Code(lengths: Array(lengths[0..<literalCount]))
                let distance = try Code(lengths: Array(lengths[literalCount...]))
                try inflateBlock(&reader, literal: literal, distance: distance, output: &output)
            default:
                throw Failure(description: "reserved block type")
            }
        }
        return output
    }

    static func fixedDistanceCode() throws -> Code {
        // Build by hand: 32 codes of length 5 is complete; symbols 30 and 31 are never used.
        try Code(lengths: [Int](repeating: 5, count: 32))
    }

    static func inflateBlock(
        _ reader: inout BitReader, literal: Code, distance: Code, output: inout [UInt8]
    ) throws {
        while true {
            let symbol = try literal.decode(&reader)
            if symbol < 256 {
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let index = symbol - 257
                guard index < 29 else { throw Failure(description: "bad length symbol") }
                let length = lengthBase[index] + (try reader.bits(lengthExtra[index]))
                let distanceSymbol = try distance.decode(&reader)
                guard distanceSymbol < 30 else { throw Failure(description: "bad distance symbol") }
                let offset = distanceBase[distanceSymbol] + (try reader.bits(distanceExtra[distanceSymbol]))
                guard offset <= output.count else { throw Failure(description: "distance too far back") }
                let start = output.count - offset
                for step in 0..<length { output.append(output[start + step]) }
            }
        }
    }
}
