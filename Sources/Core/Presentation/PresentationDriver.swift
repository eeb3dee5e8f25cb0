import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Stagehand's part in a modal presentation that the system (UIKit, or the headless UIKit) owns:
/// every decision of the transitioning delegate, the presentation controller, the animator and the
/// interaction controller, for one presented view controller.
///
/// The system begins, interrupts and ends every transition; the driver never starts a phase by
/// itself. It answers the system's questions, acts inside the ``SystemTransitionContext`` the system
/// grants, and completes each context exactly once with `!transitionWasCancelled` (contract rules 1
/// and 5). To dismiss (a call, a tap on the dimming, a drag) it asks the system
/// (``PresentationSystem/requestDismissal(animated:)``), and a drag that dismisses asks for an
/// interactive start. Every transition runs through an interaction controller whose
/// `wantsInteractiveStart` is false unless a drag started it, with an interruptible animator, so:
/// - a dismissal requested while the presentation is in flight pauses and cancels it, and the
///   presentation completes as cancelled (contract §3, cancelling a presentation mid-flight);
/// - a drag catches a running dismissal (pause), and its release finishes or cancels it;
/// - a card's detent changes happen outside transitions, on the presented frame, as
///   `UISheetPresentationController` does; only a drag below the lowest detent begins an
///   interactive dismissal.
///
/// The UIKit layer's objects each forward UIKit's calls here and apply the answers; the headless
/// UIKit's adapters do the same, which is what makes the headless tests mean something on a phone.
@MainActor
package final class PresentationDriver<Stage: PresentationStage> {
    /// Where the presentation is, as the system's callbacks have told the driver.
    public enum State: Equatable, Sendable {
        /// Not presented yet.
        case idle
        /// The presentation transition is under way (possibly reversing after an interruption).
        case presenting
        /// Presented, between transitions.
        case presented
        /// The dismissal transition is under way.
        case dismissing
        /// Dismissed, or the presentation was cancelled.
        case dismissed
    }

    /// The transition performed.
    public let transition: any CustomTransition
    /// Its behaviour, read once.
    public let behavior: PresentationBehavior
    /// The views.
    public let stage: Stage
    /// The system to ask for dismissals; held weakly (the system owns the driver's adapters).
    public weak var system: (any PresentationSystem)?
    /// Where the presentation is.
    public private(set) var state: State = .idle {
        didSet { noteRest() }
    }
    /// The index in the behaviour's detents that a card rests at.
    public private(set) var detent = 0 {
        didSet { if detent != oldValue { restingDetentChanged?() } }
    }
    /// Whether the person asked the system to reduce motion (iOS: `UIAccessibility
    /// .isReduceMotionEnabled`, read by the UIKit layer before each transition): phases that run by
    /// themselves then cross-fade in place (``Choreography/reducingMotion()``); drags still move the
    /// views under the finger. A phase keeps the motion it began with: a finger that catches a
    /// dismissal cross-fading by itself scrubs the cross-fade, so nothing jumps under it.
    public var prefersReducedMotion = false

    /// How far the keyboard covers the container from its bottom edge, in points: the layout treats
    /// it as part of the bottom safe area, so a card or popup stays above the keyboard.
    public private(set) var keyboardOverlap = 0.0
    /// How long the views take to reach the outcome once UIKit is told to finish or cancel: the
    /// spring of a released drag, or the way back of an interrupted presentation. Set before the
    /// context hears the outcome (nil before any), so that what runs alongside can last as long.
    public private(set) var releaseDuration: Double?

    /// The transition the system granted, while it runs.
    private var active: Active? {
        didSet { noteRest() }
    }
    /// The drag in progress, if any.
    private var gesture: Gesture? {
        didSet { noteRest() }
    }
    /// A card's height while a drag holds it between detents, or while it settles from there.
    private var liveHeight: Double?
    /// Completions of ``dismiss(animated:completion:)`` waiting for the transition that answers them.
    private var dismissCompletions: [(Bool) -> Void] = []
    /// Whether the dismissal under way was asked for by the user (rule 30's callbacks).
    private var isUserDismissal = false
    /// Bumped whenever an animation is replaced, so that a stale completion is ignored.
    private var generation = 0
    /// Whether a detent change (or a drag's spring back) runs outside any transition.
    private var isSettling = false {
        didSet { noteRest() }
    }
    /// Roles whose views the driver has put into the container and not taken out.
    private var placed: Set<Role> = []
    /// Whether a dismissal was asked for before the presentation began: it is cancelled as soon as
    /// it begins.
    private var cancelsWhenBegun = false
    /// The container as the resting layout last saw it: a layout pass in the same geometry leaves a
    /// running detent change, spring back or keyboard move alone (rule 34: a layout pass is not a
    /// change of size).
    private var restingLayoutContext: TransitionContext?
    /// Whether the system took a dismissal request whose transition has not begun yet (its body is
    /// scheduled, §2.2): requests meanwhile join it instead of being refused (rule 24).
    private var isDismissalRequested = false {
        didSet { noteRest() }
    }
    /// A card's selected detent: the app's sets and the person's changes (``DetentSelection``).
    package private(set) var selection: DetentSelection
    /// Told the index of the detent the person moved the card to (a drag, a VoiceOver action), once
    /// per change, when the card is at rest there; never for the app's own sets.
    package var personChangedDetent: (@MainActor (Int) -> Void)?
    /// Told when ``detent`` changes, whoever changes it (the app, the person, a drag's dismissal
    /// that lowered the card): what the screen below gets may change with it (``screenBelow``).
    package var restingDetentChanged: (@MainActor () -> Void)?
    /// Told when ``isAtRest`` changes, with its new value. It may be told in the middle of one of
    /// the driver's own calls (a drag's end, before the spring it starts): a listener reads
    /// ``isAtRest`` again later, never acts on the driver from here.
    package var restChanged: (@MainActor (Bool) -> Void)?
    /// The value ``restChanged`` last told.
    private var toldAtRest = false

    /// Whether the presentation is at rest on the driver's side: presented, with no transition of
    /// its own, no drag, no settle (a detent change, a spring back, the keyboard) and no dismissal
    /// asked for.
    package var isAtRest: Bool {
        state == .presented && active == nil && gesture == nil && !isSettling && !isDismissalRequested
    }

    private func noteRest() {
        let now = isAtRest
        guard now != toldAtRest else { return }
        toldAtRest = now
        restChanged?(now)
    }

    /// One transition granted by the system.
    private struct Active {
        var phase: PresentationPhase
        var context: any SystemTransitionContext
        var choreography: Choreography
        /// Each role's state before the phase touched it (absent for views that were not there).
        var statesBefore: [Role: ViewState]
        /// Roles the phase inserted, which a cancelled phase takes out again.
        var inserted: [Role]
        var mode: Mode
        /// Whether the phase began with reduced motion: read once, when the phase begins.
        var reducesMotion: Bool
    }

    private enum Mode: Equatable {
        /// The plan runs by itself, forwards or (after an interruption) backwards.
        case running(reversed: Bool)
        /// A drag drives it; the progress is the dismissal's (negative past the resting place).
        case interactive(progress: Double)
        /// A released drag's spring carries the views to the outcome.
        case releasing
    }

    /// A drag, from its beginning to its release.
    private struct Gesture {
        enum Kind: Equatable {
            /// Moving the resting presentation: a card between detents, or a rubber band.
            case resting
            /// Driving a dismissal: requested and waiting for the system, or under way. `offset` is
            /// the drag length, in points, at which the dismissal's progress is `base`.
            case dismissal(offset: Double, base: Double)
            /// Nothing to move (not dismissible, refused): the drag is ignored to its end.
            case ignored
        }
        var kind: Kind
        /// Its length along the dismissal direction and what it moved the presented view, shared
        /// with a scroll view, if any (the motion engine's ``DetentDrag``).
        var drag = DetentDrag()
        /// The release velocity, kept when the finger lifts before the system starts the
        /// interactive dismissal, to replay when it does (rule 7's spirit, on Stagehand's side).
        var releasedVelocity: Double?
    }

    /// Creates the driver for one presentation of `transition` on `stage`.
    public init(transition: any CustomTransition, stage: Stage) {
        self.transition = transition
        self.behavior = transition.presentationBehavior
        self.stage = stage
        self.selection = DetentSelection(detents: behavior.detents)
    }

    /// The stage's measurements, with the keyboard taken as part of the bottom safe area; the shared
    /// elements only when asked for (searching both screens' trees is the costly part).
    func measured(elements: Bool = false) -> TransitionContext {
        withKeyboard(stage.measure(includingElements: elements && transition.usesSharedElements))
    }

    /// `context` with the keyboard taken as part of the bottom safe area.
    private func withKeyboard(_ context: TransitionContext) -> TransitionContext {
        var context = context
        guard keyboardOverlap > 0 else { return context }
        context.container.safeArea.bottom = max(context.container.safeArea.bottom, keyboardOverlap)
        return context
    }

    // MARK: The transitioning delegate

    /// `shouldRemovePresentersView`: true for the full-screen style, whose presenting view UIKit
    /// hands to the animator and removes after presenting (contract §2, styles).
    public var shouldRemovePresentersView: Bool { behavior.style == .fullScreen }

    /// Whether the presented controller takes the status bar and the home indicator over from its
    /// presenter (UIKit: `modalPresentationCapturesStatusBarAppearance`, rule 36): when the
    /// presentation covers the container measured now at rest
    /// (``CustomTransition/coversContainerAtRest(in:detent:)``), whatever its style. A presentation
    /// that leaves the presenter in view leaves the status bar to it, as UIKit's sheets do.
    public var capturesStatusBarAppearance: Bool {
        transition.coversContainerAtRest(in: measured(), detent: restingDetent)
    }

    /// `wantsInteractiveStart` for the interaction controller of `phase`: true only for a dismissal
    /// that a drag asked for; every other transition starts running and stays interruptible.
    public func wantsInteractiveStart(for phase: PresentationPhase) -> Bool {
        guard phase == .dismiss, let gesture, case .dismissal = gesture.kind else { return false }
        return active == nil
    }

    // MARK: The presentation controller

    /// `frameOfPresentedViewInContainerView`: the presented frame at rest in the container measured
    /// now (at the detent the card rests at, or the height a drag holds it at).
    public func frameOfPresentedView() -> CGRect {
        let context = measured()
        let plan = transition.choreography(for: .present, in: context, detent: restingDetent).plan
        guard let index = plan.index(of: .presented) else { return context.container.bounds }
        return plan.finalStates[index].frame
    }

    /// The state the view of `role` rests at in the container measured now (at the detent the card
    /// rests at, or the height a drag holds it at): what the presentation shows between
    /// transitions, once everything has settled. Nil for a role the transition does not show at rest.
    public func restingState(of role: Role) -> ViewState? {
        state(of: role, at: restingDetent)
    }

    /// The state the view of `role` rests at once the card has settled at its ``detent`` (whatever
    /// height a drag holds it at now), in the container measured now.
    package func settledState(of role: Role) -> ViewState? {
        state(of: role, at: settledDetent)
    }

    /// The detent the card settles at, whatever height a drag holds it at now; nil without detents.
    private var settledDetent: Detent? {
        behavior.detents.isEmpty ? nil : behavior.detents[min(detent, behavior.detents.count - 1)]
    }

    private func state(of role: Role, at detent: Detent?) -> ViewState? {
        let choreography = transition.choreography(for: .present, in: measured(), detent: detent)
        guard choreography.restingRoles.contains(role), let index = choreography.plan.index(of: role) else {
            return nil
        }
        return choreography.plan.finalStates[index]
    }

    /// A presentation that came to rest without a transition of its own (a controller a navigation
    /// controller shows after a push that was not animated, or that another animator ran) is taken
    /// as presented, its presented view in the container, so that it can be dismissed (popped) with
    /// this driver's transition. Nothing unless the driver has not begun.
    package func adoptRestingPresentation() {
        guard state == .idle else { return }
        state = .presented
        placed.insert(.presented)
    }

    /// `presentationTransitionWillBegin`: the presentation controller's chrome (the dimming) joins
    /// the container, above a presenting view UIKit put there and below everything else, at its
    /// first state.
    public func presentationTransitionWillBegin() {
        state = .presenting
        guard behavior.dimming != nil else { return }
        stage.insert(.dimming, above: shouldRemovePresentersView ? .presenting : nil, below: nil)
        placed.insert(.dimming)
        let plan = transition.choreography(for: .present, in: measured(), detent: restingDetent).plan
        if let index = plan.index(of: .dimming) { stage.apply([plan.initialStates[index]], to: [.dimming]) }
    }

    /// `presentationTransitionDidEnd(_:)`: presented, or, when not completed, the presentation
    /// controller takes its chrome out (it removes its views only when `completed` is false, §3).
    public func presentationTransitionDidEnd(_ completed: Bool) {
        if completed {
            state = .presented
            showResting()
            // A dismissal asked for while the presentation could not be turned back goes ahead once
            // UIKit is done with the presentation: asked now, it would be refused (rule 24).
            guard !dismissCompletions.isEmpty else { return }
            system?.afterTransitionEnds { [weak self] in
                guard let self, self.state == .presented, self.active == nil, !self.isDismissalRequested,
                    !self.dismissCompletions.isEmpty
                else { return }
                _ = self.requestDismissal(animated: true)
            }
        } else {
            removePlaced(.dimming)
            state = .dismissed
            liveHeight = nil
            // A dismissal that reversed the presentation got what it asked for.
            answerDismissCompletions(true)
        }
    }

    /// `dismissalTransitionWillBegin`.
    public func dismissalTransitionWillBegin() {
        state = .dismissing
        isDismissalRequested = false
        stopSettling()
        // A drag that was only moving the resting presentation did not ask for this dismissal.
        if gesture?.kind == .resting { gesture?.kind = .ignored }
    }

    /// `dismissalTransitionDidEnd(_:)`: dismissed (the chrome leaves; the presented view gets back
    /// the properties Stagehand changed on it), or, when cancelled, presented again at rest.
    public func dismissalTransitionDidEnd(_ completed: Bool) {
        let wasUserDismissal = isUserDismissal
        isUserDismissal = false
        if completed {
            endSupersededPhase()
            removePlaced(.dimming)
            removePlaced(.presented)
            stage.restore(.presented)
            state = .dismissed
            liveHeight = nil
            // `presentationControllerDidDismiss` and the answers come once UIKit's dismissal is
            // complete, after its `dismiss` completion (rules 32, 33): an app may present the next
            // screen from either.
            let completions = takeDismissCompletions()
            if wasUserDismissal || !completions.isEmpty {
                system?.afterTransitionEnds { [weak system] in
                    if wasUserDismissal { system?.userDismissalDidEnd() }
                    for completion in completions { completion(true) }
                }
            }
        } else {
            state = .presented
            if let held = liveHeight {
                // Dismissed from between its detents (a fling) and brought back: it settles at the
                // nearest detent, never at the height the drag left it at.
                liveHeight = nil
                detent = DetentSelection.nearest(to: held, heights: detentHeights(in: measured()))
                springToRest(velocity: 0)
            } else {
                showResting()
            }
            answerDismissCompletions(false)
            personMayHaveChangedDetent()
        }
    }

    /// UIKit's dismissal ended while a phase of this presentation still ran in a context of its own
    /// (rule 24: a dismissal begun beside it, its context completed at once by
    /// ``animateTransition(_:context:)``). The phase stops where it is, cleans up as at its end,
    /// and its context, still owed its one completion (rules 1, 2), completes now: its run would
    /// otherwise go on moving views UIKit has taken away, past the restoring of the presented
    /// view, and keep the stage alive until it ends.
    private func endSupersededPhase() {
        guard active != nil else { return }
        generation += 1
        _ = stage.stop()
        phaseAnimationEnded()
    }

    /// `containerViewWillLayoutSubviews` (and every size or trait change): at rest, the presented
    /// frame and the chrome are laid out anew for the container as it is now (rule 27); during a
    /// presentation, the running plan is rebuilt for the new container and continues from the same
    /// time. UIKit skips this while dismissing (rule 27), and so does the driver.
    public func containerWillLayout() {
        switch state {
        case .presented where active == nil:
            let context = measured()
            guard context != restingLayoutContext else { return }
            stopSettling()
            showResting(in: context)
        case .presenting:
            retargetActivePresentation()
        default:
            break
        }
    }

    /// The frame of the presented view at rest in a container of `size` (UIKit:
    /// `size(forChildContentContainer:withParentContainerSize:)` asks before the container changes):
    /// measured with the safe area the container will most likely have then
    /// (``ContainerGeometry/resized(to:)``: a rotation turns an iPhone's sensor housing and home
    /// indicator insets), the keyboard as it covers the container now.
    public func frameOfPresentedView(inContainerOfSize size: CGSize) -> CGRect {
        var context = stage.measure(includingElements: false)
        context.container = context.container.resized(to: size)
        context = withKeyboard(context)
        let plan = transition.choreography(for: .present, in: context, detent: restingDetent).plan
        guard let index = plan.index(of: .presented) else { return context.container.bounds }
        return plan.finalStates[index].frame
    }

    /// The keyboard will move to `frame`, in the container's coordinates (an empty frame when it
    /// hides), over `duration` seconds with `curve`: at rest the presentation moves with it, in one
    /// animation of exactly the duration and the curve UIKit sent (rule 46: the keyboard's curve 7 is
    /// private, and only UIKit knows it, so the stage hands the raw value to the system's own
    /// animator, ``PresentationStage/run(_:systemCurve:duration:completion:)``); ease-in-out when no
    /// curve was given (nil or negative); a presentation under way retargets to end above it; a
    /// dismissal goes on as it is.
    public func keyboardWillChange(frame: CGRect, duration: Double, curve: Int? = nil) {
        keyboardWillChange(
            overlap: measured().container.keyboardOverlap(frame: frame), duration: duration, curve: curve)
    }

    /// The keyboard will cover `overlap` points of the container from its bottom edge (0 when it
    /// hides) over `duration` seconds with `curve`; see ``keyboardWillChange(frame:duration:curve:)``.
    public func keyboardWillChange(overlap: Double, duration: Double, curve: Int? = nil) {
        let overlap = overlap.isFinite ? max(overlap, 0) : 0
        guard overlap != keyboardOverlap else { return }
        let before = transition.choreography(for: .present, in: measured(), detent: restingDetent)
        keyboardOverlap = overlap
        if state == .presenting {
            // The presentation under way ends where the presentation controller will say it rests.
            retargetActivePresentation()
            return
        }
        guard state == .presented, active == nil else { return }
        stopSettling()
        let after = transition.choreography(for: .present, in: measured(), detent: restingDetent)
        let resting = Set(before.restingRoles).filter { isInContainer($0) && $0 != .presenting }
        let start = before.plan.finalStates
        let end = after.plan.finalStates
        let roles = before.plan.roles
        let seconds = duration.isFinite ? min(max(duration, 0), 2) : 0.25
        let timing = Timing.easeInEaseOut(duration: seconds)
        let tracks = roles.indices.filter {
            resting.contains(roles[$0]) && after.plan.index(of: roles[$0]) == $0
        }
        .map { Track(roles[$0], from: start[$0], to: end[$0], timing: timing) }
        // The curve UIKit sent, as it is (rule 46); ease-in-out when it sent none.
        let systemCurve = curve.flatMap { $0 >= 0 ? $0 : nil }
        settle(along: TransitionPlan(tracks: tracks), systemCurve: systemCurve)
    }

    /// Whether a pan moving at `x`, `y` points per second as it begins should be recognized (UIKit:
    /// `gestureRecognizerShouldBegin`): only when the presentation can move (draggable, or a card
    /// with detents), is at rest or dismissing by itself, and the pan heads along the dismissal axis
    /// more than across it, so a sideways swipe in a card's content stays the content's.
    public func shouldBeginDrag(velocityX x: Double, y: Double) -> Bool {
        guard behavior.isInteractivelyDismissible || behavior.detents.count > 1 else { return false }
        switch state {
        case .presented where active == nil: break
        case .dismissing
        where active?.mode == .running(reversed: false) && behavior.isInteractivelyDismissible:
            break
        default: return false
        }
        let along = abs(restingDrag.edge.axis == .horizontal ? x : y)
        let across = abs(restingDrag.edge.axis == .horizontal ? y : x)
        guard along.isFinite, across.isFinite else { return false }
        return along >= across
    }

    /// A tap on the dimming: a user dismissal when the behaviour allows it.
    public func dimmingTapped() {
        guard behavior.dismissesOnBackgroundTap else { return }
        _ = dismissByUser()
    }

    /// What a touch outside the presented views does when it reaches the container (rule 35): the
    /// behaviour's ``PresentationBehavior/backgroundInteraction`` when it has no dimming;
    /// ``BackgroundInteraction/passThrough`` under a dimming that clears at an undimmed detent
    /// (``PresentationBehavior/largestUndimmedDetent``), which takes the touches only while it dims
    /// (``screenBelow``); nil under any other dimming, whose view covers the container and takes
    /// those touches itself.
    public var backgroundInteraction: BackgroundInteraction? {
        guard behavior.dimming != nil else { return behavior.backgroundInteraction }
        guard let undimmed = behavior.largestUndimmedDetent, behavior.detents.contains(undimmed) else {
            return nil
        }
        return .passThrough
    }

    /// A tap outside the presented views, in a presentation without dimming: a user dismissal when
    /// its ``backgroundInteraction`` is ``BackgroundInteraction/dismiss``, checked with the system
    /// first as a tap on the dimming is (rules 30, 31).
    public func backgroundTapped() {
        guard backgroundInteraction == .dismiss else { return }
        _ = dismissByUser()
    }

    /// The accessibility escape gesture (VoiceOver's two-finger Z, `accessibilityPerformEscape`): a
    /// user dismissal, whatever the tap and drag settings, unless the presentation refuses it.
    ///
    /// - Returns: whether a dismissal was started (what `accessibilityPerformEscape` must return).
    public func accessibilityEscape() -> Bool { dismissByUser() }

    // MARK: Detents and VoiceOver's actions (decided by DetentSelection)

    /// The detent the card is at, nil without detents or when not presented.
    package var selectedDetent: Detent? {
        guard state != .idle, state != .dismissed, behavior.detents.indices.contains(detent) else {
            return nil
        }
        return behavior.detents[detent]
    }

    /// The app sets the selected detent (``DetentSelection/appSelects(_:in:animated:)``); Reduce Motion
    /// makes an animated change a jump.
    package func selectDetent(_ detent: Detent, animated: Bool) {
        move(selection.appSelects(detent, in: detentSituation, animated: animated && !prefersReducedMotion))
    }

    /// VoiceOver's custom actions the presentation offers now: at rest only.
    package var accessibilityActions: [PresentationAccessibilityAction] {
        guard detentSituation == .atRest else { return [] }
        return PresentationAccessibilityAction.actions(
            detent: detent, heights: behavior.detents.count > 1 ? detentHeights(in: measured()) : [],
            behavior: behavior)
    }

    /// Performs a VoiceOver action of ``accessibilityActions``: a person's move to another detent
    /// (animated, and reported) or a user dismissal.
    ///
    /// - Returns: whether it acted, and for a move the detent's spoken name to announce.
    package func perform(_ action: PresentationAccessibilityAction) -> (acted: Bool, announcement: String?) {
        guard accessibilityActions.contains(action) else { return (false, nil) }
        switch action.kind {
        case .dismiss:
            return (dismissByUser(), nil)
        case .expand(let index), .collapse(let index):
            move(prefersReducedMotion ? .jumps(index) : .animates(index))
            personMayHaveChangedDetent()
            return (true, DetentSelection.spokenName(of: behavior.detents[index]))
        }
    }

    /// Where the presentation is, for a detent change.
    private var detentSituation: DetentSelection.Situation {
        switch state {
        case .idle: return .beforePresenting
        case .presenting: return .presenting
        case .presented where active == nil && !isDismissalRequested:
            return gesture == nil ? .atRest : .dragging
        case .presented, .dismissing, .dismissed: return .leaving
        }
    }

    /// Carries out a detent change, outside transitions once presented.
    private func move(_ move: DetentSelection.Move) {
        switch move {
        case .none: return
        case .startsAt(let index): detent = index
        case .retargets(let index):
            detent = index
            retargetActivePresentation()
        case .jumps(let index), .animates(let index):
            stopSettling()
            detent = index
            liveHeight = nil
            if case .animates = move { springToRest(velocity: 0) } else { showResting() }
        }
    }

    /// The person may have left the card at another detent (a drag ended, a dismissal a drag began
    /// was cancelled, a VoiceOver action): reported once, at rest.
    private func personMayHaveChangedDetent() {
        guard detentSituation == .atRest, let index = selection.personSettled(at: detent) else { return }
        personChangedDetent?(index)
    }

    // MARK: The animator and the interaction controller

    /// `transitionDuration(using:)`: the plan's duration in the container measured now (0 when the
    /// transition is not animated).
    public func transitionDuration(for phase: PresentationPhase, animated: Bool = true) -> Double {
        guard animated else { return 0 }
        if let active, active.phase == phase { return active.choreography.plan.duration }
        return choreography(for: phase, in: measured(elements: true), driven: false).plan.duration
    }

    /// `animateTransition(using:)`: the phase runs by itself from its start (at once to its end when
    /// the context is not animated: rule 9, the animator still runs).
    public func animateTransition(_ phase: PresentationPhase, context: any SystemTransitionContext) {
        guard active == nil else {
            // A second context while a phase runs: UIKit began a dismissal beside it (rule 24, the
            // app's own `dismiss` read as running at once). It completes at once, which ends
            // UIKit's dismissal (its presentation controller keeps one transition and reads the
            // first completion by its own state); `dismissalTransitionDidEnd` then ends the phase
            // it superseded. Never left open: a context not completed freezes the screen (rules 1, 5).
            context.completeTransition(!context.transitionWasCancelled)
            return
        }
        let plan = begin(phase, context: context, mode: .running(reversed: false)).plan
        run(plan, from: context.isAnimated ? 0 : plan.duration)
        if phase == .present, cancelsWhenBegun {
            cancelsWhenBegun = false
            interruptPresentation()
        }
    }

    /// `startInteractiveTransition(_:)`: a transition with `wantsInteractiveStart` false runs as
    /// ``animateTransition(_:context:)`` does (and stays interruptible); a dismissal a drag asked for
    /// starts where the drag is, and a release that came before the context is replayed.
    public func startInteractiveTransition(_ phase: PresentationPhase, context: any SystemTransitionContext) {
        guard active == nil, phase == .dismiss, context.isInteractive, let gesture,
            case .dismissal(let offset, let base) = gesture.kind
        else {
            animateTransition(phase, context: context)
            return
        }
        let drag = begin(phase, context: context, mode: .interactive(progress: 0)).drag
        showInteractive(
            progress: drag.progress(forTranslation: base * drag.distance + gesture.drag.moved - offset))
        if let velocity = gesture.releasedVelocity {
            self.gesture = nil
            release(velocity: velocity, forcing: nil)
        }
    }

    // MARK: Requests

    /// Dismisses. While the presentation is in flight, pauses and cancels it (it completes as
    /// cancelled, and `completion` is told true: nothing is presented any more); while a dismissal
    /// runs, joins it; when presented, asks the system, which may answer that a dismissal it took
    /// before (the app's own `dismiss`, its body still scheduled) is the one to follow, and then
    /// joins that one (``PresentationSystem/requestDismissal(animated:)``). `completion` runs
    /// exactly once: true when nothing is presented any more; false when there is nothing to
    /// dismiss, the system refused, or the dismissal joined was cancelled (a drag took it back).
    public func dismiss(animated: Bool = true, completion: ((Bool) -> Void)? = nil) {
        switch state {
        case .presenting:
            if let completion { dismissCompletions.append(completion) }
            interruptPresentation()
        case .dismissing:
            if let completion { dismissCompletions.append(completion) }
        case .presented where active == nil:
            if let completion { dismissCompletions.append(completion) }
            if !isDismissalRequested { _ = requestDismissal(animated: animated) }
        case .idle:
            // Asked in the same turn as `present`, before UIKit runs the presentation's body (§2.2):
            // the presentation is cancelled as soon as it begins.
            if let completion { dismissCompletions.append(completion) }
            cancelsWhenBegun = true
        case .dismissed, .presented:
            completion?(false)
        }
    }

    /// A dismissal the user asked for (a tap on the dimming or outside, escape): checked with the
    /// system first (rules 30, 31).
    private func dismissByUser() -> Bool {
        switch state {
        case .presenting:
            guard let active, active.mode == .running(reversed: false) else { return false }
            guard system?.shouldBeginUserDismissal() ?? false else { return false }
            interruptPresentation()
            return true
        case .presented where active == nil:
            if isDismissalRequested { return true }
            guard let system, system.shouldBeginUserDismissal() else { return false }
            isUserDismissal = true
            // `presentationControllerWillDismiss` once UIKit took the dismissal: its coordinator is
            // there for alongside animations (rule 32).
            guard requestDismissal(animated: true) else { return false }
            system.userDismissalWillBegin()
            return true
        default:
            return false
        }
    }

    /// Asks the system to dismiss; when it refuses, nothing waits for a transition that will not
    /// come.
    private func requestDismissal(animated: Bool) -> Bool {
        stopSettling()
        // While another transition is in progress UIKit would refuse the request or hold it until
        // that transition is over (rule 24's unknown): it is not asked, and the request is refused
        // now, the same answer on both readings, and no dismissal comes later that nobody waits for.
        guard let system, !system.isAnotherTransitionInProgress, system.requestDismissal(animated: animated)
        else {
            isUserDismissal = false
            isDismissalRequested = false
            if case .dismissal = gesture?.kind { gesture?.kind = .ignored }
            flushDismissCompletions(false)
            // A settle the request stopped goes on to rest (a drag under way brings the
            // presentation there when it ends).
            if gesture == nil { returnToRestIfMoved() }
            return false
        }
        isDismissalRequested = state == .presented
        return true
    }

    /// Pauses the presentation in flight and cancels it: it runs back from where it is and
    /// completes as cancelled (contract §3: pause, cancel, `completeTransition(false)`).
    private func interruptPresentation() {
        guard var active, active.phase == .present, active.mode == .running(reversed: false) else { return }
        // A run that reached its end (its completion on the way) turns back from the end.
        let reached = stage.stop() ?? active.choreography.plan.duration
        // The way back takes as long as the way so far.
        releaseDuration = reached
        active.context.pauseInteractiveTransition()
        active.context.cancelInteractiveTransition()
        active.mode = .running(reversed: true)
        self.active = active
        let plan = active.choreography.plan
        run(plan.reversed(), from: plan.duration - reached)
    }

    // MARK: Dragging

    /// A drag on the presented view (or a screen-edge pan, for drawers) began.
    ///
    /// - Parameters:
    ///   - scrollOffset: when the drag began inside a scroll view that shares it, the scroll view's
    ///     offset from its top (see ``ScrollHandoff``).
    ///   - maximumScrollOffset: the largest offset the scroll view allows.
    public func dragBegan(scrollOffset: Double? = nil, maximumScrollOffset: Double = .infinity) {
        var drag = DetentDrag(scrollOffset: scrollOffset, maximumScrollOffset: maximumScrollOffset)
        switch state {
        case .dismissing:
            // A drag catches a dismissal running by itself: pause it where it is.
            guard var active, active.mode == .running(reversed: false), behavior.isInteractivelyDismissible
            else {
                gesture = Gesture(kind: .ignored)
                return
            }
            guard let reached = stage.stop() else {
                // It has reached its end; its completion is on the way: nothing left to catch.
                gesture = Gesture(kind: .ignored)
                return
            }
            let plan = active.choreography.plan
            let progress = progressShown(by: plan.states(at: reached), in: active.choreography)
            active.context.pauseInteractiveTransition()
            active.mode = .interactive(progress: progress)
            self.active = active
            gesture = Gesture(kind: .dismissal(offset: 0, base: progress), drag: drag)
            showInteractive(progress: progress)
        case .presented where active == nil && !isDismissalRequested:
            // A drag that can move the presentation holds it where it is: whatever settles stops
            // (its release brings it to rest); one that cannot leaves the settle going.
            let movable = behavior.isInteractivelyDismissible || behavior.detents.count > 1
            if movable { stopSettling() }
            // A drag in the list may grow the card first: the room is measured once, here.
            if drag.handoff != nil, let room = expansionRoom() { drag.handoff?.expansionRoom = room }
            gesture = Gesture(kind: movable ? .resting : .ignored, drag: drag)
        default:
            gesture = Gesture(kind: .ignored)
        }
    }

    /// How far a drag that begins in the content's scroll view, scrolled to its top, grows the card
    /// before the content scrolls: up to its highest detent, when it has several and
    /// ``PresentationBehavior/scrollingExpandsWhenScrolledToEdge``; nil for no room.
    private func expansionRoom() -> Double? {
        guard behavior.scrollingExpandsWhenScrolledToEdge, behavior.detents.count > 1 else { return nil }
        return motion(in: measured()).expansionRoom(from: detent)
    }

    /// The motion engine of the card's detents in `context`.
    private func motion(in context: TransitionContext) -> DetentMotion {
        DetentMotion(heights: detentHeights(in: context), dimension: Double(context.container.bounds.height))
    }

    /// The drag moved: `x`, `y` is its translation since it began, in points.
    ///
    /// - Returns: with a scroll view sharing the drag, the offset from its top to pin it at (the
    ///   scroll view and the presented view never move at once); nil otherwise.
    @discardableResult
    public func dragChanged(translationX x: Double, y: Double) -> Double? {
        guard var gesture, gesture.kind != .ignored else { return nil }
        let pinned = gesture.drag.change(to: restingDrag.component(x: x, y: y))
        self.gesture = gesture
        switch gesture.kind {
        case .resting:
            moveResting(by: gesture.drag.moved)
        case .dismissal(let offset, let base):
            if let active, case .interactive = active.mode {
                showInteractive(
                    progress: active.choreography.drag.progress(
                        forTranslation: base * active.choreography.drag.distance + gesture.drag.moved - offset
                    )
                )
            }
        case .ignored:
            break
        }
        return self.gesture == nil ? nil : pinned
    }

    /// The drag ended with its velocity in points per second (`x`, `y`): a dismissal finishes or
    /// cancels by ``ReleaseDecision``, a card settles at the detent its projection reaches (or is
    /// dismissed), a rubber band springs back; a spring takes over at the finger's speed.
    ///
    /// - Returns: whether a scroll view sharing the drag may go on decelerating by itself: false once
    ///   the drag has moved the presented view (the scroll view stays pinned).
    @discardableResult
    public func dragEnded(velocityX x: Double, y: Double) -> Bool {
        let drag = gesture?.drag ?? DetentDrag()
        // A drag that ends with the content scrolled from its top leaves it the content's: the
        // scroll view decelerates with the finger's speed and the card comes to rest where it is,
        // without it.
        let scrollMayDecelerate = drag.scrollMayDecelerate
        let velocity = restingDrag.component(x: x, y: y)
        endDrag(velocity: drag.endsInContent && gesture?.kind == .resting ? 0 : velocity, forcing: nil)
        return scrollMayDecelerate
    }

    /// The presentation comes to rest at once: the drag under way, if any, is forgotten (its later
    /// changes and its end are ignored), a settle under way (a spring back) stops, and the views
    /// still in the container show their resting states. For a presentation another one is about to
    /// cover (a screen a push goes over), whose views must hold still from now on.
    package func comeToRestAtOnce() {
        gesture = nil
        stopSettling()
        guard state == .presented, active == nil, showsPresentedView else { return }
        showResting()
    }

    /// Whether the presented view is in the container (UIKit may have taken it away: a navigation
    /// controller's screen a push covered).
    private var showsPresentedView: Bool { stage.states(of: [.presented]).first ?? nil != nil }

    /// The drag was cancelled by the system (another gesture took over, the app went to the
    /// background): whatever it moved goes back.
    public func dragCancelled() {
        endDrag(velocity: 0, forcing: .cancel)
    }

    private func endDrag(velocity: Double, forcing forced: ReleaseOutcome?) {
        guard let gesture else { return }
        defer { personMayHaveChangedDetent() }
        switch gesture.kind {
        case .ignored:
            self.gesture = nil
            returnToRestIfMoved()
        case .resting:
            self.gesture = nil
            releaseResting(
                velocity: forced == nil ? velocity : 0, moved: gesture.drag.moved, dismissing: forced == nil)
        case .dismissal:
            if let active, case .interactive = active.mode {
                self.gesture = nil
                release(velocity: velocity, forcing: forced)
            } else {
                // The system has not started the dismissal yet: its start replays the release.
                self.gesture?.releasedVelocity = forced == .cancel ? -.infinity : velocity
            }
        }
    }

    /// The drag direction and length of the resting presentation (or of the dismissal under way).
    private var restingDrag: DismissalDrag {
        if let active { return active.choreography.drag }
        return transition.choreography(for: .dismiss, in: measured(), detent: restingDetent).drag
    }

    /// Moves the resting presentation by a drag of `moved` points towards the dismissal edge: a card
    /// with detents changes height until it passes below the lowest, where an interactive dismissal
    /// begins; anything else begins the dismissal as soon as the drag heads for the edge, and
    /// rubber-bands the other way.
    private func moveResting(by moved: Double) {
        guard state == .presented, active == nil, !isDismissalRequested else { return }
        let context = measured()
        if behavior.detents.count > 1 {
            let motion = motion(in: context)
            switch motion.height(
                draggedBy: moved, from: detent, escapesBelowLowest: behavior.isInteractivelyDismissible)
            {
            case .belowLowest(let offset):
                // Below the lowest detent: from here the drag dismisses, continuously, the card
                // held at the lowest detent until the system starts the dismissal.
                liveHeight = nil
                detent = motion.heights.firstIndex(of: motion.lowest) ?? 0
                showResting(in: context)
                beginInteractiveDismissal(offset: offset)
            case .height(let height):
                liveHeight = height
                showResting(in: context)
            }
            return
        }
        if moved > 0, behavior.isInteractivelyDismissible {
            beginInteractiveDismissal(offset: 0)
            return
        }
        // A rubber band: the dismissal's first states, before its start.
        let choreography = transition.choreography(for: .dismiss, in: context, detent: restingDetent)
        let progress = choreography.drag.progress(forTranslation: min(moved, 0))
        applyRestingRoles(choreography.plan.linearStates(atProgress: progress), of: choreography)
    }

    /// Asks the system for a dismissal driven by the drag, whose progress is 0 at a drag of
    /// `offset` points.
    private func beginInteractiveDismissal(offset: Double) {
        guard let system, system.shouldBeginUserDismissal() else {
            gesture?.kind = .ignored
            showResting()
            return
        }
        isUserDismissal = true
        gesture?.kind = .dismissal(offset: offset, base: 0)
        // A dismissal's progress stops at 0: a drag back up past it scrolls the content at once,
        // rather than growing a card the dismissal holds still.
        gesture?.drag.handoff?.expansionRoom = 0
        // `presentationControllerWillDismiss` once UIKit took the dismissal (rule 32).
        if requestDismissal(animated: true) { system.userDismissalWillBegin() }
    }

    /// The release (or cancellation) of a drag on the resting presentation. Whatever the drag did,
    /// the presentation ends at rest for the container and the keyboard as they are now: a card with
    /// detents at the detent its projection reaches (or dismissed, when flung below half the
    /// smallest), anything else where it rests. The drag may not have moved it at all and still
    /// have stopped a settle (the keyboard's move, a spring back, a detent change) part-way
    /// (``dragBegan(scrollOffset:maximumScrollOffset:)`` stops it), so the spring always starts from
    /// what the screen shows.
    ///
    /// - Parameters:
    ///   - velocity: the finger's velocity along the dismissal direction, in points per second.
    ///   - moved: how far the drag moved the presented view, in points towards the dismissal edge.
    ///   - dismissing: whether a release below the smallest detent may dismiss (false when the
    ///     drag was cancelled).
    private func releaseResting(velocity: Double, moved: Double, dismissing: Bool) {
        guard state == .presented, active == nil, !isDismissalRequested else { return }
        let context = measured()
        if behavior.detents.count > 1 {
            let motion = motion(in: context)
            let target = motion.restingDetent(
                releasedAt: liveHeight ?? motion.heights[detent], velocity: -velocity,
                rate: behavior.releaseDecision.decelerationRate)
            // Flung below half the smallest detent: dismissed, from the height it is at; when the
            // dismissal is refused, it settles back at its detent.
            if target == nil, dismissing, behavior.isInteractivelyDismissible, dismissByUser() { return }
            detent = target ?? detent
            liveHeight = nil
            springToRest(velocity: velocity, in: context)
            return
        }
        // A rubber band (the drag went away from the dismissal edge) springs back at the speed the
        // view moved under the finger: the finger's, slowed by the band's slope where it was let
        // go. A drag that never moved the view goes to rest from where it stopped, from standstill.
        var speed = 0.0
        if moved < 0 {
            let drag = restingDrag
            let step = 0.5
            let slope =
                (drag.progress(forTranslation: moved) - drag.progress(forTranslation: moved - step)) / step
            speed = velocity * slope * drag.distance
        }
        springToRest(velocity: speed, in: context)
    }

    /// Springs the resting roles from what the screen shows now to where they rest in `context`
    /// (at the resting detent), outside any transition, with the release spring.
    ///
    /// - Parameter velocity: the presented view's velocity along the dismissal direction, in points
    ///   per second (positive towards the dismissal edge), handed to the spring.
    private func springToRest(velocity: Double, in context: TransitionContext? = nil) {
        // Nothing to move once UIKit has taken the presented view away (a screen a push covered).
        guard showsPresentedView else { return }
        let context = context ?? measured()
        let choreography = transition.choreography(for: .present, in: context, detent: restingDetent)
        let plan = choreography.plan
        let roles = plan.roles
        let end = plan.finalStates
        let shown = stage.states(of: roles)
        let start = roles.indices.map { shown[$0] ?? end[$0] }
        var distance = 0.0
        if let index = plan.index(of: .presented) {
            distance = leadingOffset(of: end[index].frame) - leadingOffset(of: start[index].frame)
        }
        springRoles(of: choreography, from: start, to: end, velocity: velocity, distance: distance)
    }

    /// Where the edge of `frame` that faces away from the dismissal edge is, along the dismissal
    /// direction: the edge a drag moves, whether it moves the whole view or resizes a card between
    /// its detents (whose other edge stays on the dismissal edge).
    private func leadingOffset(of frame: CGRect) -> Double {
        let drag = restingDrag
        return drag.component(
            x: Double(drag.edge == .left ? frame.maxX : frame.minX),
            y: Double(drag.edge == .top ? frame.maxY : frame.minY))
    }

    /// Brings the presentation back to rest after a drag it ignored, if the drag left it elsewhere
    /// (a dismissal the system refused after the drag stopped a settle part-way).
    private func returnToRestIfMoved() {
        guard state == .presented, active == nil, !isDismissalRequested, !isSettling else { return }
        let choreography = transition.choreography(for: .present, in: measured(), detent: restingDetent)
        let roles = restingIndices(of: choreography).map { choreography.plan.roles[$0] }
        let end = restingIndices(of: choreography).map { choreography.plan.finalStates[$0] }
        guard stage.states(of: roles) != end.map(Optional.some) else { return }
        springToRest(velocity: 0)
    }

    /// Animates the resting roles of `choreography` from `start` to `end` with the release spring,
    /// at `velocity` points per second over `distance` points, outside any transition.
    private func springRoles(
        of choreography: Choreography, from start: [ViewState], to end: [ViewState], velocity: Double,
        distance: Double
    ) {
        let spring = DetentMotion.spring(behavior.releaseSpring, velocity: velocity, distance: distance)
        let roles = choreography.plan.roles
        let tracks = restingIndices(of: choreography).map {
            Track(roles[$0], from: start[$0], to: end[$0], timing: .spring(spring))
        }
        settle(along: TransitionPlan(tracks: tracks))
    }

    /// The indices in `choreography`'s plan of the roles on screen while presented whose views are
    /// in the container (the presenting view is never the presentation's to move at rest).
    private func restingIndices(of choreography: Choreography) -> [Int] {
        let onScreen = Set(choreography.restingRoles).filter { $0 != .presenting }
        let roles = choreography.plan.roles
        return roles.indices.filter { onScreen.contains(roles[$0]) && isInContainer(roles[$0]) }
    }

    /// Runs `plan` outside any transition (a detent change, a spring back, the keyboard), as the
    /// presentation controller animates the presented frame between transitions.
    ///
    /// With `systemCurve` (the keyboard's move, rule 46), the plan's first states go to its final
    /// states in one animation of the plan's duration on that system curve.
    private func settle(along plan: TransitionPlan, systemCurve: Int? = nil) {
        restingLayoutContext = measured()
        isSettling = true
        generation += 1
        let ticket = generation
        let completion: @MainActor () -> Void = { [weak self] in
            guard let self, self.generation == ticket else { return }
            self.isSettling = false
            // The container changed size while it settled with nobody to say so (a navigation
            // controller's screen has no presentation controller to lay it out, rule 27): it rests
            // where the container is now.
            let now = self.measured()
            if now.container != self.restingLayoutContext?.container, self.showsPresentedView {
                self.showResting(in: now)
            }
        }
        if let systemCurve {
            stage.run(plan, systemCurve: systemCurve, duration: plan.duration, completion: completion)
        } else {
            stage.run(plan, from: 0, completion: completion)
        }
    }

    /// Stops a detent change still animating, leaving the card where it is.
    private func stopSettling() {
        guard isSettling else { return }
        isSettling = false
        generation += 1
        _ = stage.stop()
    }

    /// The release of an interactive dismissal: `finishInteractiveTransition` or
    /// `cancelInteractiveTransition`, then a spring from what is on screen to the outcome, at the
    /// finger's speed, then `completeTransition(!transitionWasCancelled)`.
    private func release(velocity: Double, forcing forced: ReleaseOutcome?) {
        guard var active, case .interactive(let progress) = active.mode else { return }
        let drag = active.choreography.drag
        let speed = velocity.isFinite ? velocity : 0
        let outcome =
            velocity == -.infinity
            ? .cancel
            : forced
                ?? behavior.releaseDecision.decide(
                    progress: progress, velocity: speed / drag.distance, distance: drag.distance)
        let plan = active.choreography.plan
        let target = outcome == .finish ? 1.0 : 0.0
        let spring = DetentMotion.spring(
            behavior.releaseSpring, velocity: speed, distance: (target - progress) * drag.distance)
        let current = plan.linearStates(atProgress: progress)
        let end = plan.linearStates(atProgress: target)
        let tracks = plan.roles.indices.map {
            Track(plan.roles[$0], from: current[$0], to: end[$0], timing: .spring(spring))
        }
        let releasePlan = TransitionPlan(tracks: tracks)
        // Known before UIKit hears the outcome, so that what runs alongside can last as long.
        releaseDuration = releasePlan.duration
        active.mode = .releasing
        self.active = active
        if outcome == .finish {
            active.context.finishInteractiveTransition()
        } else {
            active.context.cancelInteractiveTransition()
        }
        run(releasePlan, from: 0)
    }

    /// Shows an interactive dismissal at `progress` and tells the context (rule 6: it clamps).
    private func showInteractive(progress: Double) {
        guard var active, case .interactive = active.mode, progress.isFinite else { return }
        let progress = min(progress, 1)
        active.mode = .interactive(progress: progress)
        self.active = active
        let plan = active.choreography.plan
        stage.apply(plan.linearStates(atProgress: progress), to: plan.roles)
        active.context.updateInteractiveTransition(min(max(progress, 0), 1))
    }

    /// The dismissal progress that `states` show: how far the presented view has moved along the
    /// drag from its resting place (0 when it does not move along the edge).
    private func progressShown(by states: [ViewState], in choreography: Choreography) -> Double {
        let plan = choreography.plan
        guard let index = plan.index(of: .presented) else { return 0 }
        let start = plan.initialStates[index].frame
        let now = states[index].frame
        let moved = choreography.drag.component(
            x: Double(now.minX - start.minX), y: Double(now.minY - start.minY))
        return moved / choreography.drag.distance
    }

    // MARK: Phases

    /// The detent a card rests at now: a drag's live height, or its detent.
    private var restingDetent: Detent? {
        guard !behavior.detents.isEmpty else { return nil }
        if let liveHeight { return .points(liveHeight) }
        return behavior.detents[min(max(detent, 0), behavior.detents.count - 1)]
    }

    private func detentHeights(in context: TransitionContext) -> [Double] {
        behavior.detents.map { detent in
            let plan = transition.choreography(for: .present, in: context, detent: detent).plan
            guard let index = plan.index(of: .presented) else { return 0 }
            return Double(plan.finalStates[index].frame.height)
        }
    }

    /// Installs a granted phase: the real views take their places (laid out at their final states
    /// first, so that the presented screen's elements are measured where they will be, with its real
    /// safe area), then the transient views, originals hidden, the first states shown.
    ///
    /// A snapshot of the presented screen, never drawn, forces a screen update that draws the window
    /// as it is at that moment (`snapshotView(afterScreenUpdates: true)`), the real views at their
    /// final states included: when the phase may take one, the screen is covered with a picture of
    /// itself taken before anything changes, and uncovered once the first states show, so that no
    /// frame shows the presented screen or a full dimming before the animation starts.
    @discardableResult
    private func begin(_ phase: PresentationPhase, context: any SystemTransitionContext, mode: Mode)
        -> Choreography
    {
        stopSettling()
        let driven = mode != .running(reversed: false)
        // A dismissal plays the choreography of the screens as they are; a presentation measures
        // again once the presented screen is laid out in the container.
        let first = choreography(for: phase, in: measured(elements: phase == .dismiss), driven: driven)
        // Covered before anything changes, until the first states show.
        let covers = first.snapshotsUndrawnScreen(
            findsElements: transition.usesSharedElements, isPlaced: isInContainer)
        if covers { stage.coverScreen() }
        let realRoles = first.hierarchy.filter { !first.transientRoles.contains($0) }
        var statesBefore: [Role: ViewState] = [:]
        for (role, state) in zip(realRoles, stage.states(of: realRoles)) {
            if let state { statesBefore[role] = state }
        }
        var inserted: [Role] = []
        placeReal(first, inserted: &inserted)
        if phase == .present {
            // Laid out where it will rest, then measured.
            let finals = first.plan.finalStates
            let real = first.plan.roles.indices.filter {
                realRoles.contains(first.plan.roles[$0]) && placedNow($0, first)
            }
            stage.apply(real.map { finals[$0] }, to: real.map { first.plan.roles[$0] })
        }
        let choreography =
            phase == .present
            ? self.choreography(for: phase, in: measured(elements: true), driven: driven) : first
        for role in choreography.hierarchy where choreography.transientRoles.contains(role) {
            insert(role, in: choreography)
            inserted.append(role)
        }
        for original in choreography.hiddenOriginals { stage.setHidden(true, original) }
        let plan = choreography.plan
        stage.apply(plan.initialStates, to: plan.roles)
        if covers { stage.uncoverScreen() }
        active = Active(
            phase: phase, context: context, choreography: choreography, statesBefore: statesBefore,
            inserted: inserted, mode: mode, reducesMotion: prefersReducedMotion)
        return choreography
    }

    /// The choreography of `phase` at the resting detent, with reduced motion unless a drag drives
    /// it (a phase under way keeps the setting it began with).
    private func choreography(for phase: PresentationPhase, in context: TransitionContext, driven: Bool)
        -> Choreography
    {
        let planned = transition.choreography(for: phase, in: context, detent: restingDetent)
        // A full-screen presentation's context need not hand over the presenting view (rule 12): a
        // stack's top dismissed to a screen that never left the window gets none (rule 61), and
        // nothing moves it then. In any other style a plan that moves it is the transition's bug,
        // which the stage reports.
        let handsPresenting =
            !shouldRemovePresentersView || !planned.plan.roles.contains(.presenting)
            || stage.states(of: [.presenting])[0] != nil
        let choreography = handsPresenting ? planned : planned.without(.presenting)
        let reduces = active?.reducesMotion ?? prefersReducedMotion
        return reduces && !driven ? choreography.reducingMotion() : choreography
    }

    private func placedNow(_ index: Int, _ choreography: Choreography) -> Bool {
        isInContainer(choreography.plan.roles[index])
    }

    /// Whether the view of `role` is in the container: the ones the driver placed, and the presenting
    /// view in the full-screen style (UIKit puts it there, contract §2 step 3.3).
    private func isInContainer(_ role: Role) -> Bool {
        role == .presenting ? shouldRemovePresentersView : placed.contains(role)
    }

    /// Inserts the real views of `choreography` that are not in the container yet.
    private func placeReal(_ choreography: Choreography, inserted: inout [Role]) {
        for role in choreography.hierarchy
        where !choreography.transientRoles.contains(role) && !isInContainer(role) && role != .presenting {
            insert(role, in: choreography)
            inserted.append(role)
        }
    }

    /// Inserts `role` between its neighbours in the choreography's hierarchy that are in the container.
    private func insert(_ role: Role, in choreography: Choreography) {
        guard let index = choreography.hierarchy.firstIndex(of: role) else { return }
        let above = choreography.hierarchy[..<index].last(where: isInContainer)
        let below = choreography.hierarchy[(index + 1)...].first(where: isInContainer)
        stage.insert(role, above: above, below: below)
        placed.insert(role)
    }

    private func removePlaced(_ role: Role) {
        stage.remove(role)
        placed.remove(role)
    }

    private func run(_ plan: TransitionPlan, from time: Double) {
        generation += 1
        let ticket = generation
        stage.run(plan, from: time) { [weak self] in
            guard let self, self.generation == ticket else { return }
            self.phaseAnimationEnded()
        }
    }

    /// The phase's animation reached its end: views are cleaned up (a cancelled phase puts back every
    /// view it found and takes out what it added), then the context is completed, once, with
    /// `!transitionWasCancelled` (rules 1, 5).
    private func phaseAnimationEnded() {
        guard let active else { return }
        let finished = !active.context.transitionWasCancelled
        let choreography = active.choreography
        for original in choreography.hiddenOriginals { stage.setHidden(false, original) }
        for role in choreography.transientRoles { removePlaced(role) }
        if !finished {
            let roles = choreography.plan.roles.filter { active.statesBefore[$0] != nil }
            stage.apply(roles.map { active.statesBefore[$0]! }, to: roles)
            // The chrome is the presentation controller's: it leaves in `presentationTransitionDidEnd`.
            for role in active.inserted where role != .dimming { removePlaced(role) }
        }
        if choreography.plan.roles.contains(.presenting) { stage.restore(.presenting) }
        self.active = nil
        active.context.completeTransition(finished)
    }

    /// Rebuilds the presentation under way for the container as it is now (a rotation, the
    /// keyboard), continuing from the same time (or, interactive, the same progress).
    ///
    /// The choreography is rebuilt as ``begin(_:context:mode:)`` builds it: the real views laid out
    /// where they will rest in the new container, then measured with the shared elements (measured
    /// mid-flight, the presented screen's elements would be wherever the animation has them). The
    /// run shows the states of the same time again at once, so that layout is never seen.
    ///
    /// The rebuilt choreography may cast other roles than the one under way: a transition that flies
    /// a shared element only where the element shows (an avatar on a curtain too short for it in
    /// landscape) does in one container and not in another. The presentation then goes on as the
    /// rebuilt choreography, as if it had begun in this container (``recast(_:as:)``). Keeping the
    /// old cast instead would fly snapshots to frames of a container that no longer exists, over
    /// originals hidden that the new layout shows; giving up, as the driver once did, ran the old
    /// container's plan to its end, off the presentation controller's frame (rule 13).
    private func retargetActivePresentation() {
        guard var active, active.phase == .present else { return }
        let driven: Bool
        switch active.mode {
        case .running: driven = false
        case .interactive: driven = true
        case .releasing: return
        }
        // Where the run is, before the views are laid out anew (nil when it reached its end and its
        // completion is on the way, or when nothing runs: a drag holds it).
        let reached = stage.stop()
        let first = choreography(for: .present, in: measured(), driven: driven)
        // New snapshots of the presented screen are taken under a cover, as when the phase began.
        let covers = first.snapshotsUndrawnScreen(
            findsElements: transition.usesSharedElements, isPlaced: isInContainer)
        if covers { stage.coverScreen() }
        defer { if covers { stage.uncoverScreen() } }
        recordStatesBefore(of: first, in: &active)
        placeReal(first, inserted: &active.inserted)
        let realRoles = first.hierarchy.filter { !first.transientRoles.contains($0) }
        let real = first.plan.roles.indices.filter {
            realRoles.contains(first.plan.roles[$0]) && placedNow($0, first)
        }
        stage.apply(real.map { first.plan.finalStates[$0] }, to: real.map { first.plan.roles[$0] })
        let rebuilt = choreography(for: .present, in: measured(elements: true), driven: driven)
        recast(&active, as: rebuilt)
        active.choreography = rebuilt
        self.active = active
        switch active.mode {
        case .running(let reversed):
            let plan = reversed ? rebuilt.plan.reversed() : rebuilt.plan
            if let reached {
                run(plan, from: reached)
            } else {
                // The run reached its end and its completion is on the way: the end moves.
                stage.apply(plan.finalStates, to: plan.roles)
            }
        case .interactive(let progress):
            showInteractive(progress: progress)
        case .releasing:
            break
        }
    }

    /// Gives the phase under way the cast of `rebuilt`: the transient views it no longer has leave
    /// the container and the originals they stood for are shown again; the real views it adds are
    /// placed (their states before recorded, so that a cancelled phase puts them back), and the
    /// transient views it adds join at their places in its hierarchy, the originals they stand for
    /// hidden. Views both casts have stay as they are; the next states shown move them.
    private func recast(_ active: inout Active, as rebuilt: Choreography) {
        let old = active.choreography
        for original in old.hiddenOriginals where !rebuilt.hiddenOriginals.contains(original) {
            stage.setHidden(false, original)
        }
        for role in old.transientRoles where !rebuilt.transientRoles.contains(role) {
            removePlaced(role)
            active.inserted.removeAll { $0 == role }
        }
        recordStatesBefore(of: rebuilt, in: &active)
        placeReal(rebuilt, inserted: &active.inserted)
        for role in rebuilt.hierarchy where rebuilt.transientRoles.contains(role) && !isInContainer(role) {
            insert(role, in: rebuilt)
            active.inserted.append(role)
        }
        for original in rebuilt.hiddenOriginals where !old.hiddenOriginals.contains(original) {
            stage.setHidden(true, original)
        }
    }

    /// Records, for a cancelled phase to put back, the states of the real views of `choreography`
    /// that are not in the container yet (and so were not there when the phase began).
    private func recordStatesBefore(of choreography: Choreography, in active: inout Active) {
        let joining = choreography.hierarchy.filter {
            !choreography.transientRoles.contains($0) && !isInContainer($0) && $0 != .presenting
                && active.statesBefore[$0] == nil
        }
        for (role, state) in zip(joining, stage.states(of: joining)) {
            if let state { active.statesBefore[role] = state }
        }
    }

    // MARK: Position

    /// The phase running now, if any: with the container, what ``positionGauge()`` depends on.
    package var runningPhase: PresentationPhase? { active?.phase }

    /// How a screen that follows the presentation measures the presented view, in the container
    /// measured now (``PresentationGauge``): from the running phase's off-screen frame (where it
    /// starts presenting or ends dismissing) and opacity (Reduce Motion's, when it cross-fades) to
    /// its resting state at the card's highest detent. Nil when the transition shows no presented
    /// view.
    package func positionGauge() -> PresentationGauge? {
        let context = measured()
        let heights = detentHeights(in: context)
        let highest = heights.indices.max { heights[$0] < heights[$1] }.map { behavior.detents[$0] }
        let phase = active?.phase ?? .present
        let rest = transition.choreography(for: .present, in: context, detent: highest).plan
        let way =
            phase == .present ? rest : transition.choreography(for: phase, in: context, detent: highest).plan
        guard let index = rest.index(of: .presented), let wayIndex = way.index(of: .presented) else {
            return nil
        }
        var offScreen = phase == .dismiss ? way.finalStates[wayIndex] : way.initialStates[wayIndex]
        if let active, let own = active.choreography.plan.index(of: .presented) {
            let plan = active.choreography.plan
            offScreen.alpha = (phase == .dismiss ? plan.finalStates : plan.initialStates)[own].alpha
        }
        return PresentationGauge(
            container: context.container.bounds, offScreen: offScreen, rest: rest.finalStates[index])
    }

    // MARK: Resting

    /// Shows the presentation at rest (at the detent, or the height a drag holds): the presented
    /// frame and the chrome for the container as it is now.
    private func showResting(in context: TransitionContext? = nil) {
        let context = context ?? measured()
        restingLayoutContext = context
        let choreography = transition.choreography(for: .present, in: context, detent: restingDetent)
        applyRestingRoles(choreography.plan.finalStates, of: choreography)
    }

    /// Shows `states` on the roles of `choreography` that stay on screen while presented.
    private func applyRestingRoles(_ states: [ViewState], of choreography: Choreography) {
        let indices = restingIndices(of: choreography)
        stage.apply(indices.map { states[$0] }, to: indices.map { choreography.plan.roles[$0] })
    }

    private func flushDismissCompletions(_ result: Bool) {
        let completions = takeDismissCompletions()
        for completion in completions { completion(result) }
    }

    /// The completions of ``dismiss(animated:completion:)`` waiting for an answer, which they stop
    /// waiting for.
    private func takeDismissCompletions() -> [(Bool) -> Void] {
        let completions = dismissCompletions
        dismissCompletions = []
        return completions
    }

    /// Answers the waiting completions of ``dismiss(animated:completion:)`` with `result` once the
    /// transition that decided it is over for UIKit (after its completions, rule 33).
    private func answerDismissCompletions(_ result: Bool) {
        let completions = takeDismissCompletions()
        guard !completions.isEmpty else { return }
        guard let system else {
            for completion in completions { completion(result) }
            return
        }
        // A dismissal that ran back may be followed, before the answer goes out, by another that
        // dismissed the controller (rule 24, runs at once): the answer is what is true when given.
        system.afterTransitionEnds { [weak self] in
            let answer = result || (self?.state ?? .dismissed) == .dismissed
            for completion in completions { completion(answer) }
        }
    }
}
