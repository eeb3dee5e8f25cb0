import Foundation
import StagehandCore
import StagehandHeadless

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Random sequences of everything a person and an app can do to a presentation, on the headless
/// UIKit, with the promises checked after every step: present and dismiss requests at any moment,
/// taps anywhere, drags (released, flung, cancelled), rotations, the keyboard, presenting over a
/// presentation, Reduce Motion switched mid-way, the app letting go of its controllers, and (one
/// sequence in four) a binding that presents and dismisses as SwiftUI's modifiers do; each
/// sequence under one random reading of the contract's unknowns (`Unknowns`).
///
/// The promises: no breach of the contract (`ContractBreach`) and no misuse of the stage; at the
/// end, with everything dismissed, no container left in the window, every completion of
/// StagehandCore's `PresentationDriver.dismiss(animated:completion:)` called exactly once, and
/// nothing retained (the presented controller, its Stagehand delegate and its stage are freed).
///
/// ```swift
/// var fuzzer = PresentationFuzzer(transitions: [.card(), MyCurtain()], seed: 42)
/// let report = fuzzer.run(sequences: 1_000)
/// #expect(report.failures.isEmpty)
/// ```
@MainActor
public struct PresentationFuzzer {
    /// One sequence that broke a promise: enough to replay it.
    public struct Failure: Sendable, CustomStringConvertible {
        /// The transition's index in ``PresentationFuzzer/transitions``.
        public var transition: Int
        /// The seed of the sequence.
        public var seed: UInt64
        /// The steps taken, in order.
        public var steps: [String]
        /// What was broken.
        public var problem: String
        /// The system's last events before the problem, for the diagnosis.
        public var events: [String] = []

        /// One line: the transition, the seed, the problem and the last steps.
        public var description: String {
            "transition \(transition), seed \(seed): \(problem) after \(steps.suffix(6).joined(separator: "; "))"
        }
    }

    /// What a run did.
    public struct Report: Sendable {
        /// The sequences run.
        public var sequences = 0
        /// The steps taken, over all sequences.
        public var steps = 0
        /// The transitions (of all phases) that completed, over all sequences.
        public var transitionsCompleted = 0
        /// The sequences that broke a promise.
        public var failures: [Failure] = []
    }

    /// The transitions fuzzed, in turn.
    public let transitions: [any CustomTransition]
    /// Steps per sequence (at least 1).
    public var stepsPerSequence: Int
    private var generator: Generator

    /// Creates a fuzzer of `transitions` whose sequences follow from `seed`.
    public init(transitions: [any CustomTransition], seed: UInt64 = 0, stepsPerSequence: Int = 24) {
        self.transitions = transitions
        self.stepsPerSequence = max(1, stepsPerSequence)
        self.generator = Generator(seed: seed)
    }

    /// Runs `sequences` sequences, the transitions taken in turn.
    public mutating func run(sequences: Int) -> Report {
        var report = Report()
        guard !transitions.isEmpty else { return report }
        for index in 0..<max(0, sequences) {
            let seed = generator.next()
            let transition = index % transitions.count
            let outcome = Self.sequence(
                transitions[transition], seed: seed, steps: stepsPerSequence, fault: fault)
            report.sequences += 1
            report.steps += outcome.steps.count
            report.transitionsCompleted += outcome.completedTransitions
            if let problem = outcome.problem {
                report.failures.append(
                    Failure(
                        transition: transition, seed: seed, steps: outcome.steps, problem: problem,
                        events: outcome.events))
            }
        }
        return report
    }

    /// Replays one sequence; `inspect` sees the system and the presented controller after each step.
    public static func replay(
        _ transition: any CustomTransition, seed: UInt64, steps: Int = 24,
        inspect: ((String, HeadlessUIKit, ModelViewController?) -> Void)? = nil
    ) -> Failure? {
        let outcome = sequence(transition, seed: seed, steps: steps, inspect: inspect)
        return outcome.problem.map {
            Failure(transition: 0, seed: seed, steps: outcome.steps, problem: $0, events: outcome.events)
        }
    }

    private struct Outcome {
        var events: [String] = []
        var steps: [String] = []
        var problem: String?
        var completedTransitions = 0
    }

    /// A fault planted in every sequence (the fuzzer's self-tests prove each promise is checked).
    var fault: PresentationWorld.Fault?

    private static func sequence(
        _ transition: any CustomTransition, seed: UInt64, steps count: Int,
        fault: PresentationWorld.Fault? = nil,
        inspect: ((String, HeadlessUIKit, ModelViewController?) -> Void)? = nil
    ) -> Outcome {
        var random = Generator(seed: seed)
        var unknowns = Unknowns()
        unknowns.retainsTransitioningDelegate = random.bool()
        unknowns.runsCompletionOfDroppedPresent = random.bool()
        unknowns.runsDismissCompletionWhenCancelled = random.bool()
        unknowns.runsPresentCompletionWhenCancelled = random.bool()
        unknowns.dismissalRequestedWhileTransitioning = [.dropped, .held, .runsAtOnce][random.int(below: 3)]
        unknowns.restartsPausedAnimatorFromRest = random.bool()
        unknowns.substitutesDefaultDurationForZero = random.bool()
        unknowns.reportsReversedFractionComplement = random.bool()
        unknowns.runsAlongsideAnimationsAddedLate = random.bool()
        unknowns.hitTestsPausedAnimationsAtModelValues = random.bool()
        unknowns.keyboardCurveIsSpring = random.bool()
        // From the seed, not drawn, so that every sequence found before keeps its events.
        unknowns.stackDismissal = seed % 2 == 0 ? .childAnimates : .topAnimates
        // One sequence in four presents through a binding, as SwiftUI's modifiers do: its present
        // events set the binding instead (to an item, to nil, to another item).
        let binds = random.int(below: 4) == 0
        let world = PresentationWorld(transition: transition, unknowns: unknowns, fault: fault, binds: binds)
        func outcome() -> Outcome {
            Outcome(
                events: world.recentEvents, steps: world.steps, problem: world.problem,
                completedTransitions: world.completedTransitions)
        }

        for _ in 0..<count {
            // A card with several detents at rest may draw a detent change first; elsewhere nothing
            // is drawn, so every other sequence stays as it was.
            if let step = world.detentStep(&random) {
                inspect?(step, world.system, world.detail)
                guard world.check(step) else { return outcome() }
                continue
            }
            let step: String?
            switch random.int(below: 16) {
            case 0, 1:
                if binds {
                    // Empty: item 1 or 2 (the same item set again, or another); naming one: another
                    // item, or nil.
                    let item: Int? =
                        world.bindingIsEmpty
                        ? 1 + random.int(below: 2) : random.bool() ? world.otherItem : nil
                    step = world.bind(item)
                } else {
                    let animated = random.int(below: 5) != 0
                    step = world.present(animated: animated)
                }
            case 14:
                step = world.toggleReduceMotion()
            case 15:
                let sizes = ["UICTContentSizeCategoryL", "UICTContentSizeCategoryAccessibilityXL"]
                step = world.changeTraits(
                    darkMode: random.bool(), sizeClass: random.bool(), textSize: sizes[random.int(below: 2)])
            case 2:
                step = world.stagehandDismiss(animated: random.int(below: 5) != 0)
            case 3:
                step = world.uikitDismiss(animated: random.bool())
            case 4:
                step = world.tap(at: CGPoint(x: random.double(in: 0...390), y: random.double(in: 0...844)))
            case 5, 6:
                let axis: ScreenEdge.Axis = random.bool() ? .vertical : .horizontal
                let moves = (0..<random.int(below: 5)).map { _ in random.double(in: -500...500) }
                step = world.drag(along: axis, through: moves, velocity: random.double(in: -3000...3000))
            case 7:
                step = world.cancelledDrag(x: random.double(in: -200...200), y: random.double(in: -200...400))
            case 8:
                step = world.rotate()
            case 9:
                step = world.keyboard(overlap: random.bool() ? 0 : random.double(in: 0...400))
            case 10:
                // A popup over the detail, or, when it is there, the whole stack dismissed from the
                // list (rule 61), over an app's presentation or a bound one.
                let animated = random.bool()
                step =
                    world.canDismissStack
                    ? world.dismissStack(animated: animated) : world.presentOver(animated: animated)
            case 11:
                step = random.bool() ? world.letGo() : nil
            default:
                step = world.advance(by: random.double(in: 0...0.25))
            }
            guard let step else { continue }
            inspect?(step, world.system, world.detail)
            guard world.check(step) else { return outcome() }
        }
        world.finish()
        return outcome()
    }
}

/// SplitMix64: deterministic, so that every failure replays from its seed.
struct Generator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func int(below bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }

    mutating func bool() -> Bool { next() & 1 == 1 }

    mutating func double(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + Double(next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
    }
}
