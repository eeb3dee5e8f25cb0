import Foundation
import StagehandCore
import StagehandHeadless
import StagehandTestSupport
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Rule 48: a view a running property animator moves is hit where it is on screen, unless the
/// animator has manual hit testing (`UIViewPropertyAnimator.h` line 29; WWDC 2016-216, 42:43).
@MainActor
@Suite("Headless UIKit: hit testing views a property animator moves (rule 48)")
struct AnimatingHitTestTests {
    /// A 100 × 100 box at (0, 300) moved to x = 200 over one second, linearly; after 0.25 s it is
    /// drawn at x = 50, its model value is x = 200. Returns what a touch at the middle of each of
    /// the two places hits.
    private func touches(
        manual: Bool, paused: Bool = false, unknowns: Unknowns = .init()
    ) -> (onScreen: String?, atModel: String?) {
        let (system, root, _) = makeSystem(unknowns: unknowns)
        let box = ModelView(
            name: "box", state: ViewState(frame: CGRect(x: 0, y: 300, width: 100, height: 100)))
        root.view.addSubview(box)
        let animator = HeadlessViewPropertyAnimator(duration: 1, curve: .linear, in: system) {
            box.state.frame.origin.x = 200
        }
        animator.isManualHitTestingEnabled = manual
        animator.startAnimation()
        for _ in 0..<15 { system.advance(by: 1.0 / 60) }
        if paused { animator.pauseAnimation() }
        #expect(isClose(Double(box.presentationState.frame.minX), 50))
        #expect(box.state.frame.minX == 200)
        let onScreen = system.hitTest(CGPoint(x: 100, y: 350))?.name
        let atModel = system.hitTest(CGPoint(x: 250, y: 350))?.name
        animator.stopAnimation(true)
        return (onScreen, atModel)
    }

    @Test("Manual hit testing off (the default): the running box is hit where it is drawn, not where it goes")
    func runningIsHitOnScreen() {
        let hits = touches(manual: false)
        #expect(hits.onScreen == "box")
        #expect(hits.atModel == "root")
    }

    @Test("Manual hit testing on: the box is hit at its model value, where it is going")
    func manualIsHitAtModel() {
        let hits = touches(manual: true)
        #expect(hits.onScreen == "root")
        #expect(hits.atModel == "box")
    }

    @Test(
        "A paused animator's box is hit on screen, or at its model value, as the unknown reads",
        arguments: [false, true])
    func pausedFollowsTheReading(atModel: Bool) {
        let hits = touches(
            manual: false, paused: true, unknowns: Unknowns(hitTestsPausedAnimationsAtModelValues: atModel))
        #expect(hits.onScreen == (atModel ? "root" : "box"))
        #expect(hits.atModel == (atModel ? "box" : "root"))
    }

    @Test("A subview of the moving box moves with it; hitTestFrame(in:) says where a finger finds it")
    func subviewsFollow() {
        let (system, root, _) = makeSystem()
        let box = ModelView(
            name: "box", state: ViewState(frame: CGRect(x: 0, y: 300, width: 100, height: 100)))
        let dot = ModelView(name: "dot", state: ViewState(frame: CGRect(x: 10, y: 10, width: 20, height: 20)))
        box.addSubview(dot)
        root.view.addSubview(box)
        let animator = HeadlessViewPropertyAnimator(duration: 1, curve: .linear, in: system) {
            box.state.frame.origin.x = 200
        }
        animator.startAnimation()
        for _ in 0..<30 { system.advance(by: 1.0 / 60) }
        #expect(Rect(dot.hitTestFrame(in: system.window)).isClose(to: Rect(110, 310, 20, 20)))
        #expect(Rect(dot.frame(in: system.window)) == Rect(210, 310, 20, 20))
        #expect(system.hitTest(CGPoint(x: 120, y: 320))?.name == "dot")
        animator.stopAnimation(true)
        #expect(system.breaches.isEmpty)
    }
}
