import Foundation

/// Tracks of a plan that share a timing and a delay, which a stage can animate as one unit (UIKit:
/// one `UIViewPropertyAnimator`), and the arithmetic of starting such a unit at any plan time,
/// forwards or backwards.
///
/// Stages that run plans with their own animation engine use this instead of evaluating the plan
/// every frame; it lives in the core so that the scheduling decisions are tested on every platform.
public struct TimingGroup: Sendable, Hashable {
    /// The shared timing.
    public var timing: Timing
    /// The shared delay, in seconds from the plan's start.
    public var delay: Double
    /// The tracks, in plan order.
    public var tracks: [Track]

    /// Creates a group.
    public init(timing: Timing, delay: Double, tracks: [Track]) {
        self.timing = timing
        self.delay = delay
        self.tracks = tracks
    }

    /// When and from where a group's animation starts.
    package struct Start: Sendable, Hashable {
        /// Seconds to wait before the animation runs.
        public var wait: Double
        /// The fraction of the group's duration, counted forwards, the animation starts from.
        public var fraction: Double

        /// Creates a start.
        public init(wait: Double, fraction: Double) {
            self.wait = wait
            self.fraction = fraction
        }
    }

    /// How a stage's animator for the group begins (UIKit: one `UIViewPropertyAnimator`).
    package enum Launch: Sendable, Hashable {
        /// From the group's start, forwards, after `delay` seconds, the start states shown meanwhile
        /// (`startAnimation(afterDelay:)`).
        case fromStart(delay: Double)
        /// Paused at `fraction` of the group (counted forwards), then run, backwards when `reversed`,
        /// after `delay` seconds (paused meanwhile).
        case fromFraction(Double, reversed: Bool, delay: Double)
    }

    /// The longest delay a launch waits, in seconds (a day): longer ones only guard conversions.
    package static let maximumLaunchDelay = 86_400.0

    /// How the group's animator begins when the forward plan's clock reads `forward`, running
    /// forwards or (when `reversed`) backwards; nil when the group has nothing left to do. A group
    /// that starts from its beginning going forwards waits with its start states on screen; any
    /// other starts paused at its fraction (see ``start(atForwardTime:reversed:)``).
    package func launch(atForwardTime forward: Double, reversed: Bool) -> Launch? {
        guard let start = start(atForwardTime: forward, reversed: reversed) else { return nil }
        let delay = min(max(start.wait, 0), Self.maximumLaunchDelay)
        if !reversed, start.fraction == 0 { return .fromStart(delay: delay) }
        return .fromFraction(start.fraction, reversed: reversed, delay: delay)
    }

    /// The seconds of the forward plan the group spans.
    public var span: Range<Double> { delay..<(delay + timing.duration) }

    /// How the group starts when the forward plan's clock reads `forward`, running forwards or (when
    /// `reversed`) backwards towards 0; `nil` when it has nothing left to do.
    ///
    /// Forwards: done once its end is reached; before its delay, it waits for it from fraction 0;
    /// otherwise it starts at once from the elapsed fraction. Backwards: done once the clock is back
    /// at its delay; past its end, it waits at fraction 1 until the clock comes back to its end;
    /// otherwise it starts at once from the elapsed fraction, running backwards.
    package func start(atForwardTime forward: Double, reversed: Bool) -> Start? {
        let duration = timing.duration
        let end = delay + duration
        if reversed {
            guard forward > delay else { return nil }
            if forward >= end { return Start(wait: forward - end, fraction: 1) }
        } else {
            guard forward < end else { return nil }
            if forward <= delay { return Start(wait: delay - forward, fraction: 0) }
        }
        return Start(wait: 0, fraction: duration > 0 ? (forward - delay) / duration : 1)
    }
}

extension TransitionPlan {
    /// The plan's tracks grouped by timing and delay, in order of delay (then of first appearance),
    /// so that a stage creates its animations, and sets the views' final values, in time order.
    ///
    /// Tracks that animate one property of one role should follow one another without overlapping in
    /// time (the catalogue's always do): UIKit adds overlapping animations of a property together,
    /// while a plan lets the later track win, and the two then disagree.
    public var timingGroups: [TimingGroup] {
        var groups: [TimingGroup] = []
        for track in tracks {
            if let index = groups.firstIndex(where: { $0.timing == track.timing && $0.delay == track.delay })
            {
                groups[index].tracks.append(track)
            } else {
                groups.append(TimingGroup(timing: track.timing, delay: track.delay, tracks: [track]))
            }
        }
        return groups.enumerated()
            .sorted { ($0.element.delay, $0.offset) < ($1.element.delay, $1.offset) }
            .map(\.element)
    }
}

extension TransitionPlan {
    /// The forward plan's time that this plan shows at `time`: `time` itself, or `duration - time`
    /// when the plan is reversed (the clock ``TimingGroup/launch(atForwardTime:reversed:)`` reads).
    package func forwardTime(at time: Double) -> Double {
        isReversed ? duration - time : time
    }
}
