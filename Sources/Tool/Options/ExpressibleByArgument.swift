import StagehandCore
import StagehandHeadless

/// A value written as one word on the command line, from a fixed set: `--phase`, `--edge`,
/// `--format` and the TRANSITION argument are all parsed through it, so each refusal reads alike
/// and each help screen lists the same words the parser accepts.
protocol ExpressibleByArgument: Sendable {
    /// The value `argument` names, or `nil`.
    init?(argument: String)
    /// Every word accepted, in the order the help lists them.
    static var allValueStrings: [String] { get }
}

extension ExpressibleByArgument where Self: RawRepresentable, Self.RawValue == String, Self: CaseIterable {
    init?(argument: String) { self.init(rawValue: argument) }
    static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

extension ExpressibleByArgument {
    /// Parses `text` or throws `--NAME must be one of a, b, c, got 'text'`.
    static func parse(_ text: String, option: String) throws -> Self {
        guard let value = Self(argument: text) else {
            throw UsageError(
                "--\(option) must be one of \(allValueStrings.joined(separator: ", ")), got \(text.quoted)")
        }
        return value
    }
}

extension TransitionName: ExpressibleByArgument {}
extension ScreenEdge: ExpressibleByArgument {}

/// `stagehand plan --phase`.
enum PlanPhase: String, CaseIterable, ExpressibleByArgument {
    case present, dismiss

    var phase: PresentationPhase { self == .present ? .present : .dismiss }
}

/// `stagehand render --phase`: a phase, or both with a hold after each.
enum RenderPhase: String, CaseIterable, ExpressibleByArgument {
    case present, dismiss
    case roundTrip = "round-trip"
}

/// `stagehand curve --format`.
enum CurveFormat: String, CaseIterable, ExpressibleByArgument {
    case csv, json
}
