import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What Stagehand's navigation controller delegate does (`UINavigationControllerDelegate`): the
/// platform's shell forwards every call to the app's own delegate first and asks this core only
/// for what the app's delegate leaves (an animator it did not supply).
///
/// - **A push** runs with the transition lent for it (`pushViewController(_:transition:)`), else
///   the pushed controller's own `stagehand.transition`, else ``StagehandTransition/push(from:)``
///   from the trailing edge, which moves as UIKit's own push; each as a ``NavigationTransition``,
///   by the pushed controller's ``ContainedScreen``. A transition whose screen would not cover the
///   navigation controller (a drawer, a card, a popup) is not pushed with: UIKit's own push runs,
///   and the reason is logged.
/// - **A pop** runs with the transition the popped controller was pushed with (the top's, for a pop
///   of several); one shown without a Stagehand push (not animated, or the app's animator) is taken
///   as resting on the stack and popped with the trailing push.
/// - **The back swipe** (rule 55): UIKit's own stops once a delegate implements
///   `navigationController(_:animationControllerFor:from:to:)`, so Stagehand puts its own
///   screen-edge pan, from the leading edge, on the navigation controller's view, driving the top's
///   driver: it begins with a controller below the top and no transition under way, pops with
///   `popViewController(animated: true)`, and only that pop gets an interaction controller.
@MainActor
package final class NavigationTransitionCore<P: Platform> {
    /// The platform.
    package let platform: P
    /// The navigation controller.
    package private(set) weak var navigationController: P.NavigationController?
    /// The screen whose swipe is on the navigation controller's view (the top's), and its
    /// recognizer, held here so that it comes off the view even once that screen is gone.
    private var swiping: (screen: Weak<ContainedScreen<P>>, recognizer: P.PanRecognizer)?

    /// The core of `navigationController`'s Stagehand delegate.
    package init(navigationController: P.NavigationController, platform: P) {
        self.navigationController = navigationController
        self.platform = platform
    }

    /// `navigationController(_:animationControllerFor:from:to:)`: the app's delegate's animator
    /// when it supplies one (`appAnimator`, asked first), else Stagehand's (``animator(for:from:to:)``)
    /// as the shell wraps it (`wrap`); nil for UIKit's own.
    package func animationController<Animator>(
        for operation: PresentationPhase, from: P.ViewController, to: P.ViewController,
        appAnimator: () -> Animator?, wrap: (AnimatorCore<P>) -> Animator
    ) -> Animator? {
        if let own = appAnimator() { return own }
        return animator(for: operation, from: from, to: to).map(wrap)
    }

    /// `navigationController(_:interactionControllerFor:)`: for Stagehand's animator (`stagehand`,
    /// its core when the animator is Stagehand's), the same core as the shell wraps it, only for the
    /// pop the back swipe asked for (rule 55); for the app's animator, the app's delegate's answer
    /// (`appInteractor`).
    package func interactionController<Interactor>(
        stagehand: AnimatorCore<P>?, appInteractor: () -> Interactor?, wrap: (AnimatorCore<P>) -> Interactor
    ) -> Interactor? {
        guard let stagehand else { return appInteractor() }
        return stagehand.wantsInteractiveStart ? wrap(stagehand) : nil
    }

    /// The animator of a push (``PresentationPhase/present``) of `to` over `from`, or of a pop
    /// (``PresentationPhase/dismiss``) of `from` down to `to`; nil for UIKit's own.
    package func animator(
        for operation: PresentationPhase, from: P.ViewController, to: P.ViewController
    ) -> AnimatorCore<P>? {
        guard let navigation = navigationController else { return nil }
        switch operation {
        case .present:
            let options = LayerOptions<P>.of(to, creating: true)
            let chosen = options?.takePushTransition() ?? options?.transition ?? Self.standardPush
            guard
                let screen = ContainedScreen.make(
                    for: to, in: navigation, transition: chosen, platform: platform)
            else { return nil }
            return screen.animator(for: .present, below: from)
        case .dismiss:
            return screen(for: from, in: navigation)?.animator(for: .dismiss, below: to)
        }
    }

    /// `navigationController(_:willShow:animated:)`: every screen in the stack but `controller`'s
    /// comes to rest at once (a push or pop, animated or not, is about to cover or take it off: its
    /// back swipe or spring back must not move it any more).
    package func willShow(_ controller: P.ViewController) {
        guard let navigation = navigationController else { return }
        for other in navigation.layerViewControllers where other !== controller {
            LayerOptions<P>.of(other, creating: false)?.containedScreen?.driver.comeToRestAtOnce()
        }
    }

    /// `navigationController(_:didShow:animated:)`: the back swipe moves to the new top's screen,
    /// when there is a controller below it.
    package func didShow(_ controller: P.ViewController) {
        guard let navigation = navigationController else { return }
        let stack = navigation.layerViewControllers
        let screen =
            stack.count > 1 && stack.last === controller ? screen(for: controller, in: navigation) : nil
        if let swiping, screen != nil, swiping.screen.object === screen { return }
        if let recognizer = swiping?.recognizer { platform.remove(recognizer) }
        swiping = nil
        guard let screen else { return }
        let edge = TransitionEdge.leading.resolved(for: navigation.layerTraits.containerLayoutDirection)
        screen.swipe.installEdge(on: navigation.layerView, screenEdge: edge)
        if let recognizer = screen.swipe.edgeRecognizer { swiping = (Weak(screen), recognizer) }
    }

    /// The trailing push: UIKit's own movement, for controllers pushed without a transition.
    private static var standardPush: StagehandTransition { .push(from: .trailing) }

    /// The screen of `controller`, resting on the stack: the one its push made, else a new one with
    /// its own transition (or the trailing push), taken as presented.
    private func screen(for controller: P.ViewController, in navigation: P.NavigationController)
        -> ContainedScreen<P>?
    {
        if let screen = LayerOptions<P>.of(controller, creating: false)?.containedScreen,
            screen.driver.state == .presented
        {
            return screen
        }
        let own = LayerOptions<P>.of(controller, creating: false)?.transition
        let screen =
            ContainedScreen.make(
                for: controller, in: navigation, transition: own ?? Self.standardPush, platform: platform)
            ?? ContainedScreen.make(
                for: controller, in: navigation, transition: Self.standardPush, platform: platform)
        screen?.driver.adoptRestingPresentation()
        return screen
    }
}
