import Foundation
import StagehandCore
import StagehandHeadless
import Testing

@testable import StagehandTesting

/// The navigation fuzzer and explorer: pushes, pops, back swipes and tab switches with every
/// transition that can run in a navigation controller, every promise checked after every step.
@MainActor
@Suite("Navigation: random and exhaustive sequences")
struct NavigationFuzzTests {
    /// The transitions pushed with: every built-in that covers the screen, and a drawer (which
    /// falls back to UIKit's push).
    nonisolated static let pushed: [StagehandTransition] = [
        .push(from: .trailing), .fade(), .cover(from: .bottom), .zoom(), .sharedElement(),
        .slideIn(from: .left),
    ]

    /// How many sequences the random run plays: 1,200, or `STAGEHAND_NAVIGATION_FUZZ_SEQUENCES`.
    static func sequences() -> Int {
        ProcessInfo.processInfo.environment["STAGEHAND_NAVIGATION_FUZZ_SEQUENCES"].flatMap(Int.init) ?? 1_200
    }

    /// Sequences that once broke a promise (the transition's index in ``pushed``, the seed), each
    /// kept as the regression test of its fix: a drag or a spring back on a screen a push covered
    /// (with Stagehand's push, UIKit's, one made at once in a tab not shown), a rotation during a
    /// spring back, and a push made while the navigation controller's own tab was leaving.
    nonisolated static let foundSequences: [(transition: Int, seed: UInt64)] = [
        (0, 8_680_832_624_474_097_475), (0, 5_292_580_334_274_787_743), (0, 3_950_580_387_196_002_459),
        (1, 16_298_838_571_322_683_561), (1, 1_879_284_404_727_052_794), (1, 6_419_237_408_439_884_223),
        (2, 8_433_976_867_910_545_125), (3, 2_447_767_544_164_042_763), (4, 16_863_949_704_321_922_538),
        (4, 3_672_887_378_167_398_495), (5, 11_525_280_531_034_530_762),
    ]

    @Test("Sequences the long runs found keep every promise", arguments: foundSequences.indices)
    func foundSequence(index: Int) {
        let found = Self.foundSequences[index]
        let world = NavigationFuzzer.sequence(Self.pushed[found.transition], seed: found.seed, steps: 24)
        #expect(world.problem == nil, "\(world.problem ?? ""): \(world.steps.joined(separator: "; "))")
        #expect(world.completedTransitions > 0)
    }

    @Test("Random sequences keep every promise", arguments: pushed.indices)
    func randomSequences(index: Int) {
        var fuzzer = NavigationFuzzer(transitions: [Self.pushed[index]], seed: UInt64(index) + 1)
        let count = Self.sequences() / Self.pushed.count
        let report = fuzzer.run(sequences: count)
        print(
            "navigation fuzz: \(Self.pushed[index].name): \(report.sequences) sequences, \(report.steps) steps, "
                + "\(report.transitionsCompleted) transitions, \(report.failures.count) failures")
        #expect(report.sequences == count)
        #expect(report.transitionsCompleted > count)
        #expect(
            report.failures.isEmpty,
            "\(report.failures.first.map { "\($0)\n\($0.events.joined(separator: "\n"))" } ?? "")")
    }

    /// The longest sequence explored: 3, or `STAGEHAND_NAVIGATION_EXPLORE_LENGTH`.
    static func exploredLength() -> Int {
        ProcessInfo.processInfo.environment["STAGEHAND_NAVIGATION_EXPLORE_LENGTH"].flatMap(Int.init) ?? 4
    }

    @Test("Every sequence of events up to a length keeps every promise", arguments: pushed.indices)
    func everySequence(index: Int) {
        let explorer = NavigationExplorer(
            transitions: [Self.pushed[index]], maximumLength: Self.exploredLength())
        let report = explorer.run()
        print(
            "navigation explore: \(Self.pushed[index].name): \(report.sequences) sequences, \(report.pruned) pruned"
        )
        #expect(report.sequences > 100)
        #expect(report.failures.isEmpty, "\(report.failures.first.map(\.description) ?? "")")
    }

    @Test(
        "Every fault planted is reported as the promise it breaks", arguments: ContainerWorld.Fault.allCases)
    func plantedFaults(fault: ContainerWorld.Fault) {
        var explorer = NavigationExplorer(transitions: [StagehandTransition.fade()], maximumLength: 3)
        explorer.fault = fault
        explorer.readings = [Unknowns()]
        let report = explorer.run()
        let expected: String =
            switch fault {
            case .leaveViewBelow: "hierarchy:"
            case .nudgeTopAtRest: "resting:"
            case .hideAvatarAfterPop: "restore:"
            case .retainPushedControllers: "leak:"
            case .secondSwipe: "swipe:"
            }
        #expect(
            report.failures.first?.problem.hasPrefix(expected) == true,
            "\(report.failures.first?.description ?? "none")")
    }
}
