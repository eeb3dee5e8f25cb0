import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What the transitioning delegate of a controller presented with a Stagehand transition does, and
/// the ``PresentationSystem`` its driver asks. The platform's shell (a
/// `UIViewControllerTransitioningDelegate`) holds it and only calls it.
///
/// For each presentation (`presentationController(forPresented:presenting:source:)`) it creates the
/// stage, the driver and the ``PresentationControllerCore``; for each transition, an
/// ``AnimatorCore`` of the phase for the shells of the animator and interaction controller. It
/// decides nothing: the driver does; the system calls read the platform and the presentation
/// controller's delegate.
///
/// The presented controller keeps it (``LayerOptions``) for as long as its transition is set; it
/// holds the presentation's driver until the presentation controller reports the presentation over,
/// and holds the controllers weakly.
@MainActor
package final class TransitioningDelegateCore<P: Platform>: PresentationSystem {
    /// The transition presented.
    package let transition: any CustomTransition
    /// The presented controller's options (source view, scroll view).
    package weak var options: LayerOptions<P>?
    /// The platform.
    package let platform: P

    /// The driver of the presentation under way (the one last created).
    package private(set) var driver: PresentationDriver<LayerStage<P>>?
    private weak var presentation: PresentationControllerCore<P>?
    package private(set) weak var presentedViewController: P.ViewController?
    /// Set when UIKit asks for the dismissal's animator: it took a dismissal request.
    private var dismissalWasTaken = false

    /// Creates the delegate of `transition`, reading `options`.
    package init(transition: any CustomTransition, options: LayerOptions<P>?, platform: P) {
        self.transition = transition
        self.options = options
        self.platform = platform
    }

    /// The presentation controller reports its presentation over (dismissed, or cancelled): the
    /// delegate lets go of its driver, so a later presentation starts afresh.
    ///
    /// A transition lent for that presentation (``LayerOptions/lendTransition(_:to:platform:)``)
    /// goes back once the transition is over, among the coordinator's completions (rule 33): UIKit
    /// reads the transitioning delegate and the presentation style until then (§1: a delegate gone
    /// before the dismissal means UIKit's own dismissal).
    package func presentationDidEnd(_ core: PresentationControllerCore<P>) {
        guard core === presentation else { return }
        driver = nil
        guard options?.isLent == true else { return }
        let platform = platform
        afterTransitionEnds { [weak self, weak options, weak presentedViewController] in
            guard let self, let options, let presentedViewController,
                options.delegate === self, presentedViewController.presentingViewController == nil
            else { return }
            options.returnLentTransition(on: presentedViewController, platform: platform)
        }
    }

    // MARK: The transitioning delegate

    /// A new stage, driver and presentation controller core for the presentation of `presented`;
    /// the shell wraps the core in the platform's presentation controller and hands it over
    /// (``PresentationControllerCore/host``).
    package func makePresentation(of presented: P.ViewController) -> PresentationControllerCore<P> {
        let stage = LayerStage(
            platform: platform, dimming: transition.presentationBehavior.dimming, transition: transition)
        stage.options = options
        stage.zoomAnchor = (transition as? StagehandTransition)?.zoomAnchor
        let driver = PresentationDriver(transition: transition, stage: stage)
        let core = PresentationControllerCore(driver: driver, system: self)
        driver.system = self
        self.driver = driver
        presentation = core
        presentedViewController = presented
        return core
    }

    /// The presentation's animator.
    package func animatorForPresentation() -> AnimatorCore<P>? {
        driver.map { AnimatorCore(phase: .present, driver: $0, platform: platform) }
    }

    /// The dismissal's animator, for the driver of the presentation controller in charge. Asked
    /// inside UIKit's `dismiss`: the presentations of a stack UIKit removed before it end now, before
    /// anything of theirs runs again (rule 61).
    package func animatorForDismissal(of dismissed: P.ViewController) -> AnimatorCore<P>? {
        dismissalWasTaken = true
        let core = dismissed.layerPresentationCore as? PresentationControllerCore<P>
        core?.stacking.endRemovedNeighbours()
        return (core?.driver ?? driver).map { AnimatorCore(phase: .dismiss, driver: $0, platform: platform) }
    }

    // MARK: PresentationSystem

    /// Asks the presenting controller to dismiss, and reads whether UIKit took the request.
    ///
    /// UIKit schedules a transition's body for later (contract §2.2), but sets it up inside the call:
    /// it asks this delegate for the dismissal's animator (`animationController(forDismissed:)`) and
    /// marks the presented controller `isBeingDismissed`. A dropped request (rules 23–25) does
    /// neither, unless a dismissal of this presentation is under way already (UIKit's own
    /// `dismiss`, taken before this request): then `isBeingDismissed` is true, and that dismissal
    /// answers this request too. A transition coordinator alone proves nothing: the presented
    /// controller has one while it presents another controller over itself. A presentation that
    /// presents others is dismissed with its whole stack, and UIKit may remove it at once and ask
    /// the top's delegate instead (rule 61): a Stagehand top has ended it by then
    /// (``PresentationStacking``), which answered this request.
    package func requestDismissal(animated: Bool) -> Bool {
        guard let presented = presentedViewController, let presenting = presented.presentingViewController
        else { return false }
        dismissalWasTaken = false
        presenting.layerDismiss(animated: animated)
        return dismissalWasTaken || presented.isBeingDismissed
    }

    /// The presented controller has a transition coordinator while it is not being dismissed: it
    /// presents a controller, or dismisses the one it presents (rule 32).
    package var isAnotherTransitionInProgress: Bool {
        guard let presented = presentedViewController else { return false }
        return presented.hasTransitionCoordinator && !presented.isBeingDismissed
    }

    /// False when the presented controller, or a controller inside it, is `isModalInPresentation`, or
    /// the presentation controller's delegate answers `presentationControllerShouldDismiss` with
    /// false; the delegate is then told `presentationControllerDidAttemptToDismiss` (rules 30, 31).
    package func shouldBeginUserDismissal() -> Bool {
        guard let presented = presentedViewController, let host = presentation?.host else { return false }
        let allowed = !Self.isModal(presented) && host.delegateShouldDismiss()
        if !allowed { host.delegateDidAttemptToDismiss() }
        return allowed
    }

    /// `presentationControllerWillDismiss` (rule 30).
    package func userDismissalWillBegin() {
        presentation?.host?.delegateWillDismiss()
    }

    /// `presentationControllerDidDismiss` (rule 30).
    package func userDismissalDidEnd() {
        presentation?.host?.delegateDidDismiss()
    }

    /// Runs `block` among the transition coordinator's completions, after the `present` or
    /// `dismiss` completion (rules 32, 33); at once when there is no transition.
    ///
    /// A coordinator that answers false may still run the completion later (whether UIKit's does
    /// is not documented): the block runs once, whichever comes first.
    package func afterTransitionEnds(_ block: @escaping @MainActor () -> Void) {
        var pending: (@MainActor () -> Void)? = block
        let once: @MainActor () -> Void = {
            guard let run = pending else { return }
            pending = nil
            run()
        }
        if presentedViewController?.addTransitionCompletion(once) != true { once() }
    }

    /// Whether `controller` or one of its children is `isModalInPresentation` (a navigation
    /// controller's screens set it on themselves).
    private static func isModal(_ controller: P.ViewController) -> Bool {
        controller.isModalInPresentation || controller.children.contains { isModal($0) }
    }
}
