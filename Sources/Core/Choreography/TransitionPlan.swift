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

    // What evaluation reads, without the roles' strings, so the per-frame loop copies no
    // reference-counted value: each track's packed states, and the index of its timing slot.
    // Tracks that share a timing and a delay share a slot, whose progress is computed once a frame.
    private let kernels: [Kernel]
    private let slots: [SlotCurve]

    private struct Kernel: Sendable, Hashable {
        var roleIndex: Int
        var slot: Int
        var from: PackedState
        var to: PackedState
        var properties: ViewProperties
        var propertiesBeforeStart: ViewProperties
    }

    private struct Slot: Sendable, Hashable {
        var timing: Timing
        var delay: Double
    }

    // A slot's curve unpacked from the `TimingCurve` enum, so the per-frame loop reads it in
    // place through a pointer instead of copying an enum payload out.
    private struct SlotCurve: Sendable, Hashable {
        var delay: Double
        var duration: Double
        var isSpring: Bool
        var bezier: CubicBezier
        var spring: SpringParameters?

        init(_ slot: Slot) {
            delay = slot.delay
            duration = slot.timing.duration
            switch slot.timing.curve {
            case .cubicBezier(let curve):
                isSpring = false
                bezier = curve
                spring = nil
            case .spring(let curve):
                isSpring = true
                bezier = .linear
                spring = curve
            }
        }

        /// The same value as `Timing.progress(at: time - delay)`, or -infinity before the start.
        @inline(__always)
        func progress(at time: Double) -> Double {
            let local = time - delay
            if local < 0 { return -.infinity }
            if local >= duration { return 1 }
            if isSpring, let spring { return spring.progress(at: local) }
            return bezier.progress(at: local / duration, tolerance: 1e-7 / duration)
        }
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
        var slots: [Slot] = []
        var slotIndex: [Slot: Int] = [:]
        var kernels: [Kernel] = []
        kernels.reserveCapacity(tracks.count)
        for track in tracks {
            let roleIndex = index[track.role]!
            var properties = track.properties
            var beforeStart = track.properties.subtracting(covered[roleIndex])
            var to = track.to
            if covered[roleIndex].isEmpty {
                // The role's first track also carries the properties nobody animates, held still.
                let still = ViewProperties.all.subtracting(animated[roleIndex])
                to = to.replacing(still, from: track.from)
                properties.formUnion(still)
                beforeStart = .all
            }
            covered[roleIndex].formUnion(track.properties)
            let slot = Slot(timing: track.timing, delay: track.delay)
            let slotNumber: Int
            if let existing = slotIndex[slot] {
                slotNumber = existing
            } else {
                slotNumber = slots.count
                slotIndex[slot] = slotNumber
                slots.append(slot)
            }
            kernels.append(
                Kernel(
                    roleIndex: roleIndex, slot: slotNumber, from: PackedState(track.from),
                    to: PackedState(to),
                    properties: properties, propertiesBeforeStart: beforeStart))
        }
        self.tracks = tracks
        self.roles = roles
        self.kernels = kernels
        self.slots = slots.map(SlotCurve.init)
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
    /// frame to frame is never reallocated, and nothing else is allocated.
    public func evaluate(at time: Double, into states: inout [ViewState]) {
        if states.count != roles.count {
            states = [ViewState](repeating: .zero, count: roles.count)
        }
        var t = time.isNaN ? 0 : min(max(time, 0), duration)
        if isReversed { t = duration - t }
        // The buffers are opened once, outermost, so the loops below work on plain pointers (no
        // dynamic exclusivity checks on `states`). One progress per slot, on the stack for any plan
        // of up to 128 distinct timings.
        states.withUnsafeMutableBufferPointer { states in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: max(slots.count, 1)) { progress in
                slots.withUnsafeBufferPointer { slots in
                    guard let slot = slots.baseAddress else { return }
                    for index in 0..<slots.count {
                        progress[index] = slot[index].progress(at: t)
                    }
                }
                kernels.withUnsafeBufferPointer { kernels in
                    guard let kernel = kernels.baseAddress, let state = states.baseAddress else { return }
                    for index in 0..<kernels.count {
                        var fraction = progress[kernel[index].slot]
                        var properties = kernel[index].properties
                        if fraction == -.infinity {
                            fraction = 0
                            properties = kernel[index].propertiesBeforeStart
                        }
                        PackedState.interpolate(
                            from: kernel[index].from, to: kernel[index].to, fraction: fraction,
                            properties: properties, into: &state[kernel[index].roleIndex])
                    }
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

    /// Each role's state at `progress` along every track, linearly and ignoring timings and
    /// delays: how a paused UIKit animator scrubs (`scrubsLinearly`). Progress may leave [0, 1];
    /// the states are then extrapolated (and clamped as ``ViewState/interpolate(from:to:fraction:)``
    /// clamps).
    package func linearStates(atProgress progress: Double) -> [ViewState] {
        var states = initialStates
        for track in tracks {
            guard let index = index(of: track.role) else { continue }
            let state = ViewState.interpolate(from: track.from, to: track.to, fraction: progress)
            states[index] = states[index].replacing(track.properties, from: state)
        }
        return states
    }
}
