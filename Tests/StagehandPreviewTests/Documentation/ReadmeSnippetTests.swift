import Foundation
import StagehandTestSupport
import Testing

/// The README's iOS snippets are the code the demo app compiles: every block marked
/// `<!-- compiled: FILE -->` is found in FILE, line by line and in order (comments included), and
/// FILE is type-checked for iOS by `../shared/ios/build --sources Examples`.
@Suite("README snippets are compiled code")
struct ReadmeSnippetTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The blocks of the README marked as compiled, with the file each names.
    static func markedBlocks() throws -> [(file: String, lines: [String])] {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        var blocks: [(String, [String])] = []
        var pendingFile: String?
        var current: [String]?
        for line in readme.components(separatedBy: "\n") {
            if let lines = current {
                if line == "```" {
                    blocks.append((try #require(pendingFile), lines))
                    current = nil
                    pendingFile = nil
                } else {
                    current = lines + [line]
                }
            } else if line.hasPrefix("<!-- compiled: "), line.hasSuffix(" -->") {
                pendingFile = String(line.dropFirst("<!-- compiled: ".count).dropLast(" -->".count))
            } else if pendingFile != nil, line == "```swift" {
                current = []
            }
        }
        return blocks
    }

    @Test("Every marked block of the README is in the file it names, in order")
    func blocksAreCompiled() throws {
        let blocks = try Self.markedBlocks()
        #expect(blocks.count == 4)
        for block in blocks {
            let source = try String(contentsOf: Self.root.appendingPathComponent(block.file), encoding: .utf8)
            if let missing = SnippetCheck.firstMissingLine(
                of: block.lines, in: source.components(separatedBy: "\n"))
            {
                Issue.record("README line not found in order in \(block.file): \(missing)")
            }
        }
    }
}
