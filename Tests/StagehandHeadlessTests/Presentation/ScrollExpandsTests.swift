import Foundation
import StagehandCore
import StagehandTestSupport
import Testing

@testable import StagehandHeadless

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A card's list and its detents sharing one finger, as Apple's sheets with
/// `prefersScrollingExpandsWhenScrolledToEdge`: played with touches on the headless UIKit, the
/// list's own pan scrolling it and Stagehand's pinning it. The card rests at 371.5 pt (medium, y
/// 438.5) or 743 pt (large, y 67) on a portrait iPhone; its list fills it, 2,000 points long.
@MainActor
@Suite("Scrolling a card's list expands the card first")
struct ScrollExpandsTests {
    /// A card with medium and large detents over a list, at `detent`, the list scrolled `offset`
    /// points, the callback's calls recorded.
    @MainActor
    final class Card {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        let scroll: ModelScrollState
        var calls: [Detent] = []
        private var touch: HeadlessTouch?
        private var y = 0.0

        init(_ transition: StagehandTransition, at detent: Detent = .medium, offset: Double = 0) throws {
            let table = ModelView(
                name: "table", state: ViewState(frame: CGRect(x: 0, y: 0, width: 350, height: 743)))
            scroll = ModelScrollState(
                contentSize: CGSize(width: 350, height: 2_000), contentOffset: CGPoint(x: 0, y: offset))
            table.scroll = scroll
            scene.detail.view.addSubview(table)
            scene.detail.stagehandOnSelectedDetentChange = { [unowned self] in self.calls.append($0) }
            scene.presentAtRest(transition)
            try scene.stagehand.selectedDetent = detent
        }

        /// A finger down on the card's list at `y`, then moved by each of `steps` (points down), one
        /// 60 Hz frame apart.
        func drag(from y: Double, by steps: [Double]) {
            if touch == nil {
                touch = scene.system.touchDown(at: CGPoint(x: 195, y: y))
                self.y = y
            }
            for dy in steps {
                scene.system.advance(by: 1.0 / 60)
                self.y += dy
                scene.system.move(touch!, to: CGPoint(x: 195, y: self.y))
            }
        }

        /// The finger lifts, and everything settles.
        func lift() {
            scene.system.lift(touch!)
            touch = nil
        }
    }

    @Test("A drag up in the list at its top grows the card to large, then scrolls the list")
    func expandsThenScrolls() throws {
        let card = try Card(.card(detents: [.medium, .large]))
        // 30 frames of 10 pt up: the card grows under the finger, the list stays at its top.
        card.drag(from: 700, by: Array(repeating: -10, count: 30))
        let grown = card.scene.detailFrame
        #expect(grown.height > 371.5 + 250 && grown.height < 743)
        #expect(grown.y + grown.height == 810)  // its bottom stays on the safe area's margin
        #expect(card.scroll.contentOffset.y == 0)
        // 15 frames more: the card reaches large and stops there; the rest scrolls the list.
        card.drag(from: 700, by: Array(repeating: -10, count: 15))
        #expect(card.scene.detailFrame == Rect(20, 67, 350, 743))
        let scrolled = card.scroll.contentOffset.y
        #expect(scrolled > 0)
        card.drag(from: 700, by: [-10, -10])
        #expect(card.scene.detailFrame == Rect(20, 67, 350, 743))
        #expect(abs(card.scroll.contentOffset.y - (scrolled + 20)) < 1e-9)
        // Lifted while scrolling: the list goes on by itself, the card rests at large, reported once.
        card.lift()
        #expect(card.scroll.isDecelerating)
        card.scene.system.runUntilIdle()
        #expect(card.scene.detailFrame == Rect(20, 67, 350, 743))
        #expect(card.scroll.contentOffset.y > scrolled + 20)
        #expect(try card.scene.stagehand.selectedDetent == .large)
        #expect(card.calls == [.large])
        #expect(card.scene.problems.isEmpty)
    }

    @Test("With the option off, the same drag scrolls the list and the card stays at medium")
    func optionOffScrolls() throws {
        let card = try Card(
            .card(detents: [.medium, .large]).prefersScrollingExpandsWhenScrolledToEdge(false))
        card.drag(from: 700, by: Array(repeating: -10, count: 30))
        #expect(card.scene.detailFrame == DetentSelectionTests.medium)
        #expect(card.scroll.contentOffset.y > 250)
        card.lift()
        #expect(card.scroll.isDecelerating)
        card.scene.system.runUntilIdle()
        #expect(card.scene.detailFrame == DetentSelectionTests.medium)
        #expect(card.calls.isEmpty)
        #expect(card.scene.problems.isEmpty)
    }

    /// How a drag that grew the card part of the way ends: the finger's speed decides, as for a drag
    /// on the card itself.
    @Test(
        "A card grown part of the way by the list settles where its speed takes it",
        arguments: [
            (
                name: "a slow release falls back to medium", still: true, rests: DetentSelectionTests.medium,
                calls: []
            ),
            ("a fling up carries it to large", false, DetentSelectionTests.large, [Detent.large]),
        ])
    func partWay(name: String, still: Bool, rests: Rect, calls: [Detent]) throws {
        let card = try Card(.card(detents: [.medium, .large]))
        card.drag(from: 700, by: Array(repeating: -12, count: 10))
        #expect(card.scene.detailFrame.height > 371.5, "\(name)")
        if still { card.drag(from: 700, by: Array(repeating: 0, count: 20)) }
        card.lift()
        #expect(!card.scroll.isDecelerating, "\(name)")
        card.scene.system.runUntilIdle()
        #expect(card.scene.detailFrame == rests, "\(name)")
        #expect(card.scroll.contentOffset.y == 0, "\(name)")
        #expect(card.calls == calls, "\(name)")
        #expect(card.scene.problems.isEmpty, "\(name)")
    }

    @Test("Back down in the same drag: the list returns to its top, then the card shrinks to medium")
    func backDown() throws {
        let card = try Card(.card(detents: [.medium, .large]))
        card.drag(from: 700, by: Array(repeating: -20, count: 22))  // large, and 68.5 pt scrolled
        #expect(card.scene.detailFrame == DetentSelectionTests.large)
        #expect(card.scroll.contentOffset.y > 0)
        card.drag(from: 700, by: Array(repeating: 20, count: 20))
        #expect(card.scroll.contentOffset.y == 0)
        #expect(card.scene.detailFrame.height < 743)
        card.drag(from: 700, by: Array(repeating: 0, count: 20))
        card.lift()
        card.scene.system.runUntilIdle()
        #expect(card.scene.detailFrame == DetentSelectionTests.medium)
        #expect(card.calls == [])
        #expect(card.scene.problems.isEmpty)
    }

    /// A list flung while scrolled keeps the card where it is: the fling is the list's, as on
    /// Apple's sheets (a release's speed moves a card only when the list is at its top).
    @Test(
        "A fling in a scrolled list scrolls it and leaves the card at its detent",
        arguments: [(Detent.large, DetentSelectionTests.large), (.medium, DetentSelectionTests.medium)])
    func flingInAScrolledList(detent: Detent, rests: Rect) throws {
        let card = try Card(.card(detents: [.medium, .large]), at: detent, offset: 600)
        card.drag(from: 700, by: Array(repeating: 30, count: 5))  // 150 pt down, fast
        #expect(card.scene.detailFrame == rests)
        #expect(card.scroll.contentOffset.y < 600 && card.scroll.contentOffset.y > 0)
        card.lift()
        #expect(card.scroll.isDecelerating)
        card.scene.system.runUntilIdle()
        #expect(card.scene.detailFrame == rests)
        #expect(card.scene.list.presentedViewController === card.scene.detail)
        #expect(card.calls.isEmpty)
        #expect(card.scene.problems.isEmpty)
    }

    /// A drag from the list that went down into a dismissal and comes back up: the dismissal
    /// returns to its start, then the list scrolls at once (a dismissal never grows the card, so
    /// the finger's way up is not lost to a card held still).
    @Test("Back up from a dismissal the list began: the list scrolls once the card is home")
    func backUpFromADismissal() throws {
        let card = try Card(.card(detents: [.medium, .large]))
        card.drag(from: 700, by: Array(repeating: 10, count: 15))
        card.scene.system.advance(by: 0)
        #expect(try card.scene.stagehand.driver.state == .dismissing)
        #expect(card.scene.detailFrame.y > 438.5)
        card.drag(from: 700, by: Array(repeating: -10, count: 25))
        #expect(card.scene.detailFrame == DetentSelectionTests.medium)
        #expect(card.scroll.contentOffset.y >= 90 && card.scroll.contentOffset.y <= 110)
        card.lift()
        card.scene.system.runUntilIdle()
        #expect(card.scene.detailFrame == DetentSelectionTests.medium)
        #expect(card.scene.list.presentedViewController === card.scene.detail)
        #expect(card.calls.isEmpty)
        #expect(card.scene.problems.isEmpty)
    }
}
