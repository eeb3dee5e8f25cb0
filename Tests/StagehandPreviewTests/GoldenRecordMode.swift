import Foundation

/// When golden references are written instead of compared, as swift-snapshot-testing's record
/// modes.
enum GoldenRecordMode: String, Sendable, Hashable, CaseIterable {
    /// Compare only: a missing reference is a failure. The default, and what CI runs.
    case never
    /// Write the references that do not exist yet; compare the others.
    case missing
    /// Compare, and write over the references that do not match (the failure is still reported).
    case failed
    /// Write every reference without comparing.
    case all

    /// The environment variable that chooses the mode.
    static let environmentVariable = "STAGEHAND_RECORD_GOLDENS"

    /// The mode named by a value of ``environmentVariable``: unset, empty, `0` or `never` is
    /// ``never``; `1` or `all` is ``all``; `missing` and `failed` are themselves. Nil for anything
    /// else, so that a typo is an error rather than a silent comparison.
    init?(environmentValue: String?) {
        switch environmentValue?.lowercased() {
        case nil, "", "0", "never": self = .never
        case "1", "all": self = .all
        case let value?:
            guard let mode = GoldenRecordMode(rawValue: value) else { return nil }
            self = mode
        }
    }

    /// The mode this process runs in, from its environment; nil when the variable holds a value
    /// ``init(environmentValue:)`` does not know.
    static let current = GoldenRecordMode(
        environmentValue: ProcessInfo.processInfo.environment[environmentVariable])
}
