import Foundation
import StagehandCore
import StagehandUIKitLayer
import Testing

/// The table of segue classes in the article Interface Builder users read
/// (`Sources/UIKitShells/Stagehand.docc/SeguesInInterfaceBuilder.md`) says, for every class, what it
/// presents. These tests read that table and hold each of its cells to the transition the class
/// really presents (`BuiltInSegue.transition`), so that the article cannot drift from the code.
@Suite("The segue catalogue in SeguesInInterfaceBuilder.md")
struct SegueCatalogueTests {
    static let articlePath = "Sources/UIKitShells/Stagehand.docc/SeguesInInterfaceBuilder.md"

    /// The columns of the table, in order.
    static let header = [
        "Class", "Transition", "Edge", "Size", "Dimming", "Tap on the dimming dismisses", "Drag dismisses",
        "Presents in", "Dismisses in",
    ]

    /// One row of the article's table, its cells without the backticks around code.
    struct Row {
        let cells: [String: String]
        var className: String { cells["Class"] ?? "" }
    }

    /// The package's root: this file is Tests/StagehandHeadlessTests/Presentation/SegueCatalogueTests.swift.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The cells of a Markdown table line (`| a | b |`), trimmed, without backticks.
    static func cells(of line: String) -> [String] {
        line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast().map {
            $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "`", with: "")
        }
    }

    /// The article's table: its header, and its rows in order.
    static func table() throws -> (header: [String], rows: [Row]) {
        let article = try String(contentsOf: root.appendingPathComponent(articlePath), encoding: .utf8)
        let lines = article.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex { $0.hasPrefix("| Class |") }, "no table in the article")
        let header = cells(of: lines[start])
        let rows = lines[(start + 2)...].prefix { $0.hasPrefix("|") }.map { line in
            Row(cells: Dictionary(zip(header, cells(of: line)), uniquingKeysWith: { first, _ in first }))
        }
        return (header, rows)
    }

    // MARK: What each cell must say, from the transition

    /// A number as the article writes it: at most two decimals, no trailing zeros.
    static func number(_ value: Double) -> String {
        var text = String(format: "%.2f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// A fraction as the article writes it (`3/4`), or nil when no denominator up to 12 fits it.
    static func fraction(_ value: Double) -> String? {
        for denominator in 1...12 {
            let numerator = (value * Double(denominator)).rounded()
            if abs(value * Double(denominator) - numerator) < 1e-9 {
                return "\(Int(numerator))/\(denominator)"
            }
        }
        return nil
    }

    /// The edge the presented view comes from, or nil for none.
    static func edge(of transition: StagehandTransition) -> ScreenEdge? {
        switch transition.kind {
        case .slideIn(let edge), .cover(let edge), .push(let edge): edge.resolved(for: .leftToRight)
        case .zoom, .card, .sharedElement, .fade, .popup: transition.layout.edge
        }
    }

    /// A detent as code (`.medium`) and as a height (`1/2 of the height`).
    static func detent(_ detent: Detent) -> (code: String, height: String) {
        switch detent {
        case .fitted: (".fitted", "preferred content height")
        case .large: (".large", "full height")
        case .fraction(let value):
            (
                value == 0.5 ? ".medium" : ".fraction(\(value))",
                "\(fraction(value) ?? "\(value)") of the height"
            )
        case .points(let points): (".points(\(points))", "\(number(points)) pt")
        case .custom(let resolver): (".custom(identifier: \"\(resolver.identifier)\")", "computed")
        }
    }

    /// The transition as the code that makes it.
    static func code(of transition: StagehandTransition) -> String {
        switch transition.kind {
        case .slideIn(let edge): ".slideIn(from: .\(edge))"
        case .zoom: ".zoom()"
        case .card:
            transition.detents == [.fitted]
                ? ".card()"
                : ".card(detents: [\(transition.detents.map { detent($0).code }.joined(separator: ", "))])"
        case .sharedElement: ".sharedElement()"
        case .fade: ".fade()"
        case .cover(let edge): ".cover(from: .\(edge))"
        case .push(let edge): ".push(from: .\(edge))"
        case .popup: ".popup()"
        }
    }

    /// How large the presented view is, as the article's Size column says it.
    static func size(of transition: StagehandTransition) -> String {
        let layout = transition.layout
        if layout == .fullScreen { return "full screen" }
        switch layout.anchor {
        case .center:
            return layout.width == .fitted && layout.height == .fitted
                ? "preferred content size, centred" : "\(layout)"
        case .edge(let edge):
            if case .card = transition.kind {
                let margins = layout.margins
                let insets = Set([margins.top, margins.left, margins.bottom, margins.right].map(\.length))
                guard insets.count == 1, let inset = insets.first else { return "\(layout)" }
                let heights = transition.detents.map { detent($0).height }.joined(separator: " or ")
                return "\(heights), inset \(number(inset)) pt"
            }
            let (length, across, name) =
                edge.axis == .horizontal
                ? (layout.width, layout.height, "width") : (layout.height, layout.width, "height")
            guard layout.margins == .zero, across == .full, length.minimum == 0, length.maximum == .infinity,
                case .fraction(let value) = length.basis, let text = fraction(value)
            else { return "\(layout)" }
            return "\(text) of the \(name)"
        }
    }

    /// The backdrop, as the article's Dimming column says it.
    static func dimming(of transition: StagehandTransition) -> String {
        guard let dimming = transition.dimming else { return "none" }
        let color = dimming.color
        guard color.red == 0, color.green == 0, color.blue == 0, !dimming.blursBackground else {
            return "\(dimming)"
        }
        return "black, \(number(color.alpha * 100)) %"
    }

    /// A timing, as the article's Presents in and Dismisses in columns say it.
    static func timing(_ timing: Timing) -> String {
        let curve: String
        switch timing.curve {
        case .cubicBezier(let bezier): curve = bezier == .easeInEaseOut ? "ease-in-out" : "\(bezier)"
        case .spring(let spring): curve = "spring (damping \(number(spring.dampingRatio)))"
        }
        return "\(number(timing.duration)) s, \(curve)"
    }

    static func yesNo(_ value: Bool) -> String { value ? "yes" : "no" }

    /// Every cell the row of `builtIn` must hold.
    static func expectedCells(_ builtIn: BuiltInSegue) -> [String: String] {
        let transition = builtIn.transition
        return [
            "Class": builtIn.rawValue,
            "Transition": code(of: transition),
            "Edge": edge(of: transition).map(\.rawValue) ?? "none",
            "Size": size(of: transition),
            "Dimming": dimming(of: transition),
            "Tap on the dimming dismisses": yesNo(transition.dismissesOnBackgroundTap),
            "Drag dismisses": yesNo(transition.isInteractivelyDismissible),
            "Presents in": timing(transition.presentationTiming),
            "Dismisses in": timing(transition.dismissalTiming),
        ]
    }

    // MARK: Tests

    @Test("The table has the documented columns, and exactly the 19 built-in segue classes, in order")
    func tableListsEveryClassOnce() throws {
        let (header, rows) = try Self.table()
        #expect(header == Self.header)
        #expect(BuiltInSegue.allCases.count == 19)
        #expect(rows.map(\.className) == BuiltInSegue.allCases.map(\.rawValue))
        for row in rows { #expect(row.cells.count == Self.header.count, "\(row.className): \(row.cells)") }
    }

    @Test("Each row says what its class really presents", arguments: BuiltInSegue.allCases)
    func rowIsTheTransition(_ builtIn: BuiltInSegue) throws {
        let row = try #require(try Self.table().rows.first { $0.className == builtIn.rawValue })
        let expected = Self.expectedCells(builtIn)
        for column in Self.header {
            #expect(row.cells[column] == expected[column], "\(builtIn.rawValue), \(column)")
        }
    }

    @Test("A class with an edge in its name comes from it; one without, from its UIKit counterpart's edge")
    func edgeRule() {
        // No edge in the name: UIKit's counterpart in a left-to-right layout (the article cites each).
        let counterparts: [BuiltInSegue: ScreenEdge] = [
            .slideIn: .left,  // a sidebar: UISplitViewController's primary column, on the leading edge
            .cover: .bottom,  // UIModalTransitionStyle.coverVertical
            .push: .right,  // UINavigationController's push, popped towards the trailing edge
            .bottomCard: .bottom, .sheet: .bottom,  // a sheet, at its detents' heights
        ]
        for builtIn in BuiltInSegue.allCases {
            let edge = Self.edge(of: builtIn.transition)
            let named = ScreenEdge.allCases.first {
                builtIn.rawValue.contains("From\($0.rawValue.capitalized)")
            }
            #expect(edge == (named ?? counterparts[builtIn]), "\(builtIn.rawValue)")
        }
    }
}
