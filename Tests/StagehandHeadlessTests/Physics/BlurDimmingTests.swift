import Foundation
import StagehandCore
import StagehandHeadless
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Rule 45: a dimming that blurs follows a drag with its blur, animated through its effect (a paused
/// animator scrubbed to the dimming's level), never through its alpha; the animator that holds it is
/// let go only stopped and finished (rule 39).
@MainActor
@Suite("A blurred dimming during a drag (rule 45)")
struct BlurDimmingTests {
    static let transition = StagehandTransition.card().dimming(Dimming(blursBackground: true))

    /// The dimming view in the window.
    static func dimming(in scene: TestScene) -> ModelView? {
        func find(_ view: ModelView) -> ModelView? {
            if view.name == "dimming" { return view }
            return view.subviews.lazy.compactMap(find).first
        }
        return find(scene.system.window)
    }

    /// How far the card's dismissal drag goes, in points.
    static var distance: Double {
        let context = TransitionContext(
            container: .iPhonePortrait, preferredContentSize: CGSize(width: 0, height: 320))
        return transition.choreography(for: .dismiss, in: context, detent: nil).drag.distance
    }

    @Test(
        "A drag shows the blur at the dimming's level; a cancelled drag restores it, a finished one ends at 0",
        arguments: [false, true])
    func blurFollowsTheDrag(finishes: Bool) {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        scene.presentAtRest(Self.transition)
        guard let dimming = Self.dimming(in: scene) else {
            Issue.record("no dimming view")
            return
        }
        #expect(dimming.blurAmount == 1)
        let start = CGPoint(x: 195, y: 650)
        // UIKit's 10 points of slop, then 30 % of the way out.
        let touch = scene.system.pan(
            from: start, through: [CGPoint(x: 195, y: 660), CGPoint(x: 195, y: 660 + 0.3 * Self.distance)],
            lifts: false)
        scene.system.advance(by: 1.0 / 60)
        scene.system.advance(by: 1.0 / 60)
        for fraction in [0.3, 0.7] {
            if fraction == 0.7 {
                scene.system.move(touch, to: CGPoint(x: 195, y: 660 + 0.7 * Self.distance))
                scene.system.advance(by: 1.0 / 60)
            }
            let level = dimming.state.alpha
            #expect(abs(level - (1 - fraction)) < 0.01, "dimming at \(fraction)")
            #expect(abs((dimming.blurAmount ?? -1) - level) < 1e-9, "blur at \(fraction)")
        }
        if finishes {
            scene.system.advance(by: 1.0 / 60)
            scene.system.move(touch, to: CGPoint(x: 195, y: 700 + 0.7 * Self.distance))
            scene.system.lift(touch)
        } else {
            scene.system.cancel(touch)
        }
        scene.system.advance(by: 0.05)
        // On its way to the outcome with the dimming, never jumping there.
        let midway = dimming.blurAmount ?? -1
        #expect(midway > 0.02 && midway < 0.98)
        scene.system.runUntilIdle()
        #expect(dimming.blurAmount == (finishes ? 0 : 1))
        #expect((scene.list.presentedViewController == nil) == finishes)
        #expect(scene.problems.isEmpty)
    }

    @Test("The blur comes in with the presentation and leaves with the dismissal, never faded")
    func blurRunsWithThePresentation() {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        scene.list.present(scene.detail, transition: Self.transition)
        scene.system.advance(by: 0.1)
        let dimming = Self.dimming(in: scene)
        let amount = dimming?.blurAmount ?? -1
        #expect(amount > 0 && amount < 1)
        scene.system.runUntilIdle()
        #expect(dimming?.blurAmount == 1)
        scene.detail.stagehand?.dismiss()
        scene.system.runUntilIdle()
        #expect(dimming?.blurAmount == 0)
        #expect(scene.problems.isEmpty)
    }
}
