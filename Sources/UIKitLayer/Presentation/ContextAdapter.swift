import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The platform's transition context as the driver sees it (``SystemTransitionContext``): every
/// call goes through to the context, and is mirrored on the transition's ``LifecycleAnimator``
/// (what `interruptibleAnimator(using:)` returns), so that the transition coordinator's alongside
/// animations follow the transition.
///
/// It also hands the stage the views UIKit provides for the phase: the container, the presented
/// view and, only when UIKit hands it over (`shouldRemovePresentersView`, rule 11), the presenting
/// view.
///
/// One adapter per transition; the animator that UIKit retains for the transition owns it, and the
/// driver holds it while the transition runs.
@MainActor
package final class ContextAdapter<P: Platform>: SystemTransitionContext {
    /// The platform's context.
    package let context: P.TransitionContext
    /// The phase the context is for.
    package let phase: PresentationPhase
    /// The animator UIKit gets from `interruptibleAnimator(using:)`, for the whole transition.
    package let lifecycle: LifecycleAnimator<P>
    /// Told once the context is completed (the stage lets go of the context's views).
    package var onCompletion: (@MainActor (ContextAdapter<P>) -> Void)?
    /// The driver's `releaseDuration`: how long the released drag's spring runs, which the lifecycle
    /// animator lasts after `finishInteractiveTransition` or `cancelInteractiveTransition`.
    package var releaseDuration: (@MainActor () -> Double?)?

    /// Wraps `context`, for `phase`, with a lifecycle animator of `duration` seconds.
    package init(context: P.TransitionContext, phase: PresentationPhase, duration: Double, platform: P) {
        self.context = context
        self.phase = phase
        self.lifecycle = LifecycleAnimator(duration: duration, platform: platform)
    }

    /// Whether this adapter wraps `other`.
    package func wraps(_ other: P.TransitionContext) -> Bool { context.isSame(as: other) }

    // MARK: Views

    /// The transition's container view.
    package var containerView: P.View? { context.layerContainerView }

    /// The presented view controller's view as UIKit hands it to the animator (`.to` when
    /// presenting, `.from` when dismissing; the presentation controller's `presentedView`, rule 12).
    package var presentedView: P.View? { phase == .present ? context.toView : context.fromView }

    /// The presenting view, only when UIKit hands it over (nil otherwise, rule 11).
    package var presentingView: P.View? { phase == .present ? context.fromView : context.toView }

    // MARK: SystemTransitionContext

    /// `isAnimated`.
    package var isAnimated: Bool { context.isAnimated }
    /// `isInteractive`.
    package var isInteractive: Bool { context.isInteractive }
    /// `transitionWasCancelled`.
    package var transitionWasCancelled: Bool { context.transitionWasCancelled }

    /// `updateInteractiveTransition(_:)`; the lifecycle animator is scrubbed to the same progress.
    package func updateInteractiveTransition(_ percentComplete: Double) {
        context.updateInteractiveTransition(to: percentComplete)
        lifecycle.scrub(to: percentComplete)
    }

    /// `finishInteractiveTransition()`; the lifecycle animator runs on to its end, over the release's
    /// duration.
    package func finishInteractiveTransition() {
        context.finishInteractiveTransition()
        lifecycle.continueRunning(reversed: false, over: releaseDuration?())
    }

    /// `cancelInteractiveTransition()`; the lifecycle animator runs back to its start, over the
    /// release's duration.
    package func cancelInteractiveTransition() {
        context.cancelInteractiveTransition()
        lifecycle.continueRunning(reversed: true, over: releaseDuration?())
    }

    /// `pauseInteractiveTransition()`; the lifecycle animator pauses where it is.
    package func pauseInteractiveTransition() {
        lifecycle.scrub(to: nil)
        context.pauseInteractiveTransition()
    }

    /// `completeTransition(_:)`, then the lifecycle animator ends: it stayed active until UIKit was
    /// told the transition is over (contract §1), and is stopped and finished before anyone can
    /// release it.
    package func completeTransition(_ didComplete: Bool) {
        let completion = onCompletion
        onCompletion = nil
        completion?(self)
        context.completeTransition(didComplete)
        lifecycle.end(completed: didComplete)
    }
}
