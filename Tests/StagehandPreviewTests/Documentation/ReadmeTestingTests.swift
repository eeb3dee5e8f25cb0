import Foundation
import StagehandCore
import StagehandHeadless
import StagehandTestSupport
import StagehandTesting
import Testing

/// The README's block on testing transitions headless (marked `<!-- compiled: ... -->`), run as it
/// is printed; ``ReadmeSnippetTests`` checks that every line of the block is here, in order.
@MainActor
@Suite("README: testing a transition headless")
struct ReadmeTestingTests {
    /// The curtain of StagehandCore's article, which the README's block names.
    typealias Curtain = DocumentationCurtain

    @Test func readmeBlock() throws {
        let test = TransitionTest(StagehandTransition.card())  // an iPhone 15 in portrait by default
        let recording = try test.present()  // every frame, every role's state
        #expect(recording.state(of: .presented, atFraction: 1)?.frame.maxY.rounded() == 810)
        try test.expectDrag(translation: 500, velocity: 0, outcome: .finished)
        try test.expectContractKept()  // a breach fails with its rule's number and words
        try test.expectNothingLeaked()

        try PresentationFuzzer.expectNoFailures(in: [Curtain()], sequences: 1_000)  // random events
        try PresentationExplorer.expectNoFailures(in: [Curtain()], maximumLength: 4)  // all sequences
    }
}
