#if canImport(UIKit)
import StagehandCore
import UIKit

/// UIKit's animation controller for one phase of a Stagehand transition: what a transitioning
/// delegate returns from `animationController(forPresented:presenting:source:)` (``phase``
/// `.present`) and `animationController(forDismissed:)` (`.dismiss`), both over the same session.
///
/// It hands the transition context to the session's ``UIKitStage`` and asks the session to present
/// or dismiss; the session completes the context when the phase ends. Every path completes the
/// context exactly once, so UIKit never waits forever: when the context lacks the presented view
/// controller or its view, or the session cannot perform the phase (it presents once and dismisses
/// once), the context is completed at once, a presentation as not finished and a dismissal, which
/// has nothing left to show, as finished.
///
/// It holds the session strongly (UIKit keeps the animation controller for the transition's
/// lifetime, so the session lives as long as its transition runs); neither the session nor its stage
/// holds it.
@MainActor
public final class TransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The session that performs the transition.
    public let session: TransitionSession<UIKitStage>
    /// The phase this animation controller performs.
    public let phase: TransitionPhase

    /// Creates the animation controller of `phase` for `session`.
    public init(session: TransitionSession<UIKitStage>, phase: TransitionPhase) {
        self.session = session
        self.phase = phase
        super.init()
    }

    /// The duration of the phase's plan in the container of `transitionContext` (0 when it is not
    /// animated).
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        guard let transitionContext else { return duration(in: session.stage.measure()) }
        guard transitionContext.isAnimated else { return 0 }
        // Measured on a throwaway stage, so that the session's stage keeps the context of the phase
        // it may be running.
        let probe = UIKitStage(dimming: session.stage.dimming, sourceView: session.stage.sourceView)
        guard probe.attach(transitionContext, for: phase) else { return 0 }
        return duration(in: probe.measure())
    }

    /// Hands `transitionContext` to the stage and presents or dismisses; see the type's documentation
    /// for the paths that complete the context at once.
    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let animated = transitionContext.isAnimated
        switch (phase, session.state) {
        case (.present, .idle):
            guard session.stage.attach(transitionContext, for: .present) else {
                transitionContext.completeTransition(false)
                return
            }
            session.present(animated: animated)
        case (.present, _):
            // A session presents once; the stage may be running another phase, so it keeps its context.
            transitionContext.completeTransition(false)
        case (.dismiss, .presented), (.dismiss, .interactive):
            guard session.stage.attach(transitionContext, for: .dismiss) else {
                transitionContext.completeTransition(true)
                return
            }
            session.dismiss(animated: animated)
        case (.dismiss, .presenting), (.dismiss, .dismissing):
            // UIKit does not start a dismissal during another transition, but if it did: the session
            // reverses or joins the phase it runs, whose own context the stage completes, and this
            // context completes when that phase ends.
            session.dismiss(animated: animated) { finished in
                transitionContext.completeTransition(finished)
            }
        case (.dismiss, .idle), (.dismiss, .ended):
            transitionContext.completeTransition(true)
        }
    }

    private func duration(in context: TransitionContext) -> TimeInterval {
        session.transition.choreography(for: phase, in: context, detent: session.detent).plan.duration
    }
}
#endif
