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
    /// A shared element, matched between the two screens by its identifier.
    case element(String)

    /// The role's name in plans, JSON and the command line: `presented`, `presenting`, `dimming`,
    /// `snapshot`, or `element:<identifier>`.
    public var name: String {
        switch self {
        case .presented: "presented"
        case .presenting: "presenting"
        case .dimming: "dimming"
        case .snapshot: "snapshot"
        case .element(let identifier): "element:\(identifier)"
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
            guard name.hasPrefix("element:"), name.count > "element:".count else { return nil }
            self = .element(String(name.dropFirst("element:".count)))
        }
    }
}
