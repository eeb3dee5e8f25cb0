import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// `UIViewPropertyAnimator` in the headless UIKit: the same API, names and state machine, on the
/// system's virtual clock, enforcing contract rule 39.
///
/// **Animations.** An animation block runs inside an `AnimationTransaction`: the model values of
/// the ``ModelView``s it changes (``ModelView/state``) become the new values at once, and each change
/// becomes an additive animation of the view's ``ModelView/presentationState`` from the old value
/// to the new one, driven by this animator. Blocks added while inactive run when the animator starts
/// (or is paused, or scrubbed); blocks added later run at once, over the remaining time
/// (`(1 − fractionComplete)·duration`: A:uiviewpropertyanimator/duration), and a block added to an
/// animator started with none starts it (`UIViewPropertyAnimator.h`, lines 73–79).
///
/// **Timeline.** The animator moves a position from 0 to 1 over its ``duration`` (back to 0 when
/// reversed). A block with delay factor `d` starts at `d·duration` and lasts `(1 − d)·duration`
/// (lines 67–70), with the animator's timing parameters over that span. With
/// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` the duration given is ignored:
/// the animator lasts the spring's settling time, and ``duration`` reports it (`UITimingParameters.h`,
/// line 56; see ``HeadlessTimingParameters``).
///
/// **Scrubbing** (`scrubsLinearly`, line 35). Paused, ``fractionComplete`` is the position on the
/// timeline when ``scrubsLinearly`` is false (the views follow the timing curve as it is scrubbed),
/// and the timing curve's progress at that position when it is true (the default): an undelayed
/// animation's values are then linear in `fractionComplete`, and pausing does not move them.
/// Setting it maps back through the curve. Resuming (`startAnimation()`) continues along the timing
/// curve from the paused position, as Core Animation resumes a paused animation.
///
/// **Continuing** (lines 84–90). `continueAnimation(withTimingParameters:durationFactor:)` runs
/// "as if the animation was started from its current position with a new duration and timing
/// parameters": undelayed animations go from where they are to the end (the start when reversed)
/// along the new curve (the animator's own when nil) in `durationFactor × duration` seconds (with
/// mass-stiffness-damping parameters, the spring's settling time); delayed ones follow the same
/// re-timed position. A factor that is negative counts as 0 (the animator finishes on the next
/// turn, as UIKit does for 0: lionheart/openradar-mirror#18975), one that is not finite as 1.
///
/// **Ending.** At its end (its start when reversed) the animator stays active and its completions
/// are delivered on the next turn of the run loop, with `.end` (`.start`); then it is inactive, its
/// blocks and completions are discarded (lines 77–78), and its animations are removed (ended at
/// the start, the properties they animated go back to their start values in the model). With
/// ``pausesOnCompletion`` it pauses there instead, active, and calls no completion (line 38;
/// A:uiviewpropertyanimator/pausesoncompletion). `stopAnimation(_:)` writes the values on screen
/// into the model and removes the animations (`UIViewAnimating.h`, lines 60–65): with `true` it is
/// inactive and its completions are dropped (A:uiviewpropertyanimator/addcompletion(_:)); with
/// `false` it is stopped until `finishAnimation(at:)`, which sets the animated properties to the
/// values of the animation blocks (`.end`), to those before them (`.start`: UIKit's positions are
/// these absolute values, A:uiviewanimatingposition) or leaves them where the stop put them
/// (`.current`), then calls the completions at once with that position. With animations of other
/// animators still running on the same properties, "the values on screen" that a stop writes are
/// this animator's share of them (its contribution is folded into the model, the others keep
/// running on top), so that nothing jumps.
///
/// **Rule 39.** What raises on a phone is recorded as ``ContractBreach/propertyAnimatorMisuse(_:)``
/// and ignored (see ``HeadlessAnimatorMisuse``); what UIKit ignores is ignored: `startAnimation`
/// on a stopped animator, `continueAnimation` unless paused, `fractionComplete` set while running
/// or stopped (`UIViewAnimating.h` line 44; A:uiviewanimating/fractioncomplete), `isReversed` set
/// once stopped (A:uiviewanimating/isreversed). Setting `fractionComplete` on an inactive animator
/// pauses it first ("moves it to the active state": A:uiviewanimating/fractioncomplete).
///
/// **Lifetime.** The system keeps a running animator alive (as UIKit does: a running animator needs
/// no owner) and watches every animator weakly: one released while paused, or stopped and not
/// finished, is recorded on the next turn.
@MainActor
public final class HeadlessViewPropertyAnimator {
    // MARK: Parameters

    /// The system whose clock drives the animator.
    public private(set) weak var system: HeadlessUIKit?
    /// The timing the animator was created with.
    public let timingParameters: HeadlessTimingParameters
    /// The duration of the animations, in seconds: the one given (negative or not finite counts as
    /// 0), or the spring's settling time for mass-stiffness-damping parameters.
    public let duration: TimeInterval
    /// The delay of the last `startAnimation(afterDelay:)`, 0 until then (`UIViewPropertyAnimator.h`,
    /// line 23).
    public private(set) var delay: TimeInterval = 0
    /// Whether the animated views take touches while the animator is active; true by default.
    /// Setting it once the animator has started is a breach (line 26).
    public var isUserInteractionEnabled: Bool {
        get { userInteraction }
        set {
            guard !hasStarted else { return misuse(.userInteractionSetOnceStarted) }
            userInteraction = newValue
        }
    }
    /// Whether the app hit-tests the animating views itself; false by default (line 29). False:
    /// hit testing finds the views this animator moves where they are on screen; true: at their
    /// model values, where they are going (rule 48, ``ModelView/hitTestState``).
    public var isManualHitTestingEnabled = false
    /// Whether the animator can be paused, stopped and continued; true by default. Setting it once
    /// the animator has started is a breach (line 32; rule 16).
    public var isInterruptible: Bool {
        get { interruptible }
        set {
            guard !hasStarted else { return misuse(.interruptibleSetOnceStarted) }
            interruptible = newValue
        }
    }
    /// Whether a paused animator scrubs linearly (true, the default) or along its timing curve.
    public var scrubsLinearly = true
    /// Whether the animator pauses at its end, active and without calling its completions, instead
    /// of becoming inactive; false by default.
    public var pausesOnCompletion = false

    // MARK: State

    /// `.inactive`, `.active` or `.stopped`. While its completions run, the animator reports
    /// `.inactive` (UIKit reports a private state then, which no public case matches).
    public var state: HeadlessViewAnimatingState {
        switch phase {
        case .inactive, .completing: .inactive
        case .active: .active
        case .stopped: .stopped
        }
    }

    /// Whether the animation runs (forwards or reversed), its delay included. True while its
    /// completions run, as UIKit reports (O microsoft/fluentui-apple#1385).
    public var isRunning: Bool { phase == .completing || (phase == .active && running) }

    /// Whether the animation runs, or will run when started, back towards its start. Setting it
    /// while running turns the animation around where it is; once stopped it is ignored.
    public var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            switch phase {
            case .stopped: return
            case .active where running:
                // A non-interruptible animator runs to its end as it was started.
                guard interruptible else { return }
                continuation = nil
                reversed = newValue
                if awaitingDelivery {
                    awaitingDelivery = false
                    generation += 1
                    startTicking()
                }
            case .inactive, .completing, .active:
                reversed = newValue
            }
        }
    }

    /// How far the animation is: see the type's documentation for the two scrubbing modes. Setting
    /// it acts only while paused (clamped to 0...1; not a number is ignored), and pauses an inactive
    /// animator first.
    public var fractionComplete: CGFloat {
        get {
            let value: Double
            if scrubsLinearly, let continuation {
                value = continuation.progress
            } else {
                value = scrubsLinearly ? referenceProgress(at: position) : position
            }
            return CGFloat(reportsComplement ? 1 - value : value)
        }
        set {
            // Rule 42: on one reading a reversed animator counts from its other end.
            let value = reportsComplement ? 1 - Double(newValue) : Double(newValue)
            guard !value.isNaN else { return }
            switch phase {
            case .inactive, .completing:
                pauseAnimation()
                guard phase == .active, !running else { return }
            case .active where !running: break
            case .active, .stopped: return
            }
            let fraction = min(max(value, 0), 1)
            continuation = nil
            remainingDelay = 0
            position = scrubsLinearly ? position(forProgress: fraction) : fraction
        }
    }

    // MARK: Creating

    /// Core Animation's default duration (`CATransaction.animationDuration()`), 0.25 s: what an
    /// animation of no duration lasts on the reading of rule 41 that substitutes it.
    public static let coreAnimationDefaultDuration = 0.25

    /// `init(duration:timingParameters:)`: an inactive animator with no animation.
    public init(
        duration: TimeInterval, timingParameters parameters: HeadlessTimingParameters,
        in system: HeadlessUIKit
    ) {
        var requested = duration.isFinite && duration > 0 ? duration : 0
        // Rule 41: on one reading a duration of 0 runs Core Animation's default duration.
        if requested == 0, !parameters.ignoresAnimatorDuration,
            system.unknowns.substitutesDefaultDurationForZero
        {
            requested = Self.coreAnimationDefaultDuration
        }
        let reference = parameters.timing(duration: requested)
        self.system = system
        self.timingParameters = parameters
        self.reference = reference
        self.duration = parameters.ignoresAnimatorDuration ? reference.duration : requested
        watchEntry = system.animatorWatch.watch(self)
    }

    /// `init(duration:curve:animations:)`: an inactive animator with a built-in curve.
    public convenience init(
        duration: TimeInterval, curve: HeadlessAnimationCurve, in system: HeadlessUIKit,
        animations: (@MainActor () -> Void)? = nil
    ) {
        self.init(
            duration: duration, timingParameters: HeadlessTimingParameters(animationCurve: curve), in: system)
        if let animations { addAnimations(animations) }
    }

    /// `init(duration:controlPoint1:controlPoint2:animations:)`: an inactive animator with a cubic
    /// Bézier curve.
    public convenience init(
        duration: TimeInterval, controlPoint1: CGPoint, controlPoint2: CGPoint, in system: HeadlessUIKit,
        animations: (@MainActor () -> Void)? = nil
    ) {
        self.init(
            duration: duration,
            timingParameters: HeadlessTimingParameters(
                controlPoint1: controlPoint1, controlPoint2: controlPoint2),
            in: system)
        if let animations { addAnimations(animations) }
    }

    /// `init(duration:dampingRatio:animations:)`: an inactive animator with a spring that settles at
    /// `duration`.
    public convenience init(
        duration: TimeInterval, dampingRatio: Double, in system: HeadlessUIKit,
        animations: (@MainActor () -> Void)? = nil
    ) {
        self.init(
            duration: duration, timingParameters: HeadlessTimingParameters(dampingRatio: dampingRatio),
            in: system)
        if let animations { addAnimations(animations) }
    }

    /// `runningPropertyAnimator(withDuration:delay:options:animations:completion:)` with the default
    /// options (ease-in-out): an animator already started, after `delay`.
    public static func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, in system: HeadlessUIKit,
        animations: @escaping @MainActor () -> Void,
        completion: (@MainActor (HeadlessViewAnimatingPosition) -> Void)? = nil
    ) -> HeadlessViewPropertyAnimator {
        let animator = HeadlessViewPropertyAnimator(duration: duration, curve: .easeInOut, in: system)
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Animations and completions

    /// `addAnimations(_:)`: the block's changes animate over the animator's duration (over the
    /// remaining time once started). A breach while stopped or inside the animator's completion.
    public func addAnimations(_ animation: @escaping @MainActor () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// `addAnimations(_:delayFactor:)`: the block's changes start `delayFactor` (clamped to 0...1;
    /// not a number counts as 0) of the way into the animator's duration (of the remaining time once
    /// started) and last the rest.
    public func addAnimations(_ animation: @escaping @MainActor () -> Void, delayFactor: CGFloat) {
        let factor = Double(delayFactor).isNaN ? 0 : min(max(Double(delayFactor), 0), 1)
        switch phase {
        case .stopped: misuse(.addAnimationsWhileStopped)
        case .completing: misuse(.addAnimationsWhileCompleting)
        case .inactive: pending.append((animation, factor))
        case .active:
            run(animation, delayFactor: factor)
            if transient {
                // "Submitting an animation block will automatically start animating" (lines 75–76).
                transient = false
                running = true
                startTicking()
            }
        }
    }

    /// `addCompletion(_:)`: `completion` runs once when the animations end, with where they ended.
    public func addCompletion(_ completion: @escaping @MainActor (HeadlessViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Running

    /// `startAnimation()`: starts an inactive animator (in a transient pause when it has no block),
    /// or resumes a paused one. Ignored while running or stopped.
    public func startAnimation() {
        switch phase {
        case .stopped: return
        case .inactive, .completing: beginRun(running: true, delay: 0)
        case .active:
            guard !running, !transient else { return }
            if system?.unknowns.restartsPausedAnimatorFromRest == true, !blocks.isEmpty {
                // Rule 40, on the reading that builds new animations: from the values on screen to
                // the targets, with the animator's own timing over the time left, from rest.
                let left = (reversed ? position : 1 - position) * timelineLength
                continuation = Continuation(
                    start: referenceProgress(at: position), target: reversed ? 0 : 1,
                    timing: timingParameters.timing(duration: left))
            }
            running = true
            startTicking()
        }
    }

    /// `startAnimation(afterDelay:)`: starts an inactive animator after `delay` seconds (negative or
    /// not finite counts as 0), the start values on screen meanwhile. A breach while paused; ignored
    /// while running or stopped.
    public func startAnimation(afterDelay delay: TimeInterval) {
        let seconds = delay.isFinite && delay > 0 ? delay : 0
        switch phase {
        case .stopped: return
        case .inactive, .completing:
            self.delay = seconds
            beginRun(running: true, delay: seconds)
        case .active:
            if !running { misuse(.startAfterDelayWhilePaused) }
        }
    }

    /// `pauseAnimation()`: pauses a running animator, or starts an inactive one paused at its
    /// beginning. A breach on a non-interruptible animator; ignored when stopped.
    public func pauseAnimation() {
        guard interruptible else { return misuse(.pauseNotInterruptible) }
        switch phase {
        case .stopped: return
        case .inactive, .completing: beginRun(running: false, delay: 0)
        case .active:
            guard running else { return }
            continuation = nil
            running = false
            if awaitingDelivery {
                awaitingDelivery = false
                generation += 1
            }
        }
    }

    /// `stopAnimation(_:)`: the values on screen become the model values and the animations are
    /// removed; with `withoutFinishing` the animator is inactive and its completions are dropped,
    /// otherwise it is stopped until ``finishAnimation(at:)``. A breach when already stopped or not
    /// interruptible; ignored when inactive.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard interruptible else { return misuse(.stopNotInterruptible) }
        switch phase {
        case .stopped: return misuse(.stopWhileStopped)
        case .inactive, .completing: return
        case .active: break
        }
        var stopped: [(view: WeakModelView, animations: [PresentationAnimation])] = []
        AnimationTransaction.withoutCapturing {
            for reference in animatedViews {
                guard let view = reference.view else { continue }
                let removed = view.removeAnimations(of: self)
                // The values last rendered, as far as this animator moved them.
                view.state = removed.current.added(to: view.state)
                stopped.append((reference, removed.removed))
            }
        }
        resetRun()
        if withoutFinishing {
            completions = []
            phase = .inactive
        } else {
            stoppedAnimations = stopped
            phase = .stopped
        }
    }

    /// `finishAnimation(at:)`: finishes a stopped animator: the animated properties go to their end
    /// or start values, or stay where `stopAnimation(false)` left them (`.current`), and the
    /// completions run at once with `finalPosition`. Does nothing on an inactive animator; a breach
    /// on an active one or inside the animator's completion.
    public func finishAnimation(at finalPosition: HeadlessViewAnimatingPosition) {
        switch phase {
        case .inactive: return
        case .completing: return misuse(.finishWhileCompleting)
        case .active: return misuse(.finishWhileActive)
        case .stopped: break
        }
        AnimationTransaction.withoutCapturing {
            for entry in stoppedAnimations {
                entry.view.view?.setModel(to: finalPosition, of: entry.animations)
            }
        }
        stoppedAnimations = []
        complete(at: finalPosition)
    }

    /// `continueAnimation(withTimingParameters:durationFactor:)`: a paused animator runs from where
    /// it is to its end (its start when reversed) with `parameters` (its own when nil) in
    /// `durationFactor × duration` seconds. A breach on a non-interruptible animator; ignored unless
    /// paused.
    public func continueAnimation(
        withTimingParameters parameters: HeadlessTimingParameters?, durationFactor: CGFloat
    ) {
        guard interruptible else { return misuse(.continueNotInterruptible) }
        guard phase == .active, !running else { return }
        let factor = Double(durationFactor)
        let seconds = (factor.isFinite ? max(factor, 0) : 1) * duration
        continuation = Continuation(
            start: referenceProgress(at: position), target: reversed ? 0 : 1,
            timing: (parameters ?? timingParameters).timing(duration: seconds))
        remainingDelay = 0
        transient = false
        running = true
        startTicking()
    }

    // MARK: Driving the views

    /// The progress of block `index` of the current run: 0 at its start, 1 at its end (beyond, for
    /// an overshooting spring).
    func progress(ofBlock index: Int) -> Double {
        guard blocks.indices.contains(index) else { return 1 }
        let block = blocks[index]
        if block.followsReference, let continuation { return continuation.progress }
        let length = timelineLength
        guard length > 0 else { return position }
        return block.timing.progress(at: position * length - block.delay)
    }

    // MARK: - Private

    private enum Phase {
        case inactive, completing, active, stopped
    }

    /// One animation block of the current run: when it starts on the timeline, in seconds, and its
    /// timing from there.
    private struct Block {
        let delay: Double
        let timing: Timing
        /// Whether it starts at 0 with the animator's own timing: such blocks follow a continuation's
        /// curve exactly.
        let followsReference: Bool
    }

    /// A run from `continueAnimation`: undelayed blocks go from `start` to `target` along `timing`.
    private struct Continuation {
        let start: Double
        let target: Double
        let timing: Timing
        var elapsed = 0.0

        var progress: Double {
            elapsed >= timing.duration ? target : start + (target - start) * timing.progress(at: elapsed)
        }
    }

    private struct WeakModelView {
        weak var view: ModelView?
    }

    /// The animator's ticker: it holds the animator strongly only while it runs, so that a paused
    /// animator lives only as long as its owners keep it (and its release is caught).
    private final class Clock: HeadlessTicking {
        weak var animator: HeadlessViewPropertyAnimator?
        var retained: HeadlessViewPropertyAnimator?

        init(_ animator: HeadlessViewPropertyAnimator) {
            self.animator = animator
            retained = animator
        }

        func tick(to time: Double) -> Bool {
            guard let animator else { return false }
            return animator.tick(to: time)
        }
    }

    private var phase = Phase.inactive {
        didSet { syncWatch() }
    }
    /// Active: on the clock (its delay included, or its end reached and its completion pending).
    private var running = false {
        didSet {
            // Only a running animator is kept alive by the clock.
            if !running { clock?.retained = nil }
            syncWatch()
        }
    }
    /// Active and started with no block: paused until a block is added.
    private var transient = false
    private var interruptible = true
    private var userInteraction = true
    private var reversed = false
    private let reference: Timing
    private var pending: [(animation: @MainActor () -> Void, delayFactor: Double)] = []
    private var blocks: [Block] = []
    private var completions: [@MainActor (HeadlessViewAnimatingPosition) -> Void] = []
    private var animatedViews: [WeakModelView] = []
    /// The animations `stopAnimation(false)` removed, per view, for `finishAnimation(at:)`.
    private var stoppedAnimations: [(view: WeakModelView, animations: [PresentationAnimation])] = []
    /// The position on the timeline, 0...1.
    private var position = 0.0
    private var remainingDelay = 0.0
    private var continuation: Continuation?
    /// The end was reached; the completion is scheduled for the next turn.
    private var awaitingDelivery = false
    /// Changes whenever a scheduled completion must no longer be delivered.
    private var generation = 0
    private var lastTime = 0.0
    /// The ticker registered on the system's clock, if any.
    private var clock: Clock?
    private var watchEntry: AnimatorWatch.Entry?

    private var hasStarted: Bool { phase == .active || phase == .stopped }

    /// Whether `fractionComplete` counts from the other end (rule 42's second reading, reversed).
    private var reportsComplement: Bool {
        reversed && system?.unknowns.reportsReversedFractionComplement == true
    }

    /// The timeline's length in seconds: the duration, or longer when a delayed spring block runs past
    /// it.
    private var timelineLength: Double {
        blocks.reduce(duration) { max($0, $1.delay + $1.timing.duration) }
    }

    private func misuse(_ misuse: HeadlessAnimatorMisuse) {
        system?.record(.propertyAnimatorMisuse(misuse))
    }

    private func syncWatch() {
        watchEntry?.condition =
            phase == .stopped ? .stopped : (phase == .active && !running ? .paused : .releasable)
    }

    /// The progress of an undelayed block at `position`: the timing curve's.
    private func referenceProgress(at position: Double) -> Double {
        let length = timelineLength
        return length > 0 ? reference.progress(at: position * length) : position
    }

    /// The first position at which an undelayed block has `progress` (0...1): the timing curve's
    /// inverse, found by sampling and bisection (a spring's first crossing).
    private func position(forProgress progress: Double) -> Double {
        guard timelineLength > 0, progress > 0 else { return max(progress, 0) }
        if case .cubic(let curve) = timingParameters, curve == .linear { return progress }
        let samples = 256
        var low = 0.0
        for index in 1...samples {
            let high = Double(index) / Double(samples)
            guard referenceProgress(at: high) >= progress else {
                low = high
                continue
            }
            var upper = high
            for _ in 0..<60 {
                let middle = (low + upper) / 2
                if referenceProgress(at: middle) >= progress { upper = middle } else { low = middle }
            }
            return upper
        }
        return 1
    }

    /// A new run from the inactive state: the pending blocks run at position 0.
    private func beginRun(running start: Bool, delay: Double) {
        resetRun()
        position = 0
        phase = .active
        remainingDelay = delay
        let toRun = pending
        pending = []
        transient = start && toRun.isEmpty
        running = start && !transient
        for item in toRun { run(item.animation, delayFactor: item.delayFactor) }
        // A transition coordinator's alongside animations join the first view animation begun
        // inside `animateTransition` (rule 39), a paused one too: they run as a block of this run.
        if let system { run({ system.viewAnimationWillBegin() }, delayFactor: 0) }
        if running { startTicking() }
    }

    /// Forgets the current run's blocks and scheduled completion (the position stays, for
    /// `fractionComplete`).
    private func resetRun() {
        generation += 1
        awaitingDelivery = false
        blocks = []
        animatedViews = []
        continuation = nil
        transient = false
        remainingDelay = 0
        running = false
    }

    /// Runs `animation` as a block of the current run, starting `delayFactor` into the remaining
    /// time, and turns the changes it makes into animations of their views.
    private func run(_ animation: @MainActor () -> Void, delayFactor: Double) {
        let oldLength = timelineLength
        let now = position * oldLength
        let remaining = max(0, duration - now)
        let delay = now + delayFactor * remaining
        let span = (1 - delayFactor) * remaining
        let timing =
            timingParameters.ignoresAnimatorDuration ? reference : timingParameters.timing(duration: span)
        let index = blocks.count
        blocks.append(Block(delay: delay, timing: timing, followsReference: delay == 0 && span == duration))
        let newLength = timelineLength
        if newLength != oldLength, newLength > 0 { position = now / newLength }
        let run = generation
        let changes = AnimationTransaction.capturing(animation)
        // The block stopped or restarted the animator: its changes stay, unanimated.
        guard run == generation, phase == .active else { return }
        for change in changes {
            let animation = PresentationAnimation(owner: self, block: index, from: change.from, to: change.to)
            guard !animation.properties.isEmpty else { continue }
            change.view.presentationAnimations.append(animation)
            if !animatedViews.contains(where: { $0.view === change.view }) {
                animatedViews.append(WeakModelView(view: change.view))
            }
        }
    }

    private func startTicking() {
        guard let system else { return }
        lastTime = system.time
        // The ticker holds the animator: a running animator needs no other owner.
        if let clock {
            clock.retained = self
            return
        }
        let clock = Clock(self)
        self.clock = clock
        system.addTicker(clock)
    }

    /// Leaves the clock: the ticker returns false and lets the animator go.
    private func stopTicking() -> Bool {
        clock?.retained = nil
        clock = nil
        return false
    }

    fileprivate func tick(to time: Double) -> Bool {
        guard phase == .active, running, !awaitingDelivery else { return stopTicking() }
        var elapsed = max(0, time - lastTime)
        lastTime = time
        if remainingDelay > 0 {
            let used = min(elapsed, remainingDelay)
            remainingDelay -= used
            elapsed -= used
            guard remainingDelay <= 1e-9 else { return true }
            remainingDelay = 0
        }
        if var continuation {
            continuation.elapsed += elapsed
            self.continuation = continuation
            if continuation.elapsed >= continuation.timing.duration - 1e-9 {
                position = continuation.target
                return reachEnd()
            }
            position = position(forProgress: min(max(continuation.progress, 0), 1))
            return true
        }
        let length = timelineLength
        let step = length > 0 ? elapsed / length : .infinity
        if reversed {
            position -= step
            guard position <= 1e-9 else { return true }
            position = 0
        } else {
            position += step
            guard position >= 1 - 1e-9 else { return true }
            position = 1
        }
        return reachEnd()
    }

    /// The position reached its end: pause there, or deliver the completions on the next turn.
    private func reachEnd() -> Bool {
        continuation = nil
        guard !pausesOnCompletion else {
            running = false
            return stopTicking()
        }
        awaitingDelivery = true
        generation += 1
        let ticket = generation
        let end: HeadlessViewAnimatingPosition = reversed ? .start : .end
        system?.schedule { [self] in
            guard ticket == generation, awaitingDelivery, phase == .active else { return }
            complete(at: end)
        }
        return stopTicking()
    }

    /// Ends the run: the animations are removed (ended at the start, the model goes back to the
    /// start values), the blocks and completions are discarded, and the completions run with
    /// `position`.
    private func complete(at position: HeadlessViewAnimatingPosition) {
        AnimationTransaction.withoutCapturing {
            for reference in animatedViews {
                guard let view = reference.view else { continue }
                let removed = view.removeAnimations(of: self)
                if position == .start { view.setModel(to: .start, of: removed.removed) }
            }
        }
        resetRun()
        pending = []
        let handlers = completions
        completions = []
        phase = .completing
        for handler in handlers { handler(position) }
        if phase == .completing { phase = .inactive }
    }
}
