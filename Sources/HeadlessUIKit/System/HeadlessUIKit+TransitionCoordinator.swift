import Foundation

/// The transition coordinators of the headless UIKit (rules 17, 32, 39): vending, the moment
/// alongside animations run, and the size changes' completions.
extension HeadlessUIKit {
    /// A view animation is about to begin (`UIView.animate`, a property animator's
    /// `startAnimation`): what an animation on the headless clock calls when it starts. Inside the
    /// animator's `animateTransition(using:)` (or the interactor's `startInteractiveTransition(_:)`,
    /// or the system's default animation), the first one takes the transition coordinator's
    /// alongside animations: they run now, inside it, so what they write animates with it (rule 39).
    ///
    /// - Returns: whether alongside animations ran now.
    @discardableResult
    public func viewAnimationWillBegin() -> Bool {
        let candidates: [any OpenTransition] =
            [overlapping, current].compactMap { $0 } + containerTransitions
        guard
            let transition = candidates.first(where: { $0.animatorCall != nil }),
            let call = transition.animatorCall,
            let coordinator = transition.coordinator, !coordinator.ranAlongsideAnimations
        else { return false }
        coordinator.runAlongsideAnimations("in the first animation begun in \(call)")
        return true
    }

    /// The coordinator `controller` answers (rule 32): the vended one when `controller`, or a
    /// controller up its parent chain, is the presenter or the presented controller of its
    /// transition (D H3: a controller not in the transition asks its parent).
    ///
    /// Otherwise, the coordinator of the switch (push, pop, tab switch) of the container controller
    /// that `controller` is, or is inside, until its completions have run (rule 53).
    func transitionCoordinator(for controller: ModelViewController) -> HeadlessTransitionCoordinator? {
        if let coordinator = vendedCoordinator, case .modal(let context) = coordinator.kind {
            var candidate: ModelViewController? = controller
            while let current = candidate {
                if current === context.fromController || current === context.toController {
                    return coordinator
                }
                candidate = current.parent
            }
        }
        var candidate: ModelViewController? = controller
        while let current = candidate {
            if let coordinator = current.containerHost?.vendedCoordinator { return coordinator }
            candidate = current.parent
        }
        return nil
    }

    /// A completion was queued on `coordinator`: a size change's wait for its end.
    func coordinatorDidQueueCompletion(_ coordinator: HeadlessTransitionCoordinator) {
        scheduleSizeChangeCompletions(coordinator)
    }

    /// Once a size change's animation began, its completions run when it ends on the clock; the
    /// wait is a ticker, so ``runUntilIdle(framesPerSecond:limit:)`` waits for it, only while
    /// completions are queued.
    func scheduleSizeChangeCompletions(_ coordinator: HeadlessTransitionCoordinator) {
        guard case .sizeChange = coordinator.kind, let end = coordinator.endTime,
            !coordinator.isWaitingForEnd,
            coordinator.hasPendingCompletions
        else { return }
        coordinator.isWaitingForEnd = true
        addTicker { [weak self] time in
            guard time >= end - 1e-9 else { return true }
            coordinator.isWaitingForEnd = false
            self?.log(.system("size change ended"))
            coordinator.runCompletions()
            return false
        }
    }

    /// The end of a modal transition's `present`/`dismiss` completion: the coordinator is no longer
    /// vended (nil inside its completions and `animationEnded`, rule 32), then its completions run
    /// (rule 17).
    func retireAndComplete(_ transition: TransitionRecord) {
        guard let coordinator = transition.coordinator else { return }
        if vendedCoordinator === coordinator { vendedCoordinator = nil }
        coordinator.runCompletions()
    }
}

extension ModelViewController {
    /// `transitionCoordinator`: the coordinator of the presentation or dismissal this controller
    /// (or a controller up its parent chain) presents or is presented in, from the moment
    /// `present`/`dismiss` returns until just after its completion; nil otherwise, and inside the
    /// coordinator's completions and `animationEnded` (rule 32, D H3).
    public var transitionCoordinator: HeadlessTransitionCoordinator? {
        owningSystem?.transitionCoordinator(for: self)
    }
}
