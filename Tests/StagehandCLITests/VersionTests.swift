import Foundation
import StagehandCLI
import Testing

/// `stagehand --version` prints the version of one constant, `CommandLineTool.version`, and that
/// version is the newest release CHANGELOG.md records.
@MainActor
@Suite("stagehand --version")
struct VersionTests {
    /// The package's root: this file is Tests/StagehandCLITests/VersionTests.swift.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("--version prints 'stagehand VERSION' and exits 0")
    func printsTheVersion() {
        let result = runTool("--version")
        #expect(result.status == 0)
        #expect(result.output == "stagehand \(CommandLineTool.version)\n")
        #expect(result.output == "stagehand 0.1.0\n")
        #expect(result.error.isEmpty)
    }

    @Test("--version takes no arguments, and the top-level help lists it")
    func helpListsTheVersion() {
        let extra = runTool("--version", "curve")
        #expect(extra.status == 2)
        #expect(extra.output.isEmpty)
        #expect(extra.error == "stagehand: error: '--version' takes no arguments (see 'stagehand --help')\n")
        let help = runTool("--help")
        #expect(help.status == 0)
        #expect(help.output.contains("\n  --version "))
        #expect(help.output.split(separator: "\n").allSatisfy { $0.count <= 100 })
    }

    /// Keep a Changelog's headings: `## [Unreleased]` first, then `## [VERSION] - YYYY-MM-DD` per
    /// release, newest first.
    @Test("CHANGELOG.md's newest release is the tool's version")
    func changelogNamesTheVersion() throws {
        let changelog = try String(
            contentsOf: Self.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let releases = changelog.components(separatedBy: "\n").filter {
            $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]")
        }
        let newest = try #require(releases.first, "CHANGELOG.md has no release heading below [Unreleased]")
        let heading = try Regex(#"^## \[([^\]]+)\] - (\d{4})-(\d{2})-(\d{2})$"#)
        let match = try #require(
            try heading.wholeMatch(in: newest), "not '## [VERSION] - YYYY-MM-DD': \(newest)")
        #expect(match.output[1].substring.map(String.init) == CommandLineTool.version, "\(newest)")
        let month = match.output[3].substring.flatMap { Int($0) } ?? 0
        let day = match.output[4].substring.flatMap { Int($0) } ?? 0
        #expect((1...12).contains(month) && (1...31).contains(day), "\(newest)")
    }
}
