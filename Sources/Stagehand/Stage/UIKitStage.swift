#if canImport(UIKit)
import StagehandCore
import UIKit

/// The UIKit stage: performs a ``TransitionSession``'s instructions on the views of a
/// `UIViewControllerContextTransitioning`, and decides nothing.
///
/// It reads geometry from UIKit (``measure()``), puts views into the transition's container, shows
/// view states, animates plans with `UIViewPropertyAnimator` and completes the transition context.
/// Attach each phase's transition context with ``attach(_:for:)`` before the session presents or
/// dismisses; ``TransitionAnimator`` does that for you.
///
/// ```swift
/// let stage = UIKitStage(for: transition, sourceView: tappedButton)
/// let session = TransitionSession(transition: transition, stage: stage)
/// // In the transitioning delegate:
/// TransitionAnimator(session: session, phase: .present)
/// ```
///
/// It holds weakly everything UIKit owns (the container, both view controllers and their views, the
/// source view), the transition context only until it completes it, and strongly only the views it
/// creates: the dimming view and the transient snapshots. It never holds the session.
@MainActor
public final class UIKitStage: TransitionStage {
    /// The backdrop that the dimming view shows: its colour, over a blur when `blursBackground`.
    public let dimming: Dimming?
    /// The view a zoom grows from and returns to, measured in the container's coordinates.
    public weak var sourceView: UIView?

    /// The transition context of the current phase, held until it is completed: UIKit does not
    /// promise to keep it alive for an animator, and losing it would leave the transition waiting
    /// forever (the usual animator holds it in its completion block for the same reason).
    private(set) var transitionContext: (any UIViewControllerContextTransitioning)?
    /// The transition's container view.
    private(set) weak var containerView: UIView?
    /// The presented view controller.
    private(set) weak var presentedViewController: UIViewController?
    /// The presenting view controller.
    private(set) weak var presentingViewController: UIViewController?
    /// The view that plays ``Role/presented``: what UIKit hands the animator for the presented
    /// controller (`view(forKey:)`), or the controller's view.
    private weak var presentedView: UIView?
    /// The view that plays ``Role/presenting``: only what UIKit hands the animator (`view(forKey:)`),
    /// which is nil over the current context, where the presenting view must stay where it is.
    private weak var presentingView: UIView?

    /// The direction of the UIKit transition attached.
    private var phase: TransitionPhase = .present
    /// The style of the choreography being performed.
    private var style: PresentationStyle = .overCurrentContext
    private var dimmingView: UIView?
    private var transientViews: [Role: UIView] = [:]
    private var running: PlanAnimator?
    /// Whether the interactive phase under way has already been told how its drag ended.
    private var interactionHasEnded = false

    /// Creates a stage with the backdrop `dimming` and the zoom's `sourceView`. Nothing happens until
    /// a transition context is attached.
    public init(dimming: Dimming? = nil, sourceView: UIView? = nil) {
        self.dimming = dimming
        self.sourceView = sourceView
    }

    /// Creates a stage for `transition`: its dimming, and the view a zoom grows from.
    public convenience init(for transition: Transition, sourceView: UIView? = nil) {
        self.init(dimming: transition.dimming, sourceView: sourceView)
    }

    // MARK: Attaching UIKit's transition

    /// Takes the container, the view controllers and their views from the transition context of one
    /// phase (`.present`: UIKit's "to" side is the presented one; `.dismiss`: the "from" side), and
    /// remembers the context so that ``complete(_:finished:)`` completes it, once.
    ///
    /// - Returns: false when the context has no presented view controller or view to animate; the
    ///   caller must then complete the context itself (UIKit waits for it forever otherwise).
    @discardableResult
    public func attach(_ context: any UIViewControllerContextTransitioning, for phase: TransitionPhase)
        -> Bool
    {
        let presentedSide: UITransitionContextViewControllerKey = phase == .present ? .to : .from
        let presentingSide: UITransitionContextViewControllerKey = phase == .present ? .from : .to
        let presentedViewSide: UITransitionContextViewKey = phase == .present ? .to : .from
        let presentingViewSide: UITransitionContextViewKey = phase == .present ? .from : .to
        let presented = context.viewController(forKey: presentedSide)
        transitionContext = context
        self.phase = phase
        containerView = context.containerView
        presentedViewController = presented
        presentingViewController = context.viewController(forKey: presentingSide)
        presentedView = context.view(forKey: presentedViewSide) ?? presented?.view
        presentingView = context.view(forKey: presentingViewSide)
        return presented != nil && presentedView != nil
    }

    /// Completes the attached transition context, unless it already was; an interactive one is first
    /// told how the interaction ended, as UIKit requires.
    func completeTransition(_ finished: Bool) {
        guard let transitionContext else { return }
        self.transitionContext = nil
        // An interactive phase must hear how it ends before it completes, whoever ended it.
        if transitionContext.isInteractive, !interactionHasEnded {
            interactionEnded(finishing: finished, in: transitionContext)
        }
        interactionHasEnded = false
        transitionContext.completeTransition(finished)
    }

    /// Tells an interactive transition context how far the drag has moved it.
    public func interactionChanged(progress: Double) {
        guard let transitionContext, transitionContext.isInteractive else { return }
        transitionContext.updateInteractiveTransition(CGFloat(min(max(progress, 0), 1)))
    }

    /// Tells an interactive transition context that the drag ended, and how.
    public func interactionEnded(finishing: Bool) {
        guard let transitionContext, transitionContext.isInteractive, !interactionHasEnded else { return }
        interactionEnded(finishing: finishing, in: transitionContext)
    }

    private func interactionEnded(finishing: Bool, in context: any UIViewControllerContextTransitioning) {
        interactionHasEnded = true
        if finishing {
            context.finishInteractiveTransition()
        } else {
            context.cancelInteractiveTransition()
        }
    }

    // MARK: TransitionStage

    /// The container's bounds and safe area, the presented controller's preferred content size (zero
    /// counts as none), the source view's frame and the shared elements, in the container's
    /// coordinates. Before measuring, a presented view that is not in the container yet is laid out
    /// at its final frame. Without an attached transition, an empty container.
    public func measure() -> TransitionContext {
        guard let container = containerView else {
            return TransitionContext(container: ContainerGeometry(bounds: .zero))
        }
        let geometry = ContainerGeometry(bounds: container.bounds, safeArea: Insets(container.safeAreaInsets))
        var preferredContentSize = presentedViewController?.preferredContentSize
        if preferredContentSize == .zero { preferredContentSize = nil }
        layOutPresentedContent(in: container)
        let sourceFrame = sourceView.map { frame(of: $0, in: container) }
        func elements(under root: UIView?) -> [(id: String, frame: CGRect, cornerRadius: Double)] {
            (root?.stagehandIdentifiedViews ?? []).map { element in
                (element.id, frame(of: element.view, in: container), Double(element.view.layer.cornerRadius))
            }
        }
        return TransitionContext(
            container: geometry, preferredContentSize: preferredContentSize, sourceFrame: sourceFrame,
            elements: SharedElement.match(
                sources: elements(under: presentingRoot), destinations: elements(under: presentedRoot)))
    }

    /// Remembers the choreography's style; UIKit has done the rest (a full-screen presentation's
    /// presenting view is already in the container).
    public func prepare(_ choreography: Choreography) {
        style = choreography.style
    }

    /// Puts the view of `role` into the container at `index`, creating it first for the dimming, the
    /// snapshot and element flights. The presenting view is inserted only when UIKit handed it over
    /// (full screen); over the current context nothing happens.
    public func insert(_ role: Role, at index: Int) {
        guard let container = containerView, let view = view(for: role, creating: true) else { return }
        let count = container.subviews.count - (view.superview === container ? 1 : 0)
        container.insertSubview(view, at: min(max(index, 0), count))
    }

    /// Takes the view of `role` out of the container (and forgets snapshots and element flights).
    public func remove(_ role: Role) {
        if let container = containerView, let view = view(for: role, creating: false),
            view.isDescendant(of: container)
        {
            view.removeFromSuperview()
        }
        transientViews[role] = nil
    }

    /// Hides or shows the real presented view, or the original element views found by identifier.
    public func setHidden(_ hidden: Bool, _ original: Original) {
        switch original {
        case .presentedView:
            presentedView?.isHidden = hidden
        case .sourceElement(let id):
            presentingRoot?.stagehandDescendant(withIdentifier: id)?.isHidden = hidden
        case .destinationElement(let id):
            presentedRoot?.stagehandDescendant(withIdentifier: id)?.isHidden = hidden
        }
    }

    /// The current (model) state of each role's view: its untransformed frame from `center` and
    /// `bounds`, alpha, transform and corner radius; nil where the stage has not created the view yet,
    /// and for the presenting view over the current context (it is not the transition's).
    public func states(of roles: [Role]) -> [ViewState?] {
        roles.map { role in
            guard let view = view(for: role, creating: false) else { return nil }
            let size = view.bounds.size
            return ViewState(
                frame: CGRect(
                    x: view.center.x - size.width / 2, y: view.center.y - size.height / 2,
                    width: size.width, height: size.height),
                alpha: Double(view.alpha), transform: Transform2D(view.transform),
                cornerRadius: Double(view.layer.cornerRadius))
        }
    }

    /// Shows each state on its role's view at once (roles whose view is not in the container are
    /// skipped).
    public func apply(_ states: [ViewState], to roles: [Role]) {
        for (state, role) in zip(states, roles) {
            animatedView(for: role)?.showStagehandState(state)
        }
    }

    /// Animates `plan` from `time` with property animators (see ``PlanAnimator``), after showing the
    /// plan's states at `time`; calls `completion` once, on a later turn of the main run loop, with
    /// the plan's final states shown. A run still going is stopped first, its completion dropped.
    public func run(_ plan: TransitionPlan, from time: Double, completion: @escaping @MainActor () -> Void) {
        _ = stop()
        let animator = PlanAnimator(plan: plan, from: time) { [weak self] role in
            self?.animatedView(for: role)
        }
        running = animator
        apply(plan.states(at: animator.startTime), to: plan.roles)
        animator.start { [weak self, weak animator] in
            guard let self, let animator, self.running === animator else { return }
            self.running = nil
            // Exactly the plan's end, whatever UIKit's springs and additive animations left.
            self.apply(plan.finalStates, to: plan.roles)
            completion()
        }
    }

    /// Stops the running animation where it is, drops its completion, and returns the plan time it
    /// had reached (0 when nothing runs).
    public func stop() -> Double {
        guard let animator = running else { return 0 }
        running = nil
        return animator.stop()
    }

    /// Completes the transition context (`completeTransition(_:)`), once per attached phase.
    public func complete(_ phase: TransitionPhase, finished: Bool) {
        transientViews.removeAll()
        completeTransition(finished)
    }

    // MARK: Views

    /// The presenting controller's view tree (not loaded: none).
    private var presentingRoot: UIView? { presentingViewController?.viewIfLoaded }

    /// The presented controller's view tree.
    private var presentedRoot: UIView? { presentedViewController?.viewIfLoaded ?? presentedView }

    /// The view of `role` when it is in the container.
    private func animatedView(for role: Role) -> UIView? {
        guard let container = containerView, let view = view(for: role, creating: false),
            view.isDescendant(of: container)
        else { return nil }
        return view
    }

    /// The view that plays `role`, created on demand for the views the stage owns.
    private func view(for role: Role, creating: Bool) -> UIView? {
        switch role {
        case .presented:
            return presentedView
        case .presenting:
            // Over the current context the presenting view belongs to the window, not to the transition.
            return style == .overCurrentContext ? nil : presentingView
        case .dimming:
            if dimmingView == nil, creating { dimmingView = makeDimmingView() }
            return dimmingView
        case .snapshot, .element, .presentedElement:
            if let existing = transientViews[role] { return existing }
            guard creating else { return nil }
            let view: UIView
            if case .element(let id) = role {
                view = makeElementFlight(id)
            } else if case .presentedElement(let id) = role {
                view = makeElementFlight(id)
            } else {
                view = makeSnapshot()
            }
            view.isUserInteractionEnabled = false
            transientViews[role] = view
            return view
        }
    }

    /// A colour, or a blur under the colour; the plan fades it with its alpha.
    private func makeDimmingView() -> UIView {
        let dimming = dimming ?? .standard
        let view: UIView
        if dimming.blursBackground {
            let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
            effectView.contentView.backgroundColor = UIColor(dimming.color)
            view = effectView
        } else {
            view = UIView()
            view.backgroundColor = UIColor(dimming.color)
        }
        view.frame = containerView?.bounds ?? .zero
        return view
    }

    /// A snapshot of the presented view; when UIKit cannot make one, a plain view of its background
    /// colour (a zoom without content rather than a crash or a frozen transition).
    private func makeSnapshot() -> UIView {
        guard let presented = presentedView else { return UIView() }
        if let snapshot = presented.snapshotView(afterScreenUpdates: true) { return snapshot }
        return stand(in: presented)
    }

    /// A snapshot of a shared element's original: the one on the screen the phase starts from (the
    /// other if that screen lacks it).
    private func makeElementFlight(_ id: String) -> UIView {
        let source = presentingRoot?.stagehandDescendant(withIdentifier: id)
        let destination = presentedRoot?.stagehandDescendant(withIdentifier: id)
        guard let original = phase == .present ? source ?? destination : destination ?? source else {
            return UIView()
        }
        return original.snapshotView(afterScreenUpdates: true) ?? stand(in: original)
    }

    /// A plain view standing in for `original`: its size and background colour.
    private func stand(in original: UIView) -> UIView {
        let view = UIView(frame: CGRect(origin: .zero, size: original.bounds.size))
        view.backgroundColor = original.backgroundColor
        return view
    }

    // MARK: Measuring

    /// Lays out the presented controller's view at its final frame when it is not in the container
    /// yet (a presentation about to start), so that its elements are measured where they will be.
    private func layOutPresentedContent(in container: UIView) {
        guard let root = presentedRoot else { return }
        if root.superview == nil, root.transform.isIdentity {
            let frame = restingFrame(of: presentedViewController, in: container)
            root.bounds.size = frame.size
            root.center = CGPoint(x: frame.midX, y: frame.midY)
        }
        root.layoutIfNeeded()
    }

    /// Where UIKit puts a controller's view in the container: `finalFrame(for:)`, or the container's
    /// bounds when UIKit does not say (it returns a zero rectangle for a leaving controller).
    private func restingFrame(of controller: UIViewController?, in container: UIView) -> CGRect {
        if let controller, let transitionContext {
            let frame = transitionContext.finalFrame(for: controller)
            if !frame.isEmpty { return frame }
        }
        return container.bounds
    }

    /// `view`'s frame in the container's coordinates: converted directly when both are in one window;
    /// otherwise measured in its root view, placed where UIKit puts that root (the presenting view is
    /// out of the window between a full-screen presentation and its dismissal).
    private func frame(of view: UIView, in container: UIView) -> CGRect {
        if let window = view.window, window === container.window {
            return view.convert(view.bounds, to: container)
        }
        var root = view
        while let superview = root.superview { root = superview }
        let inRoot = view.convert(view.bounds, to: root)
        let origin: CGPoint
        if root === presentingRoot {
            origin = restingFrame(of: presentingViewController, in: container).origin
        } else if root === presentedRoot {
            origin = restingFrame(of: presentedViewController, in: container).origin
        } else {
            origin = root.frame.origin
        }
        return inRoot.offsetBy(dx: origin.x - root.bounds.minX, dy: origin.y - root.bounds.minY)
    }
}
#endif
