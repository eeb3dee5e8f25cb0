#if canImport(ObjectiveC) && canImport(UIKit)
import ObjectiveC
import StagehandUIKitLayer
import UIKit

// `viewIfLoaded`, `presentingViewController`, `presentedViewController`, `children`,
// `isModalInPresentation`, `isBeingDismissed`, `modalPresentationStyle`,
// `modalPresentationCapturesStatusBarAppearance`, `setNeedsStatusBarAppearanceUpdate()` and
// `setNeedsUpdateOfHomeIndicatorAutoHidden()` are UIKit's own.
extension UIViewController: LayerViewController {
    package typealias View = UIView
    package typealias ViewController = UIViewController
    package typealias PresentationStyle = UIModalPresentationStyle

    package var loadedView: UIView { view }

    /// The trait collection, with the layout direction the controller's view is drawn in.
    package var layerTraits: LayerTraits {
        var traits = LayerTraits(traitCollection)
        if let view = viewIfLoaded {
            traits.layoutDirection = view.effectiveUserInterfaceLayoutDirection.rawValue
        }
        return traits
    }

    package var layerPresentationCore: AnyObject? {
        (presentationController as? StagehandPresentationController)?.core
    }

    package var hasTransitionCoordinator: Bool { transitionCoordinator != nil }

    package var layerPreferredContentSize: CGSize? { preferredContentSize }

    package var layerTransitioningDelegate: AnyObject? {
        get { transitioningDelegate }
        set { transitioningDelegate = newValue as? any UIViewControllerTransitioningDelegate }
    }

    package var layerOptions: AnyObject? {
        get { objc_getAssociatedObject(self, Self.layerOptionsKey) as AnyObject? }
        set {
            objc_setAssociatedObject(self, Self.layerOptionsKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }

    /// The coordinator runs its completions even when it answers that the (absent) animation could
    /// not be queued (`UIViewControllerTransitionCoordinator.h`): registered means it will run.
    package func addTransitionCompletion(_ completion: @escaping @MainActor () -> Void) -> Bool {
        guard let coordinator = transitionCoordinator else { return false }
        _ = coordinator.animate(alongsideTransition: nil, completion: { _ in completion() })
        return true
    }

    package func layerPresent(
        _ controller: UIViewController, animated: Bool, completion: (@MainActor () -> Void)?
    ) {
        present(controller, animated: animated, completion: completion)
    }

    package func layerDismiss(animated: Bool) {
        dismiss(animated: animated)
    }

    /// The association key: a selector's pointer, unique and constant for the life of the process.
    private static var layerOptionsKey: UnsafeRawPointer {
        unsafeBitCast(
            #selector(getter: UIViewController.stagehandOptionsKeyAnchor), to: UnsafeRawPointer.self)
    }

    /// Exists only so that its selector can serve as the association key.
    @objc private var stagehandOptionsKeyAnchor: Bool { false }
}
#endif
