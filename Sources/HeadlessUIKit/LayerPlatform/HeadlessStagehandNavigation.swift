import Foundation
import StagehandCore
import StagehandUIKitLayer

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a navigation controller and a tab bar controller answer alike, as the layer reads them.
extension ContainerTransitionHost {
    package var layerView: ModelView { controller.view }
    package var layerIsTransitioning: Bool { vendedCoordinator != nil }
    package var layerTraits: LayerTraits {
        LayerTraits(controller.owningSystem?.traitCollection ?? .iPhonePortrait)
    }

    package func addLayerTransitionCompletion(_ completion: @escaping @MainActor () -> Void) -> Bool {
        guard let coordinator = vendedCoordinator else { return false }
        _ = coordinator.animate(alongsideTransition: nil, completion: { _ in completion() })
        return true
    }
}

extension HeadlessNavigationController: LayerNavigationController {
    package typealias View = ModelView
    package typealias ViewController = ModelViewController

    package var layerViewControllers: [ModelViewController] { viewControllers }

    package func layerPopViewController(animated: Bool) -> Bool {
        popViewController(animated: animated) != nil
    }
}

extension HeadlessNavigationController {
    /// Runs this navigation controller's pushes and pops with Stagehand transitions, as a phone's
    /// `StagehandNavigationController` does: Stagehand's delegate takes the ``delegate`` slot and
    /// forwards every call to the delegate that was there (``stagehandForwardedDelegate``), which
    /// keeps supplying its own animators where it answers one. Calling it again changes nothing.
    public func enableStagehandTransitions() {
        stagehandSlot.enable {
            let shell = HeadlessStagehandNavigationDelegate(
                core: NavigationTransitionCore(
                    navigationController: self, platform: HeadlessPlatform(system: controller.owningSystem)))
            LayerOptions<HeadlessPlatform>.of(controller, creating: true)?.containerDelegate = shell
            return shell
        }
    }

    /// The app's own delegate, to which Stagehand's forwards every call, once
    /// ``enableStagehandTransitions()`` has run (the delegate property of a phone's
    /// `StagehandNavigationController`); held weakly. Before, it is ``delegate``.
    public var stagehandForwardedDelegate: (any HeadlessNavigationControllerDelegate)? {
        get { stagehandSlot.appDelegate as? any HeadlessNavigationControllerDelegate }
        set { stagehandSlot.setAppDelegate(newValue) }
    }

    /// The ``delegate`` slot, which Stagehand's delegate shares with the app's.
    private var stagehandSlot: ContainerDelegateSlot<HeadlessStagehandNavigationDelegate> {
        ContainerDelegateSlot(
            read: { [weak self] in self?.delegate },
            write: { [weak self] in self?.delegate = $0 as? any HeadlessNavigationControllerDelegate })
    }

    /// Pushes `pushed` with `transition` (`pushViewController(_:transition:animated:)` on a phone):
    /// that push and the pop that takes it off run with it; the controller's own
    /// ``ModelViewController/stagehandTransition`` serves its later pushes. Stagehand's transitions
    /// are enabled first (``enableStagehandTransitions()``). Asked while a push, pop or tab switch
    /// runs, the push waits for its end (rule 56); a controller in the stack or presented is not
    /// pushed (rule 57).
    public func pushViewController(
        _ pushed: ModelViewController, transition: any CustomTransition, animated: Bool = true
    ) {
        enableStagehandTransitions()
        NavigationPushing<HeadlessPlatform>.push(
            pushed, transition: transition, on: self,
            platform: HeadlessPlatform(system: controller.owningSystem)
        ) { [weak self] in self?.pushViewController($0, animated: animated) }
    }
}

/// Stagehand's navigation controller delegate in the headless UIKit: a shell over the UIKit layer's
/// ``NavigationTransitionCore``, forwarding every call to the app's delegate first, as the phone's.
@MainActor
final class HeadlessStagehandNavigationDelegate: HeadlessNavigationAnimating, LayerForwardingDelegate {
    let core: NavigationTransitionCore<HeadlessPlatform>
    /// The app's delegate.
    weak var forwarded: (any HeadlessNavigationControllerDelegate)?

    init(core: NavigationTransitionCore<HeadlessPlatform>) { self.core = core }

    var forwardedDelegate: AnyObject? { forwarded }

    /// The headless UIKit's delegates are Swift protocols whose answers are fixed: nothing is kept
    /// that `reinstall` would have to clear (rule 60).
    func forward(to delegate: AnyObject?, reinstall: @escaping @MainActor () -> Void) {
        forwarded = delegate as? any HeadlessNavigationControllerDelegate
    }

    func navigationController(
        _ navigationController: HeadlessNavigationController, willShow viewController: ModelViewController,
        animated: Bool
    ) {
        if core.platform.system == nil { core.platform.system = navigationController.controller.owningSystem }
        core.willShow(viewController)
        forwarded?.navigationController(navigationController, willShow: viewController, animated: animated)
    }

    func navigationController(
        _ navigationController: HeadlessNavigationController, didShow viewController: ModelViewController,
        animated: Bool
    ) {
        core.didShow(viewController)
        forwarded?.navigationController(navigationController, didShow: viewController, animated: animated)
    }

    func navigationController(
        _ navigationController: HeadlessNavigationController,
        animationControllerFor operation: NavigationOperation, from: ModelViewController,
        to: ModelViewController
    ) -> (any HeadlessAnimatedTransitioning)? {
        core.animationController(
            for: operation == .push ? .present : .dismiss, from: from, to: to,
            appAnimator: {
                (forwarded as? any HeadlessNavigationAnimating)?.navigationController(
                    navigationController, animationControllerFor: operation, from: from, to: to)
            }, wrap: { HeadlessAnimatorShell(core: $0) })
    }

    func navigationController(
        _ navigationController: HeadlessNavigationController,
        interactionControllerFor animator: any HeadlessAnimatedTransitioning
    ) -> (any HeadlessInteractiveTransitioning)? {
        core.interactionController(
            stagehand: (animator as? HeadlessAnimatorShell)?.core,
            appInteractor: {
                (forwarded as? any HeadlessNavigationAnimating)?.navigationController(
                    navigationController, interactionControllerFor: animator)
            }, wrap: { HeadlessInteractorShell(core: $0) })
    }
}
