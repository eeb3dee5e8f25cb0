#if canImport(UIKit)
import StagehandUIKitLayer
import UIKit

// `viewControllers` and `transitionCoordinator` are UIKit's own; `layerTraits` is every controller's
// (`UIViewController+LayerViewController.swift`).
extension UINavigationController: LayerNavigationController {
    package var layerView: UIView { view }

    package var layerViewControllers: [UIViewController] { viewControllers }

    package var layerIsTransitioning: Bool { transitionCoordinator != nil }

    package func layerPopViewController(animated: Bool) -> Bool {
        popViewController(animated: animated) != nil
    }

    package func addLayerTransitionCompletion(_ completion: @escaping @MainActor () -> Void) -> Bool {
        addTransitionCompletion(completion)
    }
}
#endif

#if canImport(UIKit)
// `viewControllers` and `transitionCoordinator` are UIKit's own; `layerTraits` is every controller's
// (`UIViewController+LayerViewController.swift`).
extension UITabBarController: LayerTabBarController {
    package var layerView: UIView { view }

    package var layerViewControllers: [UIViewController] { viewControllers ?? [] }

    package var layerIsTransitioning: Bool { transitionCoordinator != nil }

    package func addLayerTransitionCompletion(_ completion: @escaping @MainActor () -> Void) -> Bool {
        addTransitionCompletion(completion)
    }
}
#endif
