import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What Stagehand's tab bar controller delegate does (`UITabBarControllerDelegate`): the platform's
/// shell forwards every call to the app's own delegate first and asks this core only for what the
/// app's delegate leaves (an animator it did not supply).
///
/// Every tab switch runs with ``transition`` (none: UIKit's own switch, at once), by the selected
/// tab's ``ContainedScreen``, as a ``NavigationTransition``: a tab whose screen would not cover the
/// tab bar controller's content is not switched to with it. A push or a cover heads the other way
/// to a tab left of the one selected (``StagehandTransition``'s `headingTheOtherWay`), as a swipe
/// between the tabs would. No Stagehand transition presents interactively, so Stagehand's switches
/// get no interaction controller; an app's own animator keeps its own.
@MainActor
package final class TabTransitionCore<P: Platform> {
    /// The platform.
    package let platform: P
    /// The tab bar controller.
    package private(set) weak var tabBarController: P.TabBarController?
    /// The transition every tab switch runs with; nil for UIKit's own switch.
    package var transition: (any CustomTransition)?

    /// The core of `tabBarController`'s Stagehand delegate.
    package init(tabBarController: P.TabBarController, platform: P) {
        self.tabBarController = tabBarController
        self.platform = platform
    }

    /// `tabBarController(_:animationControllerForTransitionFrom:to:)`: the app's delegate's animator
    /// when it supplies one (`appAnimator`, asked first), else Stagehand's as the shell wraps it;
    /// nil for UIKit's own switch.
    package func animationController<Animator>(
        from: P.ViewController, to: P.ViewController, appAnimator: () -> Animator?,
        wrap: (AnimatorCore<P>) -> Animator
    ) -> Animator? {
        if let own = appAnimator() { return own }
        return animator(from: from, to: to).map(wrap)
    }

    /// `tabBarController(_:interactionControllerFor:)`: none for Stagehand's animator (`stagehand`,
    /// its core when the animator is Stagehand's), the app's delegate's answer for its own.
    package func interactionController<Interactor>(
        stagehand: AnimatorCore<P>?, appInteractor: () -> Interactor?
    ) -> Interactor? {
        stagehand == nil ? appInteractor() : nil
    }

    /// The animator of the switch from `from`'s tab to `to`'s; nil without a transition, or for one
    /// that does not cover the tab bar controller.
    package func animator(from: P.ViewController, to: P.ViewController) -> AnimatorCore<P>? {
        guard let tabBar = tabBarController, let transition else { return nil }
        let tabs = tabBar.layerViewControllers
        let backwards =
            (tabs.firstIndex { $0 === to } ?? 0) < (tabs.firstIndex { $0 === from } ?? 0)
        let heading =
            backwards ? (transition as? StagehandTransition)?.headingTheOtherWay ?? transition : transition
        return ContainedScreen.make(for: to, in: tabBar, transition: heading, platform: platform)?
            .animator(for: .present, below: from)
    }
}
