import Foundation
import StagehandCore

/// What a transition showed, frame by frame: the state of every role's view on screen, as the
/// headless UIKit drew it.
///
/// ``TransitionTest/present(animated:framesPerSecond:fileID:line:)`` and
/// ``TransitionTest/dismiss(animated:framesPerSecond:fileID:line:)`` record one. Frame times count from the
/// call that started the transition; the first frame is the turn of the run loop that runs the
/// transition's body (time 0), the last the one at which everything came to rest.
///
/// ```swift
/// let recording = try test.present()
/// let halfway = recording.state(of: .presented, atFraction: 0.5)
/// ```
public struct TransitionRecording: Sendable {
    /// One frame: the time, and the state of each role whose view was in the transition container.
    public struct Frame: Sendable, Hashable {
        /// Seconds since the transition was asked for.
        public var time: Double
        /// The state of each role's view on screen (its presentation values while an animator runs),
        /// in the container's coordinates. Roles with no view in the container are absent.
        public var states: [Role: ViewState]
    }

    /// The phase recorded.
    public let phase: PresentationPhase
    /// The frames, oldest first, one per turn of the run loop at ``framesPerSecond``.
    public let frames: [Frame]
    /// The frames recorded each second.
    public let framesPerSecond: Double

    /// The time from the request to the end of the motion: the time of the first frame that already
    /// shows what the last frame shows (0 when nothing was recorded). The frames after it are the
    /// turns in which the transition completed and came to rest.
    public var duration: Double {
        guard let last = frames.last else { return 0 }
        var end = last
        for frame in frames.reversed() {
            guard frame.states == last.states else { break }
            end = frame
        }
        return end.time
    }

    /// Every role that was on screen in some frame, in the order they first appeared (by name within
    /// a frame).
    public var roles: [Role] {
        var seen: [Role] = []
        for frame in frames {
            for role in frame.states.keys.sorted(by: { $0.name < $1.name }) where !seen.contains(role) {
                seen.append(role)
            }
        }
        return seen
    }

    /// The state of `role`'s view as the frame on screen at `time` showed it: the last frame at or
    /// before `time` (seconds since the request). Nil when the role was not on screen then, or
    /// `time` is before the first frame or not a number.
    public func state(of role: Role, at time: Double) -> ViewState? {
        guard time.isFinite else { return nil }
        // A frame time is a sum of frame intervals; allow for its rounding.
        guard let frame = frames.last(where: { $0.time <= time + 1e-9 }) else { return nil }
        return frame.states[role]
    }

    /// The state of `role`'s view at `fraction` of ``duration`` (0 is the first frame, 1 the
    /// frame where the motion ended); a fraction outside 0...1 is clamped to it.
    public func state(of role: Role, atFraction fraction: Double) -> ViewState? {
        guard fraction.isFinite else { return nil }
        return state(of: role, at: min(max(fraction, 0), 1) * duration)
    }
}
