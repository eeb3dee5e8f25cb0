#if canImport(UIKit)
import StagehandCore
import UIKit
import os

/// The views of one UIKit presentation, as ``PresentationDriver`` drives them: it reads and writes
/// views, and decides nothing.
///
/// - The container is the presentation controller's `containerView` (the transition context's,
///   which is the same view, while a transition runs).
/// - ``Role/presented`` is the presentation controller's `presentedView` (what `view(forKey:)`
///   returns, rule 12); ``Role/presenting`` is the presenting controller's view only when UIKit has
///   handed it over by putting it in the container (`shouldRemovePresentersView`, rule 11).
/// - The stage creates the dimming view (``DimmingView``), the presented view's snapshot
///   (`snapshotView(afterScreenUpdates:)`: false for views already on screen, true only for the
///   presented view, and its elements, during the presentation, before they were ever rendered) and
///   element flights (snapshots of the views found by ``UIKit/UIView/stagehandIdentifier``).
/// - The first time it changes a view it did not create, it records the view's own corner radius,
///   clipping, alpha and transform, which ``restore(_:)`` (and ``remove(_:)``) put back.
/// - Plans run on ``PlanAnimator`` (one `UIViewPropertyAnimator` per timing group).
///
/// It holds weakly everything UIKit owns (the presentation controller, its views and controllers,
/// the context adapter's views through the adapter, held only while its transition runs) and
/// strongly only the views it creates.
@MainActor
final class UIKitStage: PresentationStage {
    /// The presentation controller whose views the stage works on.
    weak var presentationController: StagehandPresentationController?
    /// The controller's Stagehand options (the zoom's source view).
    weak var options: StagehandOptions?
    /// Called when the dimming view is tapped.
    var dimmingTapped: (@MainActor () -> Void)?

    /// The backdrop the dimming view shows.
    private let dimming: Dimming
    /// The context of the transition that runs, if any.
    private var context: ContextAdapter?
    private var dimmingView: DimmingView?
    private var transients: [Role: UIView] = [:]
    private var recorded: [Role: RecordedProperties] = [:]
    private var hiddenOriginals: [Original: UIView] = [:]
    private var running: PlanAnimator?

    private static let log = OSLog(subsystem: "Stagehand", category: "SharedElements")

    /// Creates the stage of a presentation whose backdrop is `dimming` (the standard one when nil and
    /// the driver still asks for a dimming view).
    init(dimming: Dimming?) {
        self.dimming = dimming ?? .standard
    }

    // MARK: Transition contexts

    /// The views of `context` are the stage's until ``detach(_:)``.
    func attach(_ context: ContextAdapter) {
        self.context = context
    }

    /// Lets go of `context` (it completed).
    func detach(_ context: ContextAdapter) {
        if self.context === context { self.context = nil }
    }

    // MARK: PresentationStage

    /// The container's bounds and safe area, the presented controller's preferred content size (zero
    /// counts as none), the source view's frame and, when asked, the shared elements, in the
    /// container's coordinates, where the views are laid out now.
    func measure(includingElements: Bool) -> TransitionContext {
        guard let container else { return TransitionContext(container: ContainerGeometry(bounds: .zero)) }
        let geometry = ContainerGeometry(bounds: container.bounds, safeArea: Insets(container.safeAreaInsets))
        let preferred = presentationController?.presentedViewController.preferredContentSize
        if let presented = presentedView, presented.superview === container { presented.layoutIfNeeded() }
        let sourceFrame = options?.sourceView.flatMap { view in
            view.window == nil ? nil : view.convert(view.bounds, to: container)
        }
        guard includingElements else {
            return TransitionContext(
                container: geometry, preferredContentSize: preferred == .zero ? nil : preferred,
                sourceFrame: sourceFrame)
        }
        let hidden = Array(hiddenOriginals.values)
        let sources = SharedElementSearch(under: presentingRoot, hiddenByStagehand: hidden)
        let destinations = SharedElementSearch(under: presentedRoot, hiddenByStagehand: hidden)
        func measured(_ search: SharedElementSearch) -> [(id: String, frame: CGRect, cornerRadius: Double)] {
            search.found.map {
                ($0.id, $0.view.convert($0.view.bounds, to: container), Double($0.view.layer.cornerRadius))
            }
        }
        let elements = SharedElement.match(sources: measured(sources), destinations: measured(destinations))
        if elements.isEmpty, context != nil {
            logNoMatch(sources: sources, destinations: destinations)
        }
        return TransitionContext(
            container: geometry, preferredContentSize: preferred == .zero ? nil : preferred,
            sourceFrame: sourceFrame, elements: elements)
    }

    /// Puts the view of `role` directly above the view of `above`, else directly below the view of
    /// `below`, else on top (`insertSubview(_:aboveSubview:)`, `insertSubview(_:belowSubview:)`), so
    /// views the app put in the container are never covered by accident. Creates the dimming view,
    /// snapshots and element flights on demand.
    func insert(_ role: Role, above: Role?, below: Role?) {
        guard let container, let view = view(for: role, creating: true) else { return }
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
    func remove(_ role: Role) {
        viewInContainer(role)?.removeFromSuperview()
        switch role {
        case .dimming: dimmingView = nil
        case .snapshot, .element, .presentedElement: transients[role] = nil
        case .presented, .presenting: restore(role)
        }
    }

    /// Puts back the corner radius, clipping, alpha and transform the view of `role` had before the
    /// stage first changed it.
    func restore(_ role: Role) {
        recorded.removeValue(forKey: role)?.restore()
    }

    /// Hides or shows the real presented view, or an element's original (found, when hiding, among
    /// the visible identified views of its screen; shown again, the very view that was hidden).
    func setHidden(_ hidden: Bool, _ original: Original) {
        guard hidden else {
            hiddenOriginals.removeValue(forKey: original)?.isHidden = false
            return
        }
        let view: UIView?
        switch original {
        case .presentedView: view = presentedView
        case .sourceElement(let id):
            view = SharedElementSearch.view(withIdentifier: id, under: presentingRoot)
        case .destinationElement(let id):
            view = SharedElementSearch.view(withIdentifier: id, under: presentedRoot)
        }
        guard let view else { return }
        hiddenOriginals[original] = view
        view.isHidden = true
    }

    /// The state of each role's view in the container: its untransformed frame (from `center` and
    /// `bounds`), alpha, transform and corner radius; nil where the view is not in the container.
    func states(of roles: [Role]) -> [ViewState?] {
        roles.map { role in
            guard let view = viewInContainer(role) else { return nil }
            let size = view.bounds.size
            return ViewState(
                frame: CGRect(
                    x: view.center.x - size.width / 2, y: view.center.y - size.height / 2,
                    width: size.width, height: size.height),
                alpha: Double(view.alpha), transform: Transform2D(view.transform),
                cornerRadius: Double(view.layer.cornerRadius))
        }
    }

    /// Shows each state on its role's view in the container, at once.
    func apply(_ states: [ViewState], to roles: [Role]) {
        for (state, role) in zip(states, roles) {
            animatableView(for: role)?.showStagehandState(state)
        }
    }

    /// Animates `plan` from `time` with ``PlanAnimator``, after showing its states at `time`; calls
    /// `completion` once, on a later turn of the run loop, with the final states shown. A run still
    /// going is stopped first, its completion dropped.
    func run(_ plan: TransitionPlan, from time: Double, completion: @escaping @MainActor () -> Void) {
        _ = stop()
        let animator = PlanAnimator(plan: plan, from: time) { [weak self] role in
            self?.animatableView(for: role)
        }
        running = animator
        apply(plan.states(at: animator.startTime), to: plan.roles)
        animator.start { [weak self, weak animator] in
            guard let self, let animator, self.running === animator else { return }
            self.running = nil
            // Exactly the plan's end, whatever UIKit's springs and additive animations left.
            self.apply(plan.finalStates, to: plan.roles)
            completion()
        }
    }

    /// Stops the running animation where it is (each property animator stopped, then finished at
    /// `.current`), drops its completion, and returns the plan time reached (nil when nothing runs,
    /// including a run that finished and whose completion is on its way, which is kept).
    func stop() -> Double? {
        guard let animator = running else { return nil }
        running = nil
        return animator.stop()
    }

    // MARK: Views

    /// The container: the running transition's, else the presentation controller's.
    private var container: UIView? { context?.containerView ?? presentationController?.containerView }

    /// The view that plays ``Role/presented``.
    private var presentedView: UIView? { context?.presentedView ?? presentationController?.presentedView }

    /// The presenting view, only when UIKit has handed it over: `view(forKey:)` during a transition;
    /// before one (`presentationTransitionWillBegin`), the presenting controller's view when UIKit has
    /// put it in the container.
    private var presentingView: UIView? {
        if let context { return context.presentingView }
        guard let view = presentationController?.presentingViewController.viewIfLoaded,
            view.superview === container
        else { return nil }
        return view
    }

    /// The presenting screen's view tree.
    private var presentingRoot: UIView? { presentationController?.presentingViewController.viewIfLoaded }

    /// The presented screen's view tree.
    private var presentedRoot: UIView? { presentationController?.presentedViewController.viewIfLoaded }

    /// The view of `role` when it is in the container.
    private func viewInContainer(_ role: Role) -> UIView? {
        guard let container, let view = view(for: role, creating: false), view.superview === container else {
            return nil
        }
        return view
    }

    /// The view of `role` in the container, its own properties recorded the first time the stage
    /// touches it when the stage did not create it.
    private func animatableView(for role: Role) -> UIView? {
        guard let view = viewInContainer(role) else { return nil }
        switch role {
        case .presented, .presenting:
            if recorded[role]?.view !== view { recorded[role] = RecordedProperties(of: view) }
        case .dimming, .snapshot, .element, .presentedElement:
            break
        }
        return view
    }

    /// The view that plays `role`, created on demand for the views the stage owns.
    private func view(for role: Role, creating: Bool) -> UIView? {
        switch role {
        case .presented:
            return presentedView
        case .presenting:
            return presentingView
        case .dimming:
            if dimmingView == nil, creating { dimmingView = makeDimmingView() }
            return dimmingView
        case .snapshot, .element, .presentedElement:
            if let existing = transients[role] { return existing }
            guard creating else { return nil }
            let view = role == .snapshot ? makeSnapshot() : makeElementFlight(role)
            view.isUserInteractionEnabled = false
            transients[role] = view
            return view
        }
    }

    /// The dimming view, covering the container, forwarding its taps.
    private func makeDimmingView() -> DimmingView {
        let view = DimmingView(dimming: dimming)
        view.frame = container?.bounds ?? .zero
        view.tapped = { [weak self] in self?.dimmingTapped?() }
        return view
    }

    /// Whether a snapshot for `role` must wait for the screen to be drawn (the core's answer).
    private func snapshotsUndrawnScreen(_ role: Role) -> Bool {
        guard let phase = context?.phase else { return false }
        return role.snapshotsUndrawnScreen(in: phase)
    }

    /// A snapshot of the presented view; when UIKit cannot make one, a plain view of its size and
    /// background colour.
    private func makeSnapshot() -> UIView {
        guard let presented = presentedView else { return UIView() }
        return presented.snapshotView(afterScreenUpdates: snapshotsUndrawnScreen(.snapshot))
            ?? standIn(for: presented)
    }

    /// A snapshot of a shared element as its screen shows it: `.element` the presenting screen's,
    /// `.presentedElement` the presented screen's (the core decides which flies, and when).
    private func makeElementFlight(_ role: Role) -> UIView {
        let original: UIView?
        switch role {
        case .element(let id): original = SharedElementSearch.view(withIdentifier: id, under: presentingRoot)
        case .presentedElement(let id):
            original = SharedElementSearch.view(withIdentifier: id, under: presentedRoot)
        default: original = nil
        }
        guard let original else { return UIView() }
        return original.snapshotView(afterScreenUpdates: snapshotsUndrawnScreen(role))
            ?? standIn(for: original)
    }

    /// A plain view standing in for `original`: its size and background colour.
    private func standIn(for original: UIView) -> UIView {
        let view = UIView(frame: CGRect(origin: .zero, size: original.bounds.size))
        view.backgroundColor = original.backgroundColor
        return view
    }

    /// Logs, at debug level, why no identified view was matched (nothing when neither screen has one).
    private func logNoMatch(sources: SharedElementSearch, destinations: SharedElementSearch) {
        let searched = [
            sources.found.count, sources.skipped.count, destinations.found.count, destinations.skipped.count,
        ]
        guard searched.contains(where: { $0 > 0 }) else { return }
        func describe(_ search: SharedElementSearch) -> String {
            let found = search.found.map(\.id).joined(separator: ", ")
            let skipped = search.skipped.map { "\($0.id) (\($0.reason))" }.joined(separator: ", ")
            return "found [\(found)], left out [\(skipped)]"
        }
        let message =
            "No shared element matched; presenting screen: \(describe(sources)); presented screen: "
            + describe(destinations)
        // `Logger`'s interpolated messages do not compile against the iOS 16.5 SDK's overlay with this
        // toolchain; `os_log` with a static format logs the same at the same level.
        os_log("%{public}@", log: Self.log, type: .debug, message)
    }
}
#endif
