/// A canonical, length-limited prefix code as DEFLATE needs it: code lengths, and codes stored
/// bit-reversed so that they can be written least significant bit first.
struct HuffmanCode: Sendable {
    /// The code length of each symbol (0 = unused).
    var lengths: [UInt8]
    /// The bit-reversed code of each symbol (meaningless where the length is 0).
    var codes: [UInt16]

    /// A code from known lengths (as in DEFLATE's fixed code), assigned canonically.
    init(lengths: [UInt8]) {
        self.lengths = lengths
        codes = Self.canonicalCodes(lengths: lengths)
    }

    /// An optimal code for `frequencies` whose lengths do not exceed `maxLength`.
    ///
    /// The code is always complete, as zlib's inflate requires: a lone used symbol gets a partner
    /// (another symbol of length 1), and with no used symbols the first two symbols get length 1.
    init(frequencies: [Int], maxLength: Int) {
        self.init(lengths: Self.lengths(frequencies: frequencies, maxLength: maxLength))
    }

    /// Optimal length-limited code lengths by the package-merge algorithm.
    static func lengths(frequencies: [Int], maxLength: Int) -> [UInt8] {
        var lengths = [UInt8](repeating: 0, count: frequencies.count)
        let used = frequencies.indices.filter { frequencies[$0] > 0 }
        if used.count < 2 {
            // One code of length 1 is legal but not complete; give it a partner so every decoder agrees.
            let first = used.first ?? 0
            lengths[first] = 1
            lengths[first == 0 ? 1 : 0] = 1
            return lengths
        }
        // Nodes: leaves are symbols; packages point at two earlier nodes.
        var weights: [Int] = []
        var symbols: [Int] = []  // -1 for packages
        var lefts: [Int] = []
        var rights: [Int] = []
        weights.reserveCapacity(used.count * maxLength * 2)
        let sortedLeaves = used.sorted { (frequencies[$0], $0) < (frequencies[$1], $1) }
        var leaves: [Int] = []
        for symbol in sortedLeaves {
            leaves.append(weights.count)
            weights.append(frequencies[symbol])
            symbols.append(symbol)
            lefts.append(-1)
            rights.append(-1)
        }
        var current = leaves
        for _ in 1..<maxLength {
            var packages: [Int] = []
            var index = 0
            while index + 1 < current.count {
                packages.append(weights.count)
                weights.append(weights[current[index]] + weights[current[index + 1]])
                symbols.append(-1)
                lefts.append(current[index])
                rights.append(current[index + 1])
                index += 2
            }
            // Merge the leaves with the packages by weight (leaves first on ties).
            var merged: [Int] = []
            merged.reserveCapacity(leaves.count + packages.count)
            var leafIndex = 0
            var packageIndex = 0
            while leafIndex < leaves.count || packageIndex < packages.count {
                if packageIndex >= packages.count
                    || (leafIndex < leaves.count
                        && weights[leaves[leafIndex]] <= weights[packages[packageIndex]])
                {
                    merged.append(leaves[leafIndex])
                    leafIndex += 1
                } else {
                    merged.append(packages[packageIndex])
                    packageIndex += 1
                }
            }
            current = merged
        }
        // The first 2n - 2 items of the last list; each leaf occurrence adds one to its length.
        var stack = Array(current.prefix(2 * used.count - 2))
        while let node = stack.popLast() {
            if symbols[node] >= 0 {
                lengths[symbols[node]] += 1
            } else {
                stack.append(lefts[node])
                stack.append(rights[node])
            }
        }
        return lengths
    }

    /// Canonical codes (RFC 1951, 3.2.2), bit-reversed.
    static func canonicalCodes(lengths: [UInt8]) -> [UInt16] {
        let maxLength = Int(lengths.max() ?? 0)
        var lengthCounts = [Int](repeating: 0, count: maxLength + 1)
        for length in lengths where length > 0 { lengthCounts[Int(length)] += 1 }
        var nextCode = [Int](repeating: 0, count: maxLength + 2)
        var code = 0
        if maxLength > 0 {
            for bits in 1...maxLength {
                code = (code + lengthCounts[bits - 1]) << 1
                nextCode[bits] = code
            }
        }
        var codes = [UInt16](repeating: 0, count: lengths.count)
        for symbol in lengths.indices where lengths[symbol] > 0 {
            let length = Int(lengths[symbol])
            codes[symbol] = reverse(UInt16(nextCode[length]), bits: length)
            nextCode[length] += 1
        }
        return codes
    }

    /// The low `bits` bits of `value` in reverse order.
    static func reverse(_ value: UInt16, bits: Int) -> UInt16 {
        var input = value
        var output: UInt16 = 0
        for _ in 0..<bits {
            output = (output << 1) | (input & 1)
            input >>= 1
        }
        return output
    }
}
