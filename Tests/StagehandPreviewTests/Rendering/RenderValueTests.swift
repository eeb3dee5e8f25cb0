import Foundation
import StagehandCore
import Testing

@testable import StagehandPreview

@Suite("Colours, matrices and images")
struct RenderValueTests {
    @Test("Colours clamp components and convert from hex")
    func colors() {
        let orange = RGBAColor(hex: 0xFF8000)
        #expect(orange.rgba8 == SIMD4(255, 128, 0, 255))
        #expect(orange.hexString == "#ff8000")
        #expect(orange.withAlpha(0.25).alpha == 0.25)
        #expect(orange.withAlpha(0.25).red == 1.0)
        let wild = RGBAColor(red: 2, green: -1, blue: .nan, alpha: .infinity)
        #expect(wild.red == 1.0)
        #expect(wild.green == 0.0)
        #expect(wild.blue == 0.0)
        #expect(wild.alpha == 1.0)
        #expect(RGBAColor(hex: 0x0A0B0C).hexString == "#0a0b0c")
    }

    @Test("concatenating applies the receiver first, like CGAffineTransform")
    func concatenation() {
        let scaleThenMove = AffineMatrix.scale(x: 2, y: 3).concatenating(.translation(x: 10, y: 20))
        let point = scaleThenMove.apply(x: 1, y: 1)
        #expect(point.x == 12.0)
        #expect(point.y == 23.0)
        let moveThenScale = AffineMatrix.translation(x: 10, y: 20).concatenating(.scale(x: 2, y: 3))
        let other = moveThenScale.apply(x: 1, y: 1)
        #expect(other.x == 22.0)
        #expect(other.y == 63.0)
        let about = AffineMatrix.about(x: 50, y: 50, .scale(x: 2, y: 2))
        #expect(about.apply(x: 50, y: 50) == (50, 50))
        #expect(about.apply(x: 60, y: 50) == (70, 50))
    }

    @Test("Rotation follows CG's convention: (1, 0) turns towards +y")
    func rotation() {
        let point = AffineMatrix.rotation(.pi / 2).apply(x: 1, y: 0)
        #expect(abs(point.x) < 1e-12)
        #expect(abs(point.y - 1) < 1e-12)
    }

    @Test("inverted undoes the transform; singular and non-finite matrices have no inverse")
    func inversion() throws {
        let matrix = AffineMatrix.rotation(0.3).concatenating(.scale(x: 2, y: 0.5)).concatenating(
            .translation(x: 7, y: -3))
        let inverse = try #require(matrix.inverted())
        let round = inverse.apply(x: matrix.apply(x: 3, y: 4).x, y: matrix.apply(x: 3, y: 4).y)
        #expect(abs(round.x - 3) < 1e-12)
        #expect(abs(round.y - 4) < 1e-12)
        #expect(AffineMatrix.scale(x: 0, y: 1).inverted() == nil)
        #expect(AffineMatrix(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0).inverted() == nil)
        #expect(AffineMatrix.translation(x: .nan, y: 0).inverted() == nil)
        #expect(AffineMatrix.identity.inverted() == .identity)
    }

    @Test("Image validation, pixel access and crops")
    func images() throws {
        #expect(throws: RenderError.pixelCountMismatch(expected: 8, actual: 4)) {
            try RasterImage(width: 2, height: 1, pixels: [1, 2, 3, 4])
        }
        #expect(throws: RenderError.self) { try RasterImage(width: 0, height: 1, pixels: []) }
        #expect(throws: RenderError.self) { try RasterImage(width: 20_000, height: 1, fill: .white) }
        let image = try RasterImage(width: 3, height: 2, pixels: (0..<24).map { UInt8($0) })
        #expect(image.pixel(x: 2, y: 1) == SIMD4(20, 21, 22, 23))
        #expect(image.pixel(x: 3, y: 0) == nil)
        #expect(image.pixel(x: -1, y: 0) == nil)
        #expect(!image.isOpaque)
        let crop = try image.cropped(x: 1, y: 0, width: 5, height: 1)
        #expect(crop.width == 2)
        #expect(crop.height == 1)
        #expect(crop.pixels == Array(4..<12).map { UInt8($0) })
        #expect(throws: RenderError.emptyCrop) { try image.cropped(x: 3, y: 0, width: 2, height: 2) }
        #expect(throws: RenderError.emptyCrop) { try image.cropped(x: 0, y: 0, width: -2, height: 2) }
        #expect(throws: RenderError.emptyCrop) {
            try image.cropped(x: Int.max, y: 0, width: Int.max, height: 2)
        }
    }

    @Test("Filmstrips lay frames side by side on the background")
    func filmstrip() throws {
        let red = try RasterImage(width: 2, height: 3, fill: RGBAColor(hex: 0xFF0000))
        let blue = try RasterImage(width: 3, height: 1, fill: RGBAColor(hex: 0x0000FF))
        let strip = try RasterImage.filmstrip([red, blue], spacing: 2, background: .white)
        #expect(strip.width == 7)
        #expect(strip.height == 3)
        #expect(strip.pixel(x: 1, y: 2) == SIMD4(255, 0, 0, 255))
        #expect(strip.pixel(x: 2, y: 0) == SIMD4(255, 255, 255, 255))
        #expect(strip.pixel(x: 4, y: 0) == SIMD4(0, 0, 255, 255))
        #expect(strip.pixel(x: 6, y: 0) == SIMD4(0, 0, 255, 255))
        #expect(strip.pixel(x: 4, y: 1) == SIMD4(255, 255, 255, 255))
        let tight = try RasterImage.filmstrip([red, red], spacing: -5, background: .white)
        #expect(tight.width == 4)
        #expect(throws: RenderError.noFrames) {
            try RasterImage.filmstrip([], spacing: 0, background: .white)
        }
        let wide = try RasterImage(width: 10_000, height: 1, fill: .white)
        #expect(throws: RenderError.self) {
            try RasterImage.filmstrip([wide, wide], spacing: 0, background: .white)
        }
    }

    @Test("Error descriptions are sentences")
    func errorText() {
        #expect(
            RenderError.noFrames.description
                == "no frames: an animation or filmstrip needs at least one image")
        #expect(
            RenderError.delayCountMismatch(frames: 3, delays: 2).description == "2 delays given for 3 frames")
    }
}
