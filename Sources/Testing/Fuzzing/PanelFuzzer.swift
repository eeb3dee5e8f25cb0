import Foundation
import StagehandCore
import StagehandHeadless

/// Random sequences of panel events in a ``PanelWorld``, with its promises checked after every
/// step: the events of ``PanelExplorer`` with random amounts (drags of any length, releases at any
/// velocity, any slice of the run loop), each sequence under one random reading of the contract's
/// unknowns.
@MainActor
struct PanelFuzzer {
    /// One sequence that broke a promise: enough to replay it.
    struct Failure: Sendable, CustomStringConvertible {
        var seed: UInt64
        var steps: [String]
        var problem: String
        var events: [String] = []

        var description: String {
            "seed \(seed): \(problem) after \(steps.suffix(6).joined(separator: "; "))"
        }
    }

    /// What a run did.
    struct Report: Sendable {
        var sequences = 0
        var steps = 0
        var failures: [Failure] = []
    }

    /// Steps per sequence (at least 1).
    var stepsPerSequence: Int
    private var generator: Generator
    /// A fault planted in every sequence (self-tests only).
    var fault: PanelWorld.Fault?

    /// A fuzzer whose sequences follow from `seed`.
    init(seed: UInt64 = 0, stepsPerSequence: Int = 24) {
        self.stepsPerSequence = max(1, stepsPerSequence)
        self.generator = Generator(seed: seed)
    }

    /// Runs `sequences` sequences.
    mutating func run(sequences: Int) -> Report {
        var report = Report()
        for _ in 0..<max(0, sequences) {
            let seed = generator.next()
            let world = Self.sequence(seed: seed, steps: stepsPerSequence, fault: fault)
            report.sequences += 1
            report.steps += world.steps.count
            if let problem = world.problem {
                report.failures.append(
                    Failure(seed: seed, steps: world.steps, problem: problem, events: world.recentEvents))
            }
        }
        return report
    }

    /// Plays one sequence; the world it ended in.
    static func sequence(seed: UInt64, steps count: Int, fault: PanelWorld.Fault? = nil) -> PanelWorld {
        var random = Generator(seed: seed)
        var unknowns = Unknowns()
        unknowns.restartsPausedAnimatorFromRest = random.bool()
        unknowns.substitutesDefaultDurationForZero = random.bool()
        unknowns.reportsReversedFractionComplement = random.bool()
        unknowns.runsAlongsideAnimationsAddedLate = random.bool()
        unknowns.hitTestsPausedAnimationsAtModelValues = random.bool()
        let world = PanelWorld(unknowns: unknowns, fault: fault)
        for _ in 0..<count {
            let step: String?
            switch random.int(below: 16) {
            case 0: step = world.add(details: random.bool(), animated: random.int(below: 4) != 0)
            case 1: step = world.removeTop(animated: random.int(below: 4) != 0)
            case 2: step = world.selectNextDetent(animated: random.bool())
            case 3, 4: step = world.fingerDown(inList: random.bool())
            case 5, 6: step = world.fingerMoves(by: random.double(in: -300...300))
            case 7: step = world.fingerLifts(velocity: random.double(in: -3000...3000))
            case 8: step = world.fingerCancelled()
            case 9: step = world.toggleKeyboard()
            case 10: step = world.tapOtherTab()
            case 11: step = world.rotate()
            case 12: step = world.runUntilIdle()
            default: step = world.advance(by: random.double(in: 0...0.25))
            }
            guard let step else { continue }
            guard world.check(step) else { return world }
        }
        world.finish()
        return world
    }
}
