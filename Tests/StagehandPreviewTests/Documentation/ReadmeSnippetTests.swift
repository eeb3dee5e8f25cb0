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
        #expect(blocks.count == 6)
        for block in blocks {
            let source = try String(contentsOf: Self.root.appendingPathComponent(block.file), encoding: .utf8)
            if let missing = SnippetCheck.firstMissingLine(
                of: block.lines, in: source.components(separatedBy: "\n"))
            {
                Issue.record("README line not found in order in \(block.file): \(missing)")
            }
        }
    }

    /// The README's text, line by line.
    static func readmeLines() throws -> [String] {
        try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
            .components(separatedBy: "\n")
    }

    /// Whether `line` names one of the tutorials the project began from ("seed 000" to "seed 009").
    static func namesASeed(_ line: String) -> Bool {
        line.range(of: #"seed 00[0-9]"#, options: [.regularExpression, .caseInsensitive]) != nil
    }

    /// Whether `line` names a path beside the repository other than the optional iOS build script.
    static func namesSharedBeyondTheIOSBuild(_ line: String) -> Bool {
        line.replacingOccurrences(of: "../shared/ios/build", with: "").contains("../shared")
    }

    @Test("The README's first Swift block is a compiled example of at most 20 lines, before the comparison")
    func firstExampleIsCompiled() throws {
        let lines = try Self.readmeLines()
        let opening = try #require(lines.firstIndex(of: "```swift"))
        #expect(lines[opening - 1].hasPrefix("<!-- compiled: "), "the first example is not marked compiled")
        let closing = try #require(lines[(opening + 1)...].firstIndex(of: "```"))
        let code = lines[(opening + 1)..<closing].filter {
            !$0.trimmingCharacters(in: .whitespaces).isEmpty
        }
        #expect(code.count <= 20, "the first example has \(code.count) lines of code")
        let comparison = try #require(lines.firstIndex { $0.hasPrefix("## Compared with") })
        #expect(opening < comparison)
    }

    @Test("The README names no tutorial seed, and nothing beside the repository but the optional iOS build")
    func standsAlone() throws {
        for (number, line) in try Self.readmeLines().enumerated() {
            if Self.namesASeed(line) { Issue.record("README.md:\(number + 1) names a seed: \(line)") }
            if Self.namesSharedBeyondTheIOSBuild(line) {
                Issue.record(
                    "README.md:\(number + 1) names ../shared other than ../shared/ios/build: \(line)")
            }
        }
    }

    @Test("Those two checks catch what they look for")
    func standsAloneSelfTest() {
        #expect(Self.namesASeed("the Seed 003 tutorial"))
        #expect(Self.namesASeed("seed 000"))
        #expect(!Self.namesASeed("the shared element, with a seed of 42"))
        #expect(Self.namesSharedBeyondTheIOSBuild("see ../shared/ios/README.md"))
        #expect(Self.namesSharedBeyondTheIOSBuild("../shared/ios/build and .." + "/shared/contract.md"))
        #expect(!Self.namesSharedBeyondTheIOSBuild("`../shared/ios/build --sources Examples`"))
    }
}
