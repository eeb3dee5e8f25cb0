import Foundation
import StagehandCore
import Testing

@testable import StagehandPreview

/// Frames are filmed, painted, encoded and written one at a time, and the limits are checked before
/// any work (issue 8).
@MainActor
@Suite("Streaming render")
struct StreamingRenderTests {
    /// Counts writes and can fail after a number of them.
    struct CountingSink: ByteSink {
        var writes = 0
        var bytes: [UInt8] = []
        var failAfter = Int.max
        struct Full: Error {}

        mutating func write(_ bytes: [UInt8]) throws {
            guard writes < failAfter else { throw Full() }
            writes += 1
            self.bytes += bytes
        }
    }

    func keys(_ image: RasterImage) -> [UInt32] {
        stride(from: 0, to: image.pixels.count, by: 4).map {
            UInt32(image.pixels[$0]) << 16 | UInt32(image.pixels[$0 + 1]) << 8 | UInt32(image.pixels[$0 + 2])
        }
    }

    nonisolated static let phone = TransitionContext(container: .iPhonePortrait)

    @Test("A stream with at most 256 colours per frame is lossless, with more than 256 in all")
    func adaptivePaletteIsLosslessPerFrame() throws {
        // Each frame has its own 200 colours: 800 in all, which one global palette could not hold.
        let frames = try (0..<4).map {
            try TestImages.random(
                width: 37, height: 29, palette: TestImages.palette(200, seed: UInt64(40 + $0)),
                seed: UInt64($0))
        }
        var stream = try GIFStream(width: 37, height: 29, sink: ByteBuffer())
        for frame in frames { try stream.append(frame, delay: 0.1) }
        let decoded = try TestGIFDecoder.decode(try stream.finish().bytes)
        #expect(decoded.frames.count == 4)
        for (frame, image) in zip(decoded.frames, frames) { #expect(frame.canvas == keys(image)) }
    }

    @Test("The stream writes as frames come, and passes on a failing sink's error")
    func writesAsItGoes() throws {
        let frames = try (0..<5).map { try TestImages.uiFrame(step: $0) }
        var stream = try GIFStream(width: frames[0].width, height: frames[0].height, sink: CountingSink())
        for frame in frames { try stream.append(frame, delay: 0.05) }
        #expect(stream.sink.writes >= 4 * 2 + 1)  // the header, then each stored frame but the last
        let decoded = try TestGIFDecoder.decode(try stream.finish().bytes)
        #expect(decoded.frames.count == 5)

        var failing = try GIFStream(
            width: frames[0].width, height: frames[0].height, sink: CountingSink(failAfter: 2))
        #expect(throws: CountingSink.Full.self) {
            for frame in frames { try failing.append(frame, delay: 0.05) }
        }
    }

    @Test("render(to:) gives the same bytes as the whole-film API", arguments: FilmFormat.allCases)
    func streamingMatchesWholeFilm(format: FilmFormat) throws {
        let request = FilmRequest(
            .card(), in: Self.phone, script: .roundTrip, framesPerSecond: 20, format: format)
        var sink = ByteBuffer()
        try request.render(to: &sink)
        let film = Scenario.film(.card(), in: Self.phone, script: .roundTrip, framesPerSecond: 20)
        #expect(sink.bytes == (try FilmEncoder().encode(film, as: format)))
    }

    @Test("A GIF film decodes to the painted frames")
    func filmDecodesToItsFrames() throws {
        let film = Scenario.film(.fade(), in: Self.phone, script: .present, framesPerSecond: 10, hold: 0)
        let decoded = try TestGIFDecoder.decode(try FilmEncoder(scale: 0.5).gif(film))
        let painter = FramePainter(size: film.size, scale: 0.5)
        let last = try painter.image(of: film.frames.last!)
        #expect(decoded.frames.last?.canvas == keys(last))
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        var name: String
        var request: @MainActor @Sendable () -> FilmRequest
        var message: String
        var testDescription: String { name }
    }

    nonisolated static let refusals: [Refusal] = [
        Refusal(
            name: "a 100 s fade",
            request: { FilmRequest(.fade().timing(.linear(duration: 100)), in: phone, format: .gif) },
            message: "the film would last 100.3 s, more than the 60.0 s a film may last"),
        Refusal(
            name: "a 1e308 container",
            request: {
                FilmRequest(
                    .fade(),
                    in: TransitionContext(container: ContainerGeometry(bounds: makeRect(0, 0, 1e308, 1e308))),
                    format: .gif)
            },
            message:
                "a frame of 1e+308 x 1e+308 pixels is larger than the 4194304 pixels a film frame may have"),
        Refusal(
            name: "an infinite container",
            request: {
                FilmRequest(
                    .fade(),
                    in: TransitionContext(
                        container: ContainerGeometry(bounds: makeRect(0, 0, .infinity, 100))),
                    format: .svg)
            },
            message:
                "invalid size 0.0 x 100.0 at scale 1.0: sizes must be finite and positive, at most 16384 pixels "
                + "a side and 67108864 pixels in all"),
        Refusal(
            name: "a filmstrip too wide",
            request: {
                FilmRequest(
                    .fade(),
                    in: TransitionContext(container: ContainerGeometry(bounds: makeRect(0, 0, 1700, 600))),
                    scale: 2, format: .png)
            },
            message:
                "invalid size 17128.0 x 1200.0 at scale 1.0: sizes must be finite and positive, at most 16384 "
                + "pixels a side and 67108864 pixels in all"),
        Refusal(
            name: "too many frames",
            request: {
                FilmRequest(
                    .fade().timing(.linear(duration: 40)), in: phone, framesPerSecond: 240, format: .svg)
            },
            message: "the film would have 9675 frames, more than the 7200 a film may have"),
        Refusal(
            name: "no frame rate",
            request: { FilmRequest(.fade(), in: phone, framesPerSecond: .nan, format: .gif) },
            message: "invalid value: frames per second nan is outside 1...240"),
    ]

    @Test("Limits are checked before any work, each with its message", arguments: refusals)
    func refused(_ refusal: Refusal) throws {
        let request = refusal.request()
        do {
            try request.validate()
            Issue.record("\(refusal.name) was accepted")
        } catch let error as RenderError {
            #expect(error.description == refusal.message)
            #expect(!error.description.contains("\n"))
        }
        var sink = CountingSink()
        #expect(throws: RenderError.self) { try request.render(to: &sink) }
        #expect(sink.writes == 0)
    }

    @Test func aValidRequestMeasuresItsFilm() throws {
        let measure = try FilmRequest(.fade(), in: Self.phone, framesPerSecond: 30, scale: 2, format: .gif)
            .validate()
        #expect(measure.frameWidth == 780)
        #expect(measure.frameHeight == 1688)
        #expect(abs(measure.duration - 0.8) < 1e-9)
        #expect(measure.frameCount == 27)
    }

    @Test("Filming hands over frames one at a time and stops at the first error")
    func filmingStopsAtAnError() throws {
        struct Stop: Error {}
        var count = 0
        #expect(throws: Stop.self) {
            try Scenario.film(.card(), in: Self.phone, script: .present) { _ in
                count += 1
                if count == 3 { throw Stop() }
            }
        }
        #expect(count == 3)
    }

    nonisolated static let catalogue: [String: StagehandTransition] = [
        "slide-in": .slideIn(from: .left), "zoom": .zoom(), "card": .card(),
        "shared-element": .sharedElement(),
        "fade": .fade(), "cover": .cover(), "push": .push(), "popup": .popup(),
    ]

    @Test("The frame count measured up front bounds the film closely", arguments: catalogue.keys.sorted())
    func measureMatchesTheFilm(name: String) throws {
        let transition = Self.catalogue[name]!
        for script in Script.allCases {
            let measure = try FilmRequest(transition, in: Self.phone, script: script, format: .svg).validate()
            var count = 0
            try Scenario.film(transition, in: Self.phone, script: script) { _ in count += 1 }
            #expect(
                count <= measure.frameCount && measure.frameCount <= count + 3,
                "\(script): \(measure.frameCount) vs \(count)")
        }
    }
}
