import Foundation
import StagehandCore
import StagehandHeadless
import StagehandTestSupport
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

@MainActor
@Suite("Headless UIKit: property animator, model and presentation values")
struct PropertyAnimatorPresentationTests {
    @Test("The model value is the end value at once; the presentation value moves from the old one")
    func modelAndPresentation() {
        let fixture = AnimatorFixture()
        let box = fixture.box
        let before = box.state
        fixture.a.addAnimations { box.state.cornerRadius = 10 }
        // Blocks of an inactive animator wait for it to start.
        #expect(box.state == before)
        #expect(box.presentationState == before)
        fixture.a.startAnimation()
        #expect(box.state.frame.origin.x == 200 && box.state.alpha == 0 && box.state.cornerRadius == 10)
        #expect(box.presentationState == before)
        #expect(box.isAnimating)
        fixture.run(for: 0.25)
        #expect(isClose(fixture.shownX, 50))
        #expect(isClose(box.presentationState.alpha, 0.75))
        #expect(isClose(box.presentationState.cornerRadius, 2.5))
        #expect(box.presentationState.frame.size == before.frame.size)
        #expect(fixture.modelX == 200)
    }

    @Test(
        "stopAnimation writes the values on screen into the model; finishAnimation(at: .current) keeps them")
    func stopWritesPresentation() {
        let fixture = AnimatorFixture()
        let box = fixture.box
        fixture.a.startAnimation()
        fixture.run(for: 0.25)
        let shown = box.presentationState
        fixture.a.stopAnimation(false)
        #expect(fixture.a.state == .stopped)
        #expect(box.state == shown)
        #expect(box.presentationState == shown)
        #expect(!box.isAnimating)
        fixture.run(for: 0.5)
        #expect(box.presentationState == shown)
        fixture.a.finishAnimation(at: .current)
        #expect(box.state == shown)
        #expect(isClose(fixture.modelX, 50) && isClose(box.state.alpha, 0.75))
    }

    @Test("Writing the state outside an animator is unchanged: the screen shows the model at once")
    func noTransaction() {
        let fixture = AnimatorFixture()
        let box = fixture.box
        box.state.frame.origin.x = 42
        box.state.alpha = 0.5
        #expect(box.presentationState == box.state)
        #expect(!box.isAnimating)
        // A running animator does not capture writes made outside its blocks.
        fixture.a.startAnimation()
        let other = ModelView(name: "other", state: ViewState(frame: CGRect(x: 1, y: 2, width: 3, height: 4)))
        other.state.frame.origin.x = 10
        #expect(other.presentationState == other.state)
    }

    @Test("A second animator of the same property starts from where the screen is, and ends at its target")
    func additive() {
        let fixture = AnimatorFixture()
        let box = fixture.box
        fixture.a.startAnimation()
        fixture.run(for: 0.5)
        #expect(isClose(fixture.shownX, 100))
        let second = HeadlessViewPropertyAnimator(duration: 1, curve: .linear, in: fixture.system) {
            box.state.frame.origin.x = 0
        }
        var secondEnded: [HeadlessViewAnimatingPosition] = []
        second.addCompletion { secondEnded.append($0) }
        second.startAnimation()
        // No jump: the first animation keeps decaying under the second.
        #expect(fixture.modelX == 0)
        #expect(isClose(fixture.shownX, 100))
        fixture.run(for: 0.25)
        // First: (0 − 200)·0.25 = −50; second: (200 − 0)·0.75 = 150; model 0.
        #expect(isClose(fixture.shownX, 100))
        fixture.run(for: 0.5)
        #expect(isClose(fixture.shownX, 50))
        fixture.system.runUntilIdle()
        #expect(fixture.positions == [.end])
        #expect(secondEnded == [.end])
        #expect(fixture.modelX == 0 && fixture.shownX == 0)
        #expect(box.presentationState == box.state)
    }

    @Test(
        "Hit testing reads the model alpha, and finds a moving view where it is drawn (rule 48)")
    func hitTestingOfAnimatingViews() {
        let fixture = AnimatorFixture()
        fixture.a.startAnimation()
        fixture.run(for: 0.25)
        // Drawn over x 50...150, modelled over 200...300.
        #expect(fixture.system.hitTest(CGPoint(x: 60, y: 350)) === fixture.root.view)
        // The model alpha is 0 while the animation fades it out: hidden to touches, as in UIKit.
        #expect(fixture.system.hitTest(CGPoint(x: 250, y: 350)) === fixture.root.view)
        fixture.a.stopAnimation(false)
        fixture.a.finishAnimation(at: .start)
        #expect(fixture.system.hitTest(CGPoint(x: 60, y: 350)) === fixture.box)

        let moving = AnimatorFixture()
        let animator = HeadlessViewPropertyAnimator(duration: 1, curve: .linear, in: moving.system) {
            moving.box.state.frame.origin.x = 200
        }
        animator.startAnimation()
        moving.run(for: 0.25)
        // Drawn over x 50...150 (manual hit testing off, the default), going to 200...300.
        #expect(moving.system.hitTest(CGPoint(x: 60, y: 350)) === moving.box)
        #expect(moving.system.hitTest(CGPoint(x: 250, y: 350)) === moving.root.view)
    }

    @Test("isUserInteractionEnabled false: the animated views take no touch while the animator is active")
    func userInteractionDisabled() {
        let fixture = AnimatorFixture()
        let animator = HeadlessViewPropertyAnimator(duration: 1, curve: .linear, in: fixture.system) {
            fixture.box.state.frame.origin.y = 200
        }
        animator.isUserInteractionEnabled = false
        animator.startAnimation()
        let point = CGPoint(x: 50, y: 250)
        #expect(fixture.system.hitTest(point) === fixture.root.view)
        animator.pauseAnimation()
        #expect(fixture.system.hitTest(point) === fixture.root.view)
        animator.startAnimation()
        fixture.system.runUntilIdle()
        #expect(fixture.system.hitTest(point) === fixture.box)
        #expect(fixture.system.breaches.isEmpty)
    }

    @Test("The renderer draws the presentation values")
    func rendererDrawsPresentation() {
        let fixture = AnimatorFixture()
        fixture.a.startAnimation()
        fixture.run(for: 0.5)
        let frame = RecordedFrame.record(fixture.system.window, at: fixture.system.time)
        let layer = frame.layers.first { $0.name == "box" }
        #expect(layer.map { isClose(Double($0.state.frame.minX), 100) } == true)
        #expect(layer.map { isClose($0.opacity, 0.5) } == true)
    }

    @Test("A layout pass inside a block animates the subviews it moves, as UIKit's does")
    func nestedChanges() {
        let fixture = AnimatorFixture()
        let child = ModelView(
            name: "child", state: ViewState(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        child.autoresizesFlexibleSize = true
        fixture.box.addSubview(child)
        let animator = HeadlessViewPropertyAnimator(duration: 1, curve: .linear, in: fixture.system) {
            fixture.box.state.frame.size.width = 300
            child.state.frame.size.width = 300
        }
        animator.startAnimation()
        fixture.run(for: 0.5)
        #expect(isClose(Double(child.presentationState.frame.width), 200))
        #expect(Double(child.state.frame.width) == 300)
    }

    @Test("An animator released while paused leaves the model values and drops its animations")
    func releasedAnimations() {
        let fixture = AnimatorFixture()
        fixture.a.startAnimation()
        fixture.run(for: 0.25)
        fixture.a.pauseAnimation()
        fixture.animator = nil
        fixture.system.advance(by: 0)
        #expect(fixture.system.breaches == [.propertyAnimatorMisuse(.releasedWhilePaused)])
        #expect(fixture.box.presentationState == fixture.box.state)
        #expect(!fixture.box.isAnimating)
    }
}

@MainActor
@Suite("Headless UIKit: property animator under random use")
struct PropertyAnimatorPropertyTests {
    /// One random call on the animator (or on the clock, or a fresh animator).
    private static func step(
        _ fixture: AnimatorFixture, _ random: inout SeededGenerator, completions: inout Int,
        calls: @escaping @MainActor (Int) -> Void
    ) {
        let animator = fixture.a
        let box = fixture.box
        let numbers: [Double] = [0, 0.25, 0.5, 1, 2, -1, .nan, .infinity]
        let number = numbers[Int(random.next() % UInt64(numbers.count))]
        let positions: [HeadlessViewAnimatingPosition] = [.end, .start, .current]
        let position = positions[Int(random.next() % 3)]
        let flag = random.next() % 2 == 0
        switch random.next() % 22 {
        case 0: animator.startAnimation()
        case 1: animator.startAnimation(afterDelay: number)
        case 2: animator.pauseAnimation()
        case 3: animator.stopAnimation(flag)
        case 4: animator.finishAnimation(at: position)
        case 5:
            let parameters: HeadlessTimingParameters? =
                flag ? nil : HeadlessTimingParameters(mass: 1, stiffness: 100, damping: 10)
            animator.continueAnimation(withTimingParameters: parameters, durationFactor: CGFloat(number))
        case 6: animator.fractionComplete = CGFloat(number)
        case 7: animator.isReversed = flag
        case 8: animator.isInterruptible = flag
        case 9: animator.isUserInteractionEnabled = flag
        case 10: animator.pausesOnCompletion = flag
        case 11: animator.scrubsLinearly = flag
        case 12:
            let x = Double(random.next() % 400)
            animator.addAnimations({ box.state.frame.origin.x = CGFloat(x) }, delayFactor: CGFloat(number))
        case 13:
            let alpha = Double(random.next() % 5) / 4
            animator.addAnimations { box.state.alpha = alpha }
        case 14, 15:
            completions += 1
            let id = completions
            animator.addCompletion { _ in calls(id) }
        case 16:
            // A completion that calls back into the animator.
            completions += 1
            let id = completions
            animator.addCompletion { [weak animator] _ in
                calls(id)
                switch id % 4 {
                case 0: animator?.startAnimation()
                case 1: animator?.addAnimations { box.state.cornerRadius = 4 }
                case 2: animator?.finishAnimation(at: .end)
                default: animator?.pauseAnimation()
                }
            }
        case 17, 18: fixture.system.advance(by: abs(number.isFinite ? number : 0.1) / 3)
        case 19: fixture.system.advance(by: 1.0 / 60)
        case 20:
            // Released, whatever its state; a new one takes its place.
            fixture.animator = HeadlessViewPropertyAnimator(
                duration: flag ? 0.5 : 0, timingParameters: HeadlessTimingParameters(dampingRatio: 0.7),
                in: fixture.system)
        default:
            box.state.frame.origin.y = CGFloat(random.next() % 500)
        }
    }

    @Test(
        "Any sequence of calls: no crash, each completion at most once, only rule-39 breaches",
        arguments: 1...40)
    func randomUse(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed))
        let fixture = AnimatorFixture(curve: .easeInOut)
        var completions = 0
        var calls: [Int: Int] = [:]
        for _ in 0..<300 {
            Self.step(fixture, &random, completions: &completions) { calls[$0, default: 0] += 1 }
            let animator = fixture.a
            #expect([.inactive, .active, .stopped].contains(animator.state))
            if animator.state != .active { #expect(!animator.isRunning) }
            let shown = fixture.box.presentationState
            #expect(shown.frame.origin.x.isFinite && shown.alpha.isFinite && (0...1).contains(shown.alpha))
        }
        #expect(calls.values.allSatisfy { $0 == 1 })
        #expect(fixture.system.breaches.allSatisfy { $0.rule == 39 })
        // Brought to rest: the screen shows the model.
        let animator = fixture.a
        animator.isReversed = false
        if animator.state == .active, animator.isInterruptible { animator.stopAnimation(false) }
        if animator.state == .stopped { animator.finishAnimation(at: .current) }
        if animator.state == .active { animator.startAnimation() }
        animator.pausesOnCompletion = false
        fixture.system.runUntilIdle(limit: 600)
        if animator.state == .inactive {
            #expect(fixture.box.presentationState == fixture.box.state)
        }
    }
}
