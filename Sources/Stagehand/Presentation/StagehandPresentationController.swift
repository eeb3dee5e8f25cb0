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
/// - A tap on the dimming view calls `driver.dimmingTapped()`; a pan on the presented view (and a
///   screen-edge pan on the container, when the behaviour names a `dismissalScreenEdge`) drives the
///   driver's drag (``DismissalPanHandler``).
/// - `size(forChildContentContainer:withParentContainerSize:)` is the driver's presented frame in a
///   container of that size.
/// - From `presentationTransitionWillBegin` until the presentation is over, it observes the keyboard
///   (`keyboardWillChangeFrame`, `keyboardWillHide`), reported to the driver as how far it covers the
///   container from its bottom edge, and the Reduce Motion setting (`prefersReducedMotion`).
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

    /// For the presented controller, the size of the driver's presented frame in a container of
    /// `parentSize` (UIKit asks before a size change, to tell the child its new size); others as
    /// UIKit answers.
    override func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        guard container === presentedViewController else {
            return super.size(forChildContentContainer: container, withParentContainerSize: parentSize)
        }
        return driver.frameOfPresentedView(inContainerOfSize: parentSize).size
    }

    // MARK: Transitions

    /// Forwarded; the drag recognizers join the presented view and the container, and the keyboard
    /// and the Reduce Motion setting are observed.
    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        driver.presentationTransitionWillBegin()
        if let presentedView {
            panHandler.install(
                on: presentedView, in: containerView,
                screenEdge: driver.behavior.dismissalScreenEdge?.rectEdge)
        }
        startObserving()
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

    // MARK: Keyboard and accessibility

    private static let observed: [Notification.Name] = [
        UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification,
        UIAccessibility.reduceMotionStatusDidChangeNotification,
    ]

    private func startObserving() {
        let center = NotificationCenter.default
        stopObserving()
        center.addObserver(
            self, selector: #selector(keyboardWillChangeFrame(_:)),
            name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        center.addObserver(
            self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification,
            object: nil)
        center.addObserver(
            self, selector: #selector(reduceMotionStatusDidChange(_:)),
            name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
    }

    private func stopObserving() {
        for name in Self.observed { NotificationCenter.default.removeObserver(self, name: name, object: nil) }
    }

    /// The keyboard's end frame (screen coordinates) in the container's coordinates, through the
    /// container's screen, for the driver (which works out how much of the container it covers).
    /// Local or not (`isLocal`), the keyboard covers the screen the same.
    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        guard let container = containerView, let screen = container.window?.screen,
            let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
        else { return }
        let frame = container.convert(value.cgRectValue, from: screen.coordinateSpace)
        driver.keyboardWillChange(frame: frame, duration: Self.keyboardDuration(notification))
    }

    /// The keyboard leaves: it covers nothing.
    @objc private func keyboardWillHide(_ notification: Notification) {
        driver.keyboardWillChange(overlap: 0, duration: Self.keyboardDuration(notification))
    }

    /// The keyboard animation's duration, NaN when UIKit gave none (the driver picks its own then).
    private static func keyboardDuration(_ notification: Notification) -> Double {
        let number = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber
        return number?.doubleValue ?? .nan
    }

    /// The Reduce Motion setting changed while presented.
    @objc private func reduceMotionStatusDidChange(_ notification: Notification) {
        driver.prefersReducedMotion = UIAccessibility.isReduceMotionEnabled
    }

    // MARK: State

    /// Applies where the driver says the presentation is: the presented view is modal for VoiceOver
    /// while presented; once dismissed, the drag recognizers leave, the keyboard and the Reduce
    /// Motion setting are no longer observed, and the transitioning delegate lets go of the
    /// presentation.
    private func applyDriverState() {
        let state = driver.state
        wrapper?.accessibilityViewIsModal = state == .presenting || state == .presented
        guard state == .dismissed else { return }
        panHandler.uninstall()
        stopObserving()
        system.presentationDidEnd(self)
    }
}
#endif
