import Foundation
import StagehandCore
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
}
