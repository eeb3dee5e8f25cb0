import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Stagehand in the headless UIKit: the transitioning delegate of one presented controller, which
/// owns its ``PresentationDriver`` and stage, and plays its part exactly as the UIKit layer does on
/// a phone: the same driver, asked the same questions by a system that follows UIKit's contract.
///
/// ```swift
/// let system = HeadlessUIKit(root: list)
/// list.present(detail, transition: .card())     // sets .custom and this delegate
/// system.runUntilIdle()
/// detail.stagehand?.drag(from: CGPoint(x: 195, y: 700), by: [0, 120, 300], velocityY: 1_200)
/// ```
///
/// It is retained by the presented controller (``ModelViewController/associatedObjects``, the
/// headless stand-in for `objc_setAssociatedObject`) and released when a dismissal completes.
@MainActor
public final class HeadlessStagehand: HeadlessTransitioningDelegate, PresentationSystem {
    /// The driver that makes every decision.
    public let driver: PresentationDriver<HeadlessPresentationStage>
    /// The views it drives.
    public let stage: HeadlessPresentationStage
    /// The system.
    public private(set) weak var system: HeadlessUIKit?
    /// The presented controller.
    public private(set) weak var presentedViewController: ModelViewController?
    /// The presentation controller, while the presentation lives.
    public private(set) weak var presentationController: StagehandHeadlessPresentationController?
    /// Whether the system asked for a dismissal animator during the last dismissal request: how the
    /// adapter knows the system took it (UIKit asks the delegate inside `dismiss`).
    private var dismissalWasTaken = false

    /// The key under which the presented controller keeps its Stagehand delegate.
    static let associationKey = "stagehand.transitioningDelegate"

    /// Sets up `presented` for a Stagehand presentation by `presenting` on `system`: the custom
    /// style and this delegate, retained by `presented`.
    init(
        transition: any CustomTransition, system: HeadlessUIKit, presenting: ModelViewController,
        presented: ModelViewController
    ) {
        stage = HeadlessPresentationStage(
            system: system, presenting: presenting, presented: presented,
            dimming: transition.presentationBehavior.dimming)
        driver = PresentationDriver(transition: transition, stage: stage)
        self.system = system
        self.presentedViewController = presented
        driver.system = self
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = self
        presented.associatedObjects[Self.associationKey] = self
    }

    // MARK: HeadlessTransitioningDelegate

    /// Stagehand's presentation controller.
    public func presentationController(
        forPresented presented: ModelViewController, presenting: ModelViewController?,
        source: ModelViewController
    ) -> HeadlessPresentationController? {
        let controller = StagehandHeadlessPresentationController(
            presented: presented, presenting: presenting ?? source, stagehand: self)
        presentationController = controller
        return controller
    }

    /// The animator of the presentation.
    public func animationController(
        forPresented presented: ModelViewController, presenting: ModelViewController,
        source: ModelViewController
    ) -> (any HeadlessAnimatedTransitioning)? {
        StagehandHeadlessAnimator(phase: .present, driver: driver)
    }

    /// The animator of the dismissal.
    public func animationController(forDismissed dismissed: ModelViewController)
        -> (any HeadlessAnimatedTransitioning)?
    {
        dismissalWasTaken = true
        return StagehandHeadlessAnimator(phase: .dismiss, driver: driver)
    }

    /// An interaction controller for the presentation, which starts running (interruptible).
    public func interactionControllerForPresentation(using animator: any HeadlessAnimatedTransitioning)
        -> (any HeadlessInteractiveTransitioning)?
    {
        StagehandHeadlessInteractor(phase: .present, driver: driver)
    }

    /// An interaction controller for the dismissal: interactive from the start when a drag asked.
    public func interactionControllerForDismissal(using animator: any HeadlessAnimatedTransitioning)
        -> (any HeadlessInteractiveTransitioning)?
    {
        StagehandHeadlessInteractor(phase: .dismiss, driver: driver)
    }

    // MARK: PresentationSystem

    /// Asks the presenting controller to dismiss. A dismissal follows when the system took the
    /// request (it asked for a dismissal animator inside the call), or when it had already taken a
    /// dismissal of this controller that has not completed (the app's own `dismiss`): the system
    /// drops the second request (rule 24), and the first is the one that follows. The UIKit layer
    /// reads the same from `isBeingDismissed` and the transition coordinator.
    public func requestDismissal(animated: Bool) -> Bool {
        guard let presented = presentedViewController, let presenter = presented.presentingViewController
        else {
            return false
        }
        dismissalWasTaken = false
        presenter.dismiss(animated: animated)
        return dismissalWasTaken || isBeingDismissed(presented)
    }

    /// Whether the system's transition in progress (taken, possibly not begun) is the dismissal of
    /// `presented`.
    private func isBeingDismissed(_ presented: ModelViewController) -> Bool {
        guard let transition = system?.current else { return false }
        return !transition.isPresentation && transition.presentation.presented === presented
    }

    /// `isModalInPresentation` and the adaptive delegate (rules 30, 31), checked by the system.
    public func shouldBeginUserDismissal() -> Bool {
        guard let system, let presented = presentedViewController else { return false }
        return system.shouldBeginUserDismissal(of: presented)
    }

    /// `presentationControllerWillDismiss` (rule 30).
    public func userDismissalWillBegin() {
        guard let presented = presentedViewController else { return }
        system?.userDismissalWillBegin(of: presented)
    }

    /// The headless UIKit already tells the delegate `presentationControllerDidDismiss` when a user
    /// dismissal it was told of completes (rule 30), so there is nothing left to do here.
    public func userDismissalDidEnd() {}

    // MARK: Gestures, as the UIKit layer's recognizers deliver them

    /// Taps the dimming (or anything) at `point`, through the system's hit testing: a tap the
    /// container swallows does nothing.
    @discardableResult
    public func tap(at point: CGPoint) -> ModelView? { system?.tap(at: point) }

    /// A pan that starts at `point` (window coordinates) and moves through `translations` (points
    /// along the drag's axis, positive down or right), one per frame of `frameInterval` seconds,
    /// then lifts with `velocity` points per second along the same axis. The pan begins only if the
    /// touch lands on the presented view (hit testing, as a recognizer on it would), and the clock
    /// runs between its events.
    ///
    /// - Returns: whether the pan reached the presented view.
    @discardableResult
    public func drag(
        from point: CGPoint, along axis: Axis = .vertical, through translations: [Double],
        velocity: Double, frameInterval: Double = 1.0 / 60, scrollOffset: Double? = nil
    ) -> Bool {
        guard let system, let presented = presentedViewController, let hit = system.hitTest(point),
            hit.isInside(presented.view)
        else { return false }
        driver.dragBegan(scrollOffset: scrollOffset)
        for translation in translations {
            system.advance(by: frameInterval)
            if axis == .horizontal {
                driver.dragChanged(translationX: translation, y: 0)
            } else {
                driver.dragChanged(translationX: 0, y: translation)
            }
        }
        if axis == .horizontal {
            driver.dragEnded(velocityX: velocity, y: 0)
        } else {
            driver.dragEnded(velocityX: 0, y: velocity)
        }
        return true
    }

    /// Releases the presented controller's hold on this delegate, once its dismissal completed.
    fileprivate func presentationDidEnd() {
        presentedViewController?.associatedObjects[Self.associationKey] = nil
    }
}

/// Stagehand's presentation controller in the headless UIKit: every method forwards to the driver.
@MainActor
public final class StagehandHeadlessPresentationController: HeadlessPresentationController {
    private weak var stagehand: HeadlessStagehand?
    private let driver: PresentationDriver<HeadlessPresentationStage>

    init(presented: ModelViewController, presenting: ModelViewController, stagehand: HeadlessStagehand) {
        self.stagehand = stagehand
        self.driver = stagehand.driver
        super.init(presentedViewController: presented, presenting: presenting)
        stagehand.stage.handsOverPresentingView = driver.shouldRemovePresentersView
    }

    /// From the driver's behaviour.
    public override var shouldRemovePresentersView: Bool { driver.shouldRemovePresentersView }

    /// From the core's layout.
    public override var frameOfPresentedViewInContainerView: CGRect {
        driver.stage.containerView = containerView
        return driver.frameOfPresentedView()
    }

    /// The container is known: the stage gets it, the driver adds the chrome, and a tap on the
    /// dimming reaches the driver.
    public override func presentationTransitionWillBegin() {
        driver.stage.containerView = containerView
        driver.presentationTransitionWillBegin()
        if let dimming = driver.stage.view(for: .dimming, creating: false) {
            dimming.tapHandler = { [weak driver] in driver?.dimmingTapped() }
        }
    }

    /// Forwarded.
    public override func presentationTransitionDidEnd(_ completed: Bool) {
        driver.presentationTransitionDidEnd(completed)
        if !completed { stagehand?.presentationDidEnd() }
    }

    /// Forwarded.
    public override func dismissalTransitionWillBegin() {
        driver.dismissalTransitionWillBegin()
    }

    /// Forwarded; a completed dismissal releases the delegate.
    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        driver.dismissalTransitionDidEnd(completed)
        if completed { stagehand?.presentationDidEnd() }
    }

    /// Forwarded (rule 27).
    public override func containerViewWillLayoutSubviews() {
        driver.stage.containerView = containerView
        driver.containerWillLayout()
    }
}

/// Stagehand's animator in the headless UIKit: forwards to the driver; interruptible.
@MainActor
final class StagehandHeadlessAnimator: HeadlessAnimatedTransitioning {
    let phase: TransitionPhase
    let driver: PresentationDriver<HeadlessPresentationStage>

    init(phase: TransitionPhase, driver: PresentationDriver<HeadlessPresentationStage>) {
        self.phase = phase
        self.driver = driver
    }

    var isInterruptible: Bool { true }

    func transitionDuration(using transitionContext: HeadlessTransitionContext?) -> Double {
        driver.stage.containerView = transitionContext?.containerView ?? driver.stage.containerView
        return driver.transitionDuration(for: phase, animated: transitionContext?.isAnimated ?? true)
    }

    func animateTransition(using transitionContext: HeadlessTransitionContext) {
        driver.stage.containerView = transitionContext.containerView
        driver.animateTransition(phase, context: transitionContext)
    }
}

/// Stagehand's interaction controller in the headless UIKit: forwards to the driver.
@MainActor
final class StagehandHeadlessInteractor: HeadlessInteractiveTransitioning {
    let phase: TransitionPhase
    let driver: PresentationDriver<HeadlessPresentationStage>

    init(phase: TransitionPhase, driver: PresentationDriver<HeadlessPresentationStage>) {
        self.phase = phase
        self.driver = driver
    }

    var wantsInteractiveStart: Bool { driver.wantsInteractiveStart(for: phase) }

    func startInteractiveTransition(_ transitionContext: HeadlessTransitionContext) {
        driver.stage.containerView = transitionContext.containerView
        driver.startInteractiveTransition(phase, context: transitionContext)
    }
}

extension ModelView {
    /// Whether this view is `ancestor` or inside it.
    func isInside(_ ancestor: ModelView) -> Bool {
        var current: ModelView? = self
        while let view = current {
            if view === ancestor { return true }
            current = view.superview
        }
        return false
    }
}

extension ModelViewController {
    /// Presents `controller` with a Stagehand transition, as `Stagehand`'s
    /// `present(_:transition:animated:completion:)` does on a phone: the custom style and a
    /// transitioning delegate retained by `controller` until it is dismissed.
    public func present(
        _ controller: ModelViewController, transition: some CustomTransition, animated: Bool = true,
        completion: (@MainActor () -> Void)? = nil
    ) {
        guard let system = owningSystem else { return }
        // A controller already presented keeps the delegate its presentation runs with; UIKit then
        // refuses the present (rule 21) as it would without Stagehand.
        if controller.presentingViewController == nil {
            _ = HeadlessStagehand(
                transition: transition, system: system, presenting: self, presented: controller)
        }
        present(controller, animated: animated, completion: completion)
    }

    /// The Stagehand delegate of this presented controller, while it has one.
    public var stagehand: HeadlessStagehand? {
        associatedObjects[HeadlessStagehand.associationKey] as? HeadlessStagehand
    }
}
