import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The views of one Stagehand presentation in the headless UIKit: what `Stagehand`'s UIKit stage
/// does with `UIView`s and property animators, done with ``ModelView``s on the system's virtual
/// clock.
///
/// It reads and writes the views of the current container (the presentation controller's), and
/// nothing else: the presenting view only when UIKit hands it over (`shouldRemovePresentersView`,
/// contract rule 11). Asked to touch a view that is not in the container, it records a
/// ``StageMisuse`` instead, so a test fails where the phone would misbehave.
@MainActor
public final class HeadlessPresentationStage: PresentationStage {
    /// Something the driver asked of the stage that UIKit would not allow.
    public struct StageMisuse: Sendable, Hashable, CustomStringConvertible {
        /// What was asked.
        public var description: String
    }

    /// The system whose clock runs the animations.
    public private(set) weak var system: HeadlessUIKit?
    /// The presented controller.
    public private(set) weak var presentedViewController: ModelViewController?
    /// The presenting controller.
    public private(set) weak var presentingViewController: ModelViewController?
    /// The container of the presentation, set by the presentation controller when UIKit gives it one.
    public weak var containerView: ModelView?
    /// Whether UIKit hands the presenting view to the transition (`shouldRemovePresentersView`).
    public var handsOverPresentingView = false
    /// The backdrop of the dimming view.
    public let dimming: Dimming?
    /// The frame a zoom grows from, in window coordinates, when no source view is given.
    public var sourceFrame: CGRect?
    /// The view a zoom grows from, measured when a transition starts.
    public weak var sourceView: ModelView?
    /// Everything asked that UIKit would not allow.
    public private(set) var misuses: [StageMisuse] = []
    /// What the driver has asked of the views so far: what a transition costs.
    public private(set) var work = Work()

    /// Counts of the work done on the views.
    public struct Work: Sendable, Hashable {
        /// Measurements of the container and the presented content.
        public var measurements = 0
        /// Of those, the ones that walked both screens' trees for shared elements.
        public var elementSearches = 0
        /// Views the stage created (the dimming view, snapshots, element flights).
        public var viewsCreated = 0
        /// Of those, snapshots of another view (`snapshotView(afterScreenUpdates:)` on a phone).
        public var snapshots = 0
        /// States written to views at once (outside the animations' frames).
        public var stateWrites = 0
        /// Animations started.
        public var runs = 0
    }

    private var dimmingView: ModelView?
    /// The views Stagehand hid (``setHidden(_:_:)``) and has not shown again.
    private var hiddenOriginals: [ModelView] = []
    private var transientViews: [Role: ModelView] = [:]
    private var running: PlanRun?
    /// The properties of the views Stagehand did not create, as they were before it first touched
    /// them.
    private var ownProperties:
        [ObjectIdentifier: (cornerRadius: Double, alpha: Double, transform: Transform2D)] = [:]

    /// Creates the stage of a presentation of `presented` by `presenting` on `system`.
    public init(
        system: HeadlessUIKit, presenting: ModelViewController, presented: ModelViewController,
        dimming: Dimming?
    ) {
        self.system = system
        self.presentingViewController = presenting
        self.presentedViewController = presented
        self.dimming = dimming
    }

    /// Records `misuse` here and with the system, which keeps it after this stage is released.
    private func report(_ misuse: StageMisuse) {
        misuses.append(misuse)
        system?.record(misuse)
    }

    // MARK: Measuring

    /// The container's geometry, the presented controller's preferred size, the zoom's source and
    /// the shared elements, with the presented screen measured where it is laid out now.
    public func measure(includingElements: Bool = true) -> TransitionContext {
        work.measurements += 1
        if includingElements { work.elementSearches += 1 }
        guard let system else { return TransitionContext(container: .iPhonePortrait) }
        let container = containerView
        let bounds =
            container.map { CGRect(origin: .zero, size: $0.state.frame.size) } ?? system.geometry.bounds
        let geometry = ContainerGeometry(bounds: bounds, safeArea: system.geometry.safeArea)
        let sources =
            includingElements ? identified(in: presentingViewController?.view, container: container) : []
        let destinations =
            includingElements ? identified(in: presentedViewController?.view, container: container) : []
        var source = sourceFrame
        if let view = sourceView, let frame = frame(of: view, in: container) { source = frame }
        return TransitionContext(
            container: geometry, preferredContentSize: presentedViewController?.preferredContentSize,
            sourceFrame: source, elements: SharedElement.match(sources: sources, destinations: destinations))
    }

    /// The identified views of a screen that may fly (``ElementEligibility``: hidden views and views
    /// outside the window are skipped), with their frames in the container's coordinates.
    private func identified(in root: ModelView?, container: ModelView?) -> [(
        id: String, frame: CGRect, cornerRadius: Double
    )] {
        guard let root else { return [] }
        return root.identifiedDescendants.compactMap { view in
            guard let id = view.identifier, !id.isEmpty else { return nil }
            let frame = frame(of: view, in: container)
            let windowBounds = system?.geometry.bounds ?? .zero
            let eligibility = ElementEligibility(
                isInWindow: frame != nil, isHiddenByTheApp: isHiddenByTheApp(view),
                intersectsWindow: frame != nil && view.frame(in: system?.window).intersects(windowBounds))
            guard eligibility.reasonToSkip == nil, let frame else { return nil }
            return (id, frame, view.state.cornerRadius)
        }
    }

    /// Whether `view` or an ancestor is hidden by the app: the originals Stagehand hides during a
    /// flight still count as visible, so a container that changes size mid-flight measures the same
    /// elements again.
    private func isHiddenByTheApp(_ view: ModelView) -> Bool {
        var current: ModelView? = view
        while let candidate = current {
            if candidate.isHidden, !hiddenOriginals.contains(where: { $0 === candidate }) { return true }
            current = candidate.superview
        }
        return false
    }

    /// `view`'s frame in the container's coordinates, when it is in the window or the container.
    private func frame(of view: ModelView, in container: ModelView?) -> CGRect? {
        guard let window = system?.window else { return nil }
        var top = view
        while let superview = top.superview { top = superview }
        guard top === window else { return nil }
        let inWindow = view.frame(in: window)
        guard let container, container.superview != nil else { return inWindow }
        let origin = container.frame(in: window)
        return inWindow.offsetBy(dx: -origin.minX, dy: -origin.minY)
    }

    // MARK: Views

    /// Inserts the view of `role` above `above` or below `below` among the container's subviews.
    public func insert(_ role: Role, above: Role?, below: Role?) {
        guard let container = containerView else {
            report(StageMisuse(description: "inserted \(role.name) with no container"))
            return
        }
        guard let view = view(for: role, creating: true) else {
            report(StageMisuse(description: "inserted \(role.name), which UIKit does not hand over"))
            return
        }
        view.removeFromSuperview()
        if let above, let anchor = self.view(for: above, creating: false), anchor.superview === container,
            let index = container.subviews.firstIndex(where: { $0 === anchor })
        {
            container.insertSubview(view, at: index + 1)
        } else if let below, let anchor = self.view(for: below, creating: false),
            anchor.superview === container,
            let index = container.subviews.firstIndex(where: { $0 === anchor })
        {
            container.insertSubview(view, at: index)
        } else {
            container.addSubview(view)
        }
    }

    /// Takes the view of `role` out of the container.
    public func remove(_ role: Role) {
        guard let view = view(for: role, creating: false) else { return }
        if role == .presenting { return }  // UIKit's to move (contract §2).
        if view.superview === containerView { view.removeFromSuperview() }
        if role == .dimming { dimmingView = nil }
        transientViews[role] = nil
    }

    /// Gives the view of `role` back its own corner radius, alpha and transform.
    public func restore(_ role: Role) {
        guard role == .presented || role == .presenting, let view = view(for: role, creating: false),
            let own = ownProperties.removeValue(forKey: ObjectIdentifier(view))
        else { return }
        view.state.cornerRadius = own.cornerRadius
        view.state.alpha = own.alpha
        view.state.transform = own.transform
    }

    /// Hides or shows an original view (shown again: the very view that was hidden).
    public func setHidden(_ hidden: Bool, _ original: Original) {
        let view: ModelView?
        switch original {
        case .presentedView: view = presentedViewController?.view
        case .sourceElement(let id): view = presentingViewController?.view.descendant(withIdentifier: id)
        case .destinationElement(let id): view = presentedViewController?.view.descendant(withIdentifier: id)
        }
        guard let view else { return }
        view.isHidden = hidden
        if hidden {
            if !hiddenOriginals.contains(where: { $0 === view }) { hiddenOriginals.append(view) }
        } else {
            hiddenOriginals.removeAll { $0 === view }
        }
    }

    /// The states of the roles' views that exist (in the container or not yet).
    public func states(of roles: [Role]) -> [ViewState?] {
        roles.map { view(for: $0, creating: false)?.state }
    }

    /// Shows states at once; a role whose view is not in the container is a misuse.
    public func apply(_ states: [ViewState], to roles: [Role]) {
        work.stateWrites += states.count
        write(states, to: roles)
    }

    /// Shows states, as ``apply(_:to:)`` does, without counting them (an animation's frames).
    private func write(_ states: [ViewState], to roles: [Role]) {
        for (state, role) in zip(states, roles) {
            guard let view = view(for: role, creating: false), view.superview === containerView,
                containerView != nil
            else {
                report(StageMisuse(description: "set a state on \(role.name), which is not in the container"))
                continue
            }
            if role == .presented || role == .presenting, ownProperties[ObjectIdentifier(view)] == nil {
                ownProperties[ObjectIdentifier(view)] = (
                    view.state.cornerRadius, view.state.alpha, view.state.transform
                )
            }
            view.state = state
        }
    }

    /// Runs `plan` from `time` on the system's clock.
    public func run(_ plan: TransitionPlan, from time: Double, completion: @escaping @MainActor () -> Void) {
        _ = stop()
        guard let system else { return }
        work.runs += 1
        let start = time.isFinite ? min(max(time, 0), plan.duration) : 0
        let run = PlanRun(plan: plan, start: start, startedAt: system.time, completion: completion)
        running = run
        apply(plan.states(at: start), to: plan.roles)
        run.stage = self
        system.addTicker(run)
        if start >= plan.duration { run.finish() }
    }

    /// Stops the running plan where it is; nil when none runs (a finished run's completion is kept).
    public func stop() -> Double? {
        guard let run = running else { return nil }
        running = nil
        run.isStopped = true
        return run.reached
    }

    fileprivate func runDidFinish(_ run: PlanRun) {
        guard running === run else { return }
        running = nil
        apply(run.plan.finalStates, to: run.plan.roles)
        let completion = run.completion
        // Completions arrive on a later turn of the run loop, never inside the call that started them.
        system?.schedule { completion() }
    }

    fileprivate func show(_ states: [ViewState], for run: PlanRun) {
        guard running === run else { return }
        write(states, to: run.plan.roles)
    }

    /// The view that plays `role`, created on demand for the views the stage owns.
    public func view(for role: Role, creating: Bool) -> ModelView? {
        switch role {
        case .presented: return presentedViewController?.view
        case .presenting: return handsOverPresentingView ? presentingViewController?.view : nil
        case .dimming:
            if dimmingView == nil, creating {
                work.viewsCreated += 1
                let dimming = dimming ?? .standard
                dimmingView = ModelView(name: "dimming", content: .dimming(dimming))
            }
            return dimmingView
        case .snapshot, .element, .presentedElement:
            if let existing = transientViews[role] { return existing }
            guard creating else { return nil }
            work.viewsCreated += 1
            work.snapshots += 1
            let view: ModelView
            switch role {
            case .element(let id), .presentedElement(let id):
                // A snapshot of the element on its screen, at the size it is laid out there.
                let screen = role == .element(id) ? presentingViewController : presentedViewController
                let original = screen?.view.descendant(withIdentifier: id)
                view = ModelView(name: role.name, content: original?.content ?? .none)
                view.contentSize = original?.state.frame.size
            default:
                // `snapshotView(afterScreenUpdates:)` of the presented view, laid out at its frame.
                let presented = presentedViewController?.view
                view = ModelView(name: role.name, content: presented?.content ?? .none)
                view.contentSize = presented?.state.frame.size
            }
            transientViews[role] = view
            return view
        }
    }
}

/// One plan running on the headless clock.
@MainActor
private final class PlanRun: HeadlessTicking {
    let plan: TransitionPlan
    let start: Double
    let startedAt: Double
    let completion: @MainActor () -> Void
    weak var stage: HeadlessPresentationStage?
    var isStopped = false
    private(set) var reached: Double
    private var states: [ViewState] = []
    private var isFinished = false

    init(plan: TransitionPlan, start: Double, startedAt: Double, completion: @escaping @MainActor () -> Void)
    {
        self.plan = plan
        self.start = start
        self.startedAt = startedAt
        self.completion = completion
        self.reached = start
    }

    func tick(to time: Double) -> Bool {
        guard !isStopped, !isFinished else { return false }
        reached = min(start + max(time - startedAt, 0), plan.duration)
        plan.evaluate(at: reached, into: &states)
        stage?.show(states, for: self)
        if reached >= plan.duration {
            finish()
            return false
        }
        return true
    }

    func finish() {
        guard !isFinished else { return }
        isFinished = true
        stage?.runDidFinish(self)
    }
}
