#if canImport(UIKit)
import StagehandCore
import UIKit

/// The presentation controller of a Stagehand presentation: every UIKit callback goes to the
/// ``PresentationDriver``, and what it answers is applied.
///
/// - `shouldRemovePresentersView` and `frameOfPresentedViewInContainerView` are the driver's.
/// - `presentationTransitionWillBegin`/`DidEnd`, `dismissalTransitionWillBegin`/`DidEnd`,
///   `containerViewWillLayoutSubviews`, trait changes, size changes (laid out alongside the
///   transition coordinator's animation) and preferred-content-size changes are forwarded.
/// - `presentedView` is a ``PresentedWrapperView`` around the presented controller's view, which
///   answers VoiceOver's escape gesture with `driver.accessibilityEscape()`; it is
///   `accessibilityViewIsModal` while the driver says the presentation is presented.
/// - A tap on the dimming view calls `driver.dimmingTapped()`; a pan on the presented view drives the
///   driver's drag (``DismissalPanHandler``).
///
/// It holds the driver and the transitioning delegate (the driver's ``PresentationSystem``) strongly,
/// so the presentation keeps working for as long as UIKit keeps it, whatever happens to the
/// presented controller's transitioning delegate.
@MainActor
final class StagehandPresentationController: UIPresentationController {
    /// The presentation's driver.
    let driver: PresentationDriver<UIKitStage>
    /// The system the driver asks (kept alive with the presentation).
    private let system: StagehandTransitioningDelegate
    private let panHandler: DismissalPanHandler
    private var wrapper: PresentedWrapperView?

    /// Creates the presentation controller of `presented` over `presenting` for `driver`.
    init(
        presentedViewController presented: UIViewController, presenting: UIViewController?,
        driver: PresentationDriver<UIKitStage>, system: StagehandTransitioningDelegate
    ) {
        self.driver = driver
        self.system = system
        self.panHandler = DismissalPanHandler(driver: driver) { [weak system] in system?.options?.scrollView }
        super.init(presentedViewController: presented, presenting: presenting)
        driver.stage.dimmingTapped = { [weak driver] in driver?.dimmingTapped() }
    }

    // MARK: Views and frames

    /// The presented controller's view inside the wrapper that answers the escape gesture.
    override var presentedView: UIView? {
        if let wrapper { return wrapper }
        let created = PresentedWrapperView(content: presentedViewController.view)
        created.escape = { [weak driver] in driver?.accessibilityEscape() ?? false }
        wrapper = created
        return created
    }

    /// The driver's answer: true for the full-screen style.
    override var shouldRemovePresentersView: Bool { driver.shouldRemovePresentersView }

    /// The driver's presented frame at rest in the container as it is now.
    override var frameOfPresentedViewInContainerView: CGRect { driver.frameOfPresentedView() }

    // MARK: Transitions

    /// Forwarded; the drag recognizer joins the presented view.
    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        driver.presentationTransitionWillBegin()
        if let presentedView { panHandler.install(on: presentedView, in: containerView) }
        applyDriverState()
    }

    /// Forwarded.
    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        driver.presentationTransitionDidEnd(completed)
        applyDriverState()
    }

    /// Forwarded.
    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        driver.dismissalTransitionWillBegin()
    }

    /// Forwarded.
    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        driver.dismissalTransitionDidEnd(completed)
        applyDriverState()
    }

    // MARK: Layout

    /// Forwarded: the driver lays out the presented view and the chrome (rule 27).
    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        driver.containerWillLayout()
    }

    /// Forwarded (super first, so the change flows on to the presented controller, rule 26); the
    /// driver lays out for the new size inside the coordinator's animation.
    override func viewWillTransition(
        to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { [weak driver] _ in
            driver?.containerWillLayout()
        })
    }

    /// Forwarded: the container lays out again, and the driver with it, for the new preferred size
    /// (rule 28).
    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        containerView?.setNeedsLayout()
    }

    /// Forwarded: a trait change (size class, text size) lays the presentation out anew.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        driver.containerWillLayout()
    }

    // MARK: State

    /// Applies where the driver says the presentation is: the presented view is modal for VoiceOver
    /// while presented; once dismissed, the drag recognizer leaves and the transitioning delegate lets
    /// go of the presentation.
    private func applyDriverState() {
        let state = driver.state
        wrapper?.accessibilityViewIsModal = state == .presenting || state == .presented
        guard state == .dismissed else { return }
        panHandler.uninstall()
        system.presentationDidEnd(self)
    }
}
#endif
