import Foundation

/// Frozen transitions (rules 1, 3, 4), judged when nothing can move them any more, never after a
/// fixed time: a transition that runs on the clock for 12 s, or that a finger holds still for 11 s,
/// is not frozen.
extension HeadlessUIKit {
    /// Whether nothing is queued, nothing ticks and no container waits for its layout pass.
    var isQuiet: Bool { scheduled.isEmpty && tickers.isEmpty && !hasMarkedContainers }

    /// Whether `transition` is in flight and an interaction drives it now (`isInteractive`: a
    /// finger, or a pause, holds it): it waits for its driver, it is not frozen.
    func isDrivenByInteraction(_ transition: any OpenTransition) -> Bool {
        transition.context.isInFlight && transition.context.isInteractive
    }

    /// With the run loop quiet, a transition in progress that no interaction drives will never
    /// complete: flagged once (rule 4 when finish or cancel was sent, rules 1 and 3 otherwise).
    func judgeFreeze() {
        for transition in openTransitions where !transition.isFrozen && !isDrivenByInteraction(transition) {
            freeze(transition)
        }
    }

    /// Every transition whose context is still owed its completion: the one in progress, a
    /// dismissal begun beside it (rule 24), those whose presentation the other ended, and every
    /// push, pop and tab switch (rule 53).
    var openTransitions: [any OpenTransition] {
        [current, overlapping].compactMap { $0 } + orphans + containerTransitions
    }

    /// Ends the run: the app stays as it is from now on. Turns the run loop until it is idle (as
    /// ``runUntilIdle(framesPerSecond:limit:)``), then flags a transition still in progress, whether
    /// or not an interaction drives it: it will never complete (rules 1, 3, 4). Tests and fuzzers
    /// call it last, with every finger lifted.
    ///
    /// - Returns: every breach recorded in the run.
    @discardableResult
    public func finishRun(framesPerSecond: Double = 60, limit: Double = 60) -> [ContractBreach] {
        runUntilIdle(framesPerSecond: framesPerSecond, limit: limit)
        for transition in openTransitions where !transition.isFrozen {
            freeze(transition)
        }
        judgeContainment()
        judgeDisplayLinks()
        log(.system("run finished"))
        return breaches
    }

    private func freeze(_ transition: any OpenTransition) {
        transition.isFrozen = true
        record(transition.context.endRequested ? .finishOrCancelWithoutComplete : .neverCompleted)
    }
}
