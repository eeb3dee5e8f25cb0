import Foundation
import StagehandCore
import StagehandHeadless
import StagehandPreview
import StagehandTestSupport
import StagehandTesting
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The Swift snippets of the StagehandTesting DocC catalog (Sources/Testing/StagehandTesting.docc),
/// here as they are printed, run in order as one test, the way the article tells them. Every line
/// of every Swift block of the articles is in this file, in order (``everyBlockIsHere()``), so the
/// article cannot drift from what runs.
@MainActor
@Suite("StagehandTesting documentation snippets")
struct TestingDocumentationSnippetTests {
    static let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "Sources/Testing/StagehandTesting.docc")

    @Test func everyBlockIsHere() throws {
        let here = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
            .components(separatedBy: "\n")
        // The manifest's lines are the consumer check's, which CI builds and tests.
        let consumer = try String(
            contentsOf: Self.catalog.deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
                .appendingPathComponent(".ci/consumer-check.sh"), encoding: .utf8
        ).components(separatedBy: "\n")
        for article in ["StagehandTesting.md", "TestingTransitionsOnCI.md"] {
            let text = try String(contentsOf: Self.catalog.appendingPathComponent(article), encoding: .utf8)
            let blocks = try #require(SnippetCheck.swiftBlocks(in: text))
            #expect(!blocks.isEmpty)
            for block in blocks {
                let source =
                    block.first?.trimmingCharacters(in: .whitespaces) == ".testTarget(" ? consumer : here
                if let missing = SnippetCheck.firstMissingLine(of: block, in: source) {
                    Issue.record("\(article): the line is not in this file, in order: \(missing)")
                }
            }
        }
    }

    // MARK: StagehandTesting.md

    @Test func landingPage() throws {
        let test = TransitionTest(StagehandTransition.card(), screen: .iPhonePortrait)
        let recording = try test.present()
        let halfway = recording.state(of: .presented, atFraction: 0.5)
        try test.expectDrag(translation: 400, velocity: 0, outcome: .finished)
        try test.expectNothingLeaked()

        #expect(halfway != nil)
    }

    // MARK: TestingTransitionsOnCI.md

    @Test func article() throws {
        let screen = ContainerGeometry(
            size: CGSize(width: 430, height: 932), safeArea: Insets(top: 59, bottom: 34))
        let test = TransitionTest(Curtain(), screen: screen)
        let recording = try test.present()
        #expect(recording.state(of: .dimming, at: 0.1)?.alpha == 0.5)
        #expect(recording.state(of: .presented, atFraction: 1)?.frame.height == 466)

        try test.expectDrag(translation: 40, velocity: 0, outcome: .cancelled)
        try test.expectDrag(translation: 40, velocity: 1_500, outcome: .finished)
        try test.expectContractKept()

        try test.expectNothingLeaked()

        // The reference is committed beside this file, in Goldens/.
        try test.present()
        let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Goldens")
        let drawn = RecordedFrame.record(test.system.window, at: test.system.time)
        let image = try FramePainter(size: screen.bounds.size, scale: 0.5).image(of: drawn)
        try GoldenFile(directory: goldens, name: "curtain-at-rest")
            .expectMatch(image, record: try .fromEnvironment())

        try PresentationFuzzer.expectNoFailures(
            in: [Curtain(), StagehandTransition.card()], sequences: 20, seed: 1)

        try PresentationExplorer.expectNoFailures(in: [Curtain()], maximumLength: 3)
    }

    @Test func belowTheTest() {
        let list = ModelViewController(name: "list")
        let detail = ModelViewController(name: "detail")
        let system = HeadlessUIKit(root: list)  // UIKit's contract, enforced
        list.present(detail, transition: .slideIn(from: .left))
        system.advance(by: 0.1)  // a tenth of a second into the presentation
        var answer: Bool?
        detail.stagehand?.dismiss { dismissed in answer = dismissed }
        system.runUntilIdle()
        #expect(answer == true)  // cancelled in flight: nothing is presented
        #expect(system.breaches.isEmpty)
    }

    @Test func breachMessage() throws {
        // Presenting the root, which is on screen under the curtain: UIKit throws (rule 21).
        let test = TransitionTest(Curtain())
        try test.present()
        test.presentedViewController.present(
            test.presentingViewController, transition: StagehandTransition.fade())
        test.system.runUntilIdle()
        let failure = try #require(throws: TransitionTestFailure.self) { try test.expectContractKept() }
        let printed = try String(
            contentsOf: Self.catalog.appendingPathComponent("TestingTransitionsOnCI.md"), encoding: .utf8)
        // The breach's two lines, after the first line and before the system's events.
        let lines = failure.message.components(separatedBy: "\n").dropFirst()
            .prefix { !$0.hasPrefix("  the system's last events") }
        #expect(lines.count == 2)
        for line in lines {
            #expect(
                printed.contains(line.trimmingCharacters(in: .whitespaces)), "not in the article: \(line)")
        }
    }
}

extension TestingDocumentationSnippetTests {
    /// StagehandCore's curtain (the article "Writing your own transition").
    fileprivate typealias Curtain = DocumentationCurtain
}
