import Foundation
import StagehandCore
import StagehandHeadless
import StagehandTestSupport
import StagehandUIKitLayer

/// What one touch event of a drag costs on a card with detents whose content is a scrolled list,
/// through the whole path a phone runs: the headless UIKit's touch delivery and gesture recognizers,
/// the UIKit layer's pan handler, the driver (the scroll hand-off, the detents' heights, the rubber
/// band) and the state written to the card's view.
///
/// Down: the card rests at its large detent; the finger lands on the list, scrolled 200 pt, and moves
/// down 1.5 pt an event: the list scrolls back to its top, then the card follows the finger down
/// towards the medium detent. Up, growing: the card rests at its medium detent, the list at its top;
/// the finger moves up 1.5 pt an event: the card grows to its large detent, then the list scrolls
/// (`prefersScrollingExpandsWhenScrolledToEdge`). Each move event is timed alone (the clock's frame
/// between them is not); the searches of the view tree for a scroll view are counted over the same
/// events.
@MainActor
func runDragBenchmarks() {
    print("One drag event on a card with detents over a list (the layer on the headless UIKit: touch")
    print("  delivery, the pan handler, the driver, the card's frame; 5 drags of \(DragBench.events) events;")
    print("  searches = walks of the view tree for a scroll view while it moves)")
    for expanding in [false, true] {
        var times: [Double] = []
        var searches = 0
        var moved = 0.0
        for _ in 0..<5 {
            let run = DragBench.run(expanding: expanding)
            times += run.nanoseconds
            searches += run.searches
            moved = run.cardMoved
        }
        times.sort()
        let median = times[times.count / 2]
        let slowest = times[times.count * 99 / 100]
        let budget = 1e9 / 120
        print(
            "  \(column(expanding ? "up, growing" : "down", 13))"
                + "\(column("median " + figure(median / 1000, 2) + " µs", 18))"
                + "\(column("99th percentile " + figure(slowest / 1000, 2) + " µs", 28))"
                + "\(figure(median / budget * 100, 2)) % of a 120 Hz frame (8.3 ms); \(searches) searches;"
                + " the card moved \(figure(moved)) pt")
    }
}

@MainActor
enum DragBench {
    /// The moves timed per drag.
    static let events = 300

    /// One drag: the nanoseconds each move event took, the tree searches made during them, and how
    /// far the card moved (a check that the drag reached the card).
    static func run(expanding: Bool) -> (nanoseconds: [Double], searches: Int, cardMoved: Double) {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 600))
        let table = ModelView(
            name: "table", state: ViewState(frame: CGRect(x: 0, y: 0, width: 350, height: 1_000)))
        table.scroll = ModelScrollState(
            contentSize: CGSize(width: 350, height: 3_000),
            contentOffset: CGPoint(x: 0, y: expanding ? 0 : 200))
        scene.detail.view.addSubview(table)
        scene.presentAtRest(
            StagehandTransition.card(detents: expanding ? [.medium, .large] : [.large, .medium]))
        guard let pan = scene.detail.stagehand?.core.pan else { return ([], 0, 0) }
        let restingY = scene.detailFrame.y
        let step = expanding ? -1.5 : 1.5
        var y = expanding ? 700.0 : 300.0
        let touch = scene.system.touchDown(at: CGPoint(x: 195, y: y))
        // Past the touch slop, so that every timed event is a move of a recognized pan.
        for _ in 0..<3 {
            scene.system.advance(by: 1.0 / 120)
            y += 4 * step / 1.5
            scene.system.move(touch, to: CGPoint(x: 195, y: y))
        }
        let searchesBefore = pan.scrollViewSearches
        var elapsed: [Double] = []
        elapsed.reserveCapacity(events)
        for _ in 0..<events {
            scene.system.advance(by: 1.0 / 120)
            y += step
            let start = DispatchTime.now().uptimeNanoseconds
            scene.system.move(touch, to: CGPoint(x: 195, y: y))
            elapsed.append(Double(DispatchTime.now().uptimeNanoseconds - start))
        }
        let searches = pan.scrollViewSearches - searchesBefore
        let moved = abs(scene.detailFrame.y - restingY)
        scene.system.lift(touch)
        scene.system.runUntilIdle()
        return (elapsed, searches, moved)
    }
}
