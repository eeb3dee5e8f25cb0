import Foundation

/// `UIViewAnimatingState`: where a ``HeadlessViewPropertyAnimator`` is in its life, with UIKit's
/// raw values (`UIViewAnimating.h`, lines 13–17).
public enum HeadlessViewAnimatingState: Int, Sendable, Hashable, CaseIterable {
    /// `.inactive`: the animation is not executing; the initial state, and the state after the
    /// animations end (naturally, or by `stopAnimation(true)` or `finishAnimation(at:)`).
    case inactive = 0
    /// `.active`: the animation is executing, running or paused.
    case active = 1
    /// `.stopped`: stopped with `stopAnimation(false)` and not yet finished with
    /// `finishAnimation(at:)`; it cannot be started again.
    case stopped = 2
}

/// `UIViewAnimatingPosition`: where the animated properties end (`UIViewAnimating.h`, lines
/// 20–24).
public enum HeadlessViewAnimatingPosition: Int, Sendable, Hashable, CaseIterable {
    /// `.end`: the values set in the animation blocks.
    case end = 0
    /// `.start`: the values before the animation blocks ran.
    case start = 1
    /// `.current`: the values on screen when the animator was stopped.
    case current = 2
}
