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
    /// already.' and continues; VC-level gating: **unknown**." Both readings log UIKit's text when
    /// `dismiss` is called while a transition is in progress (accepted, its body scheduled or under
    /// way). False (the default) reads the request as gated: dropped, its completion never run.
    /// True reads "continues": the request is held and performed as soon as the transition in
    /// progress has completed (its delegate calls, coordinator and body come then, its completion
    /// after that dismissal), provided what it was to dismiss is still presented (else it is
    /// dropped, its completion never run, rather than dismissing the presenter, rule 25).
    public var performsDismissalRequestedWhileTransitioning: Bool
    /// Rule 46: the keyboard notification's curve 7 is private; what curve it is: **unknown**. False
    /// (the default) plays it as a cubic Bézier (0.38, 0.7, 0.125, 1) over the animator's duration;
    /// true as a spring of mass 3, stiffness 1000 and damping 500 that ignores the duration
    /// (`HeadlessTimingParameters.keyboardCubic`, `.keyboardSpring`). Either way only an animator
    /// made with UIKit's raw curve moves on it.
    public var keyboardCurveIsSpring: Bool

    /// Creates a set of readings; every default is the one described on its property.
    public init(
        retainsTransitioningDelegate: Bool = false, runsCompletionOfDroppedPresent: Bool = false,
        runsDismissCompletionWhenCancelled: Bool = false, runsPresentCompletionWhenCancelled: Bool = false,
        performsDismissalRequestedWhileTransitioning: Bool = false, keyboardCurveIsSpring: Bool = false
    ) {
        self.keyboardCurveIsSpring = keyboardCurveIsSpring
        self.retainsTransitioningDelegate = retainsTransitioningDelegate
        self.runsCompletionOfDroppedPresent = runsCompletionOfDroppedPresent
        self.runsDismissCompletionWhenCancelled = runsDismissCompletionWhenCancelled
        self.runsPresentCompletionWhenCancelled = runsPresentCompletionWhenCancelled
        self.performsDismissalRequestedWhileTransitioning = performsDismissalRequestedWhileTransitioning
    }
}
