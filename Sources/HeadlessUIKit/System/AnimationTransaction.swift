import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The headless UIKit's animation context: while a property animator runs one of its animation
/// blocks, every change to a ``ModelView/state`` is captured (old → new) as an animation of that
/// view, as UIKit captures the property changes made inside an animation block.
///
/// The model value changes at once, as in UIKit (the layer's model value is the new value the moment
/// it is set: d-ronnqvist, "Hit testing animating layers"); the captured change becomes a
/// ``PresentationAnimation`` on the view, from which ``ModelView/presentationState`` is computed.
///
/// UIKit's animation context is likewise global to the main thread (a change inside any animation
/// block is animated, whatever view it is made on); this model keeps it on the main actor, and only
/// while a block runs synchronously: nothing is captured otherwise, so code that writes `state`
/// outside an animator is unchanged.
@MainActor
enum AnimationTransaction {
    /// One block being run: the changes it made, per view, in the order first seen.
    final class Capture {
        /// The first old value and the latest new value of each view changed.
        var changes: [(view: ModelView, from: ViewState, to: ViewState)] = []
        private var index: [ObjectIdentifier: Int] = [:]

        func record(_ view: ModelView, from old: ViewState, to new: ViewState) {
            let key = ObjectIdentifier(view)
            if let position = index[key] {
                changes[position].to = new
            } else {
                index[key] = changes.count
                changes.append((view, old, new))
            }
        }
    }

    /// The captures open, innermost last; nil entries suspend capturing (the system's own writes).
    private static var stack: [Capture?] = []

    /// Called by ``ModelView/state``'s observer: records the change in the innermost capture, if
    /// any.
    static func viewDidChange(_ view: ModelView, from old: ViewState) {
        guard let capture = stack.last ?? nil else { return }
        capture.record(view, from: old, to: view.state)
    }

    /// Runs `body`, capturing the state changes it makes, and returns them.
    static func capturing(_ body: () -> Void) -> [(view: ModelView, from: ViewState, to: ViewState)] {
        let capture = Capture()
        stack.append(capture)
        body()
        stack.removeLast()
        return capture.changes
    }

    /// Runs `body` without capturing: the animator's own writes to the model (stop, finish) are not
    /// animations, even when made inside another animator's block.
    static func withoutCapturing(_ body: () -> Void) {
        stack.append(nil)
        body()
        stack.removeLast()
    }
}

/// A captured change animating on a view: the difference between the value before the change and
/// the value after, on the properties that changed, driven by one block of one animator.
///
/// Animations are additive, as UIKit's have been since iOS 8 (WWDC 2014 session 236, "Building
/// Interruptible and Responsive Interactions"): each adds `(from − to)·(1 − progress)` to the model
/// value, so it starts where the screen was and fades into the model value as its progress reaches 1.
/// A second animation of the same property starts where the first has the view at that moment (the
/// presentation value is continuous) and the first keeps decaying underneath it; the view comes to
/// rest at the model value, the last target.
@MainActor
final class PresentationAnimation {
    /// The animator whose block made the change; when it is gone, the animation is.
    weak var owner: HeadlessViewPropertyAnimator?
    /// The block's index in its animator's current run.
    let block: Int
    /// The model value before the block changed it.
    let from: ViewState
    /// The model value the block left.
    let to: ViewState
    /// The properties that changed.
    let properties: ViewProperties
    /// `from − to`.
    let delta: StateDelta

    init(owner: HeadlessViewPropertyAnimator, block: Int, from: ViewState, to: ViewState) {
        self.owner = owner
        self.block = block
        self.from = from
        self.to = to
        var properties: ViewProperties = []
        if from.frame != to.frame { properties.insert(.frame) }
        if from.alpha != to.alpha { properties.insert(.alpha) }
        if from.transform != to.transform { properties.insert(.transform) }
        if from.cornerRadius != to.cornerRadius { properties.insert(.cornerRadius) }
        self.properties = properties
        self.delta = StateDelta(from: from, to: to)
    }

    /// What the animation adds to the model value now: `delta·(1 − progress)`.
    var contribution: StateDelta {
        guard let owner else { return .zero }
        return delta.scaled(by: 1 - owner.progress(ofBlock: block))
    }
}

/// A difference between two view states, component by component (frame origin and size, alpha,
/// transform components, corner radius): what an additive animation adds to a model value.
struct StateDelta: Sendable, Equatable {
    var x = 0.0
    var y = 0.0
    var width = 0.0
    var height = 0.0
    var alpha = 0.0
    var scaleX = 0.0
    var scaleY = 0.0
    var rotation = 0.0
    var translationX = 0.0
    var translationY = 0.0
    var cornerRadius = 0.0

    /// No difference.
    static let zero = StateDelta()

    init() {}

    /// `from − to`, component by component.
    init(from: ViewState, to: ViewState) {
        x = Double(from.frame.origin.x) - Double(to.frame.origin.x)
        y = Double(from.frame.origin.y) - Double(to.frame.origin.y)
        width = Double(from.frame.size.width) - Double(to.frame.size.width)
        height = Double(from.frame.size.height) - Double(to.frame.size.height)
        alpha = from.alpha - to.alpha
        scaleX = from.transform.scaleX - to.transform.scaleX
        scaleY = from.transform.scaleY - to.transform.scaleY
        rotation = from.transform.rotation - to.transform.rotation
        translationX = from.transform.translationX - to.transform.translationX
        translationY = from.transform.translationY - to.transform.translationY
        cornerRadius = from.cornerRadius - to.cornerRadius
    }

    private var components: [Double] {
        [x, y, width, height, alpha, scaleX, scaleY, rotation, translationX, translationY, cornerRadius]
    }

    /// Whether every component is 0.
    var isZero: Bool { components.allSatisfy { $0 == 0 } }

    /// Every component times `factor`.
    func scaled(by factor: Double) -> StateDelta {
        var result = self
        result.x *= factor
        result.y *= factor
        result.width *= factor
        result.height *= factor
        result.alpha *= factor
        result.scaleX *= factor
        result.scaleY *= factor
        result.rotation *= factor
        result.translationX *= factor
        result.translationY *= factor
        result.cornerRadius *= factor
        return result
    }

    /// The component-wise sum.
    static func + (lhs: StateDelta, rhs: StateDelta) -> StateDelta {
        var result = lhs
        result.x += rhs.x
        result.y += rhs.y
        result.width += rhs.width
        result.height += rhs.height
        result.alpha += rhs.alpha
        result.scaleX += rhs.scaleX
        result.scaleY += rhs.scaleY
        result.rotation += rhs.rotation
        result.translationX += rhs.translationX
        result.translationY += rhs.translationY
        result.cornerRadius += rhs.cornerRadius
        return result
    }

    /// `state` plus this difference, clamped to what a view can show (alpha to [0, 1], size and
    /// corner radius to 0 or more) as ``ViewState/interpolate(from:to:fraction:)`` clamps.
    func added(to state: ViewState) -> ViewState {
        guard !isZero else { return state }
        var result = state
        result.frame.origin.x = CGFloat(Double(state.frame.origin.x) + x)
        result.frame.origin.y = CGFloat(Double(state.frame.origin.y) + y)
        let width = Double(state.frame.size.width) + width
        let height = Double(state.frame.size.height) + height
        result.frame.size.width = CGFloat(max(0, width))
        result.frame.size.height = CGFloat(max(0, height))
        result.alpha = min(max(state.alpha + alpha, 0), 1)
        result.transform.scaleX += scaleX
        result.transform.scaleY += scaleY
        result.transform.rotation += rotation
        result.transform.translationX += translationX
        result.transform.translationY += translationY
        result.cornerRadius = max(0, state.cornerRadius + cornerRadius)
        return result
    }
}
