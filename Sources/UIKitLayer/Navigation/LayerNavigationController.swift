import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A navigation controller, as the UIKit layer uses it (`UINavigationController`; the headless
/// UIKit's `HeadlessNavigationController`): its view, its stack, whether a push or pop runs, and
/// the pop its back swipe asks for.
@MainActor
package protocol LayerNavigationController: AnyObject {
    /// The platform's view type.
    associatedtype View: LayerView
    /// The platform's view controller type.
    associatedtype ViewController: LayerViewController

    /// The navigation controller's own view, which the back swipe's recognizer goes on.
    var layerView: View { get }
    /// `viewControllers`, bottom to top; it changes when a push or pop is called (rule 52).
    var layerViewControllers: [ViewController] { get }
    /// Whether a push or pop is under way: the navigation controller has a transition coordinator,
    /// from the call until its completions have run (rule 53).
    var layerIsTransitioning: Bool { get }
    /// The navigation controller's traits, as the layer reads them (the layout direction of its
    /// view).
    var layerTraits: LayerTraits { get }

    /// `popViewController(animated:)`; whether a controller came off the stack.
    func layerPopViewController(animated: Bool) -> Bool
    /// Adds `completion` to the transition coordinator's completions; false when there is none.
    func addLayerTransitionCompletion(_ completion: @escaping @MainActor () -> Void) -> Bool
}
