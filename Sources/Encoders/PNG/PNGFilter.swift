import Foundation

/// PNG's per-row filters (PNG specification, section 9) and the choice among them.
enum PNGFilter {
    /// The filter type bytes.
    static let none: UInt8 = 0
    static let sub: UInt8 = 1
    static let up: UInt8 = 2
    static let average: UInt8 = 3
    static let paeth: UInt8 = 4

    /// The order in which filters are tried (the first of equal scores wins).
    static let order: [UInt8] = [up, sub, none, paeth, average]

    /// Every row of `image` (as RGB when `channels == 3`, else RGBA) preceded by its filter type byte and
    /// filtered with the type whose output has the smallest sum of absolute values (bytes read as
    /// signed), PNG's recommended heuristic.
    static func filterRows(_ image: RasterImage, channels: Int) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity((image.width * channels + 1) * image.height)
        forEachFilteredRow(image, channels: channels) { output.append(contentsOf: $0) }
        return output
    }

    /// Calls `body` with each row of `image` in turn, as ``filterRows(_:channels:)`` lays it out (the
    /// filter type byte, then the filtered row), so that a caller can compress the rows as they come
    /// and never hold them all. The buffer is valid only during the call.
    static func forEachFilteredRow(
        _ image: RasterImage, channels: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Void
    ) rethrows {
        let width = image.width
        let rowLength = width * channels
        var previousRow = [UInt8](repeating: 0, count: rowLength)
        var currentRow = [UInt8](repeating: 0, count: rowLength)
        var candidate = [UInt8](repeating: 0, count: rowLength)
        var best = [UInt8](repeating: 0, count: rowLength)
        // The filter type byte, then the chosen filtered row.
        var line = [UInt8](repeating: 0, count: rowLength + 1)
        for y in 0..<image.height {
            // Gather the row in the output layout.
            image.pixels.withUnsafeBufferPointer { pixels in
                currentRow.withUnsafeMutableBufferPointer { row in
                    let source = y * width * 4
                    if channels == 4 {
                        for index in 0..<rowLength { row[index] = pixels[source + index] }
                    } else {
                        for x in 0..<width {
                            row[x * 3] = pixels[source + x * 4]
                            row[x * 3 + 1] = pixels[source + x * 4 + 1]
                            row[x * 3 + 2] = pixels[source + x * 4 + 2]
                        }
                    }
                }
            }
            if y > 0 && rowsEqual(currentRow, previousRow) {
                // Up gives a row of zeros.
                line.withUnsafeMutableBufferPointer { out in
                    out[0] = up
                    out.baseAddress!.advanced(by: 1).update(repeating: 0, count: rowLength)
                }
            } else {
                var bestType = none
                var bestScore = Int.max
                for type in order {
                    if y == 0 && type == up { continue }
                    let score = apply(
                        type, row: currentRow, previous: previousRow, channels: channels, into: &candidate)
                    if score < bestScore {
                        bestScore = score
                        bestType = type
                        swap(&best, &candidate)
                        if score == 0 { break }  // nothing can beat a row of zeros
                    }
                }
                line.withUnsafeMutableBufferPointer { out in
                    out[0] = bestType
                    best.withUnsafeBufferPointer { chosen in
                        out.baseAddress!.advanced(by: 1).update(from: chosen.baseAddress!, count: rowLength)
                    }
                }
            }
            try line.withUnsafeBufferPointer { try body($0) }
            swap(&previousRow, &currentRow)
        }
    }

    /// Filters `row` with `type` into `output` and returns the sum of absolute values of the result.
    static func apply(
        _ type: UInt8, row: [UInt8], previous: [UInt8], channels: Int, into output: inout [UInt8]
    ) -> Int {
        row.withUnsafeBufferPointer { current in
            previous.withUnsafeBufferPointer { above in
                output.withUnsafeMutableBufferPointer { out in
                    apply(
                        type, current.baseAddress!, above.baseAddress!, current.count, channels,
                        out.baseAddress!)
                }
            }
        }
    }

    /// One specialised loop per filter type, so the per-byte work has no branch on the type.
    static func apply(
        _ type: UInt8, _ current: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>, _ count: Int,
        _ channels: Int, _ out: UnsafeMutablePointer<UInt8>
    ) -> Int {
        let lead = min(channels, count)
        switch type {
        case sub:
            for index in 0..<lead { out[index] = current[index] }
            for index in lead..<count { out[index] = current[index] &- current[index - channels] }
        case up:
            for index in 0..<count { out[index] = current[index] &- above[index] }
        case average:
            for index in 0..<lead { out[index] = current[index] &- above[index] / 2 }
            for index in lead..<count {
                out[index] =
                    current[index] &- UInt8((UInt16(current[index - channels]) + UInt16(above[index])) / 2)
            }
        case paeth:
            for index in 0..<lead { out[index] = current[index] &- above[index] }
            for index in lead..<count {
                let predictor = paethPredictor(
                    current[index - channels], above[index], above[index - channels])
                out[index] = current[index] &- predictor
            }
        default:
            out.update(from: current, count: count)
        }
        // Wrapping 32-bit sums so that the loop vectorises (at most 128 * count, far below 2^32).
        var total: UInt32 = 0
        for index in 0..<count {
            let value = UInt32(out[index])
            total &+= min(value, 256 &- value)
        }
        return Int(total)
    }

    /// Whether two rows of the same length hold the same bytes.
    static func rowsEqual(_ first: [UInt8], _ second: [UInt8]) -> Bool {
        first.withUnsafeBytes { a in
            second.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
        }
    }

    /// The Paeth predictor: whichever of left, above and upper-left is closest to `left + up - upperLeft`.
    @inline(__always)
    static func paethPredictor(_ left: UInt8, _ up: UInt8, _ upperLeft: UInt8) -> UInt8 {
        let estimate = Int(left) + Int(up) - Int(upperLeft)
        let distanceLeft = abs(estimate - Int(left))
        let distanceUp = abs(estimate - Int(up))
        let distanceUpperLeft = abs(estimate - Int(upperLeft))
        if distanceLeft <= distanceUp && distanceLeft <= distanceUpperLeft { return left }
        if distanceUp <= distanceUpperLeft { return up }
        return upperLeft
    }
}
