import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The headless UIKit's touch delivery and gesture arbitration (UIKit's private `UIGestureEnvironment`).
///
/// **Delivery.** A touch is hit-tested once, when it lands (``HeadlessUIKit/hitTest(_:)``), and keeps
/// that view for its life. It is delivered to the enabled recognizers of the hit view and of every
/// ancestor up to the window ("the hit-test view's swarm of gesture recognizers": M. Neuburg,
/// *Programming iOS*, "Touch Delivery"; `UIView.addGestureRecognizer(_:)`: "receive touches hit-tested
/// to that view and all of its subviews"), each asked ``HeadlessGestureRecognizerDelegate/gestureRecognizer(_:shouldReceive:)``
/// first. Recognizers are ordered deepest view first (a view's own recognizers in the order they
/// were added), and every touch event is handed to them in that order.
///
/// **Priority** (not documented by Apple): UIKit 26.1 orders recognizers with
/// `-[UIGestureRecognizer _depthFirstCompare:]`, by their views (`_compareGestureRecognizerContainer:`,
/// not read; the model puts the deeper view first, as an inner scroll view beats an outer one) and,
/// on one view, by their index in `gestureRecognizers`. Because recognizers see each event in that
/// order, when two cross their threshold on the same event the deeper one begins first and, unless
/// the two may recognize simultaneously, makes the other fail. A recognizer that crosses its
/// threshold on an earlier event wins whatever its depth.
///
/// **Beginning** (UIKit 26.1 `-[UIGestureRecognizer _shouldBegin]`, decompiled): a recognizer about to
/// leave `.possible` first waits for the recognizers it requires to fail (`require(toFail:)` and the
/// four failure-requirement hooks; a required recognizer not evaluating any of the same touches counts
/// as failed); then, when it ``HeadlessGestureRecognizer/cancelsTouchesInView``, each hit view of its
/// touches is asked ``ModelView/gestureRecognizerShouldBegin`` (`UIView.h` lines 384–387: a `UISlider`
/// refuses swipes along it that start on its thumb); a refusal fails it without asking the delegate;
/// then its delegate's `gestureRecognizerShouldBegin`. A continuous gesture already under way on one of
/// its touches that may not recognize with it makes it fail.
///
/// **Waiting.** A recognizer that asked to begin while a recognizer it requires to fail was still
/// evaluating begins once that one fails: on its own next touch event, or, at the latest, once the
/// touch event (or the clock tick) in which the other failed has been delivered to every recognizer,
/// before the targets are called. Not sooner, mid-delivery: its targets must see `.began` before any
/// `.changed` (`UIGestureRecognizer.h` lines 22–23 promise an action for each), and a recognizer
/// that began in the middle of an event would change again on its own move of the same event. (When
/// UIKit re-evaluates a waiting recognizer is not documented; this reading never loses a state.)
///
/// **Exclusion** (`UIGestureRecognizer.h` lines 96–100; Neuburg: "if the touch is associated with any
/// other recognizers, those are forced to fail"): when a recognizer begins or is recognized, every
/// other recognizer still evaluating one of its touches fails, unless either delegate allows
/// simultaneous recognition; a recognizer that required it to fail fails too.
///
/// **Actions and reset.** State changes take effect at once; the targets are called at the end of the
/// touch event, recognizer by recognizer in the order they first changed (UIKit says "at the next turn
/// of the run loop", `UIGestureRecognizer.h` line 23; the model sends them before the touch call
/// returns, before any other touch or clock tick). Then every recognizer in a final state is reset to
/// `.possible` and stops receiving the touches it had (`UIGestureRecognizerSubclass.h` lines 31–34).
@MainActor
public final class HeadlessGestureEnvironment {
    /// One state a recognizer entered, for logs and tests.
    public struct Event: Hashable, Sendable, CustomStringConvertible {
        /// The recognizer's ``HeadlessGestureRecognizer/name`` (its type when it has none).
        public let recognizer: String
        /// The state entered.
        public let state: HeadlessGestureRecognizer.State

        /// "name: state".
        public var description: String { "\(recognizer): \(state)" }
    }

    /// Every state entered by a recognizer of this system, in order.
    public private(set) var log: [Event] = []
    /// The fingers down, in the order they landed.
    public private(set) var activeTouches: [HeadlessTouch] = []

    private weak var system: HeadlessUIKit?
    private var nextTouch = 0
    private var depth = 0
    private var actionQueue: [HeadlessGestureRecognizer] = []
    private var waitingQueue: [HeadlessGestureRecognizer] = []
    private var resetQueue: [HeadlessGestureRecognizer] = []

    init(system: HeadlessUIKit) {
        self.system = system
    }

    // MARK: Touch events

    /// A finger lands at `point` (window coordinates).
    func touchDown(at point: CGPoint) -> HeadlessTouch {
        nextTouch += 1
        let time = system?.time ?? 0
        let hit = system?.hitTest(point)
        let touch = HeadlessTouch(identifier: nextTouch, location: point, time: time, view: hit)
        activeTouches.append(touch)
        guard let hit else { return touch }
        perform {
            for recognizer in Self.recognizers(from: hit) {
                guard recognizer.isEnabled, recognizer.state == .possible || recognizer.state.isActive,
                    recognizer.accepts(touch),
                    recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true
                else { continue }
                recognizer.system = system
                recognizer.touches.append(touch)
                touch.gestureRecognizers.append(recognizer)
            }
            for recognizer in touch.gestureRecognizers where receives(recognizer, touch) {
                recognizer.touchesBegan([touch])
            }
        }
        return touch
    }

    /// `touch` moves to `point` (window coordinates).
    func move(_ touch: HeadlessTouch, to point: CGPoint) {
        guard touch.isActive else { return }
        touch.previousLocation = touch.location
        touch.location = point
        touch.timestamp = system?.time ?? touch.timestamp
        touch.phase = .moved
        perform {
            for recognizer in touch.gestureRecognizers where receives(recognizer, touch) {
                recognizer.touchesMoved([touch])
            }
        }
    }

    /// `touch` lifts (`cancelled` false) or is cancelled by the system.
    func end(_ touch: HeadlessTouch, cancelled: Bool) {
        guard touch.isActive else { return }
        touch.timestamp = system?.time ?? touch.timestamp
        touch.phase = cancelled ? .cancelled : .ended
        perform {
            for recognizer in touch.gestureRecognizers where receives(recognizer, touch) {
                if cancelled {
                    recognizer.touchesCancelled([touch])
                } else {
                    recognizer.touchesEnded([touch])
                }
                recognizer.touches.removeAll { $0 === touch }
            }
        }
        activeTouches.removeAll { $0 === touch }
    }

    /// Whether `recognizer` still receives `touch`'s events.
    private func receives(_ recognizer: HeadlessGestureRecognizer, _ touch: HeadlessTouch) -> Bool {
        recognizer.isEnabled && (recognizer.state == .possible || recognizer.state.isActive)
            && recognizer.touches.contains { $0 === touch }
    }

    /// The recognizers of `view` and its ancestors, deepest first.
    static func recognizers(from view: ModelView) -> [HeadlessGestureRecognizer] {
        var found: [HeadlessGestureRecognizer] = []
        var current: ModelView? = view
        while let candidate = current {
            found += candidate.gestureRecognizers
            current = candidate.superview
        }
        return found
    }

    // MARK: Arbitration

    /// `recognizer` asks to leave `.possible` for `next` (`.began` or `.recognized`).
    func requestBegin(_ recognizer: HeadlessGestureRecognizer, as next: HeadlessGestureRecognizer.State) {
        perform {
            if hasUnmetFailureRequirements(recognizer) {
                recognizer.pendingState = next
            } else {
                begin(recognizer, as: next)
            }
        }
    }

    private func begin(_ recognizer: HeadlessGestureRecognizer, as next: HeadlessGestureRecognizer.State) {
        let waited = recognizer.pendingState != nil
        recognizer.pendingState = nil
        let others = sharers(of: recognizer)
        if others.contains(where: { $0.state.isActive && excludes($0, recognizer) }) {
            recognizer.apply(.failed)
            return
        }
        guard shouldBegin(recognizer) else {
            recognizer.apply(.failed)
            return
        }
        if waited { recognizer.willBeginAfterSatisfyingFailureRequirements() }
        recognizer.apply(next)
        if recognizer.cancelsTouchesInView {
            for touch in recognizer.touches { touch.isCancelledInView = true }
        }
        for other in others where other.state == .possible {
            if excludes(recognizer, other) || requires(other, toFail: recognizer) { other.apply(.failed) }
        }
    }

    /// Views first (when the recognizer cancels touches in its view), then the delegate.
    private func shouldBegin(_ recognizer: HeadlessGestureRecognizer) -> Bool {
        if recognizer.cancelsTouchesInView {
            var asked: [ModelView] = []
            for touch in recognizer.touches {
                guard let view = touch.view, !asked.contains(where: { $0 === view }) else { continue }
                asked.append(view)
                if let hook = view.gestureRecognizerShouldBegin, !hook(recognizer) { return false }
            }
        }
        return recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true
    }

    /// Whether `winner`, beginning, makes `other` fail.
    private func excludes(_ winner: HeadlessGestureRecognizer, _ other: HeadlessGestureRecognizer) -> Bool {
        let simultaneous =
            winner.delegate?.gestureRecognizer(winner, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: winner) == true
        return !simultaneous && winner.canPrevent(other) && other.canBePrevented(by: winner)
    }

    /// Whether `recognizer` waits for `other` to fail.
    private func requires(_ recognizer: HeadlessGestureRecognizer, toFail other: HeadlessGestureRecognizer)
        -> Bool
    {
        recognizer.explicitFailureRequirements.contains { $0 === other }
            || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
            || recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer)
    }

    /// Whether a recognizer `recognizer` requires to fail is still evaluating one of its touches.
    private func hasUnmetFailureRequirements(_ recognizer: HeadlessGestureRecognizer) -> Bool {
        sharers(of: recognizer).contains { $0.state == .possible && requires(recognizer, toFail: $0) }
    }

    /// The other recognizers receiving one of `recognizer`'s touches.
    private func sharers(of recognizer: HeadlessGestureRecognizer) -> [HeadlessGestureRecognizer] {
        var found: [HeadlessGestureRecognizer] = []
        for touch in recognizer.touches {
            for other in touch.gestureRecognizers
            where other !== recognizer && !found.contains(where: { $0 === other }) && other.isEnabled {
                found.append(other)
            }
        }
        return found
    }

    /// A recognizer was disabled or removed from its view: a gesture under way is cancelled (its
    /// targets told); one being evaluated lets its touches go without an action.
    func abandon(_ recognizer: HeadlessGestureRecognizer) {
        perform {
            if recognizer.state.isActive {
                recognizer.apply(.cancelled)
            } else if recognizer.state == .possible, !recognizer.touches.isEmpty {
                recognizer.apply(.failed)
            }
        }
    }

    /// Called by every recognizer entering a state: logs it, queues its actions and its reset, and
    /// queues the recognizers waiting for this one to fail, to begin at the end of the event.
    func recognizer(_ recognizer: HeadlessGestureRecognizer, didEnter state: HeadlessGestureRecognizer.State)
    {
        log.append(Event(recognizer: recognizer.name ?? "\(type(of: recognizer))", state: state))
        guard state != .possible else { return }
        if state != .failed, !actionQueue.contains(where: { $0 === recognizer }) {
            actionQueue.append(recognizer)
        }
        if !resetQueue.contains(where: { $0 === recognizer }) { resetQueue.append(recognizer) }
        guard state == .failed else { return }
        for waiting in sharers(of: recognizer) {
            guard waiting.pendingState != nil, waiting.state == .possible,
                requires(waiting, toFail: recognizer),
                !waitingQueue.contains(where: { $0 === waiting })
            else { continue }
            waitingQueue.append(waiting)
        }
    }

    /// Runs `body` as one touch event: at the end of the outermost event, begins the recognizers whose
    /// wait is over, sends the queued actions, then resets the recognizers in a final state.
    private func perform(_ body: () -> Void) {
        depth += 1
        body()
        depth -= 1
        guard depth == 0 else { return }
        depth += 1
        defer { depth -= 1 }
        while true {
            if !waitingQueue.isEmpty {
                let waiting = waitingQueue.removeFirst()
                if let pending = waiting.pendingState, waiting.state == .possible,
                    !hasUnmetFailureRequirements(waiting)
                {
                    begin(waiting, as: pending)
                }
            } else if !actionQueue.isEmpty {
                let recognizer = actionQueue.removeFirst()
                if recognizer.state != .possible && recognizer.state != .failed { recognizer.sendActions() }
            } else if !resetQueue.isEmpty {
                let recognizer = resetQueue.removeFirst()
                if recognizer.state.isFinal { resetRecognizer(recognizer) }
            } else {
                break
            }
        }
    }

    private func resetRecognizer(_ recognizer: HeadlessGestureRecognizer) {
        for touch in recognizer.touches { touch.gestureRecognizers.removeAll { $0 === recognizer } }
        for touch in activeTouches { touch.gestureRecognizers.removeAll { $0 === recognizer } }
        recognizer.touches.removeAll()
        recognizer.pendingState = nil
        recognizer.reset()
        recognizer.apply(.possible)
    }
}
