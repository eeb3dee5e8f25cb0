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
    /// controllers is **unknown**." Both readings log UIKit's text when `dismiss` is called while a
    /// transition is in progress (accepted, its body scheduled or under way). False (the default)
    /// reads the request as gated: dropped, its completion never run. True reads "continues": the
    /// request is held and performed as soon as the transition in progress has completed (its
    /// delegate calls, coordinator and body come then, its completion after that dismissal),
    /// provided what it was to dismiss is still presented (else it is dropped, its completion never
    /// run, rather than dismissing the presenter, rule 25).
    public var performsDismissalRequestedWhileTransitioning: Bool
    /// Rule 40: what a paused `UIViewPropertyAnimator` does when `startAnimation()` is called again
    /// is **unknown**. False (the default) resumes its animations on their curves from where they
    /// are, as Core Animation resumes a paused layer; true builds new animations from the values on
    /// screen to the targets, with the animator's timing parameters (their initial velocity, zero
    /// unless given) over the time left, so a spring paused mid-flight starts again from rest.
    public var restartsPausedAnimatorFromRest: Bool
    /// Rule 41: what a `UIViewPropertyAnimator` of duration 0 does is **unknown**. False (the
    /// default) ends its animations at once and calls its completions on the next turn; true runs
    /// them over Core Animation's default duration, 0.25 s.
    public var substitutesDefaultDurationForZero: Bool
    /// Rule 42: what `fractionComplete` reports once `isReversed` is set is **unknown** (it changed
    /// between iOS 10 and 11). False (the default) keeps counting in the animation's original
    /// direction; true reports the complement, `1 − fractionComplete`, while reversed (reading and
    /// setting alike).
    public var reportsReversedFractionComplement: Bool

    /// Every unknown on: the reading each property describes as `true`.
    public static let allOn = Unknowns(
        retainsTransitioningDelegate: true, runsCompletionOfDroppedPresent: true,
        runsDismissCompletionWhenCancelled: true, runsPresentCompletionWhenCancelled: true,
        performsDismissalRequestedWhileTransitioning: true, restartsPausedAnimatorFromRest: true,
        substitutesDefaultDurationForZero: true, reportsReversedFractionComplement: true)

    /// Creates a set of readings; every default is the one described on its property.
    public init(
        retainsTransitioningDelegate: Bool = false, runsCompletionOfDroppedPresent: Bool = false,
        runsDismissCompletionWhenCancelled: Bool = false, runsPresentCompletionWhenCancelled: Bool = false,
        performsDismissalRequestedWhileTransitioning: Bool = false,
        restartsPausedAnimatorFromRest: Bool = false, substitutesDefaultDurationForZero: Bool = false,
        reportsReversedFractionComplement: Bool = false
    ) {
        self.retainsTransitioningDelegate = retainsTransitioningDelegate
        self.runsCompletionOfDroppedPresent = runsCompletionOfDroppedPresent
        self.runsDismissCompletionWhenCancelled = runsDismissCompletionWhenCancelled
        self.runsPresentCompletionWhenCancelled = runsPresentCompletionWhenCancelled
        self.performsDismissalRequestedWhileTransitioning = performsDismissalRequestedWhileTransitioning
        self.restartsPausedAnimatorFromRest = restartsPausedAnimatorFromRest
        self.substitutesDefaultDurationForZero = substitutesDefaultDurationForZero
        self.reportsReversedFractionComplement = reportsReversedFractionComplement
    }
}
