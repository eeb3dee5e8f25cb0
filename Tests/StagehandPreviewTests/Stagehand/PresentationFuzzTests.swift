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
