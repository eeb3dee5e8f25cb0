extension Deflate {
    /// Writes one block of tokens as whichever of dynamic Huffman, fixed Huffman or stored is smallest.
    enum BlockWriter {
        static func write(
            tokens: [UInt32], raw: UnsafeBufferPointer<UInt8>, final: Bool, into writer: inout ByteWriter
        ) {
            var literalFrequencies = [Int](repeating: 0, count: 286)
            var distanceFrequencies = [Int](repeating: 0, count: 30)
            for token in tokens {
                if token < 256 {
                    literalFrequencies[Int(token)] += 1
                } else {
                    let length = Int(token >> 16)
                    literalFrequencies[257 + Int(Deflate.lengthSymbol[length - 3])] += 1
                    distanceFrequencies[Deflate.distanceSymbol(Int(token & 0xFFFF))] += 1
                }
            }
            literalFrequencies[256] = 1

            let literalCode = HuffmanCode(frequencies: literalFrequencies, maxLength: 15)
            let distanceCode = HuffmanCode(frequencies: distanceFrequencies, maxLength: 15)
            let header = DynamicHeader(literalCode: literalCode, distanceCode: distanceCode)

            let extraBits = extraBitCount(literalFrequencies, distanceFrequencies)
            let dynamicBits =
                3 + header.bitCount + extraBits
                + dataBitCount(literalFrequencies, literalCode)
                + dataBitCount(distanceFrequencies, distanceCode)
            let fixedBits =
                3 + extraBits + dataBitCount(literalFrequencies, Deflate.fixedLiteralCode)
                + dataBitCount(distanceFrequencies, Deflate.fixedDistanceCode)
            let storedChunks = max((raw.count + 65_534) / 65_535, 1)
            let storedBits = raw.count * 8 + storedChunks * (3 + 7 + 32)

            if storedBits < min(dynamicBits, fixedBits) {
                writeStored(raw, final: final, into: &writer)
            } else if fixedBits <= dynamicBits {
                writer.write(final ? 1 : 0, bitCount: 1)
                writer.write(1, bitCount: 2)
                writeData(
                    tokens, literalCode: Deflate.fixedLiteralCode, distanceCode: Deflate.fixedDistanceCode,
                    into: &writer)
            } else {
                writer.write(final ? 1 : 0, bitCount: 1)
                writer.write(2, bitCount: 2)
                header.write(into: &writer)
                writeData(tokens, literalCode: literalCode, distanceCode: distanceCode, into: &writer)
            }
        }

        static func dataBitCount(_ frequencies: [Int], _ code: HuffmanCode) -> Int {
            var total = 0
            for symbol in frequencies.indices { total += frequencies[symbol] * Int(code.lengths[symbol]) }
            return total
        }

        static func extraBitCount(_ literalFrequencies: [Int], _ distanceFrequencies: [Int]) -> Int {
            var total = 0
            for symbol in 0..<29 {
                total += literalFrequencies[257 + symbol] * Int(Deflate.lengthExtraBits[symbol])
            }
            for symbol in 0..<30 {
                total += distanceFrequencies[symbol] * Int(Deflate.distanceExtraBits[symbol])
            }
            return total
        }

        static func writeStored(_ raw: UnsafeBufferPointer<UInt8>, final: Bool, into writer: inout ByteWriter)
        {
            var start = 0
            repeat {
                let length = min(raw.count - start, 65_535)
                let last = start + length == raw.count
                writer.write(final && last ? 1 : 0, bitCount: 1)
                writer.write(0, bitCount: 2)
                writer.flushToByte()
                writer.write(UInt32(length) | UInt32(~UInt16(length)) << 16, bitCount: 32)
                writer.flushToByte()
                if length > 0 {
                    writer.bytes.append(
                        contentsOf: UnsafeBufferPointer(rebasing: raw[start..<(start + length)]))
                }
                start += length
            } while start < raw.count
        }

        static func writeData(
            _ tokens: [UInt32], literalCode: HuffmanCode, distanceCode: HuffmanCode,
            into writer: inout ByteWriter
        ) {
            literalCode.codes.withUnsafeBufferPointer { literalCodes in
                literalCode.lengths.withUnsafeBufferPointer { literalLengths in
                    distanceCode.codes.withUnsafeBufferPointer { distanceCodes in
                        distanceCode.lengths.withUnsafeBufferPointer { distanceLengths in
                            for token in tokens {
                                if token < 256 {
                                    let symbol = Int(token)
                                    writer.write(
                                        UInt32(literalCodes[symbol]), bitCount: Int(literalLengths[symbol]))
                                    continue
                                }
                                let length = Int(token >> 16)
                                let lengthIndex = Int(Deflate.lengthSymbol[length - 3])
                                let symbol = 257 + lengthIndex
                                let codeLength = Int(literalLengths[symbol])
                                let lengthExtra = Int(Deflate.lengthExtraBits[lengthIndex])
                                let lengthValue =
                                    UInt32(literalCodes[symbol])
                                    | UInt32(length - Int(Deflate.lengthBase[lengthIndex])) << codeLength
                                writer.write(lengthValue, bitCount: codeLength + lengthExtra)
                                let distance = Int(token & 0xFFFF)
                                let distanceIndex = Deflate.distanceSymbol(distance)
                                let distanceLength = Int(distanceLengths[distanceIndex])
                                let distanceExtra = Int(Deflate.distanceExtraBits[distanceIndex])
                                let distanceValue =
                                    UInt32(distanceCodes[distanceIndex])
                                    | UInt32(distance - Int(Deflate.distanceBase[distanceIndex]))
                                    << distanceLength
                                writer.write(distanceValue, bitCount: distanceLength + distanceExtra)
                            }
                            writer.write(UInt32(literalCodes[256]), bitCount: Int(literalLengths[256]))
                        }
                    }
                }
            }
        }
    }

    /// The code lengths of a dynamic block, run-length coded with symbols 16, 17 and 18 and themselves
    /// Huffman coded (RFC 1951, 3.2.7).
    struct DynamicHeader {
        var literalCount: Int
        var distanceCount: Int
        var codeLengthCount: Int
        /// Run-length symbols 0...18, each with its extra-bits value.
        var symbols: [(symbol: Int, extra: Int)]
        var codeLengthCode: HuffmanCode

        init(literalCode: HuffmanCode, distanceCode: HuffmanCode) {
            literalCount = max(257, (literalCode.lengths.lastIndex { $0 != 0 } ?? 0) + 1)
            distanceCount = max(1, (distanceCode.lengths.lastIndex { $0 != 0 } ?? 0) + 1)
            let lengths =
                Array(literalCode.lengths[0..<literalCount]) + Array(distanceCode.lengths[0..<distanceCount])
            symbols = Self.runLengthSymbols(lengths)
            var frequencies = [Int](repeating: 0, count: 19)
            for entry in symbols { frequencies[entry.symbol] += 1 }
            codeLengthCode = HuffmanCode(frequencies: frequencies, maxLength: 7)
            var count = 19
            while count > 4 && codeLengthCode.lengths[Deflate.codeLengthOrder[count - 1]] == 0 { count -= 1 }
            codeLengthCount = count
        }

        static func runLengthSymbols(_ lengths: [UInt8]) -> [(symbol: Int, extra: Int)] {
            var output: [(symbol: Int, extra: Int)] = []
            var index = 0
            while index < lengths.count {
                let value = lengths[index]
                var run = 1
                while index + run < lengths.count && lengths[index + run] == value { run += 1 }
                index += run
                if value == 0 {
                    while run >= 11 {
                        let take = min(run, 138)
                        output.append((18, take - 11))
                        run -= take
                    }
                    if run >= 3 {
                        output.append((17, run - 3))
                        run = 0
                    }
                    while run > 0 {
                        output.append((0, 0))
                        run -= 1
                    }
                } else {
                    output.append((Int(value), 0))
                    run -= 1
                    while run >= 3 {
                        let take = min(run, 6)
                        output.append((16, take - 3))
                        run -= take
                    }
                    while run > 0 {
                        output.append((Int(value), 0))
                        run -= 1
                    }
                }
            }
            return output
        }

        var bitCount: Int {
            var total = 5 + 5 + 4 + 3 * codeLengthCount
            for entry in symbols {
                total += Int(codeLengthCode.lengths[entry.symbol]) + Self.extraBits(entry.symbol)
            }
            return total
        }

        static func extraBits(_ symbol: Int) -> Int {
            switch symbol {
            case 16: 2
            case 17: 3
            case 18: 7
            default: 0
            }
        }

        func write(into writer: inout ByteWriter) {
            writer.write(UInt32(literalCount - 257), bitCount: 5)
            writer.write(UInt32(distanceCount - 1), bitCount: 5)
            writer.write(UInt32(codeLengthCount - 4), bitCount: 4)
            for index in 0..<codeLengthCount {
                writer.write(UInt32(codeLengthCode.lengths[Deflate.codeLengthOrder[index]]), bitCount: 3)
            }
            for entry in symbols {
                writer.write(
                    UInt32(codeLengthCode.codes[entry.symbol]),
                    bitCount: Int(codeLengthCode.lengths[entry.symbol]))
                let extra = Self.extraBits(entry.symbol)
                if extra > 0 { writer.write(UInt32(entry.extra), bitCount: extra) }
            }
        }
    }
}
