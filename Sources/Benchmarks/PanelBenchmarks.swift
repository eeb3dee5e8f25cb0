import Foundation
import StagehandCore
import StagehandHeadless
import StagehandTestSupport
import StagehandUIKitLayer

/// What panels cost, through the whole path a phone runs (the headless UIKit's touch delivery and
/// gesture recognizers, the UIKit layer, the panel driver, the state written to the views):
/// - one drag event on the upper of two panels in a map (a results panel with a list, at `.medium`;
///   a details panel over it, at `.medium`, dimming above it), both with a position callback; each
///   move event timed alone, the searches of the view tree for a scroll view counted;
/// - following a position, per displayed frame: a panel springing to `.large` (the display link's
///   call: the frame read from the presentation layer, the parent measured, the position told), and
///   a card presenting, with and without `stagehand.onPositionChange` (the difference is the cost of
///   following it).
@MainActor
func runPanelBenchmarks() {
    print("One drag event on the upper of two panels in a map, both followed by a position callback")
    print(
        "  (touch delivery, the pan handler, the panel driver, the panel's frame; 5 drags of \(PanelBench.events)"
    )
    print("  events; searches = walks of the view tree for a scroll view while it moves)")
    var times: [Double] = []
    var searches = 0
    var told = 0
    for _ in 0..<5 {
        let run = PanelBench.drag()
        times += run.nanoseconds
        searches += run.searches
        told += run.told
    }
    times.sort()
    let median = times[times.count / 2]
    let slowest = times[times.count * 99 / 100]
    print(
        "  \(column("median " + figure(median / 1000, 2) + " µs", 18))"
            + "\(column("99th percentile " + figure(slowest / 1000, 2) + " µs", 28))"
            + "\(figure(median / (1e9 / 120) * 100, 2)) % of a 120 Hz frame; \(searches) searches;"
            + " \(told) positions told over \(5 * PanelBench.events) events")
    print("")
    print("Following a position, per displayed frame")
    let panelFrame = PanelBench.panelFrameCost()
    print("  a panel springing (the display link's call, the position told):  \(figure(panelFrame, 0)) ns")
    let card = PanelBench.cardFrameCost()
    print(
        "  a card presenting, a frame of the run loop:  \(figure(card.without / 1000, 2)) µs without a listener, "
            + "\(figure(card.with / 1000, 2)) µs with one (\(figure(card.with - card.without, 0)) ns to follow it)"
    )
}

@MainActor
enum PanelBench {
    /// The moves timed per drag.
    static let events = 300

    /// A map with a results panel (a list, at `.medium`) and a details panel over it.
    static func map() -> (HeadlessUIKit, results: HeadlessStagehandPanel, details: HeadlessStagehandPanel) {
        let map = ModelViewController(name: "map")
        let system = HeadlessUIKit(geometry: .iPhonePortrait, root: map)
        map.view.safeAreaInsets = system.geometry.safeArea
        let list = ModelView(
            name: "list", state: ViewState(frame: CGRect(x: 0, y: 30, width: 390, height: 800)))
        list.scroll = ModelScrollState(contentSize: CGSize(width: 390, height: 3_000))
        let resultsContent = ModelViewController(name: "results")
        resultsContent.view.addSubview(list)
        let results = HeadlessStagehandPanel(contentViewController: resultsContent, name: "results panel")
        results.detents = [.points(96), .medium, .large]
        results.selectedDetent = .medium
        results.scrollView = list
        let details = HeadlessStagehandPanel(
            contentViewController: ModelViewController(name: "details"), name: "details panel")
        details.detents = [.medium, .large]
        details.largestUndimmedDetent = .medium
        map.addPanel(results, animated: false)
        map.addPanel(details, animated: false)
        system.runUntilIdle()
        return (system, results, details)
    }

    /// One drag up on the details panel: the nanoseconds each move event took, the tree searches
    /// made during them, and the positions told.
    static func drag() -> (nanoseconds: [Double], searches: Int, told: Int) {
        let (system, results, details) = map()
        var told = 0
        results.onPositionChange = { _ in told += 1 }
        details.onPositionChange = { _ in told += 1 }
        guard let pan = details.core.pan, let top = details.panelView?.state.frame.minY else {
            return ([], 0, 0)
        }
        var y = Double(top) + 20
        let touch = system.touchDown(at: CGPoint(x: 195, y: y))
        for _ in 0..<3 {
            system.advance(by: 1.0 / 120)
            y -= 4
            system.move(touch, to: CGPoint(x: 195, y: y))
        }
        told = 0
        let searchesBefore = pan.scrollViewSearches
        var elapsed: [Double] = []
        elapsed.reserveCapacity(events)
        for _ in 0..<events {
            system.advance(by: 1.0 / 120)
            y -= 1
            let start = DispatchTime.now().uptimeNanoseconds
            system.move(touch, to: CGPoint(x: 195, y: y))
            elapsed.append(Double(DispatchTime.now().uptimeNanoseconds - start))
        }
        let searches = pan.scrollViewSearches - searchesBefore
        system.lift(touch)
        system.runUntilIdle()
        return (elapsed, searches, told)
    }

    /// Nanoseconds of one display-link call of a panel in the middle of its spring to `.large`: the
    /// frame read on screen, the parent measured, the position computed and (the first time) told.
    static func panelFrameCost() -> Double {
        let (system, results, _) = map()
        var told = 0.0
        results.onPositionChange = { told += $0.height }
        results.animateChanges { results.selectedDetent = .large }
        system.advance(by: 0.1)
        let driver = results.core.driver
        let (nanoseconds, _) = nanosecondsPerOperation(operations: 20_000) { _ in
            driver.frameDidDisplay()
            return told
        }
        return nanoseconds
    }

    /// Microseconds of a frame of the run loop while a card with detents presents, without and with
    /// a position listener.
    static func cardFrameCost() -> (without: Double, with: Double) {
        func frames(listening: Bool) -> Double {
            var timings: [Double] = []
            for _ in 0..<5 {
                let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
                var heights = 0.0
                if listening { scene.detail.stagehandOnPositionChange = { heights += $0.height } }
                scene.list.present(
                    scene.detail, transition: StagehandTransition.card(detents: [.medium, .large]),
                    animated: true)
                scene.system.advance(by: 0)
                let start = DispatchTime.now().uptimeNanoseconds
                for _ in 0..<30 { scene.system.advance(by: 1.0 / 120) }
                timings.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 30)
                scene.system.runUntilIdle()
            }
            return timings.sorted()[2]
        }
        _ = frames(listening: true)
        return (frames(listening: false), frames(listening: true))
    }
}
