#if canImport(UIKit)
import StagehandCore
import UIKit

/// UIKit's animation controller for one phase of one presentation: every method forwards to the
/// ``PresentationDriver``.
///
/// The transitioning delegate creates one per transition (`animationController(forPresented:…)`,
/// `animationController(forDismissed:)`); UIKit retains it while the transition runs. It wraps the
/// transition context UIKit hands it in one ``ContextAdapter`` (for `animateTransition(using:)`,
/// `interruptibleAnimator(using:)` and the interaction controller's `startInteractiveTransition(_:)`
/// alike), attaches it to the stage, and lets the driver act in it. The driver completes the context,
/// exactly once.
///
/// `interruptibleAnimator(using:)` returns the adapter's ``LifecycleAnimator``: the same instance for
/// the whole transition, active from its creation to the transition's completion (contract §1, rule
/// 16); see that type for how it follows the transition.
@MainActor
final class TransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The phase this animator performs.
    let phase: TransitionPhase
    /// The presentation's driver.
    let driver: PresentationDriver<UIKitStage>
    /// The transition's context, once UIKit has handed it over.
    private var adapter: ContextAdapter?

    /// Creates the animator of `phase` for `driver`.
    init(phase: TransitionPhase, driver: PresentationDriver<UIKitStage>) {
        self.phase = phase
        self.driver = driver
        super.init()
        readReduceMotion()
    }

    /// The driver learns whether the person asked to reduce motion, before the phase starts: when the
    /// delegate vends this animator, when UIKit asks the duration, and when it hands the context over.
    private func readReduceMotion() {
        driver.prefersReducedMotion = UIAccessibility.isReduceMotionEnabled
    }

    /// The adapter of `context`, created the first time UIKit hands it over (UIKit gives one context
    /// per transition, and one transition per animator).
    func adapter(for context: any UIViewControllerContextTransitioning) -> ContextAdapter {
        if let adapter, adapter.wraps(context) { return adapter }
        readReduceMotion()
        let created = ContextAdapter(
            context: context, phase: phase,
            duration: driver.transitionDuration(for: phase, animated: context.isAnimated))
        created.releaseDuration = { [weak driver] in driver?.releaseDuration }
        adapter = created
        return created
    }

    /// `transitionDuration(using:)`: the driver's duration of the phase.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        readReduceMotion()
        return driver.transitionDuration(for: phase, animated: transitionContext?.isAnimated ?? true)
    }

    /// `animateTransition(using:)`: the driver runs the phase in the context.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        driver.animateTransition(phase, context: begin(transitionContext))
    }

    /// What the interaction controller's `startInteractiveTransition(_:)` forwards: the driver starts
    /// the phase in the context.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        driver.startInteractiveTransition(phase, context: begin(transitionContext))
    }

    /// `interruptibleAnimator(using:)`: the transition's lifecycle animator, the same instance for the
    /// whole transition.
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    {
        adapter(for: transitionContext).lifecycle.animator
    }

    /// `animationEnded(_:)`: nothing to do; the presentation controller's callbacks have told the
    /// driver how the transition ended.
    func animationEnded(_ transitionCompleted: Bool) {}

    /// The context's views join the stage until the context completes, and the lifecycle animator
    /// starts running (the driver pauses it through the context when the phase starts interactive).
    private func begin(_ transitionContext: any UIViewControllerContextTransitioning) -> ContextAdapter {
        let adapter = adapter(for: transitionContext)
        let stage = driver.stage
        stage.attach(adapter)
        adapter.onCompletion = { [weak stage] adapter in stage?.detach(adapter) }
        adapter.lifecycle.start()
        return adapter
    }
}
#endif
