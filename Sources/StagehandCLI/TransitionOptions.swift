import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The options that choose a transition, shape it and describe the scene it runs in: the options of
/// `stagehand plan`, for every command that takes "a transition" (`stagehand render` too).
///
/// A command declares ``declarations`` next to its own options, prints ``help`` in its help text
/// and builds the options from the scanned arguments:
///
/// ```swift
/// let scanner = try ArgumentScanner(
///     arguments, options: TransitionOptions.declarations + [.init("fps")], command: name)
/// let options = try TransitionOptions(name: scanner.positional[0], scanner: scanner)
/// let choreography = options.choreography   // the plan and hierarchy of the chosen phase
/// ```
struct TransitionOptions {
    /// The catalogue's transitions by their command-line name (``Transition/name``).
    static let catalogue: [(name: String, summary: String)] = [
        ("slide-in", "a drawer slides in from an edge over a 50 % dimming (seed 000)"),
        ("zoom", "a snapshot grows from a source frame to full screen (seed 001)"),
        ("card", "a rounded card springs up from the bottom (seed 002)"),
        ("shared-element", "elements fly between the screens while the new one fades in (seed 003)"),
        ("fade", "the presented view fades in and out (seed 004)"),
        ("cover", "a full-screen view covers the presenter from an edge"),
        ("push", "navigation style: slides in while the presenter moves aside"),
        ("popup", "an alert-like popup scales up and fades in over a dimming"),
    ]

    /// The options to declare to ``ArgumentScanner``.
    static let declarations: [ArgumentScanner.Option] = [
        .init("phase"), .init("edge"), .init("length"), .init("timing"), .init("duration"),
        .init("dimming"), .init("corner-radius"), .init("fade", takesValue: false), .init("detent"),
        .init("element", repeatable: true), .init("container"), .init("safe-area"), .init("content"),
        .init("source"),
    ]

    /// The default container: an iPhone 14 or 15 in portrait.
    static let defaultContainer = ContainerGeometry.iPhonePortrait

    /// The part of a command's help that describes TRANSITION and these options.
    static let help = """
        TRANSITION:
        \(catalogue.map { "  \($0.name.padding(toLength: 16, withPad: " ", startingAt: 0))\($0.summary)" }
            .joined(separator: "\n"))

        Transition options (each changes the catalogue's transition):
          --edge E             left, top, right or bottom, for slide-in (default left), cover (default
                               bottom) and push (default right).  e.g. --edge right
          --length L           slide-in only: the drawer's length along its axis, a fraction of the
                               container (default 0.75), points (280pt) or fitted (the content's size).
                               e.g. --length 0.5
          --timing T           The chosen phase's timing, in the syntax of 'stagehand curve' (see
                               'stagehand curve --help').  e.g. --timing 'spring(duration=0.4,bounce=0.2)'
          --duration S         The chosen phase's duration in seconds. A Bézier timing lasts S (default:
                               the transition's own duration for that phase); a spring lasts its
                               settling duration unless S is given; alone, it keeps the curve.
                               e.g. --duration 0.25 --timing ease-out
          --dimming A          A black backdrop at opacity A in [0, 1]; 0 removes it.  e.g. --dimming 0.3
          --corner-radius R    The presented view's corner radius in points, 0 or more.
                               e.g. --corner-radius 16
          --fade               The presented view also fades in and out.  e.g. --fade
          --detent D           card only: fitted (default), medium, large, a fraction in (0, 1] of the
                               height available, or points (320pt).  e.g. --detent medium
          --element E          shared-element only, repeatable: ID:X,Y,W,H[,R]:X,Y,W,H[,R], an element's
                               frame (and corner radius, default 0) on the presenting screen and on the
                               presented one.  e.g. --element photo:0,200,390,240:0,47,390,390
                               Default: one round avatar flying from a list row to a detail header,
                               avatar:16,153,40,40,20:115,111,160,160,80 in the default container
                               (placed from the safe area in any other).

        Scene options:
          --container WxH      The container's size in points (default 390x844, an iPhone in portrait).
                               e.g. --container 844x390
          --safe-area T,L,B,R  The container's safe-area insets (default 47,0,34,0 for the default
                               container, 0,0,0,0 with --container).  e.g. --safe-area 0,47,21,47
          --content WxH        The presented controller's preferredContentSize (default none; 0 for a
                               side means none): sizes card, popup and fitted drawers.
                               e.g. --content 390x300
          --source X,Y,W,H     zoom only: the frame the zoom grows from (default: a point at the
                               container's centre).  e.g. --source 40,120,100,44
        """

    /// The transition with every option applied (the timing of ``phase`` included).
    let transition: Transition
    /// The container, content size, zoom source and shared elements.
    let context: TransitionContext
    /// Presenting or dismissing.
    let phase: TransitionPhase

    /// The choreography of ``phase`` in ``context``.
    var choreography: Choreography { transition.choreography(for: phase, in: context) }

    /// Builds the transition named `name` and its scene from the options in `scanner`.
    init(name: String, scanner: ArgumentScanner) throws {
        let phase =
            try TransitionPhase(
                rawValue: ValueParser.choice(
                    scanner.value("phase") ?? "present", option: "phase", from: ["present", "dismiss"]))
            ?? .present
        try self.init(name: name, scanner: scanner, phase: phase)
    }

    /// Builds the transition named `name` and its scene, for a command that reads `--phase` itself
    /// (`render` also takes `round-trip`): `--timing` and `--duration` apply to `phase`.
    init(name: String, scanner: ArgumentScanner, phase: TransitionPhase) throws {
        self.phase = phase
        transition = try Self.transition(named: name, phase: phase, scanner: scanner)
        context = try Self.context(for: transition, scanner: scanner)
    }

    /// The one positional argument of a command that takes a transition: its name.
    static func transitionName(in scanner: ArgumentScanner, command: String) throws -> String {
        guard scanner.positional.count == 1 else {
            throw UsageError(
                scanner.positional.isEmpty
                    ? "missing TRANSITION (see 'stagehand \(command) --help')"
                    : "expected one TRANSITION, got \(scanner.positional.count): "
                        + scanner.positional.joined(separator: " "))
        }
        return scanner.positional[0]
    }

    /// The catalogue's transition named `name`, with the transition options in `scanner` applied;
    /// `--timing` and `--duration` change the timing of `phase` only.
    static func transition(named name: String, phase: TransitionPhase, scanner: ArgumentScanner) throws
        -> Transition
    {
        let names = catalogue.map(\.name)
        guard names.contains(name) else {
            throw UsageError(
                "unknown transition '\(name)'; expected one of: \(names.joined(separator: ", "))")
        }
        try requireOnly(["edge"], for: ["slide-in", "cover", "push"], name: name, scanner: scanner)
        try requireOnly(["length"], for: ["slide-in"], name: name, scanner: scanner)
        try requireOnly(["detent"], for: ["card"], name: name, scanner: scanner)
        try requireOnly(["element"], for: ["shared-element"], name: name, scanner: scanner)
        try requireOnly(["source"], for: ["zoom"], name: name, scanner: scanner)

        func edge(_ fallback: ScreenEdge) throws -> ScreenEdge {
            guard let text = scanner.value("edge") else { return fallback }
            let choices = ScreenEdge.allCases.map(\.rawValue)
            return ScreenEdge(rawValue: try ValueParser.choice(text, option: "edge", from: choices))
                ?? fallback
        }
        var transition: Transition
        switch name {
        case "slide-in":
            let length = try scanner.value("length").map { try GeometrySyntax.length($0, option: "length") }
            transition = .slideIn(from: try edge(.left), length: length ?? .fraction(0.75))
        case "zoom": transition = .zoom()
        case "card":
            let detent = try scanner.value("detent").map { try GeometrySyntax.detent($0, option: "detent") }
            transition = .card(detents: [detent ?? .fitted])
        case "shared-element": transition = .sharedElement()
        case "fade": transition = .fade
        case "cover": transition = .cover(from: try edge(.bottom))
        case "push": transition = .push(from: try edge(.right))
        default: transition = .popup
        }

        if let timing = try self.timing(of: transition, phase: phase, scanner: scanner) {
            transition =
                phase == .present
                ? transition.timing(timing)
                : transition.timing(transition.presentationTiming, dismissal: timing)
        }
        if let text = scanner.value("dimming") {
            guard let opacity = ValueParser.finiteNumber(text), (0...1).contains(opacity) else {
                throw UsageError("--dimming must be an opacity from 0 to 1, got '\(text)'")
            }
            let blurs = transition.dimming?.blursBackground ?? false
            transition = transition.dimming(
                opacity == 0
                    ? nil : Dimming(color: RGBAColor(white: 0, alpha: opacity), blursBackground: blurs))
        }
        if let text = scanner.value("corner-radius") {
            guard let radius = ValueParser.finiteNumber(text), radius >= 0 else {
                throw UsageError("--corner-radius must be a number of points, 0 or more, got '\(text)'")
            }
            transition = transition.cornerRadius(radius)
        }
        if scanner.has("fade") { transition = transition.fading() }
        return transition
    }

    /// The timing that `--timing` and `--duration` give `phase`, or `nil` when neither is given.
    private static func timing(of transition: Transition, phase: TransitionPhase, scanner: ArgumentScanner)
        throws -> Timing?
    {
        let timingText = scanner.value("timing")
        let durationText = scanner.value("duration")
        guard timingText != nil || durationText != nil else { return nil }
        let current = phase == .present ? transition.presentationTiming : transition.dismissalTiming
        let curve = try timingText.map { try TimingSyntax(parsing: $0).curve } ?? current.curve
        var duration = try durationText.map { try ValueParser.positiveNumber($0, option: "duration") }
        if duration == nil, case .cubicBezier = curve { duration = current.duration }
        let timing = Timing(curve: curve, duration: duration)
        guard timing.duration.isFinite else {
            throw UsageError("the timing never settles; give --duration")
        }
        return timing
    }

    /// The scene from the scene options: the container and its safe area, the content's preferred
    /// size, the zoom's source frame and the shared elements (the default avatar when a
    /// shared-element transition has none).
    static func context(for transition: Transition, scanner: ArgumentScanner) throws -> TransitionContext {
        var container = defaultContainer
        if let text = scanner.value("container") {
            container = ContainerGeometry(size: try GeometrySyntax.size(text, option: "container"))
        }
        if let text = scanner.value("safe-area") {
            container.safeArea = try GeometrySyntax.insets(text, option: "safe-area")
        }
        let width = Double(container.bounds.width)
        let height = Double(container.bounds.height)
        let insets = container.safeArea
        guard insets.left + insets.right <= width, insets.top + insets.bottom <= height else {
            throw UsageError(
                "the safe area (\(scanner.value("safe-area") ?? "default")) is larger than the container "
                    + "\(NumberFormat.string(width))x\(NumberFormat.string(height))")
        }
        let content = try scanner.value("content").map {
            try GeometrySyntax.size($0, option: "content", allowsZero: true)
        }
        let source = try scanner.value("source").map { try GeometrySyntax.rect($0, option: "source") }
        var elements: [SharedElement] = []
        for text in scanner.allValues("element") {
            let element = try GeometrySyntax.element(text, option: "element")
            guard !elements.contains(where: { $0.id == element.id }) else {
                throw UsageError("--element '\(element.id)' is given more than once")
            }
            elements.append(element)
        }
        if case .sharedElement = transition.kind, elements.isEmpty {
            elements = [defaultElement(in: container)]
        }
        return TransitionContext(
            container: container, preferredContentSize: content, sourceFrame: source, elements: elements)
    }

    /// The shared element of `stagehand plan shared-element` when none is given, seed 003's avatar:
    /// a round 40-point avatar in the first row of a list under a large-title navigation bar (16
    /// points from the safe area's left, 106 below its top) flies to a round 160-point avatar
    /// centred in a detail screen's header (64 points below the safe area's top; smaller when the
    /// safe area is too small for it).
    static func defaultElement(in container: ContainerGeometry) -> SharedElement {
        let safe = container.safeBounds
        let side = max(0, min(160, Double(safe.width) - 32, Double(safe.height) - 84))
        let source = CGRect(x: Double(safe.minX) + 16, y: Double(safe.minY) + 106, width: 40, height: 40)
        let destination = CGRect(
            x: Double(safe.midX) - side / 2, y: Double(safe.minY) + 64, width: side, height: side)
        return SharedElement(
            id: "avatar", sourceFrame: source, destinationFrame: destination, sourceCornerRadius: 20,
            destinationCornerRadius: side / 2)
    }

    /// Throws when one of `options` is given for a transition outside `transitions`.
    private static func requireOnly(
        _ options: [String], for transitions: [String], name: String, scanner: ArgumentScanner
    ) throws {
        guard !transitions.contains(name) else { return }
        for option in options where scanner.value(option) != nil {
            let list =
                transitions.count == 1
                ? transitions[0]
                : transitions.dropLast().joined(separator: ", ") + " and "
                    + transitions[transitions.count - 1]
            throw UsageError("--\(option) applies only to \(list), not to \(name)")
        }
    }
}
