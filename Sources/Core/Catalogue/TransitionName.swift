/// The built-in transitions by the name the command line, the gallery and ``StagehandTransition/name`` use:
/// one registry, so that a new transition is named, described and built in one place.
///
/// ```swift
/// let drawer = TransitionName(rawValue: "slide-in")?.defaultTransition  // .slideIn(from: .left)
/// ```
package enum TransitionName: String, CaseIterable, Sendable, Hashable {
    /// A drawer that slides in from an edge over a dimming (seed 000).
    case slideIn = "slide-in"
    /// A snapshot that grows from a source frame to full screen (seed 001).
    case zoom
    /// A rounded card that springs up from the bottom (seed 002).
    case card
    /// Elements that fly between the screens while the new one fades in (seed 003).
    case sharedElement = "shared-element"
    /// A cross-dissolve (seed 004).
    case fade
    /// A full-screen view that covers the presenter from an edge.
    case cover
    /// Navigation style: the new screen slides in while the presenter moves aside.
    case push
    /// An alert-like popup that scales up and fades in over a dimming.
    case popup

    /// One line that says what the transition looks like, for help screens and captions.
    public var summary: String {
        switch self {
        case .slideIn: "a drawer slides in from an edge over a 50 % dimming (seed 000)"
        case .zoom: "a snapshot grows from a source frame to full screen (seed 001)"
        case .card: "a rounded card springs up from the bottom (seed 002)"
        case .sharedElement: "elements fly between the screens while the new one fades in (seed 003)"
        case .fade: "the presented view fades in and out (seed 004)"
        case .cover: "a full-screen view covers the presenter from an edge"
        case .push: "navigation style: slides in while the presenter moves aside"
        case .popup: "an alert-like popup scales up and fades in over a dimming"
        }
    }

    /// The catalogue's transition of this name with every parameter at its default: a drawer from
    /// the left, a zoom from the source view, a fitted card, a cover from the bottom, a push from
    /// the right. Its ``StagehandTransition/name`` is `rawValue`.
    public var defaultTransition: StagehandTransition {
        switch self {
        case .slideIn: .slideIn(from: .left)
        case .zoom: .zoom()
        case .card: .card()
        case .sharedElement: .sharedElement()
        case .fade: .fade()
        case .cover: .cover()
        case .push: .push()
        case .popup: .popup()
        }
    }
}
