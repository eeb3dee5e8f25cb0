import Foundation
import StagehandCore
import StagehandHeadless
import StagehandPreview
import StagehandTestSupport
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The Swift snippets of the StagehandPreview DocC catalog
/// (Sources/Rendering/StagehandPreview.docc), copied here as they are printed, with what the
/// articles say about them checked. When an API changes, these fail to compile or to pass; change
/// the article with them.
@MainActor
@Suite("StagehandPreview documentation snippets")
struct PreviewDocumentationSnippetTests {
    // MARK: TestingTransitionsOnCI.md

    @Test func presentDragAndCheck() {
        let list = ModelViewController(name: "list")
        let detail = ModelViewController(name: "detail")

        let system = HeadlessUIKit(root: list)  // UIKit's contract, enforced
        list.present(detail, transition: .card())
        system.runUntilIdle()  // a virtual clock, frames on demand
        #expect(list.presentedViewController === detail)

        detail.stagehand?.drag(from: CGPoint(x: 195, y: 600), through: [60, 160], velocity: 1_200)
        system.runUntilIdle()
        #expect(system.breaches.isEmpty)  // e.g. .completedTwice is rule 2
        #expect(list.presentedViewController == nil)

        // What the article says besides: nothing is left of the presentation.
        #expect(detail.presentingViewController == nil)
        #expect(detail.stagehand == nil)

        // The article goes on with the same system: a dismissal while the presentation is in flight.
        list.present(detail, transition: .slideIn(from: .left))
        system.advance(by: 0.1)  // a tenth of a second into the presentation
        #expect(list.presentedViewController === detail)
        var answer: Bool?
        detail.stagehand?.dismiss { dismissed in answer = dismissed }
        system.runUntilIdle()
        #expect(answer == true)

        #expect(list.presentedViewController == nil)
        #expect(system.breaches.isEmpty)
    }

    @Test func fuzz() {
        var fuzzer = PresentationFuzzer(transitions: [Curtain(), Transition.card()], seed: 1)
        let report = fuzzer.run(sequences: 20)
        #expect(report.failures.isEmpty, "\(report.failures)")

        #expect(report.sequences == 20)  // the transitions taken in turn
        #expect(report.steps > 20 && report.steps <= 20 * 24)  // up to 24 random events each
        #expect(report.transitionsCompleted > 0)
    }

    @Test func explore() {
        let explored = PresentationExplorer(transitions: [Curtain()], maximumLength: 4).run()
        #expect(explored.failures.isEmpty, "\(explored.failures)")

        #expect(explored.sequences > 0)
        let replayed = PresentationExplorer.replay(Curtain(), events: [.present, .oneFrame, .rotate])
        #expect(replayed.problem == nil)
        #expect(!replayed.log.isEmpty)
    }
}

extension PreviewDocumentationSnippetTests {
    /// StagehandCore's curtain (the article "Writing your own transition"); nested, so that it
    /// shadows the explorer tests' `Curtain` in the snippets above.
    fileprivate typealias Curtain = DocumentationCurtain
}
