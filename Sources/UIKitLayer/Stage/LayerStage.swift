import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The views of one presentation, as ``PresentationDriver`` drives them: it reads and writes views,
/// and decides nothing. Written once, for every ``Platform``.
///
/// - The container is the presentation controller's `containerView` (the transition context's,
///   which is the same view, while a transition runs).
/// - ``Role/presented`` is the presentation controller's `presentedView` (what `view(forKey:)`
///   returns, rule 12); ``Role/presenting`` is the presenting controller's view only when UIKit has
///   handed it over by putting it in the container (`shouldRemovePresentersView`, rule 11).
/// - The stage creates the dimming view, the presented view's snapshot
///   (`snapshotView(afterScreenUpdates:)`: false for views already on screen, true only for the
///   presented view, and its elements, during the presentation, before they were ever drawn) and
///   element flights (snapshots of the views found by their `stagehandIdentifier`). While the driver
///   installs a phase that may snapshot a screen never drawn, a picture of the window as drawn covers
///   it (``coverScreen()``), so that the screen update such a snapshot forces shows nothing new.
/// - The first time it changes a view it did not create, it records the view's own corner radius,
///   clipping, alpha and transform, which ``restore(_:)`` (and ``remove(_:)``) put back.
/// - Plans run on ``PlanAnimator`` (one property animator per timing group); a move on the system's
///   own curve (the keyboard's, rule 46) runs on one property animator the platform makes with that
///   curve.
/// - A dimming that blurs has its blur held by a paused property animator whose animations set the
///   effect (rule 45: an effect view must never be faded): the stage scrubs its `fractionComplete` to
///   the dimming's level whenever it shows a state, runs it to the level a run ends at along with the
///   run, pauses it where it is when a run stops, and releases it (stopped, then finished) with the
///   dimming view.
/// - Asked to touch a view that is not in the container, it changes nothing and reports it
///   (``Platform/reportMisuse(_:)``).
///
/// It holds weakly everything UIKit owns (the presentation controller, its views and controllers,
/// the context's views through the context, held only while its transition runs) and strongly only
/// the views it creates.
@MainActor
package final class LayerStage<P: Platform>: PresentationStage {
    /// The platform.
    package let platform: P
    /// The presentation controller whose views the stage works on.
    package weak var host: (any LayerPresentationControllerHost<P>)?
    /// The presented controller's Stagehand options (the zoom's source view).
    package weak var options: LayerOptions<P>?
    /// The shared elements the last search found on one screen only: they fade with their screens.
    package private(set) var unmatchedSharedElements: [UnmatchedSharedElement] = []
    /// The unmatched elements already logged: each is logged once per presentation.
    private var reportedUnmatched: Set<UnmatchedSharedElement> = []
    /// Whether the "no shared element matched" summary was logged.
    private var reportedNoMatch = false
    /// The view the transition names for a zoom (``StagehandTransition/zoom(from:)`` on a view), held weakly.
    package var zoomAnchor: ZoomAnchor?
    /// Called when the dimming view is tapped.
    package var dimmingTapped: (@MainActor () -> Void)?
    /// Whether the dimming view takes touches and what it is to VoiceOver (the driver's
    /// ``PresentationDriver/screenBelow``), applied to the dimming view now and when it is made.
    package var dimmingAccess: (takesTouches: Bool, accessibilityLabel: String?) = (true, nil) {
        didSet { if let dimmingView { applyDimmingAccess(to: dimmingView) } }
    }
    /// Whether a run that ends leaves alone the views UIKit took out of the container meanwhile
    /// (``ContainedScreen``'s stage); false for a modal presentation's.
    package var skipsViewsTakenAway = false
    /// What the driver has asked of the views so far: what a transition costs.
    package private(set) var work = StageWork()

    /// The backdrop the dimming view shows.
    private let dimming: Dimming
    /// The content's measured height, for a transition that sizes to it (rule 49).
    private var fitting: ContentFitting?
    /// The context of the transition that runs, if any.
    private var context: ContextAdapter<P>?
    private var dimmingView: P.View?
    private var transients: [Role: P.View] = [:]
    private var recorded: [Role: (view: Weak<P.View>, properties: LayerOwnProperties)] = [:]
    private var hiddenOriginals: [Original: P.View] = [:]
    private var running: PlanAnimator<P>?
    /// The move on a system curve under way (``run(_:systemCurve:duration:completion:)``).
    private var curveRun: (animator: P.PropertyAnimator, startedAt: Double, duration: Double)?
    /// The paused animator holding the dimming view's blur, while the dimming blurs (rule 45).
    private var blur: P.PropertyAnimator?
    /// The picture of the screen covering the window while a phase is installed (``coverScreen()``).
    private var cover: P.View?
    /// The layout direction the presentation began in (``layoutDirection``).
    var fixedLayoutDirection: UserInterfaceLayoutDirection?

    /// Creates the stage of a presentation whose backdrop is `dimming` (the standard one when nil and
    /// the driver still asks for a dimming view), measuring the presented content for the height it
    /// needs when `transition` sizes to it.
    package init(platform: P, dimming: Dimming?, transition: (any CustomTransition)? = nil) {
        self.platform = platform
        self.dimming = dimming ?? .standard
        fitting = transition.map(ContentFitting.init(transition:))
    }

    /// The content's measured height is forgotten: the next measurement of the container measures
    /// the content again (its preferred size changed, rule 28; its traits; `invalidateDetents()`).
    package func invalidateContentFitting() {
        fitting?.invalidate()
    }

    /// How many times the presented content was measured with Auto Layout (rule 49).
    package var contentFittingMeasurements: Int { fitting?.measurements ?? 0 }

    // MARK: StagehandTransition contexts

    /// The views of `context` are the stage's until ``detach(_:)``.
    package func attach(_ context: ContextAdapter<P>) {
        self.context = context
    }

    /// Lets go of `context` (it completed).
    package func detach(_ context: ContextAdapter<P>) {
        if self.context === context { self.context = nil }
    }

    // MARK: PresentationStage

    /// The container's bounds, safe area, layout direction (the one the presentation began in) and
    /// size classes, the presented controller's preferred content size (zero
    /// counts as none), the source view's frame and, when asked, the shared elements, in the
    /// container's coordinates, where the views are laid out now.
    package func measure(includingElements: Bool = true) -> TransitionContext {
        work.measurements += 1
        guard let container else { return TransitionContext(container: ContainerGeometry(bounds: .zero)) }
        let geometry = containerGeometry(of: container)
        let controller = host?.presentedViewController
        let size = controller?.layerPreferredContentSize
        var preferred = size == .zero ? nil : size
        if fitting != nil {
            preferred = fitting?.contentSize(in: geometry, preferred: preferred) { width in
                controller?.viewIfLoaded?.layerFittingHeight(atWidth: width) ?? 0
            }
        }
        if let presented = presentedView, presented.superview === container { presented.layoutIfNeeded() }
        // The view named in the transition first, then the controller's source view: each where
        // it is now, when in the window.
        func frame(of view: P.View?, rect: CGRect?) -> CGRect? {
            guard let view, view.isInWindow else { return nil }
            return view.convert(rect ?? view.bounds, to: container)
        }
        let anchorView = zoomAnchor.flatMap { anchor in
            anchor.identifier.map {
                SharedElementSearch.view(withIdentifier: $0, under: presentingRoot, platform: platform)
            } ?? anchor.view as? P.View
        }
        let sourceFrame =
            frame(of: anchorView, rect: zoomAnchor?.rect) ?? frame(of: options?.sourceView, rect: nil)
        guard includingElements else {
            return TransitionContext(
                container: geometry, preferredContentSize: preferred, sourceFrame: sourceFrame)
        }
        work.elementSearches += 1
        let hidden = Array(hiddenOriginals.values)
        let sources = SharedElementSearch(
            under: presentingRoot, platform: platform, hiddenByStagehand: hidden)
        let destinations = SharedElementSearch(
            under: presentedRoot, platform: platform, hiddenByStagehand: hidden)
        func measured(_ search: SharedElementSearch<P>) -> [(id: String, frame: CGRect, cornerRadius: Double)]
        {
            search.found.map {
                ($0.id, $0.view.convert($0.view.bounds, to: container), $0.view.layerCornerRadius)
            }
        }
        let elements = SharedElement.match(sources: measured(sources), destinations: measured(destinations))
        report(matched: elements, sources: sources, destinations: destinations)
        return TransitionContext(
            container: geometry, preferredContentSize: preferred, sourceFrame: sourceFrame, elements: elements
        )
    }

    /// Puts the view of `role` directly above the view of `above`, else directly below the view of
    /// `below`, else on top, so views the app put in the container are never covered by accident.
    /// Creates the dimming view, snapshots and element flights on demand.
    package func insert(_ role: Role, above: Role?, below: Role?) {
        guard let container else {
            platform.reportMisuse("inserted \(role.name) with no container")
            return
        }
        guard let view = view(for: role, creating: true) else {
            platform.reportMisuse("inserted \(role.name), which UIKit does not hand over")
            return
        }
        if let above, let anchor = viewInContainer(above) {
            container.insertSubview(view, aboveSubview: anchor)
        } else if let below, let anchor = viewInContainer(below) {
            container.insertSubview(view, belowSubview: anchor)
        } else {
            container.addSubview(view)
        }
    }

    /// Takes the view of `role` out of the container; forgets the views the stage created, and gives
    /// the others back their recorded properties.
    package func remove(_ role: Role) {
        viewInContainer(role)?.removeFromSuperview()
        switch role {
        case .dimming:
            dimmingView = nil
            releaseBlur()
        case .snapshot, .element, .presentedElement: transients[role] = nil
        case .presented, .presenting: restore(role)
        }
    }

    /// Puts back the corner radius, clipping, alpha and transform the view of `role` had before the
    /// stage first changed it.
    package func restore(_ role: Role) {
        guard let entry = recorded.removeValue(forKey: role), let view = entry.view.object else { return }
        view.ownProperties = entry.properties
    }

    /// Hides or shows the real presented view, or an element's original (found, when hiding, among
    /// the visible identified views of its screen; shown again, the very view that was hidden).
    package func setHidden(_ hidden: Bool, _ original: Original) {
        guard hidden else {
            let view = hiddenOriginals.removeValue(forKey: original)
            view?.isHidden = false
            view?.identifiedRegion?.setContentHidden(false)
            return
        }
        let view: P.View?
        switch original {
        case .presentedView: view = presentedView
        case .sourceElement(let id):
            view = SharedElementSearch.view(withIdentifier: id, under: presentingRoot, platform: platform)
        case .destinationElement(let id):
            view = SharedElementSearch.view(withIdentifier: id, under: presentedRoot, platform: platform)
        }
        guard let view else { return }
        hiddenOriginals[original] = view
        view.isHidden = true
        view.identifiedRegion?.setContentHidden(true)
    }

    /// The state of each role's view in the container; nil where the view is not in the container.
    package func states(of roles: [Role]) -> [ViewState?] {
        roles.map { viewInContainer($0)?.stagehandState }
    }

    /// The state `role`'s view in the container is drawn in now, in the middle of an animation
    /// (rule 65: its presentation layer, the model value where it has none); nil where the view is
    /// not in the container.
    package func onScreenState(of role: Role) -> ViewState? {
        viewInContainer(role).map { $0.onScreenState ?? $0.stagehandState }
    }

    /// Shows each state on its role's view in the container, at once; a role whose view is not in
    /// the container is reported.
    package func apply(_ states: [ViewState], to roles: [Role]) {
        work.stateWrites += states.count
        for (state, role) in zip(states, roles) {
            guard let view = animatableView(for: role) else {
                platform.reportMisuse("set a state on \(role.name), which is not in the container")
                continue
            }
            view.showStagehandState(state, properties: .all)
            if role == .dimming { showBlur(state.alpha) }
        }
    }

    /// Animates `plan` from `time` with ``PlanAnimator``, after showing its states at `time`; calls
    /// `completion` once, on a later turn of the run loop, with the final states shown. A run still
    /// going is stopped first, its completion dropped.
    package func run(_ plan: TransitionPlan, from time: Double, completion: @escaping @MainActor () -> Void) {
        _ = stop()
        work.runs += 1
        let animator = PlanAnimator(plan: plan, from: time, platform: platform) { [weak self] role in
            self?.animatableView(for: role)
        }
        running = animator
        apply(plan.states(at: animator.startTime), to: plan.roles)
        runBlur(along: plan, from: animator.startTime)
        animator.start { [weak self, weak animator] in
            guard let self, let animator, self.running === animator else { return }
            self.running = nil
            // Exactly the plan's end, whatever the springs and additive animations left.
            self.applyFinalStates(of: plan)
            completion()
        }
    }

    /// Shows `plan`'s final states when it ends. With ``skipsViewsTakenAway`` (a navigation
    /// controller's screen, which a push made without a word to its delegate may take away), only on
    /// the roles whose views are still in the container; otherwise on every role, a view no longer
    /// there being reported (a modal presentation's views are UIKit's to remove only at its end).
    private func applyFinalStates(of plan: TransitionPlan) {
        let kept = plan.roles.indices.filter {
            !skipsViewsTakenAway || viewInContainer(plan.roles[$0]) != nil
        }
        apply(kept.map { plan.finalStates[$0] }, to: kept.map { plan.roles[$0] })
    }

    /// Puts a picture of the window as it is drawn now (`snapshotView(afterScreenUpdates: false)`,
    /// taking no screen update) on top of the window, so that a screen update forced while the views
    /// change (a snapshot of a screen never drawn) shows the screen as it was; it takes no touches.
    /// Nothing when the screen is covered already or the container is not in a window. Hero covers
    /// its transitions' start the same way (`HeroTransition.start()`, `fullScreenSnapshot`).
    package func coverScreen() {
        guard cover == nil, var window = container, window.isInWindow else { return }
        while let superview = window.superview { window = superview }
        guard let picture = window.snapshotView(afterScreenUpdates: false) else { return }
        work.viewsCreated += 1
        work.snapshots += 1
        let bounds = window.bounds
        picture.bounds = CGRect(origin: .zero, size: bounds.size)
        picture.center = CGPoint(x: bounds.midX, y: bounds.midY)
        picture.isUserInteractionEnabled = false
        window.addSubview(picture)
        cover = picture
    }

    /// Takes the picture of ``coverScreen()`` away.
    package func uncoverScreen() {
        cover?.removeFromSuperview()
        cover = nil
    }

    /// Stops the running animation where it is (each property animator stopped, then finished at
    /// `.current`), drops its completion, and returns the plan time reached (nil when nothing runs,
    /// including a run that finished and whose completion is on its way, which is kept).
    package func stop() -> Double? {
        // The blur stays where the run has it, for the next state shown to scrub from (rule 45).
        blur?.pauseAnimation()
        defer { fillWrapperWithContent() }
        if let run = curveRun {
            curveRun = nil
            Self.release(run.animator)
            let elapsed = platform.now - run.startedAt
            return min(max(elapsed.isFinite ? elapsed : 0, 0), run.duration)
        }
        guard let animator = running else { return nil }
        running = nil
        return animator.stop()
    }

    /// The presented controller's view fills the wrapper Stagehand put it in again, through the
    /// wrapper's clip view (which fills the wrapper). Autoresizing keeps them so while the wrapper
    /// moves, but what a stopped property animator writes for a view its animated superview
    /// autoresized is unknown (rule 39): it may add its own animation's offset to the size
    /// autoresizing already gave it, and a fitted card measures that view (rule 49); and a card
    /// squeezed to nothing under the keyboard leaves an autoresized view nothing to keep its size
    /// by. Setting each to its holder's bounds is right on every reading.
    private func fillWrapperWithContent() {
        guard let wrapper = presentedView, let content = host?.presentedViewController.viewIfLoaded,
            content !== wrapper
        else { return }
        let holder = wrapper.cornerView ?? wrapper
        guard content.superview === holder else { return }
        if holder !== wrapper { Self.fill(holder, in: wrapper) }
        Self.fill(content, in: holder)
    }

    /// Sets `view` to `holder`'s bounds, writing only what differs.
    private static func fill(_ view: P.View, in holder: P.View) {
        let size = holder.bounds.size
        if view.bounds.size != size { view.bounds.size = size }
        let center = CGPoint(x: holder.bounds.midX, y: holder.bounds.midY)
        if view.center != center { view.center = center }
    }

    /// Animates `plan` from its first states to its final states with one property animator of
    /// `duration` seconds on the system's curve `systemCurve`, exactly as UIKit sent it
    /// (``Platform/makePropertyAnimator(duration:systemCurve:)``, rule 46); calls `completion` once,
    /// with the final states shown. A run still going is stopped first, its completion dropped.
    package func run(
        _ plan: TransitionPlan, systemCurve: Int, duration: Double,
        completion: @escaping @MainActor () -> Void
    ) {
        _ = stop()
        work.runs += 1
        apply(plan.initialStates, to: plan.roles)
        let animator = platform.makePropertyAnimator(duration: duration, systemCurve: systemCurve)
        let tracks = plan.tracks
        animator.addLayerAnimations { [weak self] in
            for track in tracks {
                self?.animatableView(for: track.role)?.showStagehandState(
                    track.to, properties: track.properties)
            }
        }
        animator.addLayerCompletion { [weak self, weak animator] _ in
            guard let self, let animator, self.curveRun?.animator === animator else { return }
            self.curveRun = nil
            self.applyFinalStates(of: plan)
            completion()
        }
        curveRun = (animator, platform.now, duration)
        runBlur(along: plan, from: 0)
        animator.startAnimation()
    }

    // MARK: The blur (rule 45)

    /// Makes the paused animator that holds the blur of the dimming view `view`, at no blur.
    private func makeBlur(for view: P.View) {
        let animator = platform.makeBlurAnimator(forDimmingView: view)
        // `fractionComplete` is the blur's amount: linear, and still there at either end.
        animator.scrubsLinearly = true
        animator.pausesOnCompletion = true
        animator.pauseAnimation()
        animator.layerFractionComplete = 0
        blur = animator
    }

    /// Shows the blur at `amount` (the dimming's level), at once: its animator paused there.
    private func showBlur(_ amount: Double) {
        guard let blur, amount.isFinite else { return }
        blur.pauseAnimation()
        blur.isReversed = false
        blur.layerFractionComplete = min(max(amount, 0), 1)
    }

    /// Runs the blur to the level the dimming ends `plan` at, from where it is, over what is left of
    /// the plan from `time`, as the plan's animators run the dimming's colour (a level between 0 and
    /// 1 is shown at once: an animator runs only to one of its ends). The run's completion shows the
    /// exact final level.
    private func runBlur(along plan: TransitionPlan, from time: Double) {
        guard let blur, let index = plan.index(of: .dimming) else { return }
        let target = plan.finalStates[index].alpha
        let remaining = plan.duration - time
        let current = blur.layerFractionComplete
        guard target == 0 || target == 1, remaining > 0, current != target, blur.layerDuration > 0 else {
            showBlur(target)
            return
        }
        blur.pauseAnimation()
        blur.isReversed = target < current
        blur.continueAnimation(durationFactor: remaining / blur.layerDuration)
    }

    /// Lets go of the blur's animator as UIKit allows (rule 39: never while paused, or stopped and not
    /// finished): stopped, then finished where it is.
    private func releaseBlur() {
        guard let animator = blur else { return }
        blur = nil
        Self.release(animator)
    }

    /// Stops `animator` and finishes it where it is, so that it may be released (rules 16, 39).
    private static func release(_ animator: P.PropertyAnimator) {
        animator.stopWhereItIs()
    }

    // MARK: Views

    /// The container: the running transition's, else the presentation controller's.
    package var container: P.View? { context?.containerView ?? host?.containerView }

    /// The view that plays ``Role/presented``.
    private var presentedView: P.View? { context?.presentedView ?? host?.presentedView }

    /// The presenting view, only when UIKit has handed it over: `view(forKey:)` during a transition;
    /// before one (`presentationTransitionWillBegin`), the presenting controller's view when UIKit has
    /// put it in the container.
    private var presentingView: P.View? {
        if let context { return context.presentingView }
        guard let view = host?.presentingViewController.viewIfLoaded, let container,
            view.superview === container
        else { return nil }
        return view
    }

    /// The presenting screen's view tree.
    private var presentingRoot: P.View? { host?.presentingViewController.viewIfLoaded }

    /// The presented screen's view tree.
    private var presentedRoot: P.View? { host?.presentedViewController.viewIfLoaded }

    /// The view of `role` when it is in the container.
    package func viewInContainer(_ role: Role) -> P.View? {
        guard let container, let view = view(for: role, creating: false), view.superview === container else {
            return nil
        }
        return view
    }

    /// The view of `role` in the container, its own properties recorded the first time the stage
    /// touches it when the stage did not create it.
    private func animatableView(for role: Role) -> P.View? {
        guard let view = viewInContainer(role) else { return nil }
        switch role {
        case .presented, .presenting:
            if recorded[role]?.view.object !== view {
                recorded[role] = (Weak(view), view.ownProperties)
            }
        case .dimming, .snapshot, .element, .presentedElement:
            break
        }
        return view
    }

    /// The view that plays `role`, created on demand for the views the stage owns.
    private func view(for role: Role, creating: Bool) -> P.View? {
        switch role {
        case .presented:
            return presentedView
        case .presenting:
            return presentingView
        case .dimming:
            if dimmingView == nil, creating {
                work.viewsCreated += 1
                let view = platform.makeDimmingView(
                    dimming: dimming, frame: container?.bounds ?? .zero,
                    tapped: { [weak self] in self?.dimmingTapped?() })
                applyDimmingAccess(to: view)
                dimmingView = view
                if dimming.blursBackground { makeBlur(for: view) }
            }
            return dimmingView
        case .snapshot, .element, .presentedElement:
            if let existing = transients[role] { return existing }
            guard creating else { return nil }
            work.viewsCreated += 1
            work.snapshots += 1
            let view = role == .snapshot ? makeSnapshot() : makeElementFlight(role)
            view?.isUserInteractionEnabled = false
            transients[role] = view
            return view
        }
    }

    private func applyDimmingAccess(to view: P.View) {
        view.isUserInteractionEnabled = dimmingAccess.takesTouches
        platform.setDimmingAccessibilityLabel(dimmingAccess.accessibilityLabel, on: view)
    }

    /// Whether a snapshot for `role` must wait for the screen to be drawn (the core's answer).
    private func snapshotsUndrawnScreen(_ role: Role) -> Bool {
        guard let phase = context?.phase else { return false }
        return role.snapshotsUndrawnScreen(in: phase)
    }

    /// A snapshot of the presented view; when none can be made, a plain view of its size and colour.
    private func makeSnapshot() -> P.View? {
        guard let presented = presentedView else { return nil }
        return presented.snapshotView(afterScreenUpdates: snapshotsUndrawnScreen(.snapshot))
            ?? platform.makeStandIn(for: presented)
    }

    /// A snapshot of a shared element as its screen shows it: `.element` the presenting screen's,
    /// `.presentedElement` the presented screen's (the core decides which flies, and when).
    private func makeElementFlight(_ role: Role) -> P.View? {
        let found: (id: String, root: P.View?)
        switch role {
        case .element(let id): found = (id, presentingRoot)
        case .presentedElement(let id): found = (id, presentedRoot)
        default: return nil
        }
        guard let root = found.root,
            let original = SharedElementSearch.view(withIdentifier: found.id, under: root, platform: platform)
        else { return nil }
        let afterUpdates = snapshotsUndrawnScreen(role)
        // A region draws nothing itself: its picture is what its screen draws over its frame.
        let picture =
            original.identifiedRegion == nil
            ? original.snapshotView(afterScreenUpdates: afterUpdates)
            : root.snapshotView(
                of: original.convert(original.bounds, to: root), afterScreenUpdates: afterUpdates)
        return picture ?? platform.makeStandIn(for: original)
    }

    /// Logs, at debug level, why no identified view was matched (nothing when neither screen has one).
    /// Keeps the shared elements found on one screen only (``unmatchedSharedElements``) and logs
    /// each once per presentation, with what each screen had when nothing matched at all (once).
    private func report(
        matched elements: [SharedElement], sources: SharedElementSearch<P>,
        destinations: SharedElementSearch<P>
    ) {
        let matched = Set(elements.map(\.id))
        func unmatched(
            _ search: SharedElementSearch<P>, on screen: UnmatchedSharedElement.Screen,
            other: SharedElementSearch<P>
        ) -> [UnmatchedSharedElement] {
            search.found.filter { !matched.contains($0.id) }.map { found in
                UnmatchedSharedElement(
                    identifier: found.id, screen: screen,
                    otherScreenLeftOut: other.skipped.first { $0.id == found.id }?.reason)
            }
        }
        unmatchedSharedElements =
            unmatched(sources, on: .presenting, other: destinations)
            + unmatched(destinations, on: .presented, other: sources)
        for element in unmatchedSharedElements where !reportedUnmatched.contains(element) {
            reportedUnmatched.insert(element)
            platform.logDebug(element.description, category: "SharedElements")
        }
        if elements.isEmpty, context != nil, !reportedNoMatch {
            reportedNoMatch = logNoMatch(sources: sources, destinations: destinations)
        }
    }

    /// Logs what each screen had when no shared element matched; false when neither had any.
    private func logNoMatch(sources: SharedElementSearch<P>, destinations: SharedElementSearch<P>) -> Bool {
        let searched = [
            sources.found.count, sources.skipped.count, destinations.found.count, destinations.skipped.count,
        ]
        guard searched.contains(where: { $0 > 0 }) else { return false }
        func describe(_ search: SharedElementSearch<P>) -> String {
            let found = search.found.map(\.id).joined(separator: ", ")
            let skipped = search.skipped.map { "\($0.id) (\($0.reason))" }.joined(separator: ", ")
            return "found [\(found)], left out [\(skipped)]"
        }
        platform.logDebug(
            "No shared element matched; presenting screen: \(describe(sources)); presented screen: "
                + describe(destinations), category: "SharedElements")
        return true
    }
}

/// Counts of the work a stage did on the views.
package struct StageWork: Sendable, Hashable {
    /// Measurements of the container and the presented content.
    package var measurements = 0
    /// Of those, the ones that walked both screens' trees for shared elements.
    package var elementSearches = 0
    /// Views the stage created (the dimming view, snapshots, element flights).
    package var viewsCreated = 0
    /// Of those, snapshots of another view.
    package var snapshots = 0
    /// States written to views at once (outside the animations' frames).
    package var stateWrites = 0
    /// Animations started.
    package var runs = 0
}

/// A weak reference.
package struct Weak<Object: AnyObject> {
    /// The object, while it lives.
    package weak var object: Object?

    /// Refers to `object` weakly.
    package init(_ object: Object?) { self.object = object }
}
