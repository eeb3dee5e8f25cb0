import Foundation

/// One animated change in a transition: a role's view going from one state to another with a
/// timing, after a delay.
///
/// A track may animate only some of the view's properties (``properties``), so that one view can
/// move with one timing and fade with another: a slide plus a fade is two tracks on one role.
public struct Track: Sendable, Hashable {
    /// The view the track animates.
    public var role: Role
    /// The state at the track's start.
    public var from: ViewState
    /// The state at the track's end.
    public var to: ViewState
    /// The properties the track animates; the others it leaves to other tracks (default: all).
    public var properties: ViewProperties
    /// How the track moves from `from` to `to`.
    public var timing: Timing
    /// Seconds from the transition's start to the track's start; negative or NaN counts as 0.
    public var delay: Double

    /// Creates a track.
    public init(
        _ role: Role, from: ViewState, to: ViewState, properties: ViewProperties = .all,
        timing: Timing, delay: Double = 0
    ) {
        self.role = role
        self.from = from
        self.to = to
        self.properties = properties
        self.timing = timing
        self.delay = delay.isFinite && delay > 0 ? delay : 0
    }

    /// When the track ends, in seconds from the transition's start.
    public var end: Double { delay + timing.duration }

    /// The track's progress at `time` seconds from the transition's start (see ``Timing/progress(at:)``).
    public func progress(at time: Double) -> Double { timing.progress(at: time - delay) }

    /// The animated state at `time` seconds from the transition's start.
    public func state(at time: Double) -> ViewState {
        ViewState.interpolate(from: from, to: to, fraction: progress(at: time))
    }

}
