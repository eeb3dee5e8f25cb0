import Foundation

/// When golden references are written instead of compared, as swift-snapshot-testing's record
/// modes. A test reads it from the environment with ``fromEnvironment()``, so that recording
/// never needs a code change:
///
///     STAGEHAND_RECORD_GOLDENS=missing swift test
public enum GoldenRecordMode: String, Sendable, Hashable, CaseIterable {
    /// Compare only: a missing reference is a failure. The default, and what CI runs.
    case never
    /// Write the references that do not exist yet; compare the others.
    case missing
    /// Compare, and write over the references that do not match (the failure is still reported).
    case failed
    /// Write every reference without comparing.
    case all

    /// The environment variable that chooses the mode.
    public static let environmentVariable = "STAGEHAND_RECORD_GOLDENS"

    /// The mode named by a value of ``environmentVariable``: unset, empty, `0` or `never` is
    /// ``never``; `1` or `all` is ``all``; `missing` and `failed` are themselves. Nil for anything
    /// else, so that a typo is an error rather than a silent comparison.
    public init?(environmentValue: String?) {
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
    public static let current = GoldenRecordMode(
        environmentValue: ProcessInfo.processInfo.environment[environmentVariable])

    /// The mode this process runs in, from ``environmentVariable``.
    ///
    /// - Throws: ``GoldenMismatch`` naming the variable, its value and the values it takes, when
    ///   the value is not one of them: a typo must not quietly compare instead of recording.
    public static func fromEnvironment() throws -> GoldenRecordMode {
        guard let mode = current else {
            let value = ProcessInfo.processInfo.environment[environmentVariable] ?? ""
            throw GoldenMismatch(
                message:
                    "\(environmentVariable) is \(value.debugDescription): it must be 1, all, missing, failed, 0 "
                    + "or never")
        }
        return mode
    }
}
