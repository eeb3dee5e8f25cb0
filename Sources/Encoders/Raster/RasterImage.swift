import Foundation
import StagehandCore

/// A bitmap: `width x height` pixels, stored row by row from the top-left, 4 bytes a pixel in the order
/// red, green, blue, alpha, with straight (not premultiplied) alpha.
///
/// Sizes are limited to ``maximumDimension`` pixels a side and ``maximumPixelCount`` pixels in all, so
/// that a bad size is a thrown ``RenderError/invalidSize(width:height:scale:)`` rather than a failed
/// allocation.
public struct RasterImage: Sendable, Hashable {
    /// The largest width or height, in pixels, that an image may have.
    public static let maximumDimension = 16_384
    /// The largest number of pixels that an image may have (256 MiB of RGBA).
    public static let maximumPixelCount = 1 << 26

    /// The width in pixels (at least 1).
    public let width: Int
    /// The height in pixels (at least 1).
    public let height: Int
    /// `width * height * 4` bytes: RGBA, straight alpha, rows top to bottom.
    public let pixels: [UInt8]

    /// An image from raw RGBA bytes (straight alpha); throws when the sizes are out of range or the byte
    /// count is not `width * height * 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) throws {
        try Self.validate(width: width, height: height)
        guard pixels.count == width * height * 4 else {
            throw RenderError.pixelCountMismatch(expected: width * height * 4, actual: pixels.count)
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image of one colour.
    public init(width: Int, height: Int, fill: RGBAColor) throws {
        try Self.validate(width: width, height: height)
        self.width = width
        self.height = height
        self.pixels = Self.filledPixels(count: width * height, color: fill)
    }

    static func filledPixels(count: Int, color: RGBAColor) -> [UInt8] {
        let bytes = color.rgba8
        var pixels = [UInt8](repeating: 0, count: count * 4)
        pixels.withUnsafeMutableBufferPointer { buffer in
            for index in stride(from: 0, to: buffer.count, by: 4) {
                buffer[index] = bytes.x
                buffer[index + 1] = bytes.y
                buffer[index + 2] = bytes.z
                buffer[index + 3] = bytes.w
            }
        }
        return pixels
    }

    /// Used by the canvas and the helpers below, which have already validated the sizes.
    init(uncheckedWidth width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    static func validate(width: Int, height: Int) throws {
        guard width > 0, height > 0, width <= maximumDimension, height <= maximumDimension,
            width * height <= maximumPixelCount
        else {
            throw RenderError.invalidSize(width: Double(width), height: Double(height), scale: 1)
        }
    }

    /// The RGBA bytes (straight alpha) of the pixel at column `x`, row `y`, or `nil` outside the image.
    public func pixel(x: Int, y: Int) -> SIMD4<UInt8>? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let index = (y * width + x) * 4
        return SIMD4(pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
    }

    /// Whether every pixel has alpha 255.
    public var isOpaque: Bool {
        pixels.withUnsafeBufferPointer { buffer in
            var index = 3
            while index < buffer.count {
                if buffer[index] != 255 { return false }
                index += 4
            }
            return true
        }
    }

    /// The part of the image inside the pixel rectangle `(x, y, width, height)`.
    ///
    /// The rectangle is clamped to the image (negative sizes count as empty); throws
    /// ``RenderError/emptyCrop`` when nothing of the image is left.
    public func cropped(x: Int, y: Int, width cropWidth: Int, height cropHeight: Int) throws -> RasterImage {
        let x0 = min(max(x, 0), width)
        let y0 = min(max(y, 0), height)
        let x1 = min(max(x.addingReportingOverflow(max(cropWidth, 0)).partialValue, x0), width)
        let y1 = min(max(y.addingReportingOverflow(max(cropHeight, 0)).partialValue, y0), height)
        guard x1 > x0, y1 > y0 else { throw RenderError.emptyCrop }
        let outWidth = x1 - x0
        var out = [UInt8](repeating: 0, count: outWidth * (y1 - y0) * 4)
        for row in y0..<y1 {
            let source = (row * width + x0) * 4
            let target = (row - y0) * outWidth * 4
            out[target..<(target + outWidth * 4)] = pixels[source..<(source + outWidth * 4)]
        }
        return RasterImage(uncheckedWidth: outWidth, height: y1 - y0, pixels: out)
    }

    /// The images laid side by side from left to right, top-aligned, `spacing` pixels apart, on
    /// `background` (which also fills below shorter images and the gaps).
    ///
    /// A negative `spacing` counts as 0. Throws ``RenderError/noFrames`` for an empty list and
    /// ``RenderError/invalidSize(width:height:scale:)`` when the strip would be too large.
    public static func filmstrip(
        _ images: [RasterImage], spacing: Int, background: RGBAColor
    ) throws -> RasterImage {
        guard !images.isEmpty else { throw RenderError.noFrames }
        let gap = max(spacing, 0)
        let maxSide = maximumDimension
        guard gap <= maxSide else {
            throw RenderError.invalidSize(width: Double(gap), height: 0, scale: 1)
        }
        let totalWidth = images.reduce(0) { $0 + min($1.width, maxSide + 1) } + gap * (images.count - 1)
        let totalHeight = images.map(\.height).max() ?? 1
        try validate(width: totalWidth, height: totalHeight)
        var pixels = filledPixels(count: totalWidth * totalHeight, color: background)
        var left = 0
        for image in images {
            for row in 0..<image.height {
                let source = row * image.width * 4
                let target = (row * totalWidth + left) * 4
                pixels[target..<(target + image.width * 4)] =
                    image.pixels[source..<(source + image.width * 4)]
            }
            left += image.width + gap
        }
        return RasterImage(uncheckedWidth: totalWidth, height: totalHeight, pixels: pixels)
    }
}
