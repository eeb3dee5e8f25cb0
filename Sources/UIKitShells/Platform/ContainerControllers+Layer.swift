#if canImport(UIKit)
import StagehandUIKitLayer
import UIKit

// `viewControllers` and `transitionCoordinator` are UIKit's own.
extension UINavigationController: LayerNavigationController {
    package var layerView: UIView { view }

    package var layerViewControllers: [UIViewController] { viewControllers }

    package var layerIsTransitioning: Bool { transitionCoordinator != nil }

    /// The trait collection, with the layout direction the navigation controller's view is drawn in.
    package var layerTraits: LayerTraits {
        var traits = LayerTraits(traitCollection)
        if let view = viewIfLoaded {
            traits.layoutDirection = view.effectiveUserInterfaceLayoutDirection.rawValue
        }
        return traits
    }

    package func layerPopViewController(animated: Bool) -> Bool {
        popViewController(animated: animated) != nil
    }

    package func addLayerTransitionCompletion(_ completion: @escaping @MainActor () -> Void) -> Bool {
        addTransitionCompletion(completion)
    }
}
#endif

#if canImport(UIKit)
// `viewControllers` and `transitionCoordinator` are UIKit's own.
extension UITabBarController: LayerTabBarController {
    package var layerView: UIView { view }

    package var layerViewControllers: [UIViewController] { viewControllers ?? [] }

    package var layerIsTransitioning: Bool { transitionCoordinator != nil }

    /// The trait collection, with the layout direction the tab bar controller's view is drawn in.
    package var layerTraits: LayerTraits {
        var traits = LayerTraits(traitCollection)
        if let view = viewIfLoaded {
            traits.layoutDirection = view.effectiveUserInterfaceLayoutDirection.rawValue
        }
        return traits
    }

    package func addLayerTransitionCompletion(_ completion: @escaping @MainActor () -> Void) -> Bool {
        addTransitionCompletion(completion)
    }
}
#endif
