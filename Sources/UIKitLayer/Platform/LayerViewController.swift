import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A view controller, as the UIKit layer uses it (`UIViewController`; the headless UIKit's
/// `ModelViewController`): its view, its presentation links, and what Stagehand keeps on it.
@MainActor
package protocol LayerViewController: AnyObject {
    /// The platform's view type.
    associatedtype View: LayerView
    /// The platform's view controller type (the conformer's own base class).
    associatedtype ViewController: LayerViewController
    /// The platform's modal presentation style type.
    associatedtype PresentationStyle: Equatable

    /// The view, when it is loaded.
    var viewIfLoaded: View? { get }
    /// The view, loaded if it was not.
    var loadedView: View { get }
    /// The core of the Stagehand presentation controller this controller is presented by, if any
    /// (the platform's shell's ``PresentationControllerCore``).
    var layerPresentationCore: AnyObject? { get }
    /// The controller presenting this one, while presented.
    var presentingViewController: ViewController? { get }
    /// The controller this one presents.
    var presentedViewController: ViewController? { get }
    /// The child controllers.
    var children: [ViewController] { get }
    /// Whether user dismissals are refused (rule 31).
    var isModalInPresentation: Bool { get set }
    /// Whether a dismissal of this controller is under way (set inside `dismiss`).
    var isBeingDismissed: Bool { get }
    /// Whether a transition coordinator answers for this controller (rule 32).
    var hasTransitionCoordinator: Bool { get }
    /// The preferred size of the content, nil or zero for none.
    var layerPreferredContentSize: CGSize? { get }
    /// The modal presentation style.
    var modalPresentationStyle: PresentationStyle { get set }
    /// The transitioning delegate object (the platform's shell of a ``TransitioningDelegateCore``).
    var layerTransitioningDelegate: AnyObject? { get set }
    /// What Stagehand keeps on the controller (an associated object on iOS).
    var layerOptions: AnyObject? { get set }
    /// `modalPresentationCapturesStatusBarAppearance`: whether the controller, presented, takes the
    /// status bar (and, by rule 36's likely reading, the home indicator) over from its presenter.
    var modalPresentationCapturesStatusBarAppearance: Bool { get set }

    /// The controller's traits, with the layout direction its view is drawn in.
    var layerTraits: LayerTraits { get }
    /// The controller this one is a child of (`parent`).
    var parent: ViewController? { get }
    /// `addChild(_:)`: makes `child` a child, telling it `willMove(toParent:)` first (rule 63).
    func addChild(_ child: ViewController)
    /// `removeFromParent()`: leaves the parent, telling itself `didMove(toParent:)` with nil after
    /// (rule 63); the parent calls `willMove(toParent:)` with nil first.
    func removeFromParent()
    /// `willMove(toParent:)`: the controller is about to join `parent`, or to leave with nil.
    func willMove(toParent parent: ViewController?)
    /// `didMove(toParent:)`: the controller joined `parent` (its view in place), or left with nil.
    func didMove(toParent parent: ViewController?)

    /// Adds `completion` to the transition coordinator's completions (`animate(alongsideTransition:
    /// nil, completion:)`): it runs once the transition is over, after the `present` or `dismiss`
    /// completion (rule 33). False when there is no coordinator to run it.
    func addTransitionCompletion(_ completion: @escaping @MainActor () -> Void) -> Bool
    /// `present(_:animated:completion:)`.
    func layerPresent(_ controller: ViewController, animated: Bool, completion: (@MainActor () -> Void)?)
    /// `dismiss(animated:completion:)` with no completion: what this controller presents, or this
    /// controller itself (rule 25).
    func layerDismiss(animated: Bool)
    /// `setNeedsStatusBarAppearanceUpdate()`: the system reads the status bar's appearance again.
    func setNeedsStatusBarAppearanceUpdate()
    /// `setNeedsUpdateOfHomeIndicatorAutoHidden()`: the system reads the home indicator's
    /// preference again.
    func setNeedsUpdateOfHomeIndicatorAutoHidden()
}
