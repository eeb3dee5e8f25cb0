import Foundation

/// The behaviours the contract marks **unknown**, as switches: the simulator follows one reading
/// per run, so a test (or a fuzz test running both readings) proves that code is safe either way.
public struct Unknowns: Sendable, Hashable {
    /// §1: "Whether UIKit retains [the transitioning delegate] while presented: **unknown**."
    /// False (the default) holds it weakly only, so a delegate released before the dismissal
    /// gives the default dismissal; true keeps it alive from `present` to the end of the dismissal.
    public var retainsTransitioningDelegate: Bool
    /// Rule 20: "whether a dropped `present`'s completion runs is **unknown**." True runs the
    /// completion of a `present` refused by rules 18, 19 or 20; false (the default) drops it.
    public var runsCompletionOfDroppedPresent: Bool
    /// §3, cancelled step 6: "`dismiss` completion runs? **unknown**." True runs the completion of a
    /// dismissal that was cancelled; false (the default) does not.
    public var runsDismissCompletionWhenCancelled: Bool
    /// §3, cancelling a presentation mid-flight: the contract does not say whether the `present`
    /// completion runs. True runs it; false (the default) does not.
    public var runsPresentCompletionWhenCancelled: Bool
    /// Rule 24: "iOS 17–26 logs 'Trying to dismiss the presentation controller while transitioning
    /// already.' and continues; VC-level gating: **unknown**." See ``DismissalWhileTransitioning``
    /// for the three readings; ``DismissalWhileTransitioning/dropped`` by default.
    public var dismissalRequestedWhileTransitioning: DismissalWhileTransitioning

    /// Creates a set of readings; every default is the one described on its property.
    public init(
        retainsTransitioningDelegate: Bool = false, runsCompletionOfDroppedPresent: Bool = false,
        runsDismissCompletionWhenCancelled: Bool = false, runsPresentCompletionWhenCancelled: Bool = false,
        dismissalRequestedWhileTransitioning: DismissalWhileTransitioning = .dropped
    ) {
        self.retainsTransitioningDelegate = retainsTransitioningDelegate
        self.runsCompletionOfDroppedPresent = runsCompletionOfDroppedPresent
        self.runsDismissCompletionWhenCancelled = runsDismissCompletionWhenCancelled
        self.runsPresentCompletionWhenCancelled = runsPresentCompletionWhenCancelled
        self.dismissalRequestedWhileTransitioning = dismissalRequestedWhileTransitioning
    }
}

/// What UIKit does with a `dismiss` called while a transition is in progress (accepted, its body
/// scheduled or under way): rule 24. Every reading logs UIKit's text, "Trying to dismiss the
/// presentation controller while transitioning already."
public enum DismissalWhileTransitioning: Sendable, Hashable, CaseIterable {
    /// Gated at the view-controller level: the request is dropped and its completion never run.
    case dropped
    /// "Continues" read as queued: the request is held and performed as soon as the transition in
    /// progress has completed (its delegate calls, coordinator and body come then, its completion
    /// after that dismissal), provided what it was to dismiss is still presented (else it is
    /// dropped, its completion never run, rather than dismissing the presenter, rule 25).
    case held
    /// "Continues" read literally, as the presentation controller's own code does (DC
    /// `_dismissWithAnimationController:…`: it logs, sets its state to dismissing and runs the
    /// transition): the dismissal begins at once, a second transition beside the one in flight.
    /// Its delegate calls come at once and its body on the next turn: from there the presentation
    /// controller is dismissing (`dismissalTransitionWillBegin`, the appearance callbacks, the
    /// animator with a second context). The presentation controller keeps one transition (DC
    /// `transitionDidFinish:` reads its own state, not the context's): the first of the two
    /// contexts completed ends the dismissal as a dismissal (`dismissalTransitionDidEnd`, the views
    /// removed, the `dismiss` completion); the other one must still be completed, once, and its
    /// completion then finds the presentation over: UIKit logs "self._currentTransitionDidComplete
    /// is nil!" and calls nothing of the presentation controller, the app's completion of the
    /// first call never runs. If the transition in flight has completed before the dismissal's
    /// body runs, the dismissal goes on as any other (or is dropped, its completion never run,
    /// when what it was to dismiss is gone). A third request while two contexts are open, or one
    /// for another presentation than the one in flight, is dropped.
    case runsAtOnce
}
