import Foundation
import StagehandCore
import StagehandHeadless
import StagehandPreview

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// `stagehand gallery [-o DIR]`: every built-in transition, presented and dismissed (on every edge
/// where an edge applies), interactive dismissals, a panel moving through its detents and a screen
/// following a card's position, as GIFs with an `index.html` that shows them.
enum GalleryCommand: Command {
    static let name = "gallery"
    static let summary = "Render every transition as GIFs, with an index.html that shows them all"
    static let defaultDirectory = "gallery"

    static let output = Option<String>.text(
        "output", alias: "o", valueName: "DIR",
        help: "The folder to write: a new one (missing parents are created), an empty one, or one that holds "
            + "only a gallery this tool wrote, which is replaced whole. Anything else is refused and left "
            + "as it is (see above).",
        defaultText: "'\(defaultDirectory)'", example: "-o /tmp/gallery")
    static let fps = Option<Int>.integer(
        "fps", in: 1...50, help: "Frames per second (GIF delays are whole centiseconds).", defaultValue: 30,
        example: "--fps 20")
    static let scale = Option<Int>.integer(
        "scale", in: 1...3, valueName: "S", help: "Pixels per point.", defaultValue: 1, example: "--scale 2")
    static let jobs = Option<Int>(
        "jobs", valueName: "N",
        help: "How many films are painted and encoded at once (the output is the same for every N).",
        defaultText: "the number of cores", allowedText: "1 to 256", example: "--jobs 1",
        parse: { try ValueParser.integer($0, option: "jobs", in: 1...256) })

    static let options = [output.spec, fps.spec, scale.spec, jobs.spec]

    static let help = """
        Usage: stagehand gallery [-o DIR] [--fps N] [--scale S] [--jobs N]

        Renders every built-in transition on the headless stage, presenting and dismissing (on each
        edge where the transition has one), plus interactive dismissals (a drag released with speed
        that finishes, and a short one that springs back), a panel that stays moving through its
        detents, and a screen that shrinks as it follows a card's position, as animated GIFs, and
        writes index.html, which shows them all with captions and their timings. Open DIR/index.html
        in a browser.

        The gallery replaces only what this tool wrote. It is built beside DIR under a temporary name
        and moved into place at the end, so an error or an interruption leaves DIR as it was. DIR may
        be new (created whole), empty, or a gallery this tool wrote that nobody changed since, files
        deleted from it aside (its .stagehand-gallery marker lists every file with a digest): it is
        then replaced whole, keeping its permissions. Anything else is refused before any work, with
        status 2, and left as it is: a DIR holding your files or folders, or a gallery with a file
        added or edited (or written before the marker existed); a DIR or parent folder you may not
        write into; a link that leads nowhere; the current directory. Choose a new or empty folder
        then. If DIR changes while the gallery is built, it is left as it is (status 1). A DIR that
        is a link to a folder writes into that folder, and stays a link.

        Options:
        \(HelpFormatter.lines(options))
          -h, --help           Show this help.

        \(CommandHelp.exitStatus)

        """

    /// One job per core.
    static var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// One film of the gallery.
    struct Entry {
        var file: String
        var title: String
        /// The transition filmed; for a panel's film, the card whose detents and release spring the
        /// panel shares.
        var transition: StagehandTransition
        /// The container and measurements; the panel and position films take only its container.
        var context: TransitionContext
        var take: Take
        var note: String
    }

    /// What an entry films.
    enum Take: Equatable {
        /// A transition's script, through ``Scenario``.
        case script(Script)
        /// A panel on a map coming up, moved through its detents and dragged back down
        /// (``PanelDetentsFilm``).
        case panelThroughDetents
        /// A player that shrinks as a card with detents comes up over it, follows the card up to
        /// its highest detent and back as it is dismissed (``CardFollowingFilm``).
        case screenFollowingCard
    }

    static func entries() -> [Entry] {
        let phone = ContainerGeometry.iPhonePortrait
        let plain = TransitionContext(container: phone)
        let cardContext = TransitionContext(
            container: phone, preferredContentSize: CGSize(width: 0, height: 360))
        let popupContext = TransitionContext(
            container: phone, preferredContentSize: CGSize(width: 270, height: 150))
        let zoomContext = TransitionContext(
            container: phone, sourceFrame: CGRect(x: 240, y: 223, width: 120, height: 44))
        let elementContext = TransitionContext(
            container: phone, elements: [TransitionOptions.defaultElement(in: phone)])
        var entries: [Entry] = []
        // A call, not inlined at each of its 9 call sites: inlined, it made this one function take
        // about half a second of the release build's optimiser.
        @inline(never)
        func both(
            _ file: String, _ title: String, _ transition: StagehandTransition, _ context: TransitionContext,
            _ note: String
        ) {
            for script in [Script.present, .dismiss] {
                entries.append(
                    Entry(
                        file: "\(file)-\(script.rawValue)", title: "\(title), \(script.rawValue)",
                        transition: transition,
                        context: context, take: .script(script), note: note))
            }
        }
        for edge in ScreenEdge.allCases {
            both(
                "slide-in-\(edge)", "Slide in from the \(edge)", .slideIn(from: TransitionEdge(edge)), plain,
                "A drawer covering 3/4 of the screen over a 50 % dimming")
        }
        both("zoom", "Zoom", .zoom(), zoomContext, "A snapshot grows from the tapped view")
        both(
            "card", "Card", .card(), cardContext,
            "A bottom card: 20 pt inset, corner radius 20, over the full screen, the presenter kept")
        both(
            "sheet-grabber", "Card with a grabber", StagehandTransition.card().prefersGrabberVisible(true),
            cardContext, "prefersGrabberVisible: the grabber, shadow and corners a phone's layer shows")
        both(
            "shared-element", "Shared element", .sharedElement(), elementContext,
            "A shared avatar flies, the detail fades in")
        both("fade", "Fade", .fade(), plain, "A full-screen cross-fade")
        for edge in ScreenEdge.allCases {
            both(
                "cover-\(edge)", "Cover from the \(edge)", .cover(from: TransitionEdge(edge)), plain,
                "Full-screen cover")
        }
        for edge in [ScreenEdge.right, .left] {
            both(
                "push-\(edge)", "Push from the \(edge)", .push(from: TransitionEdge(edge)), plain,
                "Navigation style, 30 % parallax")
        }
        both("popup", "Popup", .popup(), popupContext, "Alert style: scales from 0.8 and fades in")
        entries.append(
            Entry(
                file: "card-drag-to-dismiss", title: "Card, dragged and flung away", transition: .card(),
                context: cardContext, take: .script(.dragToDismiss),
                note: "The drag follows the finger; the release's velocity carries into a spring"))
        entries.append(
            Entry(
                file: "card-drag-and-cancel", title: "Card, dragged and let go", transition: .card(),
                context: cardContext, take: .script(.dragAndCancel),
                note: "A short, slow drag released backwards springs back to rest"))
        entries.append(
            Entry(
                file: "slide-in-left-drag-to-dismiss", title: "Drawer, swiped away",
                transition: .slideIn(from: .left),
                context: plain, take: .script(.dragToDismiss),
                note: "Interactive dismissal along the drawer's edge")
        )
        entries.append(
            Entry(
                file: "panel-through-detents", title: "Panel through its detents",
                transition: .card(detents: PanelDetentsFilm.detents), context: plain,
                take: .panelThroughDetents,
                note: "A panel that stays on a map: up to 96 pt, animateChanges to its medium and large "
                    + "detents, then dragged back down to the lowest"))
        entries.append(
            Entry(
                file: "screen-following-card", title: "A screen following a card",
                transition: CardFollowingFilm.transition, context: plain, take: .screenFollowingCard,
                note: "stagehandOnPositionChange: the player shrinks and rounds its corners as the card "
                    + "comes up to its detents, dragged to large, dismissed"))
        return entries
    }

    /// Films `entry` at `fps` and says its timing, for the caption.
    static func film(_ entry: Entry, fps: Int) -> (film: Film, timing: String) {
        let release = "release: \(TimingDescription.describe(.spring(entry.transition.releaseSpring)))"
        switch entry.take {
        case .script(let script):
            let film = Scenario.film(
                entry.transition, in: entry.context, script: script, framesPerSecond: Double(fps))
            let timing =
                switch script {
                case .dragToDismiss, .dragAndCancel: release
                case .present: TimingDescription.describe(entry.transition.presentationTiming)
                case .dismiss, .roundTrip: TimingDescription.describe(entry.transition.dismissalTiming)
                }
            return (film, timing)
        case .panelThroughDetents:
            let scene = PanelDetentsFilm(geometry: entry.context.container)
            let film = scene.film(framesPerSecond: Double(fps))
            return (film, "animateChanges and release: \(TimingDescription.describe(.spring(scene.spring)))")
        case .screenFollowingCard:
            let film = CardFollowingFilm(geometry: entry.context.container).film(framesPerSecond: Double(fps))
            return (
                film,
                "present: \(TimingDescription.describe(entry.transition.presentationTiming)); \(release)"
            )
        }
    }

    static func run(_ arguments: [String], console: any Console) throws -> Int32 {
        let parsed = try ParsedArguments(arguments, options: options, command: name)
        guard parsed.positional.isEmpty else {
            throw UsageError(
                "unexpected argument \(parsed.positional[0].quoted) (see 'stagehand gallery --help')")
        }
        let fps = try parsed.value(Self.fps, default: 30)
        let scale = try parsed.value(Self.scale, default: 1)
        let jobs = try parsed.value(Self.jobs, default: defaultJobs)
        let target = try GalleryTarget(try parsed.value(output, default: defaultDirectory))

        let started = DispatchTime.now().uptimeNanoseconds
        let staging = try StagingDirectory(for: target)
        let entries = entries()
        do {
            let figures = try build(
                entries, into: staging, fps: fps, scale: scale, jobs: jobs, console: console)
            try staging.write(Array(index(figures, fps: fps).utf8), named: "index.html")
            try staging.commit()
        } catch {
            staging.discard()
            if console.isErrorTerminal { try? console.writeError("\r\u{1B}[K") }
            throw error
        }
        if console.isErrorTerminal { try console.writeError("\r\u{1B}[K") }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        try console.write(
            "Wrote \(entries.count) GIFs and index.html to \(target.url.path) in "
                + String(format: "%.1f", seconds) + " s\n")
        return 0
    }

    /// Films every entry on the main actor (the headless UIKit lives there) and paints, encodes and
    /// writes each film on a worker, at most `jobs` films in flight (filming counts as one): the
    /// files are the same, byte for byte, whatever `jobs` is.
    static func build(
        _ entries: [Entry], into staging: StagingDirectory, fps: Int, scale: Int, jobs: Int,
        console: any Console
    ) throws -> [(entry: Entry, timing: String, seconds: Double)] {
        let encoder = FilmEncoder(scale: Double(scale))
        let workers = BoundedWorkers(limit: jobs)
        var figures: [(entry: Entry, timing: String, seconds: Double)] = []
        for (index, entry) in entries.enumerated() {
            workers.acquire()
            if workers.hasFailed {
                workers.release()
                break
            }
            if console.isErrorTerminal {
                try? console.writeError("\r\u{1B}[K[\(index + 1)/\(entries.count)] \(entry.file).gif")
            }
            let (film, timing) = film(entry, fps: fps)
            figures.append((entry, timing, film.duration))
            let file = "\(entry.file).gif"
            workers.run { try staging.write(try encoder.gif(film), named: file) }
        }
        try workers.finish()
        return figures
    }

    static func index(_ figures: [(entry: Entry, timing: String, seconds: Double)], fps: Int) -> String {
        func escape(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        let cards = figures.map { figure in
            """
                <figure>
                  <img src="\(escape(figure.entry.file)).gif" width="195" height="422" alt="\(escape(figure.entry.title))">
                  <figcaption><strong>\(escape(figure.entry.title))</strong><br>\(escape(figure.entry.note))<br>
                  <code>\(escape(figure.timing))</code></figcaption>
                </figure>
            """
        }
        return """
            <!doctype html>
            <html lang="en">
            <head>
              <meta charset="utf-8">
              <title>Stagehand gallery</title>
              <style>
                body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; background: #f2f2f7; color: #1c1c1e; }
                main { display: grid; grid-template-columns: repeat(auto-fill, minmax(215px, 1fr)); gap: 20px; }
                figure { margin: 0; background: #fff; border-radius: 14px; padding: 10px; }
                img { display: block; border-radius: 8px; background: #000; }
                figcaption { margin-top: 8px; line-height: 1.4; }
                code { font-size: 12px; color: #3c3c43; }
              </style>
            </head>
            <body>
              <h1>Stagehand gallery</h1>
              <p>Every built-in transition, performed by the same session a phone runs, on the headless stage,
              rendered by <code>stagehand gallery</code> at \(fps) frames per second.</p>
              <main>
            \(cards.joined(separator: "\n"))
              </main>
            </body>
            </html>

            """
    }
}

/// A timing in words, for captions: `ease-in-out, 0.3 s`; `UIKit-style spring: response 0.35 s,
/// damping ratio 0.8, settles in 0.54 s`.
enum TimingDescription {
    static func describe(_ timing: Timing) -> String {
        let seconds = NumberFormat.string((timing.duration * 1000).rounded() / 1000)
        switch timing.curve {
        case .cubicBezier(let bezier):
            let named: [(String, CubicBezier)] = [
                ("linear", .linear), ("ease-in", .easeIn), ("ease-out", .easeOut),
                ("ease-in-out", .easeInEaseOut),
                ("default", .default),
            ]
            let name =
                named.first { $0.1 == bezier }?.0
                ?? "cubic-bezier(\([bezier.x1, bezier.y1, bezier.x2, bezier.y2].map(NumberFormat.string).joined(separator: ",")))"
            return "\(name), \(seconds) s"
        case .spring(let spring):
            func rounded(_ value: Double) -> String { NumberFormat.string((value * 1000).rounded() / 1000) }
            return
                "spring: response \(rounded(spring.response)) s, damping ratio \(rounded(spring.dampingRatio)), "
                + "settles in \(seconds) s"
        }
    }
}
