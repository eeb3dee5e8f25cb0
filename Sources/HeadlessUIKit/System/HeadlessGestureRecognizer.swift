import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A gesture recognizer of the headless UIKit, as `UIGestureRecognizer`: it watches the touches
/// hit-tested to its view and the view's subviews, moves through UIKit's state machine and calls its
/// targets.
///
/// The headless UIKit's ``HeadlessGestureEnvironment`` delivers touches and arbitrates between
/// recognizers as UIKit does (see its documentation for the rules and their sources). Subclasses are
/// ``HeadlessPanGestureRecognizer``, ``HeadlessScreenEdgePanGestureRecognizer``,
/// ``HeadlessTapGestureRecognizer`` and ``HeadlessLongPressGestureRecognizer``.
///
/// **State machine** (`UIGestureRecognizer.h`, lines 20–32): a continuous recognizer goes
/// `.possible` → `.began` → `.changed`… → `.ended` or `.cancelled`; a discrete one `.possible` →
/// `.recognized`; either may go `.possible` → `.failed`. Actions are sent for `.began`, `.changed`,
/// `.ended`, `.cancelled` and `.recognized`, never for `.failed`; a recognizer in a final state is
/// reset to `.possible`. ``history`` lists every state entered, resets included.
@MainActor
public class HeadlessGestureRecognizer {
    /// The states of a recognizer (`UIGestureRecognizer.State`).
    public enum State: Sendable, Hashable, CustomStringConvertible {
        /// No gesture recognized yet; touches may be under evaluation (the default).
        case possible
        /// A continuous gesture started.
        case began
        /// A continuous gesture changed.
        case changed
        /// A continuous gesture ended (all fingers lifted).
        case ended
        /// A continuous gesture was cancelled.
        case cancelled
        /// The touches cannot be this gesture; no action is sent.
        case failed
        /// A discrete gesture (a tap) was recognized. UIKit gives it the raw value of `.ended`.
        case recognized

        /// The state's name, as in Swift's `UIGestureRecognizer.State`.
        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            case .recognized: "recognized"
            }
        }

        /// Whether the recognizer is done with its touches (ended, cancelled, failed or recognized).
        var isFinal: Bool { self == .ended || self == .cancelled || self == .failed || self == .recognized }
        /// Whether a continuous gesture is under way.
        var isActive: Bool { self == .began || self == .changed }
    }

    /// A name for logs and tests (`name`).
    public var name: String?
    /// The recognizer's state (`state`).
    public internal(set) var state: State = .possible
    /// Every state the recognizer entered, in order, including `.possible` after each reset.
    public internal(set) var history: [State] = []
    /// The view the recognizer is attached to (`view`), set by ``ModelView/addGestureRecognizer(_:)``.
    public internal(set) weak var view: ModelView?
    /// The recognizer's delegate (`delegate`), held weakly as in UIKit (`UIGestureRecognizer.h` line 50).
    public weak var delegate: (any HeadlessGestureRecognizerDelegate)?
    /// Whether the recognizer receives touches (`isEnabled`, default true). Disabling it cancels a
    /// gesture under way (`UIGestureRecognizer.h` line 52); a recognizer only evaluating touches lets
    /// them go and is reset without an action.
    public var isEnabled = true {
        didSet {
            guard oldValue, !isEnabled else { return }
            environment?.abandon(self)
        }
    }
    /// Whether recognizing the gesture cancels its touches in the hit view (`cancelsTouchesInView`,
    /// default true, `UIGestureRecognizer.h` line 57). It also decides whether the hit views are asked
    /// ``ModelView/gestureRecognizerShouldBegin`` before the gesture begins (`UIView.h` line 384).
    public var cancelsTouchesInView = true
    /// UIKit's `delaysTouchesBegan` (default false, `UIGestureRecognizer.h` line 58), which a scroll
    /// view's private touch-delaying recognizer sets. Recorded for Stagehand's pans to read; the
    /// headless UIKit does not hold touches back.
    public var delaysTouchesBegan = false

    /// The touches the recognizer is tracking, in the order they landed.
    public internal(set) var touches: [HeadlessTouch] = []
    /// The system whose touches the recognizer last received.
    weak var system: HeadlessUIKit?
    /// The state the recognizer asked for while a recognizer it requires to fail had not failed yet.
    var pendingState: State?
    /// The recognizers that must fail before this one may begin (`require(toFail:)`).
    private var requiredToFail: [WeakRecognizer] = []
    private var targets:
        [(token: HeadlessGestureTarget, action: @MainActor (HeadlessGestureRecognizer) -> Void)] =
            []
    private var nextTarget = 0

    /// Creates a recognizer with no target.
    public init() {}

    var environment: HeadlessGestureEnvironment? { system?.gestureEnvironment }

    /// The number of touches the recognizer is tracking (`numberOfTouches`).
    public var numberOfTouches: Int { touches.count }

    /// Where the gesture is, in `view`'s coordinates (window coordinates when nil): the centroid of its
    /// touches (`location(in:)`). Subclasses refine it as UIKit's do.
    public func location(in view: ModelView?) -> CGPoint {
        let point = windowLocation
        guard let view else { return point }
        return view.convert(point, from: nil)
    }

    /// The gesture's location in window coordinates.
    var windowLocation: CGPoint { Self.centroid(of: touches) }

    /// The recognizers this one waits for to fail (`require(toFail:)`): while one of them is still
    /// evaluating the same touches, this recognizer does not begin; if it begins or is recognized,
    /// this one fails (`UIGestureRecognizer.h` lines 69–72).
    public func require(toFail other: HeadlessGestureRecognizer) {
        guard other !== self, !requiredToFail.contains(where: { $0.recognizer === other }) else { return }
        requiredToFail.append(WeakRecognizer(other))
    }

    /// The recognizers set with ``require(toFail:)`` that are still alive.
    var explicitFailureRequirements: [HeadlessGestureRecognizer] { requiredToFail.compactMap(\.recognizer) }

    // MARK: Targets

    /// Adds an action called with the recognizer on every state change that sends actions; returns a
    /// token for ``removeTarget(_:)``. The typed forms are `addTarget(_:)` and `addTarget(_:action:)`.
    func addAction(_ action: @escaping @MainActor (HeadlessGestureRecognizer) -> Void)
        -> HeadlessGestureTarget
    {
        nextTarget += 1
        let token = HeadlessGestureTarget(identifier: nextTarget)
        targets.append((token, action))
        return token
    }

    /// Removes the target-action pair `token` names (`removeTarget(_:action:)`).
    public func removeTarget(_ token: HeadlessGestureTarget) {
        targets.removeAll { $0.token == token }
    }

    /// Removes every target (`removeTarget(nil, action: nil)`).
    public func removeAllTargets() {
        targets.removeAll()
    }

    /// Calls every target, in the order they were added.
    func sendActions() {
        for target in targets { target.action(self) }
    }

    // MARK: Subclass points (UIGestureRecognizerSubclass.h)

    /// New touches landed (`touchesBegan(_:with:)`).
    func touchesBegan(_ touches: [HeadlessTouch]) {}
    /// Tracked touches moved (`touchesMoved(_:with:)`).
    func touchesMoved(_ touches: [HeadlessTouch]) {}
    /// Tracked touches lifted (`touchesEnded(_:with:)`).
    func touchesEnded(_ touches: [HeadlessTouch]) {}
    /// Tracked touches were cancelled (`touchesCancelled(_:with:)`): by default a gesture under way is
    /// cancelled and one being evaluated fails.
    func touchesCancelled(_ touches: [HeadlessTouch]) {
        setState(state.isActive ? .cancelled : .failed)
    }
    /// Clears the recognizer's own state after it reached a final state (`reset()`).
    func reset() {}
    /// Whether the recognizer takes one more touch (a pan stops at `maximumNumberOfTouches`).
    func accepts(_ touch: HeadlessTouch) -> Bool { true }
    /// The recognizer begins after waiting for others to fail (UIKit 26.1 `UIPanGestureRecognizer
    /// _willBeginAfterSatisfyingFailureRequirements` zeroes the pan's translation).
    func willBeginAfterSatisfyingFailureRequirements() {}
    /// Whether this recognizer, recognizing, can make `other` fail (`canPrevent(_:)`, default true).
    func canPrevent(_ other: HeadlessGestureRecognizer) -> Bool { true }
    /// Whether `other`, recognizing, can make this recognizer fail (`canBePrevented(by:)`, default true).
    func canBePrevented(by other: HeadlessGestureRecognizer) -> Bool { true }
    /// Whether this recognizer waits for `other` to fail, class-wide (`shouldRequireFailure(of:)`).
    func shouldRequireFailure(of other: HeadlessGestureRecognizer) -> Bool { false }
    /// Whether `other` waits for this recognizer to fail, class-wide (`shouldBeRequiredToFail(by:)`).
    func shouldBeRequiredToFail(by other: HeadlessGestureRecognizer) -> Bool { false }

    /// Asks for a new state, as a subclass sets `state` in UIKit. Beginning or recognizing goes through
    /// the environment (failure requirements, `gestureRecognizerShouldBegin`, exclusion); other moves
    /// apply at once when the state machine allows them and are ignored otherwise.
    func setState(_ next: State) {
        switch (state, next) {
        case (.possible, .began), (.possible, .recognized):
            if let environment { environment.requestBegin(self, as: next) } else { apply(.failed) }
        case (.possible, .failed), (.began, .changed), (.changed, .changed), (.began, .ended),
            (.changed, .ended),
            (.began, .cancelled), (.changed, .cancelled):
            apply(next)
        case (.possible, .ended), (.possible, .cancelled):
            apply(.failed)
        default:
            break
        }
    }

    /// Enters `next` and tells the environment (which queues the actions and the reset).
    func apply(_ next: State) {
        state = next
        history.append(next)
        if next != .possible { pendingState = nil }
        environment?.recognizer(self, didEnter: next)
    }

    /// The centroid of `touches` in window coordinates (zero when there are none).
    static func centroid(of touches: [HeadlessTouch]) -> CGPoint {
        guard !touches.isEmpty else { return .zero }
        let count = CGFloat(touches.count)
        let x = touches.reduce(CGFloat(0)) { $0 + $1.location.x } / count
        let y = touches.reduce(CGFloat(0)) { $0 + $1.location.y } / count
        return CGPoint(x: x, y: y)
    }
}

/// A token naming one target-action pair of a recognizer, for ``HeadlessGestureRecognizer/removeTarget(_:)``.
public struct HeadlessGestureTarget: Hashable, Sendable {
    let identifier: Int
}

/// Gives every gesture recognizer typed target-action methods: the action receives the recognizer
/// with its own type (`UIGestureRecognizer.addTarget(_:action:)`).
@MainActor
public protocol HeadlessGestureRecognizing: AnyObject {}

extension HeadlessGestureRecognizer: HeadlessGestureRecognizing {}

extension HeadlessGestureRecognizing where Self: HeadlessGestureRecognizer {
    /// Adds `action`, called with the recognizer each time it begins, changes, ends, is cancelled or
    /// is recognized (never when it fails). Several actions may be added; they run in order.
    @discardableResult
    public func addTarget(_ action: @escaping @MainActor (Self) -> Void) -> HeadlessGestureTarget {
        addAction { recognizer in action(recognizer as! Self) }
    }

    /// Adds `action` of `target`, held weakly as UIKit holds targets: once `target` is released, the
    /// action is no longer called. Pass an unapplied method, as a selector: `addTarget(self,
    /// action: Handler.handlePan)`.
    @discardableResult
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping @MainActor (Target) -> (Self) -> Void
    ) -> HeadlessGestureTarget {
        addAction { [weak target] recognizer in
            guard let target else { return }
            action(target)(recognizer as! Self)
        }
    }
}

/// The delegate of a headless gesture recognizer (`UIGestureRecognizerDelegate`). Every method is
/// optional, with UIKit's default answer.
@MainActor
public protocol HeadlessGestureRecognizerDelegate: AnyObject {
    /// Whether `gestureRecognizer` may leave `.possible` (begin or be recognized); false makes it
    /// fail. Default true (`UIGestureRecognizer.h` line 93).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: HeadlessGestureRecognizer) -> Bool
    /// Whether `gestureRecognizer` and `otherGestureRecognizer` may recognize at once. Default false;
    /// either delegate answering true is enough (`UIGestureRecognizer.h` lines 96–100).
    func gestureRecognizer(
        _ gestureRecognizer: HeadlessGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: HeadlessGestureRecognizer
    ) -> Bool
    /// Whether `gestureRecognizer` waits for `otherGestureRecognizer` to fail. Default false
    /// (`UIGestureRecognizer.h` line 106).
    func gestureRecognizer(
        _ gestureRecognizer: HeadlessGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: HeadlessGestureRecognizer
    ) -> Bool
    /// Whether `otherGestureRecognizer` waits for `gestureRecognizer` to fail. Default false
    /// (`UIGestureRecognizer.h` line 107).
    func gestureRecognizer(
        _ gestureRecognizer: HeadlessGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: HeadlessGestureRecognizer
    ) -> Bool
    /// Whether `gestureRecognizer` sees `touch` at all; asked before the touch is delivered. Default
    /// true (`UIGestureRecognizer.h` line 110).
    func gestureRecognizer(_ gestureRecognizer: HeadlessGestureRecognizer, shouldReceive touch: HeadlessTouch)
        -> Bool
}

extension HeadlessGestureRecognizerDelegate {
    /// UIKit's default: true.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: HeadlessGestureRecognizer) -> Bool { true }

    /// UIKit's default: false.
    public func gestureRecognizer(
        _ gestureRecognizer: HeadlessGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: HeadlessGestureRecognizer
    ) -> Bool { false }

    /// UIKit's default: false.
    public func gestureRecognizer(
        _ gestureRecognizer: HeadlessGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: HeadlessGestureRecognizer
    ) -> Bool { false }

    /// UIKit's default: false.
    public func gestureRecognizer(
        _ gestureRecognizer: HeadlessGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: HeadlessGestureRecognizer
    ) -> Bool { false }

    /// UIKit's default: true.
    public func gestureRecognizer(
        _ gestureRecognizer: HeadlessGestureRecognizer, shouldReceive touch: HeadlessTouch
    )
        -> Bool
    { true }
}

/// A weak reference to a recognizer.
@MainActor
final class WeakRecognizer {
    weak var recognizer: HeadlessGestureRecognizer?

    init(_ recognizer: HeadlessGestureRecognizer) { self.recognizer = recognizer }
}
