import Foundation
import StagehandCore
import StagehandHeadless
import Testing

@testable import StagehandTesting

/// The panel fuzzer and explorer: panels added, removed, dragged by their header and their list,
/// set to detents, under the keyboard, a rotation and a tab switch, every promise of
/// ``PanelWorld`` checked after every step.
@MainActor
@Suite("Panels: random and exhaustive sequences")
struct PanelFuzzTests {
    /// How many sequences the random run plays: 600, or `STAGEHAND_PANEL_FUZZ_SEQUENCES`.
    static func sequences() -> Int {
        ProcessInfo.processInfo.environment["STAGEHAND_PANEL_FUZZ_SEQUENCES"].flatMap(Int.init) ?? 600
    }

    /// The longest sequence explored: 3, or `STAGEHAND_PANEL_EXPLORE_LENGTH`.
    static func exploredLength() -> Int {
        ProcessInfo.processInfo.environment["STAGEHAND_PANEL_EXPLORE_LENGTH"].flatMap(Int.init) ?? 3
    }

    @Test("Random sequences keep every promise")
    func randomSequences() {
        var fuzzer = PanelFuzzer(seed: 1)
        let count = Self.sequences()
        let report = fuzzer.run(sequences: count)
        print(
            "panel fuzz: \(report.sequences) sequences, \(report.steps) steps, \(report.failures.count) failures"
        )
        #expect(report.sequences == count)
        #expect(report.steps > count * 10)
        #expect(
            report.failures.isEmpty,
            "\(report.failures.first.map { "\($0)\n\($0.events.joined(separator: "\n"))" } ?? "")")
    }

    @Test("Every sequence of events up to a length keeps every promise")
    func everySequence() {
        let report = PanelExplorer(maximumLength: Self.exploredLength()).run()
        print(
            "panel explore: length \(Self.exploredLength()), \(report.sequences) sequences, \(report.pruned) pruned"
        )
        #expect(report.sequences > 1_000)
        #expect(report.failures.isEmpty, "\(report.failures.first.map(\.description) ?? "")")
    }

    @Test("Every fault planted is reported as the promise it breaks", arguments: PanelWorld.Fault.allCases)
    func plantedFaults(fault: PanelWorld.Fault) {
        var explorer = PanelExplorer(maximumLength: 2)
        explorer.fault = fault
        explorer.readings = [Unknowns()]
        explorer.alphabet = [.addDetails, .remove, .selectAnimated, .runUntilIdle]
        let report = explorer.run()
        let expected: String
        switch fault {
        case .nudgeAtRest: expected = "resting:"
        case .staleLastPosition: expected = "position:"
        case .retainRemovedPanels: expected = "leak:"
        case .leaveWrapperBehind: expected = "hierarchy:"
        }
        #expect(
            report.failures.contains { $0.problem.hasPrefix(expected) },
            "\(report.failures.first.map(\.description) ?? "no failure")")
    }
}
