#if canImport(UIKit)
import StagehandCore
import StagehandUIKitLayer
import ObjectiveC
import UIKit

/// Stagehand's navigation controller delegate: a shell over the UIKit layer's
/// ``NavigationTransitionCore`` that forwards every call to the app's own delegate
/// (``forwarded``) first, and answers the rest of `UINavigationControllerDelegate` (the
/// orientations) only when the app's delegate does.
///
/// UIKit asks a delegate which methods it implements when it is set, and keeps the answer (the
/// navigation controller's delegate flags; O fastred/AHKNavigationController#2,
/// pointfreeco/swift-navigation#311): when ``forwarded`` changes, the navigation controller's
/// delegate is set again (``reinstall(on:)``), so that UIKit asks again.
@MainActor
final class StagehandNavigationDelegate: NSObject, UINavigationControllerDelegate {
    /// The core every method calls.
    let core: NavigationTransitionCore<UIKitPlatform>
    /// The app's own delegate, held weakly, as UIKit holds delegates. Read by `responds(to:)` and
    /// `forwardingTarget(for:)`, which UIKit calls on the main thread, outside Swift's isolation.
    nonisolated(unsafe) private(set) weak var forwarded: (any UINavigationControllerDelegate)?

    /// Forwards to `delegate` from now on, and sets `navigationController`'s delegate again through
    /// `install` (nil, then this object), so that UIKit reads which methods it answers (rule 60);
    /// again when `delegate` goes away.
    func forward(
        to delegate: (any UINavigationControllerDelegate)?, on navigationController: UINavigationController
    ) {
        forwarded = delegate
        if let delegate {
            DelegateWatcher.watch(delegate) { [weak self, weak navigationController] in
                guard let self, let navigationController, self.forwarded == nil else { return }
                navigationController.reinstall(self)
            }
        }
        navigationController.reinstall(self)
    }

    /// Creates the shell of `core`.
    init(core: NavigationTransitionCore<UIKitPlatform>) {
        self.core = core
        super.init()
    }

    // MARK: Forwarding what Stagehand does not implement

    nonisolated override func responds(to aSelector: Selector!) -> Bool {
        super.responds(to: aSelector) || (forwarded?.responds(to: aSelector) ?? false)
    }

    nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
        forwarded?.responds(to: aSelector) == true ? forwarded : super.forwardingTarget(for: aSelector)
    }

    // MARK: UINavigationControllerDelegate

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController,
        animated: Bool
    ) {
        forwarded?.navigationController?(navigationController, willShow: viewController, animated: animated)
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
    ) {
        core.didShow(viewController)
        forwarded?.navigationController?(navigationController, didShow: viewController, animated: animated)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        core.animationController(
            for: operation == .push ? .present : .dismiss, from: fromVC, to: toVC,
            appAnimator: {
                forwarded?.navigationController?(
                    navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
            }, wrap: { TransitionAnimator(core: $0) })
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        core.interactionController(
            stagehand: (animationController as? TransitionAnimator)?.core,
            appInteractor: {
                forwarded?.navigationController?(
                    navigationController, interactionControllerFor: animationController)
            }, wrap: { InteractionController(core: $0) })
    }
}
/// Runs a block when the object it is attached to goes away (an associated object released with
/// it).
@MainActor
private final class DelegateWatcher: NSObject {
    private let ended: @MainActor () -> Void

    private init(ended: @escaping @MainActor () -> Void) { self.ended = ended }

    /// Attaches a watcher to `object` that runs `ended` on the main actor once `object` is gone.
    static func watch(_ object: AnyObject, ended: @escaping @MainActor () -> Void) {
        objc_setAssociatedObject(
            object, key, DelegateWatcher(ended: ended), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// The association key: a selector's pointer, unique and constant for the life of the process.
    private static var key: UnsafeRawPointer {
        unsafeBitCast(#selector(getter: DelegateWatcher.keyAnchor), to: UnsafeRawPointer.self)
    }

    /// Exists only so that its selector can serve as the association key.
    @objc private var keyAnchor: Bool { false }

    /// At once on the main thread, where a delegate UIKit uses goes away, so that no later call
    /// meets the answers UIKit kept; on the main actor's next turn elsewhere.
    deinit {
        let ended = ended
        if Thread.isMainThread {
            // On the main thread, the main actor's: what `MainActor.assumeIsolated` does, which the
            // iOS 15 deployment target lacks.
            unsafeBitCast(ended, to: (() -> Void).self)()
        } else {
            Task { @MainActor in ended() }
        }
    }
}
#endif
