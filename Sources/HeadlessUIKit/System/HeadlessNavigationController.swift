import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// `UINavigationController` in the headless UIKit: a stack of controllers shown one at a time in a
/// content view, changed by pushes and pops whose animator its delegate may supply, enforcing the
/// contract's rules 52–57.
///
/// The navigation controller itself is ``controller``, a ``ModelViewController`` (make it a window's
/// root, a child, or present it); the stack's controllers are its children, and their
/// ``ModelViewController/navigationController`` is this object.
///
/// - **Calls** (rule 52): `willShow` to the delegate, then, for an animated change, the animator
///   (only from a ``HeadlessNavigationAnimating`` delegate) and the interaction controller; the body
///   runs on the next turn; `didShow` once the transition completed, never after a cancel (rule 54).
///   The stack changes when the call is made.
/// - **Context and coordinator** (rule 53): the container is ``contentView``; both views are handed
///   out; ``transitionCoordinator`` exists from the call's return until its completions ran; the
///   navigation bar's transition (``navigationBarTopItem``) runs alongside and follows a cancel.
///   With a delegate's animator the model leaves the views where the animator left them.
/// - **The edge swipe** (rule 55): ``interactivePopGestureRecognizer``, on the controller's view,
///   begins only with more than one controller in the stack, no transition running and a delegate
///   that is not ``HeadlessNavigationAnimating``; released past half the width (or flicked), it pops
///   with UIKit's own animation (UIKit's finger-driven pop is not modelled frame by frame).
/// - **Refusals**: a push or pop during a transition (rule 56) and a push of a controller in the
///   stack, presented or a child elsewhere (rule 57) are recorded as breaches and dropped.
@MainActor
public final class HeadlessNavigationController {
    /// The navigation controller as a view controller: its view holds ``contentView``.
    public let controller: ModelViewController
    /// The view transitions take place in (UIKit's private `UINavigationTransitionView`): it fills
    /// the controller's view, and the top controller's view fills it.
    public let contentView: ModelView
    /// The stack, bottom to top (`viewControllers`). It changes when a push or pop is called; a
    /// cancelled pop puts the popped controllers back (rule 54).
    public private(set) var viewControllers: [ModelViewController] = []
    /// The delegate (`delegate`), held weakly (D H6).
    public weak var delegate: (any HeadlessNavigationControllerDelegate)?
    /// UIKit's edge swipe (`interactivePopGestureRecognizer`), from the left edge (rule 55).
    public let interactivePopGestureRecognizer = HeadlessScreenEdgePanGestureRecognizer()
    /// The controller whose navigation item the bar shows: it changes in the transition's animation
    /// (alongside the animator's, rule 53) and goes back when the transition is cancelled.
    public private(set) var navigationBarTopItem: ModelViewController?
    /// How long UIKit's own push or pop slide lasts, in seconds.
    public static let systemTransitionDuration = 0.35

    /// The push or pop in progress.
    var transition: NavigationTransitionRecord?
    /// The gate that answers the edge swipe's `gestureRecognizerShouldBegin(_:)` (rule 55).
    private let popGestureGate = PopGestureGate()

    /// Creates a navigation controller named `name` whose stack holds `root`
    /// (`init(rootViewController:)`, which "also pushes the root view controller without
    /// animation", D H6).
    public init(name: String = "navigation", rootViewController root: ModelViewController) {
        controller = ModelViewController(name: name)
        contentView = ModelView(name: "\(name).content")
        contentView.autoresizesFlexibleSize = true
        controller.view.addSubview(contentView)
        controller.navigationHost = self
        interactivePopGestureRecognizer.name = "interactivePopGestureRecognizer"
        interactivePopGestureRecognizer.edges = .left
        popGestureGate.navigation = self
        interactivePopGestureRecognizer.delegate = popGestureGate
        interactivePopGestureRecognizer.addTarget(
            self, action: HeadlessNavigationController.systemSwipeChanged)
        controller.view.addGestureRecognizer(interactivePopGestureRecognizer)
        adopt(root)
        show(root)
        navigationBarTopItem = root
    }

    /// The top of the stack (`topViewController`).
    public var topViewController: ModelViewController? { viewControllers.last }

    /// Whether a push or pop is in progress: accepted and not yet completed.
    public var isTransitioning: Bool { transition != nil }

    /// The context of the push or pop in progress, once accepted.
    public var currentTransitionContext: HeadlessTransitionContext? { transition?.context }

    /// `transitionCoordinator` of the navigation controller (and of the controllers in it, which ask
    /// their parent): the push's or pop's, from the call's return until its completions ran
    /// (rule 53).
    public var transitionCoordinator: HeadlessTransitionCoordinator? {
        guard let coordinator = transition?.coordinator, !coordinator.ranCompletions else { return nil }
        return coordinator
    }

    private var system: HeadlessUIKit? { controller.owningSystem }

    // MARK: - Push and pop

    /// `pushViewController(_:animated:)`: `pushed` goes onto the stack and becomes the top.
    /// Refused and recorded during a transition (rule 56) and for a controller in the stack,
    /// presented, or a child of another controller (rule 57).
    public func pushViewController(_ pushed: ModelViewController, animated: Bool) {
        if viewControllers.contains(where: { $0 === pushed }) || pushed.parent != nil
            || pushed.presentingLink != nil || pushed === controller
        {
            system?.log(
                .refused(
                    rule: 57,
                    message:
                        "Pushing the same view controller instance more than once is not supported (<\(pushed.name)>)"
                ))
            system?.record(.pushedActiveController(pushed.name))
            return
        }
        guard refuseNested("push") == false, let from = topViewController else { return }
        let previous = viewControllers
        adopt(pushed)
        begin(.push, from: from, to: pushed, previousStack: previous, removed: [], animated: animated)
    }

    /// `popViewController(animated:)`: the top comes off the stack. Returns it; nil when the stack
    /// holds only the root, or during a transition (refused, rule 56).
    @discardableResult
    public func popViewController(animated: Bool) -> ModelViewController? {
        guard viewControllers.count > 1 else { return nil }
        return popTo(viewControllers[viewControllers.count - 2], animated: animated)?.last
    }

    /// `popToRootViewController(animated:)`: every controller above the root comes off the stack,
    /// the top one animated. Returns them, bottom to top; nil when there were none.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ModelViewController]? {
        guard let root = viewControllers.first, viewControllers.count > 1 else { return nil }
        return popTo(root, animated: animated)
    }

    /// `popToViewController(_:animated:)`: the controllers above `target` come off the stack.
    /// Returns them; nil when `target` is not in the stack or already the top.
    @discardableResult
    public func popToViewController(_ target: ModelViewController, animated: Bool) -> [ModelViewController]? {
        guard viewControllers.contains(where: { $0 === target }), topViewController !== target else {
            return nil
        }
        return popTo(target, animated: animated)
    }

    private func popTo(_ target: ModelViewController, animated: Bool) -> [ModelViewController]? {
        guard refuseNested("pop") == false, let from = topViewController,
            let index = viewControllers.firstIndex(where: { $0 === target })
        else { return nil }
        let previous = viewControllers
        let removed = Array(viewControllers[(index + 1)...])
        viewControllers.removeSubrange((index + 1)...)
        begin(.pop, from: from, to: target, previousStack: previous, removed: removed, animated: animated)
        return removed
    }

    /// Rule 56: a push or pop while a transition runs is logged, recorded, and dropped.
    private func refuseNested(_ operation: String) -> Bool {
        guard transition != nil else { return false }
        let message = "nested \(operation) animation can result in corrupted navigation bar"
        system?.log(.refused(rule: 56, message: message))
        system?.record(.nestedNavigationTransition(message))
        return true
    }

    /// `controller` joins the stack as a child.
    private func adopt(_ child: ModelViewController) {
        viewControllers.append(child)
        controller.addChild(child)
    }

    /// Puts `child`'s view in the content view, filling it (no transition).
    private func show(_ child: ModelViewController) {
        child.view.state.frame = CGRect(origin: .zero, size: contentView.state.frame.size)
        contentView.addSubview(child.view)
    }

    // MARK: - The transition

    /// Rule 52: `willShow`, then the animator and interaction controller of an animated change;
    /// the body on the next turn (rule 53). Without a system (not in a window), the change is made
    /// at once.
    private func begin(
        _ operation: NavigationOperation, from: ModelViewController, to: ModelViewController,
        previousStack: [ModelViewController], removed: [ModelViewController], animated: Bool
    ) {
        guard let system else {
            from.view.removeFromSuperview()
            show(to)
            navigationBarTopItem = to
            for child in removed { child.removeFromParent() }
            return
        }
        system.log(.system("navigation \(operation) from <\(from.name)> to <\(to.name)>"))
        system.log(.navigationDelegate("navigationController(_:willShow:animated:)"))
        delegate?.navigationController(self, willShow: to, animated: animated)
        var animator: (any HeadlessAnimatedTransitioning)?
        var interactor: (any HeadlessInteractiveTransitioning)?
        if animated, let animating = delegate as? any HeadlessNavigationAnimating {
            system.log(.navigationDelegate("navigationController(_:animationControllerFor:from:to:)"))
            animator = animating.navigationController(
                self, animationControllerFor: operation, from: from, to: to)
            if let animator {
                system.log(.navigationDelegate("navigationController(_:interactionControllerFor:)"))
                interactor = animating.navigationController(self, interactionControllerFor: animator)
            }
        }
        let context = HeadlessTransitionContext(
            system: system, navigation: self, operation: operation, from: from, to: to, isAnimated: animated)
        let record = NavigationTransitionRecord(
            operation: operation, from: from, to: to, previousStack: previousStack, removed: removed,
            context: context)
        context.animator = animator
        record.animator = animator
        record.interactor = interactor
        record.coordinator = HeadlessTransitionCoordinator(
            system: system, context: context, animator: animator, interactor: interactor)
        transition = record
        system.navigationTransitions.append(record)
        system.schedule { [weak self] in self?.runBody(record) }
    }

    /// The body: appearance "wills", frames, then the animator (or interactor), or UIKit's own slide;
    /// the coordinator's alongside animations (the bar's transition among them) join it (rule 53).
    private func runBody(_ record: NavigationTransitionRecord) {
        guard transition === record, let system else { return }
        let context = record.context
        let bounds = CGRect(origin: .zero, size: contentView.state.frame.size)
        context.containerView = contentView
        context.frames[.from] = (bounds, .zero)
        context.frames[.to] = (.zero, bounds)
        record.coordinator?.animate(alongsideTransition: { [weak self] _ in
            self?.navigationBarTopItem = record.to
        })
        system.log(.coordinator("the navigation bar's transition joins the coordinator"))
        if record.interactor == nil {
            record.ignoresTouches = true
            system.log(.system("touches ignored"))
        }
        system.appearance(record.to, .willAppear)
        system.appearance(record.from, .willDisappear)
        if let animator = record.animator {
            system.log(.animator("transitionDuration(using:)"))
            let duration = animator.transitionDuration(using: context)
            if let interactor = record.interactor {
                record.coordinator?.bodyDidStart(
                    duration: duration, interactive: interactor.wantsInteractiveStart)
                context.start(interactive: interactor.wantsInteractiveStart)
                system.log(.interactor("startInteractiveTransition(_:)"))
                record.animatorCall = "startInteractiveTransition(_:)"
                interactor.startInteractiveTransition(context)
            } else {
                record.coordinator?.bodyDidStart(duration: duration, interactive: false)
                context.start(interactive: false)
                system.log(.animator("animateTransition(using:)"))
                record.animatorCall = "animateTransition(using:)"
                animator.animateTransition(using: context)
            }
        } else {
            record.isSystemAnimation = true
            let duration = context.isAnimated ? Self.systemTransitionDuration : 0
            record.coordinator?.bodyDidStart(duration: duration, interactive: false)
            context.start(interactive: false)
            record.animatorCall = "the navigation controller's own slide"
            runSystemSlide(record)
        }
        if let call = record.animatorCall {
            record.animatorCall = nil
            record.coordinator?.runAlongsideAnimations("after \(call) returned")
        }
        context.replayPendingEnd()
    }

    /// UIKit's own slide: the to-view comes in from the trailing edge over the from-view (a push),
    /// or the from-view leaves towards it (a pop); not animated, the views swap at once. UIKit puts
    /// the views in place itself when it ends.
    private func runSystemSlide(_ record: NavigationTransitionRecord) {
        guard let system else { return }
        let context = record.context
        let bounds = CGRect(origin: .zero, size: contentView.state.frame.size)
        let offscreen = bounds.offsetBy(dx: bounds.width, dy: 0)
        if record.operation == .push {
            contentView.addSubview(record.to.view)
            record.to.view.state.frame = offscreen
        } else {
            contentView.insertSubview(record.to.view, belowSubview: record.from.view)
            record.to.view.state.frame = bounds
        }
        let moving = record.operation == .push ? record.to.view : record.from.view
        var end = moving.state
        end.frame = record.operation == .push ? bounds : offscreen
        guard context.isAnimated else {
            moving.state = end
            record.coordinator?.runAlongsideAnimations(
                "in the navigation controller's own slide, not animated")
            context.completeTransition(true)
            return
        }
        HeadlessPropertyAnimation(
            view: moving, to: end, duration: Self.systemTransitionDuration,
            completion: { [weak context] _ in context?.completeTransition(true) }
        ).start(in: system)
    }

    // MARK: - Interaction changes and completion (called by the context)

    /// The interaction was cancelled: the reversed "will" callbacks (§3 cancelled step 2).
    func transitionWasCancelled(_ context: HeadlessTransitionContext) {
        guard let record = transition, record.context === context, !record.sentReversedWills else { return }
        record.sentReversedWills = true
        sendWills(record, reversed: true)
    }

    /// A cancelled interruptible transition finished again: the forward "will" callbacks (rule 8).
    func transitionWasResumed(_ context: HeadlessTransitionContext) {
        guard let record = transition, record.context === context, record.sentReversedWills else { return }
        record.sentReversedWills = false
        sendWills(record, reversed: false)
    }

    private func sendWills(_ record: NavigationTransitionRecord, reversed: Bool) {
        system?.appearance(record.to, reversed ? .willDisappear : .willAppear)
        system?.appearance(record.from, reversed ? .willAppear : .willDisappear)
    }

    /// The context completed (once): the views are checked (rule 53), the stack is restored after a
    /// cancel (rule 54), the "did" callbacks, `didShow` only when it finished (rule 54), then the
    /// coordinator's completions (the bar goes back after a cancel) and `animationEnded`.
    func transitionDidComplete(_ context: HeadlessTransitionContext, _ didComplete: Bool) {
        guard let record = transition, record.context === context, let system else { return }
        if didComplete == record.sentReversedWills {
            record.sentReversedWills = !didComplete
            sendWills(record, reversed: !didComplete)
        }
        let shown = didComplete ? record.to : record.from
        let hidden = didComplete ? record.from : record.to
        if record.isSystemAnimation {
            hidden.view.removeFromSuperview()
        } else {
            checkViews(shown: shown, hidden: hidden, system: system)
        }
        if record.ignoresTouches {
            record.ignoresTouches = false
            system.log(.system("touches enabled"))
        }
        if didComplete {
            for child in record.removed { child.removeFromParent() }
        } else {
            if record.operation == .push { record.to.removeFromParent() }
            viewControllers = record.previousStack
        }
        context.containerView = nil
        transition = nil
        system.navigationTransitions.removeAll { $0 === record }
        system.appearance(record.to, didComplete ? .didAppear : .didDisappear)
        system.appearance(record.from, didComplete ? .didDisappear : .didAppear)
        if didComplete {
            system.log(.navigationDelegate("navigationController(_:didShow:animated:)"))
            delegate?.navigationController(self, didShow: record.to, animated: context.isAnimated)
        }
        if !didComplete { navigationBarTopItem = record.from }
        record.coordinator?.runCompletions()
        if let animator = record.animator {
            system.log(.animator("animationEnded(\(didComplete))"))
            animator.animationEnded(didComplete)
        }
        record.animator = nil
        record.interactor = nil
    }

    /// Rule 53 (with a delegate's animator): the shown controller's view must be in the content view
    /// (§2: the animator adds the to-view), and the other one's must be out of it.
    private func checkViews(shown: ModelViewController, hidden: ModelViewController, system: HeadlessUIKit) {
        if shown.view.superview !== contentView {
            system.record(.viewSetOutsideContainer(shown.name))
        }
        if hidden.view.superview === contentView {
            system.record(.navigationViewLeftBehind(hidden.name))
        }
    }

    // MARK: - UIKit's edge swipe (rule 55)

    /// Whether UIKit's edge swipe may begin now.
    var systemSwipeCanBegin: Bool {
        viewControllers.count > 1 && transition == nil && !(delegate is any HeadlessNavigationAnimating)
    }

    private func systemSwipeChanged(_ recognizer: HeadlessScreenEdgePanGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        let width = Double(contentView.state.frame.width)
        let travelled = Double(recognizer.translation(in: controller.view).x)
        let speed = Double(recognizer.velocity(in: controller.view).x)
        guard travelled > width / 2 || speed > 300 else { return }
        popViewController(animated: true)
    }
}

/// Answers the edge swipe's `gestureRecognizerShouldBegin(_:)` for its navigation controller: UIKit
/// wires the recognizer's delegate only while the navigation controller's delegate does not supply
/// animators (rule 55).
@MainActor
private final class PopGestureGate: HeadlessGestureRecognizerDelegate {
    weak var navigation: HeadlessNavigationController?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: HeadlessGestureRecognizer) -> Bool {
        navigation?.systemSwipeCanBegin ?? false
    }
}

/// One push or pop accepted and not yet completed (rule 53): what UIKit retains for it and what its
/// completion needs.
@MainActor
final class NavigationTransitionRecord: OpenTransition {
    let operation: NavigationOperation
    let from: ModelViewController
    let to: ModelViewController
    /// The stack before the call, restored when the transition is cancelled (rule 54).
    let previousStack: [ModelViewController]
    /// The controllers a pop took off the stack; they leave the navigation controller when it
    /// completes.
    let removed: [ModelViewController]
    let context: HeadlessTransitionContext
    var animator: (any HeadlessAnimatedTransitioning)?
    var interactor: (any HeadlessInteractiveTransitioning)?
    var coordinator: HeadlessTransitionCoordinator?
    var ignoresTouches = false
    var isFrozen = false
    var animatorCall: String?
    /// Whether the reversed "will" callbacks were sent (a cancel).
    var sentReversedWills = false
    /// Whether UIKit's own slide runs it (no animator from the delegate).
    var isSystemAnimation = false

    init(
        operation: NavigationOperation, from: ModelViewController, to: ModelViewController,
        previousStack: [ModelViewController], removed: [ModelViewController],
        context: HeadlessTransitionContext
    ) {
        self.operation = operation
        self.from = from
        self.to = to
        self.previousStack = previousStack
        self.removed = removed
        self.context = context
    }
}
