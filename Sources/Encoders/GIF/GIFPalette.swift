/// The global colour table of a GIF and the mapping from every colour in the frames to an entry.
///
/// With at most `maxColors` distinct colours the palette holds them exactly (so the GIF is lossless).
/// Otherwise it is built by median cut over the colour histogram (weighted by pixel counts): the box
/// with the largest weighted squared error is split at the weighted median of its widest channel until
/// there are `maxColors` boxes. A box's entry is its dominant colour when that colour has at least half
/// of the box's pixels (keeping flat UI colours exact) and the weighted mean otherwise. A few k-means
/// passes then move each entry to the centre of the colours nearest to it (same dominant-colour rule),
/// when there are at most ``refinementLimit`` distinct colours. Each colour maps to its nearest entry
/// by squared RGB distance, computed once per distinct colour and cached.
struct GIFPalette: Sendable {
    /// Entries as ``GIFPixels`` keys (`0x00BBGGRR`).
    var colors: [UInt32]
    /// Every colour of the histogram mapped to its entry index.
    var lookup: ColorHashTable

    static func build(histogram: ColorHashTable, maxColors: Int = 256) -> GIFPalette {
        let entries = histogram.entries.sorted { ($0.value, $0.key) > ($1.value, $1.key) }
        var lookup = ColorHashTable(capacity: max(entries.count, 16))
        if entries.count <= maxColors {
            let colors = entries.map(\.key)
            for (index, color) in colors.enumerated() { lookup.set(color, UInt32(index)) }
            return GIFPalette(colors: colors.isEmpty ? [0] : colors, lookup: lookup)
        }
        var colors = medianCut(entries, maxColors: maxColors)
        if entries.count <= refinementLimit {
            for _ in 0..<refinementPasses { colors = refine(colors, entries: entries) }
        }
        for entry in entries {
            lookup.set(entry.key, UInt32(nearest(entry.key, in: colors)))
        }
        return GIFPalette(colors: colors, lookup: lookup)
    }

    /// The most distinct colours for which the k-means refinement runs (it costs 256 distance
    /// computations per colour and pass).
    static let refinementLimit = 200_000
    static let refinementPasses = 3

    /// One k-means pass: each entry becomes the representative of the colours nearest to it.
    static func refine(_ colors: [UInt32], entries: [(key: UInt32, value: UInt32)]) -> [UInt32] {
        var clusters = [[(key: UInt32, value: UInt32)]](repeating: [], count: colors.count)
        for entry in entries { clusters[nearest(entry.key, in: colors)].append(entry) }
        return clusters.indices.map { clusters[$0].isEmpty ? colors[$0] : representative(clusters[$0][...]) }
    }

    /// The index of the entry nearest to `color` (squared RGB distance).
    static func nearest(_ color: UInt32, in colors: [UInt32]) -> Int {
        let first = Int(color & 0xFF)
        let second = Int((color >> 8) & 0xFF)
        let third = Int(color >> 16)
        var best = 0
        var bestDistance = Int.max
        for (index, candidate) in colors.enumerated() {
            let dr = Int(candidate & 0xFF) - first
            let dg = Int((candidate >> 8) & 0xFF) - second
            let db = Int(candidate >> 16) - third
            let distance = dr * dr + dg * dg + db * db
            if distance < bestDistance {
                bestDistance = distance
                best = index
                if distance == 0 { break }
            }
        }
        return best
    }

    struct Box {
        var range: Range<Int>
        var error: Double
    }

    /// Channel `channel` (0, 1 or 2) of a key.
    static func channel(_ color: UInt32, _ channel: Int) -> Int {
        Int((color >> UInt32(8 * channel)) & 0xFF)
    }

    /// The weighted squared error of the colours in `range` about their mean.
    static func error(_ entries: ArraySlice<(key: UInt32, value: UInt32)>) -> Double {
        var total = 0.0
        var weight = 0.0
        var sums = [0.0, 0.0, 0.0]
        var squares = [0.0, 0.0, 0.0]
        for entry in entries {
            let w = Double(entry.value)
            weight += w
            for index in 0..<3 {
                let value = Double(channel(entry.key, index))
                sums[index] += w * value
                squares[index] += w * value * value
            }
        }
        guard weight > 0 else { return 0 }
        for index in 0..<3 { total += squares[index] - sums[index] * sums[index] / weight }
        return max(total, 0)
    }

    static func medianCut(_ input: [(key: UInt32, value: UInt32)], maxColors: Int) -> [UInt32] {
        var entries = input.map { (key: $0.key, value: max($0.value, 1)) }
        var boxes = [Box(range: 0..<entries.count, error: error(entries[...]))]
        while boxes.count < maxColors {
            guard let worst = boxes.indices.max(by: { boxes[$0].error < boxes[$1].error }),
                boxes[worst].error > 0, boxes[worst].range.count > 1
            else { break }
            let range = boxes[worst].range
            // The channel with the largest weighted variance.
            var bestChannel = 0
            var bestVariance = -1.0
            for index in 0..<3 {
                var weight = 0.0
                var sum = 0.0
                var square = 0.0
                for entry in entries[range] {
                    let value = Double(channel(entry.key, index))
                    weight += Double(entry.value)
                    sum += Double(entry.value) * value
                    square += Double(entry.value) * value * value
                }
                let variance = square / weight - (sum / weight) * (sum / weight)
                if variance > bestVariance {
                    bestVariance = variance
                    bestChannel = index
                }
            }
            entries[range].sort { channel($0.key, bestChannel) < channel($1.key, bestChannel) }
            let total = entries[range].reduce(0.0) { $0 + Double($1.value) }
            var running = 0.0
            var split = range.lowerBound + 1
            for index in range {
                running += Double(entries[index].value)
                if running >= total / 2 {
                    split = index + 1
                    break
                }
            }
            split = min(max(split, range.lowerBound + 1), range.upperBound - 1)
            let lower = range.lowerBound..<split
            let upper = split..<range.upperBound
            boxes[worst] = Box(range: lower, error: error(entries[lower]))
            boxes.append(Box(range: upper, error: error(entries[upper])))
        }
        return boxes.map { representative(entries[$0.range]) }
    }

    /// The box's dominant colour if it holds at least half the weight, else the weighted mean.
    static func representative(_ entries: ArraySlice<(key: UInt32, value: UInt32)>) -> UInt32 {
        var weight = 0.0
        var sums = [0.0, 0.0, 0.0]
        var dominant = entries.first!
        for entry in entries {
            let w = Double(entry.value)
            weight += w
            if entry.value > dominant.value { dominant = entry }
            for index in 0..<3 { sums[index] += w * Double(channel(entry.key, index)) }
        }
        if Double(dominant.value) * 2 >= weight { return dominant.key }
        let first = UInt32((sums[0] / weight).rounded())
        let second = UInt32((sums[1] / weight).rounded())
        let third = UInt32((sums[2] / weight).rounded())
        return first | second << 8 | third << 16
    }
}
