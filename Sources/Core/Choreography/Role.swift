import Foundation

/// The part a view plays in a transition.
public enum Role: Sendable, Hashable {
    /// The presented view controller's view (the "to" view when presenting, "from" when dismissing).
    case presented
    /// The presenting view controller's view, the screen underneath.
    case presenting
    /// The dimming (or blur) view between the two.
    case dimming
    /// A snapshot of the presented view, flown instead of the real view (zoom).
    case snapshot
    /// A shared element's flight, matched between the two screens by its identifier: a snapshot of
    /// the element on the presenting screen.
    case element(String)
    /// A snapshot of a shared element as the presented screen shows it: it flies with the element
    /// where the element grows on the way, cross-fading over the other snapshot, so that no snapshot
    /// is ever shown larger than it was taken (a small avatar scaled up 3x is blurry).
    case presentedElement(String)

    /// The role's name in plans, JSON and the command line: `presented`, `presenting`, `dimming`,
    /// `snapshot`, `element:<identifier>` or `presented-element:<identifier>`.
    public var name: String {
        switch self {
        case .presented: "presented"
        case .presenting: "presenting"
        case .dimming: "dimming"
        case .snapshot: "snapshot"
        case .element(let identifier): "element:\(identifier)"
        case .presentedElement(let identifier): "presented-element:\(identifier)"
        }
    }

    /// Whether the view of this role is a snapshot of the presented screen taken before that screen
    /// has been drawn: during a presentation, a snapshot of the presented view (zoom) or of one of
    /// its elements. UIKit must then render first (`snapshotView(afterScreenUpdates: true)`); views
    /// already on screen are snapped as they are (`false`), which does not force a render.
    package func snapshotsUndrawnScreen(in phase: PresentationPhase) -> Bool {
        guard phase == .present else { return false }
        switch self {
        case .snapshot, .presentedElement: return true
        case .presented, .presenting, .dimming, .element: return false
        }
    }

    /// The role with this name, or `nil` for a name that is not one of ``name``'s forms.
    public init?(name: String) {
        switch name {
        case "presented": self = .presented
        case "presenting": self = .presenting
        case "dimming": self = .dimming
        case "snapshot": self = .snapshot
        default:
            for (prefix, make) in [("element:", Role.element), ("presented-element:", Role.presentedElement)]
            where name.hasPrefix(prefix) && name.count > prefix.count {
                self = make(String(name.dropFirst(prefix.count)))
                return
            }
            return nil
        }
    }
}
