import Foundation
import StagehandCore
import StagehandHeadless
import StagehandTestSupport
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A system with a 100 × 100 box at (0, 300) in the root view, and a one-second linear animator
/// (not started) whose block moves the box to x = 200 and fades it out. The animator's completions
/// are recorded in ``positions``, with the time of each in ``endedAt``.
@MainActor
final class AnimatorFixture {
    let system: HeadlessUIKit
    let root: ModelViewController
    let box: ModelView
    var animator: HeadlessViewPropertyAnimator?
    var positions: [HeadlessViewAnimatingPosition] = []
    var endedAt: [Double] = []

    init(duration: Double = 1, curve: HeadlessAnimationCurve = .linear) {
        let (system, root, _) = makeSystem()
        let box = ModelView(
            name: "box", state: ViewState(frame: CGRect(x: 0, y: 300, width: 100, height: 100)))
        root.view.addSubview(box)
        let animator = HeadlessViewPropertyAnimator(duration: duration, curve: curve, in: system) {
            box.state.frame.origin.x = 200
            box.state.alpha = 0
        }
        self.system = system
        self.root = root
        self.box = box
        self.animator = animator
        animator.addCompletion { [weak self] position in
            guard let self else { return }
            positions.append(position)
            endedAt.append(self.system.time)
        }
    }

    /// The animator (the test has not released it).
    var a: HeadlessViewPropertyAnimator { animator! }

    /// The box's x on screen.
    var shownX: Double { Double(box.presentationState.frame.origin.x) }
    /// The box's model x.
    var modelX: Double { Double(box.state.frame.origin.x) }

    /// Advances the clock in steps of at most 1/60 s until `seconds` have passed.
    func run(for seconds: Double) {
        let end = system.time + seconds
        while system.time < end - 1e-12 { system.advance(by: min(1.0 / 60, end - system.time)) }
    }
}

/// A scripted use of the animator and what it leaves: the rule-39 breaches, and the state (nil when
/// the script released the animator).
struct AnimatorScript: Sendable, CustomTestStringConvertible {
    let name: String
    let misuses: [HeadlessAnimatorMisuse]
    let finalState: HeadlessViewAnimatingState?
    let script: @MainActor @Sendable (AnimatorFixture) -> Void

    init(
        _ name: String, _ misuses: [HeadlessAnimatorMisuse], _ finalState: HeadlessViewAnimatingState?,
        _ script: @escaping @MainActor @Sendable (AnimatorFixture) -> Void
    ) {
        self.name = name
        self.misuses = misuses
        self.finalState = finalState
        self.script = script
    }

    var testDescription: String { name }
}

@MainActor
@Suite("Headless UIKit: property animator")
struct PropertyAnimatorTests {
    // MARK: Rule 39

    /// Every case of rule 39: what raises on a phone (a breach, then ignored) and what UIKit ignores.
    nonisolated static let rule39: [AnimatorScript] = [
        .init("finishAnimation(at:) while active raises", [.finishWhileActive], .active) { f in
            f.a.startAnimation()
            f.a.finishAnimation(at: .end)
        },
        .init("finishAnimation(at:) while paused raises", [.finishWhileActive], .active) { f in
            f.a.pauseAnimation()
            f.a.finishAnimation(at: .current)
        },
        .init("finishAnimation(at:) while inactive does nothing", [], .inactive) { f in
            f.a.finishAnimation(at: .end)
        },
        .init("stopAnimation(false) on a stopped animator raises", [.stopWhileStopped], .stopped) { f in
            f.a.startAnimation()
            f.a.stopAnimation(false)
            f.a.stopAnimation(false)
        },
        .init("stopAnimation(true) on a stopped animator raises", [.stopWhileStopped], .stopped) { f in
            f.a.startAnimation()
            f.a.stopAnimation(false)
            f.a.stopAnimation(true)
        },
        .init("stopAnimation on a non-interruptible animator raises", [.stopNotInterruptible], .active) { f in
            f.a.isInterruptible = false
            f.a.startAnimation()
            f.a.stopAnimation(true)
        },
        .init("pauseAnimation on a non-interruptible animator raises", [.pauseNotInterruptible], .active) {
            f in
            f.a.isInterruptible = false
            f.a.startAnimation()
            f.a.pauseAnimation()
        },
        .init(
            "a first fractionComplete pauses, so raises on a non-interruptible animator",
            [.pauseNotInterruptible], .inactive
        ) { f in
            f.a.isInterruptible = false
            f.a.fractionComplete = 0.5
        },
        .init(
            "continueAnimation on a non-interruptible animator raises", [.continueNotInterruptible], .active
        ) { f in
            f.a.isInterruptible = false
            f.a.startAnimation()
            f.a.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        },
        .init("addAnimations while stopped raises", [.addAnimationsWhileStopped], .stopped) { f in
            f.a.startAnimation()
            f.a.stopAnimation(false)
            f.a.addAnimations { f.box.state.cornerRadius = 20 }
        },
        .init("addAnimations inside the completion raises", [.addAnimationsWhileCompleting], .inactive) { f in
            let animator = f.a
            animator.addCompletion { [weak animator] _ in animator?.addAnimations {} }
            animator.startAnimation()
            f.system.runUntilIdle()
        },
        .init("finishAnimation(at:) inside the completion raises", [.finishWhileCompleting], .inactive) { f in
            let animator = f.a
            animator.addCompletion { [weak animator] _ in animator?.finishAnimation(at: .end) }
            animator.startAnimation()
            f.system.runUntilIdle()
        },
        .init("startAnimation(afterDelay:) while paused raises", [.startAfterDelayWhilePaused], .active) {
            f in
            f.a.pauseAnimation()
            f.a.startAnimation(afterDelay: 1)
        },
        .init("isInterruptible set while active raises", [.interruptibleSetOnceStarted], .active) { f in
            f.a.startAnimation()
            f.a.isInterruptible = false
        },
        .init("isInterruptible set while stopped raises", [.interruptibleSetOnceStarted], .stopped) { f in
            f.a.startAnimation()
            f.a.stopAnimation(false)
            f.a.isInterruptible = true
        },
        .init(
            "isUserInteractionEnabled set while active raises", [.userInteractionSetOnceStarted], .active
        ) { f in
            f.a.pauseAnimation()
            f.a.isUserInteractionEnabled = false
        },
        .init(
            "isUserInteractionEnabled set while stopped raises", [.userInteractionSetOnceStarted], .stopped
        ) { f in
            f.a.startAnimation()
            f.a.stopAnimation(false)
            f.a.isUserInteractionEnabled = false
        },
        .init("releasing a paused animator raises", [.releasedWhilePaused], nil) { f in
            f.a.startAnimation()
            f.system.advance(by: 0.25)
            f.a.pauseAnimation()
            f.animator = nil
        },
        .init("releasing an animator scrubbed from inactive raises", [.releasedWhilePaused], nil) { f in
            f.a.fractionComplete = 0.3
            f.animator = nil
        },
        .init("releasing an animator paused at its end raises", [.releasedWhilePaused], nil) { f in
            f.a.pausesOnCompletion = true
            f.a.startAnimation()
            f.system.runUntilIdle()
            f.animator = nil
        },
        .init("releasing a stopped animator raises", [.releasedWhileStopped], nil) { f in
            f.a.startAnimation()
            f.a.stopAnimation(false)
            f.animator = nil
        },
        .init("startAnimation on a stopped animator does nothing", [], .stopped) { f in
            f.a.startAnimation()
            f.a.stopAnimation(false)
            f.a.startAnimation()
            f.a.startAnimation(afterDelay: 0.5)
        },
        .init("pauseAnimation on a stopped animator does nothing", [], .stopped) { f in
            f.a.startAnimation()
            f.a.stopAnimation(false)
            f.a.pauseAnimation()
        },
        .init("continueAnimation while running does nothing", [], .active) { f in
            f.a.startAnimation()
            f.a.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        },
        .init("continueAnimation while inactive does nothing", [], .inactive) { f in
            f.a.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        },
        .init("continueAnimation while stopped does nothing", [], .stopped) { f in
            f.a.startAnimation()
            f.a.stopAnimation(false)
            f.a.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        },
        .init("stopAnimation on an inactive animator does nothing", [], .inactive) { f in
            f.a.stopAnimation(false)
            f.a.stopAnimation(true)
        },
        .init("isInterruptible and isUserInteractionEnabled set while inactive are fine", [], .inactive) {
            f in
            f.a.isInterruptible = false
            f.a.isUserInteractionEnabled = false
        },
        .init("releasing a running animator is fine: the system keeps it to its end", [], nil) { f in
            f.a.startAnimation()
            f.animator = nil
            f.system.runUntilIdle()
        },
        .init("releasing an animator stopped, then finished, is fine", [], nil) { f in
            f.a.startAnimation()
            f.a.stopAnimation(false)
            f.a.finishAnimation(at: .current)
            f.animator = nil
        },
        .init("releasing an animator stopped without finishing (true) is fine", [], nil) { f in
            f.a.startAnimation()
            f.a.stopAnimation(true)
            f.animator = nil
        },
        .init("releasing an inactive animator is fine", [], nil) { f in
            f.animator = nil
        },
    ]

    @Test("Rule 39: a breach where a phone raises, nothing where UIKit ignores the call", arguments: rule39)
    func rule39(_ script: AnimatorScript) {
        let fixture = AnimatorFixture()
        script.script(fixture)
        fixture.system.advance(by: 0)
        #expect(fixture.system.breaches == script.misuses.map { .propertyAnimatorMisuse($0) })
        #expect(fixture.animator?.state == script.finalState)
        let rule39 = fixture.system.breaches.allSatisfy { $0.rule == 39 }
        #expect(rule39)
    }

    @Test("A call that raises is ignored: the animator goes on as if it had not been made")
    func misuseIgnored() {
        let fixture = AnimatorFixture()
        fixture.a.startAnimation()
        fixture.run(for: 0.5)
        fixture.a.finishAnimation(at: .start)
        fixture.a.startAnimation(afterDelay: 3)
        #expect(fixture.a.isRunning)
        fixture.system.runUntilIdle()
        #expect(fixture.positions == [.end])
        #expect(isClose(fixture.endedAt.first ?? 0, 1))
        #expect(fixture.system.breaches == [.propertyAnimatorMisuse(.finishWhileActive)])
    }

    @Test("The system's log names the breach")
    func breachLogged() {
        let fixture = AnimatorFixture()
        fixture.a.startAnimation()
        fixture.a.stopAnimation(false)
        fixture.a.stopAnimation(false)
        #expect(
            fixture.system.events.last?.description
                == SystemEvent.breach(.propertyAnimatorMisuse(.stopWhileStopped)).description)
        #expect(
            ContractBreach.propertyAnimatorMisuse(.stopWhileStopped).description
                == "rule 39: UIViewPropertyAnimator: stopAnimation(_:) on an animator already stopped")
    }

    // MARK: States

    @Test("States: inactive, then active and running, then inactive after the completion on the next turn")
    func lifecycle() {
        let fixture = AnimatorFixture()
        let animator = fixture.a
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(fixture.modelX == 0)
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        #expect(fixture.modelX == 200)
        fixture.run(for: 1)
        // The end is reached on this turn; the completion comes on the next one.
        #expect(animator.state == .active && fixture.positions.isEmpty)
        fixture.system.advance(by: 0)
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(fixture.positions == [.end])
        #expect(isClose(Double(animator.fractionComplete), 1))
        #expect(fixture.system.isIdle)
    }

    @Test("Completions see the animator inactive, but running (UIKit's private completing state)")
    func insideCompletion() {
        let fixture = AnimatorFixture()
        let animator = fixture.a
        var seen: [(HeadlessViewAnimatingState, Bool)] = []
        animator.addCompletion { [weak animator] _ in
            if let animator { seen.append((animator.state, animator.isRunning)) }
        }
        animator.startAnimation()
        fixture.system.runUntilIdle()
        #expect(seen.count == 1)
        #expect(seen.first?.0 == .inactive && seen.first?.1 == true)
        #expect(!animator.isRunning)
    }

    @Test("A finished animator can run again; its blocks and completions were discarded")
    func reuse() {
        let fixture = AnimatorFixture()
        let animator = fixture.a
        animator.startAnimation()
        fixture.system.runUntilIdle()
        #expect(fixture.positions == [.end])
        // No block left: started again, it waits in a transient pause until one is added.
        animator.startAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        fixture.run(for: 2)
        #expect(animator.state == .active)
        var seconds: [Double] = []
        animator.addCompletion { _ in seconds.append(fixture.system.time) }
        let added = fixture.system.time
        animator.addAnimations { fixture.box.state.frame.origin.x = 0 }
        #expect(animator.isRunning)
        fixture.system.runUntilIdle()
        // The block runs the whole duration from when it was added.
        #expect(seconds.count == 1)
        #expect(isClose(seconds.first ?? 0, added + 1))
        #expect(fixture.positions == [.end])
        #expect(fixture.modelX == 0)
    }

    // MARK: Scrubbing

    /// The ease-in-out curve's progress, solved independently (Python, 200 bisections of x(t)):
    /// easeInOut(0.25) and easeInOut(0.6).
    static let easeInOutAtQuarter = 0.12916193104731982
    static let easeInOutAt0_6 = 0.66811612990235392
    /// easeInOut⁻¹(0.6): the time fraction at which the curve reaches 0.6.
    static let easeInOutInverseOf0_6 = 0.55850684279385798

    @Test(
        "Paused, fractionComplete follows scrubsLinearly; pausing never moves the view",
        arguments: [true, false])
    func scrubbing(linearly: Bool) {
        let fixture = AnimatorFixture(curve: .easeInOut)
        let animator = fixture.a
        animator.scrubsLinearly = linearly
        animator.startAnimation()
        fixture.system.advance(by: 0.25)
        let shown = fixture.shownX
        #expect(isClose(shown, 200 * Self.easeInOutAtQuarter))
        animator.pauseAnimation()
        #expect(!animator.isRunning && animator.state == .active)
        #expect(fixture.shownX == shown)
        let expected = linearly ? Self.easeInOutAtQuarter : 0.25
        #expect(isClose(Double(animator.fractionComplete), expected))

        animator.fractionComplete = 0.6
        #expect(isClose(Double(animator.fractionComplete), 0.6))
        #expect(isClose(fixture.shownX, linearly ? 120 : 200 * Self.easeInOutAt0_6))
        #expect(fixture.modelX == 200)

        // Resumed, it runs on along its curve from there: the time left is 1 − the curve's time.
        animator.startAnimation()
        let left = linearly ? 1 - Self.easeInOutInverseOf0_6 : 0.4
        fixture.run(for: left - 0.01)
        #expect(animator.isRunning)
        fixture.run(for: 0.02)
        fixture.system.advance(by: 0)
        #expect(fixture.positions == [.end])
    }

    @Test("fractionComplete set on an inactive animator pauses it there; set while running it is ignored")
    func scrubbingStates() {
        let fixture = AnimatorFixture()
        let animator = fixture.a
        animator.fractionComplete = 0.25
        #expect(animator.state == .active && !animator.isRunning)
        #expect(fixture.shownX == 50)
        #expect(fixture.modelX == 200)
        animator.fractionComplete = 2
        #expect(Double(animator.fractionComplete) == 1)
        animator.fractionComplete = .nan
        #expect(Double(animator.fractionComplete) == 1)
        animator.fractionComplete = 0.5
        animator.startAnimation()
        animator.fractionComplete = 0.9
        #expect(Double(animator.fractionComplete) == 0.5)
        fixture.system.advance(by: 0.25)
        #expect(isClose(Double(animator.fractionComplete), 0.75))
    }

    // MARK: Continuing

    @Test("Reversed and continued: back to the start in durationFactor × duration, completion at .start")
    func reversedContinue() {
        let fixture = AnimatorFixture()
        let animator = fixture.a
        animator.startAnimation()
        fixture.run(for: 0.6)
        animator.pauseAnimation()
        #expect(isClose(fixture.shownX, 120))
        animator.isReversed = true
        // A percent-driven cancel at 0.6 with completion speed 2: factor p / speed = 0.3 (§3).
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.3)
        #expect(animator.isRunning && animator.isReversed)
        fixture.run(for: 0.15)
        #expect(isClose(fixture.shownX, 60))
        fixture.run(for: 0.15)
        fixture.system.advance(by: 0)
        #expect(fixture.positions == [.start])
        #expect(isClose(fixture.endedAt.first ?? 0, 0.9))
        #expect(fixture.modelX == 0 && fixture.box.state.alpha == 1)
        #expect(fixture.box.presentationState == fixture.box.state)
    }

    @Test("durationFactor is in units of the whole duration: the time left is factor × duration")
    func durationFactor() {
        let fixture = AnimatorFixture()
        let animator = fixture.a
        animator.startAnimation()
        fixture.run(for: 0.25)
        animator.pauseAnimation()
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
        fixture.run(for: 1)
        #expect(isClose(fixture.shownX, 125))
        fixture.run(for: 0.9)
        #expect(animator.isRunning)
        fixture.run(for: 0.1)
        fixture.system.advance(by: 0)
        #expect(fixture.positions == [.end])
        #expect(isClose(fixture.endedAt.first ?? 0, 2.25))
    }

    @Test("Continued with new timing parameters, the rest follows the new curve from where it was")
    func continueWithNewCurve() {
        let fixture = AnimatorFixture()
        let animator = fixture.a
        animator.fractionComplete = 0.5
        animator.continueAnimation(
            withTimingParameters: HeadlessTimingParameters(animationCurve: .easeIn), durationFactor: 1)
        fixture.run(for: 0.5)
        // easeIn(0.5), solved independently: 0.31535681257253945.
        #expect(isClose(fixture.shownX, 100 + 100 * 0.31535681257253945))
        fixture.system.runUntilIdle()
        #expect(fixture.positions == [.end])
        #expect(isClose(fixture.endedAt.first ?? 0, 1))
    }

    @Test("A durationFactor of 0 finishes on the next turn; a negative one counts as 0")
    func zeroFactor() {
        for factor in [0.0, -3] {
            let fixture = AnimatorFixture()
            fixture.a.fractionComplete = 0.2
            fixture.a.continueAnimation(withTimingParameters: nil, durationFactor: CGFloat(factor))
            fixture.system.advance(by: 0)
            fixture.system.advance(by: 0)
            #expect(fixture.positions == [.end])
            #expect(fixture.system.time == 0)
        }
    }

    @Test("Reversing a running animator turns it around where it is")
    func reverseWhileRunning() {
        let fixture = AnimatorFixture()
        fixture.a.startAnimation()
        fixture.run(for: 0.4)
        fixture.a.isReversed = true
        #expect(fixture.a.isRunning)
        fixture.run(for: 0.1)
        #expect(isClose(fixture.shownX, 60))
        fixture.system.runUntilIdle()
        #expect(fixture.positions == [.start])
        #expect(isClose(fixture.endedAt.first ?? 0, 0.8))
        #expect(fixture.modelX == 0)
    }

    // MARK: Delay, pausing at the end, completions

    @Test("startAnimation(afterDelay:): the start values stay on screen for the delay")
    func delayedStart() {
        let fixture = AnimatorFixture()
        let animator = fixture.a
        animator.startAnimation(afterDelay: 0.5)
        #expect(animator.delay == 0.5)
        #expect(animator.state == .active && animator.isRunning)
        #expect(fixture.modelX == 200)
        fixture.run(for: 0.25)
        #expect(fixture.shownX == 0)
        fixture.run(for: 0.25)
        #expect(fixture.shownX == 0)
        fixture.run(for: 0.5)
        #expect(isClose(fixture.shownX, 100))
        fixture.system.runUntilIdle()
        #expect(fixture.positions == [.end])
        #expect(isClose(fixture.endedAt.first ?? 0, 1.5))
    }

    @Test("A delay paused is resumed where it was")
    func pausedDelay() {
        let fixture = AnimatorFixture()
        fixture.a.startAnimation(afterDelay: 0.5)
        fixture.run(for: 0.25)
        fixture.a.pauseAnimation()
        fixture.run(for: 3)
        fixture.a.startAnimation()
        fixture.system.runUntilIdle()
        // 0.25 s of delay, 3 s paused, the other 0.25 s of delay, then the second.
        #expect(isClose(fixture.endedAt.first ?? 0, 4.5))
        #expect(fixture.positions == [.end])
    }

    @Test(
        "pausesOnCompletion: paused at the end, active, no completion; reversible; finished by stop + finish")
    func pausesOnCompletion() {
        let fixture = AnimatorFixture()
        let animator = fixture.a
        animator.pausesOnCompletion = true
        animator.startAnimation()
        #expect(fixture.system.runUntilIdle())
        #expect(animator.state == .active && !animator.isRunning)
        #expect(fixture.positions.isEmpty)
        #expect(Double(animator.fractionComplete) == 1)
        #expect(fixture.box.presentationState == fixture.box.state)

        animator.isReversed = true
        animator.startAnimation()
        fixture.system.runUntilIdle()
        #expect(animator.state == .active && !animator.isRunning)
        #expect(fixture.positions.isEmpty)
        #expect(fixture.shownX == 0)
        // The model keeps the end values until the animator ends.
        #expect(fixture.modelX == 200)

        animator.stopAnimation(false)
        #expect(fixture.modelX == 0)
        animator.finishAnimation(at: .current)
        #expect(fixture.positions == [.current])
        #expect(animator.state == .inactive)
        #expect(fixture.system.breaches.isEmpty)
    }

    /// How an animator ends, and the completions and model value that follow.
    struct EndingCase: Sendable, CustomTestStringConvertible {
        let name: String
        let positions: [HeadlessViewAnimatingPosition]
        let modelX: Double
        let script: @MainActor @Sendable (AnimatorFixture) -> Void
        var testDescription: String { name }
    }

    nonisolated static let endings: [EndingCase] = [
        .init(name: "runs to its end", positions: [.end], modelX: 200) { f in
            f.a.startAnimation()
            f.system.runUntilIdle()
        },
        .init(name: "reversed before it starts: ends at once at its start", positions: [.start], modelX: 0) {
            f in
            f.a.isReversed = true
            f.a.startAnimation()
            f.system.runUntilIdle()
        },
        .init(name: "stopAnimation(false), finishAnimation(at: .end)", positions: [.end], modelX: 200) { f in
            f.a.startAnimation()
            f.run(for: 0.25)
            f.a.stopAnimation(false)
            f.a.finishAnimation(at: .end)
        },
        .init(name: "stopAnimation(false), finishAnimation(at: .start)", positions: [.start], modelX: 0) {
            f in
            f.a.startAnimation()
            f.run(for: 0.25)
            f.a.stopAnimation(false)
            f.a.finishAnimation(at: .start)
        },
        .init(name: "stopAnimation(false), finishAnimation(at: .current)", positions: [.current], modelX: 50)
        { f in
            f.a.startAnimation()
            f.run(for: 0.25)
            f.a.stopAnimation(false)
            f.a.finishAnimation(at: .current)
        },
        .init(name: "stopAnimation(true): no completion", positions: [], modelX: 50) { f in
            f.a.startAnimation()
            f.run(for: 0.25)
            f.a.stopAnimation(true)
            f.system.runUntilIdle()
        },
        .init(name: "paused just as the end is reached: no completion", positions: [], modelX: 200) { f in
            f.a.startAnimation()
            f.run(for: 1)
            f.a.pauseAnimation()
            f.system.runUntilIdle()
        },
    ]

    @Test("Completion positions", arguments: endings)
    func endings(_ ending: EndingCase) {
        let fixture = AnimatorFixture()
        ending.script(fixture)
        #expect(fixture.positions == ending.positions)
        #expect(isClose(fixture.modelX, ending.modelX))
        #expect(fixture.box.presentationState == fixture.box.state)
        #expect(fixture.system.breaches.isEmpty)
    }

    // MARK: Timing parameters

    /// The settling time of the spring of mass 1, stiffness 100, damping 10, at rest, within a
    /// thousandth, solved independently (Python): ln(√(1 + b²) / 0.001) / (ζω₀) with b = ζω₀ / ω_d.
    static let springSettling = 1.4103192630416055

    @Test("A mass-stiffness-damping spring ignores the animator's duration and ends at its settling time")
    func physicalSpring() {
        let fixture = AnimatorFixture()
        let animator = HeadlessViewPropertyAnimator(
            duration: 0.3, timingParameters: HeadlessTimingParameters(mass: 1, stiffness: 100, damping: 10),
            in: fixture.system)
        #expect(isClose(animator.duration, Self.springSettling))
        var ended: [Double] = []
        animator.addAnimations { fixture.box.state.frame.origin.x = 200 }
        animator.addCompletion { _ in ended.append(fixture.system.time) }
        animator.startAnimation()
        var highest = 0.0
        for _ in 0..<84 {
            fixture.system.advance(by: 1.0 / 60)
            highest = max(highest, fixture.shownX)
        }
        // 84 frames (1.4 s) are before the settling time: still running. The 85th reaches it.
        #expect(animator.isRunning && ended.isEmpty)
        // Damping ratio 0.5 overshoots: the view passes its model value on screen.
        #expect(highest > 200)
        fixture.system.advance(by: 1.0 / 60)
        fixture.system.advance(by: 1.0 / 60)
        #expect(ended.count == 1)
        #expect(isClose(ended.first ?? 0, 85.0 / 60))
        #expect(fixture.shownX == 200)
    }

    @Test("A damping-ratio spring settles at the animator's duration")
    func dampingRatioSpring() {
        let fixture = AnimatorFixture()
        let animator = HeadlessViewPropertyAnimator(duration: 0.5, dampingRatio: 0.8, in: fixture.system) {
            fixture.box.state.frame.origin.x = 200
        }
        #expect(animator.duration == 0.5)
        var ended: [Double] = []
        animator.addCompletion { _ in ended.append(fixture.system.time) }
        animator.startAnimation()
        fixture.system.runUntilIdle()
        #expect(ended.count == 1)
        #expect(isClose(ended.first ?? 0, 0.5))
    }

    @Test("Timing parameters: UIKit's curves, clamped control points, and a refused spring's fallback")
    func timingParameters() throws {
        #expect(HeadlessTimingParameters(animationCurve: .easeInOut) == .cubic(.easeInEaseOut))
        #expect(HeadlessTimingParameters() == .cubic(.default))
        #expect(HeadlessTimingParameters(animationCurve: .easeOut).animationCurve == .easeOut)
        let clamped = HeadlessTimingParameters(
            controlPoint1: CGPoint(x: -1, y: 0.2), controlPoint2: CGPoint(x: 2, y: 0.8))
        #expect(clamped == .cubic(try CubicBezier(x1: 0, y1: 0.2, x2: 1, y2: 0.8)))
        #expect(
            HeadlessTimingParameters(controlPoint1: CGPoint(x: CGFloat.nan, y: 0), controlPoint2: .zero)
                == .cubic(.default))
        #expect(HeadlessTimingParameters(mass: 1, stiffness: 1, damping: 1).ignoresAnimatorDuration)
        #expect(!HeadlessTimingParameters(dampingRatio: 0.5).ignoresAnimatorDuration)
        // A spring the core refuses still runs, critically damped, over the duration.
        let refused = HeadlessTimingParameters(mass: -1, stiffness: 100, damping: 10).timing(duration: 0.4)
        #expect(refused.duration == 0.4)
        #expect(refused.progress(at: 0.4) == 1)
        #expect(HeadlessTimingParameters(dampingRatio: .nan).timing(duration: 0.4).duration == 0.4)
    }

    @Test("addAnimations(_:delayFactor:) starts at delayFactor × duration and lasts the rest")
    func delayFactor() {
        let fixture = AnimatorFixture()
        let animator = fixture.a
        animator.addAnimations({ fixture.box.state.cornerRadius = 40 }, delayFactor: 0.5)
        animator.startAnimation()
        fixture.run(for: 0.5)
        #expect(isClose(fixture.box.presentationState.cornerRadius, 0))
        fixture.run(for: 0.25)
        #expect(isClose(fixture.box.presentationState.cornerRadius, 20))
        #expect(isClose(fixture.shownX, 150))
    }

    @Test("A block added while running animates over the remaining time")
    func addedWhileRunning() {
        let fixture = AnimatorFixture()
        let animator = fixture.a
        animator.startAnimation()
        fixture.run(for: 0.5)
        animator.addAnimations { fixture.box.state.cornerRadius = 40 }
        #expect(fixture.box.state.cornerRadius == 40)
        #expect(isClose(fixture.box.presentationState.cornerRadius, 0))
        fixture.run(for: 0.25)
        #expect(isClose(fixture.box.presentationState.cornerRadius, 20))
        fixture.system.runUntilIdle()
        #expect(isClose(fixture.endedAt.first ?? 0, 1))
        #expect(fixture.box.presentationState.cornerRadius == 40)
    }

    @Test("runningPropertyAnimator starts at once, after its delay, and needs no owner")
    func runningAnimator() {
        let fixture = AnimatorFixture()
        var ended: [(HeadlessViewAnimatingPosition, Double)] = []
        _ = HeadlessViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.5, delay: 0.25, in: fixture.system,
            animations: { fixture.box.state.frame.origin.y = 0 },
            completion: { ended.append(($0, fixture.system.time)) })
        fixture.system.runUntilIdle()
        #expect(ended.map(\.0) == [.end])
        #expect(isClose(ended.first?.1 ?? 0, 0.75))
        #expect(fixture.system.breaches.isEmpty)
    }
}
