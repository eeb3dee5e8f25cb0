import Foundation
import StagehandCore
import StagehandHeadless

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A root controller ("root") showing a list, and a controller to present ("detail").
@MainActor
func makeSystem(
    style: ModalPresentationStyle = .custom, delegate: TestDelegate? = nil, unknowns: Unknowns = .init(),
    geometry: ContainerGeometry = .iPhonePortrait
) -> (system: HeadlessUIKit, root: ModelViewController, detail: ModelViewController) {
    let root = ModelViewController(name: "root", content: .listScreen(title: "Contacts", safeTop: 47))
    let system = HeadlessUIKit(geometry: geometry, root: root, unknowns: unknowns)
    let detail = ModelViewController(name: "detail", content: .card(title: "Ada"))
    detail.modalPresentationStyle = style
    detail.transitioningDelegate = delegate
    return (system, root, detail)
}

extension HeadlessUIKit {
    /// The log as lines, from `index` on.
    func lines(from index: Int = 0) -> [String] { events[index...].map(\.description) }
}

/// A transitioning delegate whose answers are set by the test.
@MainActor
final class TestDelegate: HeadlessTransitioningDelegate {
    var makeController: ((ModelViewController, ModelViewController) -> HeadlessPresentationController?)?
    var presentAnimator: (any HeadlessAnimatedTransitioning)?
    var dismissAnimator: (any HeadlessAnimatedTransitioning)?
    var presentInteractor: (any HeadlessInteractiveTransitioning)?
    var dismissInteractor: (any HeadlessInteractiveTransitioning)?

    init(
        controller: ((ModelViewController, ModelViewController) -> HeadlessPresentationController?)? = {
            CardPresentationController(presentedViewController: $0, presenting: $1)
        },
        presentAnimator: (any HeadlessAnimatedTransitioning)? = SlideAnimator(),
        dismissAnimator: (any HeadlessAnimatedTransitioning)? = SlideAnimator()
    ) {
        self.makeController = controller
        self.presentAnimator = presentAnimator
        self.dismissAnimator = dismissAnimator
    }

    func presentationController(
        forPresented presented: ModelViewController, presenting: ModelViewController?,
        source: ModelViewController
    ) -> HeadlessPresentationController? {
        presenting.flatMap { makeController?(presented, $0) }
    }

    func animationController(
        forPresented presented: ModelViewController, presenting: ModelViewController,
        source: ModelViewController
    ) -> (any HeadlessAnimatedTransitioning)? { presentAnimator }

    func animationController(forDismissed dismissed: ModelViewController) -> (
        any HeadlessAnimatedTransitioning
    )? {
        dismissAnimator
    }

    func interactionControllerForPresentation(using animator: any HeadlessAnimatedTransitioning)
        -> (any HeadlessInteractiveTransitioning)?
    { presentInteractor }

    func interactionControllerForDismissal(using animator: any HeadlessAnimatedTransitioning)
        -> (any HeadlessInteractiveTransitioning)?
    { dismissInteractor }
}

/// A bottom card covering the lower half of the container, like seed 000's slide-in from the
/// bottom. Whether it resets the frame at layout (rule 27), removes the presenter's view and
/// forwards `viewWillTransition` are set by the test.
@MainActor
final class CardPresentationController: HeadlessPresentationController {
    var resetsFrame = true
    var removesPresenter = false
    var fullscreen = true
    var forwardsViewWillTransition = true

    override var frameOfPresentedViewInContainerView: CGRect {
        let size = containerView?.state.frame.size ?? .zero
        return CGRect(x: 0, y: size.height / 2, width: size.width, height: size.height / 2)
    }

    override var shouldRemovePresentersView: Bool { removesPresenter }
    override var shouldPresentInFullscreen: Bool { fullscreen }

    override func containerViewWillLayoutSubviews() {
        // Rule 27: reset the presented view's frame.
        if resetsFrame { presentedView?.state.frame = frameOfPresentedViewInContainerView }
    }

    override func viewWillTransition(to size: CGSize, with coordinator: HeadlessTransitionCoordinator) {
        if forwardsViewWillTransition { super.viewWillTransition(to: size, with: coordinator) }
    }
}

/// A correct slide animator: the presented view moves in from below the container to its final
/// frame (or out below it) over `duration`, then `completeTransition(!transitionWasCancelled)`.
/// Interruptible when asked, and then drivable by ``PercentInteractor``.
@MainActor
final class SlideAnimator: AnimationHolding {
    var duration: Double
    let isInterruptible: Bool
    private(set) var animation: HeadlessPropertyAnimation?
    private(set) var endedWith: [Bool] = []

    init(duration: Double = 0.3, interruptible: Bool = false) {
        self.duration = duration
        self.isInterruptible = interruptible
    }

    func transitionDuration(using transitionContext: HeadlessTransitionContext?) -> Double { duration }

    func animateTransition(using context: HeadlessTransitionContext) {
        guard let container = context.containerView, let system = context.system else { return }
        let presenting = context.isPresenting
        let key: HeadlessTransitionContext.Key = presenting ? .to : .from
        guard let view = context.view(forKey: key), let controller = context.viewController(forKey: key)
        else {
            return
        }
        let shown = presenting ? context.finalFrame(for: controller) : view.state.frame
        let hidden = shown.offsetBy(dx: 0, dy: container.state.frame.height)
        if presenting { container.addSubview(view) }
        var start = view.state
        start.frame = presenting ? hidden : shown
        var end = view.state
        end.frame = presenting ? shown : hidden
        let animation = HeadlessPropertyAnimation(
            view: view, from: start, to: end, duration: duration,
            completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
        self.animation = animation
        animation.start(in: system)
    }

    func animationEnded(_ transitionCompleted: Bool) { endedWith.append(transitionCompleted) }
}

/// An animator whose transition runs as one property animation, which an interaction controller can
/// pause, move and resume.
@MainActor
protocol AnimationHolding: HeadlessAnimatedTransitioning {
    /// The running animation, once `animateTransition(using:)` began it.
    var animation: HeadlessPropertyAnimation? { get }
}

/// A percent-driven interaction controller over an ``AnimationHolding`` animator (an interruptible
/// ``SlideAnimator``, a ``NavigationSlideAnimator``): starts the animation paused when
/// `wantsInteractiveStart`, moves it with `update`, runs it to the end on `finish` or back on
/// `cancel`.
@MainActor
final class PercentInteractor: HeadlessInteractiveTransitioning {
    let animator: any AnimationHolding
    let wantsInteractiveStart: Bool
    private(set) var context: HeadlessTransitionContext?

    init(animator: any AnimationHolding, wantsInteractiveStart: Bool = true) {
        self.animator = animator
        self.wantsInteractiveStart = wantsInteractiveStart
    }

    func startInteractiveTransition(_ transitionContext: HeadlessTransitionContext) {
        context = transitionContext
        animator.animateTransition(using: transitionContext)
        if wantsInteractiveStart { animator.animation?.pause() }
    }

    func update(_ progress: Double) {
        animator.animation?.setFraction(progress)
        context?.updateInteractiveTransition(progress)
    }

    func pause() {
        animator.animation?.pause()
        context?.pauseInteractiveTransition()
    }

    func finish() {
        context?.finishInteractiveTransition()
        animator.animation?.isReversed = false
        animator.animation?.resume()
    }

    func cancel() {
        context?.cancelInteractiveTransition()
        animator.animation?.isReversed = true
        animator.animation?.resume()
    }
}

/// Seed 004's bug: `guard let` on a view that is nil while presenting (rule 11), and a return
/// without completing the transition: the phone freezes.
@MainActor
final class GuardReturningAnimator: HeadlessAnimatedTransitioning {
    func transitionDuration(using transitionContext: HeadlessTransitionContext?) -> Double { 0.5 }

    func animateTransition(using context: HeadlessTransitionContext) {
        guard let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to) else {
            return
        }
        context.containerView?.addSubview(toView)
        _ = fromView
        context.completeTransition(true)
    }
}

/// Adds the presented view at its final frame and completes twice (rule 2).
@MainActor
final class TwiceCompletingAnimator: HeadlessAnimatedTransitioning {
    func transitionDuration(using transitionContext: HeadlessTransitionContext?) -> Double { 0 }

    func animateTransition(using context: HeadlessTransitionContext) {
        if let view = context.view(forKey: .to), let controller = context.viewController(forKey: .to) {
            context.containerView?.addSubview(view)
            view.state.frame = context.finalFrame(for: controller)
        }
        context.completeTransition(true)
        context.completeTransition(true)
    }
}

/// Completes `true` when its slide ends, even after a cancel (rule 5's mistake).
@MainActor
final class AlwaysFinishingInteractor: HeadlessInteractiveTransitioning {
    private(set) var context: HeadlessTransitionContext?

    func startInteractiveTransition(_ transitionContext: HeadlessTransitionContext) {
        context = transitionContext
    }

    func cancel() {
        context?.cancelInteractiveTransition()
        context?.completeTransition(true)
    }
}

/// An adaptive delegate that records what it heard and answers `shouldDismiss` as told.
@MainActor
final class TestAdaptiveDelegate: HeadlessAdaptivePresentationControllerDelegate {
    var allowsDismissal = true
    func presentationControllerShouldDismiss(_ presentationController: HeadlessPresentationController) -> Bool
    {
        allowsDismissal
    }
}

/// Presents `detail` from `root` and runs until idle.
@MainActor
func presentAndSettle(
    _ system: HeadlessUIKit, _ root: ModelViewController, _ detail: ModelViewController
) {
    root.present(detail, animated: true)
    system.runUntilIdle()
}
