import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A container controller whose child switches run through its delegate's animator, as the UIKit
/// layer uses it: a navigation controller's pushes and pops, a tab bar controller's tab switches
/// (rules 52–59). ``ContainedScreen`` asks it.
@MainActor
package protocol LayerScreenContainer<ViewController>: AnyObject {
    /// The platform's view type.
    associatedtype View: LayerView
    /// The platform's view controller type.
    associatedtype ViewController: LayerViewController

    /// The container controller's own view.
    var layerView: View { get }
    /// Whether a switch is under way: the container has a transition coordinator, from the call
    /// until its completions have run (rule 53).
    var layerIsTransitioning: Bool { get }
    /// The container's traits, as the layer reads them (the layout direction of its view).
    var layerTraits: LayerTraits { get }
    /// Adds `completion` to the transition coordinator's completions; false when there is none.
    func addLayerTransitionCompletion(_ completion: @escaping @MainActor () -> Void) -> Bool

    /// Whether a person may take `controller`'s screen away now (a navigation controller's back
    /// swipe): it is the top, with a screen below, and no switch is under way (rules 55, 56).
    func layerMayDismissScreen(_ controller: ViewController) -> Bool
    /// Takes `controller`'s screen away (a pop), when ``layerMayDismissScreen(_:)``; whether a
    /// switch began.
    func layerDismissScreen(_ controller: ViewController, animated: Bool) -> Bool
}

/// A navigation controller, as the UIKit layer uses it (`UINavigationController`; the headless
/// UIKit's `HeadlessNavigationController`): its stack, and the pop its back swipe asks for.
@MainActor
package protocol LayerNavigationController: LayerScreenContainer {
    /// `viewControllers`, bottom to top; it changes when a push or pop is called (rule 52).
    var layerViewControllers: [ViewController] { get }
    /// `popViewController(animated:)`; whether a controller came off the stack.
    func layerPopViewController(animated: Bool) -> Bool
}

extension LayerNavigationController {
    /// The top, with a controller below it, and no push or pop under way (rules 55, 56).
    package func layerMayDismissScreen(_ controller: ViewController) -> Bool {
        let stack = layerViewControllers
        return stack.count > 1 && stack.last === controller && !layerIsTransitioning
    }

    /// Pops `controller` while it is the top.
    package func layerDismissScreen(_ controller: ViewController, animated: Bool) -> Bool {
        guard layerViewControllers.last === controller else { return false }
        return layerPopViewController(animated: animated)
    }
}

/// A tab bar controller, as the UIKit layer uses it (`UITabBarController`; the headless UIKit's
/// `HeadlessTabBarController`): its tabs, in order.
@MainActor
package protocol LayerTabBarController: LayerScreenContainer {
    /// `viewControllers`, the tabs in order.
    var layerViewControllers: [ViewController] { get }
}

extension LayerTabBarController {
    /// Never: a tab leaves only when another is selected.
    package func layerMayDismissScreen(_ controller: ViewController) -> Bool { false }

    /// Nothing: a tab leaves only when another is selected.
    package func layerDismissScreen(_ controller: ViewController, animated: Bool) -> Bool { false }
}
