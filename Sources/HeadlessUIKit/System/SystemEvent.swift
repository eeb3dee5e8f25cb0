import Foundation

/// One thing the headless UIKit did, in the order it did it: every callback it makes, every view
/// it moves, every request it refuses. ``HeadlessUIKit/events`` is the log.
///
/// Each case's ``description`` is one short line (`pc.presentationTransitionWillBegin()`,
/// `detail.viewWillAppear`), so a test can compare a whole sequence as an array of strings.
public enum SystemEvent: Hashable, Sendable, CustomStringConvertible {
    /// A call to the transitioning delegate, by method name.
    case delegate(String)
    /// A call to the presentation controller, by method name.
    case presentationController(String)
    /// A call to the animator, by method name.
    case animator(String)
    /// A call to the interaction controller, by method name.
    case interactor(String)
    /// A call the transition context received, by method name, or its interaction handlers
    /// running (`interactionChanged`).
    case context(String)
    /// An appearance callback to the named controller.
    case appearance(String, AppearanceEvent)
    /// A containment callback to the named child of an app's container (rule 63).
    case containment(String, ContainmentEvent)
    /// `viewWillTransition(to:with:)` on the named controller, with the size.
    case viewWillTransition(String, width: Double, height: Double)
    /// A call to the presentation controller's adaptive delegate, by method name.
    case adaptiveDelegate(String)
    /// A call to a navigation controller's delegate, by method name (rule 52).
    case navigationDelegate(String)
    /// A call to a tab bar controller's delegate, by method name (rule 58).
    case tabBarDelegate(String)
    /// A call a transition coordinator received, by method name, or what it ran (rules 17, 32).
    case coordinator(String)
    /// Something the system did itself: moved a view, ignored or re-enabled touches, ran a layout.
    case system(String)
    /// A completion handler ran: `present` or `dismiss`.
    case completion(String)
    /// A request UIKit refuses and only logs, with the rule and UIKit's log text.
    case refused(rule: Int, message: String)
    /// A breach of the contract was recorded (also in ``HeadlessUIKit/breaches``).
    case breach(ContractBreach)

    /// One line: the receiver and the call.
    public var description: String {
        switch self {
        case .delegate(let call): "delegate.\(call)"
        case .presentationController(let call): "pc.\(call)"
        case .animator(let call): "animator.\(call)"
        case .interactor(let call): "interactor.\(call)"
        case .context(let call): "context.\(call)"
        case .appearance(let name, let event): "\(name).\(event)"
        case .containment(let name, let event): "\(name).\(event)"
        case .viewWillTransition(let name, let width, let height):
            "\(name).viewWillTransition(to: \(Self.format(width))x\(Self.format(height)))"
        case .adaptiveDelegate(let call): "adaptiveDelegate.\(call)"
        case .navigationDelegate(let call): "navigationDelegate.\(call)"
        case .tabBarDelegate(let call): "tabBarDelegate.\(call)"
        case .coordinator(let call): "coordinator.\(call)"
        case .system(let what): "system: \(what)"
        case .completion(let what): "completion: \(what)"
        case .refused(let rule, let message): "refused (rule \(rule)): \(message)"
        case .breach(let breach): "breach: \(breach)"
        }
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
