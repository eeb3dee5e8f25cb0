#if canImport(UIKit)
import StagehandCore
import StagehandUIKitLayer
import UIKit

/// A view controller's Stagehand settings, through ``UIKit/UIViewController/stagehand``: the
/// transition it is presented with, the view a zoom grows from, the scroll view that shares the
/// dismiss drag, and a dismissal that also cancels a presentation in flight.
///
/// ```swift
/// let detail = DetailViewController()
/// detail.stagehand.transition = StagehandTransition.card(detents: [.medium, .large])
/// detail.stagehand.scrollView = detail.tableView
/// present(detail, animated: true)
/// ```
///
/// A plain `present(_:animated:completion:)` and `dismiss(animated:completion:)` use the transition.
/// The settings are kept on the controller; nothing else needs to be retained.
@MainActor
public struct StagehandPresentation {
    /// The controller whose settings these are.
    public let viewController: UIViewController

    /// The settings of `viewController`.
    public init(_ viewController: UIViewController) {
        self.viewController = viewController
    }

    /// The transition the controller is presented with, or nil for UIKit's own.
    ///
    /// A transition set here is the controller's until the app changes it. One given to
    /// `present(_:transition:)` or to a segue is lent for that presentation and its dismissal:
    /// while it is in place, this answers it, and afterwards the one set here comes back.
    ///
    /// Setting a transition sets the controller's `modalPresentationStyle` to `.custom` and its
    /// `transitioningDelegate` to one that Stagehand keeps on the controller (UIKit holds transitioning
    /// delegates weakly); every presentation afterwards uses it, and each presentation's state is
    /// released when its dismissal completes. Setting nil clears both, the presentation style going
    /// back to what the app had: `.automatic` when the app never set one (a read of
    /// `modalPresentationStyle` answers `.pageSheet` then, and Stagehand does not pin it), or when it
    /// set the very style `.automatic` resolves to, which presents the same. A presentation under way
    /// keeps the transition it started with.
    ///
    /// While a presentation with the transition covers the screen at rest (a cover, push, fade,
    /// shared element or zoom), the controller's `modalPresentationCapturesStatusBarAppearance` is
    /// true, so its status bar appearance and home indicator preference are the ones shown; the app's
    /// own value comes back when the presentation is over.
    public var transition: (any CustomTransition)? {
        get { settings.transition }
        nonmutating set { settings.transition = newValue }
    }

    /// The view a zoom grows from and shrinks back to (``StagehandTransition/zoom(from:)-(UIView)``), measured when each
    /// transition starts; held weakly.
    public var sourceView: UIView? {
        get { settings.sourceView }
        nonmutating set { settings.sourceView = newValue }
    }

    /// The scroll view inside the presented content that shares the dismiss drag: while it is
    /// scrolled down, a drag scrolls it back to the top first, and only then moves the presentation
    /// (`ScrollHandoff`, in `StagehandCore`). When nil, the first scroll view under the presented view is used. Held
    /// weakly.
    public var scrollView: UIScrollView? {
        get { settings.scrollView as? UIScrollView }
        nonmutating set { settings.scrollView = newValue }
    }

    /// Measures the content again and lays the presentation out with the height it needs now, as
    /// `UISheetPresentationController.invalidateDetents()` does (iOS 16; this one works on iOS 15
    /// too). Call it when content that sizes itself with Auto Layout changes height: a `.fitted` card
    /// whose controller prefers no height is measured at its width with `systemLayoutSizeFitting`
    /// once, and again only after this, a change of `preferredContentSize` or of the traits (a
    /// `UIHostingController` with `sizingOptions = .preferredContentSize`, iOS 16, needs no call).
    /// Nothing happens when the controller is not presented with Stagehand.
    public func invalidateDetents() {
        settings.invalidateDetents()
    }

    /// The detent the card this controller is presented in is at, as
    /// `UISheetPresentationController.selectedDetentIdentifier`: nil for a transition without
    /// detents, or when the controller is not presented.
    ///
    /// Setting one of the card's detents moves the card there without animation; inside
    /// ``animateChanges(_:)`` it animates with the card's spring, as Apple's sheets do. While the
    /// presentation is under way, it comes to rest at the detent set. Ignored: a detent the card does
    /// not have, nil, a set before the presentation begins (the card presents at the first of its
    /// detents), while a finger holds the card, and while it is dismissed. With Reduce Motion on, an
    /// animated change shows at once. A set is never reported to ``onSelectedDetentChange``.
    ///
    /// ```swift
    /// controller.stagehand.animateChanges {
    ///     controller.stagehand.selectedDetent = .large
    /// }
    /// ```
    public var selectedDetent: Detent? {
        get { settings.selectedDetent }
        nonmutating set { settings.selectedDetent = newValue }
    }

    /// Runs `changes`, in which a set of ``selectedDetent`` animates with the card's spring, as
    /// `UISheetPresentationController.animateChanges(_:)` does.
    public func animateChanges(_ changes: () -> Void) {
        settings.animateChanges(changes)
    }

    /// Called with the detent the person moved the card to: a drag released at another detent, or
    /// VoiceOver's "Expand" and "Collapse" actions; once per change, as the card settles there.
    /// Never called for the app's own sets of ``selectedDetent``, as
    /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)` is not. Kept on the
    /// presented controller (set it on the controller presented, before or while it is), like the
    /// transition.
    public var onSelectedDetentChange: (@MainActor (Detent) -> Void)? {
        get { settings.onSelectedDetentChange }
        nonmutating set { settings.onSelectedDetentChange = newValue }
    }

    /// Called with where the presented view stands at every frame it moves, so that the presenting
    /// screen can follow it: shrink or fade as a card comes up, follow a finger. `height` is how far
    /// its top edge, as drawn, stands above the container's bottom edge; `progress` is 0 off screen
    /// and 1 at rest (for a card with detents, at its highest: a card at `.medium` rests at the
    /// share of `.large`'s height that `.medium` is). Read from what is on screen at every frame of
    /// the presentation, the dismissal, a drag, a detent change, a spring back and the keyboard, and
    /// from where it rests once it does; never called twice with the same value, nor when nothing
    /// moved. Kept where ``onSelectedDetentChange`` is.
    ///
    /// ```swift
    /// card.stagehand.onPositionChange = { position in
    ///     let scale = 1 - 0.08 * min(max(position.progress, 0), 1)
    ///     player.view.transform = CGAffineTransform(scaleX: scale, y: scale)
    /// }
    /// ```
    public var onPositionChange: (@MainActor (StagehandPosition) -> Void)? {
        get { settings.onPositionChange }
        nonmutating set { settings.onPositionChange = newValue }
    }

    /// The settings above, through the layer both UIKits share.
    private var settings: ControllerSettings<UIKitPlatform> {
        ControllerSettings(viewController, platform: UIKitPlatform())
    }

    /// Dismisses the Stagehand presentation this controller is in (it, or a controller inside it):
    /// while the presentation is still in flight, it is cancelled and runs back; while presented, UIKit
    /// is asked to dismiss.
    ///
    /// - Parameters:
    ///   - animated: whether the dismissal is animated.
    ///   - completion: called once: true when nothing is presented any more, false when there was
    ///     nothing to dismiss or the dismissal did not happen.
    public func dismiss(animated: Bool = true, completion: ((Bool) -> Void)? = nil) {
        settings.dismiss(animated: animated, completion: completion)
    }
}
#endif
