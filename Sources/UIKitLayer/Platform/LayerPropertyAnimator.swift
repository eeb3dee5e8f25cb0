import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A property animator, as the UIKit layer uses it (`UIViewPropertyAnimator`; the headless UIKit's
/// model of it, which enforces the same state machine: rule 39).
@MainActor
package protocol LayerPropertyAnimator: AnyObject {
    /// The animator's state.
    var animatingState: LayerAnimatingState { get }
    /// Whether it runs backwards.
    var isReversed: Bool { get set }
    /// How far it has run, 0 to 1 (settable while paused).
    var layerFractionComplete: Double { get set }
    /// Whether it stays active, paused, at its end.
    var pausesOnCompletion: Bool { get set }
    /// Whether a paused animator shows its timing curve at `fractionComplete` (false) or moves
    /// linearly with it (true).
    var scrubsLinearly: Bool { get set }
    /// Its duration, in seconds.
    var layerDuration: Double { get }

    /// Adds animations: the block sets the values the views animate to.
    func addLayerAnimations(_ animations: @escaping @MainActor () -> Void)
    /// Adds a completion, told where the animator ended.
    func addLayerCompletion(_ completion: @escaping @MainActor (LayerAnimatingPosition) -> Void)
    /// Starts (or resumes) the animation.
    func startAnimation()
    /// Starts the animation after `delay` seconds.
    func startAnimation(afterDelay delay: Double)
    /// Pauses the animation.
    func pauseAnimation()
    /// Stops the animation where it is: inactive at once when `withoutFinishing`, else stopped until
    /// ``finishAnimation(at:)``.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Ends a stopped animator at `position` (`finishAnimation(at:)`).
    func finish(at position: LayerAnimatingPosition)
    /// Continues a paused animator with its own timing, over `durationFactor` of its duration.
    func continueAnimation(durationFactor: Double)
}

/// `UIViewAnimatingState`; the raw values are UIKit's (UIViewAnimating.h).
package enum LayerAnimatingState: Int, Equatable, Sendable {
    /// Not started, or finished.
    case inactive = 0
    /// Running or paused.
    case active = 1
    /// Stopped, waiting for `finishAnimation(at:)`.
    case stopped = 2

    /// The state of UIKit's raw value; one UIKit adds later reads as inactive, the state in which
    /// the layer asks nothing of an animator.
    package init(uiKitRawValue: Int) {
        self = Self(rawValue: uiKitRawValue) ?? .inactive
    }
}

/// `UIViewAnimatingPosition`; the raw values are UIKit's (UIViewAnimating.h).
package enum LayerAnimatingPosition: Int, Equatable, Sendable {
    /// The end values.
    case end = 0
    /// The start values.
    case start = 1
    /// Where the animation is now.
    case current = 2

    /// The position of UIKit's raw value; one UIKit adds later reads as `.current`, neither end.
    package init(uiKitRawValue: Int) {
        self = Self(rawValue: uiKitRawValue) ?? .current
    }
}

extension LayerPropertyAnimator {
    /// Stops the animator and finishes it where it is, leaving its views there, so that it may be
    /// released: UIKit raises when an active or stopped animator is released, and allows
    /// `finishAnimation(at:)` only in the stopped state (rules 16, 39).
    package func stopWhereItIs() {
        if animatingState == .active { stopAnimation(false) }
        if animatingState == .stopped { finish(at: .current) }
    }
}
