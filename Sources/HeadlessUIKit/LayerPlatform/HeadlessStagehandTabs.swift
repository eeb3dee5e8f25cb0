import Foundation
import StagehandCore
import StagehandUIKitLayer

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HeadlessTabBarController: LayerTabBarController {
    package typealias View = ModelView
    package typealias ViewController = ModelViewController

    package var layerViewControllers: [ModelViewController] { viewControllers }
}

extension HeadlessTabBarController {
    /// The transition every tab switch runs with (`stagehandTransition` of a phone's
    /// `UITabBarController`), nil for the system's own switch, at once. Setting one puts Stagehand's
    /// delegate in the ``delegate`` slot, forwarding every call to the delegate that was there
    /// (``stagehandForwardedDelegate``), whose own animators win. A push or a cover heads the other
    /// way to a tab left of the selected one; a transition whose screen does not cover the tab bar
    /// controller (a drawer, a card, a popup) is not switched with.
    public var stagehandTransition: (any CustomTransition)? {
        get { stagehandSlot.shell?.core.transition }
        set {
            stagehandSlot.enable {
                let shell = HeadlessStagehandTabBarDelegate(
                    core: TabTransitionCore(
                        tabBarController: self, platform: HeadlessPlatform(system: controller.owningSystem)))
                LayerOptions<HeadlessPlatform>.of(controller, creating: true)?.containerDelegate = shell
                return shell
            }.core.transition = newValue
        }
    }

    /// The app's own delegate, to which Stagehand's forwards every call once a
    /// ``stagehandTransition`` was set; before, it is ``delegate``. Held weakly.
    public var stagehandForwardedDelegate: (any HeadlessTabBarControllerDelegate)? {
        get { stagehandSlot.appDelegate as? any HeadlessTabBarControllerDelegate }
        set { stagehandSlot.setAppDelegate(newValue) }
    }

    /// The ``delegate`` slot, which Stagehand's delegate shares with the app's.
    private var stagehandSlot: ContainerDelegateSlot<HeadlessStagehandTabBarDelegate> {
        ContainerDelegateSlot(
            read: { [weak self] in self?.delegate },
            write: { [weak self] in self?.delegate = $0 as? any HeadlessTabBarControllerDelegate })
    }
}

/// Stagehand's tab bar controller delegate in the headless UIKit: a shell over the UIKit layer's
/// ``TabTransitionCore``, forwarding every call to the app's delegate first, as the phone's.
@MainActor
final class HeadlessStagehandTabBarDelegate: HeadlessTabBarAnimating, LayerForwardingDelegate {
    let core: TabTransitionCore<HeadlessPlatform>
    /// The app's delegate.
    weak var forwarded: (any HeadlessTabBarControllerDelegate)?

    init(core: TabTransitionCore<HeadlessPlatform>) { self.core = core }

    var forwardedDelegate: AnyObject? { forwarded }

    /// Nothing is kept that `reinstall` would have to clear (rule 60), as for a navigation
    /// controller's delegate.
    func forward(to delegate: AnyObject?, reinstall: @escaping @MainActor () -> Void) {
        forwarded = delegate as? any HeadlessTabBarControllerDelegate
    }

    func tabBarController(
        _ tabBarController: HeadlessTabBarController, shouldSelect viewController: ModelViewController
    ) -> Bool {
        if core.platform.system == nil { core.platform.system = tabBarController.controller.owningSystem }
        return forwarded?.tabBarController(tabBarController, shouldSelect: viewController) ?? true
    }

    func tabBarController(
        _ tabBarController: HeadlessTabBarController, didSelect viewController: ModelViewController
    ) {
        forwarded?.tabBarController(tabBarController, didSelect: viewController)
    }

    func tabBarController(
        _ tabBarController: HeadlessTabBarController,
        animationControllerForTransitionFrom from: ModelViewController, to: ModelViewController
    ) -> (any HeadlessAnimatedTransitioning)? {
        if core.platform.system == nil { core.platform.system = tabBarController.controller.owningSystem }
        return core.animationController(
            from: from, to: to,
            appAnimator: {
                (forwarded as? any HeadlessTabBarAnimating)?.tabBarController(
                    tabBarController, animationControllerForTransitionFrom: from, to: to)
            }, wrap: { HeadlessAnimatorShell(core: $0) })
    }

    func tabBarController(
        _ tabBarController: HeadlessTabBarController,
        interactionControllerFor animator: any HeadlessAnimatedTransitioning
    ) -> (any HeadlessInteractiveTransitioning)? {
        core.interactionController(
            stagehand: (animator as? HeadlessAnimatorShell)?.core,
            appInteractor: {
                (forwarded as? any HeadlessTabBarAnimating)?.tabBarController(
                    tabBarController, interactionControllerFor: animator)
            })
    }
}
