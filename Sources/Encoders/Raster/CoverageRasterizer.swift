import Foundation
import StagehandCore

/// Receives the pixels a shape covers, row by row, from ``CoverageRasterizer``.
protocol CoverageSink {
    /// Pixels `x0..<x1` of row `y` are fully covered.
    mutating func fill(row y: Int, from x0: Int, to x1: Int)
    /// Pixel `x` of row `y` is partly covered; `coverage` is in `0 < coverage < 1`.
    mutating func blend(row y: Int, x: Int, coverage: Double)
}

/// Anti-aliased scan conversion of a ``ShapeGeometry`` under a device transform.
///
/// Coverage of a pixel is `clamp(0.5 - distance, 0, 1)`, where `distance` is the signed distance in
/// pixels from the pixel's centre to the outline (negative inside), further capped by the shape's
/// width and height when they are under a pixel so that hairlines fade rather than thicken.
///
/// Axis-aligned transforms (no rotation or shear) take a fast path that works in device space: for each
/// row it finds the span of fully covered pixels analytically (the shape shrunk by half a pixel) and
/// evaluates the distance only for the few pixels between that span and the shape grown by half a
/// pixel. Other transforms map each pixel centre back to local coordinates and evaluate the distance
/// there, scaled by the transform's mean scale (`sqrt(|det|)`); that is exact for rotations and uniform
/// scales and a close approximation for non-uniform ones.
enum CoverageRasterizer {
    /// Rasterises `shape` transformed by `device` (points to pixels) into `sink`, touching only pixels
    /// inside `box`.
    static func rasterize<Sink: CoverageSink>(
        _ shape: ShapeGeometry, device: AffineMatrix, box: PixelBox, into sink: inout Sink
    ) {
        guard !box.isEmpty, device.isFinite else { return }
        if device.isAxisAligned {
            guard device.a != 0, device.d != 0 else { return }
            let scaleX = abs(device.a)
            let scaleY = abs(device.d)
            let (centerX, centerY) = device.apply(x: shape.centerX, y: shape.centerY)
            let halfWidth = shape.halfWidth * scaleX
            let halfHeight = shape.halfHeight * scaleY
            let radius = min(shape.radius * (scaleX * scaleY).squareRoot(), halfWidth, halfHeight)
            let geometry = DeviceShape(
                kind: shape.kind, centerX: centerX, centerY: centerY,
                halfWidth: halfWidth, halfHeight: halfHeight, radius: radius)
            guard geometry.isFinite else { return }
            scanAxisAligned(geometry, box: box, into: &sink)
        } else {
            scanTransformed(shape, device: device, box: box, into: &sink)
        }
    }

    /// A shape already in device pixels, axis-aligned.
    struct DeviceShape {
        var kind: ShapeGeometry.Kind
        var centerX: Double
        var centerY: Double
        var halfWidth: Double
        var halfHeight: Double
        var radius: Double

        var isFinite: Bool {
            centerX.isFinite && centerY.isFinite && halfWidth.isFinite && halfHeight.isFinite
                && radius.isFinite && halfWidth > 0 && halfHeight > 0
        }
    }

    /// Half the horizontal extent, at vertical offset `dy` from the centre, of the rounded rectangle
    /// with half sizes `halfWidth x halfHeight` and corner radius `radius`; negative when the row misses.
    @inline(__always)
    static func roundedRectExtent(dy: Double, halfWidth: Double, halfHeight: Double, radius: Double) -> Double
    {
        if dy > halfHeight { return -1 }
        let straight = halfHeight - radius
        if dy <= straight { return halfWidth }
        let t = dy - straight
        return halfWidth - radius + max(radius * radius - t * t, 0).squareRoot()
    }

    /// Half the horizontal extent of the ellipse with semi-axes `halfWidth`, `halfHeight` at `dy`.
    @inline(__always)
    static func ellipseExtent(dy: Double, halfWidth: Double, halfHeight: Double) -> Double {
        if dy > halfHeight || halfHeight <= 0 || halfWidth <= 0 { return -1 }
        let ratio = dy / halfHeight
        return halfWidth * max(1 - ratio * ratio, 0).squareRoot()
    }

    /// The approximate signed distance from `(dx, dy)` (relative to the centre) to the ellipse with
    /// semi-axes `rx`, `ry`: exact for circles, first-order elsewhere.
    @inline(__always)
    static func ellipseDistance(dx: Double, dy: Double, rx: Double, ry: Double) -> Double {
        if rx == ry { return (dx * dx + dy * dy).squareRoot() - rx }
        let ux = dx / rx
        let uy = dy / ry
        let k0 = (ux * ux + uy * uy).squareRoot()
        let vx = ux / rx
        let vy = uy / ry
        let k1 = (vx * vx + vy * vy).squareRoot()
        guard k1 > 0 else { return -min(rx, ry) }
        return k0 * (k0 - 1) / k1
    }

    /// The signed distance from `(dx, dy)` (relative to the centre) to the rounded rectangle.
    @inline(__always)
    static func roundedRectDistance(
        dx: Double, dy: Double, halfWidth: Double, halfHeight: Double, radius: Double
    ) -> Double {
        let qx = abs(dx) - (halfWidth - radius)
        let qy = abs(dy) - (halfHeight - radius)
        if qx > 0 && qy > 0 { return (qx * qx + qy * qy).squareRoot() - radius }
        return max(qx, qy) - radius
    }

    static func scanAxisAligned<Sink: CoverageSink>(
        _ shape: DeviceShape, box: PixelBox, into sink: inout Sink
    ) {
        let cx = shape.centerX
        let cy = shape.centerY
        let hx = shape.halfWidth
        let hy = shape.halfHeight
        let radius = shape.radius
        let isEllipse = shape.kind == .ellipse
        let cap = min(1, 2 * hx) * min(1, 2 * hy)
        let rowStart = PixelBox.floorClamped(cy - hy - 0.5, box.y0, box.y1)
        let rowEnd = PixelBox.ceilClamped(cy + hy + 0.5, box.y0, box.y1)
        guard rowStart < rowEnd else { return }
        for y in rowStart..<rowEnd {
            let py = Double(y) + 0.5
            let dy = abs(py - cy)
            let outer: Double
            let inner: Double
            if isEllipse {
                outer = ellipseExtent(dy: dy, halfWidth: hx + 0.5, halfHeight: hy + 0.5)
                inner = ellipseExtent(dy: dy, halfWidth: hx - 0.5, halfHeight: hy - 0.5)
            } else {
                outer = roundedRectExtent(
                    dy: dy, halfWidth: hx + 0.5, halfHeight: hy + 0.5, radius: radius + 0.5)
                inner =
                    hx > 0.5 && hy > 0.5
                    ? roundedRectExtent(
                        dy: dy, halfWidth: hx - 0.5, halfHeight: hy - 0.5, radius: max(radius - 0.5, 0))
                    : -1
            }
            guard outer >= 0 else { continue }
            let outerStart = PixelBox.ceilClamped(cx - outer - 0.5, box.x0, box.x1)
            let outerEnd = PixelBox.floorClamped(cx + outer - 0.5, box.x0 - 1, box.x1 - 1) + 1
            guard outerStart < outerEnd else { continue }
            var fullStart = outerEnd
            var fullEnd = outerEnd
            if inner >= 0 {
                fullStart = max(PixelBox.ceilClamped(cx - inner - 0.5, box.x0, box.x1), outerStart)
                fullEnd = min(PixelBox.floorClamped(cx + inner - 0.5, box.x0 - 1, box.x1 - 1) + 1, outerEnd)
                if fullStart >= fullEnd {
                    fullStart = outerEnd
                    fullEnd = outerEnd
                }
            }
            var x = outerStart
            while x < outerEnd {
                if x == fullStart {
                    sink.fill(row: y, from: fullStart, to: fullEnd)
                    x = fullEnd
                    continue
                }
                let dx = Double(x) + 0.5 - cx
                let distance =
                    isEllipse
                    ? ellipseDistance(dx: dx, dy: py - cy, rx: hx, ry: hy)
                    : roundedRectDistance(dx: dx, dy: py - cy, halfWidth: hx, halfHeight: hy, radius: radius)
                let coverage = min(0.5 - distance, cap)
                if coverage >= 1 {
                    sink.fill(row: y, from: x, to: x + 1)
                } else if coverage > 0 {
                    sink.blend(row: y, x: x, coverage: coverage)
                }
                x += 1
            }
        }
    }

    static func scanTransformed<Sink: CoverageSink>(
        _ shape: ShapeGeometry, device: AffineMatrix, box: PixelBox, into sink: inout Sink
    ) {
        guard let inverse = device.inverted() else { return }
        let pixelsPerUnit = abs(device.determinant).squareRoot()
        guard pixelsPerUnit.isNormal else { return }
        let hx = shape.halfWidth
        let hy = shape.halfHeight
        let radius = shape.radius
        let cx = shape.centerX
        let cy = shape.centerY
        let isEllipse = shape.kind == .ellipse
        let cap = min(1, 2 * hx * pixelsPerUnit) * min(1, 2 * hy * pixelsPerUnit)
        let margin = 0.5 / pixelsPerUnit * 1.000001 + 1e-9

        // Device bounding box of the local rectangle grown by the margin.
        var minX = Double.infinity
        var minY = Double.infinity
        var maxX = -Double.infinity
        var maxY = -Double.infinity
        for (sx, sy) in [(-1.0, -1.0), (1, -1), (1, 1), (-1, 1)] {
            let point = device.apply(x: cx + sx * (hx + margin), y: cy + sy * (hy + margin))
            minX = min(minX, point.x)
            maxX = max(maxX, point.x)
            minY = min(minY, point.y)
            maxY = max(maxY, point.y)
        }
        let bounds = PixelBox(
            x0: PixelBox.floorClamped(minX, box.x0, box.x1), y0: PixelBox.floorClamped(minY, box.y0, box.y1),
            x1: PixelBox.ceilClamped(maxX, box.x0, box.x1), y1: PixelBox.ceilClamped(maxY, box.y0, box.y1))
        guard !bounds.isEmpty else { return }
        let lowX = cx - hx - margin
        let highX = cx + hx + margin
        let lowY = cy - hy - margin
        let highY = cy + hy + margin

        for y in bounds.y0..<bounds.y1 {
            let py = Double(y) + 0.5
            // Local coordinates of the centre of pixel 0 on this row, and their step per pixel.
            let rowX = inverse.a * 0.5 + inverse.c * py + inverse.tx
            let rowY = inverse.b * 0.5 + inverse.d * py + inverse.ty
            var start = Double(bounds.x0)
            var end = Double(bounds.x1 - 1)
            guard clipSlab(origin: rowX, step: inverse.a, low: lowX, high: highX, start: &start, end: &end),
                clipSlab(origin: rowY, step: inverse.b, low: lowY, high: highY, start: &start, end: &end)
            else { continue }
            let xStart = PixelBox.ceilClamped(start, bounds.x0, bounds.x1)
            let xEnd = PixelBox.floorClamped(end, bounds.x0 - 1, bounds.x1 - 1) + 1
            guard xStart < xEnd else { continue }
            var runStart = -1
            for x in xStart..<xEnd {
                let lx = rowX + inverse.a * Double(x) - cx
                let ly = rowY + inverse.b * Double(x) - cy
                let localDistance =
                    isEllipse
                    ? ellipseDistance(dx: lx, dy: ly, rx: hx, ry: hy)
                    : roundedRectDistance(dx: lx, dy: ly, halfWidth: hx, halfHeight: hy, radius: radius)
                let coverage = min(0.5 - localDistance * pixelsPerUnit, cap)
                if coverage >= 1 {
                    if runStart < 0 { runStart = x }
                    continue
                }
                if runStart >= 0 {
                    sink.fill(row: y, from: runStart, to: x)
                    runStart = -1
                }
                if coverage > 0 { sink.blend(row: y, x: x, coverage: coverage) }
            }
            if runStart >= 0 { sink.fill(row: y, from: runStart, to: xEnd) }
        }
    }

    /// Narrows `start...end` (pixel indices as Doubles) to where `origin + step * x` lies in
    /// `low...high`; false when nothing is left.
    @inline(__always)
    static func clipSlab(
        origin: Double, step: Double, low: Double, high: Double, start: inout Double, end: inout Double
    ) -> Bool {
        if abs(step) < 1e-12 {
            return origin >= low && origin <= high
        }
        var first = (low - origin) / step
        var second = (high - origin) / step
        if first > second { swap(&first, &second) }
        start = max(start, first)
        end = min(end, second)
        return start <= end
    }
}
