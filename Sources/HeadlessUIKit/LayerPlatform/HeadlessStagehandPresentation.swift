import Foundation
import StagehandCore
import StagehandUIKitLayer

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A headless controller's Stagehand presentation, while it is in one: what `stagehand` is on a
/// phone (`UIViewController.stagehand`), with the same layer underneath, plus what a test reaches
/// for (the driver, the stage, gestures delivered as touches).
@MainActor
public struct HeadlessStagehandPresentation {
    /// The controller (presented, or inside the presented controller).
    public let viewController: ModelViewController
    /// The presentation controller's core.
    package let core: PresentationControllerCore<HeadlessPlatform>

    /// The presentation's driver.
    package var driver: PresentationDriver<LayerStage<HeadlessPlatform>> { core.driver }
    /// The presentation's views.
    package var stage: LayerStage<HeadlessPlatform> { core.driver.stage }
    /// The system.
    public var system: HeadlessUIKit? { viewController.owningSystem }

    /// The transition the controller is presented with (``ModelViewController/stagehandTransition``).
    public var transition: (any CustomTransition)? { viewController.stagehandTransition }

    /// Dismisses the presentation (`stagehand.dismiss(animated:completion:)`): while it is in
    /// flight, it is cancelled and runs back; while presented, UIKit is asked. `completion` runs
    /// once: true when nothing is presented any more.
    public func dismiss(animated: Bool = true, completion: ((Bool) -> Void)? = nil) {
        viewController.stagehandSettings.dismiss(animated: animated, completion: completion)
    }

    /// Measures the content again for a height that fits it (a `Detent.fitted` card whose
    /// controller prefers no height) and lays the presentation out with it
    /// (`stagehand.invalidateDetents()` on a phone; `UISheetPresentationController`'s name).
    public func invalidateDetents() {
        viewController.stagehandSettings.invalidateDetents()
    }

    /// How many times the presentation measured its content with Auto Layout (rule 49): once per
    /// width, and again after a change of preferred size, of traits, or ``invalidateDetents()``.
    public var contentMeasurements: Int { stage.contentFittingMeasurements }

    /// The detent the card is at (`stagehand.selectedDetent` on a phone, as
    /// `UISheetPresentationController.selectedDetentIdentifier`): nil for a presentation without
    /// detents or once dismissed. Setting one of the card's detents moves it there without
    /// animation, or with the card's release spring inside ``animateChanges(_:)``; while it presents,
    /// the presentation comes to rest there instead. A detent the card does not have, nil, and a set
    /// while a finger holds the card or while it is dismissed are ignored. A set is never reported to
    /// ``onSelectedDetentChange``.
    public var selectedDetent: Detent? {
        get { viewController.stagehandSettings.selectedDetent }
        nonmutating set { viewController.stagehandSettings.selectedDetent = newValue }
    }

    /// Runs `changes`, in which a set of ``selectedDetent`` animates with the card's spring
    /// (`UISheetPresentationController.animateChanges(_:)`).
    public func animateChanges(_ changes: () -> Void) {
        viewController.stagehandSettings.animateChanges(changes)
    }

    /// Told the detent the person moved the card to (a drag released at another detent, a VoiceOver
    /// action), once per change, when it settles there; never for the app's sets of
    /// ``selectedDetent`` (`sheetPresentationControllerDidChangeSelectedDetentIdentifier`). Kept on
    /// the presented controller, as ``ModelViewController/stagehandOnSelectedDetentChange`` is.
    public var onSelectedDetentChange: (@MainActor (Detent) -> Void)? {
        get { viewController.stagehandSettings.onSelectedDetentChange }
        nonmutating set { viewController.stagehandSettings.onSelectedDetentChange = newValue }
    }

    /// Told where the presented view stands at every frame it moves (`stagehand.onPositionChange`
    /// on a phone): `height` above the container's bottom edge, `progress` 0 off screen and 1 at
    /// rest (at a card's highest detent). Read at every turn of the clock while it moves, from the
    /// presentation layer; never told twice with the same value. Kept on the presented controller,
    /// as ``ModelViewController/stagehandOnPositionChange`` is.
    public var onPositionChange: (@MainActor (StagehandPosition) -> Void)? {
        get { viewController.stagehandSettings.onPositionChange }
        nonmutating set { viewController.stagehandSettings.onPositionChange = newValue }
    }

    /// The shared elements the presentation's last search found on one screen only (they fade
    /// with their screens instead of flying), as the debug log reports them.
    public var unmatchedSharedElements: [UnmatchedSharedElement] { stage.unmatchedSharedElements }

    /// The presented view (the presentation controller's `presentedView`: a wrapper around the
    /// presented controller's view).
    public var presentedView: ModelView? { core.presentedView }

    /// Taps at `point` (window coordinates), through the system's hit testing and recognizers.
    @discardableResult
    public func tap(at point: CGPoint) -> ModelView? { system?.tap(at: point) }

    /// A finger that lands at `point` (window coordinates), moves so that a pan reports the
    /// `translations` along `axis` (positive down or right), one per frame of `frameInterval`
    /// seconds (after moving UIKit's 10 pt of slop first, in the direction of the first), then lifts
    /// moving at `velocity` points per second along the axis. The touch goes where hit testing sends
    /// it, to whichever recognizers take it, as on a phone.
    ///
    /// - Returns: whether the touch landed on the presented view.
    @discardableResult
    public func drag(
        from point: CGPoint, along axis: ScreenEdge.Axis = .vertical, through translations: [Double],
        velocity: Double,
        frameInterval: Double = 1.0 / 60
    ) -> Bool {
        guard let system, let presented = presentedView, let hit = system.hitTest(point),
            hit.isInside(presented)
        else { return false }
        let start = point
        let sign = (translations.first { $0 != 0 } ?? velocity) < 0 ? -1.0 : 1.0
        func location(at along: Double) -> CGPoint {
            axis == .horizontal
                ? CGPoint(x: Double(start.x) + along, y: Double(start.y))
                : CGPoint(x: Double(start.x), y: Double(start.y) + along)
        }
        let slop = 10 * sign
        let moves = [location(at: slop)] + translations.map { location(at: slop + $0) }
        let release = axis == .horizontal ? CGPoint(x: velocity, y: 0) : CGPoint(x: 0, y: velocity)
        system.pan(from: start, through: moves, frameInterval: frameInterval, releaseVelocity: release)
        return true
    }
}

extension ModelViewController {
    /// Presents `controller` with a Stagehand transition, as `Stagehand`'s
    /// `present(_:transition:animated:completion:)` does on a phone: the transition is lent for this
    /// presentation (and its dismissal); afterwards the controller's own ``stagehandTransition``
    /// comes back, or the system's own presentation when it has none. Asked while this controller
    /// takes part in a transition, the presentation waits for its end and then runs (where the
    /// system would drop it, rules 18, 19).
    public func present(
        _ controller: ModelViewController, transition: any CustomTransition, animated: Bool = true,
        completion: (@MainActor () -> Void)? = nil
    ) {
        LayerPresenting<HeadlessPlatform>.present(
            controller, transition: transition, from: self, platform: HeadlessPlatform(system: owningSystem)
        ) { [self] in
            present(controller, animated: animated, completion: completion)
        }
    }

    /// The transition this controller is presented with, or nil for the system's own
    /// (`stagehand.transition` on a phone): setting one sets `.custom` and a transitioning delegate
    /// the controller keeps until the app changes it; nil clears both, the style going back to what
    /// the app had (`.automatic` when it never set one, rule 37). While a transition lent by
    /// `present(_:transition:)` or a segue is in place, it answers that one.
    public var stagehandTransition: (any CustomTransition)? {
        get { stagehandSettings.transition }
        set { stagehandSettings.transition = newValue }
    }

    /// The view a zoom grows from and shrinks back to (`stagehand.sourceView`); held weakly.
    public var stagehandSourceView: ModelView? {
        get { stagehandSettings.sourceView }
        set { stagehandSettings.sourceView = newValue }
    }

    /// The scroll view that shares the dismissal drag (`stagehand.scrollView`); held weakly.
    public var stagehandScrollView: ModelView? {
        get { stagehandSettings.scrollView }
        set { stagehandSettings.scrollView = newValue }
    }

    /// Told the detent the person moved this controller's card to
    /// (`stagehand.onSelectedDetentChange` on a phone; see
    /// ``HeadlessStagehandPresentation/onSelectedDetentChange``); set before presenting, it serves
    /// every presentation of the controller.
    public var stagehandOnSelectedDetentChange: (@MainActor (Detent) -> Void)? {
        get { stagehandSettings.onSelectedDetentChange }
        set { stagehandSettings.onSelectedDetentChange = newValue }
    }

    /// Told where this controller's presented view stands at every frame it moves
    /// (`stagehand.onPositionChange` on a phone; see
    /// ``HeadlessStagehandPresentation/onPositionChange``); set before presenting, it serves every
    /// presentation of the controller.
    public var stagehandOnPositionChange: (@MainActor (StagehandPosition) -> Void)? {
        get { stagehandSettings.onPositionChange }
        set { stagehandSettings.onPositionChange = newValue }
    }

    /// The settings above, through the layer both UIKits share.
    var stagehandSettings: ControllerSettings<HeadlessPlatform> {
        ControllerSettings(self, platform: HeadlessPlatform(system: owningSystem))
    }

    /// The Stagehand presentation this controller is in (it, or a controller inside it), while it
    /// is in one; nil otherwise.
    public var stagehand: HeadlessStagehandPresentation? {
        guard let core = PresentationControllerCore<HeadlessPlatform>.of(self) else { return nil }
        return HeadlessStagehandPresentation(viewController: self, core: core)
    }
}

extension StagehandTransition {
    /// The zoom growing from `view` (`StagehandTransition.zoom(from: view)` on a phone): held weakly,
    /// measured when each phase starts.
    public static func zoom(from view: ModelView) -> StagehandTransition {
        zoom(anchor: ZoomAnchor(view: view))
    }

    /// The zoom growing from `rect` in `view`'s coordinate space (`StagehandTransition.zoom(from:in:)` on a
    /// phone).
    public static func zoom(from rect: CGRect, in view: ModelView) -> StagehandTransition {
        zoom(anchor: ZoomAnchor(view: view, rect: rect))
    }
}

// Where any transition is expected, as on a phone.
extension CustomTransition where Self == StagehandTransition {
    /// The zoom growing from `view` (`.zoom(from: view)` on a phone).
    public static func zoom(from view: ModelView) -> StagehandTransition {
        StagehandTransition.zoom(from: view)
    }

    /// The zoom growing from `rect` in `view`'s coordinate space.
    public static func zoom(from rect: CGRect, in view: ModelView) -> StagehandTransition {
        StagehandTransition.zoom(from: rect, in: view)
    }
}
