import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// One controller's screen in a container controller that runs Stagehand transitions (a navigation
/// controller's pushed screen, a tab bar controller's tab): the driver of its push and pop (or of
/// the switch to its tab), and what a presentation controller and its transitioning delegate are to
/// a modal presentation, which a push has neither of.
///
/// - As the driver's host (``LayerPresentationControllerHost``), it answers the pushed controller as
///   the presented one and the controller below it (the push's from-controller, the pop's
///   to-controller, the tab left) as the presenting one; the container is the container
///   controller's content view, where the pushed view is.
/// - As the driver's ``PresentationSystem``, a dismissal is a pop (`popViewController(animated:)`)
///   of this controller while it is the top, and taken only when the pop runs this screen's
///   animator; a tab is never dismissed.
/// - Around each phase (``animator(for:below:)``) it does what UIKit does around a presentation
///   controller's transitions, and what rule 53 leaves to the animator: before a pop the controller
///   below joins the container under the pushed view, filling it (the to-view's final frame); once
///   a push completes the controller below leaves the container, and once a pop is cancelled it
///   leaves again.
///
/// The pushed controller keeps it (``LayerOptions/containedScreen``) until it is pushed again.
@MainActor
package final class ContainedScreen<P: Platform>: LayerPresentationControllerHost, PresentationSystem {
    /// The driver of the push and the pop.
    package let driver: PresentationDriver<LayerStage<P>>
    /// The back swipe, put on the navigation controller's view while this screen is the top
    /// (``NavigationTransitionCore``).
    package let swipe: DismissalPanCore<P>
    private let platform: P
    private weak var container: (any LayerScreenContainer<P.ViewController>)?
    private unowned let pushed: P.ViewController
    /// The controller below, for the phase under way or last run.
    private weak var below: P.ViewController?
    /// Set when the navigation controller asks this screen for the pop's animator: it took a pop
    /// request.
    private var popWasTaken = false

    /// The screen of `pushed` in `container`, pushed and popped with `transition`.
    package init(
        pushed: P.ViewController, container: any LayerScreenContainer<P.ViewController>,
        transition: NavigationTransition, platform: P
    ) {
        self.pushed = pushed
        self.container = container
        self.platform = platform
        let stage = LayerStage(platform: platform, dimming: nil, transition: transition)
        stage.options = LayerOptions<P>.of(pushed, creating: false)
        stage.zoomAnchor = (transition.base as? StagehandTransition)?.zoomAnchor
        stage.skipsViewsTakenAway = true
        driver = PresentationDriver(transition: transition, stage: stage)
        swipe = DismissalPanCore(driver: driver, platform: platform) { nil }
        stage.host = self
        driver.system = self
        swipe.mayBegin = { [weak self] in self?.shouldBeginUserDismissal() ?? false }
    }

    /// A new screen for `pushed` in `container`, kept on it (``LayerOptions/containedScreen``); nil,
    /// and logged, when `transition` would not cover the container (``NavigationTransition``).
    package static func make(
        for pushed: P.ViewController, in container: any LayerScreenContainer<P.ViewController>,
        transition: any CustomTransition, platform: P
    ) -> ContainedScreen? {
        let traits = container.layerTraits
        let geometry = ContainerGeometry(
            bounds: container.layerView.bounds, layoutDirection: traits.containerLayoutDirection,
            horizontalSizeClass: traits.containerHorizontalSizeClass,
            verticalSizeClass: traits.containerVerticalSizeClass)
        guard let wrapped = NavigationTransition(transition, in: geometry) else {
            platform.logDebug(
                "A push or tab switch runs with UIKit's own animation: the transition does not cover the "
                    + "container (a drawer, a card or a popup leaves the screen below in view)",
                category: "Navigation")
            return nil
        }
        let screen = ContainedScreen(
            pushed: pushed, container: container, transition: wrapped, platform: platform)
        LayerOptions<P>.of(pushed, creating: true)?.containedScreen = screen
        return screen
    }

    /// The animator of `phase` (a push is ``PresentationPhase/present``, a pop
    /// ``PresentationPhase/dismiss``) from or to `below`.
    package func animator(for phase: PresentationPhase, below: P.ViewController) -> AnimatorCore<P> {
        self.below = below
        if phase == .dismiss { popWasTaken = true }
        let animator = AnimatorCore(phase: phase, driver: driver, platform: platform)
        animator.phaseWillBegin = { [weak self] adapter in self?.phaseWillBegin(phase, in: adapter) }
        animator.phaseWillComplete = { [weak self] adapter, completed in
            self?.phaseWillComplete(phase, in: adapter, completed: completed)
        }
        return animator
    }

    private func phaseWillBegin(_ phase: PresentationPhase, in adapter: ContextAdapter<P>) {
        switch phase {
        case .present:
            // The screen below is covered: it holds still at rest from now on, whatever its back
            // swipe or a spring back was doing.
            below.flatMap { LayerOptions<P>.of($0, creating: false)?.containedScreen }?.driver
                .comeToRestAtOnce()
            driver.presentationTransitionWillBegin()
        case .dismiss:
            // Rule 53: the animator adds the to-view, below the from-view for a pop, at the frame it
            // ends at (the container's bounds).
            if let container = adapter.containerView, let to = adapter.presentingView,
                to.superview !== container
            {
                let bounds = container.bounds
                to.bounds.size = bounds.size
                to.center = CGPoint(x: bounds.midX, y: bounds.midY)
                if let from = adapter.presentedView, from.superview === container {
                    container.insertSubview(to, belowSubview: from)
                } else {
                    container.addSubview(to)
                }
            }
            driver.dismissalTransitionWillBegin()
        }
    }

    private func phaseWillComplete(_ phase: PresentationPhase, in adapter: ContextAdapter<P>, completed: Bool)
    {
        // Rule 53: only the shown controller's view stays in the container, filling it (the
        // to-view's final frame; the container may have changed size while the phase ran).
        let pushedShows = completed == (phase == .present)
        let leaving = pushedShows ? adapter.presentingView : nil
        if let leaving, leaving.superview === adapter.containerView { leaving.removeFromSuperview() }
        if !pushedShows, let shown = adapter.presentingView, let container = adapter.containerView,
            shown.superview === container
        {
            Self.fill(container, with: shown)
        }
        switch phase {
        case .present: driver.presentationTransitionDidEnd(completed)
        case .dismiss: driver.dismissalTransitionDidEnd(completed)
        }
    }

    /// Lays `view` out over `container`'s bounds (its frame, with an identity transform).
    private static func fill(_ container: P.View, with view: P.View) {
        let bounds = container.bounds
        view.bounds.size = bounds.size
        view.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }

    // MARK: LayerPresentationControllerHost

    /// The navigation controller's content view, while the pushed view is in it.
    package var containerView: P.View? { pushed.viewIfLoaded?.superview }
    /// The pushed controller.
    package var presentedViewController: P.ViewController { pushed }
    /// The controller below: the push's from-controller, the pop's to-controller.
    package var presentingViewController: P.ViewController { below ?? pushed }
    /// The pushed controller's own view (a push hands it out as it is, rule 53).
    package var presentedView: P.View? { pushed.viewIfLoaded }
    /// The container controller's traits.
    package var layerTraits: LayerTraits {
        container?.layerTraits
            ?? LayerTraits(
                horizontalSizeClass: 1, verticalSizeClass: 2, userInterfaceStyle: 1,
                preferredContentSizeCategory: "UICTContentSizeCategoryL")
    }
    /// A pop has no presentation controller delegate to refuse it.
    package func delegateShouldDismiss() -> Bool { true }
    package func delegateDidAttemptToDismiss() {}
    package func delegateWillDismiss() {}
    package func delegateDidDismiss() {}

    // MARK: PresentationSystem

    /// Pops the pushed controller while it is the top; true when the navigation controller ran this
    /// screen's animator for the pop (the app's delegate may run its own, rule 52).
    package func requestDismissal(animated: Bool) -> Bool {
        popWasTaken = false
        guard container?.layerDismissScreen(pushed, animated: animated) == true else { return false }
        return popWasTaken
    }

    /// The back swipe pops only the top, with a controller below it, and no push or pop under way
    /// (rules 55, 56); a tab never.
    package func shouldBeginUserDismissal() -> Bool {
        container?.layerMayDismissScreen(pushed) ?? false
    }

    package func userDismissalWillBegin() {}
    package func userDismissalDidEnd() {}

    /// Among the navigation controller's coordinator's completions; at once without a transition.
    package func afterTransitionEnds(_ block: @escaping @MainActor () -> Void) {
        var pending: (@MainActor () -> Void)? = block
        let once: @MainActor () -> Void = {
            guard let run = pending else { return }
            pending = nil
            run()
        }
        if container?.addLayerTransitionCompletion(once) != true { once() }
    }

    /// A push, pop or tab switch that is not this screen's pop is under way (rule 56).
    package var isAnotherTransitionInProgress: Bool {
        (container?.layerIsTransitioning ?? false) && driver.state != .dismissing
    }
}
