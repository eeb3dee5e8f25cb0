import Foundation
import StagehandCore
import StagehandUIKitLayer
import Testing

@testable import StagehandHeadless
@testable import StagehandTesting

@MainActor
@Suite("Fuzzing Stagehand on the headless UIKit")
struct PresentationFuzzTests {
    /// Sequences per transition: 200 by default (3,000 in all); `.ci/run` sets
    /// `STAGEHAND_FUZZ_SEQUENCES` (at least that many in all) for its longer run. A value that is not
    /// a whole number from 1 to 100,000,000 stops the run rather than falling back to the default.
    static func sequences() throws -> Int {
        guard let text = ProcessInfo.processInfo.environment["STAGEHAND_FUZZ_SEQUENCES"] else { return 200 }
        guard let total = Int(text), (1...100_000_000).contains(total) else {
            throw SettingError(name: "STAGEHAND_FUZZ_SEQUENCES", text: text)
        }
        return (total + everyTransition.count - 1) / everyTransition.count
    }

    @Test("Random sequences keep every promise", arguments: TestShard.indices(everyTransition.indices))
    func randomSequences(index: Int) throws {
        let sequences = try Self.sequences()
        _ = try TestShard.current()
        var fuzzer = PresentationFuzzer(
            transitions: [everyTransition[index].transition], seed: UInt64(index) + 1)
        let report = fuzzer.run(sequences: sequences)
        print(
            "fuzz: \(everyTransition[index].name): \(report.sequences) sequences, \(report.steps) steps, "
                + "\(report.transitionsCompleted) transitions, \(report.failures.count) failures")
        #expect(report.sequences == sequences)
        #expect(report.failures.isEmpty, "\(everyTransition[index].name): \(report.failures.prefix(3))")
        // The sequences did reach transitions: each completed some.
        #expect(report.transitionsCompleted > report.sequences)
    }

    /// Each promise the fuzzer checks, with the fault that breaks it and the kind of problem it
    /// must report: a self-test that fails when the check is switched off.
    nonisolated static let plantedFaults: [(fault: PresentationWorld.Fault, reported: String)] = [
        (.manualAppearanceCall, "breach:"),
        (.misuseAfterDismissal, "misuse:"),
        (.hideOriginalAfterPresentation, "hierarchy:"),
        (.leaveSnapshotInContainer, "at rest:"),
        (.nudgePresentedViewAtRest, "at rest:"),
        (.answerStagehandDismissFalse, "completion:"),
        (.answerStagehandDismissTrue, "completion:"),
        (.runStagehandDismissCompletionTwice, "completion:"),
        (.dropStagehandDismissCompletion, "completion:"),
        (.dropPresentCompletion, "completion:"),
        (.retainPresentedControllers, "leak:"),
        (.presentedViewIgnoresTouches, "drag:"),
        (.reduceMotionNeverTold, "reduce motion:"),
        (.reportAppDetentSets, "detent:"),
        (.dropPersonDetentReports, "detent:"),
    ]

    /// The sheet the faults are planted in: dimmed, draggable, with detents.
    static let faultedSheet = StagehandTransition.card(detents: [.fitted, .large])

    /// What each planted fault's run plays, with nothing planted: it keeps every promise, so that a
    /// failure with a fault is the fault's (played once here, not again for each fault).
    @Test("The sheet the faults are planted in keeps every promise when nothing is planted")
    func nothingPlanted() {
        var clean = PresentationFuzzer(transitions: [Self.faultedSheet], seed: 3)
        let report = clean.run(sequences: 150)
        #expect(report.failures.isEmpty, "\(report.failures.prefix(2))")
        #expect(report.transitionsCompleted > 150)
    }

    @Test("Every fault planted is reported as the promise it breaks", arguments: plantedFaults.indices)
    func plantedFault(index: Int) {
        let (fault, reported) = Self.plantedFaults[index]
        var fuzzer = PresentationFuzzer(transitions: [Self.faultedSheet], seed: 3)
        fuzzer.fault = fault
        let report = fuzzer.run(sequences: 150)
        #expect(!report.failures.isEmpty, "\(fault) went unnoticed")
        #expect(
            report.failures.allSatisfy { $0.problem.hasPrefix(reported) },
            "\(fault): \(report.failures.filter { !$0.problem.hasPrefix(reported) }.prefix(2))")
    }

    /// Seed 004's 0.5 s fade is caught by its duration, seed 000's 0.3 s drawer by its motion.
    @Test(
        "A driver never told of Reduce Motion is caught by each of its checks",
        arguments: [(0, "lasts 0.5 s, more than 0.3 s"), (1, "away from its resting frame")])
    func reduceMotionChecks(transition: Int, reported: String) {
        var fuzzer = PresentationFuzzer(
            transitions: [
                [StagehandTransition.fade(), StagehandTransition.slideIn(from: .left)][transition]
            ], seed: 5)
        fuzzer.fault = .reduceMotionNeverTold
        let report = fuzzer.run(sequences: 60)
        // The popup presented over the detail is caught too, by its 0.52 s spring.
        #expect(report.failures.contains { $0.problem.contains(reported) })
        #expect(report.failures.allSatisfy { $0.problem.hasPrefix("reduce motion:") })
    }

    @Test("The fuzzer's check of the completions follows the contract's unknowns, both readings")
    func faultsPlantedUnderEveryReading() {
        // Every unknown is drawn per sequence, so 60 sequences run each reading many times; a
        // missing present completion is reported under every one of them.
        var fuzzer = PresentationFuzzer(transitions: [StagehandTransition.fade()], seed: 11)
        fuzzer.fault = .dropPresentCompletion
        let report = fuzzer.run(sequences: 60)
        #expect(report.failures.count > 20)
        #expect(report.failures.allSatisfy { $0.problem.contains("present completion") })
    }

    @Test("A fuzzer catches a broken transition: one whose plan moves the presenting view it was not given")
    func theFuzzerCatchesABrokenTransition() {
        struct Broken: CustomTransition {
            var presentationBehavior: PresentationBehavior {
                PresentationBehavior(style: .overFullScreen)
            }
            func choreography(for phase: PresentationPhase, in context: TransitionContext, detent: Detent?)
                -> Choreography
            {
                let bounds = context.container.bounds
                let tracks = [
                    Track(
                        .presented, from: ViewState(frame: bounds, alpha: 0), to: ViewState(frame: bounds),
                        timing: .linear(duration: 0.2)),
                    // Over the full screen UIKit does not hand the presenting view over (rule 11).
                    Track(
                        .presenting, from: ViewState(frame: bounds), to: ViewState(frame: bounds, alpha: 0.5),
                        timing: .linear(duration: 0.2)),
                ]
                return Choreography(
                    phase: phase, plan: TransitionPlan(tracks: tracks), hierarchy: [.presenting, .presented],
                    style: .overFullScreen, drag: DismissalDrag(edge: .bottom, distance: 844))
            }
        }
        var fuzzer = PresentationFuzzer(transitions: [Broken()], seed: 7)
        let report = fuzzer.run(sequences: 20)
        #expect(!report.failures.isEmpty)
        #expect(report.failures.allSatisfy { $0.problem.hasPrefix("misuse") })
    }

    /// The fuzzer's drags on a card's list reach the scroll hand-off: some grow the card from a
    /// lower detent without scrolling, some scroll the list, and every sequence keeps its promises.
    @Test("The fuzzer's drags on a card's list grow the card and scroll the list")
    func dragsOnTheList() {
        var drags = 0
        var grown = 0
        var scrolled = 0
        for seed in UInt64(0)..<800 {
            var height = 0.0
            let failure = PresentationFuzzer.replay(
                StagehandTransition.card(detents: [.medium, .large]), seed: seed
            ) { step, system, detail in
                guard let detail, system.isInWindow(detail.view) else { return }
                let now = Double(detail.view.frame(in: system.window).height)
                defer { height = now }
                guard step.hasPrefix("drag on the list") else { return }
                drags += 1
                let feed = detail.view.subviews.first { $0.name == "feed" }
                if (feed?.scroll?.contentOffset.y ?? 0) > 0 { scrolled += 1 }
                if now > height + 1 { grown += 1 }
            }
            #expect(failure == nil, "seed \(seed): \(failure.map(String.init(describing:)) ?? "")")
        }
        #expect(drags > 25)
        #expect(grown > 0)
        #expect(scrolled > 0)
    }

    /// Sequences the 100,000-sequence run found when bindings joined the fuzzer, replayed here so
    /// the suite holds them at every size: a binding cleared while another transition ran, or
    /// whose dismissal a finger caught, is asked again once it is over; a bound presentation starts
    /// nothing among UIKit's coordinator completions; and `stagehand.dismiss` answers what is true
    /// when the answer goes out (a dismissal run back, then another beside it that dismissed).
    nonisolated static let foundSequences: [(name: String, seed: UInt64)] = [
        ("zoom, draggable", 5_131_345_476_862_546_536),
        ("slide-in right", 16_290_749_807_850_229_551),
        ("card", 2_351_643_923_294_671_212),
        ("slide-in bottom", 6_729_040_335_863_674_682),
        ("card with .fullScreen", 12_819_857_912_592_860_465),
        ("card with .fullScreen", 18_240_196_717_317_013_742),
        // A stack dismissed from the list while the drawer under the top still moved (rule 61).
        ("slide and fade", 11_645_736_078_276_146_643),
    ]

    @Test("Sequences the long run found keep every promise", arguments: foundSequences.indices)
    func foundSequence(index: Int) throws {
        let (name, seed) = Self.foundSequences[index]
        let transition = try #require(everyTransition.first { $0.name == name }).transition
        let failure = PresentationFuzzer.replay(transition, seed: seed)
        #expect(failure == nil, "\(name), seed \(seed): \(failure.map(String.init(describing:)) ?? "")")
    }
}
