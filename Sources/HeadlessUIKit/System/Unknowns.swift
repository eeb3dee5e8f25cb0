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

    /// Creates a set of readings; every default is the one described on its property.
    public init(
        retainsTransitioningDelegate: Bool = false, runsCompletionOfDroppedPresent: Bool = false,
        runsDismissCompletionWhenCancelled: Bool = false, runsPresentCompletionWhenCancelled: Bool = false,
        performsDismissalRequestedWhileTransitioning: Bool = false
    ) {
        self.retainsTransitioningDelegate = retainsTransitioningDelegate
        self.runsCompletionOfDroppedPresent = runsCompletionOfDroppedPresent
        self.runsDismissCompletionWhenCancelled = runsDismissCompletionWhenCancelled
        self.runsPresentCompletionWhenCancelled = runsPresentCompletionWhenCancelled
        self.performsDismissalRequestedWhileTransitioning = performsDismissalRequestedWhileTransitioning
    }
}
