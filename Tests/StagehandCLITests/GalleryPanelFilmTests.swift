import Foundation
import StagehandCore
import StagehandPreview
import Testing

@testable import StagehandCLI

/// The gallery's films of issue 37, a panel moving through its detents and a screen following a
/// card's position: their entries, captions and timings, and the GIFs and index a gallery writes.
@MainActor
@Suite("gallery: a panel through its detents and a screen following a card")
struct GalleryPanelFilmTests {
    /// The gallery's entry written as `file`.gif.
    func entry(_ file: String) throws -> GalleryCommand.Entry {
        try #require(GalleryCommand.entries().first { $0.file == file })
    }

    @Test("Two entries, last in the gallery, captioned in the words of the people who use it")
    func entries() throws {
        let entries = GalleryCommand.entries()
        #expect(entries.count == 37)
        #expect(entries.suffix(2).map(\.file) == ["panel-through-detents", "screen-following-card"])
        #expect(Set(entries.map(\.file)).count == entries.count)
        let panel = try entry("panel-through-detents")
        #expect(panel.title == "Panel through its detents")
        #expect(panel.take == .panelThroughDetents)
        #expect(panel.note.contains("panel") && panel.note.contains("detents"))
        #expect(panel.transition == .card(detents: [.points(96), .medium, .large]))
        let card = try entry("screen-following-card")
        #expect(card.title == "A screen following a card")
        #expect(card.take == .screenFollowingCard)
        #expect(card.note.contains("card") && card.note.contains("detents"))
        #expect(card.note.contains("stagehandOnPositionChange"))
        #expect(card.transition == .card(detents: [.medium, .large]))
        #expect(panel.context.container == .iPhonePortrait && card.context.container == .iPhonePortrait)
    }

    @Test("Each films at the gallery's rate, with its spring in the caption")
    func filmsAndTimings() throws {
        let panel = GalleryCommand.film(try entry("panel-through-detents"), fps: 30)
        #expect(panel.film.frames.count == 130)
        #expect(panel.film.framesPerSecond == 30)
        // A panel's spring: the card's release spring, critically damped.
        let spring = "spring: response 0.35 s, damping ratio 1, settles in "
        #expect(panel.timing.hasPrefix("animateChanges and release: \(spring)"), "\(panel.timing)")
        let card = GalleryCommand.film(try entry("screen-following-card"), fps: 30)
        #expect(card.film.frames.count == 91)
        #expect(card.timing.hasPrefix("present: spring: response "), "\(card.timing)")
        #expect(card.timing.contains("; release: \(spring)"), "\(card.timing)")
        // At 5 frames per second, as the gallery tests film, each is still whole.
        #expect(GalleryCommand.film(try entry("panel-through-detents"), fps: 5).film.frames.count > 20)
        #expect(GalleryCommand.film(try entry("screen-following-card"), fps: 5).film.frames.count > 15)
        // The other entries' timings are what they were: a card's presentation, its release.
        #expect(
            GalleryCommand.film(try entry("card-present"), fps: 5).timing
                == TimingDescription.describe(StagehandTransition.card().presentationTiming))
        #expect(GalleryCommand.film(try entry("card-drag-and-cancel"), fps: 5).timing.hasPrefix("release: "))
    }

    @Test("The gallery writes both GIFs, shows them in index.html and lists them in its marker")
    func written() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = runTool("gallery", "-o", directory.path, "--fps", "2")
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.hasPrefix("Wrote 37 GIFs and index.html"))
        let index = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
        let marker = try String(
            contentsOf: directory.appendingPathComponent(".stagehand-gallery"), encoding: .utf8)
        let manifest = try #require(GalleryManifest(parsing: marker))
        #expect(manifest.files.count == 38)  // the GIFs and index.html
        for (file, title) in [
            ("panel-through-detents", "Panel through its detents"),
            ("screen-following-card", "A screen following a card"),
        ] {
            let bytes = Array(try Data(contentsOf: directory.appendingPathComponent("\(file).gif")))
            #expect(Array(bytes.prefix(6)) == Array("GIF89a".utf8), "\(file)")
            #expect(Int(bytes[6]) | Int(bytes[7]) << 8 == 390)
            #expect(Int(bytes[8]) | Int(bytes[9]) << 8 == 844)
            #expect(index.contains("<img src=\"\(file).gif\" width=\"195\" height=\"422\" alt=\"\(title)\">"))
            #expect(index.contains("<strong>\(title)</strong>"))
            let listed = try #require(manifest.files.first { $0.name == "\(file).gif" })
            #expect(listed.size == bytes.count)
            #expect(listed.digest == GalleryManifest.digest(bytes))
        }
        #expect(index.contains("animateChanges and release: spring: response 0.35 s"))
    }
}
