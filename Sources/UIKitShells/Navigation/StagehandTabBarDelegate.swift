#if canImport(UIKit)
import StagehandCore
import StagehandUIKitLayer
import UIKit

/// Stagehand's tab bar controller delegate: a shell over the UIKit layer's ``TabTransitionCore``
/// that forwards every call to the app's own delegate (``ForwardingDelegate/forwarded``) first,
/// and answers the rest of `UITabBarControllerDelegate` (the orientations, the customizing calls)
/// only when the app's delegate does (rule 60, as a navigation controller's).
@MainActor
final class StagehandTabBarDelegate: ForwardingDelegate, UITabBarControllerDelegate {
    /// The core every method calls.
    let core: TabTransitionCore<UIKitPlatform>

    /// Creates the shell of `core`.
    init(core: TabTransitionCore<UIKitPlatform>) {
        self.core = core
        super.init()
    }

    private var app: (any UITabBarControllerDelegate)? { forwarded as? any UITabBarControllerDelegate }

    func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    )
        -> Bool
    {
        app?.tabBarController?(tabBarController, shouldSelect: viewController) ?? true
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    {
        app?.tabBarController?(tabBarController, didSelect: viewController)
    }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        core.animationController(
            from: fromVC, to: toVC,
            appAnimator: {
                app?.tabBarController?(
                    tabBarController, animationControllerForTransitionFrom: fromVC, to: toVC)
            }, wrap: { TransitionAnimator(core: $0) })
    }

    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        core.interactionController(
            stagehand: (animationController as? TransitionAnimator)?.core,
            appInteractor: {
                app?.tabBarController?(tabBarController, interactionControllerFor: animationController)
            })
    }
}

extension UITabBarController {
    /// The transition every tab switch runs with; nil (the default) for UIKit's own switch.
    ///
    /// ```swift
    /// tabBarController.stagehandTransition = .push(from: .trailing)
    /// ```
    ///
    /// Setting one puts Stagehand's delegate in the `delegate` slot, forwarding every call to the
    /// delegate that was there, whose own animators win; set the app's delegate afterwards through
    /// ``stagehandForwardedDelegate`` (setting `delegate` itself would replace Stagehand's). A push
    /// or a cover heads the other way to a tab left of the one selected. Only a transition whose
    /// screen covers the tab bar controller's content is switched with (a fade, a push, a cover, a
    /// zoom or a shared element); a switch is never interactive.
    public var stagehandTransition: (any CustomTransition)? {
        get { stagehandSlot.shell?.core.transition }
        set {
            stagehandSlot.enable {
                let shell = StagehandTabBarDelegate(
                    core: TabTransitionCore(tabBarController: self, platform: UIKitPlatform()))
                LayerOptions<UIKitPlatform>.of(self, creating: true)?.containerDelegate = shell
                return shell
            }.core.transition = newValue
        }
    }

    /// The app's own tab bar controller delegate, to which Stagehand's forwards every call once a
    /// ``stagehandTransition`` was set; before, the `delegate` itself. Held weakly.
    public var stagehandForwardedDelegate: (any UITabBarControllerDelegate)? {
        get { stagehandSlot.appDelegate as? any UITabBarControllerDelegate }
        set { stagehandSlot.setAppDelegate(newValue) }
    }

    /// UIKit's delegate slot, which Stagehand's delegate shares with the app's.
    private var stagehandSlot: ContainerDelegateSlot<StagehandTabBarDelegate> {
        ContainerDelegateSlot(
            read: { [weak self] in self?.delegate },
            write: { [weak self] in self?.delegate = $0 as? any UITabBarControllerDelegate })
    }
}
#endif
