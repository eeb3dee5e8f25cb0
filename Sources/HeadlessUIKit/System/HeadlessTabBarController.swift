import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// `UITabBarControllerDelegate` in the headless UIKit, for the calls every delegate may answer
/// (rule 58). Held weakly, as UIKit does (`UITabBarController.h`). A delegate that supplies
/// animators conforms to ``HeadlessTabBarAnimating`` as well.
@MainActor
public protocol HeadlessTabBarControllerDelegate: AnyObject {
    /// `tabBarController(_:shouldSelect:)`: whether the tab the person tapped is selected. Default
    /// true.
    func tabBarController(
        _ tabBarController: HeadlessTabBarController, shouldSelect viewController: ModelViewController
    )
        -> Bool
    /// `tabBarController(_:didSelect:)`: the person selected `viewController`'s tab (perhaps the one
    /// already selected). Never for a selection made in code.
    func tabBarController(
        _ tabBarController: HeadlessTabBarController, didSelect viewController: ModelViewController)
}

extension HeadlessTabBarControllerDelegate {
    /// True.
    public func tabBarController(
        _ tabBarController: HeadlessTabBarController, shouldSelect viewController: ModelViewController
    ) -> Bool { true }

    /// Does nothing.
    public func tabBarController(
        _ tabBarController: HeadlessTabBarController, didSelect viewController: ModelViewController
    ) {}
}

/// A tab bar controller delegate that supplies the animators of tab switches (rule 58).
@MainActor
public protocol HeadlessTabBarAnimating: HeadlessTabBarControllerDelegate {
    /// `tabBarController(_:animationControllerForTransitionFrom:to:)`: the animator of a switch from
    /// `from`'s tab to `to`'s; nil for UIKit's own switch, which has no animation.
    func tabBarController(
        _ tabBarController: HeadlessTabBarController,
        animationControllerForTransitionFrom from: ModelViewController,
        to: ModelViewController
    ) -> (any HeadlessAnimatedTransitioning)?

    /// `tabBarController(_:interactionControllerFor:)`: asked only when an animator was supplied.
    func tabBarController(
        _ tabBarController: HeadlessTabBarController,
        interactionControllerFor animator: any HeadlessAnimatedTransitioning
    ) -> (any HeadlessInteractiveTransitioning)?
}

extension HeadlessTabBarAnimating {
    /// No interaction controller.
    public func tabBarController(
        _ tabBarController: HeadlessTabBarController,
        interactionControllerFor animator: any HeadlessAnimatedTransitioning
    ) -> (any HeadlessInteractiveTransitioning)? { nil }
}

/// `UITabBarController` in the headless UIKit: one controller per tab, the selected one's view in a
/// content view, switches whose animator the delegate may supply, enforcing rules 58 and 59.
///
/// A tap on a tab (``tapTab(at:)``) asks `shouldSelect`, selects, runs the switch, and sends
/// `didSelect` before the switch's body (rule 58's unknown); a selection in code
/// (``selectedIndex``) sends neither but runs the delegate's animator. The switch is a transition as
/// a push is (context, coordinator, appearance, completion, rule 53); without an animator it is made
/// at once, inside the call, not animated. A cancelled switch puts ``selectedIndex`` back without a word (rule 59); a selection in
/// code during a switch is recorded as a breach and dropped.
@MainActor
public final class HeadlessTabBarController: ContainerTransitionHost {
    /// The tab bar controller as a view controller: its view holds ``contentView``. It refers to this
    /// object weakly: keep the tab bar controller itself alive for as long as it is used.
    public let controller: ModelViewController
    /// The view the selected tab's view fills.
    public let contentView: ModelView
    /// The tabs' controllers, in order (`viewControllers`).
    public let viewControllers: [ModelViewController]
    /// The delegate (`delegate`), held weakly.
    public weak var delegate: (any HeadlessTabBarControllerDelegate)?
    /// The index of the selected tab. It changes when a selection is made, and goes back when an
    /// interactive switch is cancelled (rule 59). Setting it selects that tab as code does: no
    /// `shouldSelect` or `didSelect`, the delegate's animator (rule 58); an index out of range is
    /// ignored.
    public var selectedIndex: Int {
        get { storedSelectedIndex }
        set { select(newValue, tapped: false) }
    }
    /// The selected tab's controller (`selectedViewController`).
    public var selectedViewController: ModelViewController { viewControllers[storedSelectedIndex] }

    var transition: ContainerTransitionRecord?
    private var storedSelectedIndex = 0

    /// Creates a tab bar controller named `name` with one tab per controller of `tabs`, the first
    /// selected. With no controllers it has one tab, an empty controller named `<name>.empty`
    /// (a tab bar controller always shows a tab).
    public init(name: String = "tabs", tabs: [ModelViewController]) {
        let tabs = tabs.isEmpty ? [ModelViewController(name: "\(name).empty")] : tabs
        controller = ModelViewController(name: name)
        contentView = ModelView(name: "\(name).content")
        contentView.autoresizesFlexibleSize = true
        viewControllers = tabs
        controller.view.addSubview(contentView)
        controller.containerHost = self
        for tab in tabs {
            controller.addChild(tab)
            // A controller's own view resizes with its container, as UIKit's `loadView` makes it.
            tab.view.autoresizesFlexibleSize = true
        }
        contentView.addSubview(tabs[0].view)
    }

    /// Whether a switch is in progress: accepted and not yet completed.
    public var isTransitioning: Bool { transition != nil }

    /// The context of the switch in progress, once accepted.
    public var currentTransitionContext: HeadlessTransitionContext? { transition?.context }

    /// `transitionCoordinator` of the tab bar controller and its tabs: the switch's, from the
    /// selection until its completions ran (rules 53, 58).
    public var transitionCoordinator: HeadlessTransitionCoordinator? {
        vendedCoordinator
    }

    /// The person taps the tab at `index`: `shouldSelect`, the selection, `didSelect` (rule 58).
    /// Not taken while touches are ignored or a switch runs.
    public func tapTab(at index: Int) {
        guard viewControllers.indices.contains(index) else { return }
        if let system, system.isIgnoringTouches || transition != nil {
            system.log(.system("tab tap not taken: a transition is in progress"))
            return
        }
        let tapped = viewControllers[index]
        system?.log(.tabBarDelegate("tabBarController(_:shouldSelect:)"))
        guard delegate?.tabBarController(self, shouldSelect: tapped) ?? true else { return }
        select(index, tapped: true)
    }

    private func select(_ index: Int, tapped: Bool) {
        guard viewControllers.indices.contains(index) else { return }
        if transition != nil {
            // Rule 59: a selection in code during a switch.
            system?.log(.refused(rule: 59, message: "tab selection during a tab switch"))
            system?.record(.tabSwitchDuringTransition(viewControllers[index].name))
            return
        }
        let from = selectedViewController
        let to = viewControllers[index]
        storedSelectedIndex = index
        if from !== to {
            switchTabs(from: from, to: to)
        }
        if tapped {
            system?.log(.tabBarDelegate("tabBarController(_:didSelect:)"))
            delegate?.tabBarController(self, didSelect: to)
        }
    }

    /// The animator and interaction controller (rule 58), then the switch: a transition with an
    /// animator, at once without.
    private func switchTabs(from: ModelViewController, to: ModelViewController) {
        guard let system, system.isInWindow(controller.view) else {
            from.view.removeFromSuperview()
            place(to)
            return
        }
        system.log(.system("tab switch from <\(from.name)> to <\(to.name)>"))
        var animator: (any HeadlessAnimatedTransitioning)?
        var interactor: (any HeadlessInteractiveTransitioning)?
        if let animating = delegate as? any HeadlessTabBarAnimating {
            system.log(.tabBarDelegate("tabBarController(_:animationControllerForTransitionFrom:to:)"))
            animator = animating.tabBarController(self, animationControllerForTransitionFrom: from, to: to)
            if let animator {
                system.log(.tabBarDelegate("tabBarController(_:interactionControllerFor:)"))
                interactor = animating.tabBarController(self, interactionControllerFor: animator)
            }
        }
        // Without an animator, UIKit's own switch has no animation: made at once, inside the call.
        acceptContainerTransition(
            in: system, operation: nil, from: from, to: to, animated: animator != nil, animator: animator,
            interactor: interactor, runsNow: animator == nil)
    }

    /// Puts `tab`'s view in the content view, filling it.
    private func place(_ tab: ModelViewController) {
        tab.view.state.frame = CGRect(origin: .zero, size: contentView.state.frame.size)
        contentView.addSubview(tab.view)
    }

    func containerTransitionBodyWillRun(_ record: ContainerTransitionRecord) {}

    /// UIKit's own switch: the views swap, with no animation.
    func runSystemAnimation(_ record: ContainerTransitionRecord) {
        place(record.to)
        record.context.completeTransition(true)
    }

    /// A cancel puts the selection back, without a word to anyone (rule 59).
    func containerTransitionWillEnd(_ record: ContainerTransitionRecord, didComplete: Bool) {
        guard !didComplete, let index = viewControllers.firstIndex(where: { $0 === record.from }) else {
            return
        }
        storedSelectedIndex = index
    }

    func containerTransitionDidEnd(_ record: ContainerTransitionRecord, didComplete: Bool) {}
}
