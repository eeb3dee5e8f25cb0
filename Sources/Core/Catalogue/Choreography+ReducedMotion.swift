import Foundation

extension Choreography {
    /// The same phase for someone who asked the system to reduce motion (iOS: Reduce Motion): nothing
    /// slides, scales or flies; the presented view cross-fades in place over at most 0.3 s
    /// (ease-in-out), the dimming fades with it, and the views underneath stay where they rest.
    ///
    /// - The presented view takes its resting frame and transform at both ends (presenting: the
    ///   end of the plan; dismissing: its start) and fades from or to transparent.
    /// - Every other real view (the presenting view, the dimming) keeps the state it has at rest
    ///   at both ends, except for alpha, which still fades (the dimming).
    /// - Snapshots and element flights are dropped, and nothing is hidden: shared elements fade with
    ///   their screens.
    ///
    /// A drag still moves the views under the finger (direct manipulation is not the motion that
    /// Reduce Motion removes); only the phases that run by themselves use this. A finger that
    /// catches such a phase scrubs its cross-fade: the views never jump to the transition's own
    /// motion mid-flight.
    public func reducingMotion() -> Choreography {
        let duration = min(plan.duration, 0.3)
        let timing = Timing.easeInEaseOut(duration: duration)
        let presenting = phase == .present
        let tracks: [Track] = plan.tracks.compactMap { track in
            guard !transientRoles.contains(track.role) else { return nil }
            // The state at rest: the end of a presentation, the start of a dismissal.
            var rest = presenting ? track.to : track.from
            var away = rest
            if track.role == .presented {
                away.alpha = 0
            } else {
                rest.alpha = (presenting ? track.to : track.from).alpha
                away.alpha = (presenting ? track.from : track.to).alpha
            }
            if track.role != .presented, track.role != .dimming {
                // Underneath: it stays where it is at rest, with no fade of its own.
                let still = presenting ? track.from : track.to
                return Track(track.role, from: still, to: still, timing: timing)
            }
            return presenting
                ? Track(track.role, from: away, to: rest, timing: timing)
                : Track(track.role, from: rest, to: away, timing: timing)
        }
        return Choreography(
            phase: phase, plan: TransitionPlan(tracks: tracks),
            hierarchy: hierarchy.filter { !transientRoles.contains($0) }, style: style, hiddenOriginals: [],
            transientRoles: [], drag: drag)
    }
}
