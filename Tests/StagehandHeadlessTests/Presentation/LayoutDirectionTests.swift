import Foundation
import StagehandCore
import StagehandHeadless
import StagehandTestSupport
import StagehandUIKitLayer
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Leading and trailing edges on the headless UIKit, through the layer a phone runs: the window's
/// layout direction (`HeadlessTraits.layoutDirection`, a `UITraitCollection`'s) places them, the
/// physical edges stay where they are, and a presentation keeps the side it began on until its
/// dismissal ends. The iPhone in portrait is 390 × 844 points; a drawer is 3/4 of its width,
/// 292.5 points.
@MainActor
@Suite("UIKit layer: leading and trailing edges follow the layout direction")
struct LayoutDirectionTests {
    /// One frame of the run loop.
    private static let frame = 1.0 / 60

    /// A scene whose window is laid out in `direction`.
    static func scene(_ direction: HeadlessTraits.LayoutDirection) -> TestScene {
        let scene = TestScene()
        scene.system.setTraits(HeadlessTraits.iPhonePortrait.laidOut(in: direction))
        return scene
    }

    /// The presented view's frame one frame into an animated presentation of `transition`, and at
    /// rest.
    static func framesPresenting(_ transition: StagehandTransition, in scene: TestScene) -> (Rect, Rect) {
        scene.list.present(scene.detail, transition: transition, animated: true)
        scene.system.advance(by: 0)
        let first = scene.detailFrame
        scene.system.runUntilIdle()
        return (first, scene.detailFrame)
    }

    struct EdgeCase: Sendable, CustomTestStringConvertible {
        var edge: TransitionEdge
        var direction: HeadlessTraits.LayoutDirection
        /// Where the drawer starts, off screen, and where it rests.
        var start: Rect
        var rest: Rect
        var testDescription: String { ".\(edge), \(direction)" }
    }

    /// A drawer from each horizontal edge in both directions: `.leading` is the left left to right
    /// and the right right to left, `.trailing` the other way, `.left` and `.right` never move.
    nonisolated static let drawerCases: [EdgeCase] = [
        EdgeCase(
            edge: .leading, direction: .leftToRight, start: Rect(-292.5, 0, 292.5, 844),
            rest: Rect(0, 0, 292.5, 844)),
        EdgeCase(
            edge: .leading, direction: .rightToLeft, start: Rect(390, 0, 292.5, 844),
            rest: Rect(97.5, 0, 292.5, 844)),
        EdgeCase(
            edge: .trailing, direction: .leftToRight, start: Rect(390, 0, 292.5, 844),
            rest: Rect(97.5, 0, 292.5, 844)),
        EdgeCase(
            edge: .trailing, direction: .rightToLeft, start: Rect(-292.5, 0, 292.5, 844),
            rest: Rect(0, 0, 292.5, 844)),
        EdgeCase(
            edge: .left, direction: .rightToLeft, start: Rect(-292.5, 0, 292.5, 844),
            rest: Rect(0, 0, 292.5, 844)),
        EdgeCase(
            edge: .right, direction: .rightToLeft, start: Rect(390, 0, 292.5, 844),
            rest: Rect(97.5, 0, 292.5, 844)),
        EdgeCase(
            edge: .left, direction: .leftToRight, start: Rect(-292.5, 0, 292.5, 844),
            rest: Rect(0, 0, 292.5, 844)),
    ]

    @Test("A drawer comes from its resolved edge and rests against it", arguments: drawerCases)
    func drawer(_ c: EdgeCase) throws {
        let scene = Self.scene(c.direction)
        let (first, rest) = Self.framesPresenting(.slideIn(from: c.edge), in: scene)
        #expect(first == c.start)
        #expect(rest == c.rest)
        #expect(scene.problems.isEmpty)
    }

    struct DragCase: Sendable, CustomTestStringConvertible {
        var edge: TransitionEdge
        var direction: HeadlessTraits.LayoutDirection
        /// The finger's travel along x, and its release velocity, in points per second.
        var dx: Double
        var dismisses: Bool
        var testDescription: String { ".\(edge), \(direction), dx \(dx)" }
    }

    /// A drag towards the resolved edge dismisses the drawer; the same drag the other way does not.
    nonisolated static let dragCases: [DragCase] = [
        DragCase(edge: .leading, direction: .rightToLeft, dx: 150, dismisses: true),
        DragCase(edge: .leading, direction: .rightToLeft, dx: -150, dismisses: false),
        DragCase(edge: .leading, direction: .leftToRight, dx: -150, dismisses: true),
        DragCase(edge: .leading, direction: .leftToRight, dx: 150, dismisses: false),
        DragCase(edge: .trailing, direction: .rightToLeft, dx: -150, dismisses: true),
        DragCase(edge: .trailing, direction: .rightToLeft, dx: 150, dismisses: false),
        DragCase(edge: .left, direction: .rightToLeft, dx: -150, dismisses: true),
        DragCase(edge: .left, direction: .rightToLeft, dx: 150, dismisses: false),
    ]

    @Test(
        "A drag towards the drawer's resolved edge dismisses it, the other way does not", arguments: dragCases
    )
    func drawerDrag(_ c: DragCase) throws {
        let scene = Self.scene(c.direction)
        scene.presentAtRest(.slideIn(from: c.edge))
        let rest = scene.detailFrame
        let start = CGPoint(x: rest.x + rest.width / 2, y: 400)
        let steps = (1...5).map { c.dx * Double($0) / 5 }
        #expect(
            try scene.stagehand.drag(from: start, along: .horizontal, through: steps, velocity: c.dx * 10))
        scene.system.runUntilIdle()
        #expect((scene.detail.presentingViewController == nil) == c.dismisses)
        if !c.dismisses { #expect(scene.detailFrame == rest) }
        #expect(scene.problems.isEmpty)
    }

    struct FullScreenCase: Sendable, CustomTestStringConvertible {
        var name: String
        var transition: StagehandTransition
        var direction: HeadlessTraits.LayoutDirection
        /// The presented view's frame one frame in, and the presenting view's at rest.
        var start: Rect
        var presentingAtRest: Rect
        var testDescription: String { "\(name), \(direction)" }
    }

    /// A push moves the presenting screen 30 % of the way out the other side (117 points); a cover
    /// leaves it where it is. Both come from their resolved edge; `.right` stays physical.
    nonisolated static let fullScreenCases: [FullScreenCase] = [
        FullScreenCase(
            name: "push .trailing", transition: .push(from: .trailing), direction: .leftToRight,
            start: Rect(390, 0, 390, 844), presentingAtRest: Rect(-117, 0, 390, 844)),
        FullScreenCase(
            name: "push .trailing", transition: .push(from: .trailing), direction: .rightToLeft,
            start: Rect(-390, 0, 390, 844), presentingAtRest: Rect(117, 0, 390, 844)),
        FullScreenCase(
            name: "push .leading", transition: .push(from: .leading), direction: .rightToLeft,
            start: Rect(390, 0, 390, 844), presentingAtRest: Rect(-117, 0, 390, 844)),
        FullScreenCase(
            name: "push .right", transition: .push(from: .right), direction: .rightToLeft,
            start: Rect(390, 0, 390, 844), presentingAtRest: Rect(-117, 0, 390, 844)),
        FullScreenCase(
            name: "cover .leading", transition: .cover(from: .leading), direction: .leftToRight,
            start: Rect(-390, 0, 390, 844), presentingAtRest: Rect(0, 0, 390, 844)),
        FullScreenCase(
            name: "cover .leading", transition: .cover(from: .leading), direction: .rightToLeft,
            start: Rect(390, 0, 390, 844), presentingAtRest: Rect(0, 0, 390, 844)),
        FullScreenCase(
            name: "cover .trailing", transition: .cover(from: .trailing), direction: .rightToLeft,
            start: Rect(-390, 0, 390, 844), presentingAtRest: Rect(0, 0, 390, 844)),
        FullScreenCase(
            name: "cover .left", transition: .cover(from: .left), direction: .rightToLeft,
            start: Rect(-390, 0, 390, 844), presentingAtRest: Rect(0, 0, 390, 844)),
    ]

    @Test("Pushes and covers come from their resolved edge", arguments: fullScreenCases)
    func fullScreen(_ c: FullScreenCase) throws {
        let scene = Self.scene(c.direction)
        let (first, rest) = Self.framesPresenting(c.transition, in: scene)
        #expect(first == c.start)
        #expect(rest == Rect(0, 0, 390, 844))
        // The presenting view is the container's at rest for a push (the full-screen style hands
        // it over, rule 11): where the parallax left it before UIKit took it out.
        if case .push = c.transition.kind {
            let plan = try scene.stagehand.driver.transition.choreography(
                for: .present,
                in: scene.stagehand.stage.measure(includingElements: false), detent: nil
            ).plan
            let index = try #require(plan.index(of: .presenting))
            #expect(Rect(plan.finalStates[index].frame) == c.presentingAtRest)
        }
        #expect(scene.problems.isEmpty)
    }

    /// A push from the trailing edge, draggable, is pulled back by a drag towards its resolved edge:
    /// to the left right to left.
    @Test("A draggable push from the trailing edge is pulled back towards its resolved edge")
    func pushDrag() throws {
        for (dx, dismisses) in [(-200.0, true), (200.0, false)] {
            let scene = Self.scene(.rightToLeft)
            scene.presentAtRest(StagehandTransition.push(from: .trailing).interactivelyDismissible(true))
            let steps = (1...5).map { dx * Double($0) / 5 }
            #expect(
                try scene.stagehand.drag(
                    from: CGPoint(x: 195, y: 600), along: .horizontal, through: steps, velocity: dx * 10))
            scene.system.runUntilIdle()
            #expect((scene.detail.presentingViewController == nil) == dismisses, "dx \(dx)")
            #expect(scene.problems.isEmpty)
        }
    }

    /// The window turns right to left while a leading drawer presented left to right is on screen
    /// (mid-presentation, then at rest, then through a size-class change that lays it out again):
    /// the drawer stays on the left, leaves through the left, and a drag to the left dismisses it.
    /// The next presentation begins right to left and comes from the right.
    @Test("A presentation keeps the side it began on until its dismissal ends")
    func directionFixedForLife() throws {
        let scene = Self.scene(.leftToRight)
        scene.list.present(scene.detail, transition: .slideIn(from: .leading), animated: true)
        scene.system.advance(by: 0.1)
        scene.system.setTraits(scene.system.traitCollection.laidOut(in: .rightToLeft))
        scene.system.runUntilIdle()
        #expect(scene.detailFrame == Rect(0, 0, 292.5, 844))
        var traits = scene.system.traitCollection
        traits.horizontalSizeClass = .regular
        scene.system.setTraits(traits)
        scene.system.runUntilIdle()
        #expect(scene.detailFrame == Rect(0, 0, 292.5, 844))
        // The dismissal leaves through the left: one frame in, the drawer has moved left.
        scene.detail.dismiss(animated: true)
        scene.system.advance(by: 0)
        scene.system.advance(by: Self.frame * 3)
        #expect(scene.detailFrame.x < 0)
        #expect(scene.detailFrame.width == 292.5)
        scene.system.runUntilIdle()
        #expect(scene.detail.presentingViewController == nil)

        // Presented again, now that the window is right to left: from the right, and a drag to the
        // right dismisses it.
        let (first, rest) = Self.framesPresenting(.slideIn(from: .leading), in: scene)
        #expect(first == Rect(390, 0, 292.5, 844))
        #expect(rest == Rect(97.5, 0, 292.5, 844))
        scene.system.setTraits(scene.system.traitCollection.laidOut(in: .leftToRight))
        scene.system.runUntilIdle()
        #expect(scene.detailFrame == Rect(97.5, 0, 292.5, 844))
        #expect(
            try scene.stagehand.drag(
                from: CGPoint(x: 240, y: 400), along: .horizontal, through: [30, 60, 90, 120],
                velocity: 1_500))
        scene.system.runUntilIdle()
        #expect(scene.detail.presentingViewController == nil)
        #expect(scene.problems.isEmpty)
    }

    /// A drawer from the leading edge right to left is pushed back from the screen edge on its dimmed
    /// side, which is the left one: the screen-edge recognizer is resolved with the drawer.
    @Test("A leading drawer's screen-edge pan is on its dimmed side, right to left too")
    func screenEdgePan() throws {
        let scene = Self.scene(.rightToLeft)
        scene.presentAtRest(StagehandTransition.slideIn(from: .leading, length: .fraction(0.5)))
        #expect(scene.detailFrame == Rect(195, 0, 195, 844))
        let edgePan = try #require(scene.stagehand.core.pan.edgeRecognizer)
        let recognizer = try #require(edgePan as? HeadlessScreenEdgePanGestureRecognizer)
        #expect(recognizer.edges == .left)
    }
}
