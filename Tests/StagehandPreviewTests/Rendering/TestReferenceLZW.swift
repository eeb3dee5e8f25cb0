/// A plain, dictionary-based GIF LZW encoder: the textbook algorithm, one lookup per pixel, for
/// checking that ``GIFLZW``'s shortcuts produce exactly the same codes.
enum TestReferenceLZW {
    /// The LZW codes packed least significant bit first (no sub-blocks, no code-size byte).
    static func encode(_ indices: [UInt8], minCodeSize: Int) -> [UInt8] {
        let clear = 1 << minCodeSize
        let end = clear + 1
        var bytes: [UInt8] = []
        var buffer = 0
        var bitCount = 0
        func emit(_ code: Int, _ size: Int) {
            buffer |= code << bitCount
            bitCount += size
            while bitCount >= 8 {
                bytes.append(UInt8(buffer & 0xFF))
                buffer >>= 8
                bitCount -= 8
            }
        }
        var table: [Int: Int] = [:]
        var codeSize = minCodeSize + 1
        var next = end + 1
        emit(clear, codeSize)
        guard var prefix = indices.first.map(Int.init) else {
            emit(end, codeSize)
            if bitCount > 0 { bytes.append(UInt8(buffer & 0xFF)) }
            return bytes
        }
        for symbol in indices.dropFirst().map(Int.init) {
            if let code = table[prefix << 8 | symbol] {
                prefix = code
                continue
            }
            emit(prefix, codeSize)
            if next < 4096 {
                table[prefix << 8 | symbol] = next
                next += 1
                if next > (1 << codeSize) && codeSize < 12 { codeSize += 1 }
            } else {
                emit(clear, codeSize)
                table.removeAll(keepingCapacity: true)
                codeSize = minCodeSize + 1
                next = end + 1
            }
            prefix = symbol
        }
        emit(prefix, codeSize)
        if next == (1 << codeSize) && codeSize < 12 { codeSize += 1 }
        emit(end, codeSize)
        if bitCount > 0 { bytes.append(UInt8(buffer & 0xFF)) }
        return bytes
    }
}
