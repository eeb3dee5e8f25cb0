import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A headless UIKit: a window with a root view controller, a run loop on a virtual clock, and
/// UIKit's custom modal presentation system, enforcing the contract (`uikit-contract.md`).
///
/// Code under test plugs into it as it plugs into UIKit: through a ``HeadlessTransitioningDelegate``,
/// a ``HeadlessPresentationController`` subclass, a ``HeadlessAnimatedTransitioning`` animator and a
/// ``HeadlessInteractiveTransitioning`` interaction controller. The system calls them in the order
/// of the contract's §2 and §3, logs every call in ``events``, refuses what UIKit refuses (logged
/// as ``SystemEvent/refused(rule:message:)``), and records what would break on a phone in
/// ``breaches``.
///
/// **Run loop.** Nothing happens on its own. ``schedule(_:)`` queues a block for the next turn;
/// ``advance(by:)`` is one turn: it runs every queued block (and those they queue, in order, up
/// to a bound), moves the clock, ticks every ``HeadlessTicking`` object, checks for frozen
/// transitions, then calls ``onFrame`` when ``isRecording``. ``runUntilIdle(framesPerSecond:limit:)``
/// turns until nothing is queued, ticking or in flight. Everything is deterministic.
@MainActor
public final class HeadlessUIKit {
    /// The window; the root controller's view fills it.
    public let window: ModelView
    /// The window's root view controller.
    public let rootViewController: ModelViewController
    /// The readings of the contract's unknowns this system follows.
    public let unknowns: Unknowns
    /// The window's bounds and safe area.
    public private(set) var geometry: ContainerGeometry
    /// The virtual clock, in seconds since the system was created.
    public private(set) var time: Double = 0
    /// Every callback the system made and everything it did, in order.
    public private(set) var events: [SystemEvent] = []
    /// Every breach of the contract recorded, in order.
    public private(set) var breaches: [ContractBreach] = []
    /// Every misuse of a presentation's views that Stagehand's headless stage reported, in order:
    /// kept by the system, which outlives each stage, so that a misuse made while a presentation is
    /// being torn down stays visible after its stage is released.
    public private(set) var stageMisuses: [HeadlessPresentationStage.StageMisuse] = []
    /// How long a transition may sit in flight without completing and without being driven before
    /// it counts as frozen (rules 1, 3, 4), in virtual seconds.
    public var freezeTimeout: Double = 10
    /// Whether ``onFrame`` is called after every turn.
    public var isRecording = false
    /// Called with the time after every turn while ``isRecording`` (the renderer's hook).
    public var onFrame: (@MainActor (Double) -> Void)?
    /// Observers of `keyboardWillChangeFrameNotification` (§5).
    public var keyboardObservers: [@MainActor (KeyboardEvent) -> Void] = []
    /// The keyboard's frame in window coordinates (below the window, zero height, when hidden).
    public private(set) var keyboardFrame: CGRect
    /// Every tap, with the view that got it (nil when swallowed).
    public private(set) var taps: [(point: CGPoint, view: ModelView?)] = []
    /// Touch delivery and gesture arbitration (`HeadlessUIKit+Touches.swift`).
    public private(set) lazy var gestureEnvironment = HeadlessGestureEnvironment(system: self)

    var scheduled: [@MainActor () -> Void] = []
    var tickers: [any HeadlessTicking] = []
    /// The presentations alive, bottom to top.
    var presentations: [PresentationRecord] = []
    /// The transition accepted and not yet completed (at most one: the window's).
    var current: TransitionRecord?
    /// Containers the system made, to find one left on screen (rule 3).
    var containers: [WeakView] = []
    /// The property animators made on this system, to catch one released paused or stopped (rule 39).
    let animatorWatch = AnimatorWatch()

    /// The most blocks one turn runs; the rest wait for the next turn (a block that always
    /// schedules another cannot hang the run loop).
    public static let maximumBlocksPerTurn = 10_000

    /// Creates a system with `root` in a window of `geometry`.
    public init(
        geometry: ContainerGeometry = .iPhonePortrait, root: ModelViewController, unknowns: Unknowns = .init()
    ) {
        self.geometry = geometry
        self.unknowns = unknowns
        self.rootViewController = root
        self.window = ModelView(name: "window", state: ViewState(frame: geometry.bounds))
        window.safeAreaInsets = geometry.safeArea
        keyboardFrame = CGRect(x: 0, y: geometry.bounds.height, width: geometry.bounds.width, height: 0)
        root.view.state.frame = CGRect(origin: .zero, size: geometry.bounds.size)
        window.addSubview(root.view)
        root.system = self
        root.appearanceState = .appeared
    }

    // MARK: - Run loop

    /// Queues `block` for the next turn of the run loop.
    public func schedule(_ block: @escaping @MainActor () -> Void) {
        scheduled.append(block)
    }

    /// Registers `ticker`; it is ticked on every turn until it returns false.
    public func addTicker(_ ticker: any HeadlessTicking) {
        tickers.append(ticker)
    }

    /// Registers a closure as a ticker; see ``addTicker(_:)``.
    public func addTicker(_ block: @escaping @MainActor (Double) -> Bool) {
        tickers.append(BlockTicker(block))
    }

    /// One turn of the run loop: runs the queued blocks, moves the clock by `seconds` (negative or
    /// non-finite counts as 0), ticks the tickers, checks for frozen transitions, then calls
    /// ``onFrame`` when recording.
    public func advance(by seconds: Double) {
        var ran = 0
        while !scheduled.isEmpty && ran < Self.maximumBlocksPerTurn {
            let block = scheduled.removeFirst()
            block()
            ran += 1
        }
        time += seconds.isFinite ? max(0, seconds) : 0
        let ticking = tickers
        tickers.removeAll()
        var keep: [any HeadlessTicking] = []
        for ticker in ticking where ticker.tick(to: time) { keep.append(ticker) }
        tickers = keep + tickers
        checkForFreeze()
        checkForLeftoverContainers()
        checkForReleasedAnimators()
        if isRecording { onFrame?(time) }
    }

    /// Whether nothing is queued, nothing ticks and no transition is in flight (a frozen one,
    /// already flagged, counts as idle: nothing will ever move it).
    public var isIdle: Bool {
        scheduled.isEmpty && tickers.isEmpty && (current == nil || current?.isFrozen == true)
    }

    /// Turns the run loop at `framesPerSecond` until ``isIdle``, for at most `limit` virtual
    /// seconds. Returns whether it became idle.
    @discardableResult
    public func runUntilIdle(framesPerSecond: Double = 60, limit: Double = 60) -> Bool {
        let step = framesPerSecond.isFinite && framesPerSecond > 0 ? 1 / framesPerSecond : 1.0 / 60
        let span = limit.isFinite ? max(0, limit) : 60
        // Frames are counted from the start, so the clock lands on exact multiples of the step.
        let start = time
        var frame = 0
        while !isIdle {
            guard Double(frame) * step < span - 1e-9 else { return false }
            frame += 1
            advance(by: start + Double(frame) * step - time)
        }
        return true
    }

    /// Rules 1, 3, 4: a transition in flight that nobody drives and nobody completes freezes the UI.
    private func checkForFreeze() {
        guard let transition = current, !transition.isFrozen, transition.context.isInFlight,
            time - transition.context.lastActivity >= freezeTimeout - 1e-9
        else { return }
        transition.isFrozen = true
        // Rule 4 when finish/cancel was sent; rules 1 and 3 otherwise.
        record(transition.context.endRequested ? .finishOrCancelWithoutComplete : .neverCompleted)
    }

    /// Rule 3: a container in the window with nothing presented in it and no transition in flight.
    private func checkForLeftoverContainers() {
        guard current == nil else { return }
        containers.removeAll { $0.view == nil }
        for entry in containers where !entry.flagged {
            guard let view = entry.view, isInWindow(view),
                !presentations.contains(where: { $0.container === view })
            else { continue }
            entry.flagged = true
            record(.containerLeftOnScreen)
        }
    }

    // MARK: - Log

    /// Appends `event` to the log.
    func log(_ event: SystemEvent) {
        events.append(event)
    }

    /// Records a breach, in ``breaches`` and in the log.
    func record(_ breach: ContractBreach) {
        breaches.append(breach)
        log(.breach(breach))
    }

    /// Records a misuse of a stage, in ``stageMisuses`` and in the log.
    func record(_ misuse: HeadlessPresentationStage.StageMisuse) {
        stageMisuses.append(misuse)
        log(.system("stage misuse: \(misuse)"))
    }

    /// Delivers an appearance callback, checking that it balances (§5).
    func appearance(_ controller: ModelViewController, _ event: AppearanceEvent) {
        controller.appearanceEvents.append(event)
        log(.appearance(controller.name, event))
        // A controller seen for the first time is appeared when its view is in the window.
        let state = controller.appearanceState ?? (isInWindow(controller.view) ? .appeared : .disappeared)
        if let next = state.after(event) {
            controller.appearanceState = next
        } else {
            // §5: begin/endAppearanceTransition must balance.
            record(.unbalancedAppearance(controller.name))
            switch event {
            case .willAppear: controller.appearanceState = .appearing
            case .didAppear: controller.appearanceState = .appeared
            case .willDisappear: controller.appearanceState = .disappearing
            case .didDisappear: controller.appearanceState = .disappeared
            }
        }
    }

    // MARK: - Views

    /// Whether `view` is in the window's tree.
    public func isInWindow(_ view: ModelView) -> Bool {
        var current: ModelView? = view
        while let candidate = current {
            if candidate === window { return true }
            current = candidate.superview
        }
        return false
    }

    /// `view`'s frame in window coordinates.
    func windowFrame(of view: ModelView) -> CGRect {
        view.frame(in: nil)
    }

    /// `view`'s frame in `container`'s coordinates (both in the same window).
    func frame(of view: ModelView, in container: ModelView) -> CGRect {
        let frame = windowFrame(of: view)
        let origin = windowFrame(of: container).origin
        return frame.offsetBy(dx: -origin.x, dy: -origin.y)
    }

    /// Sets `view`'s frame and stretches its flexible subviews by the change in size (autoresizing
    /// with flexible width and height).
    func resize(_ view: ModelView, to frame: CGRect) {
        let dw = frame.width - view.state.frame.width
        let dh = frame.height - view.state.frame.height
        view.state.frame = frame
        guard dw != 0 || dh != 0 else { return }
        for subview in view.subviews where subview.autoresizesFlexibleSize {
            var next = subview.state.frame
            next.size.width = max(0, next.width + dw)
            next.size.height = max(0, next.height + dh)
            resize(subview, to: next)
        }
    }

    // MARK: - Touches

    /// Whether touches are ignored: from the body of a transition without an interaction
    /// controller until its completion (§2 Present 2).
    public var isIgnoringTouches: Bool { current?.ignoresTouches == true }

    /// The view a touch at `point` (window coordinates) goes to: the window's hit test
    /// (``ModelView/hitTest(_:)``, which honours scroll offsets and ``ModelView/hitTestOverride``),
    /// or nil when touches are ignored or the point is outside the window. Frames are the model
    /// values (``ModelView/state``), as UIKit hit-tests the model layer: a view moving under a
    /// property animator is hit where it is going, not where it is drawn.
    public func hitTest(_ point: CGPoint) -> ModelView? {
        guard !isIgnoringTouches else { return nil }
        return window.hitTest(window.convert(point, from: nil))
    }

    /// Taps at `point` (window coordinates): a finger lands and lifts there at once
    /// (``touchDown(at:)``, ``lift(_:)``), so the tap recognizers of the hit view and its ancestors see
    /// it (the deepest wins). Records and returns the view hit (nil when touches are ignored).
    @discardableResult
    public func tap(at point: CGPoint) -> ModelView? {
        let touch = touchDown(at: point)
        let view = touch.view
        taps.append((point, view))
        log(.system(view.map { "tap on \($0.name)" } ?? "tap swallowed: touches ignored"))
        lift(touch)
        return view
    }

    // MARK: - Keyboard

    /// The keyboard moves to `frame` (window coordinates) over `duration` with `curve` (a
    /// `UIView.AnimationCurve` raw value, 7 on current systems): every keyboard observer gets a
    /// ``KeyboardEvent`` (§5).
    public func setKeyboard(frame: CGRect, duration: Double = 0.25, curve: Int = 7) {
        let event = KeyboardEvent(
            frameBegin: keyboardFrame, frameEnd: frame, duration: duration, curve: curve)
        keyboardFrame = frame
        log(.system("keyboard will change frame"))
        for observer in keyboardObservers { observer(event) }
    }

    // MARK: - Rotation

    /// Changes the window's size and safe area (a rotation): `viewWillTransition(to:)` flows root ->
    /// children -> presentation controller -> presented controller (rule 26), the views resize
    /// (autoresizing), then every presentation controller lays out its container, except one whose
    /// dismissal is in flight (rule 27). A presentation at rest whose presented view then differs
    /// from `frameOfPresentedViewInContainerView` is flagged (rule 27).
    public func setGeometry(_ geometry: ContainerGeometry) {
        let old = self.geometry
        self.geometry = geometry
        log(.system("geometry \(Int(geometry.bounds.width))x\(Int(geometry.bounds.height))"))
        // Rule 26: no call when the size is unchanged.
        if old.bounds.size != geometry.bounds.size {
            rootViewController.viewWillTransition(to: geometry.bounds.size)
        }
        window.safeAreaInsets = geometry.safeArea
        resize(window, to: geometry.bounds)
        keyboardFrame = CGRect(x: 0, y: geometry.bounds.height, width: geometry.bounds.width, height: 0)
        for presentation in presentations {
            guard let container = presentation.container else { continue }
            container.safeAreaInsets = geometry.safeArea
            let dismissing = current.map { !$0.isPresentation && $0.presentation === presentation } ?? false
            guard !dismissing else {
                // Rule 27 (O DC): UIKit skips the container's layout while dismissing.
                log(.system("layout skipped: dismissing"))
                continue
            }
            layOut(presentation)
        }
    }

    /// One layout pass of a presentation's container (rule 27), flagged when at rest and the
    /// presented view is not where the presentation controller says.
    func layOut(_ presentation: PresentationRecord) {
        let controller = presentation.controller
        log(.presentationController("containerViewWillLayoutSubviews()"))
        controller.containerViewWillLayoutSubviews()
        log(.presentationController("containerViewDidLayoutSubviews()"))
        controller.containerViewDidLayoutSubviews()
        let atRest = presentation.isPresented && current?.presentation !== presentation
        if atRest, let view = controller.presentedView, let container = presentation.container,
            !Self.same(frame(of: view, in: container), controller.frameOfPresentedViewInContainerView)
        {
            // Rule 27: containerViewWillLayoutSubviews must reset the presented view's frame.
            record(.presentedFrameNotReset(presentation.presented.name))
        }
    }

    /// Whether two frames are equal within a hundredth of a point.
    static func same(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 0.01 && abs(a.minY - b.minY) < 0.01 && abs(a.width - b.width) < 0.01
            && abs(a.height - b.height) < 0.01
    }
}

/// A weak reference to a container the system made (rule 3's check).
@MainActor
final class WeakView {
    weak var view: ModelView?
    var flagged = false

    init(_ view: ModelView) { self.view = view }
}
