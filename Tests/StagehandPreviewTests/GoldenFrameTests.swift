import Foundation
import StagehandCore
import Testing

@testable import StagehandPreview

/// Key frames of each seed's transition, compared with committed references in `Goldens/`.
///
/// Each golden is the presentation at 0, 25, 50, 75 and 100 % of its duration, painted at half
/// scale (195 × 422 pixels) to keep the references small. A frame matches its reference when at most
/// 0.5 % of its pixels differ by more than 8 levels (of 255) in any channel: room for floating-point
/// differences between platforms in anti-aliased edges, none for a shape out of place.
///
/// When a change to the pictures is intended, regenerate the references with one command and review
/// them in the diff:
///
///     STAGEHAND_RECORD_GOLDENS=1 swift test --filter GoldenFrameTests
@MainActor
@Suite("Golden frames")
struct GoldenFrameTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var transition: Transition
        var context: TransitionContext
        var testDescription: String { name }
    }

    nonisolated static let phone = ContainerGeometry.iPhonePortrait
    nonisolated static let cases: [Case] = [
        Case(
            name: "seed000-slide-in-left", transition: .slideIn(from: .left),
            context: TransitionContext(container: phone)),
        Case(
            name: "seed001-zoom", transition: .zoom(),
            context: TransitionContext(
                container: phone, sourceFrame: CGRect(x: 240, y: 223, width: 120, height: 44))),
        Case(
            name: "seed002-card", transition: .card(),
            context: TransitionContext(container: phone, preferredContentSize: CGSize(width: 0, height: 360))),
        Case(
            name: "seed003-shared-element", transition: .sharedElement(),
            context: TransitionContext(
                container: phone,
                elements: [
                    SharedElement(
                        id: "avatar", sourceFrame: CGRect(x: 16, y: 155, width: 40, height: 40),
                        destinationFrame: CGRect(x: 115, y: 111, width: 160, height: 160),
                        sourceCornerRadius: 20,
                        destinationCornerRadius: 80)
                ])),
        Case(name: "seed004-fade", transition: .fade, context: TransitionContext(container: phone)),
    ]
    nonisolated static let percentages = [0, 25, 50, 75, 100]
    nonisolated static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Goldens")
    nonisolated static let recording = ProcessInfo.processInfo.environment["STAGEHAND_RECORD_GOLDENS"] == "1"

    static func fileName(_ name: String, _ percentage: Int) -> String { "\(name)-\(percentage).png" }

    @Test("Key frames match their references", arguments: cases)
    func keyFrames(_ c: Case) throws {
        let film = Scenario.film(c.transition, in: c.context, script: .present, framesPerSecond: 60, hold: 0)
        let encoder = FilmEncoder(scale: 0.5)
        let frames = encoder.keyFrames(film, at: Self.percentages.map { Double($0) / 100 })
        let painter = FramePainter(size: film.size, scale: 0.5)
        for (percentage, frame) in zip(Self.percentages, frames) {
            let image = try painter.image(of: frame)
            let url = Self.directory.appendingPathComponent(Self.fileName(c.name, percentage))
            if Self.recording {
                try AtomicFile.write(try PNGEncoder.encode(image), to: url)
                continue
            }
            let reference = try TestPNGDecoder.decode(Array(try Data(contentsOf: url)))
            #expect(reference.width == image.width && reference.height == image.height)
            guard reference.width == image.width, reference.height == image.height else { continue }
            var differing = 0
            for index in stride(from: 0, to: image.pixels.count, by: 4) {
                for channel in 0..<4
                where abs(Int(image.pixels[index + channel]) - Int(reference.pixels[index + channel])) > 8 {
                    differing += 1
                    break
                }
            }
            let share = Double(differing) / Double(image.width * image.height)
            #expect(share <= 0.005, "\(c.name) at \(percentage) %: \(differing) pixels differ")
        }
    }

    /// The references and the cases agree: every case has its files, every file a case.
    @Test func everyGoldenHasACaseAndEveryCaseItsGoldens() throws {
        let expected = Set(Self.cases.flatMap { c in Self.percentages.map { Self.fileName(c.name, $0) } })
        let present = Set(
            try FileManager.default.contentsOfDirectory(atPath: Self.directory.path).filter {
                $0.hasSuffix(".png")
            })
        #expect(
            present == expected,
            "missing: \(expected.subtracting(present)), extra: \(present.subtracting(expected))")
    }

    /// The comparison can fail: a frame a few points off does not pass for its reference.
    @Test func aFrameOutOfPlaceIsCaught() throws {
        let c = Self.cases[2]
        let film = Scenario.film(c.transition, in: c.context, script: .present, framesPerSecond: 60, hold: 0)
        let painter = FramePainter(size: film.size, scale: 0.5)
        var frame = try #require(film.frames.last)
        let index = try #require(frame.layers.firstIndex { $0.name == "presented" })
        frame.layers[index].matrix = frame.layers[index].matrix.concatenating(.translation(x: 0, y: 12))
        let moved = try painter.image(of: frame)
        let reference = try TestPNGDecoder.decode(
            Array(try Data(contentsOf: Self.directory.appendingPathComponent(Self.fileName(c.name, 100)))))
        var differing = 0
        for index in stride(from: 0, to: moved.pixels.count, by: 4)
        where abs(Int(moved.pixels[index]) - Int(reference.pixels[index])) > 8 {
            differing += 1
        }
        #expect(Double(differing) / Double(moved.width * moved.height) > 0.005)
    }
}
