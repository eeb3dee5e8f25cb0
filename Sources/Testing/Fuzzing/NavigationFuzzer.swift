import Foundation
import StagehandCore
import StagehandHeadless

/// Random sequences of navigation events, on the headless UIKit, with the promises of
/// ``NavigationExplorer`` checked after every step: pushes (animated or not, with Stagehand's call at
/// any moment or UIKit's when nothing runs), pops and pops to the root, the back swipe (moved back
/// and forth, lifted, flicked, cancelled), taps on a tab, rotations and the run loop; each sequence
/// under one random reading of the contract's unknowns, and with one of three tab switch
/// transitions (none, a fade, a push).
///
/// ```swift
/// var fuzzer = NavigationFuzzer(transitions: [.zoom(), .fade()], seed: 7)
/// #expect(fuzzer.run(sequences: 500).failures.isEmpty)
/// ```
@MainActor
public struct NavigationFuzzer {
    /// One sequence that broke a promise: enough to replay it.
    public struct Failure: Sendable, CustomStringConvertible {
        /// The transition's index in ``NavigationFuzzer/transitions``.
        public var transition: Int
        /// The seed of the sequence.
        public var seed: UInt64
        /// The steps taken, in order.
        public var steps: [String]
        /// What was broken.
        public var problem: String
        /// The system's last events before the problem.
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
        /// The transitions that completed, over all sequences.
        public var transitionsCompleted = 0
        /// The sequences that broke a promise.
        public var failures: [Failure] = []
    }

    /// The transitions pushed with, in turn.
    public let transitions: [any CustomTransition]
    /// Steps per sequence (at least 1).
    public var stepsPerSequence: Int
    private var generator: Generator
    /// A fault planted in every sequence (self-tests only).
    var fault: ContainerWorld.Fault?

    /// Creates a fuzzer pushing with `transitions`, whose sequences follow from `seed`.
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
            let world = Self.sequence(
                transitions[transition], seed: seed, steps: stepsPerSequence, fault: fault)
            report.sequences += 1
            report.steps += world.steps.count
            report.transitionsCompleted += world.completedTransitions
            if let problem = world.problem {
                report.failures.append(
                    Failure(
                        transition: transition, seed: seed, steps: world.steps, problem: problem,
                        events: world.recentEvents))
            }
        }
        return report
    }

    /// Plays one sequence; the world it ended in.
    static func sequence(
        _ transition: any CustomTransition, seed: UInt64, steps count: Int, fault: ContainerWorld.Fault? = nil
    ) -> ContainerWorld {
        var random = Generator(seed: seed)
        var unknowns = Unknowns()
        unknowns.restartsPausedAnimatorFromRest = random.bool()
        unknowns.substitutesDefaultDurationForZero = random.bool()
        unknowns.reportsReversedFractionComplement = random.bool()
        unknowns.runsAlongsideAnimationsAddedLate = random.bool()
        unknowns.hitTestsPausedAnimationsAtModelValues = random.bool()
        let tabTransitions: [(any CustomTransition)?] = [
            nil, StagehandTransition.fade(), StagehandTransition.push(from: .trailing),
        ]
        let world = ContainerWorld(
            transition: transition, tabTransition: tabTransitions[random.int(below: 3)], unknowns: unknowns,
            fault: fault)
        for _ in 0..<count {
            let step: String?
            switch random.int(below: 14) {
            case 0, 1: step = world.push(animated: random.int(below: 5) != 0)
            case 2: step = world.pushPlainly(animated: random.int(below: 5) != 0)
            case 3: step = world.pop(toRoot: random.int(below: 4) == 0, animated: random.int(below: 5) != 0)
            case 4: step = world.fingerDown()
            case 5, 6: step = world.fingerMoves(by: random.double(in: -200...300))
            case 7: step = world.fingerLifts(velocity: random.double(in: -2000...3000))
            case 8: step = world.fingerCancelled()
            case 9: step = world.tapOtherTab()
            case 10: step = world.rotate()
            case 11: step = world.runUntilIdle()
            default: step = world.advance(by: random.double(in: 0...0.25))
            }
            guard let step else { continue }
            guard world.check(step) else { return world }
        }
        world.finish()
        return world
    }
}
