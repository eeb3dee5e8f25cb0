import Foundation
import StagehandCore

/// A software canvas: anti-aliased rounded rectangles and ellipses, composited source-over, optionally
/// clipped to a rounded rectangle, rendered into a ``RasterImage``.
///
/// Every operation takes coordinates in points; the canvas multiplies them by ``scale``, so the same
/// drawing code renders at 1x, 2x or 3x. Pixels are kept premultiplied internally (8 bits a channel) and
/// converted to straight alpha by ``image``.
///
/// Bad input never traps: a rectangle that is not finite or has zero width or height draws nothing;
/// negative sizes are standardised (like `CGRect.standardized`); NaN or negative corner radii count as 0
/// and radii larger than half the shorter side are clamped to it; opacities are clamped to `0...1`
/// (NaN counts as 0); a non-finite or singular transform draws nothing.
public struct RasterCanvas: Sendable {
    /// The width in points.
    public let width: Double
    /// The height in points.
    public let height: Double
    /// Pixels per point.
    public let scale: Double
    /// The width in pixels: `width * scale`, rounded to the nearest pixel (at least 1).
    public let pixelWidth: Int
    /// The height in pixels: `height * scale`, rounded to the nearest pixel (at least 1).
    public let pixelHeight: Int

    /// Premultiplied packed pixels (see ``PixelBlend``), rows top to bottom.
    var pixels: [UInt32]
    /// The clip masks in force, innermost last.
    var clips: [ClipMask] = []

    /// The largest supported scale factor.
    public static let maximumScale = 8.0

    /// A canvas of `width x height` points at `scale` pixels per point, cleared to transparent.
    ///
    /// Throws ``RenderError/invalidSize(width:height:scale:)`` when a value is not finite or not
    /// positive, the scale exceeds ``maximumScale``, or the pixel size exceeds the ``RasterImage`` limits.
    public init(width: Double, height: Double, scale: Double = 1) throws {
        let invalid = RenderError.invalidSize(width: width, height: height, scale: scale)
        guard width.isFinite, height.isFinite, scale.isFinite, width > 0, height > 0, scale > 0,
            scale <= Self.maximumScale
        else { throw invalid }
        let pixelWidthValue = max((width * scale).rounded(), 1)
        let pixelHeightValue = max((height * scale).rounded(), 1)
        let limit = Double(RasterImage.maximumDimension)
        guard pixelWidthValue <= limit, pixelHeightValue <= limit,
            pixelWidthValue * pixelHeightValue <= Double(RasterImage.maximumPixelCount)
        else { throw invalid }
        self.width = width
        self.height = height
        self.scale = scale
        pixelWidth = Int(pixelWidthValue)
        pixelHeight = Int(pixelHeightValue)
        pixels = [UInt32](repeating: 0, count: pixelWidth * pixelHeight)
    }

    /// The whole canvas as a pixel box.
    var fullBox: PixelBox { PixelBox(x0: 0, y0: 0, x1: pixelWidth, y1: pixelHeight) }

    /// The transform from points to pixels.
    var pointsToPixels: AffineMatrix { .scale(x: scale, y: scale) }

    /// Replaces every pixel with `color`, ignoring any clip.
    public mutating func clear(_ color: RGBAColor) {
        let value = PixelBlend.premultiplied(color, opacity: 1)
        pixels.withUnsafeMutableBufferPointer { buffer in
            buffer.update(repeating: value)
        }
    }

    /// Fills a rounded rectangle.
    ///
    /// - Parameters:
    ///   - rect: The rectangle in points, before `transform`.
    ///   - cornerRadius: The corner radius in points; clamped to half the shorter side, NaN or
    ///     negative counts as 0.
    ///   - color: The fill colour.
    ///   - opacity: Multiplies the colour's alpha; clamped to `0...1`.
    ///   - transform: Applied to the rectangle's points about the world origin (compose
    ///     centre-relative transforms with StagehandCore's `AffineMatrix.about(x:y:_:)`).
    public mutating func fillRoundedRect(
        _ rect: CGRect, cornerRadius: Double, color: RGBAColor, opacity: Double = 1,
        transform: AffineMatrix = .identity
    ) {
        guard let shape = ShapeGeometry(kind: .roundedRect, rect: rect, cornerRadius: cornerRadius) else {
            return
        }
        fill(shape, color: color, opacity: opacity, transform: transform)
    }

    /// Fills the ellipse inscribed in `rect`; the parameters are as for
    /// ``fillRoundedRect(_:cornerRadius:color:opacity:transform:)``.
    public mutating func fillEllipse(
        in rect: CGRect, color: RGBAColor, opacity: Double = 1, transform: AffineMatrix = .identity
    ) {
        guard let shape = ShapeGeometry(kind: .ellipse, rect: rect, cornerRadius: 0) else { return }
        fill(shape, color: color, opacity: opacity, transform: transform)
    }

    /// Restricts later drawing to the rounded rectangle (intersected with any clip already in force),
    /// with anti-aliased edges, until the matching ``popClip()``.
    ///
    /// The parameters mean what they mean for ``fillRoundedRect(_:cornerRadius:color:opacity:transform:)``.
    /// A rectangle that draws nothing clips everything away.
    public mutating func pushClip(_ rect: CGRect, cornerRadius: Double, transform: AffineMatrix = .identity) {
        let enclosing = clips.last
        var box = enclosing?.box ?? fullBox
        var mask = [UInt8](repeating: 0, count: pixelWidth * pixelHeight)
        let shape = ShapeGeometry(kind: .roundedRect, rect: rect, cornerRadius: cornerRadius)
        if let shape, !box.isEmpty {
            let device = transform.concatenating(pointsToPixels)
            let width = pixelWidth
            box = mask.withUnsafeMutableBufferPointer { output -> PixelBox in
                let target = output.baseAddress!
                func draw(_ enclosingPointer: UnsafePointer<UInt8>?) -> PixelBox {
                    var sink = MaskSink(output: target, enclosing: enclosingPointer, width: width)
                    CoverageRasterizer.rasterize(shape, device: device, box: box, into: &sink)
                    return sink.bounds.intersection(box)
                }
                if let enclosing {
                    return enclosing.mask.withUnsafeBufferPointer { draw($0.baseAddress!) }
                }
                return draw(nil)
            }
        } else {
            box = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)
        }
        clips.append(ClipMask(mask: mask, box: box))
    }

    /// Removes the innermost clip; does nothing when no clip is in force.
    public mutating func popClip() {
        _ = clips.popLast()
    }

    /// Runs `body` with drawing clipped to the rounded rectangle, then removes the clip (also when
    /// `body` throws).
    public mutating func withClip(
        _ rect: CGRect, cornerRadius: Double, transform: AffineMatrix = .identity,
        _ body: (inout RasterCanvas) throws -> Void
    ) rethrows {
        pushClip(rect, cornerRadius: cornerRadius, transform: transform)
        let depth = clips.count
        defer { if clips.count >= depth { clips.removeSubrange((depth - 1)...) } }
        try body(&self)
    }

    /// The number of clips in force.
    public var clipDepth: Int { clips.count }

    mutating func fill(_ shape: ShapeGeometry, color: RGBAColor, opacity: Double, transform: AffineMatrix) {
        let packed = PixelBlend.premultiplied(color, opacity: opacity)
        guard packed >> 24 != 0 else { return }
        let clip = clips.last
        let box = clip?.box ?? fullBox
        guard !box.isEmpty else { return }
        let device = transform.concatenating(pointsToPixels)
        let width = pixelWidth
        pixels.withUnsafeMutableBufferPointer { buffer in
            if let clip {
                clip.mask.withUnsafeBufferPointer { mask in
                    var sink = BlendSink(
                        pixels: buffer.baseAddress!, width: width, color: packed, mask: mask.baseAddress)
                    CoverageRasterizer.rasterize(shape, device: device, box: box, into: &sink)
                }
            } else {
                var sink = BlendSink(pixels: buffer.baseAddress!, width: width, color: packed, mask: nil)
                CoverageRasterizer.rasterize(shape, device: device, box: box, into: &sink)
            }
        }
    }

    /// The canvas as an image with straight alpha (premultiplied values are divided back, rounded).
    public var image: RasterImage {
        var bytes = [UInt8](repeating: 0, count: pixels.count * 4)
        bytes.withUnsafeMutableBufferPointer { output in
            pixels.withUnsafeBufferPointer { input in
                for index in 0..<input.count {
                    let pixel = input[index]
                    let alpha = pixel >> 24
                    let target = index * 4
                    if alpha == 255 || alpha == 0 {
                        output[target] = UInt8(truncatingIfNeeded: pixel)
                        output[target + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
                        output[target + 2] = UInt8(truncatingIfNeeded: pixel >> 16)
                        output[target + 3] = UInt8(truncatingIfNeeded: alpha)
                        continue
                    }
                    let half = alpha / 2
                    output[target] = UInt8(min(((pixel & 0xFF) * 255 + half) / alpha, 255))
                    output[target + 1] = UInt8(min((((pixel >> 8) & 0xFF) * 255 + half) / alpha, 255))
                    output[target + 2] = UInt8(min((((pixel >> 16) & 0xFF) * 255 + half) / alpha, 255))
                    output[target + 3] = UInt8(alpha)
                }
            }
        }
        return RasterImage(uncheckedWidth: pixelWidth, height: pixelHeight, pixels: bytes)
    }
}
