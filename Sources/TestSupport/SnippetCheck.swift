import Foundation

/// How the tests check that documentation shows the code that runs: every line of a Markdown
/// ```swift block is found, in order, in the file that compiles or runs it (comparing lines with
/// their indentation trimmed, skipping blank lines; `import` lines may be anywhere, as a file has
/// them at its top). Shared by the README's, the DocC catalogs' and the articles' snippet tests.
public enum SnippetCheck {
    /// The ```swift blocks of `markdown`, each as its lines; nil when a fence is never closed.
    public static func swiftBlocks(in markdown: String) -> [[String]]? {
        var blocks: [[String]] = []
        var current: [String]?
        var isSwift = false
        for line in markdown.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("```") else {
                current?.append(line)
                continue
            }
            if let block = current {
                if isSwift { blocks.append(block) }
                current = nil
            } else {
                isSwift = trimmed == "```swift"
                current = []
            }
        }
        return current == nil ? blocks : nil
    }

    /// The first line of `block` that is not in `source` after the lines before it (nil when every
    /// line is): `source` is a file's lines.
    public static func firstMissingLine(of block: [String], in source: [String]) -> String? {
        let compiled = source.map { $0.trimmingCharacters(in: .whitespaces) }
        var index = compiled.startIndex
        for line in block.map({ $0.trimmingCharacters(in: .whitespaces) }) where !line.isEmpty {
            if line.hasPrefix("import ") {
                if !compiled.contains(line) { return line }
                continue
            }
            guard let found = compiled[index...].firstIndex(of: line) else { return line }
            index = compiled.index(after: found)
        }
        return nil
    }
}
