import Foundation

/// One phase (presenting or dismissing) of one transition, fully decided: the plan, the views that
/// join the container and their order, what is hidden while it runs, and what each view does when
/// the phase completes or is cancelled.
///
/// A stage (UIKit's container view, or the headless model) carries it out without deciding
/// anything itself; `PresentationDriver` drives it.
public struct Choreography: Sendable, Hashable {
    /// Presenting or dismissing.
    public let phase: PresentationPhase
    /// The animated states of every role.
    public let plan: TransitionPlan
    /// The roles whose views are in the container during the phase, bottom to top.
    public let hierarchy: [Role]
    /// How the presentation treats the presenting view (UIKit's rules follow from it).
    public let style: PresentationStyle
    /// Views that exist outside the plan and are hidden while it runs: the real presented view
    /// while its snapshot flies (zoom), the originals of shared elements during their flight.
    public let hiddenOriginals: [Original]
    /// Roles whose views exist only for the transition (snapshots, element flights) and leave the
    /// container when the phase ends, whether it completed or was cancelled.
    public let transientRoles: [Role]
    /// The edge the presented view leaves through when dragged away, and the distance in points
    /// that a drag must cover to dismiss: the ``DismissalDrag`` of this phase.
    public let drag: DismissalDrag

    /// Creates a choreography.
    public init(
        phase: PresentationPhase, plan: TransitionPlan, hierarchy: [Role], style: PresentationStyle,
        hiddenOriginals: [Original] = [], transientRoles: [Role] = [], drag: DismissalDrag
    ) {
        self.phase = phase
        self.plan = plan
        self.hierarchy = hierarchy
        self.style = style
        self.hiddenOriginals = hiddenOriginals
        self.transientRoles = transientRoles
        self.drag = drag
    }

    /// The same phase with `role` left out: its tracks, its place in the hierarchy and its originals,
    /// for a stage that does not hold that role's view.
    func without(_ role: Role) -> Choreography {
        Choreography(
            phase: phase, plan: TransitionPlan(tracks: plan.tracks.filter { $0.role != role }),
            hierarchy: hierarchy.filter { $0 != role }, style: style, hiddenOriginals: hiddenOriginals,
            transientRoles: transientRoles.filter { $0 != role }, drag: drag)
    }

    /// The roles whose views the phase adds to the container and must take out again if it is
    /// cancelled (or, for transients, in any case). Presenting adds the presented view and the
    /// dimming; dismissing a full-screen presentation adds the presenting view back below.
    public var insertedRoles: [Role] {
        switch phase {
        case .present: hierarchy.filter { $0 != .presenting }
        case .dismiss: hierarchy.filter { $0 == .presenting || transientRoles.contains($0) }
        }
    }

    /// The roles whose views are on screen while the presentation rests: the hierarchy without the
    /// transients, and without the presenting view in the full-screen style (UIKit has taken it out).
    public var restingRoles: [Role] {
        hierarchy.filter { !transientRoles.contains($0) && !($0 == .presenting && style == .fullScreen) }
    }

    /// Whether installing the phase may snapshot a screen never drawn
    /// (``Role/snapshotsUndrawnScreen(in:)``), which forces a screen update on a phone: one of its
    /// transient roles of that kind that is not in the container yet (`isPlaced` says which are),
    /// or, when `findsElements`, a shared element of the presented screen. The elements are measured
    /// once the presented screen is laid out where it will rest, and may add flights that this cast,
    /// measured before, does not have yet.
    package func snapshotsUndrawnScreen(findsElements: Bool, isPlaced: (Role) -> Bool) -> Bool {
        // The presented screen's elements fly as `.presentedElement`s, whatever their identifiers.
        if findsElements, Role.presentedElement("").snapshotsUndrawnScreen(in: phase) { return true }
        return transientRoles.contains { $0.snapshotsUndrawnScreen(in: phase) && !isPlaced($0) }
    }

    /// The roles removed from the container once the phase completes: transients always; after a
    /// dismissal, the presented view and the dimming too (the presenting view stays, which is what
    /// a hand-written fade animator easily gets wrong when it is cancelled).
    public var rolesRemovedOnCompletion: [Role] {
        switch phase {
        case .present: transientRoles
        case .dismiss: hierarchy.filter { $0 != .presenting }
        }
    }
}

/// Presenting or dismissing.
public enum PresentationPhase: String, Sendable, Hashable, CaseIterable {
    /// The presented view controller comes on screen.
    case present
    /// It leaves.
    case dismiss
}

/// What happens to the presenting view controller's view, following UIKit's modal presentation
/// styles.
public enum PresentationStyle: String, Sendable, Hashable, CaseIterable {
    /// Like UIKit's `.overFullScreen`: the presented views cover the whole window (the container is
    /// the window's), and the presenting view stays where it is, outside the container and under it,
    /// for the whole presentation. UIKit does not hand it to the animator (`view(forKey: .from)` is
    /// nil), so a transition in this style cannot animate it. (Stagehand presents with `.custom`
    /// and a presentation controller whose `shouldRemovePresentersView` is false; UIKit's
    /// `.overCurrentContext`, which covers only the controller that `definesPresentationContext`,
    /// is not what this does, hence the name.)
    case overFullScreen
    /// `.fullScreen`: the presenting view is handed to the animator and UIKit removes it from the
    /// window once the presentation completes; the dismissal must put it back in the container.
    case fullScreen
}

/// A view a transition hides while it runs and shows again at its end.
public enum Original: Sendable, Hashable {
    /// The real presented view, while a snapshot of it flies in its place.
    case presentedView
    /// A shared element's view on the presenting screen.
    case sourceElement(String)
    /// A shared element's view on the presented screen.
    case destinationElement(String)
}

/// How a drag dismisses: along which edge and over which distance.
public struct DismissalDrag: Sendable, Hashable {
    /// The edge the presented view leaves through: a drag towards it dismisses.
    public var edge: ScreenEdge
    /// The distance, in points, a drag covers from presented (progress 0) to dismissed (1); at
    /// least 1.
    public var distance: Double

    /// Creates a drag description; a distance below 1 point (or NaN) counts as 1.
    public init(edge: ScreenEdge, distance: Double) {
        self.edge = edge
        self.distance = distance >= 1 ? distance : 1
    }

    /// The component of a translation or velocity (x, y in points) along the dismissing
    /// direction: positive towards ``edge``.
    public func component(x: Double, y: Double) -> Double {
        let value = edge.axis == .horizontal ? x : y
        let signed = value * edge.outwardSign
        return signed.isFinite ? signed : 0
    }

    /// The dismissal progress for a drag of `translation` points towards the edge: translation
    /// over distance, and, for a drag the other way, past the presented position, rubber-banded
    /// (negative progress that never exceeds 0.55 of the drag and approaches -1 asymptotically).
    public func progress(forTranslation translation: Double) -> Double {
        guard translation.isFinite else { return 0 }
        if translation >= 0 { return translation / distance }
        return GesturePhysics.rubberBand(offset: translation, dimension: distance) / distance
    }
}
