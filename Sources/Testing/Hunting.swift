import Foundation
import StagehandCore
import StagehandHeadless

extension PresentationFuzzer {
    /// Plays `sequences` random sequences of events (seeded by `seed`) on each of `transitions`
    /// and expects every promise kept: one line in a test.
    ///
    /// ```swift
    /// try PresentationFuzzer.expectNoFailures(in: [Curtain(), StagehandTransition.card()], sequences: 50)
    /// ```
    ///
    /// - Returns: the report, for its counts.
    /// - Throws: ``TransitionTestFailure`` with the number of failing sequences and the first ones
    ///   (their transition, seed, steps, problem and the system's log), which
    ///   ``PresentationFuzzer/replay(_:seed:steps:inspect:)`` plays again.
    @MainActor
    @discardableResult
    public static func expectNoFailures(
        in transitions: [any CustomTransition], sequences: Int, seed: UInt64 = 0, fileID: String = #fileID,
        line: Int = #line
    ) throws -> Report {
        var fuzzer = PresentationFuzzer(transitions: transitions, seed: seed)
        let report = fuzzer.run(sequences: sequences)
        guard report.failures.isEmpty else {
            throw TransitionTestFailure(
                "the fuzzer found \(report.failures.count) failing sequences of \(report.sequences):\n"
                    + report.failures.prefix(3).map(\.description).joined(separator: "\n"),
                fileID: fileID, line: line)
        }
        return report
    }
}

extension PresentationExplorer {
    /// Plays every sequence of up to `maximumLength` events on each of `transitions`, under each
    /// reading of the contract's unknowns, and expects every promise kept: one line in a test.
    ///
    /// ```swift
    /// try PresentationExplorer.expectNoFailures(in: [Curtain()], maximumLength: 3)
    /// ```
    ///
    /// - Returns: the report, for its counts.
    /// - Throws: ``TransitionTestFailure`` with the number of failing sequences and the shortest
    ///   ones, which ``PresentationExplorer/replay(_:events:unknowns:binds:)`` plays again.
    @MainActor
    @discardableResult
    public static func expectNoFailures(
        in transitions: [any CustomTransition], maximumLength: Int, fileID: String = #fileID,
        line: Int = #line
    ) throws -> Report {
        let report = PresentationExplorer(transitions: transitions, maximumLength: maximumLength).run()
        guard report.failures.isEmpty else {
            throw TransitionTestFailure(
                "the explorer found failing sequences among \(report.sequences):\n"
                    + report.failures.prefix(3).map(\.description).joined(separator: "\n"),
                fileID: fileID, line: line)
        }
        return report
    }
}
