import Foundation
import StagehandCore
import StagehandHeadless
import StagehandTestSupport
import StagehandUIKitLayer
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The work one touch event of a drag does on a card with detents over a scrolled list: the tree is
/// searched for the scroll view when the pan begins, never while the finger moves (the benchmark's
/// `stagehand-bench drag` times the same events).
@MainActor
@Suite("The work of a drag event")
struct DragEventWorkTests {
    @Test(
        "A drag's move events search no view tree, and move the list, then the card",
        arguments: [false, true])
    func movesSearchNothing(namesTheScrollView: Bool) throws {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 600))
        let table = ModelView(
            name: "table", state: ViewState(frame: CGRect(x: 0, y: 0, width: 350, height: 1_000)))
        let scroll = ModelScrollState(
            contentSize: CGSize(width: 350, height: 3_000), contentOffset: CGPoint(x: 0, y: 200))
        table.scroll = scroll
        scene.detail.view.addSubview(table)
        if namesTheScrollView { scene.detail.stagehandScrollView = table }
        scene.presentAtRest(StagehandTransition.card(detents: [.large, .medium]))
        let pan = try scene.stagehand.core.pan
        let restingY = scene.detailFrame.y
        var y = 300.0
        let touch = scene.system.touchDown(at: CGPoint(x: 195, y: y))
        for _ in 0..<3 {
            scene.system.advance(by: 1.0 / 120)
            y += 4
            scene.system.move(touch, to: CGPoint(x: 195, y: y))
        }
        // When the pan begins: one search for the scroll view the drag shares, and one for each of
        // UIKit's two questions whether the pans recognize together; none for a named scroll view.
        let searchesAtBegin = pan.scrollViewSearches
        #expect(searchesAtBegin == (namesTheScrollView ? 0 : 3))
        for _ in 0..<300 {
            scene.system.advance(by: 1.0 / 120)
            y += 1.5
            scene.system.move(touch, to: CGPoint(x: 195, y: y))
        }
        #expect(pan.scrollViewSearches == searchesAtBegin)
        // 462 pt of finger: 200 pt scroll the list to its top (less the slop), the rest move the card.
        #expect(scroll.contentOffset.y == 0)
        #expect(scene.detailFrame.y > restingY + 200)
        scene.system.lift(touch)
        scene.system.runUntilIdle()
        #expect(scene.problems.isEmpty)
    }
}
