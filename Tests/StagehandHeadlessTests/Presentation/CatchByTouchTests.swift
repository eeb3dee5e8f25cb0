import Foundation
import StagehandCore
import StagehandHeadless
import StagehandTestSupport
import StagehandUIKitLayer
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A finger catches a running dismissal by touch, as on a phone: UIKit hit-tests the card where a
/// running property animator has it on screen (rule 48), so the touch lands on the card, its pan
/// begins, and the driver pauses the dismissal where it is.
@MainActor
@Suite("UIKit layer: a finger catches a running dismissal where the card is on screen (rule 48)")
struct CatchByTouchTests {
    /// One frame of the run loop.
    private static let frame = 1.0 / 60

    @Test(
        "A card dismissing by itself is caught by a touch on it, follows the finger, and the release decides",
        arguments: [(-1_500.0, false), (1_500.0, true)])
    func catchCard(velocity: Double, dismissed: Bool) throws {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 360))
        scene.presentAtRest(.card())
        #expect(scene.detailFrame == Rect(20, 450, 350, 360))
        scene.detail.dismiss(animated: true)
        scene.system.advance(by: 0)  // the body starts
        let started = scene.system.time
        for _ in 0..<6 { scene.system.advance(by: Self.frame) }
        // 0.1 s in, the card is on its way down: drawn well above where it is going (off screen).
        let shown = scene.presented.presentationState.frame
        #expect(shown.minY > 450 && shown.minY < 844)
        #expect(scene.presented.state.frame.minY >= 844)
        let start = CGPoint(x: shown.midX, y: shown.midY)
        let touch = scene.system.touchDown(at: start)
        let hit = try #require(touch.view)
        #expect(hit.isInside(scene.presented))

        // UIKit's 10 pt of slop, upwards: the pan begins and the dismissal is paused where it is.
        scene.system.advance(by: Self.frame)
        let caughtAt = scene.system.time
        let onScreen = Double(scene.presented.presentationState.frame.minY)
        scene.system.move(touch, to: CGPoint(x: start.x, y: start.y - 10))
        let context = try #require(scene.system.currentTransitionContext)
        #expect(context.isInteractive)
        #expect(isClose(caughtAt - started, 7 * Self.frame))
        // Caught where the running dismissal had it: nothing jumps.
        let caught = Double(scene.presented.presentationState.frame.minY)
        #expect(isClose(caught, onScreen, 1e-6))
        #expect(Rect(scene.presented.state.frame).isClose(to: Rect(scene.presented.presentationState.frame)))

        // The card follows the finger, point for point.
        for step in 1...4 {
            scene.system.advance(by: Self.frame)
            scene.system.move(touch, to: CGPoint(x: start.x, y: start.y - 10 + 20 * Double(step)))
            #expect(
                isClose(
                    Double(scene.presented.presentationState.frame.minY), caught + 20 * Double(step), 1e-6))
        }
        #expect(scene.list.presentedViewController === scene.detail)

        // Lift, moving at `velocity` (negative: up, towards the presented position).
        var last = CGPoint(x: start.x, y: start.y + 70)
        for _ in 0..<2 {
            scene.system.advance(by: Self.frame)
            last.y += velocity * Self.frame
            scene.system.move(touch, to: last)
        }
        scene.system.lift(touch)
        let released = scene.system.time
        scene.system.runUntilIdle()
        #expect(scene.system.time > released)
        if dismissed {
            #expect(scene.list.presentedViewController == nil)
            #expect(!scene.system.isInWindow(scene.detail.view))
        } else {
            #expect(scene.list.presentedViewController === scene.detail)
            #expect(scene.detailFrame == Rect(20, 450, 350, 360))
            #expect(try scene.stagehand.driver.state == .presented)
        }
        #expect(scene.problems.isEmpty)
    }

    @Test("A drawer dismissing by itself is caught by touch too, and a flick back keeps it")
    func catchDrawer() throws {
        let scene = TestScene()
        scene.presentAtRest(.slideIn(from: .left))
        let resting = scene.detailFrame
        scene.detail.dismiss(animated: true)
        scene.system.advance(by: 0)
        for _ in 0..<6 { scene.system.advance(by: Self.frame) }
        let shown = scene.presented.presentationState.frame
        #expect(Double(shown.minX) < resting.x && Double(shown.maxX) > 40)
        // 20 pt inside its trailing edge, on screen.
        let start = CGPoint(x: shown.maxX - 20, y: shown.midY)
        #expect(
            try scene.stagehand.drag(from: start, along: .horizontal, through: [20, 40], velocity: 1_500))
        scene.system.runUntilIdle()
        #expect(scene.list.presentedViewController === scene.detail)
        #expect(scene.detailFrame == resting)
        #expect(scene.problems.isEmpty)
    }
}
