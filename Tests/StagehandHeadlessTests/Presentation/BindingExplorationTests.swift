import Foundation
import StagehandCore
import StagehandTestSupport
import Testing

@testable import StagehandHeadless
@testable import StagehandTesting

/// A presentation bound to a value (SwiftUI's `stagehandPresentation(item:…)`), explored on the
/// headless UIKit with every promise, `binding:` included: the binding set, switched to another
/// item and cleared at every point of a presentation, a drag (caught, flung, cancelled) and a
/// dismissal, under both readings of the contract's unknowns. (The fuzzer plays a binding in one
/// sequence in four, over every transition.)
@MainActor
@Suite("Exploring a presentation bound to a value")
struct BindingExplorationTests {
    /// A drawer, a sheet with detents, shared elements (snapshots and hidden originals) and a
    /// draggable zoom: each kind of view a binding presents.
    @Test(
        "Every short sequence of binding changes, drags and interruptions keeps every promise",
        arguments: ["slide-in left", "sheet", "shared element", "zoom, draggable"])
    func boundSequences(name: String) throws {
        let transition = try #require(PresentationExplorerTests.transitions.first { $0.name == name })
            .transition
        var explorer = PresentationExplorer(transitions: [transition], maximumLength: 4)
        explorer.bindsPresentation = true
        explorer.alphabet = PresentationExplorer.boundAlphabet
        let report = explorer.run()
        print("bound \(name): \(report.sequences) sequences, \(report.failures.count) failures")
        #expect(report.failures.isEmpty, "\(name): \(report.failures.prefix(3))")
        #expect(report.sequences > 1_000)
    }

    /// The promise `binding:`'s own faults: each is reported as it, by the explorer and by the
    /// fuzzer, so the promise is checked.
    @Test(
        "Every binding fault planted is reported by the explorer and the fuzzer",
        arguments: [PresentationWorld.Fault.loseOwnersWritesWhileDismissing, .contentForAnotherItem])
    func plantedFault(fault: PresentationWorld.Fault) {
        let sheet = StagehandTransition.card(detents: [.medium, .large])
        var explorer = PresentationExplorer(transitions: [sheet], maximumLength: 5)
        explorer.bindsPresentation = true
        explorer.alphabet = [.bindItem, .clearItem, .oneFrame, .runUntilIdle]
        explorer.readings = [Unknowns()]
        explorer.shorterReadings = []
        #expect(explorer.run().failures.isEmpty)
        explorer.fault = fault
        let explored = explorer.run()
        #expect(!explored.failures.isEmpty, "\(fault) went unnoticed by the explorer")
        #expect(
            explored.failures.allSatisfy { $0.problem.hasPrefix("binding:") },
            "\(explored.failures.prefix(2))")
        var fuzzer = PresentationFuzzer(transitions: [sheet], seed: 3)
        fuzzer.fault = fault
        let fuzzed = fuzzer.run(sequences: 200)
        #expect(!fuzzed.failures.isEmpty, "\(fault) went unnoticed by the fuzzer")
        #expect(
            fuzzed.failures.allSatisfy { $0.problem.hasPrefix("binding:") }, "\(fuzzed.failures.prefix(2))")
    }

    /// Sequences the fuzzer found while the binding learned to be the truth, each replayed here so
    /// the suite holds them whatever the fuzzer's streams become.
    nonisolated static let foundSequences: [(name: String, transition: String, seed: UInt64)] = [
        (
            "a presentation turned back by the app, the binding cleared and set again meanwhile",
            "slide-in left", 7_706_952_169_838_672_579
        ),
        (
            "another item asked for while the list still dismisses a stack's top (rule 61)",
            "slide-in left", 6_821_519_428_327_954_001
        ),
        (
            "the app's dismissal begun before the binding heard its item appeared, the binding switched back",
            "zoom", 10_672_197_904_386_390_063
        ),
        (
            "a presentation turned back, a dismissal beside it (rule 24), the binding away and back",
            "slide-in top", 18_243_449_038_777_534_436
        ),
    ]

    @Test("Sequences the fuzzer found keep every promise", arguments: foundSequences.indices)
    func foundSequence(index: Int) throws {
        let (name, transitionName, seed) = Self.foundSequences[index]
        let transition = try #require(everyTransition.first { $0.name == transitionName }).transition
        let failure = PresentationFuzzer.replay(transition, seed: seed)
        #expect(failure == nil, "\(name): \(failure?.description ?? "")")
    }
}
