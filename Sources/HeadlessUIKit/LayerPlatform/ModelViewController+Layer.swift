import Foundation
import StagehandUIKitLayer

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ModelViewController: LayerViewController {
    package typealias View = ModelView
    package typealias ViewController = ModelViewController
    package typealias PresentationStyle = ModalPresentationStyle

    package var viewIfLoaded: ModelView? { view }

    package var loadedView: ModelView { view }

    /// The system's traits (the headless UIKit has one trait collection, the window's).
    package var layerTraits: LayerTraits {
        LayerTraits(owningSystem?.traitCollection ?? .iPhonePortrait)
    }

    /// The core of the nearest Stagehand presentation controller managing this controller: its own,
    /// or an ancestor's (UIKit's `presentationController` of a child).
    package var layerPresentationCore: AnyObject? {
        var current: ModelViewController? = self
        while let controller = current {
            if let shell = controller.presentationController as? StagehandHeadlessPresentationController {
                return shell.core
            }
            current = controller.parent
        }
        return nil
    }

    /// Whether a dismissal of this controller (or of the one it is inside) is under way: accepted
    /// and not complete (alone, or beside the transition in progress: rule 24's runs-at-once
    /// reading), or held for after the transition in progress (its held reading).
    package var isBeingDismissed: Bool {
        guard let system = owningSystem else { return false }
        func concerns(_ presented: ModelViewController?) -> Bool {
            var current: ModelViewController? = self
            while let controller = current {
                if controller === presented { return true }
                current = controller.parent
            }
            return false
        }
        for transition in [system.current, system.overlapping].compactMap({ $0 })
        where !transition.isPresentation && concerns(transition.presentation.presented) {
            return true
        }
        return system.heldDismissals.contains { concerns($0.presented) }
    }

    package var hasTransitionCoordinator: Bool { transitionCoordinator != nil }

    package var layerPreferredContentSize: CGSize? { preferredContentSize }

    package var layerTransitioningDelegate: AnyObject? {
        get { transitioningDelegate }
        set { transitioningDelegate = newValue as? any HeadlessTransitioningDelegate }
    }

    package var layerOptions: AnyObject? {
        get { associatedObjects[Self.optionsKey] }
        set { associatedObjects[Self.optionsKey] = newValue }
    }

    /// The coordinator runs its completions even when it answers that the (absent) animation could
    /// not be queued (`UIViewControllerTransitionCoordinator.h`): registered means it will run.
    package func addTransitionCompletion(_ completion: @escaping @MainActor () -> Void) -> Bool {
        guard let coordinator = transitionCoordinator else { return false }
        _ = coordinator.animate(alongsideTransition: nil, completion: { _ in completion() })
        return true
    }

    package func layerPresent(
        _ controller: ModelViewController, animated: Bool, completion: (@MainActor () -> Void)?
    ) {
        present(controller, animated: animated, completion: completion)
    }

    package func layerDismiss(animated: Bool) {
        dismiss(animated: animated)
    }

    /// The key under which the controller keeps Stagehand's options.
    static let optionsKey = "stagehand.options"
}
