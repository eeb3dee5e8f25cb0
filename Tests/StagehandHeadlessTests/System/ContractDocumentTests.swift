import Foundation
import StagehandHeadless
import Testing

/// `Docs/UIKitContract.md` is the contract's one source of truth: these tests keep the code, the
/// DocC catalog and every citation in the repository pointing at it and agreeing with its words.
@Suite("The contract document (Docs/UIKitContract.md)")
struct ContractDocumentTests {
    /// The package's root: this file is Tests/StagehandHeadlessTests/System/ContractDocumentTests.swift.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Runs of spaces and line breaks made one space, so that a passage wrapped differently still
    /// matches.
    static func normalized(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// A heading of the document and its text up to the next heading of its level or above.
    struct Part {
        let title: String
        let text: String
    }

    static func parts(of document: String) -> [Part] {
        let lines = document.components(separatedBy: "\n")
        func level(_ line: String) -> Int? {
            let hashes = line.prefix { $0 == "#" }.count
            return hashes > 0 && line.dropFirst(hashes).hasPrefix(" ") ? hashes : nil
        }
        var parts: [Part] = []
        for (index, line) in lines.enumerated() {
            guard let own = level(line) else { continue }
            let end =
                lines[(index + 1)...].firstIndex { level($0).map { $0 <= own } ?? false } ?? lines.endIndex
            parts.append(
                Part(
                    title: String(line.dropFirst(own + 1)),
                    text: normalized(lines[(index + 1)..<end].joined(separator: "\n"))))
        }
        return parts
    }

    /// The numbers of the rules the document defines: one heading "Rule N" (or "Rule N: title") each.
    static func definedRules(in document: String) throws -> [Int] {
        let heading = try Regex(#"^#{2,6} Rule ([0-9]+)(?![0-9])"#)
        return document.components(separatedBy: "\n").compactMap { line in
            (try? heading.prefixMatch(in: line))?.output[1].substring.flatMap { Int($0) }
        }
    }

    /// The part of the document that a passage of `rule` (0: of `section`) must stand in.
    static func part(rule: Int, section: Int, in parts: [Part]) -> Part? {
        parts.first {
            rule == 0
                ? $0.title.hasPrefix("§\(section).")
                : $0.title == "Rule \(rule)" || $0.title.hasPrefix("Rule \(rule):")
        }
    }

    @Test("The document defines rules 1 to 39 once each, in order, under §4")
    func rulesOneToThirtyNine() throws {
        let document = try Self.read("Docs/UIKitContract.md")
        #expect(try Self.definedRules(in: document).filter { $0 <= 39 } == Array(1...39))
        let sections = Self.parts(of: document).filter { $0.title.hasPrefix("§") }.map(\.title)
        #expect(sections.map { String($0.prefix(3)) } == ["§1.", "§2.", "§3.", "§4.", "§5.", "§6.", "§7."])
        let rules = try #require(Self.parts(of: document).first { $0.title == "§4. Rules" })
        for number in 1...39 { #expect(rules.text.contains("Rule \(number):")) }
    }

    @Test(
        "Each breach's ruleText is the document's words, under the breach's rule or section",
        arguments: BreachTests.descriptionTable.indices)
    func ruleTextIsTheDocuments(index: Int) throws {
        let breach = BreachTests.descriptionTable[index].breach
        let parts = Self.parts(of: try Self.read("Docs/UIKitContract.md"))
        #expect(breach.ruleText == breach.contractPassages.map(\.text).joined(separator: " "))
        #expect(breach.contractPassages.first?.rule == breach.rule)
        for passage in breach.contractPassages {
            let part = try #require(
                Self.part(rule: passage.rule, section: breach.section, in: parts),
                "no heading for rule \(passage.rule) (section \(breach.section))")
            #expect(
                part.text.contains(Self.normalized(passage.text)),
                "\(breach): not in \(part.title): \(passage.text)")
        }
    }

    @Test("Every reading in Unknowns quotes the document's sentence marking it unknown")
    func unknownsQuoteTheDocument() throws {
        let document = Self.normalized(try Self.read("Docs/UIKitContract.md"))
        let source = try Self.read("Sources/HeadlessUIKit/System/Unknowns.swift")
        let comments = Self.normalized(
            source.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { $0.hasPrefix("///") }.map { $0.dropFirst(3) }.joined(separator: " "))
        let quoted = try Regex(#""([^"]*\*\*unknown\*\*[^"]*)""#)
        let quotes = comments.matches(of: quoted).compactMap { $0.output[1].substring.map(String.init) }
        let switches = source.components(separatedBy: "\n").filter {
            $0.contains("public var ")
        }
        #expect(quotes.count == switches.count, "one quote per switch: \(switches.count)")
        for quote in quotes { #expect(document.contains(quote), "not in the document: \(quote)") }
    }

    @Test("The headless catalog's article is the document, byte for byte")
    func catalogArticleIsTheDocument() throws {
        let document = try Data(contentsOf: Self.root.appendingPathComponent("Docs/UIKitContract.md"))
        let article = try Data(
            contentsOf: Self.root.appendingPathComponent(
                "Sources/HeadlessUIKit/StagehandHeadless.docc/UIKitContract.md"))
        #expect(article == document)
    }

    /// The files of the repository a reader gets: everything but version control, build products,
    /// what `.gitignore` leaves out and binary files.
    static func repositoryFiles() throws -> [(path: String, text: String)] {
        let skippedFolders: Set<String> = [".git", ".build", ".swiftpm", "DerivedData", "xcuserdata"]
        let skippedPaths: Set<String> = ["gallery", "Tests/StagehandPreviewTests/Goldens/Failures"]
        let binary: Set<String> = ["png", "gif", "jpg", "jpeg", "pdf", "zip", "gz", "a", "o"]
        let rootPath = root.standardizedFileURL.path
        guard
            let walk = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey])
        else { return [] }
        var files: [(path: String, text: String)] = []
        for case let url as URL in walk {
            let path = String(url.standardizedFileURL.path.dropFirst(rootPath.count + 1))
            let values = try url.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
            if values.isDirectory == true {
                if skippedFolders.contains(url.lastPathComponent) || skippedPaths.contains(path) {
                    walk.skipDescendants()
                }
                continue
            }
            if values.isSymbolicLink == true || binary.contains(url.pathExtension.lowercased()) { continue }
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            files.append((path, text))
        }
        return files
    }

    /// CHANGELOG.md's Unreleased part: what is released is history and keeps its words.
    static func unreleased(_ changelog: String) -> String {
        let lines = changelog.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.hasPrefix("## [Unreleased]") }) else { return "" }
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## [") } ?? lines.endIndex
        return lines[start..<end].joined(separator: "\n")
    }

    @Test("Nothing in the repository cites a contract outside it")
    func noContractOutsideTheRepository() throws {
        // Spelled in two halves, so that this file does not find itself.
        let oldName = try Regex("uikit" + "-contract").ignoresCase()
        // `../shared/ios/` (the iOS build, documented elsewhere) is the one thing beside the
        // repository that it may name.
        let outside = try Regex(#"\.\./shared/(?!ios/)"#)
        let files = try Self.repositoryFiles()
        #expect(files.contains { $0.path == "Docs/UIKitContract.md" })
        for file in files {
            let text = file.path == "CHANGELOG.md" ? Self.unreleased(file.text) : file.text
            for (number, line) in text.components(separatedBy: "\n").enumerated()
            where line.contains(oldName) || line.contains(outside) {
                Issue.record("\(file.path):\(number + 1) cites a contract outside the repository: \(line)")
            }
        }
    }

    @Test("Every rule cited in Sources/ and Tests/ is defined in the document")
    func citedRulesAreDefined() throws {
        let defined = Set(try Self.definedRules(in: try Self.read("Docs/UIKitContract.md")))
        // "rule 35", "Rules 1 and 3", "rules 18, 19 or 20", "rules 1–8, 11–13".
        let number = #"[0-9]+(?:\s*[–-]\s*[0-9]+)?"#
        let separator = #"(?:\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)"#
        let citation = try Regex(#"\brules?\s+("# + number + "(?:" + separator + number + ")*)").ignoresCase()
        let item = try Regex(#"([0-9]+)(?:\s*[–-]\s*([0-9]+))?"#)
        var citations = 0
        // The catalog's article is the document itself (a link, or a copy that the test above
        // keeps equal): the heading it opens the rules to come with is no citation.
        let article = "Sources/HeadlessUIKit/StagehandHeadless.docc/UIKitContract.md"
        for file in try Self.repositoryFiles()
        where (file.path.hasPrefix("Sources/") || file.path.hasPrefix("Tests/")) && file.path != article {
            for (index, line) in file.text.components(separatedBy: "\n").enumerated() {
                for match in line.matches(of: citation) {
                    let list = String(match.output[1].substring ?? "")
                    for range in list.matches(of: item) {
                        let low = Int(range.output[1].substring ?? "") ?? 0
                        let high = range.output[2].substring.flatMap { Int($0) } ?? low
                        for cited in low...max(low, high) where !defined.contains(cited) {
                            Issue.record(
                                "\(file.path):\(index + 1) cites rule \(cited), which the document does not define"
                            )
                        }
                        citations += 1
                    }
                }
            }
        }
        #expect(citations > 100)
    }
}
