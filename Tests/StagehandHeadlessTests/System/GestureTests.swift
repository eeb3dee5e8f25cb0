import Foundation
import StagehandCore
import StagehandHeadless
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

@MainActor
@Suite("Headless UIKit: gesture recognizers")
struct GestureTests {
    typealias State = HeadlessGestureRecognizer.State

    /// A touch script played on a pan and a tap sharing one view, and the states each went through.
    enum Script: String, CaseIterable, Sendable {
        case dragThenLift, nudgeThenLift, dragThenCancel, tapInPlace, tapThatWanders, tapCancelled

        var panHistory: [State] {
            switch self {
            case .dragThenLift: [.began, .changed, .changed, .ended, .possible]
            case .dragThenCancel: [.began, .changed, .cancelled, .possible]
            case .nudgeThenLift, .tapInPlace, .tapCancelled: [.failed, .possible]
            // The pan begins at 12 points, which fails the tap (exclusion) before the tap's own limit.
            case .tapThatWanders: [.began, .ended, .possible]
            }
        }

        var tapHistory: [State] {
            switch self {
            case .tapInPlace: [.recognized, .possible]
            case .nudgeThenLift: [.recognized, .possible]
            default: [.failed, .possible]
            }
        }
    }

    @Test("State machines: what a pan and a tap go through for each touch script", arguments: Script.allCases)
    func stateMachines(script: Script) {
        let scene = TouchScene()
        let view = scene.addView("card", CGRect(x: 0, y: 400, width: 390, height: 400))
        let pan = scene.attach(HeadlessPanGestureRecognizer(), named: "pan", to: view)
        let tap = scene.attach(HeadlessTapGestureRecognizer(), named: "tap", to: view)
        let system = scene.system
        let touch = system.touchDown(at: CGPoint(x: 100, y: 500))
        switch script {
        case .dragThenLift:
            for y in [510.0, 520, 530] {
                system.advance(by: exactFrame)
                system.move(touch, to: CGPoint(x: 100, y: y))
            }
            system.lift(touch)
        case .nudgeThenLift:
            system.advance(by: exactFrame)
            system.move(touch, to: CGPoint(x: 100, y: 505))
            system.lift(touch)
        case .dragThenCancel:
            for y in [510.0, 520] {
                system.advance(by: exactFrame)
                system.move(touch, to: CGPoint(x: 100, y: y))
            }
            system.cancel(touch)
        case .tapInPlace:
            system.lift(touch)
        case .tapThatWanders:
            system.advance(by: exactFrame)
            system.move(touch, to: CGPoint(x: 100, y: 512))
            system.lift(touch)
        case .tapCancelled:
            system.cancel(touch)
        }
        #expect(pan.history == script.panHistory)
        #expect(tap.history == script.tapHistory)
        #expect(pan.state == .possible && tap.state == .possible)
        #expect(touch.gestureRecognizers.isEmpty)
        #expect(system.gestureEnvironment.activeTouches.isEmpty)
    }

    /// A single move from (100, 500) and what the pan makes of it.
    struct SlopCase: Sendable, CustomStringConvertible {
        let move: (x: Double, y: Double)
        let begins: Bool
        let translation: (x: Double, y: Double)
        var description: String { "move (\(move.x), \(move.y))" }
    }

    @Test(
        "Slop: a pan begins once one axis moved 10 points, with the 10 points taken out of its translation",
        arguments: [
            SlopCase(move: (0, 9.5), begins: false, translation: (0, 9.5)),
            SlopCase(move: (0, 10), begins: true, translation: (0, 0)),
            SlopCase(move: (0, 12), begins: true, translation: (0, 2)),
            SlopCase(move: (0, -25), begins: true, translation: (0, -15)),
            SlopCase(move: (8, 8), begins: false, translation: (8, 8)),  // 11.3 points diagonally: not enough
            SlopCase(move: (-15, 4), begins: true, translation: (-5, 0)),
            SlopCase(move: (14, -12), begins: true, translation: (4, -2)),
        ])
    func slop(_ slop: SlopCase) {
        let scene = TouchScene()
        let pan = scene.attach(HeadlessPanGestureRecognizer(), named: "pan", to: scene.root)
        var translationAtBegan: CGPoint?
        pan.addTarget { pan in
            if pan.state == .began { translationAtBegan = pan.translation(in: nil) }
        }
        let touch = scene.system.touchDown(at: CGPoint(x: 100, y: 500))
        scene.system.advance(by: exactFrame)
        scene.system.move(touch, to: CGPoint(x: 100 + slop.move.x, y: 500 + slop.move.y))
        #expect(pan.state == (slop.begins ? .began : .possible))
        #expect(pan.translation(in: nil) == CGPoint(x: slop.translation.x, y: slop.translation.y))
        #expect(
            translationAtBegan == (slop.begins ? CGPoint(x: slop.translation.x, y: slop.translation.y) : nil))
        scene.system.cancel(touch)
    }

    /// Moves, each a clock step then a vertical displacement, and the pan's velocity afterwards.
    struct VelocityCase: Sendable, CustomStringConvertible {
        let name: String
        let moves: [(seconds: Double, dy: Double)]
        let velocity: Double
        var description: String { name }
    }

    @Test(
        "Velocity: 0.2 × the last sample + 0.8 × the one before, on the virtual clock",
        arguments: [
            VelocityCase(name: "one sample", moves: [(exactFrame, 10)], velocity: 640),
            VelocityCase(
                name: "two samples blend", moves: [(exactFrame, 5), (exactFrame, 10)], velocity: 384),
            VelocityCase(
                name: "steady drag", moves: [(exactFrame, 10), (exactFrame, 10), (exactFrame, 10)],
                velocity: 640),
            VelocityCase(
                name: "slowing drag", moves: [(exactFrame, 20), (exactFrame, 20), (exactFrame, 5)],
                velocity: 1088),
            VelocityCase(
                name: "a move at the same instant makes no sample",
                moves: [(exactFrame, 10), (0, 10), (exactFrame, 20)], velocity: 768),
            VelocityCase(
                name: "a sample under a millisecond counts as zero",
                moves: [(exactFrame, 10), (1.0 / 2048, 1)], velocity: 512),
            VelocityCase(name: "upwards", moves: [(exactFrame, -10), (exactFrame / 2, -10)], velocity: -768),
        ])
    func velocity(_ velocity: VelocityCase) {
        let scene = TouchScene()
        let pan = scene.attach(HeadlessPanGestureRecognizer(), named: "pan", to: scene.root)
        var velocityAtEnd: CGPoint?
        pan.addTarget { pan in
            if pan.state == .ended { velocityAtEnd = pan.velocity(in: scene.root) }
        }
        let touch = scene.system.touchDown(at: CGPoint(x: 100, y: 400))
        var y = 400.0
        for move in velocity.moves {
            scene.system.advance(by: move.seconds)
            y += move.dy
            scene.system.move(touch, to: CGPoint(x: 100, y: y))
        }
        #expect(pan.velocity(in: nil) == CGPoint(x: 0, y: velocity.velocity))
        // Lifting adds no sample: the velocity at .ended is that of the last moves.
        scene.system.advance(by: exactFrame)
        scene.system.lift(touch)
        #expect(velocityAtEnd == CGPoint(x: 0, y: velocity.velocity))
        // Reset clears the samples.
        #expect(pan.velocity(in: nil) == .zero)
    }

    @Test("pan(…releaseVelocity:) ends with exactly the velocity asked for")
    func releaseVelocity() {
        let scene = TouchScene()
        let pan = scene.attach(HeadlessPanGestureRecognizer(), named: "pan", to: scene.root)
        var ended: (translation: CGPoint, velocity: CGPoint)?
        pan.addTarget { pan in
            if pan.state == .ended { ended = (pan.translation(in: nil), pan.velocity(in: nil)) }
        }
        scene.system.pan(
            from: CGPoint(x: 100, y: 300), by: CGPoint(x: 0, y: 80), steps: 4, frameInterval: exactFrame,
            releaseVelocity: CGPoint(x: 0, y: 1280))
        // 80 points in four moves, then two frames at 1280 pt/s (20 points each); minus the 10-point slop.
        #expect(ended?.translation == CGPoint(x: 0, y: 110))
        #expect(ended?.velocity == CGPoint(x: 0, y: 1280))
        #expect(scene.system.time == 6 * exactFrame)
    }

    /// Who refuses a pan about to begin, and who was asked.
    enum Refusal: String, CaseIterable, Sendable {
        case delegate, hitView, hitViewButTouchesNotCancelled
    }

    @Test(
        "shouldBegin: the hit view is asked before the delegate, only when the pan cancels touches",
        arguments: Refusal.allCases)
    func shouldBeginRefusal(_ refusal: Refusal) {
        let scene = TouchScene()
        let button = scene.addView("button", CGRect(x: 50, y: 450, width: 100, height: 100))
        let pan = scene.attach(HeadlessPanGestureRecognizer(), named: "pan", to: scene.root)
        let delegate = ScriptedGestureDelegate()
        pan.delegate = delegate
        var viewAsked = 0
        switch refusal {
        case .delegate:
            delegate.shouldBegin = { _ in false }
        case .hitView, .hitViewButTouchesNotCancelled:
            button.gestureRecognizerShouldBegin = { recognizer in
                viewAsked += 1
                return recognizer !== pan
            }
            pan.cancelsTouchesInView = refusal == .hitView
        }
        scene.system.pan(
            from: CGPoint(x: 100, y: 500), by: CGPoint(x: 0, y: 40), steps: 4, frameInterval: exactFrame)
        switch refusal {
        case .delegate:
            #expect(pan.history == [.failed, .possible])
            #expect((delegate.shouldBeginCount, viewAsked) == (1, 0))
        case .hitView:
            #expect(pan.history == [.failed, .possible])
            #expect((delegate.shouldBeginCount, viewAsked) == (0, 1))
        case .hitViewButTouchesNotCancelled:
            #expect(pan.history == [.began, .changed, .changed, .changed, .ended, .possible])
            #expect((delegate.shouldBeginCount, viewAsked) == (1, 0))
        }
        #expect(
            scene.actions
                == (refusal == .hitViewButTouchesNotCancelled
                    ? [
                        "pan: began", "pan: changed", "pan: changed", "pan: changed", "pan: ended",
                    ] : []))
    }

    /// Which delegates allow a child's pan and its parent's to recognize together.
    struct SimultaneousCase: Sendable, CustomStringConvertible {
        let childAllows: Bool
        let parentAllows: Bool
        let parentBegins: Bool
        var description: String { "child allows \(childAllows), parent allows \(parentAllows)" }
    }

    @Test(
        "Simultaneous recognition: the deeper pan wins alone unless either delegate allows both",
        arguments: [
            SimultaneousCase(childAllows: false, parentAllows: false, parentBegins: false),
            SimultaneousCase(childAllows: true, parentAllows: false, parentBegins: true),
            SimultaneousCase(childAllows: false, parentAllows: true, parentBegins: true),
            SimultaneousCase(childAllows: true, parentAllows: true, parentBegins: true),
        ])
    func simultaneous(_ simultaneous: SimultaneousCase) {
        let scene = TouchScene()
        let child = scene.addView("child", CGRect(x: 0, y: 400, width: 390, height: 400))
        let parentPan = scene.attach(HeadlessPanGestureRecognizer(), named: "parent", to: scene.root)
        let childPan = scene.attach(HeadlessPanGestureRecognizer(), named: "child", to: child)
        let childDelegate = ScriptedGestureDelegate()
        let parentDelegate = ScriptedGestureDelegate()
        childPan.delegate = childDelegate
        parentPan.delegate = parentDelegate
        if simultaneous.childAllows { childDelegate.simultaneousWith = [parentPan] }
        if simultaneous.parentAllows { parentDelegate.simultaneousWith = [childPan] }
        scene.system.pan(
            from: CGPoint(x: 100, y: 500), by: CGPoint(x: 0, y: 20), steps: 2, frameInterval: exactFrame)
        #expect(childPan.history == [.began, .changed, .ended, .possible])
        #expect(
            scene.actions
                == (simultaneous.parentBegins
                    ? [
                        "child: began", "parent: began", "child: changed", "parent: changed", "child: ended",
                        "parent: ended",
                    ]
                    : ["child: began", "child: changed", "child: ended"]))
        #expect(
            parentPan.history
                == (simultaneous.parentBegins
                    ? [.began, .changed, .ended, .possible] : [.failed, .possible]))
    }

    @Test("The deepest recognizer wins: child before parent; on one view, the first added")
    func deepestWins() {
        let scene = TouchScene()
        let middle = scene.addView("middle", CGRect(x: 0, y: 300, width: 390, height: 500))
        let leaf = scene.addView("leaf", CGRect(x: 0, y: 100, width: 390, height: 200), in: middle)
        let rootPan = scene.attach(HeadlessPanGestureRecognizer(), named: "root", to: scene.root)
        let middlePan = scene.attach(HeadlessPanGestureRecognizer(), named: "middle", to: middle)
        let leafFirst = scene.attach(HeadlessPanGestureRecognizer(), named: "leaf 1", to: leaf)
        let leafSecond = scene.attach(HeadlessPanGestureRecognizer(), named: "leaf 2", to: leaf)
        // On the leaf: the leaf's first pan.
        leafFirst.cancelsTouchesInView = true
        let touch = scene.system.touchDown(at: CGPoint(x: 100, y: 450))
        #expect(touch.view === leaf)
        #expect(!touch.isCancelledInView)
        #expect(touch.gestureRecognizers.map(\.name) == ["leaf 1", "leaf 2", "middle", "root"])
        scene.system.advance(by: exactFrame)
        scene.system.move(touch, to: CGPoint(x: 100, y: 470))
        #expect(leafFirst.state == .began)
        // The leaf's pan cancels touches in its view: the leaf no longer gets this touch.
        #expect(touch.isCancelledInView)
        #expect(
            [leafSecond, middlePan, rootPan].map(\.history)
                == Array(repeating: [.failed, .possible], count: 3))
        scene.system.lift(touch)
        // On the middle view, outside the leaf: the middle's pan.
        scene.system.pan(
            from: CGPoint(x: 100, y: 700), by: CGPoint(x: 0, y: 20), steps: 1, frameInterval: exactFrame)
        #expect(middlePan.history.suffix(3) == [.began, .ended, .possible])
        #expect(rootPan.history.suffix(2) == [.failed, .possible])
        #expect(
            scene.system.gestureEnvironment.log.map(\.description).prefix(4) == [
                "leaf 1: began", "leaf 2: failed", "middle: failed", "root: failed",
            ])
    }

    @Test("require(toFail:): a tap waits for a pan to fail, and fails when the pan begins")
    func failureRequirement() {
        let scene = TouchScene()
        let card = scene.addView("card", CGRect(x: 0, y: 400, width: 390, height: 400))
        let tap = scene.attach(HeadlessTapGestureRecognizer(), named: "tap", to: card)
        let pan = scene.attach(HeadlessPanGestureRecognizer(), named: "pan", to: scene.root)
        tap.require(toFail: pan)
        // A tap in place: the tap (deeper) sees the lift first and waits; the pan fails; the tap goes on.
        scene.system.tap(at: CGPoint(x: 100, y: 500))
        #expect(
            scene.system.gestureEnvironment.log.map(\.description) == [
                "pan: failed", "tap: recognized", "pan: possible", "tap: possible",
            ])
        #expect(scene.actions == ["tap: recognized"])
        // A 10-point drag: within the tap's allowance, but the pan begins, so the tap fails.
        scene.system.pan(
            from: CGPoint(x: 100, y: 500), by: CGPoint(x: 10, y: 0), steps: 1, frameInterval: exactFrame)
        #expect(tap.history.suffix(2) == [.failed, .possible])
        #expect(pan.history.suffix(3) == [.began, .ended, .possible])
    }

    @Test("Taps: the deepest tap recognizer gets the tap, at its location; tapHandler is a tap recognizer")
    func tapDelivery() {
        let scene = TouchScene()
        let card = scene.addView("card", CGRect(x: 20, y: 400, width: 350, height: 300))
        let cardTap = scene.attach(HeadlessTapGestureRecognizer(), named: "card", to: card)
        scene.attach(HeadlessTapGestureRecognizer(), named: "root", to: scene.root)
        var location: CGPoint?
        cardTap.addTarget { tap in location = tap.location(in: card) }
        #expect(scene.system.tap(at: CGPoint(x: 100, y: 450)) === card)
        #expect(location == CGPoint(x: 80, y: 50))
        #expect(scene.system.tap(at: CGPoint(x: 100, y: 100)) === scene.root)
        #expect(scene.actions == ["card: recognized", "root: recognized"])
        // A legacy tap handler installs a tap recognizer, which competes like any other.
        var handled = 0
        card.tapHandler = { handled += 1 }
        #expect(card.gestureRecognizers.count == 2)
        scene.system.tap(at: CGPoint(x: 100, y: 450))
        #expect(handled == 0)  // the card's own tap recognizer was added first, so it wins
        card.removeGestureRecognizer(cardTap)
        scene.system.tap(at: CGPoint(x: 100, y: 450))
        #expect(handled == 1)
        card.tapHandler = nil
        #expect(card.gestureRecognizers.isEmpty)
    }

    @Test("Removing or disabling a recognizer mid-gesture cancels it and tells its targets")
    func abandonMidGesture() {
        for removes in [true, false] {
            let scene = TouchScene()
            let pan = scene.attach(HeadlessPanGestureRecognizer(), named: "pan", to: scene.root)
            let touch = scene.system.pan(
                from: CGPoint(x: 100, y: 500), by: CGPoint(x: 0, y: 30), steps: 3, frameInterval: exactFrame,
                lifts: false)
            if removes { scene.root.removeGestureRecognizer(pan) } else { pan.isEnabled = false }
            #expect(scene.actions == ["pan: began", "pan: changed", "pan: changed", "pan: cancelled"])
            #expect(pan.state == .possible)
            #expect((pan.view == nil) == removes)
            scene.system.move(touch, to: CGPoint(x: 100, y: 600))
            scene.system.lift(touch)
            #expect(scene.actions.count == 4)
        }
    }

    @Test("Targets are held weakly; a delegate can keep a recognizer from seeing a touch")
    func targetsAndReceiving() {
        final class Handler {
            var calls = 0
            func handle(_ pan: HeadlessPanGestureRecognizer) { calls += 1 }
        }
        let scene = TouchScene()
        let pan = scene.attach(HeadlessPanGestureRecognizer(), named: "pan", to: scene.root)
        var handler: Handler? = Handler()
        weak let released = handler
        pan.addTarget(handler!, action: Handler.handle)
        scene.system.pan(
            from: CGPoint(x: 100, y: 500), by: CGPoint(x: 0, y: 20), steps: 2, frameInterval: exactFrame)
        #expect(handler?.calls == 3)
        handler = nil
        #expect(released == nil)
        scene.system.pan(
            from: CGPoint(x: 100, y: 500), by: CGPoint(x: 0, y: 20), steps: 2, frameInterval: exactFrame)
        #expect(scene.actions.count == 6)

        let delegate = ScriptedGestureDelegate()
        delegate.receives = { touch in touch.location.y > 400 }
        pan.delegate = delegate
        let above = scene.system.touchDown(at: CGPoint(x: 100, y: 300))
        #expect(above.gestureRecognizers.isEmpty)
        scene.system.lift(above)
        let below = scene.system.touchDown(at: CGPoint(x: 100, y: 500))
        #expect(below.gestureRecognizers.map(\.name) == ["pan"])
        scene.system.lift(below)
    }
}
