import Foundation

/// A breach of UIKit's modal presentation contract (`Docs/UIKitContract.md`): something that works in
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
    /// Rule 53: once a navigation transition completed, a view of the controller it left (or, after a
    /// cancel, of the one it was to show) is still in the navigation controller's content view, under
    /// or over the screen shown: the animator must take it out.
    case navigationViewLeftBehind(String)
    /// Rule 56: a push or pop while a navigation transition is running (UIKit logs "nested push
    /// animation can result in corrupted navigation bar"); the associated value is UIKit's log line.
    case nestedNavigationTransition(String)
    /// Rule 57: pushing a controller that is in the stack, presented, or a child of another
    /// controller (UIKit throws `NSInvalidArgumentException`).
    case pushedActiveController(String)
    /// Rule 59: a tab selected in code while a tab switch runs; the associated value names the tab's
    /// controller.
    case tabSwitchDuringTransition(String)
    /// Rule 63: a child an app's container added was never told `didMove(toParent:)` with its
    /// parent by the time the run loop went quiet; the associated value names the child.
    case childNeverToldItMoved(String)
    /// Rule 63: a child left its parent by `removeFromParent()` without `willMove(toParent:)` with
    /// nil first; the associated value names the child.
    case childRemovedUntold(String)
    /// Rule 63: a controller's view was put under the view of a controller other than its parent
    /// (UIKit raises `UIViewController.hierarchyInconsistencyException`); the associated value names
    /// the controller.
    case viewControllerHierarchyInconsistent(String)
    /// Rule 65: a display link was still on the run loop, not paused, when the run ended: it keeps
    /// firing at every frame and keeps its target alive. The associated value names the link.
    case displayLinkLeftRunning(String)

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
        case .navigationViewLeftBehind: 53
        case .nestedNavigationTransition: 56
        case .pushedActiveController: 57
        case .tabSwitchDuringTransition: 59
        case .childNeverToldItMoved, .childRemovedUntold, .viewControllerHierarchyInconsistent: 63
        case .displayLinkLeftRunning: 65
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
    /// of section ``section`` when ``rule`` is 0) in `Docs/UIKitContract.md`, without its sources, so
    /// that a failing test says what UIKit expects as well as what happened.
    public var ruleText: String { contractPassages.map(\.text).joined(separator: " ") }

    /// The passages of `Docs/UIKitContract.md` that ``ruleText`` quotes, in order, each with the
    /// rule it stands under (0: the part of section ``section``). A test checks that each stands
    /// there word for word (line breaks aside).
    package var contractPassages: [(rule: Int, text: String)] {
        switch self {
        case .completedTwice:
            [(2, "A second `completeTransition(_:)` is ignored without a word; the headless UIKit flags it.")]
        case .completedCancelledAsFinished, .completedFinishedAsCancelled:
            [
                (
                    5,
                    "UIKit does not check the value passed to `completeTransition(_:)`: pass "
                        + "`!transitionWasCancelled`."
                )
            ]
        case .neverCompleted: [Self.completeOnce, Self.frozenWithoutCompletion]
        case .finishOrCancelWithoutComplete:
            [
                (
                    4,
                    "After `finishInteractiveTransition()` or `cancelInteractiveTransition()`, the "
                        + "transition still needs its `completeTransition(_:)`."
                )
            ]
        case .presentedActiveController:
            [
                (
                    21,
                    "Presenting a view controller that is already active throws "
                        + "`NSInvalidArgumentException` (\"…present modally an active controller\")."
                )
            ]
        case .containerLeftOnScreen: [Self.frozenWithoutCompletion]
        case .presentedFrameNotReset:
            [
                (
                    27,
                    "In `containerViewWillLayoutSubviews()`, the presentation controller must set "
                        + "`presentedView.frame` back to `frameOfPresentedViewInContainerView`. UIKit does "
                        + "not call it while dismissing."
                )
            ]
        case .unbalancedAppearance:
            [
                (
                    0,
                    "Calls to `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()` "
                        + "must balance; manual calls made on top of UIKit's own log \"Unbalanced calls to "
                        + "begin/end appearance transitions\"."
                )
            ]
        case .finalFrameNotRespected:
            [
                (
                    13,
                    "Frames the context does not know, or that are offscreen, are `.zero`. A non-zero "
                        + "`finalFrame(for:)` must be respected."
                )
            ]
        case .viewSetOutsideContainer:
            [
                (
                    0,
                    "UIKit sets the frames, asks `transitionDuration(using:)`, then calls "
                        + "`animateTransition(using:)`; the animator adds the to-view to the container."
                )
            ]
        case .propertyAnimatorMisuse:
            [
                (
                    39,
                    "`UIViewPropertyAnimator` raises an exception for: `finishAnimation(at:)` while active "
                        + "(while inactive it does nothing); `stopAnimation(_:)` on an animator already "
                        + "stopped; `stopAnimation(_:)`, `pauseAnimation()` or "
                        + "`continueAnimation(withTimingParameters:durationFactor:)` on an animator that is "
                        + "not interruptible; `addAnimations(_:)` while stopped or completing, or with a nil "
                        + "block; `startAnimation(afterDelay:)` while paused; setting `isInterruptible` or "
                        + "`isUserInteractionEnabled` once started (stopped counts as started); releasing an "
                        + "animator that is paused, or stopped but not finished."
                )
            ]
        case .navigationViewLeftBehind:
            [
                (
                    53,
                    "the headless UIKit leaves both where the animator left them, so an animator must "
                        + "remove them itself."
                )
            ]
        case .nestedNavigationTransition:
            [(56, "never make it; wait for the transition's end (its coordinator's completion, rule 53).")]
        case .pushedActiveController:
            [
                (
                    57,
                    "The two disagree: never push a controller that is in the stack, presented, or a "
                        + "child of another controller."
                )
            ]
        case .tabSwitchDuringTransition:
            [(59, "never make it; wait for the coordinator's completion.")]
        case .childNeverToldItMoved:
            [
                (
                    63,
                    "A child of an app's container that is never told `didMove(toParent:)` with its "
                        + "parent is flagged once the run loop goes quiet."
                )
            ]
        case .childRemovedUntold:
            [
                (
                    63,
                    "A child removed by `removeFromParent()` without `willMove(toParent:)` with nil "
                        + "first is flagged."
                )
            ]
        case .viewControllerHierarchyInconsistent:
            [
                (
                    63,
                    "A controller's view put under the view of a controller other than its parent is "
                        + "flagged: a phone raises."
                )
            ]
        case .displayLinkLeftRunning:
            [
                (
                    65,
                    "A display link still on the run loop and not paused when the run ends is flagged: "
                        + "pause it when nothing moves, and invalidate it when done."
                )
            ]
        }
    }

    /// Rule 1's words.
    private static let completeOnce =
        (
            rule: 1,
            text: "Call `completeTransition(_:)` exactly once per transition, after its animations, and "
                + "also when the transition was cancelled."
        )

    /// Rule 3's words.
    private static let frozenWithoutCompletion =
        (
            rule: 3,
            text: "A transition that never gets its `completeTransition(_:)` leaves touches ignored and "
                + "the container on screen: the UI is frozen."
        )

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
        case .navigationViewLeftBehind(let name):
            text = "the view of <\(name)> was left in the navigation controller's content view"
        case .nestedNavigationTransition(let message): text = message
        case .pushedActiveController(let name):
            text = "Pushing the same view controller instance more than once is not supported (<\(name)>)"
        case .tabSwitchDuringTransition(let name):
            text = "the tab of <\(name)> was selected while a tab switch was running"
        case .childNeverToldItMoved(let name):
            text = "the child <\(name)> was never told didMove(toParent:) with its parent"
        case .childRemovedUntold(let name):
            text = "the child <\(name)> was removed without willMove(toParent: nil) first"
        case .viewControllerHierarchyInconsistent(let name):
            text =
                "child view controller <\(name)> should have the parent view controller whose view "
                + "holds its view (UIViewControllerHierarchyInconsistency)"
        case .displayLinkLeftRunning(let name):
            text = "the display link <\(name)> was left running: it fires every frame and keeps its target"
        }
        return "\(reference): \(text)"
    }
}
