import Foundation
import StagehandCore
import Testing

@testable import StagehandEncoders
@testable import StagehandPreview

@Suite("GIF encoder")
struct GIFEncoderTests {
    /// `0x00RRGGBB` of every pixel.
    func keys(_ image: RasterImage) -> [UInt32] {
        stride(from: 0, to: image.pixels.count, by: 4).map {
            UInt32(image.pixels[$0]) << 16 | UInt32(image.pixels[$0 + 1]) << 8 | UInt32(image.pixels[$0 + 2])
        }
    }

    @Test("Frames with at most 256 colours round-trip exactly", arguments: [2, 3, 17, 200, 256])
    func exactRoundTrip(colorCount: Int) throws {
        let palette = TestImages.palette(colorCount, seed: UInt64(colorCount))
        let frames = try (0..<4).map {
            try TestImages.random(width: 41, height: 23, palette: palette, seed: UInt64($0 + 10 * colorCount))
        }
        let file = try GIFEncoder().encode(frames, frameDelay: 0.1)
        let decoded = try TestGIFDecoder.decode(file)
        #expect(decoded.width == 41)
        #expect(decoded.height == 23)
        #expect(decoded.frames.count == 4)
        for (frame, image) in zip(decoded.frames, frames) {
            #expect(frame.canvas == keys(image))
        }
        var tableSize = 2
        while tableSize < colorCount { tableSize *= 2 }
        #expect(decoded.palette.count == tableSize)
    }

    @Test("Large images force LZW clear codes and still decode exactly")
    func lzwClearCodes() throws {
        let palette = TestImages.palette(256, seed: 99)
        let image = try TestImages.random(width: 300, height: 200, palette: palette, seed: 5)
        let decoded = try TestGIFDecoder.decode(GIFEncoder().encode([image], frameDelay: 1))
        #expect(decoded.frames[0].canvas == keys(image))
        // A single-colour image (minimum code size 2) also decodes.
        let flat = try RasterImage(width: 500, height: 300, fill: .white)
        let flatFile = try GIFEncoder().encode([flat], frameDelay: 1)
        #expect(try TestGIFDecoder.decode(flatFile).frames[0].canvas.allSatisfy { $0 == 0xFF_FFFF })
        #expect(flatFile.count < 2_000)
    }

    @Test("More than 256 colours are quantised within 16 levels per channel; flat colours stay exact")
    func quantised() throws {
        // A 64 x 64 gradient (4,096 colours) next to large flat areas.
        var canvas = try RasterCanvas(width: 128, height: 64)
        canvas.clear(RGBAColor(hex: 0xF2F2F7))
        canvas.fillRoundedRect(makeRect(64, 0, 64, 32), cornerRadius: 0, color: RGBAColor(hex: 0x007AFF))
        var image = canvas.image
        let gradient = try TestImages.gradient(width: 64, height: 64)
        var pixels = image.pixels
        for y in 0..<64 {
            for x in 0..<64 {
                for channel in 0..<4 {
                    pixels[(y * 128 + x) * 4 + channel] = gradient.pixels[(y * 64 + x) * 4 + channel]
                }
            }
        }
        image = try RasterImage(width: 128, height: 64, pixels: pixels)
        let decoded = try TestGIFDecoder.decode(GIFEncoder().encode([image], frameDelay: 0.5))
        let source = keys(image)
        var worst = 0
        var total = 0
        for (original, output) in zip(source, decoded.frames[0].canvas) {
            for shift in [16, 8, 0] {
                let error = abs(
                    Int((original >> UInt32(shift)) & 0xFF) - Int((output >> UInt32(shift)) & 0xFF))
                worst = max(worst, error)
                total += error
            }
        }
        // 4,096 gradient colours share 254 entries: cells of about 16 colours, 4 steps of 4 levels a side.
        #expect(worst <= 16)
        #expect(Double(total) / Double(source.count * 3) <= 2)
        #expect(decoded.palette.count == 256)
        #expect(decoded.frames[0].canvas[50 * 128 + 100] == 0xF2_F2F7)
        #expect(decoded.frames[0].canvas[100] == 0x00_7AFF)
    }

    @Test("Frame differencing stores only the changed rectangle, with disposal 1")
    func differencing() throws {
        let base = try RasterImage(width: 50, height: 40, fill: .white)
        var pixels = base.pixels
        for y in 10..<15 { for x in 20..<33 { pixels[(y * 50 + x) * 4] = 0 } }
        let changed = try RasterImage(width: 50, height: 40, pixels: pixels)
        let decoded = try TestGIFDecoder.decode(GIFEncoder().encode([base, changed], frameDelay: 0.1))
        #expect(decoded.frames.count == 2)
        let second = decoded.frames[1]
        #expect([second.left, second.top, second.width, second.height] == [Int](arrayLiteral: 20, 10, 13, 5))
        #expect(decoded.frames.allSatisfy { $0.disposal == 1 })
        #expect(second.canvas == keys(changed))
        // Without differencing every frame is full size.
        let full = try TestGIFDecoder.decode(
            GIFEncoder(frameDifferencing: false).encode([base, changed], frameDelay: 0.1))
        #expect(full.frames[1].width == 50)
        #expect(full.frames[1].height == 40)
        #expect(full.frames[1].canvas == keys(changed))
    }

    @Test("Identical frames merge into one with the summed delay, unless disabled")
    func identicalFrames() throws {
        let a = try RasterImage(width: 8, height: 8, fill: .white)
        let b = try RasterImage(width: 8, height: 8, fill: .black)
        let merged = try TestGIFDecoder.decode(
            GIFEncoder().encode([a, a, a, b], delays: [0.1, 0.2, 0.3, 0.4]))
        #expect(merged.frames.count == 2)
        #expect(merged.frames.map(\.delay) == [60, 40])
        let kept = try TestGIFDecoder.decode(
            GIFEncoder(mergesIdenticalFrames: false).encode([a, a, a, b], delays: [0.1, 0.2, 0.3, 0.4]))
        #expect(kept.frames.count == 4)
        #expect(kept.frames.map(\.delay) == [10, 20, 30, 40])
        #expect(kept.frames[1].width == 1)
        #expect(kept.frames[3].canvas.allSatisfy { $0 == 0 })
    }

    static let delayCases: [([Double], [Int])] = [
        ([0.1, 0.1, 0.1], [10, 10, 10]),
        ([Double](repeating: 1.0 / 30, count: 6), [3, 4, 3, 3, 4, 3]),
        ([0.0, 0.0, 0.5], [2, 2, 46]),
        ([Double](repeating: 1.0 / 60, count: 4), [2, 2, 2, 2]),
        ([1_000.0], [65_535]),
        ([0.125, 0.125], [13, 12]),
    ]

    @Test("Delays in centiseconds carry their rounding error", arguments: delayCases)
    func delays(seconds: [Double], centiseconds: [Int]) throws {
        #expect(try GIFTiming.centiseconds(seconds) == centiseconds)
    }

    @Test("Per-frame delays reach the file")
    func delaysInFile() throws {
        let frames = try (0..<3).map {
            try RasterImage(width: 4, height: 4, fill: RGBAColor(hex: UInt32($0 * 0x404040)))
        }
        let decoded = try TestGIFDecoder.decode(
            GIFEncoder().encode(frames, delays: [0.5, 1.0 / 30, 1.0 / 30]))
        #expect(decoded.frames.map(\.delay) == [50, 3, 4])
    }

    @Test("The NETSCAPE2.0 extension: forever by default, a count, or absent")
    func looping() throws {
        let frames = try [
            RasterImage(width: 2, height: 2, fill: .white), RasterImage(width: 2, height: 2, fill: .black),
        ]
        let forever = try GIFEncoder().encode(frames, frameDelay: 0.1)
        let extensionBytes: [UInt8] =
            [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01, 0x00, 0x00, 0x00]
        #expect(
            forever.indices.contains { Array(forever[$0...].prefix(extensionBytes.count)) == extensionBytes })
        #expect(try TestGIFDecoder.decode(forever).loopCount == 0)
        #expect(
            try TestGIFDecoder.decode(GIFEncoder(loopCount: 3).encode(frames, frameDelay: 0.1)).loopCount == 3
        )
        let once = try GIFEncoder(loopCount: nil).encode(frames, frameDelay: 0.1)
        #expect(try TestGIFDecoder.decode(once).loopCount == nil)
        #expect(Array(once.prefix(6)) == Array("GIF89a".utf8))
        #expect(once.last == 0x3B)
    }

    @Test("Translucent pixels are composited over the background")
    func translucentPixels() throws {
        let image = try RasterImage(width: 1, height: 1, pixels: [255, 0, 0, 128])
        let decoded = try TestGIFDecoder.decode(
            GIFEncoder(background: .white).encode([image], frameDelay: 0.1))
        #expect(decoded.frames[0].canvas == [0xFF_7F7F])
    }

    @Test("An animated UI sequence decodes to the source frames exactly")
    func uiSequence() throws {
        let frames = try (0..<8).map { try TestImages.uiFrame(step: $0) }
        let file = try GIFEncoder().encode(frames, frameDelay: 1.0 / 30)
        let decoded = try TestGIFDecoder.decode(file)
        #expect(decoded.frames.count == 8)
        for (frame, image) in zip(decoded.frames, frames) { #expect(frame.canvas == keys(image)) }
    }

    @Test("Bad input throws clear errors")
    func errors() throws {
        let small = try RasterImage(width: 2, height: 2, fill: .white)
        let other = try RasterImage(width: 3, height: 2, fill: .white)
        #expect(throws: RenderError.noFrames) { try GIFEncoder().encode([], delays: []) }
        #expect(throws: RenderError.delayCountMismatch(frames: 1, delays: 2)) {
            try GIFEncoder().encode([small], delays: [0.1, 0.1])
        }
        #expect(
            throws: RenderError.frameSizeMismatch(
                index: 1, width: 3, height: 2, expectedWidth: 2, expectedHeight: 2)
        ) {
            try GIFEncoder().encode([small, other], frameDelay: 0.1)
        }
        #expect(throws: RenderError.invalidDelay(index: 0, seconds: -1)) {
            try GIFEncoder().encode([small], delays: [-1])
        }
        #expect(throws: RenderError.self) { try GIFEncoder().encode([small], delays: [.nan]) }
        #expect(throws: RenderError.self) { try GIFEncoder(loopCount: 70_000).encode([small], delays: [0.1]) }
    }
}
