#if canImport(UIKit)
import StagehandCore
import StagehandUIKitLayer
import UIKit

/// The presentation controller of a Stagehand presentation: a shell whose every override calls
/// `super` and the UIKit layer's ``PresentationControllerCore``, and which answers the core's
/// questions about UIKit (its views, its adaptive delegate).
@MainActor
final class StagehandPresentationController: UIPresentationController, LayerPresentationControllerHost {
    typealias P = UIKitPlatform

    /// The core every override calls.
    let core: PresentationControllerCore<UIKitPlatform>

    /// Creates the presentation controller of `presented` over `presenting`, forwarding to `core`.
    init(
        presentedViewController presented: UIViewController, presenting: UIViewController?,
        core: PresentationControllerCore<UIKitPlatform>
    ) {
        self.core = core
        super.init(presentedViewController: presented, presenting: presenting)
        core.attach(to: self)
    }

    override var presentedView: UIView? { core.presentedView }

    override var shouldRemovePresentersView: Bool { core.shouldRemovePresentersView }

    override var frameOfPresentedViewInContainerView: CGRect { core.frameOfPresentedViewInContainerView }

    override func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        guard container === presentedViewController else {
            return super.size(forChildContentContainer: container, withParentContainerSize: parentSize)
        }
        return core.sizeOfPresentedController(inParentOfSize: parentSize)
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        core.presentationTransitionWillBegin()
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        core.presentationTransitionDidEnd(completed)
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        core.dismissalTransitionWillBegin()
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        core.dismissalTransitionDidEnd(completed)
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        core.containerViewWillLayoutSubviews()
    }

    override func viewWillTransition(
        to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        super.viewWillTransition(to: size, with: coordinator)
        core.viewWillTransition { alongside in coordinator.animate(alongsideTransition: { _ in alongside() })
        }
    }

    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        core.preferredContentSizeDidChange()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        core.traitCollectionDidChange(
            from: previousTraitCollection.map(LayerTraits.init), to: LayerTraits(traitCollection))
    }

    // MARK: LayerPresentationControllerHost

    /// The trait collection, with the layout direction the presenting screen is drawn in: its view's
    /// `effectiveUserInterfaceLayoutDirection`, which follows the language, a trait override and the
    /// view's `semanticContentAttribute` (the trait collection's own when the view is not loaded).
    var layerTraits: LayerTraits {
        var traits = LayerTraits(traitCollection)
        if let view = presentingViewController.viewIfLoaded {
            traits.layoutDirection = view.effectiveUserInterfaceLayoutDirection.rawValue
        }
        return traits
    }

    func delegateShouldDismiss() -> Bool { delegate?.presentationControllerShouldDismiss?(self) ?? true }

    func delegateDidAttemptToDismiss() { delegate?.presentationControllerDidAttemptToDismiss?(self) }

    func delegateWillDismiss() { delegate?.presentationControllerWillDismiss?(self) }

    func delegateDidDismiss() { delegate?.presentationControllerDidDismiss?(self) }
}
#endif
