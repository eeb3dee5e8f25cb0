import Foundation
import StagehandCore
import StagehandTestSupport

@testable import StagehandEncoders
@testable import StagehandPreview

/// Images for the encoder tests.
enum TestImages {
    /// Random pixels drawn from `palette` (`0x00RRGGBB`), opaque.
    static func random(width: Int, height: Int, palette: [UInt32], seed: UInt64) throws -> RasterImage {
        var generator = SeededGenerator(seed: seed)
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for _ in 0..<(width * height) {
            let color = palette[Int.random(in: 0..<palette.count, using: &generator)]
            pixels += [UInt8(color >> 16), UInt8((color >> 8) & 0xFF), UInt8(color & 0xFF), 255]
        }
        return try RasterImage(width: width, height: height, pixels: pixels)
    }

    /// `count` distinct colours.
    static func palette(_ count: Int, seed: UInt64) -> [UInt32] {
        var generator = SeededGenerator(seed: seed)
        var colors: Set<UInt32> = []
        var ordered: [UInt32] = []
        while ordered.count < count {
            let color = UInt32.random(in: 0...0xFF_FFFF, using: &generator)
            if colors.insert(color).inserted { ordered.append(color) }
        }
        return ordered
    }

    /// A smooth two-axis gradient: `width * height` distinct colours when both are at most 256.
    static func gradient(width: Int, height: Int) throws -> RasterImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                pixels += [UInt8(x * 255 / max(width - 1, 1)), UInt8(y * 255 / max(height - 1, 1)), 96, 255]
            }
        }
        return try RasterImage(width: width, height: height, pixels: pixels)
    }

    /// A small UI-like frame: background, a bar, rows with circles, and a card that moves with `step`.
    static func uiFrame(step: Int, scale: Double = 1) throws -> RasterImage {
        var canvas = try RasterCanvas(width: 120, height: 200, scale: scale)
        canvas.clear(RGBAColor(hex: 0xF2F2F7))
        canvas.fillRoundedRect(makeRect(0, 0, 120, 30), cornerRadius: 0, color: RGBAColor(hex: 0xFFFFFF))
        for row in 0..<5 {
            let y = 40 + Double(row) * 30
            canvas.fillRoundedRect(makeRect(8, y, 104, 26), cornerRadius: 6, color: .white)
            canvas.fillEllipse(in: makeRect(12, y + 3, 20, 20), color: RGBAColor(hex: 0x34C759))
        }
        canvas.fillRoundedRect(makeRect(0, 0, 120, 200), cornerRadius: 0, color: .black, opacity: 0.3)
        let top = 200 - Double(step) * 12
        canvas.fillRoundedRect(
            makeRect(10, top, 100, 120), cornerRadius: 12, color: RGBAColor(hex: 0x007AFF))
        return canvas.image
    }
}

/// `CGRect(x:y:width:height:)` with Doubles, short enough for test tables.
func makeRect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// The largest difference between corresponding bytes of two images (Int.max when sizes differ), so
/// that failing comparisons print one number rather than a million bytes.
func maxDifference(_ first: RasterImage, _ second: RasterImage) -> Int {
    guard first.width == second.width, first.height == second.height else { return Int.max }
    var worst = 0
    for index in first.pixels.indices {
        worst = max(worst, abs(Int(first.pixels[index]) - Int(second.pixels[index])))
    }
    return worst
}
