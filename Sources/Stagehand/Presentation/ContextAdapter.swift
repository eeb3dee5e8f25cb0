#if canImport(UIKit)
import StagehandCore
import UIKit

/// UIKit's transition context as the driver sees it (``SystemTransitionContext``): every call goes
/// through to the `UIViewControllerContextTransitioning` (Double to CGFloat and back), and is
/// mirrored on the transition's ``LifecycleAnimator`` (what `interruptibleAnimator(using:)` returns),
/// so that the transition coordinator's alongside animations follow the transition.
///
/// It also hands the stage the views UIKit provides for the phase: the container, the presented view
/// and, only when UIKit hands it over (`shouldRemovePresentersView`, contract rule 11), the
/// presenting view.
///
/// One adapter per transition; the ``TransitionAnimator`` that UIKit retains for the transition owns
/// it, and the driver holds it while the transition runs.
@MainActor
final class ContextAdapter: SystemTransitionContext {
    /// UIKit's context.
    let context: any UIViewControllerContextTransitioning
    /// The phase the context is for.
    let phase: TransitionPhase
    /// The animator UIKit gets from `interruptibleAnimator(using:)`, for the whole transition.
    let lifecycle: LifecycleAnimator
    /// Told once the context is completed (the stage lets go of the context's views).
    var onCompletion: (@MainActor (ContextAdapter) -> Void)?
    /// The driver's `releaseDuration`: how long the released drag's spring runs, which the lifecycle
    /// animator lasts after `finishInteractiveTransition` or `cancelInteractiveTransition`.
    var releaseDuration: (@MainActor () -> Double?)?

    /// Wraps `context`, for `phase`, with a lifecycle animator of `duration` seconds.
    init(context: any UIViewControllerContextTransitioning, phase: TransitionPhase, duration: Double) {
        self.context = context
        self.phase = phase
        self.lifecycle = LifecycleAnimator(duration: duration)
    }

    /// Whether this adapter wraps `other`.
    func wraps(_ other: any UIViewControllerContextTransitioning) -> Bool { context === other }

    // MARK: Views

    /// The transition's container view.
    var containerView: UIView { context.containerView }

    /// The presented view controller's view as UIKit hands it to the animator (`.to` when
    /// presenting, `.from` when dismissing; the presentation controller's `presentedView`, rule 12).
    var presentedView: UIView? { context.view(forKey: phase == .present ? .to : .from) }

    /// The presenting view, only when UIKit hands it over (nil otherwise, rule 11).
    var presentingView: UIView? { context.view(forKey: phase == .present ? .from : .to) }

    /// The presented view controller.
    var presentedViewController: UIViewController? {
        context.viewController(forKey: phase == .present ? .to : .from)
    }

    // MARK: SystemTransitionContext

    /// `isAnimated`.
    var isAnimated: Bool { context.isAnimated }
    /// `isInteractive`.
    var isInteractive: Bool { context.isInteractive }
    /// `transitionWasCancelled`.
    var transitionWasCancelled: Bool { context.transitionWasCancelled }

    /// `updateInteractiveTransition(_:)`; the lifecycle animator is scrubbed to the same progress.
    func updateInteractiveTransition(_ percentComplete: Double) {
        context.updateInteractiveTransition(CGFloat(percentComplete))
        lifecycle.scrub(to: percentComplete)
    }

    /// `finishInteractiveTransition()`; the lifecycle animator runs on to its end, over the release's
    /// duration.
    func finishInteractiveTransition() {
        context.finishInteractiveTransition()
        continueLifecycle(reversed: false)
    }

    /// `cancelInteractiveTransition()`; the lifecycle animator runs back to its start, over the
    /// release's duration.
    func cancelInteractiveTransition() {
        context.cancelInteractiveTransition()
        continueLifecycle(reversed: true)
    }

    /// `pauseInteractiveTransition()`; the lifecycle animator pauses where it is.
    func pauseInteractiveTransition() {
        lifecycle.scrub(to: nil)
        context.pauseInteractiveTransition()
    }

    /// The lifecycle animator runs on over the driver's `releaseDuration`, which the driver sets
    /// before it tells the context the outcome.
    private func continueLifecycle(reversed: Bool) {
        lifecycle.continueRunning(reversed: reversed, over: releaseDuration?())
    }

    /// `completeTransition(_:)`, then the lifecycle animator ends: it stayed active until UIKit was
    /// told the transition is over (contract §1), and is stopped and finished before anyone can
    /// release it.
    func completeTransition(_ didComplete: Bool) {
        let completion = onCompletion
        onCompletion = nil
        completion?(self)
        context.completeTransition(didComplete)
        lifecycle.end()
    }
}
#endif
