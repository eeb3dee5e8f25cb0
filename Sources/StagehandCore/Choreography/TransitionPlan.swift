import Foundation

/// A transition as data: the tracks that animate each role's view over time.
///
/// A plan can be evaluated at any time or fraction, forwards or reversed, which is all a stage needs
/// to perform it, scrub it interactively or render it. Evaluation writes into a buffer the caller
/// keeps, so a running transition does not allocate per frame:
///
/// ```swift
/// var states = plan.initialStates           // one state per role, in plan.roles order
/// for frame in 0...60 {
///     plan.evaluate(at: Double(frame) / 60, into: &states)
/// }
/// ```
///
/// Tracks on the same role combine: each writes the properties it animates, in order, once it has
/// started; before it starts, a track only holds the properties that no earlier track on that role
/// animates, so a later fade-out does not override an earlier fade-in before its turn.
public struct TransitionPlan: Sendable, Hashable {
    /// The tracks, in the order they were given.
    public let tracks: [Track]
    /// The roles the tracks animate, each once, in order of first appearance: the order of the
    /// buffer ``evaluate(at:into:)`` fills.
    public let roles: [Role]
    /// How long the whole transition lasts: when its last track ends.
    public let duration: Double
    /// Whether the plan runs backwards: at time t it shows what the forward plan shows at
    /// `duration - t`.
    public private(set) var isReversed: Bool

    // The numbers evaluation reads, without the roles' strings, so the per-frame loop copies no
    // reference-counted value.
    private let kernels: [Kernel]

    private struct Kernel: Sendable, Hashable {
        var roleIndex: Int
        var from: ViewState
        var to: ViewState
        var properties: ViewProperties
        var propertiesBeforeStart: ViewProperties
        var timing: Timing
        var delay: Double
    }

    /// Creates a plan from its tracks.
    ///
    /// Properties that no track of a role animates keep the value in that role's first track's
    /// `from` state for the whole transition.
    public init(tracks: [Track]) {
        var roles: [Role] = []
        var index: [Role: Int] = [:]
        var animated: [ViewProperties] = []
        for track in tracks {
            if let existing = index[track.role] {
                animated[existing].formUnion(track.properties)
            } else {
                index[track.role] = roles.count
                roles.append(track.role)
                animated.append(track.properties)
            }
        }
        var covered = [ViewProperties](repeating: [], count: roles.count)
        var kernels: [Kernel] = []
        kernels.reserveCapacity(tracks.count)
        for track in tracks {
            let roleIndex = index[track.role]!
            var kernel = Kernel(
                roleIndex: roleIndex, from: track.from, to: track.to, properties: track.properties,
                propertiesBeforeStart: track.properties.subtracting(covered[roleIndex]),
                timing: track.timing, delay: track.delay)
            if covered[roleIndex].isEmpty {
                // The role's first track also carries the properties nobody animates, held still.
                let still = ViewProperties.all.subtracting(animated[roleIndex])
                kernel.to = kernel.to.replacing(still, from: kernel.from)
                kernel.properties.formUnion(still)
                kernel.propertiesBeforeStart = .all
            }
            covered[roleIndex].formUnion(track.properties)
            kernels.append(kernel)
        }
        self.tracks = tracks
        self.roles = roles
        self.kernels = kernels
        self.duration = tracks.map(\.end).max() ?? 0
        self.isReversed = false
    }

    /// The plan played backwards: the exact mirror image in time, whatever the timings.
    public func reversed() -> TransitionPlan {
        var plan = self
        plan.isReversed.toggle()
        return plan
    }

    /// Each role's state at the transition's start (at the end, when reversed).
    public var initialStates: [ViewState] { states(at: 0) }

    /// Each role's state at the transition's end (at the start, when reversed).
    public var finalStates: [ViewState] { states(at: duration) }

    /// The index of `role` in ``roles``, or `nil` when no track animates it.
    public func index(of role: Role) -> Int? { roles.firstIndex(of: role) }

    /// Each role's state at `time` seconds, in ``roles`` order (allocates the result; see
    /// ``evaluate(at:into:)`` for the allocation-free form).
    public func states(at time: Double) -> [ViewState] {
        var states = [ViewState](repeating: .zero, count: roles.count)
        evaluate(at: time, into: &states)
        return states
    }

    /// Writes each role's state at `time` seconds into `states`, in ``roles`` order.
    ///
    /// Times before 0 and after ``duration`` hold the first and last states; NaN counts as 0.
    /// `states` is resized only when its count is not the number of roles, so a buffer reused from
    /// frame to frame is never reallocated.
    public func evaluate(at time: Double, into states: inout [ViewState]) {
        if states.count != roles.count {
            states = [ViewState](repeating: .zero, count: roles.count)
        }
        var t = time.isNaN ? 0 : min(max(time, 0), duration)
        if isReversed { t = duration - t }
        kernels.withUnsafeBufferPointer { kernels in
            states.withUnsafeMutableBufferPointer { states in
                for kernel in kernels {
                    let local = t - kernel.delay
                    let mask = local >= 0 ? kernel.properties : kernel.propertiesBeforeStart
                    if mask.isEmpty { continue }
                    let progress = kernel.timing.progress(at: local)
                    let state = ViewState.interpolate(from: kernel.from, to: kernel.to, fraction: progress)
                    states[kernel.roleIndex] =
                        mask == .all ? state : states[kernel.roleIndex].replacing(mask, from: state)
                }
            }
        }
    }

    /// Writes each role's state at `fraction` of the duration (0 = start, 1 = end) into `states`:
    /// scrubbing, as an interactive transition does. Fractions are clamped to [0, 1].
    public func evaluate(atFraction fraction: Double, into states: inout [ViewState]) {
        let clamped = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        evaluate(at: clamped * duration, into: &states)
    }

    /// The state of `role` at `time` seconds, or `nil` when no track animates it.
    public func state(of role: Role, at time: Double) -> ViewState? {
        guard let index = index(of: role) else { return nil }
        return states(at: time)[index]
    }
}
