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
public final class HeadlessNavigationController: ContainerTransitionHost {
    /// The navigation controller as a view controller: its view holds ``contentView``. It refers to
    /// this object weakly (``ModelViewController/navigationHost``): keep the navigation controller
    /// itself alive for as long as it is used.
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
    var transition: ContainerTransitionRecord?
    /// The gate that answers the edge swipe's `gestureRecognizerShouldBegin(_:)` (rule 55).
    private let popGestureGate = PopGestureGate()
    /// The top that last heard a "will" appearance callback from the navigation controller's own,
    /// and that callback.
    private weak var forwardedTop: ModelViewController?
    private var forwardedEvent: AppearanceEvent?

    /// Creates a navigation controller named `name` whose stack holds `root`
    /// (`init(rootViewController:)`, which "also pushes the root view controller without
    /// animation", D H6).
    public init(name: String = "navigation", rootViewController root: ModelViewController) {
        controller = ModelViewController(name: name)
        contentView = ModelView(name: "\(name).content")
        contentView.autoresizesFlexibleSize = true
        controller.view.addSubview(contentView)
        controller.navigationHost = self
        controller.containerHost = self
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
        vendedCoordinator
    }

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

    /// `child` goes onto the stack, as a child of ``controller``; its view resizes with the content
    /// view, as a controller's own view does in UIKit (`loadView` makes it flexible in width and
    /// height).
    private func adopt(_ child: ModelViewController) {
        viewControllers.append(child)
        controller.addChild(child)
        child.view.autoresizesFlexibleSize = true
    }

    /// Puts `child`'s view in the content view, filling it (no transition).
    private func show(_ child: ModelViewController) {
        child.view.state.frame = CGRect(origin: .zero, size: contentView.state.frame.size)
        contentView.addSubview(child.view)
    }

    // MARK: - The transition

    /// Rule 52: `willShow`, then the animator and interaction controller of an animated change;
    /// the body on the next turn (rule 53). Off screen (no system, outside the window, or while the
    /// navigation controller itself appears or disappears: a tab switch under way), the change is
    /// made at once, the new top taking over the old top's appearance, and the delegate hears of the
    /// top when the navigation controller appears (rule 52's unknown).
    private func begin(
        _ operation: NavigationOperation, from: ModelViewController, to: ModelViewController,
        previousStack: [ModelViewController], removed: [ModelViewController], animated: Bool
    ) {
        let steady = controller.appearanceState == nil || controller.appearanceState == .appeared
        guard let system, system.isInWindow(controller.view), steady else {
            from.view.removeFromSuperview()
            show(to)
            navigationBarTopItem = to
            for child in removed { child.removeFromParent() }
            if let state = from.appearanceState {
                to.appearanceState = state
                from.appearanceState = .disappeared
            }
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
        acceptContainerTransition(
            in: system, operation: operation, from: from, to: to, animated: animated, animator: animator,
            interactor: interactor
        ) { record in
            record.previousStack = previousStack
            record.removed = removed
        }
    }

    func containerTransitionBodyWillRun(_ record: ContainerTransitionRecord) {
        record.coordinator?.animate(alongsideTransition: { [weak self] _ in
            self?.navigationBarTopItem = record.to
        })
        system?.log(.coordinator("the navigation bar's transition joins the coordinator"))
    }

    /// UIKit's own slide: the to-view comes in from the trailing edge over the from-view (a push),
    /// or the from-view leaves towards it (a pop); not animated, the views swap at once.
    func runSystemAnimation(_ record: ContainerTransitionRecord) {
        let bounds = CGRect(origin: .zero, size: contentView.state.frame.size)
        let offscreen = bounds.offsetBy(dx: bounds.width, dy: 0)
        let push = record.operation == .push
        if push {
            contentView.addSubview(record.to.view)
            record.to.view.state.frame = offscreen
        } else {
            contentView.insertSubview(record.to.view, belowSubview: record.from.view)
            record.to.view.state.frame = bounds
        }
        let moving = push ? record.to.view : record.from.view
        var end = moving.state
        end.frame = push ? bounds : offscreen
        slide(moving, to: end, duration: Self.systemTransitionDuration, completing: record)
    }

    /// A finished pop's controllers leave; a cancel puts the stack back as it was (rule 54).
    func containerTransitionWillEnd(_ record: ContainerTransitionRecord, didComplete: Bool) {
        if didComplete {
            for child in record.removed { child.removeFromParent() }
        } else {
            if record.operation == .push { record.to.removeFromParent() }
            viewControllers = record.previousStack
        }
    }

    /// `didShow` only when the switch finished (rule 54); the bar goes back after a cancel. A push or
    /// pop that ends while the navigation controller itself is off screen (a tab switch went away
    /// meanwhile) leaves the top in the navigation controller's appearance, silently.
    func containerTransitionDidEnd(_ record: ContainerTransitionRecord, didComplete: Bool) {
        if let state = controller.appearanceState, state == .disappeared || state == .disappearing {
            topViewController?.appearanceState = state
        }
        if didComplete {
            system?.log(.navigationDelegate("navigationController(_:didShow:animated:)"))
            delegate?.navigationController(self, didShow: record.to, animated: record.context.isAnimated)
        } else {
            navigationBarTopItem = record.from
        }
    }

    /// The navigation controller appears or disappears (a tab switch, a presentation): the top
    /// hears it too (UIKit forwards a container's appearance callbacks to the child it shows), and
    /// the delegate hears `willShow` and `didShow` for the top as it appears (rule 52), also when no
    /// push or pop preceded. While a push or pop runs, the top is the transition's to hear of: a
    /// "did" whose "will" the top did not hear leaves it in the navigation controller's state,
    /// silently (what UIKit sends when the two overlap is not modelled).
    func controllerAppearance(_ event: AppearanceEvent) {
        guard let system, let top = topViewController else { return }
        switch event {
        case .willAppear, .willDisappear:
            guard transition == nil else {
                forwardedEvent = nil
                return
            }
            (forwardedTop, forwardedEvent) = (top, event)
            system.appearance(top, event)
        case .didAppear, .didDisappear:
            let will: AppearanceEvent = event == .didAppear ? .willAppear : .willDisappear
            if forwardedTop === top, forwardedEvent == will {
                system.appearance(top, event)
            } else if transition == nil {
                top.appearanceState = event == .didAppear ? .appeared : .disappeared
            }
            forwardedEvent = nil
        }
        guard transition == nil else { return }
        switch event {
        case .willAppear:
            system.log(.navigationDelegate("navigationController(_:willShow:animated:)"))
            delegate?.navigationController(self, willShow: top, animated: false)
        case .didAppear:
            system.log(.navigationDelegate("navigationController(_:didShow:animated:)"))
            delegate?.navigationController(self, didShow: top, animated: false)
        case .willDisappear, .didDisappear:
            break
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
