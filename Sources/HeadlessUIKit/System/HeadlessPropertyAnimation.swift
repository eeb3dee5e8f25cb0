import Foundation
import StagehandCore

/// A view animation on the headless UIKit's clock, pausable and reversible like a
/// `UIViewPropertyAnimator`: it moves one view from a state to another over a duration.
///
/// Start it with ``start(in:)``; every tick moves ``fractionComplete`` by the elapsed time over
/// the duration (backwards when ``isReversed``) and sets the view's state. When it reaches the end
/// it was heading for, it stops and calls its completion with whether that end is the target
/// (`true`) or the start (`false`, reversed). A paused animation leaves the clock's ticker list,
/// so a paused transition does not keep ``HeadlessUIKit/runUntilIdle(framesPerSecond:limit:)``
/// busy.
@MainActor
public final class HeadlessPropertyAnimation: HeadlessTicking {
    /// The animated view.
    public let view: ModelView
    /// The state at fraction 0.
    public let startState: ViewState
    /// The state at fraction 1.
    public let endState: ViewState
    /// The duration from 0 to 1, in seconds (at least a microsecond).
    public let duration: Double
    /// How far it is, 0...1.
    public private(set) var fractionComplete: Double = 0
    /// Whether it runs back towards 0.
    public var isReversed = false
    /// Whether it is running on the clock.
    public private(set) var isRunning = false
    /// Whether it reached an end and called its completion.
    public private(set) var isFinished = false
    private let curve: @Sendable (Double) -> Double
    private var completion: (@MainActor (Bool) -> Void)?
    private weak var system: HeadlessUIKit?
    private var lastTime: Double = 0
    private var isRegistered = false

    /// Creates an animation of `view` from `start` (its current state by default) to `end`.
    /// `curve` maps linear progress to eased progress (linear by default).
    public init(
        view: ModelView, from start: ViewState? = nil, to end: ViewState, duration: Double,
        curve: @escaping @Sendable (Double) -> Double = { $0 },
        completion: (@MainActor (_ reachedEnd: Bool) -> Void)? = nil
    ) {
        self.view = view
        self.startState = start ?? view.state
        self.endState = end
        self.duration = duration.isFinite ? max(duration, 1e-6) : 1e-6
        self.curve = curve
        self.completion = completion
    }

    /// Sets the view to the start state and runs on `system`'s clock from now. A view animation
    /// begins: inside a transition's animator call, the first one takes the transition
    /// coordinator's alongside animations (``HeadlessUIKit/viewAnimationWillBegin()``, rule 39).
    public func start(in system: HeadlessUIKit) {
        self.system = system
        apply()
        system.viewAnimationWillBegin()
        resume()
    }

    /// Stops on the clock where it is (it can be resumed).
    public func pause() {
        isRunning = false
    }

    /// Runs on the clock again from the current fraction, in the current direction.
    public func resume() {
        guard !isFinished, let system else { return }
        isRunning = true
        lastTime = system.time
        if !isRegistered {
            isRegistered = true
            system.addTicker(self)
        }
    }

    /// Moves to `fraction` (clamped to 0...1) and sets the view's state; for an interactive drive.
    public func setFraction(_ fraction: Double) {
        fractionComplete = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        apply()
    }

    /// Advances by the time elapsed since the last tick; see the type's documentation.
    public func tick(to time: Double) -> Bool {
        guard isRunning, !isFinished else {
            isRegistered = false
            return false
        }
        let elapsed = max(0, time - lastTime)
        lastTime = time
        fractionComplete += (isReversed ? -1 : 1) * elapsed / duration
        let atTarget = !isReversed && fractionComplete >= 1 - 1e-9
        let atStart = isReversed && fractionComplete <= 1e-9
        fractionComplete = min(max(fractionComplete, 0), 1)
        if atTarget { fractionComplete = 1 }
        if atStart { fractionComplete = 0 }
        apply()
        guard atTarget || atStart else { return true }
        isFinished = true
        isRunning = false
        isRegistered = false
        let completion = self.completion
        self.completion = nil
        completion?(atTarget)
        return false
    }

    private func apply() {
        view.state = ViewState.interpolate(from: startState, to: endState, fraction: curve(fractionComplete))
    }
}
