import Foundation
import StagehandCore
import StagehandHeadless

/// The mock screens' layouts, in their own coordinates: bars for text, circles for avatars and
/// buttons, in iOS's system colours. Deterministic: the same content always draws the same pixels.
enum MockContent {
    static func draw<Surface: MockSurface>(
        _ content: ModelContent, width w: Double, height h: Double, pen: Pen, on canvas: inout Surface
    ) {
        switch content {
        case .listScreen(_, let safeTop): listScreen(w, h, safeTop, pen, &canvas)
        case .detailScreen(_, let safeTop, let avatar): detailScreen(w, h, safeTop, avatar, pen, &canvas)
        case .card: card(w, h, pen, &canvas)
        case .menu(_, let safeTop): menu(w, h, safeTop, pen, &canvas)
        case .alert: alert(w, h, pen, &canvas)
        case .none, .color, .dimming, .avatar: break
        }
    }

    /// A status bar: the time on the left, the battery on the right.
    static func statusBar<Surface: MockSurface>(
        _ w: Double, _ safeTop: Double, _ pen: Pen, _ canvas: inout Surface
    ) {
        guard safeTop >= 20 else { return }
        let middle = safeTop / 2 + 2
        pen.fill(&canvas, x: 30, y: middle - 6, width: 34, height: 12, radius: 6, Palette.label)
        pen.fill(&canvas, x: w - 52, y: middle - 6, width: 25, height: 12, radius: 3.5, Palette.label)
        pen.fill(&canvas, x: w - 26, y: middle - 2, width: 2, height: 4, radius: 1, Palette.label)
        for bar in 0..<4 {
            let barHeight = 4 + Double(bar) * 2
            pen.fill(
                &canvas, x: w - 84 + Double(bar) * 5, y: middle + 6 - barHeight, width: 3, height: barHeight,
                radius: 1, Palette.label)
        }
    }

    /// A list under a large title; row avatars are the screen's subviews.
    static func listScreen<Surface: MockSurface>(
        _ w: Double, _ h: Double, _ safeTop: Double, _ pen: Pen, _ canvas: inout Surface
    ) {
        let barBottom = safeTop + 96
        pen.fill(&canvas, x: 0, y: 0, width: w, height: barBottom, Palette.bar)
        statusBar(w, safeTop, pen, &canvas)
        pen.circle(&canvas, x: w - 46, y: safeTop + 8, diameter: 28, Palette.tint)
        pen.fill(&canvas, x: 16, y: safeTop + 54, width: 150, height: 24, radius: 7, Palette.label)
        pen.fill(&canvas, x: 0, y: barBottom - 0.5, width: w, height: 0.5, Palette.separator)
        var y = barBottom
        var row = 0
        while y < h {
            pen.fill(
                &canvas, x: 72, y: y + 15, width: 110 + Double((row * 37) % 80), height: 12, radius: 6,
                Palette.label)
            pen.fill(
                &canvas, x: 72, y: y + 36, width: 150 + Double((row * 53) % 70), height: 10, radius: 5,
                Palette.secondaryLabel)
            pen.fill(&canvas, x: w - 26, y: y + 26, width: 8, height: 12, radius: 3, Palette.tertiaryLabel)
            pen.fill(&canvas, x: 72, y: y + 63.5, width: w - 72, height: 0.5, Palette.separator)
            y += 64
            row += 1
        }
    }

    /// A contact's detail: a back button, the header's avatar (a subview), a name and paragraphs.
    static func detailScreen<Surface: MockSurface>(
        _ w: Double, _ h: Double, _ safeTop: Double, _ avatar: RGBAColor?, _ pen: Pen, _ canvas: inout Surface
    ) {
        pen.fill(&canvas, x: 0, y: 0, width: w, height: safeTop + 44, Palette.bar)
        statusBar(w, safeTop, pen, &canvas)
        pen.fill(&canvas, x: 14, y: safeTop + 12, width: 11, height: 20, radius: 4, Palette.tint)
        pen.fill(&canvas, x: 30, y: safeTop + 16, width: 46, height: 12, radius: 6, Palette.tint)
        let header = safeTop + 240
        if let avatar { pen.circle(&canvas, x: w / 2 - 80, y: safeTop + 64, diameter: 160, avatar) }
        pen.fill(&canvas, x: w / 2 - 75, y: header, width: 150, height: 22, radius: 8, Palette.label)
        pen.fill(
            &canvas, x: w / 2 - 50, y: header + 32, width: 100, height: 12, radius: 6, Palette.secondaryLabel)
        for button in 0..<4 {
            let x = w / 2 - 124 + Double(button) * 64
            pen.fill(
                &canvas, x: x, y: header + 64, width: 56, height: 52, radius: 12, Palette.groupedBackground)
            pen.circle(&canvas, x: x + 18, y: header + 74, diameter: 20, Palette.tint)
        }
        var y = header + 140
        var line = 0
        while y < h - 40 {
            let width = line % 4 == 3 ? w * 0.45 : w - 40 - Double((line * 29) % 60)
            pen.fill(&canvas, x: 20, y: y, width: width, height: 10, radius: 5, Palette.secondaryLabel)
            y += line % 4 == 3 ? 34 : 20
            line += 1
        }
    }

    /// A sheet: a title, a close button, and rows of coloured icons (its grabber, when the
    /// transition shows one, is Stagehand's own view above it).
    static func card<Surface: MockSurface>(_ w: Double, _ h: Double, _ pen: Pen, _ canvas: inout Surface) {
        pen.fill(&canvas, x: 20, y: 26, width: 130, height: 18, radius: 7, Palette.label)
        pen.circle(&canvas, x: w - 48, y: 20, diameter: 30, Palette.fill)
        var y = 64.0
        var row = 0
        while y + 56 <= h - 8 {
            pen.fill(&canvas, x: 20, y: y + 12, width: 32, height: 32, radius: 8, Palette.accent(row))
            pen.fill(
                &canvas, x: 66, y: y + 15, width: 120 + Double((row * 41) % 90), height: 12, radius: 6,
                Palette.label)
            pen.fill(
                &canvas, x: 66, y: y + 34, width: 90 + Double((row * 23) % 50), height: 9, radius: 4.5,
                Palette.secondaryLabel)
            pen.fill(&canvas, x: 66, y: y + 55.5, width: w - 66, height: 0.5, Palette.separator)
            y += 56
            row += 1
        }
    }

    /// A side menu: a profile header and items with icons.
    static func menu<Surface: MockSurface>(
        _ w: Double, _ h: Double, _ safeTop: Double, _ pen: Pen, _ canvas: inout Surface
    ) {
        pen.fill(&canvas, x: 0, y: 0, width: w, height: h, Palette.groupedBackground)
        let top = max(safeTop, 20) + 20
        pen.circle(&canvas, x: 20, y: top, diameter: 56, Palette.tint)
        pen.fill(&canvas, x: 20, y: top + 70, width: min(140, w - 40), height: 18, radius: 7, Palette.label)
        pen.fill(
            &canvas, x: 20, y: top + 96, width: min(100, w - 40), height: 10, radius: 5,
            Palette.secondaryLabel)
        var y = top + 136
        var item = 0
        while y + 52 <= h {
            pen.fill(&canvas, x: 16, y: y, width: max(w - 32, 0), height: 44, radius: 10, Palette.background)
            pen.fill(&canvas, x: 28, y: y + 10, width: 24, height: 24, radius: 6, Palette.accent(item + 3))
            pen.fill(
                &canvas, x: 64, y: y + 16, width: min(90 + Double((item * 31) % 60), max(w - 96, 0)),
                height: 12, radius: 6, Palette.label)
            y += 52
            item += 1
        }
    }

    /// An alert: a title, two lines of message, and two buttons under separators.
    static func alert<Surface: MockSurface>(_ w: Double, _ h: Double, _ pen: Pen, _ canvas: inout Surface) {
        pen.fill(&canvas, x: w / 2 - 60, y: 20, width: 120, height: 14, radius: 7, Palette.label)
        pen.fill(&canvas, x: w / 2 - 95, y: 44, width: 190, height: 10, radius: 5, Palette.secondaryLabel)
        pen.fill(&canvas, x: w / 2 - 70, y: 60, width: 140, height: 10, radius: 5, Palette.secondaryLabel)
        pen.fill(&canvas, x: 0, y: h - 44.5, width: w, height: 0.5, Palette.separator)
        pen.fill(&canvas, x: w / 2 - 0.25, y: h - 44, width: 0.5, height: 44, Palette.separator)
        pen.fill(&canvas, x: w / 4 - 26, y: h - 28, width: 52, height: 12, radius: 6, Palette.tint)
        pen.fill(&canvas, x: 3 * w / 4 - 20, y: h - 28, width: 40, height: 12, radius: 6, Palette.tint)
    }
}
