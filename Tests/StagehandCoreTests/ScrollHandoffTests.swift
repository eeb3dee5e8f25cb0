import Foundation
import StagehandCore
import Testing

@Suite("Scroll-view hand-off")
struct ScrollHandoffTests {
    @Test func aDragScrollsBackToTheTopThenMovesTheCard() {
        var handoff = ScrollHandoff(scrollOffset: 120, maximumScrollOffset: 800)
        // 100 pt down: all of it scrolls the content back towards its top.
        #expect(handoff.drag(by: 100) == ScrollHandoff.Step(scroll: -100, view: 0))
        #expect(handoff.scrollOffset == 20 && handoff.viewOffset == 0)
        #expect(!handoff.isMovingView)
        // 50 pt more: 20 reach the top, the other 30 move the card.
        #expect(handoff.drag(by: 50) == ScrollHandoff.Step(scroll: -20, view: 30))
        #expect(handoff.scrollOffset == 0 && handoff.viewOffset == 30)
        #expect(handoff.isMovingView)
        // Back up 45 pt: the card returns first (30), then the content scrolls (15).
        #expect(handoff.drag(by: -45) == ScrollHandoff.Step(scroll: 15, view: -30))
        #expect(handoff.scrollOffset == 15 && handoff.viewOffset == 0)
    }

    @Test func atTheTopTheCardMovesAtOnce() {
        var handoff = ScrollHandoff(scrollOffset: 0)
        #expect(handoff.drag(by: 80) == ScrollHandoff.Step(scroll: 0, view: 80))
    }

    @Test func scrollingStopsAtTheEndOfTheContent() {
        var handoff = ScrollHandoff(scrollOffset: 790, maximumScrollOffset: 800)
        #expect(handoff.drag(by: -50) == ScrollHandoff.Step(scroll: 10, view: 0))
        #expect(handoff.scrollOffset == 800)
    }

    /// Apple's `prefersScrollingExpandsWhenScrolledToEdge`: a card at a lower detent, its list at
    /// the top, grows first (up to its room), then the list scrolls; back down, the list returns to
    /// its top first, then the card shrinks, then moves towards the edge.
    @Test func aDragUpAtTheTopGrowsTheCardThenScrolls() {
        var handoff = ScrollHandoff(scrollOffset: 0, maximumScrollOffset: 1_000, expansionRoom: 371.5)
        #expect(handoff.drag(by: -300) == ScrollHandoff.Step(scroll: 0, view: -300))
        #expect(handoff.isMovingView && handoff.viewOffset == -300)
        #expect(handoff.drag(by: -100) == ScrollHandoff.Step(scroll: 28.5, view: -71.5))
        #expect(handoff.scrollOffset == 28.5 && handoff.viewOffset == -371.5)
        #expect(handoff.drag(by: -10) == ScrollHandoff.Step(scroll: 10, view: 0))
        #expect(handoff.drag(by: 60) == ScrollHandoff.Step(scroll: -38.5, view: 21.5))
        #expect(handoff.scrollOffset == 0 && handoff.viewOffset == -350)
        #expect(handoff.drag(by: 400) == ScrollHandoff.Step(scroll: 0, view: 400))
        #expect(handoff.viewOffset == 50)
        // Back up from below the resting place: home first, then the room again.
        #expect(handoff.drag(by: -80) == ScrollHandoff.Step(scroll: 0, view: -80))
        #expect(handoff.viewOffset == -30)
    }

    @Test(
        "A list scrolled from its top, or no room, scrolls at once",
        arguments: [(scroll: 40.0, room: 371.5), (0, 0), (0, -5), (0, .nan), (0, .infinity)])
    func noExpansion(scroll: Double, room: Double) {
        var handoff = ScrollHandoff(scrollOffset: scroll, maximumScrollOffset: 1_000, expansionRoom: room)
        #expect(handoff.drag(by: -50) == ScrollHandoff.Step(scroll: 50, view: 0))
        #expect(!handoff.isMovingView)
        #expect(handoff.expansionRoom == (room.isFinite ? max(room, 0) : 0))
    }

    @Test func badInputIsClamped() {
        var handoff = ScrollHandoff(scrollOffset: .nan, maximumScrollOffset: -5)
        #expect(handoff.scrollOffset == 0 && handoff.maximumScrollOffset == 0)
        #expect(handoff.drag(by: .infinity) == ScrollHandoff.Step(scroll: 0, view: 0))
        #expect(ScrollHandoff(scrollOffset: 900, maximumScrollOffset: 300).scrollOffset == 300)
    }

    /// Whatever the drag, the scroll view and the card never move at once in one step, the finger's
    /// movement is fully accounted for unless the content ran out, and offsets stay in range.
    @Test func invariants() {
        var random = SeededGenerator(seed: 77)
        for _ in 0..<500 {
            let maximum = Double.random(in: 0...2000, using: &random)
            let room = Bool.random(using: &random) ? 0 : Double.random(in: 0...500, using: &random)
            var handoff = ScrollHandoff(
                scrollOffset: Double.random(in: 0...maximum, using: &random), maximumScrollOffset: maximum,
                expansionRoom: room)
            for _ in 0..<50 {
                let delta = Double.random(in: -200...200, using: &random)
                let scroll = handoff.scrollOffset
                let view = handoff.viewOffset
                let step = handoff.drag(by: delta)
                #expect(handoff.scrollOffset >= 0 && handoff.scrollOffset <= maximum)
                #expect(handoff.viewOffset >= -room)
                // The card is away from home, towards the edge or grown, only with the content at its
                // top, or grown all the way.
                #expect(
                    handoff.scrollOffset == 0 || handoff.viewOffset == 0 || handoff.viewOffset == -room)
                #expect(
                    isClose(handoff.scrollOffset - scroll, step.scroll)
                        && isClose(handoff.viewOffset - view, step.view))
                if delta > 0 {
                    // Towards the edge the whole movement is used: scrolled back plus card moved.
                    #expect(isClose(-step.scroll + step.view, delta))
                    // The card moves only once the content is at its top.
                    #expect(step.view == 0 || handoff.scrollOffset == 0)
                } else {
                    // The content scrolls only once the card is home, or grown all its room; and
                    // the whole movement is used unless the content ran out.
                    #expect(step.scroll == 0 || handoff.viewOffset == 0 || handoff.viewOffset == -room)
                    #expect(isClose(step.scroll - step.view, -delta) || handoff.scrollOffset == maximum)
                }
            }
        }
    }
}
