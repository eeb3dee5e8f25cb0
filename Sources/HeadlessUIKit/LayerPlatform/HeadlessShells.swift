import Foundation
import StagehandCore
import StagehandUIKitLayer

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The transitioning delegate of a controller presented with a Stagehand transition in the headless
/// UIKit: a shell over the UIKit layer's ``TransitioningDelegateCore``, as thin as the phone's.
@MainActor
final class HeadlessStagehandDelegate: HeadlessTransitioningDelegate {
    /// The core every method calls.
    let core: TransitioningDelegateCore<HeadlessPlatform>

    init(core: TransitioningDelegateCore<HeadlessPlatform>) { self.core = core }

    func presentationController(
        forPresented presented: ModelViewController, presenting: ModelViewController?,
        source: ModelViewController
    ) -> HeadlessPresentationController? {
        if core.platform.system == nil {
            core.platform.system = source.owningSystem ?? presented.owningSystem
        }
        return StagehandHeadlessPresentationController(
            presented: presented, presenting: presenting ?? source, core: core.makePresentation(of: presented)
        )
    }

    func animationController(
        forPresented presented: ModelViewController, presenting: ModelViewController,
        source: ModelViewController
    ) -> (any HeadlessAnimatedTransitioning)? {
        core.animatorForPresentation().map(HeadlessAnimatorShell.init(core:))
    }

    func animationController(forDismissed dismissed: ModelViewController) -> (
        any HeadlessAnimatedTransitioning
    )? {
        core.animatorForDismissal(of: dismissed).map(HeadlessAnimatorShell.init(core:))
    }

    func interactionControllerForPresentation(using animator: any HeadlessAnimatedTransitioning)
        -> (any HeadlessInteractiveTransitioning)?
    {
        (animator as? HeadlessAnimatorShell).map { HeadlessInteractorShell(core: $0.core) }
    }

    func interactionControllerForDismissal(using animator: any HeadlessAnimatedTransitioning)
        -> (any HeadlessInteractiveTransitioning)?
    {
        (animator as? HeadlessAnimatorShell).map { HeadlessInteractorShell(core: $0.core) }
    }
}

/// Stagehand's presentation controller in the headless UIKit: a shell whose every override calls
/// the UIKit layer's `PresentationControllerCore`, as the phone's does.
@MainActor
public final class StagehandHeadlessPresentationController: HeadlessPresentationController,
    LayerPresentationControllerHost
{
    package typealias P = HeadlessPlatform

    /// The core every override calls.
    package let core: PresentationControllerCore<HeadlessPlatform>

    init(
        presented: ModelViewController, presenting: ModelViewController,
        core: PresentationControllerCore<HeadlessPlatform>
    ) {
        self.core = core
        super.init(presentedViewController: presented, presenting: presenting)
        core.attach(to: self)
    }

    /// The core's wrapper around the presented controller's view.
    public override var presentedView: ModelView? { core.presentedView }

    /// The window's traits (``HeadlessTraits``), as the layer reads them.
    package var layerTraits: LayerTraits { LayerTraits(traitCollection) }

    /// The driver's answer.
    public override var shouldRemovePresentersView: Bool { core.shouldRemovePresentersView }

    /// The driver's frame.
    public override var frameOfPresentedViewInContainerView: CGRect {
        core.frameOfPresentedViewInContainerView
    }

    /// The driver's size for the presented controller.
    public override func size(
        forChildContentContainer container: ModelViewController, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        guard container === presentedViewController else {
            return super.size(forChildContentContainer: container, withParentContainerSize: parentSize)
        }
        return core.sizeOfPresentedController(inParentOfSize: parentSize)
    }

    /// Forwarded.
    public override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        core.presentationTransitionWillBegin()
    }

    /// Forwarded.
    public override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        core.presentationTransitionDidEnd(completed)
    }

    /// Forwarded.
    public override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        core.dismissalTransitionWillBegin()
    }

    /// Forwarded.
    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        core.dismissalTransitionDidEnd(completed)
    }

    /// Forwarded.
    public override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        core.containerViewWillLayoutSubviews()
    }

    /// Forwarded, after `super` (rule 26).
    public override func viewWillTransition(to size: CGSize, with coordinator: HeadlessTransitionCoordinator)
    {
        super.viewWillTransition(to: size, with: coordinator)
        core.viewWillTransition { alongside in coordinator.animate(alongsideTransition: { _ in alongside() })
        }
    }

    /// Forwarded.
    public override func preferredContentSizeDidChange(
        forChildContentContainer container: ModelViewController
    ) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        core.preferredContentSizeDidChange()
    }

    /// Forwarded, after `super` (rule 47).
    public override func traitCollectionDidChange(_ previousTraitCollection: HeadlessTraits?) {
        super.traitCollectionDidChange(previousTraitCollection)
        core.traitCollectionDidChange(
            from: previousTraitCollection.map(LayerTraits.init), to: LayerTraits(traitCollection))
    }

    package func delegateShouldDismiss() -> Bool {
        delegate?.presentationControllerShouldDismiss(self) ?? true
    }

    package func delegateDidAttemptToDismiss() { delegate?.presentationControllerDidAttemptToDismiss(self) }

    package func delegateWillDismiss() { delegate?.presentationControllerWillDismiss(self) }

    package func delegateDidDismiss() { delegate?.presentationControllerDidDismiss(self) }
}

/// Stagehand's animator in the headless UIKit: a shell over the UIKit layer's ``AnimatorCore``.
@MainActor
final class HeadlessAnimatorShell: HeadlessAnimatedTransitioning {
    let core: AnimatorCore<HeadlessPlatform>

    init(core: AnimatorCore<HeadlessPlatform>) { self.core = core }

    var isInterruptible: Bool { true }

    func transitionDuration(using transitionContext: HeadlessTransitionContext?) -> Double {
        core.transitionDuration(animated: transitionContext?.isAnimated ?? true)
    }

    func animateTransition(using transitionContext: HeadlessTransitionContext) {
        core.animateTransition(using: transitionContext)
    }
}

/// Stagehand's interaction controller in the headless UIKit: a shell over the same ``AnimatorCore``.
@MainActor
final class HeadlessInteractorShell: HeadlessInteractiveTransitioning {
    let core: AnimatorCore<HeadlessPlatform>

    init(core: AnimatorCore<HeadlessPlatform>) { self.core = core }

    var wantsInteractiveStart: Bool { core.wantsInteractiveStart }

    func startInteractiveTransition(_ transitionContext: HeadlessTransitionContext) {
        core.startInteractiveTransition(transitionContext)
    }
}

/// The target and delegate of a Stagehand pan recognizer in the headless UIKit: every call goes to
/// the UIKit layer's ``DismissalPanCore``.
@MainActor
final class PanRecognizerShell: HeadlessGestureRecognizerDelegate {
    private weak var handler: DismissalPanCore<HeadlessPlatform>?

    init(handler: DismissalPanCore<HeadlessPlatform>) { self.handler = handler }

    func handle(_ recognizer: HeadlessPanGestureRecognizer) {
        handler?.handle(recognizer)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: HeadlessGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? HeadlessPanGestureRecognizer else { return false }
        return handler?.shouldBegin(pan) ?? false
    }

    func gestureRecognizer(
        _ gestureRecognizer: HeadlessGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: HeadlessGestureRecognizer
    ) -> Bool {
        guard let pan = gestureRecognizer as? HeadlessPanGestureRecognizer else { return false }
        return handler?.shouldRecognizeSimultaneously(pan, with: otherGestureRecognizer) ?? false
    }

    func gestureRecognizer(
        _ gestureRecognizer: HeadlessGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: HeadlessGestureRecognizer
    ) -> Bool {
        guard let pan = gestureRecognizer as? HeadlessPanGestureRecognizer else { return false }
        return handler?.shouldRequireFailure(pan, of: otherGestureRecognizer, on: otherGestureRecognizer.view)
            ?? false
    }

    func gestureRecognizer(_ gestureRecognizer: HeadlessGestureRecognizer, shouldReceive touch: HeadlessTouch)
        -> Bool
    {
        guard let pan = gestureRecognizer as? HeadlessPanGestureRecognizer else { return true }
        return handler?.shouldReceive(pan, touchIn: touch.view) ?? true
    }
}
