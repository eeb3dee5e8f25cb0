import Foundation
import StagehandCore
import StagehandUIKitLayer
import Testing

@testable import StagehandHeadless

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Stagehand's pans yield to the content (issue 13), played with real touches on the headless UIKit:
/// they wait for the content's recognizers to fail (`gestureRecognizer(_:shouldRequireFailureOf:)`),
/// never see a touch on a control that tracks the finger (`gestureRecognizer(_:shouldReceive:)`), and
/// a drawer's screen-edge pan begins only from its edge. The swipe, control, press and edge cases
/// failed before the change.
@MainActor
@Suite("Stagehand's gestures yield to the content")
struct GesturesYieldTests {
    /// A finger landing at `start`, moving by `translation` in `steps` equal moves one 1/64 s frame
    /// apart, still down at the end.
    private static func drag(
        in scene: TestScene, from start: CGPoint, by translation: CGPoint, steps: Int = 8
    ) -> HeadlessTouch {
        scene.system.pan(from: start, by: translation, steps: steps, frameInterval: exactFrame, lifts: false)
    }

    // MARK: A drawer and its table's swipe actions

    /// Where a left drawer's table row is swiped, where its swipe recognizer is, and who takes it.
    struct SwipeCase: Sendable, CustomStringConvertible {
        let name: String
        let start: (x: Double, y: Double)
        let swipeOnTheTable: Bool
        let swipeBegins: Bool
        let drawerX: Double
        var description: String { name }
    }

    /// A left drawer (292.5 points wide) holding a table from y 100 to 700 whose first row (y 100 to
    /// 160) swipes left to show its actions. The swipe decides after 20 points, later than the
    /// drawer's 10-point slop, as UIKit's own swipe-action pan decides by a rule of its own
    /// (`_UISwipeActionPanGestureRecognizer` overrides `_shouldTryToBeginWithEvent:`); before the
    /// drawer waited for it, the drawer took every leftward swipe on a row.
    @Test(
        "A leftward swipe on a drawer's table row is the row's; elsewhere it pushes the drawer back",
        arguments: [
            SwipeCase(
                name: "on the row, its swipe on the cell", start: (200, 130), swipeOnTheTable: false,
                swipeBegins: true, drawerX: 0),
            SwipeCase(
                name: "on the row, its swipe the table's own", start: (200, 130), swipeOnTheTable: true,
                swipeBegins: true, drawerX: 0),
            SwipeCase(
                name: "below the table", start: (200, 780), swipeOnTheTable: false, swipeBegins: false,
                drawerX: -70),
        ])
    func drawerYieldsToSwipeActions(_ swipe: SwipeCase) throws {
        let scene = TestScene()
        let tableView = ModelView(
            name: "table", state: ViewState(frame: CGRect(x: 0, y: 100, width: 292.5, height: 600)))
        let table = ModelScrollState(contentSize: CGSize(width: 292.5, height: 2_000))
        tableView.scroll = table
        let cell = ModelView(
            name: "cell", state: ViewState(frame: CGRect(x: 0, y: 0, width: 292.5, height: 60)))
        tableView.addSubview(cell)
        scene.detail.view.addSubview(tableView)
        let rowSwipe = HeadlessPanGestureRecognizer()
        rowSwipe.name = "row swipe"
        rowSwipe.hysteresis = 20
        let leftward = ScriptedGestureDelegate()
        leftward.shouldBegin = { recognizer in
            // A row's swipe: leftwards along the row, and only on a row.
            guard let pan = recognizer as? HeadlessPanGestureRecognizer,
                let start = pan.touches.first?.initialLocation
            else { return false }
            let velocity = pan.velocity(in: nil)
            return velocity.x < 0 && abs(velocity.x) > abs(velocity.y)
                && cell.frame(in: nil).contains(start)
        }
        rowSwipe.delegate = leftward
        (swipe.swipeOnTheTable ? tableView : cell).addGestureRecognizer(rowSwipe)
        scene.presentAtRest(.slideIn(from: .left))
        #expect(scene.detailFrame == Rect(0, 0, 292.5, 844))
        let drawerPan = try #require(scene.stagehand.core.pan.recognizer)

        let touch = Self.drag(
            in: scene, from: CGPoint(x: swipe.start.x, y: swipe.start.y), by: CGPoint(x: -80, y: 0))
        // A recognizer that failed is reset at once: its history says what happened.
        #expect(rowSwipe.state == (swipe.swipeBegins ? .changed : .possible), "\(swipe)")
        #expect(rowSwipe.history.first == (swipe.swipeBegins ? .began : nil), "\(swipe)")
        #expect(drawerPan.history.first == (swipe.swipeBegins ? .failed : .began), "\(swipe)")
        #expect(drawerPan.state == (swipe.swipeBegins ? .possible : .changed), "\(swipe)")
        #expect(scene.detailFrame == Rect(swipe.drawerX, 0, 292.5, 844), "\(swipe)")
        #expect(table.contentOffset == .zero)
        scene.system.cancel(touch)
        scene.system.runUntilIdle()
        #expect(scene.list.presentedViewController === scene.detail)
        #expect(scene.detailFrame == Rect(0, 0, 292.5, 844))
        #expect(scene.problems.isEmpty)
    }

    // MARK: A card and its controls

    /// A control in a card, where the finger lands on it and how it moves, and whether the card
    /// follows.
    struct ControlCase: Sendable, CustomStringConvertible {
        let name: String
        let control: ModelControl?
        let translation: (x: Double, y: Double)
        let cardY: Double
        var description: String { name }
    }

    /// A 320-point card (at rest at y 490) holding a control at (60, 540), 200 × 40 in the window.
    /// The controls that track the finger keep every touch that lands on them, whichever way it
    /// goes: the card's pan never sees it, so nothing cancels it in the control
    /// (`isCancelledInView`). A button does not track a drag (its action is a tap), and a plain view
    /// has nothing to keep: a drag from either moves the card.
    @Test(
        "A drag that lands on a slider, switch, stepper or segmented control is the control's",
        arguments: [
            ControlCase(
                name: "slider's thumb, the finger drifting down as it slides", control: .slider,
                translation: (30, 80), cardY: 490),
            ControlCase(name: "slider, straight down", control: .slider, translation: (0, 80), cardY: 490),
            ControlCase(name: "switch", control: .switch, translation: (0, 80), cardY: 490),
            ControlCase(name: "stepper", control: .stepper, translation: (0, 80), cardY: 490),
            ControlCase(
                name: "segmented control", control: .segmentedControl, translation: (0, 80), cardY: 490),
            ControlCase(name: "button", control: .button, translation: (0, 80), cardY: 560),
            ControlCase(name: "another control", control: .other, translation: (0, 80), cardY: 560),
            ControlCase(name: "a plain view", control: nil, translation: (0, 80), cardY: 560),
        ])
    func cardYieldsToControls(_ drag: ControlCase) throws {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        let control = ModelView(
            name: "control", state: ViewState(frame: CGRect(x: 40, y: 50, width: 200, height: 40)))
        control.control = drag.control
        // Its thumb (or knob), the view the finger lands on.
        let thumb = ModelView(
            name: "thumb", state: ViewState(frame: CGRect(x: 0, y: 5, width: 30, height: 30)))
        control.addSubview(thumb)
        scene.detail.view.addSubview(control)
        scene.presentAtRest(.card())
        #expect(scene.detailFrame == Rect(20, 490, 350, 320))
        let cardPan = try #require(scene.stagehand.core.pan.recognizer)

        let touch = Self.drag(
            in: scene, from: CGPoint(x: 75, y: 560), by: CGPoint(x: drag.translation.x, y: drag.translation.y)
        )
        #expect(touch.view === thumb)
        let cardTakes = drag.cardY != 490
        #expect(touch.gestureRecognizers.contains { $0 === cardPan } == cardTakes, "\(drag)")
        #expect(cardPan.state == (cardTakes ? .changed : .possible), "\(drag)")
        #expect(cardPan.history.first == (cardTakes ? .began : nil), "\(drag)")
        #expect(touch.isCancelledInView == cardTakes, "\(drag)")
        #expect(scene.detailFrame == Rect(20, drag.cardY, 350, 320), "\(drag)")
        scene.system.cancel(touch)
        scene.system.runUntilIdle()
        #expect(scene.detailFrame == Rect(20, 490, 350, 320))
        #expect(scene.problems.isEmpty)
    }

    // MARK: A card and its carousel

    /// A card holding a horizontal carousel (350 × 150 at y 550 in the window, three pages wide): a
    /// sideways drag scrolls it, a downward one moves the card. The carousel's pan does not fail on a
    /// vertical drag (UIKit's pan never fails across an axis it does not scroll; it stays possible),
    /// so the card does not wait for it: UIKit's arbitration decides, the carousel's pan beginning
    /// only sideways and, deeper, first.
    @Test(
        "A sideways drag on a card's carousel scrolls it; a downward one moves the card",
        arguments: [(-80.0, 0.0, 70.0, 490.0), (0, 80, 0, 560)])
    func cardAndCarousel(dx: Double, dy: Double, offset: Double, cardY: Double) throws {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        let carouselView = ModelView(
            name: "carousel", state: ViewState(frame: CGRect(x: 0, y: 60, width: 350, height: 150)))
        let carousel = ModelScrollState(contentSize: CGSize(width: 1_050, height: 150))
        carouselView.scroll = carousel
        scene.detail.view.addSubview(carouselView)
        scene.presentAtRest(.card())
        let cardPan = try #require(scene.stagehand.core.pan.recognizer)

        let touch = Self.drag(in: scene, from: CGPoint(x: 195, y: 620), by: CGPoint(x: dx, y: dy))
        #expect(carousel.panGestureRecognizer.state == (dx != 0 ? .changed : .possible))
        #expect(cardPan.history.first == (dy != 0 ? .began : .failed))
        #expect(carousel.contentOffset == CGPoint(x: offset, y: 0))
        #expect(scene.detailFrame == Rect(20, cardY, 350, 320))
        scene.system.cancel(touch)
        scene.system.runUntilIdle()
        #expect(scene.problems.isEmpty)
    }

    // MARK: A card and its text's selection press

    /// How a finger presses on a card's text, and who takes it.
    struct PressCase: Sendable, CustomStringConvertible {
        let name: String
        /// The finger's positions, one per 1/64 s frame, as offsets from where it landed (y only).
        let moves: [Double]
        let pressBegins: Bool
        let cardY: Double
        var description: String { name }
    }

    /// A card's text (350 × 200 at y 540 in the window) selects with a long press that lets the
    /// finger drift 20 points (its `allowableMovement`, set as a text view may). The card waits for
    /// the press to fail: a finger that drifts past its 10-point slop and rests selects text, where
    /// the card took it before; a drag that goes on past the press's allowance moves the card, from
    /// where the press failed.
    @Test(
        "A press on a card's text selects; only a drag the press lets go moves the card",
        arguments: [
            PressCase(
                name: "held still, then dragged", moves: Array(repeating: 0, count: 40) + [20, 40, 60, 80],
                pressBegins: true, cardY: 490),
            PressCase(
                name: "drifting 15 points, held, then dragged",
                moves: [5, 10, 15] + Array(repeating: 15, count: 37) + [35, 55, 75, 95],
                pressBegins: true, cardY: 490),
            PressCase(
                name: "dragged at once", moves: [10, 20, 30, 40, 50, 60, 70, 80], pressBegins: false,
                cardY: 540),
        ])
    func cardYieldsToTextSelection(_ press: PressCase) throws {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        let text = ModelView(
            name: "text", state: ViewState(frame: CGRect(x: 0, y: 50, width: 350, height: 200)))
        let selection = HeadlessLongPressGestureRecognizer()
        selection.name = "selection"
        selection.allowableMovement = 20
        text.addGestureRecognizer(selection)
        scene.detail.view.addSubview(text)
        scene.presentAtRest(.card())
        let cardPan = try #require(scene.stagehand.core.pan.recognizer)

        let start = CGPoint(x: 195, y: 600)
        let touch = scene.system.pan(
            from: start, through: press.moves.map { CGPoint(x: 195, y: 600 + $0) }, frameInterval: exactFrame,
            lifts: false)
        #expect(selection.state == (press.pressBegins ? .changed : .possible), "\(press)")
        #expect(selection.history.first == (press.pressBegins ? .began : .failed), "\(press)")
        #expect(cardPan.history.first == (press.pressBegins ? .failed : .began), "\(press)")
        #expect(scene.detailFrame == Rect(20, press.cardY, 350, 320), "\(press)")
        scene.system.lift(touch)
        scene.system.runUntilIdle()
        #expect(selection.history.contains(.ended) == press.pressBegins)
        #expect(scene.problems.isEmpty)
    }

    // MARK: The screen-edge pan

    /// A drawer's dimmed side and the screen edge there, the distance from that edge where a finger
    /// lands on the dimming, and where the drawer is after the finger moved 80 points inwards.
    struct EdgeCase: Sendable, CustomStringConvertible {
        let edge: ScreenEdge
        let distance: Double
        let begins: Bool
        var description: String { "\(edge) drawer, \(distance) pt from the screen edge" }
    }

    /// A drawer half the screen long (its dimmed half holds the screen edge it is pushed back from).
    /// The screen-edge pan begins only for a finger that lands within its edge region (13 points,
    /// `HeadlessScreenEdgePanGestureRecognizer`, from UIKit 26.1's `UIScreenEdgePanGestureRecognizer`);
    /// 100 points away it fails as the finger lands, and the drawer stays.
    @Test(
        "A drawer's screen-edge pan begins only from its edge",
        arguments: [ScreenEdge.left, .right, .top, .bottom].flatMap { edge in
            [
                EdgeCase(edge: edge, distance: 5, begins: true),
                EdgeCase(edge: edge, distance: 100, begins: false),
            ]
        })
    func screenEdgeFromItsEdgeOnly(_ edgeCase: EdgeCase) throws {
        let scene = TestScene()
        scene.presentAtRest(.slideIn(from: TransitionEdge(edgeCase.edge), length: .fraction(0.5)))
        let atRest = scene.detailFrame
        let edgePan = try #require(scene.stagehand.core.pan.edgeRecognizer)
        // The screen edge is the drawer's opposite side; the finger lands there and moves inwards.
        let (start, inwards): (CGPoint, CGPoint) =
            switch edgeCase.edge.opposite {
            case .left: (CGPoint(x: edgeCase.distance, y: 400), CGPoint(x: 80, y: 0))
            case .right: (CGPoint(x: 390 - edgeCase.distance, y: 400), CGPoint(x: -80, y: 0))
            case .top: (CGPoint(x: 195, y: edgeCase.distance), CGPoint(x: 0, y: 80))
            case .bottom: (CGPoint(x: 195, y: 844 - edgeCase.distance), CGPoint(x: 0, y: -80))
            }
        #expect(scene.system.hitTest(start)?.name == "dimming")
        let touch = Self.drag(in: scene, from: start, by: inwards)
        #expect(edgePan.history.first == (edgeCase.begins ? .began : .failed), "\(edgeCase)")
        // Pushed back by the finger's 80 points less the pan's 10-point slop, or not at all.
        let moved = edgeCase.begins ? 70.0 : 0
        var expected = atRest
        switch edgeCase.edge {
        case .left: expected.x -= moved
        case .right: expected.x += moved
        case .top: expected.y -= moved
        case .bottom: expected.y += moved
        }
        #expect(scene.detailFrame == expected, "\(edgeCase)")
        scene.system.cancel(touch)
        scene.system.runUntilIdle()
        #expect(scene.detailFrame == atRest)
        #expect(scene.problems.isEmpty)
    }

    // MARK: The decisions, one by one

    /// What the presented view's pan waits for: the content's recognizers, not the scroll views'
    /// own, not Stagehand's, not what is outside the content.
    @Test("The pan waits for the content's recognizers, not for a scroll view's own or the dimming's")
    func failureRequirements() throws {
        let scene = TestScene()
        let tableView = ModelView(
            name: "table", state: ViewState(frame: CGRect(x: 0, y: 100, width: 292.5, height: 600)))
        let table = ModelScrollState(contentSize: CGSize(width: 292.5, height: 2_000))
        tableView.scroll = table
        let rowSwipe = HeadlessPanGestureRecognizer()
        tableView.addGestureRecognizer(rowSwipe)
        // UIKit's private touch-delaying recognizer of a scroll view (`delaysContentTouches`).
        let touchDelay = HeadlessLongPressGestureRecognizer()
        touchDelay.delaysTouchesBegan = true
        tableView.addGestureRecognizer(touchDelay)
        scene.detail.view.addSubview(tableView)
        let press = HeadlessLongPressGestureRecognizer()
        scene.detail.view.addGestureRecognizer(press)
        scene.presentAtRest(.slideIn(from: .left))
        let core = try scene.stagehand.core.pan
        let pan = try #require(core.recognizer)
        let edgePan = try #require(core.edgeRecognizer)
        let dimming = try #require(scene.system.hitTest(CGPoint(x: 380, y: 400)))
        let dimmingTap = try #require(dimming.gestureRecognizers.first)
        let cases: [(String, HeadlessGestureRecognizer, Bool)] = [
            ("a press on the content's root view", press, true),
            ("a recognizer the table carries besides its scrolling", rowSwipe, true),
            ("the table's own pan", table.panGestureRecognizer, false),
            ("the table's touch-delaying recognizer", touchDelay, false),
            ("the dimming's tap", dimmingTap, false),
            ("Stagehand's screen-edge pan", edgePan, false),
        ]
        for (name, other, waits) in cases {
            #expect(core.shouldRequireFailure(pan, of: other, on: other.view) == waits, "\(name)")
            #expect(core.shouldRequireFailure(edgePan, of: other, on: other.view) == waits, "\(name)")
        }
        #expect(core.shouldRequireFailure(edgePan, of: pan, on: pan.view) == false)
    }

    /// The layer's reading of a scroll view's recognizers, as the platform reports them (on a
    /// phone, from `UIScrollView`'s `panGestureRecognizer`, `pinchGestureRecognizer` and each
    /// recognizer's `delaysTouchesBegan`).
    @Test(
        "A scroll view's pan, pinch and touch-delaying recognizer scroll its content; its others do not",
        arguments: [
            (LayerScrollRecognizer.pan, true), (.pinch, true), (.other(delaysTouchesBegan: true), true),
            (.other(delaysTouchesBegan: false), false),
        ])
    func scrollsContent(recognizer: LayerScrollRecognizer, scrolls: Bool) {
        #expect(DismissalPanCore<HeadlessPlatform>.scrollsContent(recognizer) == scrolls)
    }
}
