/// GIF's variable-width LZW compression (GIF89a specification, appendix F).
///
/// Codes start at `minCodeSize + 1` bits and widen as the table grows, up to 12 bits; when the table
/// is full (4,096 codes) a clear code is sent and the table starts again. The string table is an
/// open-addressing hash of 8,192 slots, each packing `(prefix code << 8 | next index) << 12 | code`
/// in 32 bits, so the whole table stays in the first-level cache.
///
/// Runs of one index (flat UI areas) take a shortcut that yields exactly the same codes: the codes of
/// the strings `s`, `ss`, `sss`, … are also kept per index `s`, so while the current string is a run
/// the encoder jumps straight to the longest known run string that the input matches instead of
/// looking up one pixel at a time.
struct GIFLZW {
    static let maxCode = 4096
    static let tableSize = 8192
    static let empty: UInt32 = 0xFFFF_FFFF
    /// Room per index in ``runCodes``: run lengths 0...4096.
    static let runStride = maxCode + 1

    private var table = [UInt32](repeating: empty, count: tableSize)
    /// `runCodes[s * runStride + n]`: the code of `n` copies of index `s` (for `n <= runLengths[s]`).
    private var runCodes = [UInt16](repeating: 0, count: 256 * runStride)
    /// The longest run of each index that has a code.
    private var runLengths = [Int](repeating: 1, count: 256)

    /// A compressor; reuse one for several images to reuse its table storage.
    init() {}

    /// Compresses `indices` (each below `1 << minCodeSize`) and returns the image data as GIF stores it:
    /// the minimum code size byte, then the codes in sub-blocks of at most 255 bytes, then a 0 block.
    mutating func encode(_ indices: UnsafeBufferPointer<UInt8>, minCodeSize: Int) -> [UInt8] {
        let clearCode = 1 << minCodeSize
        let endCode = clearCode + 1
        var writer = ByteWriter(capacity: indices.count / 4 + 16)
        var codeSize = minCodeSize + 1
        var nextCode = endCode + 1
        writer.write(UInt32(clearCode), bitCount: codeSize)
        guard !indices.isEmpty else {
            writer.write(UInt32(endCode), bitCount: codeSize)
            return Self.packSubBlocks(writer.finish(), minCodeSize: minCodeSize)
        }
        table.withUnsafeMutableBufferPointer { table in
            runCodes.withUnsafeMutableBufferPointer { runCodes in
                runLengths.withUnsafeMutableBufferPointer { runLengths in
                    let slots = table.baseAddress!
                    let codesOfRuns = runCodes.baseAddress!
                    let lengthsOfRuns = runLengths.baseAddress!
                    func reset() {
                        table.update(repeating: Self.empty)
                        lengthsOfRuns.update(repeating: 1, count: 256)
                        for symbol in 0..<256 { codesOfRuns[symbol * Self.runStride + 1] = UInt16(symbol) }
                    }
                    reset()
                    let input = indices.baseAddress!
                    let count = indices.count
                    let mask = Self.tableSize - 1
                    var prefix = UInt32(input[0])
                    // While the current string is `runLength` copies of `runSymbol`; 0 otherwise.
                    var runSymbol = Int(input[0])
                    var runLength = 1
                    var position = 1
                    while position < count {
                        let symbol = input[position]
                        if runLength > 0 && Int(symbol) == runSymbol {
                            let known = lengthsOfRuns[runSymbol]
                            if runLength < known {
                                let limit = min(count, position + known - runLength)
                                var end = position + 1
                                while end < limit && input[end] == symbol { end += 1 }
                                runLength += end - position
                                position = end
                                prefix = UInt32(codesOfRuns[runSymbol * Self.runStride + runLength])
                                continue
                            }
                        }
                        let key = prefix << 8 | UInt32(symbol)
                        var slot = Int((key &* 0x9E37_79B1) >> 19) & mask
                        var entry = slots[slot]
                        while entry != Self.empty && entry >> 12 != key {
                            slot = (slot + 1) & mask
                            entry = slots[slot]
                        }
                        if entry != Self.empty {
                            prefix = entry & 0xFFF
                            runLength = 0  // a run string would have been extended above
                            position += 1
                            continue
                        }
                        writer.write(prefix, bitCount: codeSize)
                        if nextCode < Self.maxCode {
                            slots[slot] = key << 12 | UInt32(nextCode)
                            if runLength > 0 && Int(symbol) == runSymbol {
                                // runLength == lengthsOfRuns[runSymbol]: the run grows by one.
                                codesOfRuns[runSymbol * Self.runStride + runLength + 1] = UInt16(nextCode)
                                lengthsOfRuns[runSymbol] = runLength + 1
                            }
                            nextCode += 1
                            if nextCode > (1 << codeSize) && codeSize < 12 { codeSize += 1 }
                        } else {
                            writer.write(UInt32(clearCode), bitCount: codeSize)
                            reset()
                            codeSize = minCodeSize + 1
                            nextCode = endCode + 1
                        }
                        prefix = UInt32(symbol)
                        runSymbol = Int(symbol)
                        runLength = 1
                        position += 1
                    }
                    writer.write(prefix, bitCount: codeSize)
                }
            }
        }
        // The decoder adds one more entry on reading the last code and may widen its codes for the end code.
        if nextCode == (1 << codeSize) && codeSize < 12 { codeSize += 1 }
        writer.write(UInt32(endCode), bitCount: codeSize)
        return Self.packSubBlocks(writer.finish(), minCodeSize: minCodeSize)
    }

    static func packSubBlocks(_ data: [UInt8], minCodeSize: Int) -> [UInt8] {
        var output: [UInt8] = [UInt8(minCodeSize)]
        output.reserveCapacity(data.count + data.count / 255 + 3)
        var start = 0
        while start < data.count {
            let length = min(255, data.count - start)
            output.append(UInt8(length))
            output.append(contentsOf: data[start..<(start + length)])
            start += length
        }
        output.append(0)
        return output
    }
}
