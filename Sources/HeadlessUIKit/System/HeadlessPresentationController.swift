import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// `UIPresentationController` in the headless UIKit: the object that owns a presentation's
/// container and chrome from before it is presented until it is dismissed (contract §1).
///
/// Subclass it as you would UIKit's: every `open` member has UIKit's default. The system calls
/// the callbacks in the contract's order and logs each call in ``HeadlessUIKit/events``.
@MainActor
open class HeadlessPresentationController {
    /// The controller being presented; held strongly (§1).
    public let presentedViewController: ModelViewController
    /// The controller presenting it; held strongly (§1).
    public let presentingViewController: ModelViewController
    /// The adaptive delegate, held weakly (§1, D H2).
    public weak var delegate: (any HeadlessAdaptivePresentationControllerDelegate)?
    /// The transition container, from the start of the presentation's body until the dismissal
    /// completes (or the presentation is cancelled); nil otherwise.
    public internal(set) var containerView: ModelView?

    /// Creates a presentation controller.
    public init(
        presentedViewController: ModelViewController, presenting presentingViewController: ModelViewController
    ) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
    }

    /// Where the presented view sits in the container at rest. Default: the container's bounds.
    open var frameOfPresentedViewInContainerView: CGRect {
        CGRect(origin: .zero, size: containerView?.state.frame.size ?? .zero)
    }

    /// Whether the presenter's view is moved into the container and removed once presented.
    /// Default false (D H2).
    open var shouldRemovePresentersView: Bool { false }

    /// Whether the presentation covers the window; false honours `definesPresentationContext`
    /// (contract §2, Styles). Default true (D H2).
    open var shouldPresentInFullscreen: Bool { true }

    /// The view the transition animates for the presented controller (rule 12). Default: the
    /// presented controller's view.
    open var presentedView: ModelView? { presentedViewController.view }

    /// The presentation's body is about to run (§2 Present 3.4): add chrome here.
    open func presentationTransitionWillBegin() {}
    /// The presentation ended; `completed` is false when it was cancelled (§3).
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal's body is about to run (§2 Dismiss).
    open func dismissalTransitionWillBegin() {}
    /// The dismissal ended; `completed` is false when it was cancelled and the presentation stays
    /// (§3 cancelled, step 4).
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// The container is about to lay out: reset the presented view's frame here (rule 27).
    open func containerViewWillLayoutSubviews() {}
    /// The container laid out.
    open func containerViewDidLayoutSubviews() {}

    /// The container will change size (`viewWillTransition(to:with:)`). The default forwards to
    /// the presented controller with the size
    /// ``size(forChildContentContainer:withParentContainerSize:)`` answers, unless that is the size
    /// its view has already (rule 26, D `UIContentContainer`): an override that does not call
    /// `super` stops the flow, as on a phone.
    open func viewWillTransition(to size: CGSize, with coordinator: HeadlessTransitionCoordinator) {
        let childSize = self.size(
            forChildContentContainer: presentedViewController, withParentContainerSize: size)
        guard childSize != presentedViewController.view.state.frame.size else {
            presentedViewController.owningSystem?.log(
                .system("viewWillTransition not sent: the child's size is unchanged"))
            return
        }
        presentedViewController.viewWillTransition(to: childSize, with: coordinator)
    }

    /// The traits the presentation controller has (a `UITraitEnvironment`): its system's window's.
    public var traitCollection: HeadlessTraits {
        presentedViewController.owningSystem?.traitCollection ?? .iPhonePortrait
    }

    /// The traits changed from `previousTraitCollection` (rule 47): called at once when they
    /// change, a transition under way or not. Default: nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: HeadlessTraits?) {}

    /// The presented controller's `preferredContentSize` changed (rule 28; also called at the start
    /// of the presentation's body, §2 Present 3.1). Default: nothing.
    open func preferredContentSizeDidChange(forChildContentContainer container: ModelViewController) {}

    /// The size the presented controller gets for a parent of `parentSize`, asked when the
    /// container will change size, to tell the presented controller its new size (rule 26). Default:
    /// the parent's (UIKit's default, D `UIContentContainer`).
    open func size(
        forChildContentContainer container: ModelViewController, withParentContainerSize parentSize: CGSize
    )
        -> CGSize
    { parentSize }
}

/// The presentation controller the system uses for the built-in styles, and UIKit's default one for
/// a `.custom` presentation whose delegate supplies none (§2 Styles, D H2): full screen, not
/// removing the presenter's view, so the presenter gets no appearance callbacks and
/// `view(forKey: .from)` is nil (rule 11).
final class SystemPresentationController: HeadlessPresentationController {
    let style: ModalPresentationStyle

    init(presented: ModelViewController, presenting: ModelViewController, style: ModalPresentationStyle) {
        self.style = style
        super.init(presentedViewController: presented, presenting: presenting)
    }

    // Contract §2, Styles: `.fullScreen`/`.currentContext` (and the default `.custom` one) remove
    // the presenter's view; `.over*` and sheets keep it.
    override var shouldRemovePresentersView: Bool { style.removesPresenterView }

    // Contract §2, Styles: the context styles honour `definesPresentationContext`.
    override var shouldPresentInFullscreen: Bool { !style.isContextStyle }

    override var frameOfPresentedViewInContainerView: CGRect {
        let bounds = CGRect(origin: .zero, size: containerView?.state.frame.size ?? .zero)
        guard style == .pageSheet || style == .automatic else { return bounds }
        // A sheet starts 10 points below the safe area's top.
        let top = (containerView?.safeAreaInsets.top ?? 0) + 10
        return CGRect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top))
    }

    // Rule 27: the built-in controllers reset the presented view's frame at every layout. UIKit's
    // default `UIPresentationController`, a `.custom` presentation's when the delegate supplies
    // none, does nothing there (its documented default): the presented view follows the container
    // by autoresizing.
    override func containerViewWillLayoutSubviews() {
        guard style != .custom else { return }
        presentedView?.state.frame = frameOfPresentedViewInContainerView
    }
}
