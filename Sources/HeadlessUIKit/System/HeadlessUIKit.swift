import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A headless UIKit: a window with a root view controller, a run loop on a virtual clock, and
/// UIKit's custom modal presentation system, enforcing the contract (`Docs/UIKitContract.md`).
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
/// to a bound), moves the clock, ticks every ``HeadlessTicking`` object, lays out the marked
/// transition containers (rule 34), then calls ``onFrame`` when ``isRecording``.
/// ``runUntilIdle(framesPerSecond:limit:)`` turns until nothing will happen without input, and
/// judges there whether a transition is frozen; ``finishRun(framesPerSecond:limit:)`` ends a run and
/// flags a transition still in flight (rules 1, 3, 4). Everything is deterministic.
@MainActor
public final class HeadlessUIKit {
    /// The window; the root controller's view fills it.
    public let window: ModelView
    /// The window's root view controller.
    public let rootViewController: ModelViewController
    /// The window's traits (``setTraits(_:)``, rule 47).
    public internal(set) var traitCollection = HeadlessTraits.iPhonePortrait
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
    public private(set) var stageMisuses: [StageMisuse] = []
    /// Every screen update forced in the middle of a turn (`snapshotView(afterScreenUpdates: true)`),
    /// oldest first, with what the window showed: frames a phone draws that a film does not record.
    public internal(set) var screenUpdates: [ScreenUpdate] = []
    /// Whether ``onFrame`` is called after every turn.
    public var isRecording = false
    /// Called with the time after every turn while ``isRecording`` (the renderer's hook).
    public var onFrame: (@MainActor (Double) -> Void)?
    /// Observers of `keyboardWillChangeFrameNotification` (§5).
    public var keyboardObservers: [@MainActor (KeyboardEvent) -> Void] = []
    /// Whether the person asked to reduce motion (`UIAccessibility.isReduceMotionEnabled`); set it
    /// with ``setReduceMotion(_:)``, which notifies the observers (§5).
    public internal(set) var isReduceMotionEnabled = false
    /// What code under test logged at debug level (`os_log` on a phone), oldest first:
    /// `category: message`.
    public internal(set) var debugLog: [String] = []
    /// What the app asked VoiceOver to speak (`UIAccessibility.post(notification: .announcement,
    /// argument:)`), in order.
    public internal(set) var accessibilityAnnouncements: [String] = []
    /// The observations made with ``observe(keyboard:reduceMotion:)`` and not cancelled.
    var observations: [HeadlessObservation] = []
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
    /// The transition accepted and not yet completed (the window's; a second one runs beside it
    /// only as ``overlapping``).
    var current: TransitionRecord?
    /// A dismissal accepted while ``current`` was in progress, under
    /// ``DismissalWhileTransitioning/runsAtOnce`` (rule 24), until one of the two contexts ends it.
    var overlapping: TransitionRecord?
    /// Transitions whose presentation the other of two overlapping transitions ended: each context
    /// handed to an animator is still owed its one completion (rules 1, 2), which then finds the
    /// presentation over (rule 24, ``DismissalWhileTransitioning/runsAtOnce``).
    var orphans: [TransitionRecord] = []
    /// The pushes, pops and tab switches accepted and not yet completed (rule 53).
    var containerTransitions: [ContainerTransitionRecord] = []
    /// Containers the system made, to find one left on screen (rule 3).
    var containers: [WeakView] = []
    /// The children an app's container added, until each is told it moved (rule 63's check).
    var containmentWatch: [WeakController] = []
    /// The display links on the run loop, in the order they were added (rule 65); each holds its
    /// target until invalidated.
    var displayLinks: [HeadlessDisplayLink] = []
    /// The property animators made on this system, to catch one released paused or stopped (rule 39).
    let animatorWatch = AnimatorWatch()
    /// The coordinator ``ModelViewController/transitionCoordinator`` answers, from the call that
    /// started its transition until just after that call's completion (rule 32).
    var vendedCoordinator: HeadlessTransitionCoordinator?
    /// `dismiss` calls made while a transition was in flight, held for after it under
    /// ``DismissalWhileTransitioning/held`` (rule 24).
    var heldDismissals: [HeldDismissal] = []
    /// How many `dismiss` calls were held in all (each held call's ``HeldDismissal/number`` is the
    /// count before it).
    package internal(set) var heldDismissalCount = 0
    /// Told when a held `dismiss` call is resolved, with its number: true just before it is
    /// performed, false when it is dropped.
    package var heldDismissalResolved: (@MainActor (_ number: Int, _ performed: Bool) -> Void)?
    /// Told, with the transition's context, when the app's completion of a `present` or `dismiss`
    /// call will never run because of rule 24's runs-at-once reading: the call in flight when a
    /// dismissal began beside it, or that dismissal when it was dropped.
    package var completionDropped: (@MainActor (HeadlessTransitionContext) -> Void)?
    /// Told, with its context, when a dismissal begun beside a transition (rule 24, runs at once)
    /// goes on alone because that transition completed before the dismissal's body ran.
    package var besideDismissalWentOnAlone: (@MainActor (HeadlessTransitionContext) -> Void)?
    /// The context of the dismissal begun beside the transition in progress (rule 24, runs at
    /// once), if any.
    package var besideTransitionContext: HeadlessTransitionContext? { overlapping?.context }

    /// The most blocks one turn runs; the rest wait for the next turn (a block that always
    /// schedules another cannot hang the run loop).
    public static let maximumBlocksPerTurn = 10_000

    /// Creates a system with `root` in a window of `geometry`, whose traits start as an iPhone's in
    /// portrait (``HeadlessTraits/iPhonePortrait``) with `geometry`'s layout direction and size
    /// classes (``HeadlessTraits/init(_:)``). Later geometry and trait changes are separate events
    /// (``setGeometry(_:)``, then ``setTraits(_:)``), as on a phone (rule 47).
    public init(
        geometry: ContainerGeometry = .iPhonePortrait, root: ModelViewController, unknowns: Unknowns = .init()
    ) {
        self.geometry = geometry
        self.traitCollection = HeadlessTraits(geometry)
        self.unknowns = unknowns
        self.rootViewController = root
        self.window = ModelView(name: "window", state: ViewState(frame: geometry.bounds))
        window.safeAreaInsets = geometry.safeArea
        keyboardFrame = CGRect(x: 0, y: geometry.bounds.height, width: geometry.bounds.width, height: 0)
        root.view.state.frame = CGRect(origin: .zero, size: geometry.bounds.size)
        window.addSubview(root.view)
        window.layoutHost = self
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
    /// non-finite counts as 0), ticks the tickers, lays out every marked transition container (UIKit's
    /// layout pass before drawing, rule 34), checks for containers left on screen (rule 3), then
    /// calls ``onFrame`` when recording.
    public func advance(by seconds: Double) {
        var ran = 0
        while !scheduled.isEmpty && ran < Self.maximumBlocksPerTurn {
            let block = scheduled.removeFirst()
            block()
            ran += 1
        }
        let frameLength = seconds.isFinite ? max(0, seconds) : 0
        time += frameLength
        let ticking = tickers
        tickers.removeAll()
        var keep: [any HeadlessTicking] = []
        for ticker in ticking where ticker.tick(to: time) { keep.append(ticker) }
        tickers = keep + tickers
        if !displayLinks.isEmpty { fireDisplayLinks(frameLength: frameLength) }
        layOutMarkedContainers()
        checkForLeftoverContainers()
        checkForReleasedAnimators()
        if isRecording { onFrame?(time) }
    }

    /// Whether nothing will happen without input: nothing is queued, nothing ticks, no container
    /// waits for its layout pass, and no transition can move on its own: none is in progress, or the
    /// one in flight waits for the interaction that drives it (`isInteractive`: a finger holds it),
    /// or it was found frozen and flagged (nothing will ever move it).
    public var isIdle: Bool {
        isQuiet && openTransitions.allSatisfy { $0.isFrozen || isDrivenByInteraction($0) }
    }

    /// Turns the run loop at `framesPerSecond` until ``isIdle``, for at most `limit` virtual
    /// seconds. Returns whether it became idle.
    ///
    /// When nothing is queued, ticking or waiting for layout and a transition is still in
    /// progress without an interaction driving it, nothing can ever complete it: it is flagged
    /// frozen there, however long it ran (rules 1, 3, 4), and the system is idle. A transition
    /// that runs on the clock, however long, or that a finger holds still, is not frozen.
    @discardableResult
    public func runUntilIdle(framesPerSecond: Double = 60, limit: Double = 60) -> Bool {
        let step = framesPerSecond.isFinite && framesPerSecond > 0 ? 1 / framesPerSecond : 1.0 / 60
        let span = limit.isFinite ? max(0, limit) : 60
        // Frames are counted from the start, so the clock lands on exact multiples of the step.
        let start = time
        var frame = 0
        while true {
            if isQuiet {
                judgeFreeze()
                judgeContainment()
            }
            if isIdle { return true }
            guard Double(frame) * step < span - 1e-9 else { return false }
            frame += 1
            advance(by: start + Double(frame) * step - time)
        }
    }

    /// Rule 3: a container in the window with nothing presented in it and no transition in flight.
    private func checkForLeftoverContainers() {
        guard current == nil, overlapping == nil else { return }
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
    func record(_ misuse: StageMisuse) {
        stageMisuses.append(misuse)
        log(.system("stage misuse: \(misuse)"))
    }

    /// Delivers an appearance callback, checking that it balances (§5).
    func appearance(_ controller: ModelViewController, _ event: AppearanceEvent) {
        controller.appearanceEvents.append(event)
        log(.appearance(controller.name, event))
        defer {
            controller.onAppearance?(event)
            controller.navigationHost?.controllerAppearance(event)
            forwardAppearance(event, toChildrenOf: controller)
        }
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
    package func frame(of view: ModelView, in container: ModelView) -> CGRect {
        let frame = windowFrame(of: view)
        let origin = windowFrame(of: container).origin
        return frame.offsetBy(dx: -origin.x, dy: -origin.y)
    }

    /// Sets `view`'s frame and stretches its flexible subviews by the change in size (autoresizing
    /// with flexible width and height).
    func resize(_ view: ModelView, to frame: CGRect) {
        // The view autoresizes its flexible subviews itself (``ModelView/state``).
        view.state.frame = frame
    }

    // MARK: - Touches

    /// Whether touches are ignored: from the body of a transition without an interaction
    /// controller until its completion (§2 Present 2).
    public var isIgnoringTouches: Bool { openTransitions.contains { $0.ignoresTouches } }

    /// The view a touch at `point` (window coordinates) goes to: the window's hit test
    /// (``ModelView/hitTest(_:)``, which honours scroll offsets and ``ModelView/hitTestOverride``),
    /// or nil when touches are ignored or the point is outside the window. A view a property
    /// animator moves is hit where it is drawn, unless the animator has manual hit testing; every
    /// other view at its model value (rule 48, ``ModelView/hitTestState``).
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
        for observation in observations { observation.keyboard?(event) }
    }

    // MARK: - Rotation

    /// The duration of the headless rotation's animation, in seconds (the model's choice): what a
    /// size change's coordinator reports, and when its completions run.
    public static let sizeChangeDuration = 0.3

    /// Changes the window's size and safe area (a rotation), as UIKit does:
    /// `viewWillTransition(to:with:)` flows root -> children -> presentation controller -> presented
    /// controller with a size change's coordinator (rule 26); then, in the rotation's animation,
    /// the views resize (autoresizing), the window is laid out (every container whose size changed
    /// gets its layout pass, rule 34, except `containerViewWillLayoutSubviews` while dismissing,
    /// rule 27) and the coordinator's alongside animations run; its completions run once
    /// ``sizeChangeDuration`` has passed. A presentation at rest whose presented view then differs
    /// from `frameOfPresentedViewInContainerView` is flagged (rule 27).
    public func setGeometry(_ geometry: ContainerGeometry) {
        let old = self.geometry
        self.geometry = geometry
        log(.system("geometry \(Int(geometry.bounds.width))x\(Int(geometry.bounds.height))"))
        let wasLandscape = old.bounds.width > old.bounds.height
        let isLandscape = geometry.bounds.width > geometry.bounds.height
        let coordinator = HeadlessTransitionCoordinator(
            system: self, sizeChangeDuration: Self.sizeChangeDuration,
            targetTransform: wasLandscape == isLandscape ? .identity : .rotation(-Double.pi / 2))
        // Rule 26: no call when the size is unchanged.
        if old.bounds.size != geometry.bounds.size {
            rootViewController.viewWillTransition(to: geometry.bounds.size, with: coordinator)
        }
        window.safeAreaInsets = geometry.safeArea
        resize(window, to: geometry.bounds)
        keyboardFrame = CGRect(x: 0, y: geometry.bounds.height, width: geometry.bounds.width, height: 0)
        for presentation in presentations {
            presentation.container?.safeAreaInsets = geometry.safeArea
        }
        // The rotation's animation: UIKit lays the window out inside it (rule 34), and the
        // coordinator's alongside animations join it.
        window.layoutIfNeeded()
        coordinator.runAlongsideAnimations("in the rotation's animation")
        coordinator.endTime = time + Self.sizeChangeDuration
        scheduleSizeChangeCompletions(coordinator)
    }

    /// Whether two frames are equal within a hundredth of a point.
    package static func same(_ a: CGRect, _ b: CGRect) -> Bool {
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
