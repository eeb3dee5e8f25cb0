import Foundation
import StagehandTestSupport
import Testing

/// The Swift snippets of the UIKit module's DocC catalog (Sources/UIKitShells/Stagehand.docc) are
/// the code the demo app compiles: every line of every Swift block of each page is found in
/// `Examples/StagehandDemo.swiftpm/Sources/DocumentationSnippets.swift`, in order (comments
/// included), and that file is type-checked for iOS by `../shared/ios/build --sources Examples`.
/// Linux cannot compile UIKit, so this reads both files as text.
@Suite("Stagehand catalog snippets are compiled code")
struct StagehandCatalogSnippetTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let catalog = "Sources/UIKitShells/Stagehand.docc"
    static let compiledFile = "Examples/StagehandDemo.swiftpm/Sources/DocumentationSnippets.swift"

    /// The pages of the catalog, by file name.
    static func pages() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(catalog).path)
            .filter { $0.hasSuffix(".md") }.sorted()
    }

    /// The Swift blocks of a page, each as its lines.
    static func swiftBlocks(of page: String) throws -> [[String]] {
        let text = try String(
            contentsOf: root.appendingPathComponent(catalog).appendingPathComponent(page), encoding: .utf8)
        return try #require(
            SnippetCheck.swiftBlocks(in: text), "\(page) has a code block that is never closed")
    }

    @Test("The catalog has its landing page and its ten articles")
    func pagesArePresent() throws {
        #expect(
            try Self.pages() == [
                "CardsAndSheets.md", "FollowingUIKitsContract.md", "FromHandWrittenTransitionsToStagehand.md",
                "GettingStartedOnIOS.md", "InteractiveDismissalAndScrollViews.md", "PanelsThatStay.md",
                "PresentingFromSwiftUI.md",
                "PushesPopsAndTabs.md", "SeguesInInterfaceBuilder.md", "StackedPresentations.md",
                "Stagehand.md",
            ])
    }

    @Test("Every Swift block of each page is in the compiled file, in order")
    func blocksAreCompiled() throws {
        let source = try String(
            contentsOf: Self.root.appendingPathComponent(Self.compiledFile), encoding: .utf8)
        let compiled = source.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        var checkedLines = 0
        for page in try Self.pages() {
            let blocks = try Self.swiftBlocks(of: page)
            // Every page shows code but the one on UIKit's contract, which shows none.
            if page != "FollowingUIKitsContract.md" {
                #expect(!blocks.isEmpty, "\(page) has no Swift block")
            }
            // A page's blocks follow one another in the file, from its top.
            checkedLines += blocks.joined().filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.count
            if let missing = SnippetCheck.firstMissingLine(of: Array(blocks.joined()), in: compiled) {
                Issue.record("\(page): line not found in order in \(Self.compiledFile): \(missing)")
            }
        }
        #expect(checkedLines > 30)
    }
}
