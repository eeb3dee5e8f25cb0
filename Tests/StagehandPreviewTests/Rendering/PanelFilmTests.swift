import Foundation
import StagehandCore
import StagehandHeadless
import Testing

@testable import StagehandPreview

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The gallery's films of issue 37: a panel moving through its detents, and a screen following a
/// card's position, read back from their recorded frames.
@MainActor
@Suite("Panel and position films")
struct PanelFilmTests {
    /// The frame of the first layer named `name` in `frame`, in window coordinates.
    func layer(_ name: String, in frame: RecordedFrame) -> RecordedFrame.Layer? {
        frame.layers.first { $0.name == name }
    }

    /// The values of `values` held for at least `frames` frames in a row, in order (each run once).
    func rests(_ values: [Double], holdingFor frames: Int) -> [Double] {
        var rests: [Double] = []
        var start = 0
        for index in 1...values.count where index == values.count || abs(values[index] - values[start]) > 1e-6
        {
            if index - start >= frames { rests.append(values[start]) }
            start = index
        }
        return rests
    }

    func close(_ value: Double?, _ expected: Double, within tolerance: Double = 1e-6) -> Bool {
        value.map { abs($0 - expected) <= tolerance } ?? false
    }

    @Test(
        "A panel comes up to 96 pt, animates to medium and large, and is dragged back to the lowest detent"
    )
    func panelThroughItsDetents() throws {
        let scene = PanelDetentsFilm()
        let film = scene.film(framesPerSecond: 30, hold: 0.4)
        #expect(film.framesPerSecond == 30)
        #expect(film.size == CGSize(width: 390, height: 844))
        // Four runs to rest, four holds of 12 frames, the drag's 9 moves and 2 release frames: 130
        // frames at 30 per second, 4.33 s.
        #expect(film.frames.count == 130)
        #expect(abs(film.duration - 130.0 / 30) < 1e-9)
        // The panel's wrapper (the view that moves), its top edge in every frame.
        let tops = try film.frames.map {
            Double(try #require(layer("presented view", in: $0)).state.frame.minY)
        }
        // It starts below the bottom edge, rises without overshooting to 844 - 34 - 96 = 714, and
        // ends there.
        #expect(tops.first == 844)
        #expect(close(tops.last, 714))
        let firstRest = try #require(tops.firstIndex { close($0, 714) })
        #expect(Array(tops[...firstRest]) == tops[...firstRest].sorted(by: >))
        // Each rest is held 0.4 s (12 frames) or longer: 96 pt, medium (half of the 753 points from
        // the 810-point floor to 10 points below the 47-point top safe area), large, 96 pt again.
        let held = rests(tops, holdingFor: 12)
        #expect(held.count == 4)
        if held.count == 4 {
            #expect(close(held[0], 714) && close(held[1], 433.5) && close(held[2], 57) && close(held[3], 714))
        }
        // Never above large: animateChanges and the release's spring settle without overshoot.
        #expect(close(tops.min(), 57))
        // The drag moves the panel down from large at once, frame by frame, in the 11 frames after
        // the large hold.
        let dragStart = try #require(tops.lastIndex { close($0, 57) }) + 1
        let dragged = Array(tops[dragStart..<(dragStart + 11)])
        #expect(dragged == dragged.sorted() && dragged.allSatisfy { $0 > 57 && $0 < 714 })
        #expect(scene.panel.selectedDetent == .points(96))
        // The spring the caption names is the panel's: a card's release spring, critically damped.
        #expect(scene.spring == StagehandTransition.card().releaseSpring)
        #expect(scene.spring.response == 0.35 && scene.spring.dampingRatio == 1)
        #expect(scene.panel.position == StagehandPosition(height: 130, progress: 0))
        #expect(scene.map.panels.count == 1)
        #expect(scene.system.breaches.isEmpty && scene.system.stageMisuses.isEmpty)
        // The map, its streets and the panel's results are drawn in every frame.
        #expect(film.frames.allSatisfy { layer("map", in: $0) != nil && layer("results", in: $0) != nil })
    }

    @Test("A player shrinks and rounds its corners with the card's position, frame by frame, and comes back")
    func screenFollowingACard() throws {
        let scene = CardFollowingFilm()
        let film = scene.film(framesPerSecond: 30, hold: 0.4)
        #expect(film.frames.count == 91)
        let players = try film.frames.map { try #require(layer("player", in: $0)) }
        let scales = players.map(\.state.transform.scaleX)
        // The card's top edge, while it is on screen.
        let cards = film.frames.map { layer("presented view", in: $0).map { Double($0.state.frame.minY) } }
        // Its progress, 0 off screen below the 844-point bottom edge and 1 at large (777 points up).
        let progress = { (top: Double) in CardFollowingFilm.clamped((844 - top) / 777) }
        // In every frame, the player is where the card's position puts it, in the same frame: its
        // scale 1 - 0.08 x progress, its corners 12 x progress; without the card, full size, square.
        for (index, player) in players.enumerated() {
            let expected = cards[index].map(progress) ?? 0
            #expect(close(player.state.transform.scaleX, 1 - 0.08 * expected), "frame \(index)")
            #expect(close(player.state.transform.scaleY, 1 - 0.08 * expected), "frame \(index)")
            #expect(close(player.state.cornerRadius, 12 * expected), "frame \(index)")
        }
        // It starts at full size with the card below the screen.
        #expect(scales.first == 1 && cards.first == 844)
        // It rests, scaled below 1, with the card at medium (405.5 points up, progress 405.5 / 777)
        // and at large; then, the card dismissed, at full size.
        let medium = 1 - 0.08 * 405.5 / 777
        let held = rests(scales, holdingFor: 12)
        #expect(held.count == 3)
        if held.count == 3 {
            #expect(close(held[0], medium) && held[0] < 1)
            #expect(close(held[1], 0.92))
            #expect(held[2] == 1)
        }
        #expect(close(rests(cards.map { $0 ?? -1 }, holdingFor: 12).first, 844 - 405.5))
        // The release overshoots large (the card's top rises above 67), but the progress is clamped:
        // the player never goes below 0.92.
        #expect(try #require(cards.compactMap { $0 }.min()) < 67)
        #expect(close(scales.min(), 0.92))
        #expect(close(players.map(\.state.cornerRadius).max(), 12))
        // It ends with the card gone and the player full size and square.
        #expect(cards.last == .some(nil))
        #expect(players.last?.state.transform == .identity && players.last?.state.cornerRadius == 0)
        #expect(scene.queue.presentingViewController == nil)
        #expect(scene.system.breaches.isEmpty && scene.system.stageMisuses.isEmpty)
    }

    @Test("Both films encode as looping GIFs of every frame, at the film's rate")
    func encoded() throws {
        for film in [
            PanelDetentsFilm().film(framesPerSecond: 10, hold: 0.2),
            CardFollowingFilm().film(framesPerSecond: 10, hold: 0.2),
        ] {
            let decoded = try TestGIFDecoder.decode(try FilmEncoder(scale: 1).gif(film))
            #expect(decoded.width == 390 && decoded.height == 844)
            #expect(decoded.loopCount == 0)
            // A frame that shows what the one before showed (the holds) lengthens that one's delay:
            // one image per change, 0.1 s per frame in all.
            let changes = zip(film.frames, film.frames.dropFirst()).filter { $0.layers != $1.layers }.count
            #expect(decoded.frames.count == changes + 1)
            #expect(decoded.frames.map(\.delay).reduce(0, +) == 10 * film.frames.count)
        }
    }
}
