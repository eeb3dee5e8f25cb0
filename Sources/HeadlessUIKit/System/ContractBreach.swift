import Foundation

/// A breach of UIKit's modal presentation contract (`uikit-contract.md`): something that works in
/// a careless test but freezes, throws or misbehaves on a phone. Each names the rule it breaks.
public enum ContractBreach: Hashable, Sendable, CustomStringConvertible {
    /// Rule 2: `completeTransition(_:)` was called a second time (UIKit ignores it silently).
    case completedTwice
    /// Rule 5: `completeTransition(true)` after the transition was cancelled.
    case completedCancelledAsFinished
    /// Rule 5: `completeTransition(false)` although the transition was not cancelled.
    case completedFinishedAsCancelled
    /// Rules 1 and 3: a transition will never get its `completeTransition(_:)`: the run loop went
    /// quiet (nothing queued, ticking or waiting for layout) with it in progress and no interaction
    /// driving it, or the run ended with it in progress (``HeadlessUIKit/finishRun(framesPerSecond:limit:)``):
    /// the UI is frozen.
    case neverCompleted
    /// Rule 4: `finishInteractiveTransition()` or `cancelInteractiveTransition()` was sent, and the
    /// transition will never get its `completeTransition(_:)` (judged as ``neverCompleted`` is).
    case finishOrCancelWithoutComplete
    /// Rule 21: presenting a controller that is already active (presented, or on screen); UIKit
    /// throws `NSInvalidArgumentException`.
    case presentedActiveController(String)
    /// Rule 3: a transition container is in the window with nothing presented in it and no
    /// transition in flight.
    case containerLeftOnScreen
    /// Rule 27: after a layout pass at rest, the presented view's frame is not the presentation
    /// controller's `frameOfPresentedViewInContainerView`.
    case presentedFrameNotReset(String)
    /// §5: appearance callbacks that do not balance (UIKit logs "Unbalanced calls to begin/end
    /// appearance transitions").
    case unbalancedAppearance(String)
    /// Rule 13: when a presentation completed, the presented view's frame differed from the
    /// context's non-zero `finalFrame(for:)`.
    case finalFrameNotRespected(String)
    /// §2 Present 3.6 (D H1): when a presentation completed, the presented view was not inside the
    /// container (the animator must add the to-view to it): the phone shows nothing.
    case viewSetOutsideContainer(String)
    /// Rule 39: a `UIViewPropertyAnimator` call that raises an exception on a phone (the headless
    /// UIKit ignores it after recording it).
    case propertyAnimatorMisuse(HeadlessAnimatorMisuse)

    /// The number of the rule in the contract's §4, or 0 for a breach of a section's text (see
    /// ``section``).
    public var rule: Int {
        switch self {
        case .completedTwice: 2
        case .completedCancelledAsFinished, .completedFinishedAsCancelled: 5
        case .neverCompleted: 1
        case .finishOrCancelWithoutComplete: 4
        case .presentedActiveController: 21
        case .containerLeftOnScreen: 3
        case .presentedFrameNotReset: 27
        case .unbalancedAppearance: 0
        case .finalFrameNotRespected: 13
        case .viewSetOutsideContainer: 0
        case .propertyAnimatorMisuse: 39
        }
    }

    /// The section of the contract the breach belongs to (4 for the numbered rules).
    public var section: Int {
        switch self {
        case .unbalancedAppearance: 5
        case .viewSetOutsideContainer: 2
        default: 4
        }
    }

    /// The contract's own words for what the breach breaks: the text of rule ``rule`` (or of the part
    /// of section ``section`` when ``rule`` is 0) in `uikit-contract.md`, without its sources, so that
    /// a failing test says what UIKit expects as well as what happened.
    public var ruleText: String {
        switch self {
        case .completedTwice: "A second call is silently ignored; simulator: flag it."
        case .completedCancelledAsFinished, .completedFinishedAsCancelled:
            "`didComplete` isn't checked; pass `!transitionWasCancelled`."
        case .neverCompleted:
            "Call `completeTransition` exactly once per transition, after the animations, including when "
                + "cancelled. No call leaves touches ignored and the container on screen: a frozen UI."
        case .finishOrCancelWithoutComplete:
            "`finishInteractiveTransition`/`cancelInteractiveTransition` must be followed by "
                + "`completeTransition`."
        case .presentedActiveController:
            "Presenting an active VC throws NSInvalidArgumentException (\"…present modally an active "
                + "controller\")."
        case .containerLeftOnScreen:
            "No call leaves touches ignored and the container on screen: a frozen UI."
        case .presentedFrameNotReset:
            "`containerViewWillLayoutSubviews` must reset `presentedView.frame` to "
                + "`frameOfPresentedViewInContainerView`; UIKit skips it while dismissing."
        case .unbalancedAppearance:
            "`begin`/`endAppearanceTransition` must balance; manual calls on top of UIKit's log "
                + "\"Unbalanced calls to begin/end appearance transitions\"."
        case .finalFrameNotRespected:
            "Frames are `.zero` when unknown or offscreen; a non-zero `finalFrame` must be respected."
        case .viewSetOutsideContainer:
            "Frames set, `transitionDuration`, then `animateTransition(using:)`; the animator adds the "
                + "to-view."
        case .propertyAnimatorMisuse:
            "`UIViewPropertyAnimator` raises an exception for `finishAnimation(at:)` while active, "
                + "`stopAnimation` on an animator already stopped, `stop`/`pause`/`continue` on a "
                + "non-interruptible animator, `addAnimations` while stopped or completing, "
                + "`startAnimation(afterDelay:)` while paused, setting `isInterruptible` or "
                + "`isUserInteractionEnabled` once started, and releasing an animator that is paused, or "
                + "stopped but not finished."
        }
    }

    /// A sentence naming the rule and what happened.
    public var description: String {
        let reference = rule == 0 ? "§\(section)" : "rule \(rule)"
        let text: String
        switch self {
        case .completedTwice: text = "completeTransition called twice"
        case .completedCancelledAsFinished:
            text = "completeTransition(true) after the transition was cancelled"
        case .completedFinishedAsCancelled:
            text = "completeTransition(false) although the transition was not cancelled"
        case .neverCompleted:
            text = "the transition never completed (rules 1, 3): touches ignored, the UI is frozen"
        case .finishOrCancelWithoutComplete:
            text = "finish/cancelInteractiveTransition not followed by completeTransition"
        case .presentedActiveController(let name):
            text = "Application tried to present modally an active controller <\(name)>."
        case .containerLeftOnScreen: text = "a transition container was left on screen"
        case .presentedFrameNotReset(let name):
            text = "the presented view of <\(name)> was not reset to frameOfPresentedViewInContainerView"
        case .unbalancedAppearance(let name):
            text = "Unbalanced calls to begin/end appearance transitions for <\(name)>."
        case .finalFrameNotRespected(let name):
            text = "the presented view of <\(name)> did not end at its finalFrame"
        case .viewSetOutsideContainer(let name):
            text = "the presented view of <\(name)> is not inside the container"
        case .propertyAnimatorMisuse(let misuse): text = "UIViewPropertyAnimator: \(misuse)"
        }
        return "\(reference): \(text)"
    }
}
