import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// `UIViewControllerContextTransitioning` in the headless UIKit: the context of one transition,
/// with the contract's rules enforced (§3, rules 1–8, 11–13).
///
/// The system creates it when a presentation or dismissal is accepted and hands it to the
/// animator (or interaction controller) when the transition's body runs. It holds the container
/// weakly (§1); whoever animates keeps it alive.
@MainActor
public final class HeadlessTransitionContext: SystemTransitionContext {
    /// The two sides of a transition.
    public enum Key: Sendable, Hashable {
        /// The side the transition leaves: the presenter when presenting, the presented controller
        /// when dismissing.
        case from
        /// The side the transition reaches.
        case to
    }

    /// The transition container; held weakly and cleared when the transition completes (§1, §2
    /// Present 4).
    public internal(set) weak var containerView: ModelView?
    /// Whether the transition is animated (`animated:` of the call that started it).
    public let isAnimated: Bool
    /// Whether a gesture or a pause drives the transition now.
    public private(set) var isInteractive = false
    /// Whether the transition was cancelled.
    public private(set) var transitionWasCancelled = false
    /// The presented controller's presentation style; nil for a container's switch (a push, a pop,
    /// a tab switch: UIKit's `UIModalPresentationNone`).
    public let presentationStyle: ModalPresentationStyle?
    /// Whether this transition is a presentation (false: a dismissal), or a push (false: a pop). Not
    /// in UIKit, where an animator learns it from the delegate method that returned it; here for
    /// tests.
    public let isPresenting: Bool
    /// The operation of a navigation controller's transition (rule 52); nil for a modal transition
    /// or a tab switch.
    public let navigationOperation: NavigationOperation?
    /// The system that runs the transition, for its clock and tickers (what `UIView.animate`
    /// reaches on a phone).
    public private(set) weak var system: HeadlessUIKit?
    /// Every accepted `updateInteractiveTransition(_:)` value, clamped, in order.
    public private(set) var updates: [Double] = []
    /// The last accepted interactive progress.
    public private(set) var percentComplete: Double = 0
    /// The handlers run when the interaction changes (`notifyWhenInteractionChanges`): on finish,
    /// cancel and pause. Each gets this context.
    public private(set) var interactionChangeHandlers: [@MainActor (HeadlessTransitionContext) -> Void] = []
    /// Whether the transition's body has started (the animator or interactor has the context) and
    /// it has not completed.
    public var isInFlight: Bool { hasStarted && !isCompleted }
    /// Whether `completeTransition(_:)` has been called.
    public private(set) var isCompleted = false
    /// Whether anything has driven the transition at some point: it started interactive, or was
    /// paused (`isInteractive` has been true). Not in UIKit; here for tests.
    public private(set) var hasBeenInteractive = false
    /// Whether the body started interactive (`wantsInteractiveStart`), rather than running by itself
    /// and perhaps being paused later. Not in UIKit; here for tests.
    public private(set) var startedInteractive = false

    let fromController: ModelViewController
    let toController: ModelViewController
    /// The presentation controller of a modal transition; nil for a container's switch.
    let presentationController: HeadlessPresentationController?
    /// The navigation or tab bar controller whose switch this is (rule 53); nil for a modal one.
    weak var host: (any ContainerTransitionHost)?
    /// Whether this is a container's switch (a push, a pop, a tab switch), not a modal transition.
    let isContainerTransition: Bool
    let removesPresenterView: Bool
    weak var animator: (any HeadlessAnimatedTransitioning)?
    var hasStarted = false
    /// Whether `finish`/`cancel` was called (rule 4).
    var endRequested = false
    /// A finish (true) or cancel (false) sent before the transition was in flight (rule 7).
    var pendingEnd: Bool?
    var frames: [Key: (initial: CGRect, final: CGRect)] = [:]

    init(
        system: HeadlessUIKit, isPresenting: Bool, from: ModelViewController, to: ModelViewController,
        presentationController: HeadlessPresentationController, removesPresenterView: Bool, isAnimated: Bool
    ) {
        self.system = system
        self.isPresenting = isPresenting
        self.fromController = from
        self.toController = to
        self.presentationController = presentationController
        self.removesPresenterView = removesPresenterView
        self.isAnimated = isAnimated
        self.presentationStyle = (isPresenting ? to : from).modalPresentationStyle
        self.navigationOperation = nil
        self.isContainerTransition = false
    }

    /// The context of `host`'s switch from `from` to `to` (rule 53): no presentation controller,
    /// both views handed out. `isPresenting` is true but for a pop.
    init(
        system: HeadlessUIKit, host: any ContainerTransitionHost, operation: NavigationOperation?,
        from: ModelViewController, to: ModelViewController, isAnimated: Bool
    ) {
        self.system = system
        self.host = host
        self.isContainerTransition = true
        self.navigationOperation = operation
        self.isPresenting = operation != .pop
        self.fromController = from
        self.toController = to
        self.presentationController = nil
        self.removesPresenterView = false
        self.isAnimated = isAnimated
        self.presentationStyle = nil
    }

    /// The controller on `key`'s side.
    public func viewController(forKey key: Key) -> ModelViewController? {
        key == .from ? fromController : toController
    }

    /// The view on `key`'s side the animator may move (rules 11, 12): the presentation controller's
    /// `presentedView` for the presented side; the presenter's view only when it is removed
    /// (`shouldRemovePresentersView`), nil otherwise. Both controllers' views in a container's
    /// switch (rule 53).
    public func view(forKey key: Key) -> ModelView? {
        guard let presentationController else { return viewController(forKey: key)?.view }
        let presentedSide: Key = isPresenting ? .to : .from
        if key == presentedSide {
            // Rule 12: the PC's presentedView, which may differ from the controller's view.
            return presentationController.presentedView
        }
        // Rule 11: `.from` is nil during a presentation and `.to` during a dismissal, unless the
        // presenter's view is removed.
        return removesPresenterView ? (isPresenting ? fromController : toController).view : nil
    }

    /// The frame of `controller`'s view at the start, in the container's coordinates; `.zero` when
    /// unknown or offscreen (rule 13).
    public func initialFrame(for controller: ModelViewController) -> CGRect {
        frames[key(of: controller) ?? .from]?.initial ?? .zero
    }

    /// The frame `controller`'s view must end at (rule 13): the presentation controller's
    /// `frameOfPresentedViewInContainerView` for a presented controller being presented; `.zero`
    /// for a view that leaves the screen (so `finalFrame(from)` is `.zero` exactly when the
    /// from-view is removed).
    public func finalFrame(for controller: ModelViewController) -> CGRect {
        guard let key = key(of: controller) else { return .zero }
        return frames[key]?.final ?? .zero
    }

    private func key(of controller: ModelViewController) -> Key? {
        if controller === fromController { return .from }
        if controller === toController { return .to }
        return nil
    }

    /// Adds a handler run when the interaction changes (finish, cancel, pause).
    public func notifyWhenInteractionChanges(
        _ handler: @escaping @MainActor (HeadlessTransitionContext) -> Void
    ) {
        interactionChangeHandlers.append(handler)
    }

    /// Records the interactive progress, clamped to 0...1 (rule 4 of §3); ignored unless in flight
    /// and interactive, and when the value repeats (rule 6).
    public func updateInteractiveTransition(_ percentComplete: Double) {
        // §3 step 4: clamped to 0...1 (NaN counts as 0).
        let clamped = percentComplete.isNaN ? 0 : min(max(percentComplete, 0), 1)
        // Rule 6: acts only in flight while interactive; repeated values are ignored.
        guard isInFlight, isInteractive, updates.last != clamped else { return }
        updates.append(clamped)
        self.percentComplete = clamped
        system?.log(.context("updateInteractiveTransition(\(clamped))"))
    }

    /// Ends the interaction towards the end: `isInteractive` false, `transitionWasCancelled` false,
    /// handlers run. Before the transition is in flight it is stored and replayed (rule 7).
    public func finishInteractiveTransition() {
        end(finishing: true)
    }

    /// Ends the interaction back towards the start: `transitionWasCancelled` true (§3 cancelled,
    /// step 1), `isInteractive` false, handlers run before the reversed "will" callbacks (step 2).
    /// Before the transition is in flight it is stored and replayed (rule 7).
    public func cancelInteractiveTransition() {
        end(finishing: false)
    }

    private func end(finishing: Bool) {
        let call = finishing ? "finishInteractiveTransition()" : "cancelInteractiveTransition()"
        guard !isCompleted else {
            system?.log(.context("\(call) ignored: completed"))
            return
        }
        guard hasStarted else {
            // Rule 7: stored and replayed once in flight.
            pendingEnd = finishing
            system?.log(.context("\(call) stored: not in flight"))
            return
        }
        guard isInteractive else {
            system?.log(.context("\(call) ignored: not interactive"))
            return
        }
        system?.log(.context(call))
        endRequested = true
        isInteractive = false
        // Rule 8: when interruptible, this can flip repeatedly.
        let wasCancelled = transitionWasCancelled
        transitionWasCancelled = !finishing
        runHandlers()
        if !finishing, !wasCancelled {
            if isContainerTransition {
                host?.containerTransitionWasCancelled(self)
            } else {
                system?.transitionWasCancelled(self)
            }
        } else if finishing, wasCancelled {
            if isContainerTransition {
                host?.containerTransitionWasResumed(self)
            } else {
                system?.transitionWasResumed(self)
            }
        }
    }

    /// Makes an interruptible transition in flight interactive again (§3, interruptible start):
    /// acts only when the animator is interruptible, the transition is in flight and not
    /// interactive; runs the handlers.
    public func pauseInteractiveTransition() {
        guard isInFlight, !isInteractive, animator?.isInterruptible == true else {
            system?.log(.context("pauseInteractiveTransition() ignored"))
            return
        }
        system?.log(.context("pauseInteractiveTransition()"))
        isInteractive = true
        hasBeenInteractive = true
        runHandlers()
    }

    /// Ends the transition. A second call is ignored and flagged (rule 2); `true` after a cancel is
    /// flagged (rule 5) but obeyed, as UIKit does not check it.
    public func completeTransition(_ didComplete: Bool) {
        guard !isCompleted else {
            // Rule 2 (O DC): a second call is ignored; the simulator flags it.
            system?.log(.context("completeTransition(\(didComplete)) ignored: already completed"))
            system?.record(.completedTwice)
            return
        }
        system?.log(.context("completeTransition(\(didComplete))"))
        isCompleted = true
        // Rule 5: pass !transitionWasCancelled; UIKit obeys didComplete regardless.
        if didComplete && transitionWasCancelled { system?.record(.completedCancelledAsFinished) }
        if !didComplete && !transitionWasCancelled { system?.record(.completedFinishedAsCancelled) }
        if isContainerTransition {
            host?.containerTransitionDidComplete(self, didComplete)
        } else {
            system?.transitionDidComplete(self, didComplete)
        }
    }

    /// The body started: the context is in flight.
    func start(interactive: Bool) {
        hasStarted = true
        isInteractive = interactive
        hasBeenInteractive = interactive
        startedInteractive = interactive
    }

    /// Rule 7: a finish or cancel sent before the transition was in flight is replayed now.
    func replayPendingEnd() {
        guard let finishing = pendingEnd else { return }
        pendingEnd = nil
        system?.log(.context("replaying a stored \(finishing ? "finish" : "cancel")"))
        end(finishing: finishing)
    }

    private func runHandlers() {
        guard !interactionChangeHandlers.isEmpty else { return }
        system?.log(.context("interactionChanged"))
        for handler in interactionChangeHandlers { handler(self) }
    }
}
