import Foundation
import StagehandCore
import StagehandUIKitLayer
import Testing

@testable import StagehandHeadless
@testable import StagehandTesting

/// An app's own transition whose views depend on its shared elements: a curtain drops from the top
/// over a dimming, and each shared element measured flies from the list to its place in the
/// curtain (so a rotation that takes an element out of the window changes the roles).
struct Curtain: CustomTransition {
    var presentationBehavior: PresentationBehavior {
        PresentationBehavior(style: .overFullScreen, dimming: .standard, dismissesOnBackgroundTap: true)
    }

    func choreography(for phase: PresentationPhase, in context: TransitionContext, detent: Detent?)
        -> Choreography
    {
        let bounds = context.container.bounds
        let shown = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height * 0.75)
        let timing = Timing.easeInEaseOut(duration: 0.4)
        var tracks = [
            Track(
                .dimming, from: ViewState(frame: bounds, alpha: 0), to: ViewState(frame: bounds),
                timing: timing),
            Track(
                .presented, from: ViewState(frame: shown.offsetBy(dx: 0, dy: -shown.height)),
                to: ViewState(frame: shown), timing: timing),
        ]
        var originals: [Original] = []
        for element in context.elements {
            tracks.append(
                Track(
                    .element(element.id),
                    from: ViewState(frame: element.sourceFrame, cornerRadius: element.sourceCornerRadius),
                    to: ViewState(
                        frame: element.destinationFrame, cornerRadius: element.destinationCornerRadius),
                    timing: timing))
            originals += [.sourceElement(element.id), .destinationElement(element.id)]
        }
        let plan = TransitionPlan(tracks: tracks)
        let elements = context.elements.map { Role.element($0.id) }
        return Choreography(
            phase: phase, plan: phase == .present ? plan : plan.reversed(),
            hierarchy: [.presenting, .dimming, .presented] + elements, style: .overFullScreen,
            hiddenOriginals: originals, transientRoles: elements,
            drag: DismissalDrag(edge: .top, distance: Double(shown.height)))
    }
}

@MainActor
@Suite("Exploring every short sequence of events")
struct PresentationExplorerTests {
    /// Every built-in transition, and an app's own with shared elements.
    nonisolated static let transitions: [(name: String, transition: any CustomTransition)] =
        everyTransition.map { ($0.name, $0.transition as any CustomTransition) } + [("curtain", Curtain())]

    /// What the long exploration plays: every transition presented by the app, and a drawer and a
    /// sheet presented through a binding (SwiftUI's modifiers, ``PresentationExplorer/boundAlphabet``).
    nonisolated static let explored: [(name: String, transition: any CustomTransition, binds: Bool)] =
        transitions.map { ($0.name, $0.transition, false) }
        + transitions.filter { ["slide-in left", "sheet"].contains($0.name) }.map {
            ("\($0.name), through a binding", $0.transition, true)
        }

    /// The longest sequence: 3 by default (every transition in seconds, debug build); `.ci/run`
    /// sets `STAGEHAND_EXPLORE_LENGTH` for its longer run. A malformed value stops the run.
    static func maximumLength() throws -> Int {
        guard let text = ProcessInfo.processInfo.environment["STAGEHAND_EXPLORE_LENGTH"] else { return 3 }
        guard let length = Int(text), (1...9).contains(length) else {
            throw SettingError(name: "STAGEHAND_EXPLORE_LENGTH", text: text)
        }
        return length
    }

    /// Rule 47: trait changes (Dark Mode, a size class) at every point of a presentation, a drag
    /// and a dismissal, on an alphabet of their own (the default one leaves them out: its time grows
    /// with its size to the power of the length), at length 4.
    /// Rule 61: a popup over the presented controller, and the whole stack dismissed from the list
    /// at every point of a presentation, a drag and a dismissal, on an alphabet of its own, on both
    /// readings (the child's dismissal animates, or the top's), at length 5.
    @Test(
        "A stack dismissed from below at every point of a drag, a keyboard and a dismissal keeps every promise",
        arguments: ["slide-in left", "sheet", "zoom", "cover", "card with .fullScreen"])
    func stacks(name: String) throws {
        let transition = try #require(Self.transitions.first { $0.name == name }).transition
        var explorer = PresentationExplorer(transitions: [transition], maximumLength: 5)
        explorer.alphabet = [
            .present, .presentOver, .dismissStack, .stagehandDismiss, .uikitDismiss, .fingerDown, .flick,
            .cancelDrag, .keyboardUp, .oneFrame, .runUntilIdle,
        ]
        explorer.shorterReadings = []
        let report = explorer.run()
        print(
            "explore stacks: \(name): \(report.sequences) sequences, \(report.eventsPlayed) events, "
                + "\(report.transitionsCompleted) transitions, \(report.failures.count) failures")
        #expect(report.failures.isEmpty, "\(name): \(report.failures.prefix(3))")
        #expect(report.sequences > 1_000)
    }

    @Test(
        "Trait changes at every point of a presentation, a drag and a dismissal keep every promise",
        arguments: [0, 6, 14])
    func traitChanges(index: Int) {
        let (name, transition) = Self.transitions[index]
        var explorer = PresentationExplorer(transitions: [transition], maximumLength: 4)
        explorer.alphabet = [
            .present, .darkMode, .sizeClass, .oneFrame, .fingerDown, .moveOut, .flick, .stagehandDismiss,
            .runUntilIdle,
        ]
        let report = explorer.run()
        #expect(report.failures.isEmpty, "\(name): \(report.failures.prefix(3))")
        #expect(report.sequences > 500)
    }

    @Test(
        "Every sequence of events up to the length ends at rest, with every promise kept",
        arguments: TestShard.indices(explored.indices) { explored[$0].name })
    func everySequence(index: Int) throws {
        let (name, transition, binds) = Self.explored[index]
        let length = try Self.maximumLength()
        _ = try TestShard.current()
        var explorer = PresentationExplorer(transitions: [transition], maximumLength: length)
        if binds {
            explorer.bindsPresentation = true
            explorer.alphabet = PresentationExplorer.boundAlphabet
        }
        let report = explorer.run()
        print(
            "explore: \(name): length \(length), \(report.sequences) sequences, \(report.eventsPlayed) events, "
                + "\(report.pruned) pruned, \(report.transitionsCompleted) transitions, \(report.failures.count) failures"
        )
        #expect(report.failures.isEmpty, "\(name): \(report.failures.prefix(3))")
        #expect(report.sequences > 0)
    }

    /// What each planted fault's exploration plays: the sheet the faults are planted in, on the
    /// documented reading.
    static func faultedSheetExplorer(maximumLength: Int) -> PresentationExplorer {
        var explorer = PresentationExplorer(
            transitions: [PresentationFuzzTests.faultedSheet], maximumLength: maximumLength)
        explorer.readings = [Unknowns()]
        explorer.shorterReadings = []
        return explorer
    }

    /// With nothing planted, every sequence the faults' explorations play (up to 5 events, so up
    /// to 3 too) keeps every promise: played once here, not again for each fault.
    @Test("The sheet the faults are planted in keeps every promise when nothing is planted")
    func nothingPlanted() {
        let report = Self.faultedSheetExplorer(maximumLength: 5).run()
        #expect(report.failures.isEmpty, "\(report.failures.prefix(2))")
        #expect(report.sequences > 1_000)
    }

    @Test(
        "Every fault planted is reported as the promise it breaks",
        arguments: PresentationFuzzTests.plantedFaults.indices)
    func plantedFault(index: Int) {
        let (fault, reported) = PresentationFuzzTests.plantedFaults[index]
        // stagehand.dismiss answers false only when the system refuses it or a dismissal it joined
        // is cancelled: the shortest such sequence the explorer plays has 5 events (present, run
        // until idle, finger down, move out, stagehand.dismiss; the finger lifts at the end), so
        // that fault needs them.
        let length = fault == .answerStagehandDismissTrue ? 5 : 3
        var explorer = Self.faultedSheetExplorer(maximumLength: length)
        explorer.fault = fault
        let report = explorer.run()
        #expect(!report.failures.isEmpty, "\(fault) went unnoticed")
        #expect(
            report.failures.allSatisfy { $0.problem.hasPrefix(reported) },
            "\(fault): \(report.failures.filter { !$0.problem.hasPrefix(reported) }.prefix(2))")
    }

    /// Sequences of six events that the explorer reaches at `.ci/run`'s length, replayed here so the
    /// suite holds them at every length: each breaks a promise under a fault of the tests issue.
    nonisolated static let sequencesOfSix: [(name: String, events: [PresentationExplorer.Event])] = [
        (
            "a drag under Reduce Motion",
            [.present, .runUntilIdle, .reduceMotion, .fingerDown, .moveOut, .oneFrame]
        ),
        (
            "stagehand.dismiss joining a drag's dismissal that the finger then cancels",
            [.present, .runUntilIdle, .fingerDown, .moveOut, .stagehandDismiss, .oneFrame]
        ),
    ]

    /// A card squeezed by the keyboard and rotated: its clip view and content fill its wrapper
    /// again (autoresizing alone lost the height a squeeze below nothing took away, and a finger
    /// on the card's middle landed on the list below). The explorer found it at length 6.
    @Test("A card squeezed by the keyboard and rotated still fills its wrapper, and a finger reaches it")
    func squeezedAndRotated() {
        let sheet = StagehandTransition.card(detents: [.medium, .large]).largestUndimmedDetent(.medium)
            .prefersGrabberVisible(true)
        for transition in [sheet, StagehandTransition.card(detents: [.medium, .large])] {
            let (problem, log) = PresentationExplorer.replay(
                transition,
                events: [.present, .runUntilIdle, .keyboardUp, .rotate, .runUntilIdle, .fingerDown])
            #expect(problem == nil, "\(problem ?? ""); \(log.suffix(12))")
        }
    }

    @Test("Sequences of six events keep every promise", arguments: sequencesOfSix.indices)
    func sequenceOfSix(index: Int) {
        let (name, events) = Self.sequencesOfSix[index]
        for transition in [StagehandTransition.card(), StagehandTransition.slideIn(from: .left)] {
            for unknowns in PresentationExplorer(transitions: [], maximumLength: 1).readings {
                let (problem, log) = PresentationExplorer.replay(
                    transition, events: events, unknowns: unknowns)
                #expect(problem == nil, "\(name): \(problem ?? ""); \(log.suffix(12))")
            }
        }
    }
}
