import Foundation
import StagehandCore
import StagehandHeadless

/// `stagehand plan TRANSITION [OPTIONS] [--at T1,T2,... | --fps N]`: prints the choreography of one
/// phase of a transition as JSON, every view's state at a series of times.
enum PlanCommand: Command {
    static let name = "plan"
    static let summary = "Print a transition's choreography as JSON: every view's state over time"

    static let phase = Option<PlanPhase>(
        "phase", valueName: "P", help: "The phase to print.", defaultText: "present",
        example: "--phase dismiss")

    static let options =
        TransitionOptionGroup.specs + SceneOptions.specs + [phase.spec] + FrameTimes.specs

    static let help = """
        Usage: stagehand plan TRANSITION [OPTIONS] [--phase present|dismiss] [--at T1,T2,... | --fps N]
                              [--container WxH] [--safe-area TOP,LEFT,BOTTOM,RIGHT] [--content WxH]
                              [--source X,Y,W,H]

        Prints, as one line of JSON, the views that one phase of a transition puts in the container,
        bottom to top, and the state of each (frame, alpha, corner radius, transform about the frame's
        centre) at a series of times:

          {"transition":NAME,"phase":P,"duration":D,"frames":[{"time":T,"views":[{"role":R,
           "frame":[X,Y,W,H],"alpha":A,"cornerRadius":C,"transform":{"scaleX":..,"scaleY":..,
           "rotation":..,"translationX":..,"translationY":..}}]}],"style":S,"dimming":COLOR|null,
           "hiddenOriginals":[...],"transientRoles":[...]}

        Roles: presented, presenting, dimming (its alpha; the colour is in "dimming"), snapshot (zoom),
        element:ID (shared-element). "hiddenOriginals" are the real views hidden while the phase runs:
        presented-view, source:ID and destination:ID.

        \(TransitionOptions.help)

        Phase:
        \(HelpFormatter.lines([phase.spec]))

        Sampling:
        \(HelpFormatter.lines(FrameTimes.specs))
          -h, --help           Show this help.

        Examples:
          stagehand plan slide-in --edge right --at 0,0.15,0.3
          stagehand plan card --content 390x300 --fps 10
          stagehand plan zoom --source 40,120,100,44 --phase dismiss
          stagehand plan shared-element --container 844x390 --safe-area 0,47,21,47
          stagehand plan popup --content 270x150 --timing 'spring(response=0.3,damping-ratio=0.7)'

        \(CommandHelp.exitStatus)

        """

    static func run(_ arguments: [String], console: any Console) throws -> Int32 {
        let parsed = try ParsedArguments(arguments, options: options, command: name)
        let transitionName = try TransitionOptions.transitionName(in: parsed, command: name)
        let phase = try parsed.value(Self.phase, default: .present)
        let options = try TransitionOptions(name: transitionName, parsed: parsed, phase: phase.phase)
        let choreography = options.choreography
        let times = try FrameTimes.times(from: parsed, duration: choreography.plan.duration)
        let json = PlanSampler(transition: options.transition, choreography: choreography).json(times: times)
        try console.write(json.serialized() + "\n")
        return 0
    }
}

/// Samples a choreography for `stagehand plan` (and the JSON output of `stagehand render`).
struct PlanSampler {
    let transition: StagehandTransition
    let choreography: Choreography

    /// The views in hierarchy order (bottom to top) at `time`, each with its role and state.
    func views(at time: Double) -> [(role: Role, state: ViewState)] {
        let plan = choreography.plan
        let states = plan.states(at: time)
        return choreography.hierarchy.compactMap { role in
            plan.index(of: role).map { (role, states[$0]) }
        }
    }

    /// The whole document: the required fields first, then what helps a reader or a renderer.
    func json(times: [Double]) -> JSONValue {
        let frames = times.map { frame(at: $0, shownAt: $0) }
        let dimming = transition.dimming.map { dimming -> JSONValue in
            let color = dimming.color
            return .object([
                ("red", .number(color.red)), ("green", .number(color.green)), ("blue", .number(color.blue)),
                ("alpha", .number(color.alpha)), ("blursBackground", .bool(dimming.blursBackground)),
            ])
        }
        return .object([
            ("transition", .string(transition.name)),
            ("phase", .string(choreography.phase.rawValue)),
            ("duration", .number(choreography.plan.duration)),
            ("frames", .array(frames)),
            ("style", .string(Self.name(of: choreography.style))),
            ("dimming", dimming ?? .null),
            ("hiddenOriginals", .array(choreography.hiddenOriginals.map { .string(Self.name(of: $0)) })),
            ("transientRoles", .array(choreography.transientRoles.map { .string($0.name) })),
        ])
    }

    /// One frame: the views at plan time `time`, labelled with `shownAt` (a later phase of a round
    /// trip is shown after the first).
    func frame(at time: Double, shownAt: Double) -> JSONValue {
        .object([
            ("time", .number(shownAt)),
            ("views", .array(views(at: time).map { Self.json(role: $0.role, state: $0.state) })),
        ])
    }

    static func json(role: Role, state: ViewState) -> JSONValue {
        let frame = state.frame
        let transform = state.transform
        return .object([
            ("role", .string(role.name)),
            (
                "frame",
                .array(
                    [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map {
                        .number(Double($0))
                    })
            ),
            ("alpha", .number(state.alpha)),
            ("cornerRadius", .number(state.cornerRadius)),
            (
                "transform",
                .object([
                    ("scaleX", .number(transform.scaleX)), ("scaleY", .number(transform.scaleY)),
                    ("rotation", .number(transform.rotation)),
                    ("translationX", .number(transform.translationX)),
                    ("translationY", .number(transform.translationY)),
                ])
            ),
        ])
    }

    static func name(of style: PresentationStyle) -> String {
        switch style {
        case .overFullScreen: "over-full-screen"
        case .fullScreen: "full-screen"
        }
    }

    static func name(of original: Original) -> String {
        switch original {
        case .presentedView: "presented-view"
        case .sourceElement(let id): "source:\(id)"
        case .destinationElement(let id): "destination:\(id)"
        }
    }
}
