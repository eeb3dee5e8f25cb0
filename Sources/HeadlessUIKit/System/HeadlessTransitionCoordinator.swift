import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// `UIViewControllerTransitionCoordinatorContext` in the headless UIKit: what the blocks given to a
/// ``HeadlessTransitionCoordinator`` are told about the transition (D H3).
@MainActor
public protocol HeadlessTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated (`isAnimated`); a custom presentation runs its animator
    /// either way (rule 9).
    var isAnimated: Bool { get }
    /// The presented controller's presentation style, resolved (rule 37); nil for a transition that
    /// is not a modal presentation or dismissal (UIKit's `UIModalPresentationNone`: a size change).
    var presentationStyle: ModalPresentationStyle? { get }
    /// Whether the transition began interactive; it never changes during the transition (D H3).
    var initiallyInteractive: Bool { get }
    /// Whether the transition's animator is interruptible (D H3, §3).
    var isInterruptible: Bool { get }
    /// Whether a gesture or a pause drives the transition now; it can flip when interruptible
    /// (rule 8).
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (only an interactive transition can be, D H3).
    var isCancelled: Bool { get }
    /// The duration of the transition run non-interactively, in seconds.
    var transitionDuration: Double { get }
    /// The progress when the transition left its interactive phase.
    var percentComplete: Double { get }
    /// The completion's speed factor when the interaction ended (rule 14's `completionSpeed`).
    var completionVelocity: Double { get }
    /// The completion's curve, as a `UIView.AnimationCurve` raw value (rule 15).
    var completionCurve: Int { get }
    /// The controller on `key`'s side.
    func viewController(forKey key: HeadlessTransitionContext.Key) -> ModelViewController?
    /// The view on `key`'s side an animator may move (rules 11, 12).
    func view(forKey key: HeadlessTransitionContext.Key) -> ModelView?
    /// The view the transition takes place in.
    var containerView: ModelView? { get }
    /// Identity, or a rotation of 90°, -90° or 180° for a rotation (D H3).
    var targetTransform: Transform2D { get }
}

/// `UIViewControllerTransitionCoordinator` in the headless UIKit: the ephemeral object that lets
/// code join a transition it did not start (D H3; contract §1, rules 17, 32, 39).
///
/// **Modal transitions.** The system makes one when it accepts a presentation or a dismissal, so
/// it exists once `present`/`dismiss` returns, while the body is still scheduled (rule 32).
/// ``ModelViewController/transitionCoordinator`` answers it on the presenter and on the presented
/// controller (and their children) until just after the `present`/`dismiss` completion; it is nil
/// inside the coordinator's completions and `animationEnded` (rule 32).
///
/// - Alongside animations run in the transition's animation (rule 39): they join the first view
///   animation begun inside `animateTransition(using:)` or `startInteractiveTransition(_:)` (an
///   animation tells the system with ``HeadlessUIKit/viewAnimationWillBegin()``), or run right after
///   it returns when it began none (rule 17). The headless model has no presentation layer: a block
///   runs once, and what it writes is the model value the animation moves to. When and how each
///   ran is in the log (`coordinator.alongside animations ...`).
/// - Completions run after the transition, even when the animations did not (rule 17), in the
///   order of the contract (§2 Present 4, rule 33): after the `present`/`dismiss` completion,
///   before `animationEnded`. A cancelled transition's completions see ``isCancelled`` true (§3).
/// - ``notifyWhenInteractionChanges(_:)`` handlers run each time the interaction changes (finish,
///   cancel, pause), before the reversed "will" callbacks of a cancel (D H3, §3).
///
/// **Size changes.** ``HeadlessUIKit/setGeometry(_:)`` passes one to every
/// `viewWillTransition(to:with:)` (rule 26): its alongside animations run in the rotation's
/// animation, after the containers were laid out for the new size (rule 34), and its completions
/// once the rotation's ``transitionDuration`` has passed on the clock.
///
/// An animation added after the moment alongside animations ran (rule 44) follows
/// ``Unknowns/runsAlongsideAnimationsAddedLate``: refused (never run, the call answers false, its
/// completion still runs) or taken (run at once, the call answers true). Model choices where UIKit's
/// header is silent (each the stricter reading for code that joins a transition): a block added
/// once the completions ran is dropped, and the call answers false; a transition completed from
/// inside the animator's call, before its alongside animations' moment, runs its completions and
/// never its animations (the system's own non-animated default transition runs them before it
/// completes).
@MainActor
public final class HeadlessTransitionCoordinator: HeadlessTransitionCoordinatorContext {
    /// A block the coordinator runs with the transition's context.
    public typealias Block = @MainActor (any HeadlessTransitionCoordinatorContext) -> Void

    /// The two kinds of transition a coordinator coordinates.
    enum Kind {
        /// A modal presentation or dismissal, with its context.
        case modal(HeadlessTransitionContext)
        /// A change of the window's size (a rotation).
        case sizeChange(targetTransform: Transform2D)
    }

    /// The system whose transition this is.
    public private(set) weak var system: HeadlessUIKit?
    let kind: Kind
    /// Whether the alongside animations' moment has passed (they ran, or there were none).
    public private(set) var ranAlongsideAnimations = false
    /// Whether the completions ran: the coordinator is spent.
    public private(set) var ranCompletions = false

    /// When a size change's animation ends on the clock (nil until it begins, and for a modal
    /// transition): when its completions run.
    var endTime: Double?
    /// Whether a ticker waits to run a size change's completions.
    var isWaitingForEnd = false

    private var animations: [(view: ModelView?, block: Block)] = []
    /// The completions in the order they were queued; the system's own (UIKit's sheet-like
    /// `presentationControllerDidDismiss`) are not logged.
    private var completions: [(block: Block, isSystem: Bool)] = []
    private var storedDuration: Double
    private var storedInitiallyInteractive: Bool
    private let interruptible: Bool

    /// The coordinator of a modal transition, whose animator and interactor are known from the
    /// call that started it.
    init(
        system: HeadlessUIKit, context: HeadlessTransitionContext,
        animator: (any HeadlessAnimatedTransitioning)?, interactor: (any HeadlessInteractiveTransitioning)?
    ) {
        self.system = system
        self.kind = .modal(context)
        self.interruptible = animator?.isInterruptible ?? false
        // Until the body starts, what the interactor will ask for (D H3: only when animated).
        self.storedInitiallyInteractive = context.isAnimated && (interactor?.wantsInteractiveStart ?? false)
        self.storedDuration = 0
    }

    /// The coordinator of a size change lasting `duration` seconds.
    init(system: HeadlessUIKit, sizeChangeDuration duration: Double, targetTransform: Transform2D) {
        self.system = system
        self.kind = .sizeChange(targetTransform: targetTransform)
        self.interruptible = false
        self.storedInitiallyInteractive = false
        self.storedDuration = duration
    }

    private var context: HeadlessTransitionContext? {
        if case .modal(let context) = kind { return context }
        return nil
    }

    // MARK: HeadlessTransitionCoordinatorContext

    /// Whether the transition is animated; a size change always is.
    public var isAnimated: Bool { context?.isAnimated ?? true }
    /// The presented controller's resolved style (rule 37), read when the transition was accepted;
    /// nil for a size change.
    public var presentationStyle: ModalPresentationStyle? { context?.presentationStyle }
    /// Whether the transition began interactive: what its interaction controller asked for
    /// (`wantsInteractiveStart`, only when animated, D H3); fixed when its body starts.
    public var initiallyInteractive: Bool { storedInitiallyInteractive }
    /// Whether the animator is interruptible (`interruptibleAnimator(using:)`, §3).
    public var isInterruptible: Bool { interruptible }
    /// The context's `isInteractive`.
    public var isInteractive: Bool { context?.isInteractive ?? false }
    /// The context's `transitionWasCancelled`.
    public var isCancelled: Bool { context?.transitionWasCancelled ?? false }
    /// What the animator answered to `transitionDuration(using:)` when the body asked it (0 until
    /// then, and for the system's default animation its 0.3 s); a size change's own duration.
    public var transitionDuration: Double { storedDuration }
    /// The context's last accepted interactive progress.
    public var percentComplete: Double { context?.percentComplete ?? 0 }
    /// 1: the headless interaction controllers complete at their normal speed (rule 14's default).
    public var completionVelocity: Double { 1 }
    /// 7, the raw value iOS 26.1 reports (rule 15; the header says `.easeInOut`).
    public var completionCurve: Int { 7 }

    /// The context's controller on `key`'s side; nil for a size change.
    public func viewController(forKey key: HeadlessTransitionContext.Key) -> ModelViewController? {
        context?.viewController(forKey: key)
    }

    /// The context's view on `key`'s side (rules 11, 12); nil for a size change.
    public func view(forKey key: HeadlessTransitionContext.Key) -> ModelView? {
        context?.view(forKey: key)
    }

    /// The context's container: nil before the body runs and once the context cleared it at the
    /// completion (§2 Present 4), so completions must not count on it; the window for a size
    /// change.
    public var containerView: ModelView? {
        switch kind {
        case .modal(let context): context.containerView
        case .sizeChange: system?.window
        }
    }

    /// Identity for a modal transition; for a size change, a quarter turn when width and height
    /// swap (the headless window has no device orientation, so the sign is the model's: -90°).
    public var targetTransform: Transform2D {
        if case .sizeChange(let transform) = kind { return transform }
        return .identity
    }

    // MARK: Coordinating

    /// `animate(alongsideTransition:completion:)`: `animation` runs in the transition's animation
    /// (rule 39) and `completion` after the transition, even when the animation did not run
    /// (rule 17).
    ///
    /// - Returns: whether `animation` was queued to run (`UIViewControllerTransitionCoordinator.h`:
    ///   "returns YES if the animations are successfully queued to run"): false when the coordinator
    ///   is spent (nothing is queued); once the moment alongside animations run has passed, as
    ///   ``Unknowns/runsAlongsideAnimationsAddedLate`` says (rule 44: false, the completion still
    ///   queued; or true, the animation run at once).
    @discardableResult
    public func animate(alongsideTransition animation: Block?, completion: Block? = nil) -> Bool {
        add(animation, in: nil, completion: completion, call: "animate(alongsideTransition:completion:)")
    }

    /// `animateAlongsideTransition(in:animation:completion:)`: as
    /// ``animate(alongsideTransition:completion:)``, for a view outside the container (UIKit needs it
    /// to drive such a view from a percent-driven interaction; the headless model runs it the same).
    @discardableResult
    public func animateAlongsideTransition(
        in view: ModelView?, animation: Block?, completion: Block? = nil
    ) -> Bool {
        add(
            animation, in: view, completion: completion,
            call: "animateAlongsideTransition(in:animation:completion:)")
    }

    /// `notifyWhenInteractionChanges(_:)`: `handler` runs each time the transition moves between
    /// interactive and not (finish, cancel, pause), before the reversed "will" callbacks of a
    /// cancel (D H3, §3); kept until the transition completes. A size change never changes its
    /// interaction: the handler never runs.
    public func notifyWhenInteractionChanges(_ handler: @escaping Block) {
        system?.log(.coordinator("notifyWhenInteractionChanges(_:)"))
        guard let context, !ranCompletions else { return }
        context.notifyWhenInteractionChanges { [weak self] _ in
            guard let self else { return }
            handler(self)
        }
    }

    private func add(_ animation: Block?, in view: ModelView?, completion: Block?, call: String) -> Bool {
        system?.log(.coordinator(call))
        guard !isOver else {
            system?.log(.coordinator("ignored: the transition is over"))
            return false
        }
        if let completion {
            completions.append((completion, false))
            system?.coordinatorDidQueueCompletion(self)
        }
        guard let animation else { return !ranAlongsideAnimations }
        guard !ranAlongsideAnimations else {
            // Rule 44: added late. Refused, or run at once (the model has no interruptible animator
            // to add it to, so what it writes shows at once).
            guard system?.unknowns.runsAlongsideAnimationsAddedLate == true else {
                system?.log(.coordinator("alongside animation not run: the transition's animation has begun"))
                return false
            }
            system?.log(.coordinator("alongside animation added late, run at once"))
            animation(self)
            return true
        }
        animations.append((view, animation))
        return true
    }

    // MARK: Driven by the system

    /// The body asked the animator for its duration (or runs the default animation).
    func bodyDidStart(duration: Double, interactive: Bool) {
        storedDuration = duration
        storedInitiallyInteractive = interactive && isAnimated
    }

    /// Runs the alongside animations now, once; `moment` says when, for the log.
    func runAlongsideAnimations(_ moment: String) {
        guard !ranAlongsideAnimations else { return }
        ranAlongsideAnimations = true
        let queued = animations
        animations.removeAll()
        guard !queued.isEmpty else { return }
        system?.log(.coordinator("alongside animations (\(queued.count)) \(moment)"))
        for entry in queued { entry.block(self) }
    }

    /// Whether the coordinator is spent: its completions ran, or it coordinates a size change whose
    /// animation is over.
    var isOver: Bool {
        if ranCompletions { return true }
        guard let endTime, let system, !isWaitingForEnd else { return false }
        return system.time >= endTime - 1e-9
    }

    /// Whether completions are queued and not yet run.
    var hasPendingCompletions: Bool { !completions.isEmpty && !ranCompletions }

    /// Queues a completion of the system's own, unlogged: it runs in its place among the others.
    func addSystemCompletion(_ completion: @escaping Block) {
        guard !isOver else { return }
        completions.append((completion, true))
    }

    /// Runs the completions, once, in the order they were queued (a completion queued by one runs
    /// too); the alongside animations' moment is over, whether or not it came.
    func runCompletions() {
        guard !ranCompletions else { return }
        ranAlongsideAnimations = true
        animations.removeAll()
        var logged = false
        while !completions.isEmpty {
            let completion = completions.removeFirst()
            if !logged, !completion.isSystem {
                logged = true
                system?.log(.coordinator("completions"))
            }
            completion.block(self)
        }
        ranCompletions = true
    }
}
