import Foundation
import StagehandCore
import StagehandHeadless

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The options that shape a transition: declared once here and shared by `stagehand plan` and
/// `stagehand render` (with ``SceneOptions``), like swift-argument-parser's `@OptionGroup`.
enum TransitionOptionGroup {
    static let edge = Option<ScreenEdge>(
        "edge", valueName: "E",
        help: "The edge, for slide-in (default left), cover (default bottom) and push (default right).",
        example: "--edge right")
    static let length = Option<Length>(
        "length", valueName: "L",
        help: "slide-in only: the drawer's length along its axis, a fraction of the container (default "
            + "0.75), points (280pt) or fitted (the content's size).", example: "--length 0.5",
        parse: { try GeometrySyntax.length($0, option: "length") })
    static let timing = Option<TimingSyntax>(
        "timing", valueName: "T",
        help: "The chosen phase's timing, in the syntax of 'stagehand curve' (see 'stagehand curve --help').",
        example: "--timing 'spring(duration=0.4,bounce=0.2)'", parse: { try TimingSyntax(parsing: $0) })
    static let duration = Option<Double>(
        "duration", valueName: "S",
        help: "The chosen phase's duration in seconds. A Bézier timing lasts S (default: the transition's "
            + "own duration for that phase); a spring lasts its settling duration unless S is given; alone, "
            + "it keeps the curve.", example: "--duration 0.25 --timing ease-out",
        parse: { try ValueParser.positiveNumber($0, option: "duration") })
    static let dimming = Option<Double>(
        "dimming", valueName: "A", help: "A black backdrop at opacity A; 0 removes it.",
        allowedText: "0 to 1", example: "--dimming 0.3",
        parse: { text in
            guard let opacity = ValueParser.finiteNumber(text), (0...1).contains(opacity) else {
                throw UsageError("--dimming must be an opacity from 0 to 1, got \(text.quoted)")
            }
            return opacity
        })
    static let cornerRadius = Option<Double>(
        "corner-radius", valueName: "R", help: "The presented view's corner radius in points, 0 or more.",
        example: "--corner-radius 16",
        parse: { text in
            guard let radius = ValueParser.finiteNumber(text), radius >= 0 else {
                throw UsageError("--corner-radius must be a number of points, 0 or more, got \(text.quoted)")
            }
            return radius
        })
    static let fade = Flag(
        "fade", help: "The presented view also fades in and out.", example: "--fade")
    static let detent = Option<Detent>(
        "detent", valueName: "D",
        help: "card only: fitted (default), medium, large, a fraction in (0, 1] of the height available, "
            + "or points (320pt).", example: "--detent medium",
        parse: { try GeometrySyntax.detent($0, option: "detent") })
    static let element = Option<SharedElement>(
        "element", valueName: "E", repeatable: true,
        help: "shared-element only, repeatable: ID:X,Y,W,H[,R]:X,Y,W,H[,R], an element's frame (and corner "
            + "radius, default 0) on the presenting screen and on the presented one. Default: one round "
            + "avatar flying from a list row to a detail header, avatar:16,153,40,40,20:115,111,160,160,80 "
            + "in the default container (placed from the safe area in any other).",
        example: "--element photo:0,200,390,240:0,47,390,390",
        parse: { try GeometrySyntax.element($0, option: "element") })

    /// The group's declarations, in the order the help lists them.
    static let specs: [OptionSpec] = [
        edge.spec, length.spec, timing.spec, duration.spec, dimming.spec, cornerRadius.spec, fade.spec,
        detent.spec, element.spec,
    ]

    /// Which transitions each transition-specific option applies to.
    static let restrictions: [(spec: OptionSpec, names: [TransitionName])] = [
        (edge.spec, [.slideIn, .cover, .push]), (length.spec, [.slideIn]), (detent.spec, [.card]),
        (element.spec, [.sharedElement]), (SceneOptions.source.spec, [.zoom]),
    ]
}

/// The options that describe the scene a transition runs in, shared by `plan` and `render`.
enum SceneOptions {
    /// The largest container side accepted, in points (a hundred times a tablet's).
    static let maximumSide = 100_000.0

    static let container = Option<CGSize>(
        "container", valueName: "WxH",
        help: "The container's size in points, at most \(NumberFormat.string(maximumSide)) a side.",
        defaultText: "390x844, an iPhone in portrait", example: "--container 844x390",
        parse: { text in
            let size = try GeometrySyntax.size(text, option: "container")
            guard Double(size.width) <= maximumSide, Double(size.height) <= maximumSide else {
                throw UsageError(
                    "--container must be at most \(NumberFormat.string(maximumSide)) points a side, "
                        + "got \(text.quoted)")
            }
            return size
        })
    static let safeArea = Option<Insets>(
        "safe-area", valueName: "T,L,B,R",
        help: "The container's safe-area insets (default 47,0,34,0 for the default container, 0,0,0,0 "
            + "with --container).", example: "--safe-area 0,47,21,47",
        parse: { try GeometrySyntax.insets($0, option: "safe-area") })
    static let content = Option<CGSize>(
        "content", valueName: "WxH",
        help: "The presented controller's preferredContentSize (default none; 0 for a side means none): "
            + "sizes card, popup and fitted drawers.", example: "--content 390x300",
        parse: { try GeometrySyntax.size($0, option: "content", allowsZero: true) })
    static let source = Option<CGRect>(
        "source", valueName: "X,Y,W,H",
        help: "zoom only: the frame the zoom grows from (default: a point at the container's centre).",
        example: "--source 40,120,100,44", parse: { try GeometrySyntax.rect($0, option: "source") })

    /// The group's declarations, in the order the help lists them.
    static let specs: [OptionSpec] = [container.spec, safeArea.spec, content.spec, source.spec]
}

/// A transition from the catalogue with the options of ``TransitionOptionGroup`` and
/// ``SceneOptions`` applied: what `stagehand plan` and `stagehand render` act on.
///
/// ```swift
/// let parsed = try ParsedArguments(arguments, options: PlanCommand.options, command: "plan")
/// let options = try TransitionOptions(name: try TransitionOptions.transitionName(in: parsed, command: "plan"),
///                                     parsed: parsed, phase: .present)
/// let choreography = options.choreography   // the plan and hierarchy of the chosen phase
/// ```
struct TransitionOptions {
    /// The default container: an iPhone 14 or 15 in portrait.
    static let defaultContainer = ContainerGeometry.iPhonePortrait

    /// The part of a command's help that describes TRANSITION and the two groups.
    static let help = """
        TRANSITION:
        \(TransitionName.allCases.map { HelpFormatter.entry($0.rawValue, $0.summary) }.joined(separator: "\n"))

        Transition options (each changes the catalogue's transition):
        \(HelpFormatter.lines(TransitionOptionGroup.specs))

        Scene options:
        \(HelpFormatter.lines(SceneOptions.specs))
        """

    /// The transition with every option applied (the timing of ``phase`` included).
    let transition: StagehandTransition
    /// The container, content size, zoom source and shared elements.
    let context: TransitionContext
    /// Presenting or dismissing.
    let phase: PresentationPhase

    /// The choreography of ``phase`` in ``context``.
    var choreography: Choreography { transition.choreography(for: phase, in: context) }

    /// Builds the transition named `name` and its scene; `--timing` and `--duration` apply to `phase`.
    init(name: TransitionName, parsed: ParsedArguments, phase: PresentationPhase) throws {
        self.phase = phase
        transition = try Self.transition(named: name, phase: phase, parsed: parsed)
        context = try Self.context(for: transition, parsed: parsed)
    }

    /// The one positional argument of a command that takes a transition: its name.
    static func transitionName(in parsed: ParsedArguments, command: String) throws -> TransitionName {
        guard parsed.positional.count == 1 else {
            throw UsageError(
                parsed.positional.isEmpty
                    ? "missing TRANSITION (see 'stagehand \(command) --help')"
                    : "expected one TRANSITION, got \(parsed.positional.count): "
                        + parsed.positional.map(\.quoted).joined(separator: " "))
        }
        let text = parsed.positional[0]
        guard let name = TransitionName(argument: text) else {
            throw UsageError(
                "unknown transition \(text.quoted); expected one of: "
                    + TransitionName.allValueStrings.joined(separator: ", "))
        }
        return name
    }

    /// The catalogue's transition named `name`, with the transition options in `parsed` applied;
    /// `--timing` and `--duration` change the timing of `phase` only.
    static func transition(named name: TransitionName, phase: PresentationPhase, parsed: ParsedArguments)
        throws -> StagehandTransition
    {
        for (spec, names) in TransitionOptionGroup.restrictions
        where !names.contains(name) && parsed.isGiven(spec) {
            let words = names.map(\.rawValue)
            let list =
                words.count == 1
                ? words[0] : words.dropLast().joined(separator: ", ") + " and " + words[words.count - 1]
            throw UsageError("--\(spec.name) applies only to \(list), not to \(name.rawValue)")
        }
        let group = TransitionOptionGroup.self
        var transition = name.defaultTransition
        let edge = try parsed.value(group.edge)
        switch name {
        case .slideIn:
            transition = .slideIn(
                from: TransitionEdge(edge ?? .left),
                length: try parsed.value(group.length, default: .fraction(0.75)))
        case .card: transition = .card(detents: [try parsed.value(group.detent, default: .fitted)])
        case .cover: transition = .cover(from: TransitionEdge(edge ?? .bottom))
        case .push: transition = .push(from: TransitionEdge(edge ?? .right))
        case .zoom, .sharedElement, .fade, .popup: break
        }

        if let timing = try self.timing(of: transition, phase: phase, parsed: parsed) {
            transition =
                phase == .present
                ? transition.timing(timing)
                : transition.timing(transition.presentationTiming, dismissal: timing)
        }
        if let opacity = try parsed.value(group.dimming) {
            let blurs = transition.dimming?.blursBackground ?? false
            transition = transition.dimming(
                opacity == 0
                    ? nil : Dimming(color: RGBAColor(white: 0, alpha: opacity), blursBackground: blurs))
        }
        if let radius = try parsed.value(group.cornerRadius) {
            transition = transition.cornerRadius(radius)
        }
        if parsed.has(group.fade) { transition = transition.fading() }
        return transition
    }

    /// The timing that `--timing` and `--duration` give `phase`, or `nil` when neither is given.
    private static func timing(
        of transition: StagehandTransition, phase: PresentationPhase, parsed: ParsedArguments
    )
        throws -> Timing?
    {
        let syntax = try parsed.value(TransitionOptionGroup.timing)
        var duration = try parsed.value(TransitionOptionGroup.duration)
        guard syntax != nil || duration != nil else { return nil }
        let current = phase == .present ? transition.presentationTiming : transition.dismissalTiming
        let curve = syntax?.curve ?? current.curve
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
    static func context(for transition: StagehandTransition, parsed: ParsedArguments) throws
        -> TransitionContext
    {
        var container = defaultContainer
        if let size = try parsed.value(SceneOptions.container) {
            container = ContainerGeometry(size: size)
        }
        if let insets = try parsed.value(SceneOptions.safeArea) {
            container.safeArea = insets
        }
        let width = Double(container.bounds.width)
        let height = Double(container.bounds.height)
        let insets = container.safeArea
        guard insets.left + insets.right <= width, insets.top + insets.bottom <= height else {
            throw UsageError(
                "the safe area (\((parsed.text(SceneOptions.safeArea.spec) ?? "default").quoted)) is larger "
                    + "than the container \(NumberFormat.string(width))x\(NumberFormat.string(height))")
        }
        let content = try parsed.value(SceneOptions.content)
        let source = try parsed.value(SceneOptions.source)
        var elements: [SharedElement] = []
        for element in try parsed.values(TransitionOptionGroup.element) {
            guard !elements.contains(where: { $0.id == element.id }) else {
                throw UsageError("--element \(element.id.quoted) is given more than once")
            }
            elements.append(element)
        }
        if case .sharedElement = transition.kind, elements.isEmpty {
            elements = [defaultElement(in: container)]
        }
        return TransitionContext(
            container: container, preferredContentSize: content, sourceFrame: source, elements: elements)
    }

    /// The shared element of `stagehand plan shared-element` when none is given, a contact's avatar:
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
}
