import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What UIKit's animation controller and interaction controller of one phase do
/// (`UIViewControllerAnimatedTransitioning`, `UIViewControllerInteractiveTransitioning`): every method
/// forwards to the ``PresentationDriver``. The platform's shells (one animator object, one interaction
/// controller object) each hold the same core and only call it.
///
/// The transitioning delegate creates one per transition; UIKit retains the shells while the
/// transition runs. The core wraps the context UIKit hands it in one ``ContextAdapter`` (for
/// `animateTransition(using:)`, `interruptibleAnimator(using:)` and the interaction controller's
/// `startInteractiveTransition(_:)` alike), attaches it to the stage, and lets the driver act in it.
/// The driver completes the context, exactly once.
///
/// `interruptibleAnimator(using:)` answers the adapter's ``LifecycleAnimator``: the same instance for
/// the whole transition, active from its creation to the transition's completion (contract §1, rules
/// 16 and 39).
@MainActor
package final class AnimatorCore<P: Platform> {
    /// The phase this animator performs.
    package let phase: PresentationPhase
    /// The presentation's driver.
    package let driver: PresentationDriver<LayerStage<P>>
    private let platform: P
    /// The transition's context, once UIKit has handed it over.
    private var adapter: ContextAdapter<P>?
    /// Called as the phase begins in the context, before the driver acts: what a presentation
    /// controller's `presentationTransitionWillBegin` or `dismissalTransitionWillBegin` does, for a
    /// transition that has none (a push or pop, ``PushedScreen``).
    package var phaseWillBegin: (@MainActor (ContextAdapter<P>) -> Void)?
    /// Called once the driver completes the context, just before UIKit is told, with whether the
    /// phase completed: what the presentation controller's "did end" does, for a transition that
    /// has none.
    package var phaseWillComplete: (@MainActor (ContextAdapter<P>, _ completed: Bool) -> Void)?

    /// Creates the animator of `phase` for `driver`; the driver learns the Reduce Motion setting.
    package init(phase: PresentationPhase, driver: PresentationDriver<LayerStage<P>>, platform: P) {
        self.phase = phase
        self.driver = driver
        self.platform = platform
        readReduceMotion()
    }

    /// The driver learns whether the person asked to reduce motion, before the phase starts: when the
    /// delegate vends this animator, when UIKit asks the duration, and when it hands the context over.
    private func readReduceMotion() {
        driver.prefersReducedMotion = platform.isReduceMotionEnabled
    }

    /// The adapter of `context`, created the first time UIKit hands it over (UIKit gives one context
    /// per transition, and one transition per animator).
    package func adapter(for context: P.TransitionContext) -> ContextAdapter<P> {
        if let adapter, adapter.wraps(context) { return adapter }
        readReduceMotion()
        let created = ContextAdapter(
            context: context, phase: phase,
            duration: driver.transitionDuration(for: phase, animated: context.isAnimated), platform: platform)
        created.releaseDuration = { [weak driver] in driver?.releaseDuration }
        adapter = created
        return created
    }

    /// `transitionDuration(using:)`: the driver's duration of the phase.
    package func transitionDuration(animated: Bool) -> Double {
        readReduceMotion()
        return driver.transitionDuration(for: phase, animated: animated)
    }

    /// `animateTransition(using:)`: the driver runs the phase in the context.
    package func animateTransition(using context: P.TransitionContext) {
        driver.animateTransition(phase, context: begin(context))
    }

    /// `wantsInteractiveStart` of the interaction controller: the driver's answer for the phase.
    package var wantsInteractiveStart: Bool { driver.wantsInteractiveStart(for: phase) }

    /// The interaction controller's `startInteractiveTransition(_:)`: the driver starts the phase in
    /// the context.
    package func startInteractiveTransition(_ context: P.TransitionContext) {
        driver.startInteractiveTransition(phase, context: begin(context))
    }

    /// `interruptibleAnimator(using:)`: the transition's lifecycle animator, the same instance for the
    /// whole transition.
    package func interruptibleAnimator(using context: P.TransitionContext) -> P.PropertyAnimator {
        adapter(for: context).lifecycle.animator
    }

    /// The context's views join the stage until the context completes, and the lifecycle animator
    /// starts running (the driver pauses it through the context when the phase starts interactive).
    private func begin(_ context: P.TransitionContext) -> ContextAdapter<P> {
        let adapter = adapter(for: context)
        let stage = driver.stage
        stage.attach(adapter)
        let willComplete = phaseWillComplete
        adapter.onCompletion = { [weak stage] adapter in
            willComplete?(adapter, !adapter.transitionWasCancelled)
            stage?.detach(adapter)
        }
        phaseWillBegin?(adapter)
        adapter.lifecycle.start()
        return adapter
    }
}
