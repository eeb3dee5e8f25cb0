import Foundation
import StagehandCore

/// A view controller's Stagehand settings, written once for both UIKits: `stagehand` on a phone and
/// the headless controller's `stagehand…` properties read and write through it, so neither has a
/// decision of its own.
@MainActor
package struct ControllerSettings<P: Platform> {
    /// The controller whose settings these are.
    package let controller: P.ViewController
    /// The platform a transition set here installs its delegate with.
    private let platform: P

    /// The settings of `controller`, on `platform`.
    package init(_ controller: P.ViewController, platform: P) {
        self.controller = controller
        self.platform = platform
    }

    /// The transition the controller is presented with (``LayerOptions/setTransition(_:on:platform:)``);
    /// nil for the platform's own.
    package var transition: (any CustomTransition)? {
        get { LayerOptions<P>.of(controller, creating: false)?.delegate?.transition }
        nonmutating set {
            LayerOptions<P>.of(controller, creating: true)?.setTransition(
                newValue, on: controller, platform: platform)
        }
    }

    /// The view a zoom grows from and returns to; held weakly.
    package var sourceView: P.View? {
        get { LayerOptions<P>.of(controller, creating: false)?.sourceView }
        nonmutating set { LayerOptions<P>.of(controller, creating: true)?.sourceView = newValue }
    }

    /// The scroll view that shares the dismissal drag; held weakly.
    package var scrollView: P.View? {
        get { LayerOptions<P>.of(controller, creating: false)?.scrollView }
        nonmutating set { LayerOptions<P>.of(controller, creating: true)?.scrollView = newValue }
    }

    /// Told the detent the person moved the card to. Kept on the presented controller: while this
    /// controller is in a presentation (it, or a controller inside it), that presentation's
    /// controller's; otherwise its own, for every presentation of it.
    package var onSelectedDetentChange: (@MainActor (Detent) -> Void)? {
        get { options(creating: false)?.onSelectedDetentChange }
        nonmutating set { options(creating: true)?.onSelectedDetentChange = newValue }
    }

    /// Told where the presented view stands at every frame it moves (``PresentationPosition``). Kept
    /// where ``onSelectedDetentChange`` is.
    package var onPositionChange: (@MainActor (StagehandPosition) -> Void)? {
        get { options(creating: false)?.onPositionChange }
        nonmutating set { options(creating: true)?.onPositionChange = newValue }
    }

    /// The options the callbacks live in (``onSelectedDetentChange``, ``onPositionChange``).
    private func options(creating: Bool) -> LayerOptions<P>? {
        presentation?.system.options ?? LayerOptions<P>.of(controller, creating: creating)
    }

    /// The presentation the controller is in, if any.
    private var presentation: PresentationControllerCore<P>? { PresentationControllerCore<P>.of(controller) }

    /// Measures the content again (``PresentationControllerCore/invalidateDetents()``); nothing when
    /// the controller is not in a Stagehand presentation.
    package func invalidateDetents() {
        presentation?.invalidateDetents()
    }

    /// The detent the card is at; setting one moves it there (``PresentationControllerCore/selectDetent(_:)``).
    /// Nil, and any set, when the controller is not in a presentation with detents; a set of nil is
    /// ignored.
    package var selectedDetent: Detent? {
        get { presentation?.selectedDetent }
        nonmutating set {
            guard let newValue else { return }
            presentation?.selectDetent(newValue)
        }
    }

    /// Runs `changes`, in which a set of ``selectedDetent`` animates; outside a presentation it just
    /// runs them.
    package func animateChanges(_ changes: () -> Void) {
        guard let presentation else { return changes() }
        presentation.animateChanges(changes)
    }

    /// Dismisses the Stagehand presentation the controller is in
    /// (``PresentationControllerCore/dismiss(_:animated:completion:)``).
    package func dismiss(animated: Bool, completion: ((Bool) -> Void)?) {
        PresentationControllerCore<P>.dismiss(controller, animated: animated, completion: completion)
    }
}
