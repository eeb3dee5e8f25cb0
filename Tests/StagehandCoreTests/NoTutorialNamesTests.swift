import Foundation
import Testing

/// Users never read the five tutorials Stagehand grew from, so the sources, their documentation and
/// the demo app name each transition by what it is (the drawer, the zoom, the bottom card, the shared
/// avatar, the fade), never by a tutorial's number. One article walks through the tutorials and may
/// name them: `FromHandWrittenTransitionsToStagehand.md`. README.md is not scanned here: its
/// rewrite is checked on its own.
@Suite("No tutorial numbers in the sources, the documentation or the demo")
struct NoTutorialNamesTests {
    /// The package's root: this file is Tests/StagehandCoreTests/NoTutorialNamesTests.swift.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The folders scanned, from the root.
    static let folders = ["Sources", "Examples"]

    /// The one file allowed to name the tutorials.
    static let tutorialArticle = "FromHandWrittenTransitionsToStagehand.md"

    /// "seed 002", "seed002", "Seed002SlideInDrawer", "seeds 002": a tutorial's number, not a random
    /// generator's seed.
    static let tutorialNumber = "seeds? ?00[0-9]"

    /// Files other engineers are rewriting at the time this test was written: their matches are
    /// known issues, so that this test passes meanwhile and fails ("known issue was not recorded")
    /// once they are clean, to have this exception removed. The segues' doc comments belong to the
    /// segues' owner; ReadmeSnippets.swift's lines that README.md shows in a compiled block change
    /// with README.md (`ReadmeSnippetTests` holds the two in step).
    static let pendingFolder = "Sources/UIKitShells/Segues/"
    static let readmeMirror = "Examples/StagehandDemo.swiftpm/Sources/ReadmeSnippets.swift"

    /// A line that names a tutorial by its number.
    struct Match: CustomStringConvertible {
        let path: String
        let line: Int
        let text: String
        var description: String { "\(path):\(line): \(text.trimmingCharacters(in: .whitespaces))" }
    }

    /// Every .swift and .md file under `folders`, as paths from the root, symbolic links followed.
    static func files() -> [String] {
        var paths: [String] = []
        for folder in folders {
            let base = root.appendingPathComponent(folder)
            guard
                let enumerator = FileManager.default.enumerator(
                    at: base, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
            else { continue }
            for case let url as URL in enumerator where ["swift", "md"].contains(url.pathExtension) {
                let relative = url.path.dropFirst(base.path.count).drop { $0 == "/" }
                paths.append("\(folder)/\(relative)")
            }
        }
        return paths.sorted()
    }

    /// The lines, trimmed, of README.md's blocks marked as compiled from `readmeMirror`.
    static func readmeMirroredLines() throws -> Set<String> {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        var lines: Set<String> = []
        var marked = false
        var inBlock = false
        for line in readme.components(separatedBy: "\n") {
            if inBlock {
                if line == "```" {
                    inBlock = false
                } else {
                    lines.insert(line.trimmingCharacters(in: .whitespaces))
                }
            } else if line == "<!-- compiled: \(readmeMirror) -->" {
                marked = true
            } else if marked, line == "```swift" {
                inBlock = true
                marked = false
            }
        }
        return lines
    }

    /// Every match in the scanned files, the file's own path included (as line 0).
    static func matches() throws -> [Match] {
        let tutorialNumber = try Regex(tutorialNumber).ignoresCase()
        var matches: [Match] = []
        for path in files() where !path.hasSuffix("/\(tutorialArticle)") {
            if path.contains(tutorialNumber) {
                matches.append(Match(path: path, line: 0, text: "(the file's name)"))
            }
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            for (index, line) in text.components(separatedBy: "\n").enumerated()
            where line.contains(tutorialNumber) {
                matches.append(Match(path: path, line: index + 1, text: line))
            }
        }
        return matches
    }

    @Test("No file under Sources/ or Examples/ names a tutorial by its number")
    func noTutorialNumbers() throws {
        let files = Self.files()
        #expect(files.count > 100, "only \(files.count) files found under \(Self.folders)")
        #expect(files.contains { $0.hasSuffix("/\(Self.tutorialArticle)") }, "the tutorials' article is gone")
        let mirrored = try Self.readmeMirroredLines()
        var pending: [Match] = []
        for match in try Self.matches() {
            if match.path.hasPrefix(Self.pendingFolder)
                || (match.path == Self.readmeMirror
                    && mirrored.contains(match.text.trimmingCharacters(in: .whitespaces)))
            {
                pending.append(match)
            } else {
                Issue.record("names a tutorial by its number: \(match)")
            }
        }
        withKnownIssue("the segues' comments and README.md's mirrored snippets, rewritten by their owners") {
            for match in pending {
                Issue.record("names a tutorial by its number: \(match)")
            }
        }
    }
}
