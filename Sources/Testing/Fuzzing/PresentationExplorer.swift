import Foundation
import StagehandCore
import StagehandHeadless

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Every sequence of events up to a length, played on the headless UIKit with every promise
/// checked after each event: the bounded-exhaustive companion of ``PresentationFuzzer``.
///
/// For each transition and each reading of the contract's unknowns (by default both: every
/// unknown off, every unknown on), the explorer plays every sequence of ``Event``s of length 1 to
/// ``maximumLength`` in which each event can act, and after each sequence lifts any finger and runs
/// to rest. The promises are the fuzzer's: no breach of UIKit's contract and no misuse of the stage
/// after any event; at rest, each presented view at its resting frame, alpha and transform, its
/// container holding exactly its own views, nothing hidden, no snapshot left; once everything is
/// dismissed, only the root view in the window, every completion run exactly once with the right
/// answer, and nothing retained; and Reduce Motion read once per phase, a phase begun under it
/// fading in place in at most 0.3 s.
///
/// An event that cannot act where it comes is not played (the sequence is pruned): the sequence
/// without it leaves the system in the same state, and it is explored too. Which events act where
/// is said on each ``Event``.
///
/// ```swift
/// let report = PresentationExplorer(transitions: [MyCurtain()], maximumLength: 5).run()
/// #expect(report.failures.isEmpty, "\(report.failures.first!)")
/// ```
@MainActor
public struct PresentationExplorer {
    /// One event a person, the app or the system can cause.
    public enum Event: String, CaseIterable, Sendable, CustomStringConvertible {
        /// The app presents its controller (animated), when it is not presented.
        case present
        /// UIKit's `dismiss(animated: true)` on the controller, when it is presented.
        case uikitDismiss
        /// `stagehand.dismiss()`, when the controller has a Stagehand delegate.
        case stagehandDismiss
        /// A tap on the dimming, where it shows and is not covered by the presented view.
        case tapDimming
        /// A finger lands on the middle of the presented view, when it reaches it (hit testing) and
        /// no finger is down.
        case fingerDown
        /// The finger moves 120 pt towards the dismissal edge, when it is down.
        case moveOut
        /// The finger moves 120 pt away from the dismissal edge, when it is down.
        case moveIn
        /// The finger lifts moving at 2,500 pt/s towards the dismissal edge, when it is down.
        case flick
        /// The finger lifts without moving, when it is down.
        case lift
        /// The system cancels the drag, when a finger is down.
        case cancelDrag
        /// The window rotates between portrait and landscape (always acts).
        case rotate
        /// The keyboard rises over 300 pt, when the controller has a Stagehand delegate that has
        /// not been told of a raised keyboard.
        case keyboardUp
        /// The keyboard hides, when it was raised for this delegate.
        case keyboardDown
        /// One frame (1/60 s) of the run loop, when something runs.
        case oneFrame
        /// A quarter of a second of the run loop, when something runs.
        case quarterSecond
        /// The run loop turns until the system is idle, when something runs and no finger is down
        /// (a finger held still would only be waited for).
        case runUntilIdle
        /// The app lets go of its controller and makes a new one, when the old one was presented
        /// and is not any more.
        case letGo
        /// The person switches Reduce Motion on or off, when the controller has a Stagehand delegate
        /// (before it has one, a switch right after `present`, before the transition's body runs,
        /// reaches the presentation just the same: the driver reads the setting when a phase begins).
        case reduceMotion
        /// The app sets the card's selected detent to the next of its detents (after the last, the
        /// first), without animation, when the card has several detents and is at rest (rule 50).
        case selectDetent
        /// The same inside `animateChanges(_:)`: the card springs there (rule 50).
        case animateDetent
        /// VoiceOver performs the first custom action of the presented view that moves the card
        /// ("Expand" or "Collapse"), when the card has several detents and is at rest (rule 50).
        case voiceOverAction
        /// A finger lands on the list at the top of the presented view, when the card has several
        /// detents and is at rest and no finger is down: its drags share the list's scrolling (a
        /// drag up grows the card first, Apple's `prefersScrollingExpandsWhenScrolledToEdge`).
        case fingerDownOnList
        /// Dark Mode switches on or off (always acts; rule 47). Not in the default alphabet.
        case darkMode
        /// The horizontal size class toggles between compact and regular (always acts; rule 47).
        /// Not in the default alphabet.
        case sizeClass
        /// The binding's owner sets it to item 1, when it is empty and the app presents through a
        /// binding (``PresentationExplorer/bindsPresentation``): the first item, or the same item set
        /// again after it was cleared (while its dismissal runs, say). In ``boundAlphabet`` only.
        case bindItem
        /// The binding's owner sets it to item 2, when it is empty and last named item 1: another
        /// item after a clear.
        case bindAnother
        /// The binding's owner sets it to another item (another identity), when it names one.
        case switchItem
        /// The binding's owner sets it to nil, when it names an item.
        case clearItem
        /// The detail presents a popup over itself (animated), when it is presented and nothing is
        /// over it. Not in the default alphabet: the stack exploration's.
        case presentOver
        /// UIKit's `dismiss(animated: true)` on the list, when the popup is over the detail: the
        /// whole stack goes (rule 61). Not in the default alphabet.
        case dismissStack

        /// The event's name.
        public var description: String { rawValue }
    }

    /// One sequence that broke a promise.
    public struct Failure: Sendable, CustomStringConvertible {
        /// The transition's index in ``PresentationExplorer/transitions``.
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
        /// The events played, over all sequences, counting each prefix once per sequence.
        public var eventsPlayed = 0
        /// The events not played because they could not act where they came.
        public var pruned = 0
        /// The transitions (of all phases) that completed, over all sequences.
        public var transitionsCompleted = 0
        /// The sequences that broke a promise, shortest first.
        public var failures: [Failure] = []
    }

    /// The transitions explored, in turn.
    public let transitions: [any CustomTransition]
    /// The longest sequence played (at least 1).
    public var maximumLength: Int
    /// The events sequences are made of: by default every event but the trait changes
    /// (``Event/darkMode``, ``Event/sizeClass``), which an exploration of its own covers (the time
    /// grows with the alphabet's size to the power of the length).
    public var alphabet: [Event] = Event.allCases.filter {
        ![
            .darkMode, .sizeClass, .bindItem, .bindAnother, .switchItem, .clearItem, .presentOver,
            .dismissStack,
        ]
        .contains($0)
    }
    /// Whether the app presents through a binding, as SwiftUI's `stagehandPresentation(item:…)`
    /// does (Stagehand's bound presentation presents and dismisses as the binding changes, and the
    /// promise `binding:` is checked); use ``boundAlphabet`` with it.
    public var bindsPresentation = false
    /// The default alphabet with the app's `present` replaced by the binding's four changes (set,
    /// set to another item after a clear, switch, clear).
    public static let boundAlphabet: [Event] =
        [.bindItem, .bindAnother, .switchItem, .clearItem]
        + Event.allCases.filter {
            ![
                .present, .darkMode, .sizeClass, .bindItem, .bindAnother, .switchItem, .clearItem,
                .presentOver, .dismissStack,
            ]
            .contains($0)
        }
    /// The readings of the contract's unknowns each sequence runs under: by default every unknown
    /// off, then every unknown on.
    public var readings: [Unknowns] = [Unknowns(), .allOn]
    /// Readings explored one event shorter than ``maximumLength`` (at least 1), after ``readings``:
    /// by default every unknown on but rule 24's `dismiss` during a transition run at once
    /// (`DismissalWhileTransitioning.runsAtOnce`) instead of held, so that every reading of every
    /// unknown is explored, while a third reading at the full length would add half again to the
    /// time (the count of sequences grows with the alphabet's size to the power of the length).
    public var shorterReadings: [Unknowns] = [
        {
            var reading = Unknowns.allOn
            reading.dismissalRequestedWhileTransitioning = .runsAtOnce
            return reading
        }()
    ]
    /// A fault planted in every sequence (the explorer's self-tests prove each promise is checked).
    var fault: PresentationWorld.Fault?

    /// At most this many failures are kept per transition and reading (the rest are counted in
    /// the report's sequences, not kept).
    public var failuresKept = 20

    /// Creates an explorer of `transitions` with sequences of up to `maximumLength` events.
    public init(transitions: [any CustomTransition], maximumLength: Int) {
        self.transitions = transitions
        self.maximumLength = max(1, maximumLength)
    }

    /// Plays every sequence, and returns what happened, failures shortest first.
    public func run() -> Report {
        var report = Report()
        for (index, transition) in transitions.enumerated() {
            let lengths =
                readings.map { ($0, maximumLength) } + shorterReadings.map { ($0, max(1, maximumLength - 1)) }
            for (unknowns, length) in lengths {
                var kept = 0
                var pending: [[Event]] = [[]]
                // Breadth first, so that failures come shortest first.
                while !pending.isEmpty {
                    var next: [[Event]] = []
                    for prefix in pending {
                        let outcome = Self.play(
                            transition, events: prefix, unknowns: unknowns, listing: alphabet,
                            keepingLog: false, fault: fault, binds: bindsPresentation)
                        if !prefix.isEmpty {
                            report.sequences += 1
                            report.eventsPlayed += prefix.count
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
                            // A sequence that broke a promise is not extended: every longer one
                            // starting with it breaks it too.
                            continue
                        }
                        guard prefix.count < length else { continue }
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

    /// Plays one sequence of `events` on `transition` and returns the first promise broken, with
    /// the system's whole log (every callback, as `HeadlessUIKit` describes them, with the
    /// events between): what to read when a failure needs explaining.
    public static func replay(
        _ transition: any CustomTransition, events: [Event], unknowns: Unknowns = Unknowns(),
        binds: Bool = false
    ) -> (problem: String?, log: [String]) {
        let outcome = play(
            transition, events: events, unknowns: unknowns, listing: [], keepingLog: true, binds: binds)
        return (outcome.problem, outcome.log)
    }

    private struct Outcome {
        var problem: String?
        var acting: [Event] = []
        var completedTransitions = 0
        var log: [String] = []
    }

    /// Plays `events`, lists which events of `listing` could act after them, then finishes (lifts
    /// any finger, runs to rest, dismisses everything) with every promise checked.
    private static func play(
        _ transition: any CustomTransition, events: [Event], unknowns: Unknowns, listing: [Event],
        keepingLog: Bool, fault: PresentationWorld.Fault? = nil, binds: Bool = false
    ) -> Outcome {
        let world = PresentationWorld(transition: transition, unknowns: unknowns, fault: fault, binds: binds)
        world.keepsEveryEvent = keepingLog
        var outcome = Outcome()
        for event in events {
            guard let step = play(event, in: world) else {
                outcome.problem = "explorer: \(event) cannot act here"
                return outcome
            }
            guard world.check(step) else {
                outcome.problem = world.problem
                outcome.log = world.allEvents
                return outcome
            }
        }
        outcome.acting = listing.filter { canAct($0, in: world) }
        world.finish()
        outcome.problem = world.problem
        outcome.completedTransitions = world.completedTransitions
        outcome.log = world.allEvents
        return outcome
    }

    /// Whether `event` can act in `world` now: see each ``Event``.
    private static func canAct(_ event: Event, in world: PresentationWorld) -> Bool {
        let system = world.system
        switch event {
        case .present: return !world.isDetailPresented
        case .uikitDismiss: return world.isDetailPresented
        case .stagehandDismiss: return world.stagehand != nil
        case .tapDimming: return dimmingPoint(in: world) != nil
        case .fingerDown: return world.canPutFingerDown
        case .moveOut, .moveIn, .flick, .lift, .cancelDrag: return world.finger != nil
        case .rotate, .darkMode, .sizeClass: return true
        case .keyboardUp: return world.stagehand != nil && !world.keyboardIsUp
        case .keyboardDown: return world.stagehand != nil && world.keyboardIsUp
        case .oneFrame, .quarterSecond: return !system.isIdle
        case .runUntilIdle: return !system.isIdle && world.finger == nil
        case .letGo: return world.canLetGo && world.detailWasPresented
        case .reduceMotion: return world.stagehand != nil
        case .selectDetent, .animateDetent, .voiceOverAction: return world.canChangeDetent
        case .fingerDownOnList: return world.canPutFingerDownOnFeed
        case .bindItem: return world.binding != nil && world.bindingIsEmpty
        case .bindAnother: return world.bindingLastNamedFirstItem
        case .switchItem, .clearItem: return world.binding != nil && !world.bindingIsEmpty
        case .presentOver: return world.canPresentOver
        case .dismissStack: return world.canDismissStack
        }
    }

    /// Plays `event`; nil when it cannot act.
    private static func play(_ event: Event, in world: PresentationWorld) -> String? {
        guard canAct(event, in: world) else { return nil }
        switch event {
        case .present: return world.present(animated: true)
        case .uikitDismiss: return world.uikitDismiss(animated: true)
        case .stagehandDismiss: return world.stagehandDismiss(animated: true)
        case .tapDimming: return dimmingPoint(in: world).map { world.tap(at: $0) }
        case .fingerDown: return world.fingerDown()
        case .moveOut: return world.fingerMoves(by: 120)
        case .moveIn: return world.fingerMoves(by: -120)
        case .flick: return world.fingerLifts(velocity: 2_500)
        case .lift: return world.fingerLifts(velocity: 0)
        case .cancelDrag: return world.fingerCancelled()
        case .rotate: return world.rotate()
        case .keyboardUp: return world.keyboard(overlap: 300)
        case .keyboardDown: return world.keyboard(overlap: 0)
        case .oneFrame: return world.advance(by: 1.0 / 60)
        case .quarterSecond: return world.advance(by: 0.25)
        case .runUntilIdle: return world.runUntilIdle()
        case .letGo: return world.letGo()
        case .reduceMotion: return world.toggleReduceMotion()
        case .selectDetent: return world.selectNextDetent(animated: false)
        case .animateDetent: return world.selectNextDetent(animated: true)
        case .voiceOverAction: return world.performVoiceOverAction()
        case .fingerDownOnList: return world.fingerDownOnFeed()
        case .darkMode: return world.changeTraits(darkMode: true, sizeClass: false)
        case .sizeClass: return world.changeTraits(darkMode: false, sizeClass: true)
        case .bindItem: return world.bind(1)
        case .bindAnother: return world.bind(2)
        case .switchItem: return world.bind(world.otherItem)
        case .clearItem: return world.bind(nil)
        case .presentOver: return world.presentOver(animated: true)
        case .dismissStack: return world.dismissStack(animated: true)
        }
    }

    /// A point of the window where a tap lands on the dimming: a corner the presented view leaves
    /// uncovered, if any.
    private static func dimmingPoint(in world: PresentationWorld) -> CGPoint? {
        guard let dimming = world.dimmingInWindow else { return nil }
        let bounds = world.system.geometry.bounds
        let corners = [
            CGPoint(x: 4, y: 4), CGPoint(x: bounds.width - 4, y: 4), CGPoint(x: 4, y: bounds.height - 4),
            CGPoint(x: bounds.width - 4, y: bounds.height - 4),
        ]
        return corners.first { world.system.hitTest($0) === dimming }
    }
}

extension Unknowns {
    /// A short name of the reading: "none", "all" (every Bool unknown on, rule 24 held), or the
    /// unknowns that are on.
    var summary: String {
        let on = [
            retainsTransitioningDelegate ? "retains delegate" : nil,
            runsCompletionOfDroppedPresent ? "dropped present completes" : nil,
            runsDismissCompletionWhenCancelled ? "cancelled dismiss completes" : nil,
            runsPresentCompletionWhenCancelled ? "cancelled present completes" : nil,
            dismissalRequestedWhileTransitioning == .held ? "dismiss while transitioning held" : nil,
            dismissalRequestedWhileTransitioning == .runsAtOnce
                ? "dismiss while transitioning runs at once" : nil,
            restartsPausedAnimatorFromRest ? "paused animator restarts from rest" : nil,
            substitutesDefaultDurationForZero ? "0 s animator lasts 0.25 s" : nil,
            reportsReversedFractionComplement ? "reversed fraction complemented" : nil,
            runsAlongsideAnimationsAddedLate ? "late alongside runs" : nil,
            hitTestsPausedAnimationsAtModelValues ? "paused views hit at model values" : nil,
            keyboardCurveIsSpring ? "keyboard curve is a spring" : nil,
            stackDismissal == .topAnimates ? "a stack's top animates its dismissal" : nil,
        ].compactMap { $0 }
        return on.isEmpty ? "none" : self == .allOn ? "all" : on.joined(separator: ", ")
    }
}
