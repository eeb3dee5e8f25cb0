/// The built-in transitions by the name the command line, the gallery and ``StagehandTransition/name`` use:
/// one registry, so that a new transition is named, described and built in one place.
///
/// ```swift
/// let drawer = TransitionName(rawValue: "slide-in")?.defaultTransition  // .slideIn(from: .left)
/// ```
package enum TransitionName: String, CaseIterable, Sendable, Hashable {
    /// A drawer that slides in from an edge over a dimming.
    case slideIn = "slide-in"
    /// A snapshot that grows from a source frame to full screen.
    case zoom
    /// A rounded card that springs up from the bottom.
    case card
    /// Elements that fly between the screens while the new one fades in.
    case sharedElement = "shared-element"
    /// A cross-dissolve.
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
        case .slideIn: "a drawer slides in from an edge over a 50 % dimming"
        case .zoom: "a snapshot grows from a source frame to full screen"
        case .card: "a rounded card springs up from the bottom"
        case .sharedElement: "elements fly between the screens while the new one fades in"
        case .fade: "the presented view fades in and out"
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
