import Foundation

/// How a group's animator takes over a motion already partway: a new animation from the values the
/// views show at a fraction of the group to its end (its start, reversed), along a timing that
/// carries on the group's motion, velocity included.
///
/// UIKit does not say what a paused spring animator does when it is started again (it may resume
/// its curve, or build new animations from the current values, from rest: rule 40 of
/// `Docs/UIKitContract.md`). What `continueAnimation(withTimingParameters:durationFactor:)` and a
/// new animator do is documented: the animation starts from the current values with the timing it
/// is given. So a stage that retargets a motion in flight (a rotation, a keyboard, a rebuilt plan)
/// or starts a group partway runs a new animator with ``timing``, which moves the same on every
/// reading:
/// - a cubic Bézier: the curve's remainder, subdivided (``CubicBezier/remainder(afterFraction:)``);
///   exact;
/// - a spring, forwards: the same spring (mass, stiffness, damping) with the velocity it has at the
///   fraction, relative to the distance left (`UISpringTimingParameters.initialVelocity`); a spring
///   is time-invariant, so the motion is exactly the rest of the group's;
/// - a spring, backwards: no spring moves as a spring played in reverse; the run is the cubic curve
///   that leaves with the group's velocity at the fraction and arrives with its velocity at the start
///   (a Hermite curve), so the motion is continuous at both ends (``isExact`` is false).
package struct GroupContinuation: Sendable, Hashable {
    /// The fraction of the group, counted forwards, the run starts from.
    public var fraction: Double
    /// The same point in seconds from the group's start.
    public var startTime: Double
    /// Whether the run goes back towards the group's start.
    public var isReversed: Bool
    /// The run's timing, from the values at ``fraction`` to the group's end (start, reversed). Its
    /// duration is the group's time left that way.
    public var timing: Timing
    /// Whether the run moves exactly as the group's timing does (false only for a spring played
    /// backwards, whose run is continuous in value and velocity at both ends).
    public var isExact: Bool

    /// The forward time, in seconds from the group's start, the run shows `elapsed` seconds after
    /// it began (clamped to the run; NaN counts as 0).
    public func groupTime(afterRunning elapsed: Double) -> Double {
        let span = timing.duration
        let ran = elapsed.isNaN ? 0 : min(max(elapsed, 0), span)
        return isReversed ? startTime - ran : startTime + ran
    }
}

extension TimingGroup {
    /// The run that carries on the group's motion from `fraction` (counted forwards), towards its
    /// end or, when `reversed`, its start; nil when nothing is left to animate that way (no time
    /// left, or no distance: the group's values there are already its end values, or start values).
    ///
    /// A spring whose distance left is under 1e-6 of the whole is not animated (its target values
    /// are shown at once): a new animation from values that equal its target would not move, and the
    /// velocity relative to such a distance is not a number UIKit can take.
    ///
    /// - Parameters:
    ///   - fraction: How far into the group, 0 to 1 (clamped; NaN counts as 0).
    ///   - reversed: Whether the run goes back to the group's start.
    package func continuation(fromFraction fraction: Double, reversed: Bool) -> GroupContinuation? {
        let f = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        let duration = timing.duration
        let elapsed = f * duration
        let left = reversed ? elapsed : duration - elapsed
        guard left > 0 else { return nil }
        switch timing.curve {
        case .cubicBezier(let bezier):
            let curve =
                reversed ? bezier.reversedRemainder(beforeFraction: f) : bezier.remainder(afterFraction: f)
            guard let curve else { return nil }
            return GroupContinuation(
                fraction: f, startTime: elapsed, isReversed: reversed, timing: .bezier(curve, duration: left),
                isExact: true)
        case .spring(let spring):
            let progress = timing.progress(at: elapsed)
            let velocity = timing.velocity(at: elapsed)
            let distance = reversed ? progress : 1 - progress
            guard abs(distance) > 1e-6 else { return nil }
            if !reversed {
                // The same spring, set off with the velocity it has here, relative to the distance
                // left (positive towards the target).
                guard let tail = try? spring.withInitialVelocity(velocity / distance) else { return nil }
                return GroupContinuation(
                    fraction: f, startTime: elapsed, isReversed: false, timing: .spring(tail, duration: left),
                    isExact: true)
            }
            // Backwards: a Hermite cubic from the velocity here to the velocity at the start, each as
            // a slope over the run's time and distance (both measured towards the start).
            let leaving = velocity * left / distance
            let arriving = timing.velocity(at: 0) * left / distance
            let curve = CubicBezier.normalized(1 / 3, leaving / 3, 2 / 3, 1 - arriving / 3)
            return GroupContinuation(
                fraction: f, startTime: elapsed, isReversed: true, timing: .bezier(curve, duration: left),
                isExact: false)
        }
    }
}
