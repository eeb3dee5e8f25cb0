import Foundation
import StagehandCore

/// How closely an image must match a reference: a tolerance per channel and a share of pixels.
///
/// A pixel *differs* when any of its four channels (red, green, blue, alpha, 0...255) is more than
/// ``channelTolerance`` levels away from the reference's. Two images *match* when they have the
/// same size and at most ``maximumDifferingShare`` of their pixels differ. The golden-frame test and
/// its self-tests use this one value, so that a self-test that fails proves the golden test can.
///
/// A strategy as a plain value, as swift-snapshot-testing's are: ``compare(_:_:)`` is pure; reading
/// and writing references and failure images is ``GoldenFile``'s.
public struct ImageComparison: Sendable, Hashable {
    /// How many levels (of 255) a channel may differ by without the pixel counting as differing;
    /// 0 or more.
    public var channelTolerance: Int
    /// The share (0...1) of pixels that may differ while the images still match.
    public var maximumDifferingShare: Double

    /// A comparison that lets each channel differ by `channelTolerance` levels (a negative
    /// tolerance counts as 0) and `maximumDifferingShare` of the pixels (0...1; clamped to it, and
    /// NaN counts as 0) differ beyond that.
    public init(channelTolerance: Int = 0, maximumDifferingShare: Double = 0) {
        self.channelTolerance = max(channelTolerance, 0)
        self.maximumDifferingShare = maximumDifferingShare.isNaN ? 0 : min(max(maximumDifferingShare, 0), 1)
    }

    /// The comparison the golden frames use: 2 levels a channel, no pixel beyond.
    ///
    /// Unchanged frames differ from their references by 0 pixels, with a largest channel difference
    /// of 0 (every key frame of every golden transition, measured on Linux); 2 levels leave room for a last-bit
    /// difference in another platform's `exp`, `sin` or fused multiply-adds turning an anti-aliased
    /// edge pixel's rounding, and none for a shape out of place: moving the shared element's flying avatar
    /// by 2 points makes 108 to 201 pixels of a key frame differ, by up to 238 levels.
    public static let goldenFrames = ImageComparison(channelTolerance: 2, maximumDifferingShare: 0)

    /// What a comparison found.
    public struct Result: Sendable, Hashable, CustomStringConvertible {
        /// The compared image's size, in pixels.
        public var actualSize: PixelSize
        /// The reference's size, in pixels.
        public var referenceSize: PixelSize
        /// The pixels that differ by more than the tolerance (all of them when the sizes differ).
        public var differingPixelCount: Int
        /// The largest difference of any channel of any pixel, in levels (0...255); 255 when the sizes
        /// differ.
        public var largestChannelDifference: Int
        /// Whether the images match under the comparison that made this result.
        public var matches: Bool

        /// The number of pixels compared (the reference's).
        public var pixelCount: Int { referenceSize.width * referenceSize.height }

        /// The share (0...1) of the pixels that differ.
        public var differingShare: Double {
            pixelCount == 0 ? 0 : Double(differingPixelCount) / Double(pixelCount)
        }

        /// Whether the images have the same size.
        public var sizesMatch: Bool { actualSize == referenceSize }

        /// `"matches"` or what differs: the size, or the differing pixels, their share and the largest
        /// channel difference.
        public var description: String {
            if !sizesMatch { return "is \(actualSize), the reference \(referenceSize)" }
            let share = String(format: "%.3f", differingShare * 100)
            let summary =
                "\(differingPixelCount) of \(pixelCount) pixels (\(share) %) differ, "
                + "largest channel difference \(largestChannelDifference)"
            return matches ? "matches: \(summary)" : summary
        }
    }

    /// A size in pixels.
    public struct PixelSize: Sendable, Hashable, CustomStringConvertible {
        /// The width.
        public var width: Int
        /// The height.
        public var height: Int
        /// `width × height`.
        public var description: String { "\(width) × \(height)" }
    }

    /// Compares `actual` with `reference`, pixel by pixel.
    public func compare(_ actual: RasterImage, _ reference: RasterImage) -> Result {
        let actualSize = PixelSize(width: actual.width, height: actual.height)
        let referenceSize = PixelSize(width: reference.width, height: reference.height)
        guard actualSize == referenceSize else {
            return Result(
                actualSize: actualSize, referenceSize: referenceSize,
                differingPixelCount: reference.width * reference.height, largestChannelDifference: 255,
                matches: false)
        }
        var differing = 0
        var largest = 0
        let tolerance = max(channelTolerance, 0)
        for index in stride(from: 0, to: reference.pixels.count, by: 4) {
            let difference = Self.channelDifference(actual.pixels, reference.pixels, at: index)
            largest = max(largest, difference)
            if difference > tolerance { differing += 1 }
        }
        let share = Double(differing) / Double(reference.width * reference.height)
        return Result(
            actualSize: actualSize, referenceSize: referenceSize, differingPixelCount: differing,
            largestChannelDifference: largest, matches: share <= maximumDifferingShare)
    }

    /// An image that shows where `actual` and `reference` differ: differing pixels red, pixels
    /// within the tolerance but not equal orange, equal pixels the reference's, faded to a light
    /// grey. Nil when the sizes differ.
    public func differenceImage(_ actual: RasterImage, _ reference: RasterImage) -> RasterImage? {
        guard actual.width == reference.width, actual.height == reference.height else { return nil }
        var pixels = [UInt8](repeating: 255, count: reference.pixels.count)
        let tolerance = max(channelTolerance, 0)
        for index in stride(from: 0, to: reference.pixels.count, by: 4) {
            let difference = Self.channelDifference(actual.pixels, reference.pixels, at: index)
            let colour: (UInt8, UInt8, UInt8)
            if difference > tolerance {
                colour = (255, 0, 0)
            } else if difference > 0 {
                colour = (255, 160, 0)
            } else {
                let r = Int(reference.pixels[index])
                let g = Int(reference.pixels[index + 1])
                let b = Int(reference.pixels[index + 2])
                let grey = UInt8(191 + (r * 299 + g * 587 + b * 114) / 1000 / 4)
                colour = (grey, grey, grey)
            }
            (pixels[index], pixels[index + 1], pixels[index + 2]) = colour
        }
        return try? RasterImage(width: reference.width, height: reference.height, pixels: pixels)
    }

    private static func channelDifference(_ a: [UInt8], _ b: [UInt8], at index: Int) -> Int {
        var largest = 0
        for channel in index..<(index + 4) {
            largest = max(largest, abs(Int(a[channel]) - Int(b[channel])))
        }
        return largest
    }
}
