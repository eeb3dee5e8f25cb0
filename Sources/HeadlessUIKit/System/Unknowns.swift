import Foundation

/// The behaviours the contract (`Docs/UIKitContract.md`) marks **unknown**, as switches: the
/// simulator follows one reading per run, so a test (or a fuzz test running both readings) proves
/// that code is safe either way. Each property quotes the contract's sentence (a test checks it).
public struct Unknowns: Sendable, Hashable {
    /// §1: "Whether UIKit retains the transitioning delegate while the controller is presented is
    /// **unknown**". False (the default) holds it weakly only, so a delegate released before the
    /// dismissal gives the default dismissal; true keeps it alive from `present` to the end of the
    /// dismissal.
    public var retainsTransitioningDelegate: Bool
    /// Rule 20: "Whether a refused `present`'s completion runs is **unknown**." True runs the
    /// completion of a `present` refused by rules 18, 19 or 20; false (the default) drops it.
    public var runsCompletionOfDroppedPresent: Bool
    /// §3, cancelled step 6: "Whether the `dismiss` completion runs when the dismissal was cancelled
    /// is **unknown**." True runs the completion of a dismissal that was cancelled; false (the
    /// default) does not.
    public var runsDismissCompletionWhenCancelled: Bool
    /// §3, cancelling a presentation mid-flight: "Whether the `present` completion runs when the
    /// presentation was cancelled is **unknown**." True runs it; false (the default) does not.
    public var runsPresentCompletionWhenCancelled: Bool
    /// Rule 24: iOS 17 to 26 log "Trying to dismiss the presentation controller while transitioning
    /// already." and continue; "Whether UIKit also gates such a `dismiss` at the level of the view
    /// controllers is **unknown**." See ``DismissalWhileTransitioning`` for the three readings;
    /// ``DismissalWhileTransitioning/dropped`` by default.
    public var dismissalRequestedWhileTransitioning: DismissalWhileTransitioning
    /// Rule 40: whether `startAnimation()` on a paused animator "resumes its animations on their
    /// curves, as Core Animation resumes a paused layer, or builds new animations from the values on
    /// screen to the targets with the animator's timing parameters (their `initialVelocity`, zero
    /// unless given, so that a spring paused in flight starts again from rest): **unknown**". False
    /// (the default) resumes them on their curves from where they are; true builds new animations
    /// from the values on screen to the targets, with the animator's own timing over the time left,
    /// so a spring paused mid-flight starts again from rest.
    public var restartsPausedAnimatorFromRest: Bool
    /// Rule 41: "Whether a property animator of 0 s hands Core Animation such an animation, or
    /// applies its changes without one: **unknown**." False (the default) ends its animations at
    /// once and calls its completions on the next turn; true runs them over Core Animation's default
    /// duration, 0.25 s.
    public var substitutesDefaultDurationForZero: Bool
    /// Rule 42: `fractionComplete` once reversed changed between iOS 10 and 11; "Which one later
    /// versions do: **unknown**." False (the default) keeps counting in the animation's original
    /// direction; true reports the complement, `1 − fractionComplete`, while reversed (reading and
    /// setting alike).
    public var reportsReversedFractionComplement: Bool
    /// Rule 44: "What UIKit does with a block added once the transition's animation has begun:
    /// **unknown**." The header lets it answer either way ("returns YES if the animations are
    /// successfully queued to run. The completions may be run even if the animations are not").
    /// False (the default) refuses the block: it never runs, the call answers false, its completion
    /// still runs after the transition. True takes it: the block runs at once, the call answers true
    /// (what it writes shows at once in the model, which has no interruptible animator to carry it
    /// over the remaining time).
    public var runsAlongsideAnimationsAddedLate: Bool
    /// Rule 46: the keyboard notification's curve 7 is private; "What curve 7 is: **unknown**."
    /// False (the default) plays it as a cubic Bézier (0.38, 0.7, 0.125, 1) over the animator's
    /// duration; true as a spring of mass 3, stiffness 1000 and damping 500 that ignores the
    /// duration (`HeadlessTimingParameters.keyboardCubic`, `.keyboardSpring`). Either way only an
    /// animator made with UIKit's raw curve moves on it.
    public var keyboardCurveIsSpring: Bool
    /// Rule 48: "Whether a paused animator's views are hit where they are drawn or at their model
    /// values: **unknown**" (manual hit testing off; a running one's views are hit where they are on
    /// screen, WWDC 2016-216). False (the default) hits them where they are drawn, as while
    /// running; true hits them at their model values (where the paused animation would end).
    public var hitTestsPausedAnimationsAtModelValues: Bool
    /// Rule 61: `dismiss` on a controller low in a stack of presentations removes every one above;
    /// "Which of the two a current iOS does is **unknown**: whether the top's or the child's
    /// presentation animates, and whose transitioning delegate is asked." See ``StackDismissal``;
    /// ``StackDismissal/childAnimates`` (the reports) by default.
    public var stackDismissal: StackDismissal

    /// Every unknown on: the reading each property describes as `true`.
    public static let allOn = Unknowns(
        retainsTransitioningDelegate: true, runsCompletionOfDroppedPresent: true,
        runsDismissCompletionWhenCancelled: true, runsPresentCompletionWhenCancelled: true,
        dismissalRequestedWhileTransitioning: .held, restartsPausedAnimatorFromRest: true,
        substitutesDefaultDurationForZero: true, reportsReversedFractionComplement: true,
        runsAlongsideAnimationsAddedLate: true, keyboardCurveIsSpring: true,
        hitTestsPausedAnimationsAtModelValues: true, stackDismissal: .topAnimates)

    /// Creates a set of readings; every default is the one described on its property.
    public init(
        retainsTransitioningDelegate: Bool = false, runsCompletionOfDroppedPresent: Bool = false,
        runsDismissCompletionWhenCancelled: Bool = false, runsPresentCompletionWhenCancelled: Bool = false,
        dismissalRequestedWhileTransitioning: DismissalWhileTransitioning = .dropped,
        restartsPausedAnimatorFromRest: Bool = false, substitutesDefaultDurationForZero: Bool = false,
        reportsReversedFractionComplement: Bool = false, runsAlongsideAnimationsAddedLate: Bool = false,
        keyboardCurveIsSpring: Bool = false, hitTestsPausedAnimationsAtModelValues: Bool = false,
        stackDismissal: StackDismissal = .childAnimates
    ) {
        self.retainsTransitioningDelegate = retainsTransitioningDelegate
        self.runsCompletionOfDroppedPresent = runsCompletionOfDroppedPresent
        self.runsDismissCompletionWhenCancelled = runsDismissCompletionWhenCancelled
        self.runsPresentCompletionWhenCancelled = runsPresentCompletionWhenCancelled
        self.dismissalRequestedWhileTransitioning = dismissalRequestedWhileTransitioning
        self.restartsPausedAnimatorFromRest = restartsPausedAnimatorFromRest
        self.substitutesDefaultDurationForZero = substitutesDefaultDurationForZero
        self.reportsReversedFractionComplement = reportsReversedFractionComplement
        self.runsAlongsideAnimationsAddedLate = runsAlongsideAnimationsAddedLate
        self.keyboardCurveIsSpring = keyboardCurveIsSpring
        self.hitTestsPausedAnimationsAtModelValues = hitTestsPausedAnimationsAtModelValues
        self.stackDismissal = stackDismissal
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

/// Which presentation animates when `dismiss` is called on a controller low in a stack of
/// presentations (rule 61). Either way the presentations removed without a transition are taken
/// away at once, their presented controllers told that they disappear, their presentation
/// controllers told nothing, and the one completion runs when the animated dismissal completes.
public enum StackDismissal: Sendable, Hashable, CaseIterable {
    /// As reported since iOS 8 (openradar 18696859): the presentations above the child are removed
    /// at once, and the child's dismissal runs as any other, with its own transitioning delegate.
    case childAnimates
    /// As documented: the presentations from the child up to the one below the top are removed at
    /// once, and the top's dismissal runs with the top's transitioning delegate and presentation
    /// controller, to the controller `dismiss` was called on.
    case topAnimates
}
