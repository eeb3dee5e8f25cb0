import Foundation
import StagehandCore
import StagehandHeadless

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Every sequence of navigation events up to a length, played on the headless UIKit with every
/// promise checked after each event: pushes with a transition (Stagehand's own call, which waits
/// for a transition under way, and UIKit's, for a controller whose own transition it is), pops,
/// the back swipe from the leading edge (moved, flicked, lifted, cancelled), taps on a tab, rotations
/// and the run loop, in a navigation controller that is the first tab of a tab bar controller whose
/// switches run with a transition too.
///
/// The promises: no breach of UIKit's contract (rules 52–59 included) and no misuse of a stage
/// after any event; at rest, the navigation controller showing exactly the top's view, filling it,
/// opaque and untransformed, every view the app made as it made it (a cancelled swipe restores
/// every view), the navigation bar showing the top's item, the tab bar controller showing exactly
/// the selected tab's view; one back swipe of Stagehand's at most; and once everything is popped,
/// every screen pushed freed.
///
/// An event that cannot act where it comes is not played (the sequence is pruned).
///
/// ```swift
/// let report = NavigationExplorer(transitions: [.zoom(), MyCurtain()], maximumLength: 4).run()
/// #expect(report.failures.isEmpty, "\(report.failures.first!)")
/// ```
@MainActor
public struct NavigationExplorer {
    /// One event a person, the app or the system can cause.
    public enum Event: String, CaseIterable, Sendable, CustomStringConvertible {
        /// The app pushes a new screen with `pushViewController(_:transition:)` (always acts: a push
        /// during a transition waits for its end).
        case push
        /// The app pushes a new screen whose own `stagehand.transition` is set, with UIKit's
        /// `pushViewController(_:animated:)`, when no transition runs.
        case pushOwn
        /// `popViewController(animated: true)`, with a screen above the root and no transition.
        case pop
        /// `popToRootViewController(animated: true)`, on the same terms.
        case popToRoot
        /// A finger lands on the leading edge, with a screen above the root, the navigation
        /// controller's tab selected and no finger down.
        case fingerDown
        /// The finger moves 120 pt towards the trailing edge, when it is down.
        case moveOut
        /// The finger moves 120 pt back, when it is down.
        case moveIn
        /// The finger lifts moving at 2,500 pt/s towards the trailing edge, when it is down.
        case flick
        /// The finger lifts without moving, when it is down.
        case lift
        /// The system cancels the touch, when a finger is down.
        case cancelTouch
        /// A tap on the tab not selected (always acts; a tap during a switch is not taken).
        case tapTab
        /// The window rotates between portrait and landscape (always acts).
        case rotate
        /// One frame (1/60 s) of the run loop, when something runs.
        case oneFrame
        /// A quarter of a second of the run loop, when something runs.
        case quarterSecond
        /// The run loop turns until the system is idle, when something runs and no finger is down.
        case runUntilIdle

        /// The event's name.
        public var description: String { rawValue }
    }

    /// One sequence that broke a promise.
    public struct Failure: Sendable, CustomStringConvertible {
        /// The transition's index in ``NavigationExplorer/transitions``.
        public var transition: Int
        /// The reading of the contract's unknowns it ran under.
        public var unknowns: Unknowns
        /// The events, in order.
        public var events: [Event]
        /// What was broken.
        public var problem: String

        /// One line: the transition, the events and the problem.
        public var description: String {
            "transition \(transition), unknowns \(unknowns.summary): "
                + "[\(events.map(\.rawValue).joined(separator: ", "))]: \(problem)"
        }
    }

    /// What a run did.
    public struct Report: Sendable {
        /// The sequences played to the end (every length from 1 to the maximum).
        public var sequences = 0
        /// The events not played because they could not act where they came.
        public var pruned = 0
        /// The transitions (pushes, pops, tab switches) that completed, over all sequences.
        public var transitionsCompleted = 0
        /// The sequences that broke a promise, shortest first.
        public var failures: [Failure] = []
    }

    /// The transitions pushed with, in turn.
    public let transitions: [any CustomTransition]
    /// The longest sequence played (at least 1).
    public var maximumLength: Int
    /// The transition tab switches run with; nil for UIKit's own switch. A fade by default.
    public var tabTransition: (any CustomTransition)? = StagehandTransition.fade()
    /// The events sequences are made of: every event by default.
    public var alphabet: [Event] = Event.allCases
    /// The readings of the contract's unknowns each sequence runs under: by default every unknown
    /// off, then every unknown on.
    public var readings: [Unknowns] = [Unknowns(), .allOn]
    /// A fault planted in every sequence (the explorer's self-tests prove each promise is checked).
    var fault: ContainerWorld.Fault?
    /// At most this many failures are kept per transition and reading.
    public var failuresKept = 20

    /// Creates an explorer pushing with `transitions`, with sequences of up to `maximumLength` events.
    public init(transitions: [any CustomTransition], maximumLength: Int) {
        self.transitions = transitions
        self.maximumLength = max(1, maximumLength)
    }

    /// Plays every sequence, and returns what happened, failures shortest first.
    public func run() -> Report {
        var report = Report()
        for (index, transition) in transitions.enumerated() {
            for unknowns in readings {
                var kept = 0
                var pending: [[Event]] = [[]]
                while !pending.isEmpty {
                    var next: [[Event]] = []
                    for prefix in pending {
                        let outcome = play(transition, events: prefix, unknowns: unknowns, listing: alphabet)
                        if !prefix.isEmpty {
                            report.sequences += 1
                            report.transitionsCompleted += outcome.completedTransitions
                        }
                        if let problem = outcome.problem {
                            if kept < failuresKept {
                                kept += 1
                                report.failures.append(
                                    Failure(
                                        transition: index, unknowns: unknowns, events: prefix,
                                        problem: problem))
                            }
                            continue
                        }
                        guard prefix.count < maximumLength else { continue }
                        report.pruned += alphabet.count - outcome.acting.count
                        next += outcome.acting.map { prefix + [$0] }
                    }
                    pending = next
                }
            }
        }
        report.failures.sort { $0.events.count < $1.events.count }
        return report
    }

    /// Plays one sequence of `events` pushing with `transition`, and returns the first promise
    /// broken, with the system's last events and the steps taken.
    public func replay(_ transition: any CustomTransition, events: [Event], unknowns: Unknowns = Unknowns())
        -> (problem: String?, log: [String])
    {
        let outcome = play(transition, events: events, unknowns: unknowns, listing: [])
        return (outcome.problem, outcome.log)
    }

    private struct Outcome {
        var problem: String?
        var acting: [Event] = []
        var completedTransitions = 0
        var log: [String] = []
    }

    private func play(
        _ transition: any CustomTransition, events: [Event], unknowns: Unknowns, listing: [Event]
    )
        -> Outcome
    {
        let world = ContainerWorld(
            transition: transition, tabTransition: tabTransition, unknowns: unknowns, fault: fault)
        var outcome = Outcome()
        for event in events {
            guard let step = Self.play(event, in: world) else {
                outcome.problem = "explorer: \(event) cannot act here"
                return outcome
            }
            guard world.check(step) else {
                outcome.problem = world.problem
                outcome.log = world.steps + world.recentEvents
                return outcome
            }
        }
        outcome.acting = listing.filter { Self.canAct($0, in: world) }
        world.finish()
        outcome.problem = world.problem
        outcome.completedTransitions = world.completedTransitions
        outcome.log = world.steps + world.recentEvents
        return outcome
    }

    /// Whether `event` can act in `world` now: see each ``Event``.
    static func canAct(_ event: Event, in world: ContainerWorld) -> Bool {
        switch event {
        case .push, .tapTab, .rotate: true
        case .pushOwn: world.canPushPlainly
        case .pop: world.canPop
        case .popToRoot: world.canPop && world.navigation.viewControllers.count > 2
        case .fingerDown: world.canPutFingerDown
        case .moveOut, .moveIn, .flick, .lift, .cancelTouch: world.finger != nil
        case .oneFrame, .quarterSecond: !world.system.isIdle
        case .runUntilIdle: !world.system.isIdle && world.finger == nil
        }
    }

    /// Plays `event`; nil when it cannot act.
    static func play(_ event: Event, in world: ContainerWorld) -> String? {
        guard canAct(event, in: world) else { return nil }
        switch event {
        case .push: return world.push(animated: true)
        case .pushOwn: return world.pushPlainly(animated: true)
        case .pop: return world.pop(toRoot: false)
        case .popToRoot: return world.pop(toRoot: true)
        case .fingerDown: return world.fingerDown()
        case .moveOut: return world.fingerMoves(by: 120)
        case .moveIn: return world.fingerMoves(by: -120)
        case .flick: return world.fingerLifts(velocity: 2_500)
        case .lift: return world.fingerLifts(velocity: 0)
        case .cancelTouch: return world.fingerCancelled()
        case .tapTab: return world.tapOtherTab()
        case .rotate: return world.rotate()
        case .oneFrame: return world.advance(by: 1.0 / 60)
        case .quarterSecond: return world.advance(by: 0.25)
        case .runUntilIdle: return world.runUntilIdle()
        }
    }
}
