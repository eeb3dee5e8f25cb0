import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What the presentation controller of a Stagehand presentation does: every UIKit callback goes to
/// the ``PresentationDriver``, and what it answers is applied. The platform's shell (a
/// `UIPresentationController` subclass, ``host``) overrides each callback, calls `super` and this
/// core, and nothing else.
///
/// - `shouldRemovePresentersView` and `frameOfPresentedViewInContainerView` are the driver's.
/// - `presentationTransitionWillBegin`/`DidEnd`, `dismissalTransitionWillBegin`/`DidEnd`,
///   `containerViewWillLayoutSubviews`, trait changes, size changes (laid out alongside the
///   transition coordinator's animation) and preferred-content-size changes are forwarded.
/// - `presentedView` is a wrapper around the presented controller's view, which answers VoiceOver's
///   escape gesture with `driver.accessibilityEscape()` and offers VoiceOver's custom actions the
///   driver lists (a card's "Expand" and "Collapse", "Dismiss"), announcing the detent an action
///   moved the card to. What the screen below gets is the driver's (``PresentationDriver/screenBelow``),
///   applied as the presentation begins and at every detent change: the presented controller's view
///   is modal for VoiceOver unless the screen below stays live (rule 50); the dimming takes touches
///   unless an undimmed detent clears it, and is a "Dismiss" button exactly when it takes them and
///   a tap on it dismisses.
/// - A card's selected detent is read and set here (`selectedDetent`, ``animateChanges(_:)``), and
///   the person's changes are told to the presented controller's options (rule 50's callback).
/// - A tap on the dimming view calls `driver.dimmingTapped()`; a pan on the presented view (and a
///   screen-edge pan on the container, when the behaviour names a `dismissalScreenEdge`) drives the
///   driver's drag (``DismissalPanCore``).
/// - Without a dimming (or under one an undimmed detent clears), a pass-through view covers the
///   container under everything else, from
///   `presentationTransitionWillBegin` until the presentation is over, and lets touches outside the
///   presented views reach the presenting screen, or not (``PassthroughCore``, rule 35).
/// - `size(forChildContentContainer:withParentContainerSize:)` is the driver's presented frame in a
///   container of that size.
/// - From `presentationTransitionWillBegin` until the presentation is over, it observes the keyboard,
///   reported to the driver in the container's coordinates, and the Reduce Motion setting.
/// - A presentation that covers the screen at rest (``PresentationDriver/capturesStatusBarAppearance``)
///   hands the status bar and the home indicator to the presented controller for its lifetime
///   (rule 36; see ``presentationTransitionWillBegin()``).
///
/// It holds the driver and the transitioning delegate core (the driver's ``PresentationSystem``)
/// strongly, so the presentation keeps working for as long as UIKit keeps its presentation
/// controller, whatever happens to the presented controller's transitioning delegate.
@MainActor
package final class PresentationControllerCore<P: Platform> {
    /// The presentation's driver.
    package let driver: PresentationDriver<LayerStage<P>>
    /// The system the driver asks (kept alive with the presentation).
    package let system: TransitioningDelegateCore<P>
    /// The platform's presentation controller, which forwards here.
    package private(set) weak var host: (any LayerPresentationControllerHost<P>)?
    /// The drags.
    package let pan: DismissalPanCore<P>
    /// The touches outside the presented views.
    package let passthrough: PassthroughCore<P>
    /// The presented view's shadow, corners and grabber.
    package let chrome: ChromeCore<P>
    /// Its place in a stack of presentations, and its end when UIKit removes it under another
    /// (rule 61).
    package let stacking = PresentationStacking<P>()
    /// When the presentation is at rest, for whoever waits for it (a SwiftUI binding whose
    /// dismissal did not happen).
    package let rest: PresentationRest<P>
    /// Where the presented view stands, for `stagehand.onPositionChange`.
    package let position: PresentationPosition<P>
    /// Whether the presentation ended by itself, removed under a stack's dismissal (rule 61): what
    /// UIKit may still say of its dismissal changes nothing.
    private var endedUnderStack = false
    private var wrapper: P.View?
    /// The view made modal for VoiceOver (the presented controller's), while the presentation has
    /// it so, and its own value before.
    private var modal: (view: P.View, before: Bool)?
    /// Whether the presentation transition completed (the presented screen appeared).
    private var appeared = false
    /// Whether the presentation is over and the options were told (once).
    private var isOver = false
    /// The container's size when the chrome was last shown.
    private var chromeContainerSize: CGSize?
    /// How many ``animateChanges(_:)`` calls are running: a detent set inside one animates.
    private var animatingChanges = 0
    private var observation: (any LayerCancellable)?
    /// Whether this presentation handed the status bar and the home indicator to the presented
    /// controller (from `presentationTransitionWillBegin` until the presentation is over).
    private var capturesStatusBar = false
    /// The presented controller's own `modalPresentationCapturesStatusBarAppearance` while this
    /// presentation has set it to true; nil when the presentation left it as it was.
    private var appCapturesStatusBar: Bool?
    /// The controllers the status bar was handed between, held weakly from the capture on: UIKit
    /// may release the presentation controller (``host``) before the presentation ends (a stack's
    /// removal, rule 61), and what was set must still be put back.
    private weak var statusBarOwner: P.ViewController?
    private weak var statusBarPresenter: P.ViewController?

    /// Whether the keyboard and the Reduce Motion setting are observed (from
    /// `presentationTransitionWillBegin` until the presentation is over).
    package var isObservingKeyboard: Bool { observation != nil }

    /// Creates the core of a presentation driven by `driver`, asking `system`.
    package init(driver: PresentationDriver<LayerStage<P>>, system: TransitioningDelegateCore<P>) {
        self.driver = driver
        self.system = system
        self.pan = DismissalPanCore(driver: driver, platform: system.platform) { [weak system] in
            system?.options?.scrollView.flatMap { system?.platform.scrollView($0) }
        }
        self.passthrough = PassthroughCore(driver: driver, platform: system.platform)
        self.chrome = ChromeCore(platform: system.platform)
        self.rest = PresentationRest(driver: driver, system: system)
        self.position = PresentationPosition(driver: driver, system: system)
        driver.restChanged = { [weak rest, weak position] atRest in
            rest?.driverRestChanged(atRest)
            if atRest { position?.motionEnded() } else { position?.motionBegan() }
        }
        driver.stage.dimmingTapped = { [weak driver] in driver?.dimmingTapped() }
        driver.restingDetentChanged = { [weak self] in self?.applyScreenBelow() }
        driver.personChangedDetent = { [weak system, weak driver] index in
            guard let driver, driver.behavior.detents.indices.contains(index) else { return }
            system?.options?.onSelectedDetentChange?(driver.behavior.detents[index])
        }
    }

    /// The platform's presentation controller, once it exists; the stage reads its views.
    package func attach(to host: any LayerPresentationControllerHost<P>) {
        self.host = host
        driver.stage.host = host
    }

    private var platform: P { system.platform }

    // MARK: Views and frames

    /// `presentedView`: the presented controller's view inside the wrapper that answers the escape
    /// gesture, made once.
    package var presentedView: P.View? {
        if let wrapper { return wrapper }
        guard let host else { return nil }
        let created = platform.makePresentedWrapper(
            around: host.presentedViewController.loadedView,
            escape: { [weak driver] in driver?.accessibilityEscape() ?? false },
            customActions: { [weak self] in self?.accessibilityActions ?? [] })
        wrapper = created
        return created
    }

    /// `shouldRemovePresentersView`: the driver's answer (true for the full-screen style).
    package var shouldRemovePresentersView: Bool { driver.shouldRemovePresentersView }

    /// `frameOfPresentedViewInContainerView`: the driver's presented frame at rest in the container
    /// as it is now.
    package var frameOfPresentedViewInContainerView: CGRect { driver.frameOfPresentedView() }

    /// `size(forChildContentContainer:withParentContainerSize:)` for the presented controller: the
    /// size of the driver's presented frame in a container of `parentSize`, with the safe area the
    /// container will have then (UIKit asks before the rotation gives it its new safe area).
    package func sizeOfPresentedController(inParentOfSize parentSize: CGSize) -> CGSize {
        driver.frameOfPresentedView(inContainerOfSize: parentSize).size
    }

    // MARK: Transitions

    /// `presentationTransitionWillBegin`: forwarded; the pass-through view joins the container, the
    /// drag recognizers join the presented view and the container, and the keyboard and the Reduce
    /// Motion setting are observed.
    package func presentationTransitionWillBegin() {
        driver.presentationTransitionWillBegin()
        stacking.link(self, presentedBy: host?.presentingViewController)
        if let container = host?.containerView {
            passthrough.install(in: container, forwardingTo: host?.presentingViewController.viewIfLoaded)
        }
        if let presentedView {
            pan.install(
                on: presentedView, in: host?.containerView, screenEdge: driver.behavior.dismissalScreenEdge)
        }
        startObserving()
        captureStatusBar()
        applyChrome()
        applyDriverState()
        position.motionBegan()
    }

    /// `presentationTransitionDidEnd(_:)`: forwarded.
    package func presentationTransitionDidEnd(_ completed: Bool) {
        driver.presentationTransitionDidEnd(completed)
        applyChrome()
        if completed, !appeared {
            appeared = true
            // Only a listener (SwiftUI's modifiers) costs a completion on UIKit's coordinator.
            if let options = system.options, options.onAppeared != nil {
                system.afterTransitionEnds { [weak options] in options?.onAppeared?() }
            }
        }
        applyDriverState()
    }

    /// `dismissalTransitionWillBegin`: forwarded; the pass-through view goes back under the
    /// presenting view UIKit may have put back in the container; the presentations of a stack that
    /// UIKit removed before this dismissal end (rule 61).
    package func dismissalTransitionWillBegin() {
        guard !endedUnderStack else { return }
        passthrough.moveToBottom()
        // Only a presentation that rests begins to leave here: a second context of the same
        // dismissal (rule 24) begins nothing, and one turned back mid-way began leaving then.
        let leaves = driver.state == .presented
        driver.dismissalTransitionWillBegin()
        if leaves { system.options?.onDismissalWillBegin?() }
        // Found already when UIKit asked for the animator, unless it removed them after that
        // (the order is not documented, rule 61).
        stacking.endRemovedNeighbours()
    }

    /// `dismissalTransitionDidEnd(_:)`: forwarded. Once the dismissal is over for UIKit, the
    /// presentations above and below that UIKit removed with it end too (rule 61).
    package func dismissalTransitionDidEnd(_ completed: Bool) {
        guard !endedUnderStack else { return }
        driver.dismissalTransitionDidEnd(completed)
        applyDriverState()
        guard driver.state == .dismissed else { return }
        // Only a presentation in a stack looks at its neighbours, once UIKit is done with it.
        guard stacking.hasNeighbours else { return stacking.presentationEnded(self) }
        system.afterTransitionEnds { [self] in stacking.presentationEnded(self) }
    }

    /// The presentation was taken away under a stack's dismissal (rule 61), its presented controller
    /// no longer presented, and UIKit told its presentation controller nothing: it ends as a
    /// dismissal would (the chrome leaves, the presented view gets back what Stagehand changed, the
    /// "dismissed" callbacks run, everything installed is taken down), once, and its own neighbours
    /// are looked at in turn. Nothing while it is presented, or once it has ended.
    package func endRemoved() {
        guard let presented = system.presentedViewController, presented.presentingViewController == nil,
            driver.state != .idle, driver.state != .dismissed
        else { return }
        let leaves = driver.state == .presented
        driver.dismissalTransitionWillBegin()
        if leaves { system.options?.onDismissalWillBegin?() }
        driver.dismissalTransitionDidEnd(true)
        endedUnderStack = true
        applyDriverState()
        stacking.presentationEnded(self)
    }

    // MARK: Layout

    /// `containerViewWillLayoutSubviews`: the driver lays out the presented view and the chrome
    /// (rule 27).
    package func containerViewWillLayoutSubviews() {
        driver.containerWillLayout()
        applyChrome(onlyIfResized: true)
        position.containerDidLayOut(in: host?.containerView?.bounds.size)
    }

    /// `viewWillTransition(to:with:)` (after `super`, so the change flows on to the presented
    /// controller, rule 26): the driver lays out for the new size inside the coordinator's
    /// animation, which `animateAlongside` runs.
    package func viewWillTransition(animateAlongside: (@escaping @MainActor () -> Void) -> Void) {
        animateAlongside { [weak driver] in driver?.containerWillLayout() }
    }

    /// Shows the driver's chrome for the presentation as it rests now on the presented view
    /// (``ChromeCore``), while presenting and presented: as the presentation begins, at its end, on
    /// a trait change, and at a layout of the container whose size changed (a rotation's, inside its
    /// animation). Between those, the grabber's flexible margins keep it in place as the card moves,
    /// and the layouts a drag causes cost nothing here.
    private func applyChrome(onlyIfResized: Bool = false) {
        guard driver.state == .presenting || driver.state == .presented, let presentedView else { return }
        let size = host?.containerView?.bounds.size
        if onlyIfResized, size == chromeContainerSize { return }
        chromeContainerSize = size
        chrome.show(driver.presentedChrome, on: presentedView)
    }

    /// `preferredContentSizeDidChange(forChildContentContainer:)`: the container lays out again,
    /// and the driver with it, for the new preferred size (rule 28), measuring content that sizes
    /// itself again (rule 49).
    package func preferredContentSizeDidChange() {
        driver.stage.invalidateContentFitting()
        host?.containerView?.setNeedsLayout()
    }

    /// `stagehand.invalidateDetents()`, as `UISheetPresentationController`'s (rule 49): the content
    /// is measured again for a fitted height, and the container lays out again with it.
    package func invalidateDetents() {
        preferredContentSizeDidChange()
    }

    /// `traitCollectionDidChange(_:)` (rule 47): a change that can move the layout (a size class,
    /// ``LayerTraits/changesLayout(from:)``) lays the presentation out anew, which retargets a
    /// presentation under way; any other (Dark Mode, Dynamic Type, whose size reaches Stagehand as a
    /// preferred content size, rule 28) leaves the transition under way alone.
    package func traitCollectionDidChange(from previous: LayerTraits?, to current: LayerTraits) {
        // Dynamic Type changes the height content needs: the next layout measures it again.
        driver.stage.invalidateContentFitting()
        guard current.changesLayout(from: previous) else { return }
        driver.containerWillLayout()
        applyChrome()
    }

    // MARK: Keyboard and accessibility

    private func startObserving() {
        observation?.cancel()
        observation = platform.observe(
            keyboardIn: { [weak self] in self?.host?.containerView },
            keyboard: { [weak driver] frame, duration, curve in
                driver?.keyboardWillChange(frame: frame, duration: duration, curve: curve)
            },
            reduceMotion: { [weak driver] reduces in driver?.prefersReducedMotion = reduces })
    }

    // MARK: Detents and VoiceOver's actions

    /// `stagehand.selectedDetent`: the detent the card is at, nil without detents or when not
    /// presented.
    package var selectedDetent: Detent? { driver.selectedDetent }

    /// Sets the selected detent (``DetentSelection``): at once, or with the card's release spring
    /// inside ``animateChanges(_:)``; a detent the card does not have is ignored.
    package func selectDetent(_ detent: Detent) {
        driver.selectDetent(detent, animated: animatingChanges > 0)
        position.detentChanged()
    }

    /// `stagehand.animateChanges(_:)`: runs `changes`, in which a detent set animates.
    package func animateChanges(_ changes: () -> Void) {
        animatingChanges += 1
        defer { animatingChanges -= 1 }
        changes()
    }

    /// The presentation controller core of the Stagehand presentation `controller` is in (it, or a
    /// controller inside it), nil when there is none.
    package static func of(_ controller: P.ViewController) -> PresentationControllerCore<P>? {
        guard controller.presentingViewController != nil else { return nil }
        return controller.layerPresentationCore as? PresentationControllerCore<P>
    }

    /// The custom actions the driver offers now, each performing through the driver and announcing
    /// the detent it moved the card to.
    private var accessibilityActions: [LayerAccessibilityAction] {
        driver.accessibilityActions.map { action in
            LayerAccessibilityAction(name: action.name) { [weak self] in
                guard let self else { return false }
                let outcome = self.driver.perform(action)
                if outcome.acted, let announcement = outcome.announcement {
                    self.platform.postAccessibilityAnnouncement(announcement)
                }
                return outcome.acted
            }
        }
    }

    /// Applies what the driver leaves of the screen below (``PresentationDriver/screenBelow``) while
    /// presenting and presented: whether the dimming takes touches and is VoiceOver's "Dismiss"
    /// button, and whether the presented controller's view is modal for VoiceOver (rule 50), whose
    /// own value comes back when it stops being modal and once the presentation is over. Decided as
    /// the presentation begins and again at every detent change (an undimmed detent clears the
    /// dimming and leaves the screen below live).
    private func applyScreenBelow() {
        switch driver.state {
        case .presenting, .presented:
            let below = driver.screenBelow
            driver.stage.dimmingAccess = (below.dimmingTakesTouches, below.dimmingAccessibilityLabel)
            guard let view = host?.presentedViewController.viewIfLoaded else { return }
            if below.presentedViewIsModal, modal == nil {
                modal = (view, platform.isAccessibilityModal(view))
                platform.setAccessibilityModal(true, on: view)
            } else if !below.presentedViewIsModal {
                restoreAccessibilityModal()
            }
        case .dismissed:
            restoreAccessibilityModal()
        case .idle, .dismissing:
            break
        }
    }

    /// Gives the presented controller's view back its own `accessibilityViewIsModal`, if the
    /// presentation had made it modal.
    private func restoreAccessibilityModal() {
        guard let modal else { return }
        self.modal = nil
        platform.setAccessibilityModal(modal.before, on: modal.view)
    }

    // MARK: Status bar and home indicator

    /// Hands the status bar and the home indicator to the presented controller when the driver says
    /// the presentation covers the screen at rest (rule 36), and asks the system to read them again.
    ///
    /// UIKit passes the status bar to a presented controller only when the presentation controller
    /// removes the presenter's view, or when the presented controller sets
    /// `modalPresentationCapturesStatusBarAppearance`; a zoom or a fade with .overFullScreen does
    /// neither, so the presenter's status bar would stay over the presented screen. Stagehand sets
    /// the flag for every covering presentation (a no-op where the style already passes it), never
    /// turns off an app's own true, and puts the app's false back when the presentation is over.
    ///
    /// Whether the home indicator (and screen-edge deferral) follows the same rule is unverified
    /// (rule 36): setting the flag is the only public way to pass it, and it changes nothing on the
    /// reading where the home indicator ignores it, so it is safe on both; the home indicator is
    /// asked to update with the status bar either way. The requests run outside any animation block:
    /// the change lands at once instead of cross-fading during the transition, where an interrupted
    /// or interactive transition could meet it (contract §6, OR 17793). The coverage is decided once,
    /// as the presentation begins, in the container then.
    private func captureStatusBar() {
        guard !capturesStatusBar, driver.capturesStatusBarAppearance,
            let presented = host?.presentedViewController
        else { return }
        capturesStatusBar = true
        statusBarOwner = presented
        statusBarPresenter = host?.presentingViewController
        if !presented.modalPresentationCapturesStatusBarAppearance {
            appCapturesStatusBar = false
            presented.modalPresentationCapturesStatusBarAppearance = true
        }
        presented.setNeedsStatusBarAppearanceUpdate()
        presented.setNeedsUpdateOfHomeIndicatorAutoHidden()
    }

    /// The presentation is over: the app's own flag comes back, and once UIKit has torn the
    /// presentation down (after the transition's completions, rule 33) the system is asked to read
    /// the status bar and the home indicator again, which are the presenter's by then.
    private func releaseStatusBar() {
        guard capturesStatusBar else { return }
        capturesStatusBar = false
        if let previous = appCapturesStatusBar {
            statusBarOwner?.modalPresentationCapturesStatusBarAppearance = previous
            appCapturesStatusBar = nil
        }
        let presenting = statusBarPresenter
        let update: @MainActor () -> Void = { [weak presenting] in
            presenting?.setNeedsStatusBarAppearanceUpdate()
            presenting?.setNeedsUpdateOfHomeIndicatorAutoHidden()
        }
        system.afterTransitionEnds(update)
    }

    // MARK: Requests

    /// Dismisses the Stagehand presentation `controller` is in (it, or a controller inside it): while
    /// the presentation is in flight, it is cancelled and runs back; while presented, UIKit is asked.
    /// `completion` runs once: true when nothing is presented any more, false when there was nothing
    /// to dismiss or the dismissal did not happen.
    package static func dismiss(
        _ controller: P.ViewController, animated: Bool, completion: ((Bool) -> Void)?
    ) {
        guard let core = of(controller) else {
            completion?(false)
            return
        }
        core.driver.dismiss(animated: animated, completion: completion)
    }

    // MARK: State

    /// Applies where the driver says the presentation is: the presented controller's view is modal
    /// for VoiceOver while presented (``applyScreenBelow()``); once dismissed, the drag recognizers and the pass-through view leave, the
    /// keyboard and the Reduce Motion setting are no longer observed, and the transitioning delegate
    /// lets go of the presentation.
    private func applyDriverState() {
        applyScreenBelow()
        guard driver.state == .dismissed else { return }
        if !isOver, let options = system.options, options.onPresentationOver != nil {
            isOver = true
            let appeared = self.appeared
            system.afterTransitionEnds { [weak options] in options?.onPresentationOver?(appeared) }
        }
        releaseStatusBar()
        pan.uninstall()
        passthrough.uninstall()
        observation?.cancel()
        observation = nil
        position.presentationEnded()
        system.presentationDidEnd(self)
    }
}
