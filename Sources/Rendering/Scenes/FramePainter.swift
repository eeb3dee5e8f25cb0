import Foundation
import StagehandCore
import StagehandHeadless

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Paints the headless stage's recorded frames: every layer's mock content, in its place, with its
/// transform, opacity and rounded clips, on an iPhone-sized canvas.
///
/// Text is drawn as rounded bars (a skeleton screen), which keeps the pictures legible at any scale
/// without a font renderer and keeps the colour count low for GIF palettes.
public struct FramePainter: Sendable {
    /// The canvas size in points (the container's).
    public var size: CGSize
    /// Pixels per point (1, 2 or 3).
    public var scale: Double

    /// Creates a painter for frames of `size` points at `scale`.
    public init(size: CGSize, scale: Double = 1) {
        self.size = size
        self.scale = scale
    }

    /// The frame as an image.
    public func image(of frame: RecordedFrame) throws -> RasterImage {
        var canvas = try RasterCanvas(width: Double(size.width), height: Double(size.height), scale: scale)
        paint(frame, on: &canvas)
        return canvas.image
    }

    /// Paints the frame over the window's background.
    public func paint(_ frame: RecordedFrame, on canvas: inout RasterCanvas) {
        canvas.clear(Palette.window)
        for layer in frame.layers where layer.opacity > 0 {
            var pushed = 0
            for clip in layer.clips { pushed += Self.push(clip, on: &canvas) }
            paint(layer, on: &canvas)
            for _ in 0..<pushed { canvas.popClip() }
        }
    }

    /// Pushes `clip` on the canvas and says how many clips that took: one rounded rectangle when
    /// all four corners are rounded; otherwise the square bounds and, inside them, the rounded
    /// rectangle grown past each side whose two corners are square, so those corners fall outside
    /// it (`maskedCorners`; a lone square corner, which Stagehand never asks for, stays rounded).
    private static func push(_ clip: RecordedFrame.Clip, on canvas: inout RasterCanvas) -> Int {
        let bounds = CGRect(x: 0, y: 0, width: clip.width, height: clip.height)
        let corners = clip.roundedCorners
        guard corners != .all, clip.cornerRadius > 0 else {
            canvas.pushClip(bounds, cornerRadius: clip.cornerRadius, transform: clip.matrix)
            return 1
        }
        let r = clip.cornerRadius
        let square = { (pair: RoundedCorners) in corners.isDisjoint(with: pair) }
        let grown = CGRect(
            x: square(.on(.left)) ? -r : 0, y: square(.on(.top)) ? -r : 0,
            width: clip.width + (square(.on(.left)) ? r : 0) + (square(.on(.right)) ? r : 0),
            height: clip.height + (square(.on(.top)) ? r : 0) + (square(.on(.bottom)) ? r : 0))
        canvas.pushClip(bounds, cornerRadius: 0, transform: clip.matrix)
        canvas.pushClip(grown, cornerRadius: r, transform: clip.matrix)
        return 2
    }

    private func paint(_ layer: RecordedFrame.Layer, on canvas: inout RasterCanvas) {
        let width = Double(layer.size.width)
        let height = Double(layer.size.height)
        guard width > 0, height > 0 else { return }
        let radius = layer.state.cornerRadius
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        var pen = Pen(matrix: layer.matrix, opacity: layer.opacity)
        if let shadow = layer.shadow {
            for ring in ShadowRings.rings(of: shadow, bounds: bounds, cornerRadius: radius) {
                pen.fill(&canvas, ring.rect, ring.radius, ring.color)
            }
        }

        switch layer.content {
        case .none:
            return
        case .color(let color):
            pen.fill(&canvas, bounds, radius, color)
            return
        case .dimming(let dimming):
            if dimming.blursBackground { pen.fill(&canvas, bounds, radius, RGBAColor(white: 1, alpha: 0.3)) }
            pen.fill(&canvas, bounds, radius, dimming.color)
            return
        case .avatar(let color):
            pen.fill(&canvas, bounds, radius, color)
            return
        case .listScreen, .detailScreen, .menu:
            pen.fill(&canvas, bounds, radius, Palette.background)
        case .card, .alert:
            pen.fill(
                &canvas, bounds, radius,
                layer.content.isAlert ? Palette.groupedBackground : Palette.background)
        }

        // The content is laid out at its own size and stretched to the layer (a snapshot).
        let contentWidth = max(Double(layer.contentSize.width), 1)
        let contentHeight = max(Double(layer.contentSize.height), 1)
        pen.matrix = AffineMatrix.scale(x: width / contentWidth, y: height / contentHeight).concatenating(
            layer.matrix)
        let clipped = radius > 0
        if clipped { canvas.pushClip(bounds, cornerRadius: radius, transform: layer.matrix) }
        defer { if clipped { canvas.popClip() } }
        MockContent.draw(layer.content, width: contentWidth, height: contentHeight, pen: pen, on: &canvas)
    }
}

/// Something mock content can be drawn on: the raster canvas, or a recorder of vector shapes.
protocol MockSurface {
    /// Fills a rounded rectangle given in the coordinates `matrix` maps to the surface.
    mutating func fillRoundedRect(
        _ rect: CGRect, cornerRadius: Double, color: RGBAColor, opacity: Double, transform: AffineMatrix)
    /// Fills the ellipse inscribed in `rect`.
    mutating func fillEllipse(in rect: CGRect, color: RGBAColor, opacity: Double, transform: AffineMatrix)
}

extension RasterCanvas: MockSurface {}

/// Draws rounded rectangles and circles through a matrix at an opacity.
///
/// `fill` and `circle` stay calls (`@inline(never)`): the mock screens call them from 42 places,
/// and each screen is specialised for both surfaces, so inlining the rasterizer into every call
/// site made the release build spend seconds optimising copies of the same code, for no gain at
/// run time (a call per shape is nothing beside rasterizing it).
struct Pen {
    var matrix: AffineMatrix
    var opacity: Double

    @inline(never)
    func fill<Surface: MockSurface>(
        _ canvas: inout Surface, _ rect: CGRect, _ radius: Double, _ color: RGBAColor
    ) {
        canvas.fillRoundedRect(rect, cornerRadius: radius, color: color, opacity: opacity, transform: matrix)
    }

    func fill<Surface: MockSurface>(
        _ canvas: inout Surface, x: Double, y: Double, width: Double, height: Double, radius: Double = 0,
        _ color: RGBAColor
    ) {
        fill(&canvas, CGRect(x: x, y: y, width: width, height: height), radius, color)
    }

    @inline(never)
    func circle<Surface: MockSurface>(
        _ canvas: inout Surface, x: Double, y: Double, diameter: Double, _ color: RGBAColor
    ) {
        canvas.fillEllipse(
            in: CGRect(x: x, y: y, width: diameter, height: diameter), color: color, opacity: opacity,
            transform: matrix)
    }
}

/// A layer's shadow (``Shadow``: colour and opacity, blur radius, offset) as the renderer draws it:
/// three rounded rectangles of growing size and falling opacity, offset as the shadow is, a cheap
/// stand-in for Core Animation's blur that keeps GIF palettes small. Their opacities add up to 92 %
/// of the shadow's, spread over 19 %, 44 % and 75 % of its radius beyond the bounds.
enum ShadowRings {
    static func rings(of shadow: Shadow, bounds: CGRect, cornerRadius: Double) -> [(
        rect: CGRect, radius: Double, color: RGBAColor
    )] {
        [(0.75, 0.21), (0.44, 0.29), (0.19, 0.42)].map { reach, share in
            let spread = shadow.radius * reach
            var color = shadow.color
            color.alpha *= share
            return (
                bounds.insetBy(dx: -spread, dy: -spread).offsetBy(dx: shadow.offsetX, dy: shadow.offsetY),
                cornerRadius + spread, color
            )
        }
    }
}

extension ModelContent {
    var isAlert: Bool {
        if case .alert = self { return true }
        return false
    }
}
