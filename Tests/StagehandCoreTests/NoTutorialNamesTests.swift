import Foundation
import Testing

/// Users never read the five tutorials Stagehand grew from, so the repository names each transition
/// by what it is (the drawer, the zoom, the bottom card, the shared avatar, the fade), never by a
/// tutorial's number: the sources and their documentation, the demo, the README, CONTRIBUTING, the
/// CHANGELOG, the contract, the scripts and CI. One article walks through the tutorials and may name
/// them: `FromHandWrittenTransitionsToStagehand.md`. The tests may too (their fixtures and goldens
/// are named after the tutorial each reproduces); they are not scanned.
@Suite("No tutorial numbers outside the tests and the tutorials' article")
struct NoTutorialNamesTests {
    /// The package's root: this file is Tests/StagehandCoreTests/NoTutorialNamesTests.swift.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The folders scanned, from the root, whole.
    static let folders = ["Sources", "Examples", "Docs", "scripts", ".ci"]

    /// The files scanned at the root.
    static let rootFiles = ["README.md", "CONTRIBUTING.md", "CHANGELOG.md", "Package.swift"]

    /// The kinds of text file scanned in the folders.
    static let extensions = ["swift", "md", "sh", "py", "txt", "c", "h", ""]

    /// The one file allowed to name the tutorials.
    static let tutorialArticle = "FromHandWrittenTransitionsToStagehand.md"

    /// "seed 002", "seed002", "Seed002SlideInDrawer", "seeds 002": a tutorial's number, not a random
    /// generator's seed.
    static let tutorialNumber = "seeds? ?00[0-9]"

    /// A line that names a tutorial by its number.
    struct Match: CustomStringConvertible {
        let path: String
        let line: Int
        let text: String
        var description: String { "\(path):\(line): \(text.trimmingCharacters(in: .whitespaces))" }
    }

    /// Every text file under `folders` (of `extensions`; `.ci/run` has none) and the `rootFiles`, as
    /// paths from the root, symbolic links followed.
    static func files() -> [String] {
        var paths = rootFiles
        for folder in folders {
            let base = root.appendingPathComponent(folder)
            guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
            else { continue }
            for case let url as URL in enumerator where extensions.contains(url.pathExtension) {
                let relative = url.path.dropFirst(base.path.count).drop { $0 == "/" }
                guard !relative.hasPrefix("."), !relative.contains("/.") else { continue }
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
                    !isDirectory.boolValue
                {
                    paths.append("\(folder)/\(relative)")
                }
            }
        }
        return paths.sorted()
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

    @Test("No file outside the tests names a tutorial by its number")
    func noTutorialNumbers() throws {
        let files = Self.files()
        #expect(files.count > 150, "only \(files.count) files found under \(Self.folders)")
        #expect(files.contains { $0.hasSuffix("/\(Self.tutorialArticle)") }, "the tutorials' article is gone")
        #expect(
            files.contains(".ci/run") && files.contains("scripts/mutants.txt") && files.contains("README.md"))
        for match in try Self.matches() {
            Issue.record("names a tutorial by its number: \(match)")
        }
    }
}
