import Foundation
import StagehandCore
import Testing

@testable import StagehandEncoders
@testable import StagehandPreview

@Suite("Raster canvas")
struct RasterCanvasTests {
    static let red = RGBAColor(red: 1, green: 0, blue: 0)
    static let white4 = SIMD4<UInt8>(255, 255, 255, 255)
    static let black4 = SIMD4<UInt8>(0, 0, 0, 255)
    static let red4 = SIMD4<UInt8>(255, 0, 0, 255)

    func whiteCanvas(_ width: Double = 100, _ height: Double = 100, scale: Double = 1) throws -> RasterCanvas
    {
        var canvas = try RasterCanvas(width: width, height: height, scale: scale)
        canvas.clear(.white)
        return canvas
    }

    @Test(
        "Pixel size is points times scale, rounded",
        arguments: [
            (390.0, 844.0, 1.0, 390, 844), (390, 844, 2, 780, 1688), (390, 844, 3, 1170, 2532),
            (101, 7, 1.5, 152, 11),
            (0.2, 0.2, 1, 1, 1),
        ])
    func pixelSize(width: Double, height: Double, scale: Double, pixelWidth: Int, pixelHeight: Int) throws {
        let canvas = try RasterCanvas(width: width, height: height, scale: scale)
        #expect(canvas.pixelWidth == pixelWidth)
        #expect(canvas.pixelHeight == pixelHeight)
        #expect(canvas.image.pixels.count == pixelWidth * pixelHeight * 4)
    }

    @Test(
        "Invalid canvas sizes throw",
        arguments: [
            (Double.nan, 10.0, 1.0), (10, 0, 1), (-5, 10, 1), (10, 10, 0), (10, 10, 9), (10, 10, .infinity),
            (20_000, 20_000, 1), (10, .infinity, 1),
        ])
    func invalidSizes(width: Double, height: Double, scale: Double) {
        #expect(throws: RenderError.self) { try RasterCanvas(width: width, height: height, scale: scale) }
    }

    @Test("A pixel-aligned rectangle: inside exact, outside untouched")
    func alignedRect() throws {
        var canvas = try whiteCanvas()
        canvas.fillRoundedRect(makeRect(10, 10, 20, 20), cornerRadius: 0, color: Self.red)
        let image = canvas.image
        #expect(image.pixel(x: 15, y: 15) == Self.red4)
        #expect(image.pixel(x: 10, y: 10) == Self.red4)
        #expect(image.pixel(x: 29, y: 29) == Self.red4)
        #expect(image.pixel(x: 9, y: 15) == Self.white4)
        #expect(image.pixel(x: 30, y: 15) == Self.white4)
        #expect(image.pixel(x: 15, y: 30) == Self.white4)
        #expect(image.pixel(x: 5, y: 5) == Self.white4)
    }

    @Test("An edge through pixel centres gives half coverage")
    func halfPixelEdge() throws {
        var canvas = try whiteCanvas()
        canvas.fillRoundedRect(makeRect(10.5, 10, 10, 10), cornerRadius: 0, color: Self.red)
        let image = canvas.image
        // Coverage 0.5 -> factor 128/256 -> alpha 127; white * 128/255 = 128 left in green and blue.
        #expect(image.pixel(x: 10, y: 15) == SIMD4(255, 128, 128, 255))
        #expect(image.pixel(x: 20, y: 15) == SIMD4(255, 128, 128, 255))
        #expect(image.pixel(x: 11, y: 15) == Self.red4)
        #expect(image.pixel(x: 9, y: 15) == Self.white4)
    }

    @Test("Rounded corners leave the corner pixels uncovered and blend the edge")
    func roundedCorners() throws {
        var canvas = try whiteCanvas()
        canvas.fillRoundedRect(makeRect(0, 0, 40, 40), cornerRadius: 10, color: .black)
        let image = canvas.image
        #expect(image.pixel(x: 0, y: 0) == Self.white4)
        #expect(image.pixel(x: 1, y: 1) == Self.white4)
        #expect(image.pixel(x: 39, y: 39) == Self.white4)
        #expect(image.pixel(x: 0, y: 39) == Self.white4)
        #expect(image.pixel(x: 3, y: 3) == Self.black4)
        #expect(image.pixel(x: 20, y: 0) == Self.black4)
        #expect(image.pixel(x: 0, y: 20) == Self.black4)
        // Centre (2.5, 3.5) is 0.075 px inside the arc: coverage 0.575 -> factor 147 -> alpha 146.
        #expect(image.pixel(x: 2, y: 3) == SIMD4(109, 109, 109, 255))
        #expect(image.pixel(x: 3, y: 2) == SIMD4(109, 109, 109, 255))
        #expect(image.pixel(x: 37, y: 36) == SIMD4(109, 109, 109, 255))
    }

    @Test("50% black over white is 127 (alpha rounds to 128, 255 * 127 / 255 = 127)")
    func halfBlackOverWhite() throws {
        var canvas = try whiteCanvas()
        canvas.fillRoundedRect(makeRect(0, 0, 100, 100), cornerRadius: 0, color: .black, opacity: 0.5)
        #expect(canvas.image.pixel(x: 50, y: 50) == SIMD4(127, 127, 127, 255))
        canvas.fillRoundedRect(
            makeRect(0, 0, 100, 100), cornerRadius: 0, color: RGBAColor.black.withAlpha(0.5))
        #expect(canvas.image.pixel(x: 50, y: 50) == SIMD4(63, 63, 63, 255))
    }

    @Test("Translucent drawing on a transparent canvas gives straight alpha")
    func straightAlphaOutput() throws {
        var canvas = try RasterCanvas(width: 10, height: 10)
        #expect(canvas.image.pixel(x: 0, y: 0) == SIMD4(0, 0, 0, 0))
        canvas.fillRoundedRect(makeRect(0, 0, 10, 10), cornerRadius: 0, color: Self.red, opacity: 0.5)
        #expect(canvas.image.pixel(x: 5, y: 5) == SIMD4(255, 0, 0, 128))
        canvas.fillRoundedRect(
            makeRect(0, 0, 10, 10), cornerRadius: 0, color: RGBAColor(hex: 0x0000FF, alpha: 0.5))
        // Premultiplied (128, 0, 0, 128) under (0, 0, 128, 128) gives (64, 0, 128, 192),
        // which is (85, 0, 170, 192) with straight alpha.
        #expect(canvas.image.pixel(x: 5, y: 5) == SIMD4(85, 0, 170, 192))
    }

    @Test("A 2x scale about a point moves the edges to where expected", arguments: [1.0, 2.0, 3.0])
    func scaleAboutPoint(scale: Double) throws {
        var canvas = try whiteCanvas(scale: scale)
        let transform = AffineMatrix.about(x: 50, y: 50, .scale(x: 2, y: 2))
        canvas.fillRoundedRect(
            makeRect(40, 40, 20, 20), cornerRadius: 0, color: .black, transform: transform)
        let image = canvas.image
        let s = Int(scale)
        // The square now spans 30...70 points.
        #expect(image.pixel(x: 30 * s, y: 50 * s) == Self.black4)
        #expect(image.pixel(x: 30 * s - 1, y: 50 * s) == Self.white4)
        #expect(image.pixel(x: 70 * s - 1, y: 69 * s) == Self.black4)
        #expect(image.pixel(x: 70 * s, y: 50 * s) == Self.white4)
        #expect(image.pixel(x: 50 * s, y: 70 * s) == Self.white4)
    }

    @Test("A 45-degree rotation about the centre makes a diamond")
    func rotation() throws {
        var canvas = try whiteCanvas()
        let transform = AffineMatrix.about(x: 50, y: 50, .rotation(.pi / 4))
        canvas.fillRoundedRect(
            makeRect(40, 40, 20, 20), cornerRadius: 0, color: .black, transform: transform)
        let image = canvas.image
        #expect(image.pixel(x: 50, y: 50) == Self.black4)
        #expect(image.pixel(x: 61, y: 49) == Self.black4)  // beyond the unrotated edge, inside the diamond
        #expect(image.pixel(x: 41, y: 41) == Self.white4)  // the unrotated corner is now outside
        #expect(image.pixel(x: 65, y: 49) == Self.white4)  // the diamond's tip is at 64.1
        let edge = image.pixel(x: 63, y: 49)!
        #expect(edge.x > 0 && edge.x < 255)
    }

    @Test("The general (transformed) path agrees with the axis-aligned fast path", arguments: [0.0, 7.5, 30])
    func pathsAgree(radius: Double) throws {
        var fast = try whiteCanvas()
        var general = try whiteCanvas()
        let rect = makeRect(12.3, 17.8, 61.4, 47.1)
        fast.fillRoundedRect(rect, cornerRadius: radius, color: .black)
        general.fillRoundedRect(rect, cornerRadius: radius, color: .black, transform: .rotation(1e-12))
        fast.fillEllipse(in: makeRect(20.2, 60.7, 33.3, 33.3), color: Self.red, opacity: 0.8)
        general.fillEllipse(
            in: makeRect(20.2, 60.7, 33.3, 33.3), color: Self.red, opacity: 0.8, transform: .rotation(1e-12)
        )
        #expect(maxDifference(fast.image, general.image) <= 1)
    }

    @Test("Coverage matches the signed-distance definition at every pixel")
    func coverageDefinition() throws {
        var canvas = try RasterCanvas(width: 64, height: 64)
        canvas.clear(.white)
        let (x0, y0, width, height, radius) = (5.3, 7.9, 40.6, 31.2, 9.7)
        canvas.fillRoundedRect(makeRect(x0, y0, width, height), cornerRadius: radius, color: .black)
        let image = canvas.image
        let (cx, cy, hx, hy) = (x0 + width / 2, y0 + height / 2, width / 2, height / 2)
        for y in 0..<64 {
            for x in 0..<64 {
                let qx = abs(Double(x) + 0.5 - cx) - (hx - radius)
                let qy = abs(Double(y) + 0.5 - cy) - (hy - radius)
                let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
                let distance = outside + min(max(qx, qy), 0) - radius
                let coverage = min(max(0.5 - distance, 0), 1)
                let expected = 255 - coverage * 255
                let actual = Double(image.pixel(x: x, y: y)!.x)
                #expect(abs(actual - expected) <= 1.5, "pixel \(x), \(y)")
            }
        }
    }

    @Test("A circle: centre filled, bounding-box corners empty, edges partly covered")
    func circle() throws {
        var canvas = try whiteCanvas()
        canvas.fillEllipse(in: makeRect(0, 0, 20, 20), color: .black)
        let image = canvas.image
        #expect(image.pixel(x: 10, y: 10) == Self.black4)
        #expect(image.pixel(x: 0, y: 0) == Self.white4)
        #expect(image.pixel(x: 19, y: 19) == Self.white4)
        // Centre (19.5, 10.5) is 0.487 px inside: coverage 0.987.
        #expect(image.pixel(x: 19, y: 10) == SIMD4(3, 3, 3, 255))
        #expect(image.pixel(x: 20, y: 10) == Self.white4)
    }

    @Test("A half-point hairline at 1x is drawn at half strength")
    func hairline() throws {
        var canvas = try whiteCanvas()
        canvas.fillRoundedRect(makeRect(0, 10, 50, 0.5), cornerRadius: 0, color: .black)
        let image = canvas.image
        #expect(image.pixel(x: 20, y: 10) == SIMD4(128, 128, 128, 255))
        #expect(image.pixel(x: 20, y: 9) == Self.white4)
        #expect(image.pixel(x: 20, y: 11) == Self.white4)
    }

    @Test(
        "Bad geometry draws nothing and never traps",
        arguments: [
            makeRect(.nan, 0, 10, 10), makeRect(0, 0, .infinity, 10), makeRect(0, 0, 0, 10),
            makeRect(0, 0, 10, 0), makeRect(-.infinity, -.infinity, .infinity, .infinity),
        ])
    func badRects(rect: CGRect) throws {
        var canvas = try whiteCanvas()
        canvas.fillRoundedRect(rect, cornerRadius: 4, color: .black)
        canvas.fillEllipse(in: rect, color: .black)
        canvas.pushClip(rect, cornerRadius: 2)
        canvas.fillRoundedRect(makeRect(0, 0, 100, 100), cornerRadius: 0, color: .black)
        canvas.popClip()
        #expect(canvas.image.pixels.allSatisfy { $0 == 255 })
    }

    @Test(
        "Bad opacities and transforms draw nothing",
        arguments: [
            (Double.nan, AffineMatrix.identity), (0, .identity), (-1, .identity),
            (1, AffineMatrix.scale(x: 0, y: 1)), (1, AffineMatrix(a: 1, b: 1, c: 1, d: 1, tx: 0, ty: 0)),
            (1, AffineMatrix(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)),
            (1, AffineMatrix.translation(x: .infinity, y: 0)),
        ])
    func badOpacityAndTransform(opacity: Double, transform: AffineMatrix) throws {
        var canvas = try whiteCanvas()
        canvas.fillRoundedRect(
            makeRect(10, 10, 50, 50), cornerRadius: 5, color: .black, opacity: opacity, transform: transform
        )
        canvas.fillEllipse(
            in: makeRect(10, 10, 50, 50), color: .black, opacity: opacity, transform: transform)
        #expect(canvas.image.pixels.allSatisfy { $0 == 255 })
    }

    @Test("Huge coordinates are clipped to the canvas without trapping")
    func hugeCoordinates() throws {
        var canvas = try whiteCanvas()
        canvas.fillRoundedRect(makeRect(-1e300, -1e300, 2e300, 2e300), cornerRadius: 1e300, color: .black)
        #expect(canvas.image.pixel(x: 50, y: 50) == Self.black4)
        var other = try whiteCanvas()
        other.fillRoundedRect(
            makeRect(1e18, 1e18, 10, 10), cornerRadius: 0, color: .black,
            transform: .rotation(0.3))
        #expect(other.image.pixels.allSatisfy { $0 == 255 })
    }

    @Test(
        "Corner radii: negative and NaN clamp to 0, oversized clamp to half the shorter side",
        arguments: [-5.0, .nan, 0])
    func radiusClampLow(radius: Double) throws {
        var canvas = try whiteCanvas()
        canvas.fillRoundedRect(makeRect(10, 10, 20, 20), cornerRadius: radius, color: .black)
        #expect(canvas.image.pixel(x: 10, y: 10) == Self.black4)
    }

    @Test("An oversized corner radius makes a capsule, like radius = half the shorter side")
    func radiusClampHigh() throws {
        var clamped = try whiteCanvas()
        var exact = try whiteCanvas()
        clamped.fillRoundedRect(makeRect(10, 10, 60, 20), cornerRadius: 1_000, color: .black)
        exact.fillRoundedRect(makeRect(10, 10, 60, 20), cornerRadius: 10, color: .black)
        #expect(maxDifference(clamped.image, exact.image) == 0)
        #expect(clamped.image.pixel(x: 10, y: 10) == Self.white4)
    }

    @Test("Negative sizes are standardised")
    func negativeSize() throws {
        var flipped = try whiteCanvas()
        var normal = try whiteCanvas()
        flipped.fillRoundedRect(makeRect(30, 30, -20, -20), cornerRadius: 3, color: .black)
        normal.fillRoundedRect(makeRect(10, 10, 20, 20), cornerRadius: 3, color: .black)
        #expect(maxDifference(flipped.image, normal.image) == 0)
    }

    @Test("Content clipped to a rounded card does not spill out of its corners")
    func clip() throws {
        var canvas = try whiteCanvas()
        canvas.pushClip(makeRect(10, 10, 40, 40), cornerRadius: 10)
        #expect(canvas.clipDepth == 1)
        canvas.fillRoundedRect(makeRect(0, 0, 100, 100), cornerRadius: 0, color: Self.red)
        canvas.popClip()
        #expect(canvas.clipDepth == 0)
        let image = canvas.image
        #expect(image.pixel(x: 10, y: 10) == Self.white4)
        #expect(image.pixel(x: 49, y: 49) == Self.white4)
        #expect(image.pixel(x: 30, y: 30) == Self.red4)
        #expect(image.pixel(x: 30, y: 10) == Self.red4)
        #expect(image.pixel(x: 5, y: 30) == Self.white4)
        #expect(image.pixel(x: 50, y: 30) == Self.white4)
        // The same antialiasing as filling the card's shape itself, within rounding of the 8-bit mask.
        var reference = try whiteCanvas()
        reference.fillRoundedRect(makeRect(10, 10, 40, 40), cornerRadius: 10, color: Self.red)
        #expect(maxDifference(image, reference.image) <= 1)
        // After the pop, drawing reaches everywhere again.
        canvas.fillRoundedRect(makeRect(0, 0, 5, 5), cornerRadius: 0, color: .black)
        #expect(canvas.image.pixel(x: 0, y: 0) == Self.black4)
    }

    @Test("Nested clips intersect; withClip pops even when the body throws")
    func nestedClips() throws {
        struct Stop: Error {}
        var canvas = try whiteCanvas()
        canvas.withClip(makeRect(0, 0, 60, 60), cornerRadius: 0) { outer in
            outer.withClip(makeRect(40, 40, 60, 60), cornerRadius: 0) { inner in
                inner.fillRoundedRect(makeRect(0, 0, 100, 100), cornerRadius: 0, color: .black)
            }
            #expect(outer.clipDepth == 1)
        }
        let image = canvas.image
        #expect(image.pixel(x: 50, y: 50) == Self.black4)
        #expect(image.pixel(x: 30, y: 30) == Self.white4)
        #expect(image.pixel(x: 70, y: 70) == Self.white4)
        #expect(throws: Stop.self) {
            try canvas.withClip(makeRect(0, 0, 10, 10), cornerRadius: 0) { _ in throw Stop() }
        }
        #expect(canvas.clipDepth == 0)
        canvas.popClip()  // popping with no clip is harmless
        #expect(canvas.clipDepth == 0)
    }

    @Test("A transformed clip follows its card")
    func transformedClip() throws {
        var canvas = try whiteCanvas()
        let shift = AffineMatrix.translation(x: 30, y: 0)
        canvas.withClip(makeRect(10, 10, 20, 20), cornerRadius: 0, transform: shift) { canvas in
            canvas.fillRoundedRect(makeRect(0, 0, 100, 100), cornerRadius: 0, color: .black)
        }
        let image = canvas.image
        #expect(image.pixel(x: 15, y: 15) == Self.white4)
        #expect(image.pixel(x: 45, y: 15) == Self.black4)
        #expect(image.pixel(x: 60, y: 15) == Self.white4)
    }

    @Test("clear ignores clips and replaces every pixel")
    func clearReplaces() throws {
        var canvas = try whiteCanvas(4, 4)
        canvas.pushClip(makeRect(0, 0, 1, 1), cornerRadius: 0)
        canvas.clear(Self.red)
        #expect(
            canvas.image.pixels
                == [UInt8](repeating: 0, count: 16).enumerated().flatMap { _ in
                    [UInt8(255), 0, 0, 255]
                })
    }
}
