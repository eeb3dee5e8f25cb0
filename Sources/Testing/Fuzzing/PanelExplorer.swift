import Foundation
import StagehandCore
import StagehandHeadless

/// Every sequence of panel events up to a length, played in a ``PanelWorld`` (a map holding a
/// results panel at rest, in the first tab of a tab bar controller) with every promise checked after
/// each event: the app adds and removes panels and sets their detent, a finger drags the top panel
/// by its header or its list (moved, flung, lifted, cancelled), the keyboard comes and goes, the tab
/// bar switches away from the map and back, the window rotates, and the run loop turns.
///
/// An event that cannot act where it comes is not played (the sequence is pruned).
@MainActor
struct PanelExplorer {
    /// One event a person, the app or the system can cause.
    enum Event: String, CaseIterable, Sendable, CustomStringConvertible {
        /// The app adds a results panel, when the map has none.
        case addResults
        /// The app adds the details panel over the results, when the map has none.
        case addDetails
        /// The app removes the top panel (animated), when one is shown.
        case remove
        /// The app sets the top panel's next detent inside `animateChanges`, when one is shown.
        case selectAnimated
        /// The app sets it at once.
        case select
        /// A finger lands on the top panel's header.
        case fingerDown
        /// A finger lands on the results panel's list.
        case fingerDownInList
        /// The finger moves 120 pt up.
        case moveUp
        /// The finger moves 120 pt down.
        case moveDown
        /// The finger lifts moving up at 2,500 pt/s.
        case flickUp
        /// The finger lifts moving down at 2,500 pt/s.
        case flickDown
        /// The finger lifts without moving.
        case lift
        /// The system cancels the touch.
        case cancelTouch
        /// The keyboard comes up, or goes down.
        case keyboard
        /// A tap on the tab bar's other tab.
        case tapTab
        /// The window rotates between portrait and landscape.
        case rotate
        /// A quarter of a second of the run loop, when something runs.
        case quarterSecond
        /// The run loop turns until the system is idle, when something runs and no finger is down.
        case runUntilIdle

        var description: String { rawValue }
    }

    /// One sequence that broke a promise.
    struct Failure: Sendable, CustomStringConvertible {
        var unknowns: Unknowns
        var events: [Event]
        var problem: String

        var description: String {
            "unknowns \(unknowns.summary): [\(events.map(\.rawValue).joined(separator: ", "))]: \(problem)"
        }
    }

    /// What a run did.
    struct Report: Sendable {
        /// The sequences played to the end (every length from 1 to the maximum).
        var sequences = 0
        /// The events not played because they could not act where they came.
        var pruned = 0
        /// The sequences that broke a promise, shortest first.
        var failures: [Failure] = []
    }

    /// The longest sequence played (at least 1).
    var maximumLength: Int
    /// The events sequences are made of: every event by default.
    var alphabet: [Event] = Event.allCases
    /// The readings of the contract's unknowns each sequence runs under.
    var readings: [Unknowns] = [Unknowns(), .allOn]
    /// A fault planted in every sequence (self-tests only).
    var fault: PanelWorld.Fault?
    /// At most this many failures are kept per reading.
    var failuresKept = 20

    init(maximumLength: Int) {
        self.maximumLength = max(1, maximumLength)
    }

    /// Plays every sequence, and returns what happened, failures shortest first.
    func run() -> Report {
        var report = Report()
        for unknowns in readings {
            var kept = 0
            var pending: [[Event]] = [[]]
            while !pending.isEmpty {
                var next: [[Event]] = []
                for prefix in pending {
                    let outcome = play(prefix, unknowns: unknowns, listing: alphabet)
                    if !prefix.isEmpty { report.sequences += 1 }
                    if let problem = outcome.problem {
                        if kept < failuresKept {
                            kept += 1
                            report.failures.append(
                                Failure(unknowns: unknowns, events: prefix, problem: problem))
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
        report.failures.sort { $0.events.count < $1.events.count }
        return report
    }

    /// Plays one sequence of `events`: the first promise broken, with the steps and the system's
    /// last events.
    func replay(_ events: [Event], unknowns: Unknowns = Unknowns()) -> (problem: String?, log: [String]) {
        let outcome = play(events, unknowns: unknowns, listing: [])
        return (outcome.problem, outcome.log)
    }

    private struct Outcome {
        var problem: String?
        var acting: [Event] = []
        var log: [String] = []
    }

    private func play(_ events: [Event], unknowns: Unknowns, listing: [Event]) -> Outcome {
        let world = PanelWorld(unknowns: unknowns, fault: fault)
        var outcome = Outcome()
        for step in [world.add(details: false, animated: false), world.runUntilIdle()].compactMap({ $0 }) {
            guard world.check(step) else {
                outcome.problem = world.problem
                return outcome
            }
        }
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
        outcome.log = world.steps + world.recentEvents
        return outcome
    }

    /// Whether `event` can act in `world` now: see each ``Event``.
    static func canAct(_ event: Event, in world: PanelWorld) -> Bool {
        switch event {
        case .addResults: world.results == nil
        case .addDetails: world.details == nil
        case .remove, .selectAnimated, .select: world.hasShownPanel
        case .fingerDown: world.canPutFingerDown
        case .fingerDownInList: world.canPutFingerDown && world.details == nil && world.results != nil
        case .moveUp, .moveDown, .flickUp, .flickDown, .lift, .cancelTouch: world.finger != nil
        case .keyboard, .tapTab, .rotate: true
        case .quarterSecond: !world.system.isIdle
        case .runUntilIdle: !world.system.isIdle && world.finger == nil
        }
    }

    /// Plays `event`; nil when it cannot act.
    static func play(_ event: Event, in world: PanelWorld) -> String? {
        guard canAct(event, in: world) else { return nil }
        switch event {
        case .addResults: return world.add(details: false)
        case .addDetails: return world.add(details: true)
        case .remove: return world.removeTop()
        case .selectAnimated: return world.selectNextDetent(animated: true)
        case .select: return world.selectNextDetent(animated: false)
        case .fingerDown: return world.fingerDown(inList: false)
        case .fingerDownInList: return world.fingerDown(inList: true)
        case .moveUp: return world.fingerMoves(by: -120)
        case .moveDown: return world.fingerMoves(by: 120)
        case .flickUp: return world.fingerLifts(velocity: -2_500)
        case .flickDown: return world.fingerLifts(velocity: 2_500)
        case .lift: return world.fingerLifts(velocity: 0)
        case .cancelTouch: return world.fingerCancelled()
        case .keyboard: return world.toggleKeyboard()
        case .tapTab: return world.tapOtherTab()
        case .rotate: return world.rotate()
        case .quarterSecond: return world.advance(by: 0.25)
        case .runUntilIdle: return world.runUntilIdle()
        }
    }
}
