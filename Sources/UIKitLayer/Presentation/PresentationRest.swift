import Foundation
import StagehandCore

/// When a Stagehand presentation is at rest, for whoever waits for it: a SwiftUI binding whose
/// dismissal did not happen asks again then (``BoundPresentationCore``).
///
/// At rest means nothing moves and nothing is under way: the driver is presented with no transition
/// of its own, no finger, no settle and no dismissal asked for (``PresentationDriver/isAtRest``),
/// UIKit has finished the last transition (its coordinator's completions have run, rules 32, 33),
/// and UIKit coordinates no transition for the presented controller (it presents or dismisses
/// another controller over itself, rule 61's stacks).
///
/// It is told, never guessed: the driver says when it comes to rest (``driverRestChanged(_:)``),
/// UIKit's coordinator when a transition over the presentation ends. A wait counts arrivals at rest,
/// so that a request refused while the presentation was already at rest waits for the next one
/// instead of being asked again and again on the same turn of events.
@MainActor
package final class PresentationRest<P: Platform> {
    private weak var driver: PresentationDriver<LayerStage<P>>?
    private weak var system: TransitioningDelegateCore<P>?
    /// How many times the presentation came to rest, as far as anyone asked.
    package private(set) var arrivals = 0
    /// Whether it was at rest when last looked at.
    private var wasAtRest = false
    /// Whether a completion waits on UIKit's coordinator for the transition over the presentation.
    private var watchesCoordinator = false
    /// Whether anyone asked (``mark()``): until then the presentation costs nothing more, UIKit is
    /// asked nothing more.
    private var isTracking = false
    private var waiters: [(after: Int, block: @MainActor () -> Void)] = []

    /// The rest of the presentation `driver` plays, presented by `system`.
    package init(driver: PresentationDriver<LayerStage<P>>, system: TransitioningDelegateCore<P>) {
        self.driver = driver
        self.system = system
    }

    /// Whether the presentation is at rest now (UIKit's coordinator is nil inside its own
    /// completions, rule 32, so a transition's end counts there).
    package var isAtRest: Bool {
        guard let driver, driver.isAtRest else { return false }
        return !(system?.presentedViewController?.hasTransitionCoordinator ?? false)
    }

    /// The arrivals at rest so far, to wait from: read just before asking for something the system
    /// may refuse or run back (``whenAtRest(after:_:)``).
    package func mark() -> Int {
        isTracking = true
        evaluate()
        return arrivals
    }

    /// Runs `block` once the presentation is at rest after `mark`: at once when it has come to rest
    /// since the mark was read and is at rest now, otherwise when it next comes to rest. Never once
    /// the presentation is over.
    package func whenAtRest(after mark: Int, _ block: @escaping @MainActor () -> Void) {
        waiters.append((mark, block))
        evaluate()
    }

    /// The driver came to rest or left it (``PresentationDriver/restChanged``, which the
    /// presentation controller core forwards here). An arrival inside a transition UIKit has not
    /// finished (its coordinator still answers) counts once it has: when a waiter is registered among
    /// its completions, or when the coordinator it watches ends.
    package func driverRestChanged(_ atRest: Bool) {
        guard atRest else {
            wasAtRest = false
            return
        }
        if isTracking { evaluate() }
    }

    /// Counts an arrival at rest and runs the waiters it frees; while UIKit coordinates a transition
    /// over the presentation, listens for its end.
    private func evaluate() {
        guard let driver, driver.state != .dismissed else {
            waiters = []
            return
        }
        guard isAtRest else {
            wasAtRest = false
            watchCoordinator()
            return
        }
        if !wasAtRest {
            wasAtRest = true
            arrivals += 1
        }
        let arrivals = self.arrivals
        let ready = waiters.filter { $0.after < arrivals }
        guard !ready.isEmpty else { return }
        waiters.removeAll { $0.after < arrivals }
        for waiter in ready { waiter.block() }
    }

    /// A transition UIKit coordinates over the presentation (a controller presented over it, or
    /// dismissed from it) ends with no word to the driver: its coordinator tells, when someone waits.
    private func watchCoordinator() {
        guard !waiters.isEmpty, !watchesCoordinator, driver?.isAtRest == true,
            let presented = system?.presentedViewController
        else { return }
        watchesCoordinator = presented.addTransitionCompletion { [weak self] in
            self?.watchesCoordinator = false
            self?.evaluate()
        }
    }
}
