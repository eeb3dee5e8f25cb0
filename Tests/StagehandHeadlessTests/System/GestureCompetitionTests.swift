import Foundation
import StagehandCore
import StagehandHeadless
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A sheet whose vertical pan competes with its content: a horizontal carousel (a scroll view), a
/// table (a vertical scroll view) whose first cell swipes horizontally to delete, and empty space.
@MainActor
final class SheetScene {
    let scene = TouchScene()
    let sheetPan = HeadlessPanGestureRecognizer()
    let sheetDelegate = ScriptedGestureDelegate()
    let carousel: ModelScrollState
    let table: ModelScrollState
    let cellSwipe = HeadlessPanGestureRecognizer()
    let cellDelegate = ScriptedGestureDelegate()

    init() {
        let carouselView = scene.addView("carousel", CGRect(x: 0, y: 100, width: 390, height: 200))
        carousel = scene.makeScrollable(carouselView, contentSize: CGSize(width: 1170, height: 200))
        let tableView = scene.addView("table", CGRect(x: 0, y: 344, width: 390, height: 400))
        table = scene.makeScrollable(tableView, contentSize: CGSize(width: 390, height: 1000))
        let cell = scene.addView("cell", CGRect(x: 0, y: 0, width: 390, height: 60), in: tableView)
        scene.attach(sheetPan, named: "sheet", to: scene.root)
        sheetDelegate.shouldBegin = ScriptedGestureDelegate.along(.vertical)
        sheetPan.delegate = sheetDelegate
        scene.attach(cellSwipe, named: "swipe", to: cell)
        cellDelegate.shouldBegin = ScriptedGestureDelegate.along(.horizontal)
        cellSwipe.delegate = cellDelegate
    }

    var recognizers: [HeadlessGestureRecognizer] {
        [sheetPan, carousel.panGestureRecognizer, table.panGestureRecognizer, cellSwipe]
    }
}

@MainActor
@Suite("Headless UIKit: gestures competing for a touch")
struct GestureCompetitionTests {
    /// A drag of 60 points in six moves, and which recognizer takes it.
    struct Drag: Sendable, CustomStringConvertible {
        let name: String
        let start: (x: Double, y: Double)
        let translation: (x: Double, y: Double)
        let winner: String?
        let carouselOffset: Double
        let tableOffset: Double
        var description: String { name }
    }

    @Test(
        "Content claims the drags along its own axis; the sheet's vertical pan takes the rest",
        arguments: [
            Drag(
                name: "horizontal on the carousel", start: (195, 200), translation: (-60, 0),
                winner: "carousel scroll", carouselOffset: 50, tableOffset: 0),
            Drag(
                name: "vertical on the carousel", start: (195, 200), translation: (0, 60), winner: "sheet",
                carouselOffset: 0, tableOffset: 0),
            Drag(
                name: "vertical on a table cell", start: (195, 374), translation: (0, -60),
                winner: "table scroll", carouselOffset: 0, tableOffset: 50),
            Drag(
                name: "horizontal on a table cell (swipe to delete)", start: (195, 374),
                translation: (-60, 0),
                winner: "swipe", carouselOffset: 0, tableOffset: 0),
            Drag(
                name: "vertical below the content", start: (195, 800), translation: (0, 60), winner: "sheet",
                carouselOffset: 0, tableOffset: 0),
            Drag(
                name: "horizontal below the content", start: (195, 800), translation: (60, 0), winner: nil,
                carouselOffset: 0, tableOffset: 0),
        ])
    func contentClaimsItsAxis(_ drag: Drag) {
        let sheet = SheetScene()
        let system = sheet.scene.system
        let touch = system.pan(
            from: CGPoint(x: drag.start.x, y: drag.start.y),
            by: CGPoint(x: drag.translation.x, y: drag.translation.y),
            steps: 6, frameInterval: exactFrame, lifts: false)
        let began = sheet.recognizers.filter { $0.state == .began || $0.state == .changed }.compactMap(\.name)
        #expect(began == (drag.winner.map { [$0] } ?? []))
        #expect(sheet.carousel.contentOffset == CGPoint(x: drag.carouselOffset, y: 0))
        #expect(sheet.table.contentOffset == CGPoint(x: 0, y: drag.tableOffset))
        system.cancel(touch)
        #expect(sheet.recognizers.allSatisfy { $0.state == .possible })
    }

    /// A drag on a slider and whether the drawer's pan (any direction) may take it.
    struct SliderDrag: Sendable, CustomStringConvertible {
        let name: String
        let start: (x: Double, y: Double)
        let translation: (x: Double, y: Double)
        let drawerBegins: Bool
        var description: String { name }
    }

    @Test(
        "A slider-like control refuses an ancestor's pan along it that starts on its thumb (UIView.gestureRecognizerShouldBegin)",
        arguments: [
            SliderDrag(
                name: "along the slider, from the thumb", start: (40, 55), translation: (60, 0),
                drawerBegins: false),
            SliderDrag(
                name: "across the slider, from the thumb", start: (40, 55), translation: (0, 60),
                drawerBegins: true),
            SliderDrag(
                name: "along the slider, off the thumb", start: (250, 55), translation: (60, 0),
                drawerBegins: true),
        ])
    func sliderClaimsItsThumb(_ drag: SliderDrag) {
        let scene = TouchScene()
        let slider = scene.addView("slider", CGRect(x: 20, y: 40, width: 350, height: 30))
        let thumb = CGRect(x: 0, y: 0, width: 44, height: 30)
        slider.gestureRecognizerShouldBegin = { [weak slider] recognizer in
            guard let slider, let pan = recognizer as? HeadlessPanGestureRecognizer,
                let start = pan.touches.first?.initialLocation
            else { return true }
            let velocity = pan.velocity(in: slider)
            let alongSlider = abs(velocity.x) > abs(velocity.y)
            return !(alongSlider && thumb.contains(slider.convert(start, from: nil)))
        }
        let drawer = scene.attach(HeadlessPanGestureRecognizer(), named: "drawer", to: scene.root)
        scene.system.pan(
            from: CGPoint(x: drag.start.x, y: drag.start.y),
            by: CGPoint(x: drag.translation.x, y: drag.translation.y),
            steps: 6, frameInterval: exactFrame)
        #expect(drawer.history.first == (drag.drawerBegins ? .began : .failed))
    }

    /// A drag from `startX` (at y 400) moving `step` points per frame for `steps` frames, and whether
    /// a screen-edge pan for `edges` begins.
    struct EdgeDrag: Sendable, CustomStringConvertible {
        let name: String
        let edges: HeadlessRectEdge
        let startX: Double
        let step: Double
        let steps: Int
        let history: [HeadlessGestureRecognizer.State]
        var description: String { name }
    }

    @Test(
        "A screen-edge pan begins only for a finger that comes in from its edge (13-point region, back-projected)",
        arguments: [
            EdgeDrag(
                name: "from 5 pt, fast", edges: .left, startX: 5, step: 10, steps: 3,
                history: [.began, .changed, .changed, .ended, .possible]),
            EdgeDrag(
                name: "from 20 pt, fast: projected back to 10 pt", edges: .left, startX: 20, step: 10,
                steps: 3,
                history: [.began, .changed, .changed, .ended, .possible]),
            EdgeDrag(
                name: "from 20 pt, slowly: projected back to 18 pt", edges: .left, startX: 20, step: 2,
                steps: 10,
                history: [.failed, .possible]),
            EdgeDrag(
                name: "from 40 pt: fails as it lands", edges: .left, startX: 40, step: 10, steps: 3,
                history: [.failed, .possible]),
            EdgeDrag(
                name: "from the right edge", edges: .right, startX: 385, step: -10, steps: 3,
                history: [.began, .changed, .changed, .ended, .possible]),
            EdgeDrag(
                name: "from the left edge, for the right edge", edges: .right, startX: 5, step: 10, steps: 3,
                history: [.failed, .possible]),
            EdgeDrag(
                name: "no edges", edges: [], startX: 5, step: 10, steps: 3, history: [.failed, .possible]),
        ])
    func screenEdge(_ drag: EdgeDrag) {
        let scene = TouchScene()
        // On a view that is not at the screen's edge: the region is measured on the window.
        let drawer = scene.addView("drawer", CGRect(x: 0, y: 0, width: 390, height: 844))
        let edge = scene.attach(HeadlessScreenEdgePanGestureRecognizer(), named: "edge", to: drawer)
        edge.edges = drag.edges
        let start = CGPoint(x: drag.startX, y: 400)
        let touch = scene.system.touchDown(at: start)
        if drag.startX == 40 { #expect(edge.history == [.failed, .possible]) }
        var translationAtBegan: CGPoint?
        edge.addTarget { edge in
            if edge.state == .began { translationAtBegan = edge.translation(in: nil) }
        }
        for step in 1...drag.steps {
            scene.system.advance(by: exactFrame)
            scene.system.move(touch, to: CGPoint(x: drag.startX + drag.step * Double(step), y: 400))
        }
        scene.system.lift(touch)
        #expect(edge.history == drag.history)
        #expect(translationAtBegan == (drag.history.first == .began ? .zero : nil))
    }

    @Test("A screen-edge pan wins over the pan of the view it starts on, which the finger crosses later")
    func screenEdgeBeatsContentPan() {
        let scene = TouchScene()
        let presented = scene.addView("presented", CGRect(x: 0, y: 0, width: 390, height: 844))
        let content = scene.attach(HeadlessPanGestureRecognizer(), named: "content", to: presented)
        let edge = scene.attach(HeadlessScreenEdgePanGestureRecognizer(), named: "edge", to: scene.root)
        edge.edges = .left
        let delegate = ScriptedGestureDelegate()
        content.delegate = delegate
        // The content's pan waits for the edge pan to fail, as a drawer's content should.
        delegate.requiresFailureOf = [edge]
        scene.system.pan(
            from: CGPoint(x: 4, y: 400), by: CGPoint(x: 60, y: 0), steps: 6, frameInterval: exactFrame)
        #expect(edge.history.first == .began)
        #expect(content.history == [.failed, .possible])
        // Away from the edge the edge pan fails at once, and the content's pan goes ahead.
        scene.system.pan(
            from: CGPoint(x: 200, y: 400), by: CGPoint(x: 60, y: 0), steps: 6, frameInterval: exactFrame)
        #expect(content.history.suffix(3) == [.changed, .ended, .possible])
        #expect(scene.actions.filter { $0.hasPrefix("content") }.first == "content: began")
    }
}
