import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Random sequences of everything a person and an app can do to a presentation, on the headless
/// UIKit, with the promises checked after every step: present and dismiss requests at any moment,
/// taps anywhere, drags (released, flung, cancelled), rotations, the keyboard, presenting over a
/// presentation, Reduce Motion switched mid-way, and the app letting go of its controllers; each
/// sequence under one random reading of the contract's unknowns (``Unknowns``).
///
/// The promises: no breach of the contract (``ContractBreach``) and no misuse of the stage; at the
/// end, with everything dismissed, no container left in the window, every completion of
/// ``PresentationDriver/dismiss(animated:completion:)`` called exactly once, and nothing retained
/// (the presented controller, its Stagehand delegate and its stage are freed).
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
                transitions[transition], seed: seed, steps: stepsPerSequence)
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

    private static func sequence(
        _ transition: any CustomTransition, seed: UInt64, steps count: Int,
        inspect: ((String, HeadlessUIKit, ModelViewController?) -> Void)? = nil
    ) -> Outcome {
        var random = Generator(seed: seed)
        var outcome = Outcome()
        var unknowns = Unknowns()
        unknowns.retainsTransitioningDelegate = random.bool()
        unknowns.runsCompletionOfDroppedPresent = random.bool()
        unknowns.runsDismissCompletionWhenCancelled = random.bool()
        unknowns.runsPresentCompletionWhenCancelled = random.bool()
        let portrait = ContainerGeometry.iPhonePortrait
        let landscape = ContainerGeometry.iPhoneLandscape
        let list = ModelViewController(name: "list", content: .listScreen(title: "List", safeTop: 47))
        list.view.addSubview(
            ModelView(
                name: "avatar",
                state: ViewState(frame: CGRect(x: 16, y: 152, width: 40, height: 40), cornerRadius: 20),
                identifier: "avatar"))
        let system = HeadlessUIKit(geometry: portrait, root: list, unknowns: unknowns)
        var detail: ModelViewController? = makeDetail()
        weak let weakDetail = detail
        var weakDelegates: [() -> AnyObject?] = []
        var dismissCompletions: [Int] = []  // times each driver.dismiss completion ran
        var over: ModelViewController?
        var eventsSeen = 0

        func check(_ step: String) -> Bool {
            inspect?(step, system, detail)
            outcome.steps.append(step)
            outcome.events.append("-- \(step)")
            outcome.events += system.events[eventsSeen...].map(\.description)
            eventsSeen = system.events.count
            if outcome.events.count > 120 { outcome.events.removeFirst(outcome.events.count - 120) }
            if let breach = system.breaches.first {
                outcome.problem = "breach: \(breach)"
                return false
            }
            for case let stagehand? in [detail?.stagehand, over?.stagehand] {
                if let misuse = stagehand.stage.misuses.first {
                    outcome.problem = "misuse: \(misuse)"
                    return false
                }
            }
            return true
        }

        for _ in 0..<count {
            let step: String
            switch random.int(below: 14) {
            case 0, 1:
                guard let current = detail else { continue }
                let animated = random.int(below: 5) != 0
                // A correct app never presents a controller that is already presented (UIKit
                // throws, rule 21): it presents another, which UIKit refuses (rules 18, 19).
                let presented =
                    current.presentingViewController == nil
                    ? current : ModelViewController(name: "another", content: .alert(title: "Another"))
                list.present(presented, transition: transition, animated: animated)
                if let stagehand = presented.stagehand {
                    weakDelegates.append { [weak stagehand] in stagehand }
                }
                guard presented === current else {
                    step = "present another(animated: \(animated))"
                    break
                }
                let detail = current
                detail.stagehand?.driver.prefersReducedMotion = random.int(below: 6) == 0
                step = "present(animated: \(animated))"
            case 2:
                let index = dismissCompletions.count
                dismissCompletions.append(0)
                let animated = random.int(below: 5) != 0
                if let stagehand = detail?.stagehand {
                    stagehand.driver.dismiss(animated: animated) { _ in dismissCompletions[index] += 1 }
                } else {
                    dismissCompletions[index] = 1  // nothing to ask: nothing owed
                }
                step = "stagehand.dismiss(animated: \(animated))"
            case 3:
                (detail ?? list).dismiss(animated: random.bool())
                step = "dismiss"
            case 4:
                let point = CGPoint(x: random.double(in: 0...390), y: random.double(in: 0...844))
                system.tap(at: point)
                step = "tap(\(Int(point.x)), \(Int(point.y)))"
            case 5, 6:
                guard let stagehand = detail?.stagehand else { continue }
                let frame = detail!.view.frame(in: system.window)
                let start = CGPoint(x: frame.midX, y: frame.midY)
                let axis: Axis = random.bool() ? .vertical : .horizontal
                let moves = (0..<random.int(below: 5)).map { _ in random.double(in: -500...500) }
                let velocity = random.double(in: -3000...3000)
                stagehand.drag(from: start, along: axis, through: moves, velocity: velocity)
                step = "drag(\(axis), \(moves.map { Int($0) }), \(Int(velocity)))"
            case 7:
                guard let driver = detail?.stagehand?.driver else { continue }
                driver.dragBegan(scrollOffset: random.bool() ? random.double(in: 0...300) : nil)
                driver.dragChanged(
                    translationX: random.double(in: -200...200), y: random.double(in: -200...400))
                system.advance(by: 1.0 / 60)
                driver.dragCancelled()
                step = "drag cancelled"
            case 8:
                system.setGeometry(system.geometry == portrait ? landscape : portrait)
                step = "rotate"
            case 9:
                let overlap = random.bool() ? 0 : random.double(in: 0...400)
                let bounds = system.geometry.bounds
                detail?.stagehand?.driver.keyboardWillChange(
                    frame: CGRect(x: 0, y: bounds.maxY - overlap, width: bounds.width, height: overlap),
                    duration: 0.25)
                step = "keyboard(\(Int(overlap)))"
            case 10:
                // Presenting over the presentation.
                guard let detail, over == nil else { continue }
                let top = ModelViewController(name: "over", content: .alert(title: "Over"))
                detail.present(top, transition: Transition.popup, animated: random.bool())
                over = top
                step = "present over"
            case 11:
                // The app lets go of its controller (the system keeps it while presented).
                if detail?.presentingViewController == nil, random.bool() {
                    detail = makeDetail()
                    step = "new controller"
                } else {
                    continue
                }
            default:
                let dt = random.double(in: 0...0.25)
                system.advance(by: dt)
                step = "advance(\(String(format: "%.3f", dt)))"
            }
            guard check(step) else { return outcome }
        }

        // The end: everything dismissed, everything freed.
        system.runUntilIdle(limit: 30)
        for _ in 0..<4 {
            if let top = system.topPresentedViewController {
                top.dismiss(animated: false)
                system.runUntilIdle(limit: 30)
            }
        }
        guard check("dismiss everything") else { return outcome }
        outcome.completedTransitions =
            system.events.filter { $0.description.hasPrefix("context.completeTransition") }
            .count
        if system.topPresentedViewController != nil {
            outcome.problem = "still presented at the end"
        } else if system.window.subviews.map(\.name) != ["list"] {
            outcome.problem = "window holds \(system.window.subviews.map(\.name)) at the end"
        } else if let index = dismissCompletions.firstIndex(where: { $0 != 1 }) {
            outcome.problem = "dismiss completion \(index) ran \(dismissCompletions[index]) times"
        }
        guard outcome.problem == nil else { return outcome }
        detail = nil
        over = nil
        if weakDetail != nil {
            outcome.problem = "the presented controller was retained"
        } else if weakDelegates.contains(where: { $0() != nil }) {
            outcome.problem = "a Stagehand delegate was retained"
        }
        return outcome
    }

    private static func makeDetail() -> ModelViewController {
        let detail = ModelViewController(name: "detail", content: .card(title: "Detail"))
        detail.preferredContentSize = CGSize(width: 0, height: 320)
        detail.view.addSubview(
            ModelView(
                name: "avatar",
                state: ViewState(frame: CGRect(x: 95, y: 140, width: 200, height: 200), cornerRadius: 100),
                identifier: "avatar"))
        return detail
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
