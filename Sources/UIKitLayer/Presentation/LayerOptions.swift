import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What Stagehand keeps on a view controller (one associated object on iOS): its transitioning
/// delegate, the views named for its presentation, and the presentation style the app had before
/// Stagehand set `.custom`.
@MainActor
package final class LayerOptions<P: Platform> {
    /// The transitioning delegate's core, retained here because UIKit holds transitioning delegates
    /// weakly.
    package private(set) var delegate: TransitioningDelegateCore<P>?
    /// The platform's transitioning delegate object forwarding to ``delegate``.
    package private(set) var delegateObject: AnyObject?
    /// The view a zoom grows from and returns to.
    package weak var sourceView: P.View?
    /// The scroll view that shares the dismissal drag.
    package weak var scrollView: P.View?
    /// Told the detent the person moved a card to (`stagehand.onSelectedDetentChange`).
    package var onSelectedDetentChange: (@MainActor (Detent) -> Void)?
    /// Told where the presented view stands at every frame it moves (`stagehand.onPositionChange`).
    package var onPositionChange: (@MainActor (StagehandPosition) -> Void)?
    /// Told once the controller's Stagehand presentation has appeared (its presentation transition
    /// completed), after UIKit has finished that transition.
    package var onAppeared: (@MainActor () -> Void)?
    /// Told once the controller's Stagehand presentation is over, after UIKit has finished the last
    /// transition: with true when it had appeared (a dismissal), false when it never did (a
    /// presentation cancelled and run back).
    package var onPresentationOver: (@MainActor (_ appeared: Bool) -> Void)?
    /// Told, at once, when the controller's Stagehand presentation begins to leave from rest
    /// (`dismissalTransitionWillBegin` while presented, or its removal under a stack, rule 61),
    /// whoever asked; not for a presentation turned back mid-way, nor a second context of the same
    /// dismissal (rule 24).
    package var onDismissalWillBegin: (@MainActor () -> Void)?
    /// The controller's Stagehand presentation while another is stacked on it or it on another,
    /// until it is over: UIKit may remove it under the stack and release its presentation
    /// controller without a word (rule 61), and it still has to end (``PresentationStacking``).
    package var stackedPresentation: PresentationControllerCore<P>?
    /// The presentation style to restore when the transition is cleared (``appStyle(of:platform:)``).
    private var previousStyle: Style?
    /// The transition the app set on the controller (`stagehand.transition`): it stays until the
    /// app changes it.
    private var ownTransition: (any CustomTransition)?
    /// Whether the transition in place was lent for one presentation (`present(_:transition:)`, a
    /// segue): the controller's own comes back when that presentation is over.
    package private(set) var isLent = false
    /// The transition the controller's next push runs with (`pushViewController(_:transition:)`),
    /// taken by that push (``takePushTransition()``).
    package var pushTransition: (any CustomTransition)?
    /// The controller's screen in a navigation controller, from its push with a Stagehand
    /// transition until it is pushed again.
    package var containedScreen: ContainedScreen<P>?
    /// On a navigation or tab bar controller, Stagehand's delegate object, which the controller
    /// holds weakly.
    package var containerDelegate: AnyObject?

    /// The transition the app set on the controller (`stagehand.transition`), which pushes use too
    /// (as UIKit's `preferredTransition` serves both).
    package var transition: (any CustomTransition)? { ownTransition }

    /// The transition lent for the next push, which no later push gets.
    package func takePushTransition() -> (any CustomTransition)? {
        defer { pushTransition = nil }
        return pushTransition
    }

    /// The platform's modal presentation style.
    private typealias Style = P.ViewController.PresentationStyle

    /// The options of `controller`, created when `creating` and there are none yet.
    package static func of(_ controller: P.ViewController, creating: Bool) -> LayerOptions<P>? {
        if let existing = controller.layerOptions as? LayerOptions<P> { return existing }
        guard creating else { return nil }
        let created = LayerOptions<P>()
        controller.layerOptions = created
        return created
    }

    /// Presents `controller` with `transition` from now on, or with UIKit's own transition when
    /// nil: sets (or clears) `.custom` and a transitioning delegate the options keep, the
    /// presentation style going back to what the app had when cleared (``appStyle(of:platform:)``).
    /// A presentation under way keeps the transition it started with (its presentation controller
    /// holds its delegate core).
    package func setTransition(
        _ transition: (any CustomTransition)?, on controller: P.ViewController, platform: P
    ) {
        ownTransition = transition
        isLent = false
        apply(transition, on: controller, platform: platform)
    }

    /// Presents `controller` with `transition` for its next presentation only: once that
    /// presentation is over (dismissed, or cancelled while presenting), or at once when the
    /// platform refuses it, the controller's own transition comes back (``returnLentTransition(on:platform:)``),
    /// or UIKit's when it has none.
    package func lendTransition(
        _ transition: any CustomTransition, to controller: P.ViewController, platform: P
    ) {
        apply(transition, on: controller, platform: platform)
        isLent = true
    }

    /// Puts the controller's own transition back after a lent one's presentation (see
    /// ``lendTransition(_:to:platform:)``); nothing when the transition in place is the controller's.
    package func returnLentTransition(on controller: P.ViewController, platform: P) {
        guard isLent else { return }
        isLent = false
        apply(ownTransition, on: controller, platform: platform)
    }

    private func apply(_ transition: (any CustomTransition)?, on controller: P.ViewController, platform: P) {
        guard let transition else {
            if let object = delegateObject, controller.layerTransitioningDelegate === object {
                controller.layerTransitioningDelegate = nil
            }
            if let previousStyle { controller.modalPresentationStyle = previousStyle }
            delegate = nil
            delegateObject = nil
            previousStyle = nil
            return
        }
        if delegate == nil { previousStyle = Self.appStyle(of: controller, platform: platform) }
        let core = TransitioningDelegateCore(transition: transition, options: self, platform: platform)
        let object = platform.makeTransitioningDelegate(core)
        delegate = core
        delegateObject = object
        controller.modalPresentationStyle = platform.customPresentationStyle
        controller.layerTransitioningDelegate = object
    }

    /// The presentation style the app has on `controller`, as far as UIKit lets anyone tell (rule 37),
    /// written as `.automatic` when it may have been: a read resolves `.automatic`, and nothing
    /// public says whether the app ever set a style.
    ///
    /// It compares the read with what `.automatic` resolves to for this controller now, by assigning
    /// `.automatic` and reading it back (the caller then assigns `.custom`, so the probe never
    /// shows). Equal, the app had `.automatic` (set, or never touched: the default), or set exactly
    /// the style `.automatic` gives; restoring `.automatic` is right in the first cases and presents
    /// identically in the last (an explicit `.pageSheet` on a plain controller comes back as
    /// `.automatic`, which reads `.pageSheet`). Restoring the read instead would pin `.pageSheet` on
    /// every controller that never had a style, the common case, and stop it following what
    /// `.automatic` means later (a zoom `preferredTransition`, another idiom). Different, the app set
    /// that style, which is restored as read.
    private static func appStyle(of controller: P.ViewController, platform: P) -> Style {
        let read = controller.modalPresentationStyle
        controller.modalPresentationStyle = platform.automaticPresentationStyle
        let automatic = controller.modalPresentationStyle
        return read == automatic ? platform.automaticPresentationStyle : read
    }
}
