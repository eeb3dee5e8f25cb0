import Foundation
import StagehandCore
import StagehandHeadless
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

@MainActor
@Suite("Headless UIKit: hit testing and touch routing")
struct TouchRoutingTests {
    /// A card presented over the root (the card covers the bottom half), the root with a tap and a
    /// pan recording their actions.
    private func presentCard() throws -> (
        scene: TouchScene, delegate: TestDelegate, container: ModelView, card: ModelView
    ) {
        let scene = TouchScene()
        let delegate = TestDelegate()
        let detail = ModelViewController(name: "detail", content: .card(title: "Ada"))
        detail.modalPresentationStyle = .custom
        detail.transitioningDelegate = delegate
        scene.attach(HeadlessTapGestureRecognizer(), named: "root tap", to: scene.root)
        scene.attach(HeadlessPanGestureRecognizer(), named: "root pan", to: scene.root)
        scene.system.rootViewController.present(detail)
        scene.system.runUntilIdle()
        return (scene, delegate, try #require(detail.view.superview), detail.view)
    }

    @Test("Rule 35: a touch on a custom presentation's container outside its views reaches nothing below")
    func containerSwallows() throws {
        let (scene, delegate, container, card) = try presentCard()
        let system = scene.system
        #expect(container.name == "container")
        #expect(system.tap(at: CGPoint(x: 195, y: 200)) === container)
        let drag = system.pan(
            from: CGPoint(x: 195, y: 200), by: CGPoint(x: 0, y: 60), steps: 6, frameInterval: exactFrame)
        #expect(drag.view === container)
        #expect(drag.gestureRecognizers.isEmpty)
        #expect(system.tap(at: CGPoint(x: 195, y: 600)) === card)
        #expect(scene.actions.isEmpty)
        _ = delegate
    }

    @Test("Rule 35: a pass-through view hands the points outside the presented views to the presenting view")
    func passThrough() throws {
        let (scene, delegate, container, card) = try presentCard()
        let system = scene.system
        let presenting = scene.root
        let passthrough = ModelView(name: "passthrough", state: ViewState(frame: container.bounds))
        passthrough.hitTestOverride = { [weak passthrough, weak presenting] point, hit in
            guard let passthrough, let presenting, hit === passthrough else { return hit }
            return presenting.hitTest(passthrough.convert(point, to: presenting))
        }
        container.insertSubview(passthrough, at: 0)
        #expect(system.tap(at: CGPoint(x: 195, y: 200)) === presenting)
        #expect(system.tap(at: CGPoint(x: 195, y: 600)) === card)
        system.pan(
            from: CGPoint(x: 195, y: 200), by: CGPoint(x: 0, y: 20), steps: 2, frameInterval: exactFrame)
        #expect(
            scene.actions == [
                "root tap: recognized", "root pan: began", "root pan: changed", "root pan: ended",
            ])
        _ = delegate
    }

    @Test("Hit testing follows a scroll view's offset: its bounds origin moves its subviews")
    func scrolledHitTesting() {
        let scene = TouchScene()
        let list = scene.addView("list", CGRect(x: 0, y: 100, width: 390, height: 400))
        let scroll = scene.makeScrollable(list, contentSize: CGSize(width: 390, height: 1000))
        let row = scene.addView("row", CGRect(x: 0, y: 500, width: 390, height: 60), in: list)
        // At rest the row is below the list's bounds: the list's own pointInside stops the search.
        #expect(scene.system.hitTest(CGPoint(x: 195, y: 330)) === list)
        #expect(row.frame(in: nil) == CGRect(x: 0, y: 600, width: 390, height: 60))
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        #expect(list.bounds == CGRect(x: 0, y: 300, width: 390, height: 400))
        #expect(row.frame(in: nil) == CGRect(x: 0, y: 300, width: 390, height: 60))
        #expect(scene.system.hitTest(CGPoint(x: 195, y: 330)) === row)
        #expect(row.convert(CGPoint(x: 10, y: 10), to: nil) == CGPoint(x: 10, y: 310))
        #expect(row.convert(CGPoint(x: 10, y: 310), from: nil) == CGPoint(x: 10, y: 10))
        #expect(list.convert(CGPoint(x: 10, y: 310), from: nil) == CGPoint(x: 10, y: 510))
    }

    /// A view's hit-testing property and whether a touch on it reaches it or the root below.
    enum Blocker: String, CaseIterable, Sendable {
        case visible, hidden, transparent, nearlyTransparent, interactionDisabled, overrideToNil
    }

    @Test(
        "UIKit's hit test skips hidden, disabled and transparent (alpha < 0.01) views",
        arguments: Blocker.allCases)
    func hitTestSkips(_ blocker: Blocker) {
        let scene = TouchScene()
        let view = scene.addView("view", CGRect(x: 0, y: 0, width: 200, height: 200))
        switch blocker {
        case .visible: break
        case .hidden: view.isHidden = true
        case .transparent: view.state.alpha = 0.009
        case .nearlyTransparent: view.state.alpha = 0.01
        case .interactionDisabled: view.isUserInteractionEnabled = false
        case .overrideToNil: view.hitTestOverride = { _, _ in nil }
        }
        let reached = scene.system.hitTest(CGPoint(x: 100, y: 100))
        let reachesView = blocker == .visible || blocker == .nearlyTransparent
        #expect(reached === (reachesView ? view : scene.root))
    }

    @Test("While touches are ignored, a touch lands on nothing and no recognizer sees it")
    func ignoredTouches() {
        let scene = TouchScene()
        let delegate = TestDelegate()
        let detail = ModelViewController(name: "detail", content: .card(title: "Ada"))
        detail.modalPresentationStyle = .custom
        detail.transitioningDelegate = delegate
        let tap = scene.attach(HeadlessTapGestureRecognizer(), named: "root tap", to: scene.root)
        scene.system.rootViewController.present(detail)
        scene.system.advance(by: 0)
        #expect(scene.system.isIgnoringTouches)
        let touch = scene.system.touchDown(at: CGPoint(x: 100, y: 100))
        #expect(touch.view == nil)
        #expect(touch.gestureRecognizers.isEmpty)
        scene.system.lift(touch)
        #expect(tap.history.isEmpty)
    }
}
