import Foundation
import StagehandCore
import StagehandHeadless
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The headless `UIViewPropertyAnimator` on both readings of each unknown of rules 40–42: a paused
/// animator started again, a duration of 0, and `fractionComplete` once reversed.
@MainActor
@Suite("The property animator's unknowns, on every reading")
struct AnimatorReadingsTests {
    /// A root view with a 100 × 100 box at (0, 300) and an animator, not started, whose block moves
    /// the box to x = 200.
    @MainActor
    final class Box {
        let system: HeadlessUIKit
        let box: ModelView
        let animator: HeadlessViewPropertyAnimator
        var ended: [(HeadlessViewAnimatingPosition, Double)] = []

        init(unknowns: Unknowns, duration: Double, parameters: HeadlessTimingParameters = .cubic(.linear)) {
            let root = ModelViewController(name: "root")
            system = HeadlessUIKit(root: root, unknowns: unknowns)
            let box = ModelView(
                name: "box", state: ViewState(frame: CGRect(x: 0, y: 300, width: 100, height: 100)))
            root.view.addSubview(box)
            self.box = box
            animator = HeadlessViewPropertyAnimator(
                duration: duration, timingParameters: parameters, in: system)
            animator.addAnimations { box.state.frame.origin.x = 200 }
            let system = system
            animator.addCompletion { [weak self] position in self?.ended.append((position, system.time)) }
        }

        var shownX: Double { Double(box.presentationState.frame.origin.x) }

        func run(for seconds: Double) {
            let end = system.time + seconds
            while system.time < end - 1e-12 { system.advance(by: min(1.0 / 60, end - system.time)) }
        }
    }

    @Test(
        "Rule 41: an animator of 0 s ends on the next turn, or runs Core Animation's 0.25 s",
        arguments: [false, true])
    func zeroDuration(substitutes: Bool) {
        let fixture = Box(unknowns: Unknowns(substitutesDefaultDurationForZero: substitutes), duration: 0)
        #expect(fixture.animator.duration == (substitutes ? 0.25 : 0))
        fixture.animator.startAnimation()
        fixture.run(for: 0.125)
        if substitutes {
            #expect(abs(fixture.shownX - 100) < 1e-6)
            #expect(fixture.ended.isEmpty)
            fixture.run(for: 0.2)
            #expect(fixture.ended.count == 1)
        } else {
            #expect(fixture.shownX == 200)
            #expect(fixture.ended.count == 1)
            #expect((fixture.ended.first?.1 ?? 1) < 0.02)
        }
    }

    @Test(
        "Rule 42: reversed, fractionComplete counts on in the original direction, or from the other end",
        arguments: [false, true])
    func reversedFraction(complement: Bool) {
        let fixture = Box(unknowns: Unknowns(reportsReversedFractionComplement: complement), duration: 1)
        fixture.animator.startAnimation()
        fixture.run(for: 0.3)
        fixture.animator.pauseAnimation()
        #expect(abs(Double(fixture.animator.fractionComplete) - 0.3) < 1e-9)
        fixture.animator.isReversed = true
        #expect(abs(Double(fixture.animator.fractionComplete) - (complement ? 0.7 : 0.3)) < 1e-9)
        // Set while reversed, it is read the same way: 0.2 puts the box at 40 or 160 points.
        fixture.animator.fractionComplete = 0.2
        #expect(abs(fixture.shownX - (complement ? 160 : 40)) < 1e-6)
        fixture.animator.isReversed = false
        #expect(abs(Double(fixture.animator.fractionComplete) - (complement ? 0.8 : 0.2)) < 1e-9)
    }

    @Test(
        "Rule 40: a paused spring started again resumes its curve, or starts again from rest",
        arguments: [false, true])
    func pausedSpringRestarted(fromRest: Bool) {
        let fixture = Box(
            unknowns: Unknowns(restartsPausedAnimatorFromRest: fromRest), duration: 0.5,
            parameters: .spring(dampingRatio: 0.8, initialVelocity: 0))
        fixture.animator.startAnimation()
        fixture.run(for: 0.1)
        let before = fixture.shownX
        fixture.run(for: 1.0 / 60)
        let speed = (fixture.shownX - before) * 60
        fixture.animator.pauseAnimation()
        let paused = fixture.shownX
        fixture.animator.startAnimation()
        fixture.run(for: 1.0 / 60)
        let after = (fixture.shownX - paused) * 60
        #expect(speed > 500)
        if fromRest {
            // From rest, one frame covers a fraction of what the motion covered.
            #expect(after < 0.3 * speed)
        } else {
            #expect(abs(after - speed) < 0.25 * speed)
        }
        fixture.run(for: 1)
        #expect(abs(fixture.shownX - 200) < 1e-6)
        #expect(fixture.ended.count == 1)
    }
}
