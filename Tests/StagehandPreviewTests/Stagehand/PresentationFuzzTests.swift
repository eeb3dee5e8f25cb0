import Foundation
import StagehandCore
import Testing

@testable import StagehandPreview

@MainActor
@Suite("Fuzzing Stagehand on the headless UIKit")
struct PresentationFuzzTests {
    /// Sequences per transition: 200 by default (3,000 in all); `.ci/run` sets
    /// `STAGEHAND_FUZZ_SEQUENCES` (at least that many in all) for its longer run.
    static let sequences =
        ProcessInfo.processInfo.environment["STAGEHAND_FUZZ_SEQUENCES"].flatMap(Int.init).map {
            max(1, ($0 + everyTransition.count - 1) / everyTransition.count)
        } ?? 200

    @Test("Random sequences keep every promise", arguments: everyTransition.indices)
    func randomSequences(index: Int) {
        var fuzzer = PresentationFuzzer(
            transitions: [everyTransition[index].transition], seed: UInt64(index) + 1)
        let report = fuzzer.run(sequences: Self.sequences)
        print(
            "fuzz: \(everyTransition[index].name): \(report.sequences) sequences, \(report.steps) steps, "
                + "\(report.transitionsCompleted) transitions, \(report.failures.count) failures")
        #expect(report.sequences == Self.sequences)
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
        (.negateStagehandDismissAnswer, "completion:"),
        (.runStagehandDismissCompletionTwice, "completion:"),
        (.dropStagehandDismissCompletion, "completion:"),
        (.dropPresentCompletion, "completion:"),
        (.retainPresentedControllers, "leak:"),
        (.presentedViewIgnoresTouches, "drag:"),
    ]

    @Test("Every fault planted is reported as the promise it breaks", arguments: plantedFaults.indices)
    func plantedFault(index: Int) {
        let (fault, reported) = Self.plantedFaults[index]
        // A sheet: dimmed, draggable, with detents; it keeps every promise when nothing is planted.
        var clean = PresentationFuzzer(transitions: [Transition.card(detents: [.fitted, .large])], seed: 3)
        #expect(clean.run(sequences: 60).failures.isEmpty)
        var fuzzer = PresentationFuzzer(transitions: [Transition.card(detents: [.fitted, .large])], seed: 3)
        fuzzer.fault = fault
        let report = fuzzer.run(sequences: 60)
        #expect(!report.failures.isEmpty, "\(fault) went unnoticed")
        #expect(
            report.failures.allSatisfy { $0.problem.hasPrefix(reported) },
            "\(fault): \(report.failures.filter { !$0.problem.hasPrefix(reported) }.prefix(2))")
    }

    @Test("The fuzzer's check of the completions follows the contract's unknowns, both readings")
    func faultsPlantedUnderEveryReading() {
        // Every unknown is drawn per sequence, so 60 sequences run each reading many times; a
        // missing present completion is reported under every one of them.
        var fuzzer = PresentationFuzzer(transitions: [Transition.fade], seed: 11)
        fuzzer.fault = .dropPresentCompletion
        let report = fuzzer.run(sequences: 60)
        #expect(report.failures.count > 20)
        #expect(report.failures.allSatisfy { $0.problem.contains("present completion") })
    }

    @Test("A fuzzer catches a broken transition: one whose plan moves the presenting view it was not given")
    func theFuzzerCatchesABrokenTransition() {
        struct Broken: CustomTransition {
            var presentationBehavior: PresentationBehavior {
                PresentationBehavior(style: .overCurrentContext)
            }
            func choreography(for phase: TransitionPhase, in context: TransitionContext, detent: Detent?)
                -> Choreography
            {
                let bounds = context.container.bounds
                let tracks = [
                    Track(
                        .presented, from: ViewState(frame: bounds, alpha: 0), to: ViewState(frame: bounds),
                        timing: .linear(duration: 0.2)),
                    // Over the current context UIKit does not hand the presenting view over (rule 11).
                    Track(
                        .presenting, from: ViewState(frame: bounds), to: ViewState(frame: bounds, alpha: 0.5),
                        timing: .linear(duration: 0.2)),
                ]
                return Choreography(
                    phase: phase, plan: TransitionPlan(tracks: tracks), hierarchy: [.presenting, .presented],
                    style: .overCurrentContext, drag: DismissalDrag(edge: .bottom, distance: 844))
            }
        }
        var fuzzer = PresentationFuzzer(transitions: [Broken()], seed: 7)
        let report = fuzzer.run(sequences: 20)
        #expect(!report.failures.isEmpty)
        #expect(report.failures.allSatisfy { $0.problem.hasPrefix("misuse") })
    }
}
