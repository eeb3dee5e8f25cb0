import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A stage without UIKit: model views in a model window, a virtual clock, and a record of every
/// frame. It performs the same sessions the phone does, frame by frame, and follows UIKit's rules
/// where a transition depends on them, so that a test on Linux fails where the phone would:
///
/// - over the current context (`.custom`), the presenting view stays in the window under the
///   container; UIKit does not hand it to the animator (`view(forKey: .from)` is nil), so a plan that
///   animates it, or an attempt to insert it into the container, is recorded as a ``violations``
///   entry and has no effect;
/// - full screen, UIKit moves the presenting view into the container before the presentation
///   starts and takes it out of the hierarchy when the presentation completes; the dismissal must
///   put it back, and it returns to the window once the dismissal completes;
/// - a cancelled presentation takes the container away; animation completions arrive on a later
///   turn of the run loop (the next ``advance(by:)``), never inside the call that started them.
@MainActor
public final class HeadlessStage: TransitionStage {
    /// One recorded frame: the time and every visible layer, bottom to top.
    public struct Frame: Sendable, Hashable {
        /// The virtual time, in seconds since the stage was created.
        public var time: Double
        /// The layers drawn, bottom to top.
        public var layers: [Layer]
    }

    /// One view as drawn in a frame.
    public struct Layer: Sendable, Hashable {
        /// The view's name (a role name for the views a transition animates).
        public var name: String
        /// Its state, with its frame in window coordinates (its own transform only).
        public var state: ViewState
        /// What it shows.
        public var content: ModelContent
        /// How deep it is in the window's tree (the window's subviews are at 1).
        public var depth: Int
        /// The size of the view's bounds, in points.
        public var size: CGSize
        /// The size its content was laid out at: a snapshot keeps its original's and is stretched.
        public var contentSize: CGSize
        /// Maps the view's own coordinates (0...width, 0...height) to the window, every ancestor's
        /// position and transform included.
        public var matrix: AffineMatrix
        /// Its alpha times every ancestor's.
        public var opacity: Double
        /// The rounded rectangles of the ancestors that clip it (those with a corner radius), outermost
        /// first, each in window coordinates through its own matrix.
        public var clips: [Clip]

        /// Hashes the layer's identity, state and content.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(name)
            hasher.combine(state)
            hasher.combine(content)
            hasher.combine(depth)
        }

        /// Two layers are equal when every field is.
        public static func == (lhs: Layer, rhs: Layer) -> Bool {
            lhs.name == rhs.name && lhs.state == rhs.state && lhs.content == rhs.content
                && lhs.depth == rhs.depth
                && lhs.size == rhs.size && lhs.contentSize == rhs.contentSize && lhs.matrix == rhs.matrix
                && lhs.opacity == rhs.opacity && lhs.clips == rhs.clips
        }
    }

    /// A rounded rectangle that clips the layers inside it (`clipsToBounds` with a corner radius).
    public struct Clip: Sendable, Hashable {
        /// The size of the clipping view.
        public var width: Double
        /// The height of the clipping view.
        public var height: Double
        /// Its corner radius.
        public var cornerRadius: Double
        /// Maps its coordinates to the window.
        public var matrix: AffineMatrix
    }

    /// The window: the presenting view at the bottom, the container above once a transition starts.
    public let window: ModelView
    /// The transition's container view.
    public let container: ModelView
    /// The presenting view controller's view.
    public let presentingView: ModelView
    /// The presented view controller's view.
    public let presentedView: ModelView
    /// The container's geometry.
    public var geometry: ContainerGeometry {
        didSet { layoutWindow() }
    }
    /// The presented content's preferred size.
    public var preferredContentSize: CGSize?
    /// The zoom's source frame in window coordinates, if any.
    public var sourceFrame: CGRect?
    /// The dimming colour, for the renderer.
    public var dimming: Dimming?

    /// The virtual time, in seconds.
    public private(set) var time = 0.0
    /// Every frame recorded by ``advance(by:)`` (when ``isRecording``).
    public private(set) var frames: [Frame] = []
    /// Whether ``advance(by:)`` records frames.
    public var isRecording = true
    /// Every time the stage was asked to do what UIKit would not allow.
    public private(set) var violations: [String] = []
    /// What UIKit would have been told about interactive phases, in order.
    public private(set) var interactions: [Interaction] = []

    /// A message to UIKit about an interactive phase.
    public enum Interaction: Sendable, Hashable {
        /// `updateInteractiveTransition(_:)` with this progress.
        case changed(Double)
        /// `finishInteractiveTransition()` (true) or `cancelInteractiveTransition()` (false).
        case ended(finishing: Bool)
    }

    /// Every phase completion reported to the system, in order.
    public private(set) var completions: [(phase: TransitionPhase, finished: Bool)] = []

    private var style: PresentationStyle = .overCurrentContext
    private var transientViews: [Role: ModelView] = [:]
    private var running: (plan: TransitionPlan, time: Double, completion: @MainActor () -> Void)?
    private var pendingCompletions: [@MainActor () -> Void] = []
    private var states: [ViewState] = []

    /// Creates a stage: a window of `geometry`'s size with the presenting view in it.
    public init(
        geometry: ContainerGeometry = .iPhonePortrait, presentingView: ModelView? = nil,
        presentedView: ModelView? = nil, preferredContentSize: CGSize? = nil
    ) {
        self.geometry = geometry
        self.preferredContentSize = preferredContentSize
        window = ModelView(name: "window")
        container = ModelView(name: "container")
        self.presentingView = presentingView ?? ModelView(name: "presenting")
        self.presentedView = presentedView ?? ModelView(name: "presented")
        window.addSubview(self.presentingView)
        layoutWindow()
    }

    private func layoutWindow() {
        window.state.frame = geometry.bounds
        container.state.frame = geometry.bounds
        presentingView.state.frame = geometry.bounds
    }

    // MARK: TransitionStage

    /// The geometry, preferred size, source frame, and the shared elements found by identifier in
    /// both screens (through any depth of nesting). Destination frames are measured with the
    /// presented view filling the container, where a full-screen presentation puts it.
    public func measure() -> TransitionContext {
        let destinationOrigin = geometry.bounds.origin
        let sources = presentingView.identifiedDescendants.map { view in
            (id: view.identifier!, frame: view.frame(in: window), cornerRadius: view.state.cornerRadius)
        }
        let destinations = presentedView.identifiedDescendants.map { view in
            (
                id: view.identifier!,
                frame: view.frame(in: presentedView).offsetBy(
                    dx: destinationOrigin.x, dy: destinationOrigin.y),
                cornerRadius: view.state.cornerRadius
            )
        }
        return TransitionContext(
            container: geometry, preferredContentSize: preferredContentSize, sourceFrame: sourceFrame,
            elements: SharedElement.match(sources: sources, destinations: destinations))
    }

    /// Does UIKit's part: puts the container in the window and, full screen, moves the presenting
    /// view into it.
    public func prepare(_ choreography: Choreography) {
        style = choreography.style
        if container.superview == nil { window.addSubview(container) }
        if choreography.phase == .present, style == .fullScreen {
            container.insertSubview(presentingView, at: 0)
        }
        if style == .overCurrentContext, choreography.plan.roles.contains(.presenting) {
            violations.append(
                "the plan animates the presenting view, which UIKit does not hand to the animator over the current context"
            )
        }
    }

    /// Inserts the view of `role` into the container at `index`.
    public func insert(_ role: Role, at index: Int) {
        if role == .presenting, style == .overCurrentContext {
            violations.append("inserted the presenting view into the container over the current context")
            return
        }
        container.insertSubview(view(for: role, creating: true)!, at: index)
    }

    /// Takes the view of `role` out of the container.
    public func remove(_ role: Role) {
        guard let view = view(for: role, creating: false) else { return }
        if role == .presenting {
            // Back where it lives between transitions: in the window, under the container.
            window.insertSubview(view, at: 0)
            return
        }
        view.removeFromSuperview()
        transientViews[role] = nil
    }

    /// Hides or shows an original view.
    public func setHidden(_ hidden: Bool, _ original: Original) {
        switch original {
        case .presentedView: presentedView.isHidden = hidden
        case .sourceElement(let id): presentingView.descendant(withIdentifier: id)?.isHidden = hidden
        case .destinationElement(let id): presentedView.descendant(withIdentifier: id)?.isHidden = hidden
        }
    }

    /// The current states of the roles' views (nil where the stage has not created the view).
    public func states(of roles: [Role]) -> [ViewState?] {
        roles.map { view(for: $0, creating: false)?.state }
    }

    /// Shows states at once.
    public func apply(_ states: [ViewState], to roles: [Role]) {
        for (state, role) in zip(states, roles) {
            guard let view = view(for: role, creating: false), view.superview != nil else {
                violations.append("set a state on \(role.name), which is not on screen")
                continue
            }
            view.state = state
        }
    }

    /// Starts animating `plan` from `time`; ``advance(by:)`` moves it.
    public func run(_ plan: TransitionPlan, from time: Double, completion: @escaping @MainActor () -> Void) {
        if running != nil {
            violations.append("started an animation while another ran; the previous one was dropped")
        }
        let start = time.isFinite ? min(max(time, 0), plan.duration) : 0
        running = (plan, start, completion)
        states = plan.states(at: start)
        apply(states, to: plan.roles)
        if start >= plan.duration { finishRunning() }
    }

    /// Stops the animation where it is.
    public func stop() -> Double {
        guard let current = running else { return 0 }
        running = nil
        return current.time
    }

    /// Records the progress UIKit would be told (`updateInteractiveTransition(_:)`).
    public func interactionChanged(progress: Double) {
        interactions.append(.changed(progress))
    }

    /// Records the end of an interaction (`finishInteractiveTransition()` or
    /// `cancelInteractiveTransition()`).
    public func interactionEnded(finishing: Bool) {
        interactions.append(.ended(finishing: finishing))
    }

    /// Does UIKit's part of completing a phase.
    public func complete(_ phase: TransitionPhase, finished: Bool) {
        completions.append((phase, finished))
        switch (phase, finished) {
        case (.present, true):
            if style == .fullScreen { presentingView.removeFromSuperview() }
        case (.present, false), (.dismiss, true):
            container.removeFromSuperview()
            for view in container.subviews { view.removeFromSuperview() }
            transientViews.removeAll()
            if presentingView.superview !== window { window.insertSubview(presentingView, at: 0) }
        case (.dismiss, false):
            if style == .fullScreen { presentingView.removeFromSuperview() }
        }
    }

    // MARK: The clock

    /// Whether an animation is running or a completion is waiting to be delivered.
    public var isBusy: Bool { running != nil || !pendingCompletions.isEmpty }

    /// Moves the virtual clock by `interval` seconds (negative or NaN counts as 0): delivers waiting
    /// completions, advances the running animation, applies its states and records a frame.
    public func advance(by interval: Double) {
        deliverCompletions()
        let step = interval.isFinite && interval > 0 ? interval : 0
        time += step
        if var current = running {
            current.time = min(current.time + step, current.plan.duration)
            running = current
            current.plan.evaluate(at: current.time, into: &states)
            apply(states, to: current.plan.roles)
            if current.time >= current.plan.duration { finishRunning() }
        }
        if isRecording { frames.append(recordFrame()) }
    }

    /// Advances at `framesPerSecond` until nothing runs (or `limit` seconds pass), and returns the
    /// frames recorded meanwhile.
    @discardableResult
    public func runUntilIdle(framesPerSecond: Double = 60, limit: Double = 60) -> [Frame] {
        let first = frames.count
        let step = 1 / (framesPerSecond.isFinite && framesPerSecond > 0 ? framesPerSecond : 60)
        var elapsed = 0.0
        while isBusy, elapsed < limit {
            advance(by: step)
            elapsed += step
        }
        return Array(frames[first...])
    }

    private func finishRunning() {
        guard let current = running else { return }
        running = nil
        pendingCompletions.append(current.completion)
    }

    private func deliverCompletions() {
        while !pendingCompletions.isEmpty {
            pendingCompletions.removeFirst()()
        }
    }

    // MARK: Views

    /// The view that plays `role`, or nil (created on demand for the roles the stage owns).
    public func view(for role: Role, creating: Bool = false) -> ModelView? {
        switch role {
        case .presented: return presentedView
        case .presenting: return presentingView
        case .dimming, .snapshot, .element, .presentedElement:
            if let existing = transientViews[role] { return existing }
            guard creating else { return nil }
            let view: ModelView
            switch role {
            case .snapshot:
                // `snapshotView(afterScreenUpdates:)`: the presented view's look, at its frame.
                view = ModelView(name: role.name, state: presentedView.state, content: presentedView.content)
                view.contentSize = presentedView.state.frame.size
            case .element(let id), .presentedElement(let id):
                let screen = role == .element(id) ? presentingView : presentedView
                let original = screen.descendant(withIdentifier: id)
                view = ModelView(
                    name: role.name, state: original?.state ?? ViewState(frame: .zero),
                    content: original?.content ?? .none)
            default:
                view = ModelView(
                    name: role.name, content: .color(dimming?.color ?? RGBAColor(white: 0, alpha: 0.5)))
            }
            transientViews[role] = view
            return view
        }
    }

    /// Every view in the window with its superview, index, state and hidden flag: what a cancelled
    /// phase must restore exactly.
    public func hierarchySnapshot() -> [String] {
        var lines: [String] = []
        func visit(_ view: ModelView, depth: Int) {
            let s = view.state
            lines.append(
                "\(String(repeating: "  ", count: depth))\(view.name) \(s.frame) a=\(s.alpha) r=\(s.cornerRadius) "
                    + "t=\(s.transform) hidden=\(view.isHidden)")
            for subview in view.subviews { visit(subview, depth: depth + 1) }
        }
        visit(window, depth: 0)
        if presentedView.superview == nil { visit(presentedView, depth: 0) }
        return lines
    }

    private func recordFrame() -> Frame {
        var layers: [Layer] = []
        func visit(_ view: ModelView, parent: AffineMatrix, opacity: Double, clips: [Clip], depth: Int) {
            guard !view.isHidden else { return }
            let state = view.state
            let width = Double(state.frame.width)
            let height = Double(state.frame.height)
            // Own coordinates -> parent: the transform about the centre, then the frame's origin.
            let local = AffineMatrix.translation(x: -width / 2, y: -height / 2)
                .concatenating(state.transform.matrix)
                .concatenating(
                    .translation(
                        x: Double(state.frame.minX) + width / 2, y: Double(state.frame.minY) + height / 2))
            let matrix = local.concatenating(parent)
            let alpha = opacity * min(max(state.alpha, 0), 1)
            if view !== window, view !== container {
                let origin = matrix.apply(x: 0, y: 0)
                var windowState = state
                windowState.frame = CGRect(x: origin.x, y: origin.y, width: width, height: height)
                layers.append(
                    Layer(
                        name: view.name, state: windowState, content: view.content, depth: depth,
                        size: state.frame.size, contentSize: view.contentSize ?? state.frame.size,
                        matrix: matrix,
                        opacity: alpha, clips: clips))
            }
            var inner = clips
            if state.cornerRadius > 0 {
                inner.append(
                    Clip(width: width, height: height, cornerRadius: state.cornerRadius, matrix: matrix))
            }
            for subview in view.subviews {
                visit(subview, parent: matrix, opacity: alpha, clips: inner, depth: depth + 1)
            }
        }
        visit(window, parent: .identity, opacity: 1, clips: [], depth: 0)
        return Frame(time: time, layers: layers)
    }
}
