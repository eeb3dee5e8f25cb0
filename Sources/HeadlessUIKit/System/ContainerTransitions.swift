import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A container controller whose child switches UIKit runs through its delegate's animator: a
/// navigation controller's pushes and pops (rules 52–57) and a tab bar controller's tab switches
/// (rules 58, 59). UIKit runs both the same way, which the extension below is: the context (no
/// presentation controller, both views handed out, rule 53), the coordinator, the appearance
/// callbacks, UIKit's own animation when the delegate gives none, and the completion.
@MainActor
protocol ContainerTransitionHost: AnyObject {
    /// The container controller, as a view controller.
    var controller: ModelViewController { get }
    /// The view the switches take place in.
    var contentView: ModelView { get }
    /// The switch in progress.
    var transition: ContainerTransitionRecord? { get set }
    /// The body is about to run: the host joins its own animations to the coordinator (the
    /// navigation bar's, rule 53).
    func containerTransitionBodyWillRun(_ record: ContainerTransitionRecord)
    /// UIKit's own animation of `record`, for a switch without an animator; it completes the context
    /// and leaves only the shown controller's view in ``contentView``.
    func runSystemAnimation(_ record: ContainerTransitionRecord)
    /// The context completed; before the "did" callbacks: the host settles its children (a pop's
    /// controllers leave, a cancel restores the stack or the selection, rules 54, 59).
    func containerTransitionWillEnd(_ record: ContainerTransitionRecord, didComplete: Bool)
    /// After the "did" callbacks, before the coordinator's completions: the host's own callbacks
    /// (`didShow`, rule 54).
    func containerTransitionDidEnd(_ record: ContainerTransitionRecord, didComplete: Bool)
}

extension ContainerTransitionHost {
    var system: HeadlessUIKit? { controller.owningSystem }

    /// The switch's coordinator, from the call that started it until its completions ran (rule 53).
    var vendedCoordinator: HeadlessTransitionCoordinator? {
        guard let coordinator = transition?.coordinator, !coordinator.ranCompletions else { return nil }
        return coordinator
    }

    /// Accepts a switch from `from` to `to` with the delegate's `animator` and `interactor`: the
    /// context and its coordinator exist from now (rule 53), and the body runs on the next turn
    /// (at once with `runsNow`: a tab switch without an animator).
    func acceptContainerTransition(
        in system: HeadlessUIKit, operation: NavigationOperation?, from: ModelViewController,
        to: ModelViewController, animated: Bool, animator: (any HeadlessAnimatedTransitioning)?,
        interactor: (any HeadlessInteractiveTransitioning)?, runsNow: Bool = false,
        configure: (ContainerTransitionRecord) -> Void = { _ in }
    ) {
        let context = HeadlessTransitionContext(
            system: system, host: self, operation: operation, from: from, to: to, isAnimated: animated)
        let record = ContainerTransitionRecord(operation: operation, from: from, to: to, context: context)
        configure(record)
        context.animator = animator
        record.animator = animator
        record.interactor = interactor
        record.coordinator = HeadlessTransitionCoordinator(
            system: system, context: context, animator: animator, interactor: interactor)
        transition = record
        system.containerTransitions.append(record)
        if runsNow {
            runContainerBody(record)
        } else {
            system.schedule { [weak self] in self?.runContainerBody(record) }
        }
    }

    /// The body: the host's alongside animations, touches, appearance "wills", frames (the to-view
    /// ends at the content view's bounds, the from-view at `.zero`, rule 13), then the animator (or
    /// interactor), or UIKit's own animation; alongside animations run in the first view animation
    /// begun there, or right after it returns (rule 17).
    private func runContainerBody(_ record: ContainerTransitionRecord) {
        guard transition === record, let system else { return }
        let context = record.context
        let bounds = CGRect(origin: .zero, size: contentView.state.frame.size)
        context.containerView = contentView
        context.frames[.from] = (bounds, .zero)
        context.frames[.to] = (.zero, bounds)
        containerTransitionBodyWillRun(record)
        if record.interactor == nil {
            record.ignoresTouches = true
            system.log(.system("touches ignored"))
        }
        system.appearance(record.to, .willAppear)
        system.appearance(record.from, .willDisappear)
        if let animator = record.animator {
            system.log(.animator("transitionDuration(using:)"))
            let duration = animator.transitionDuration(using: context)
            if let interactor = record.interactor {
                let interactive = interactor.wantsInteractiveStart
                record.coordinator?.bodyDidStart(duration: duration, interactive: interactive)
                context.start(interactive: interactive)
                system.log(.interactor("startInteractiveTransition(_:)"))
                record.animatorCall = "startInteractiveTransition(_:)"
                interactor.startInteractiveTransition(context)
            } else {
                record.coordinator?.bodyDidStart(duration: duration, interactive: false)
                context.start(interactive: false)
                system.log(.animator("animateTransition(using:)"))
                record.animatorCall = "animateTransition(using:)"
                animator.animateTransition(using: context)
            }
        } else {
            record.isSystemAnimation = true
            record.coordinator?.bodyDidStart(duration: context.isAnimated ? 0.35 : 0, interactive: false)
            context.start(interactive: false)
            record.animatorCall = "the container's own animation"
            runSystemAnimation(record)
        }
        if let call = record.animatorCall {
            record.animatorCall = nil
            record.coordinator?.runAlongsideAnimations("after \(call) returned")
        }
        context.replayPendingEnd()
    }

    /// The interaction was cancelled: the reversed "will" callbacks (§3 cancelled step 2).
    func containerTransitionWasCancelled(_ context: HeadlessTransitionContext) {
        guard let record = transition, record.context === context, !record.sentReversedWills else { return }
        record.sentReversedWills = true
        sendWills(record, reversed: true)
    }

    /// A cancelled interruptible switch finished again: the forward "will" callbacks (rule 8).
    func containerTransitionWasResumed(_ context: HeadlessTransitionContext) {
        guard let record = transition, record.context === context, record.sentReversedWills else { return }
        record.sentReversedWills = false
        sendWills(record, reversed: false)
    }

    private func sendWills(_ record: ContainerTransitionRecord, reversed: Bool) {
        system?.appearance(record.to, reversed ? .willDisappear : .willAppear)
        system?.appearance(record.from, reversed ? .willAppear : .willDisappear)
    }

    /// The context completed (once): the views are checked (rule 53), the host settles its
    /// children, the "did" callbacks, the host's own callbacks, then the coordinator's completions
    /// and `animationEnded`.
    func containerTransitionDidComplete(_ context: HeadlessTransitionContext, _ didComplete: Bool) {
        guard let record = transition, record.context === context, let system else { return }
        if didComplete == record.sentReversedWills {
            record.sentReversedWills = !didComplete
            sendWills(record, reversed: !didComplete)
        }
        let shown = didComplete ? record.to : record.from
        let hidden = didComplete ? record.from : record.to
        if record.isSystemAnimation {
            hidden.view.removeFromSuperview()
            // UIKit's own animation ends with the shown view filling the content view, whatever size
            // it came to meanwhile (a rotation).
            shown.view.state.frame = CGRect(origin: .zero, size: contentView.state.frame.size)
        } else {
            // Rule 53: the shown view must be in the content view (§2: the animator adds the
            // to-view), the other one out of it.
            if shown.view.superview !== contentView { system.record(.viewSetOutsideContainer(shown.name)) }
            if hidden.view.superview === contentView { system.record(.navigationViewLeftBehind(hidden.name)) }
        }
        if record.ignoresTouches {
            record.ignoresTouches = false
            system.log(.system("touches enabled"))
        }
        containerTransitionWillEnd(record, didComplete: didComplete)
        context.containerView = nil
        transition = nil
        system.containerTransitions.removeAll { $0 === record }
        system.appearance(record.to, didComplete ? .didAppear : .didDisappear)
        system.appearance(record.from, didComplete ? .didDisappear : .didAppear)
        containerTransitionDidEnd(record, didComplete: didComplete)
        record.coordinator?.runCompletions()
        if let animator = record.animator {
            system.log(.animator("animationEnded(\(didComplete))"))
            animator.animationEnded(didComplete)
        }
        record.animator = nil
        record.interactor = nil
    }

    /// A slide of `moving` to `end` over `duration` seconds (at once when not animated) that
    /// completes `record`'s context: UIKit's own animation.
    func slide(
        _ moving: ModelView, to end: ViewState, duration: Double, completing record: ContainerTransitionRecord
    ) {
        guard let system else { return }
        let context = record.context
        guard context.isAnimated else {
            moving.state = end
            record.coordinator?.runAlongsideAnimations("in the container's own animation, not animated")
            context.completeTransition(true)
            return
        }
        HeadlessPropertyAnimation(
            view: moving, to: end, duration: duration,
            completion: { [weak context] _ in context?.completeTransition(true) }
        ).start(in: system)
    }
}

/// One push, pop or tab switch accepted and not yet completed: what UIKit retains for it and what
/// its completion needs.
@MainActor
final class ContainerTransitionRecord: OpenTransition {
    /// The navigation operation; nil for a tab switch.
    let operation: NavigationOperation?
    let from: ModelViewController
    let to: ModelViewController
    let context: HeadlessTransitionContext
    /// The stack before a push or pop, restored when it is cancelled (rule 54).
    var previousStack: [ModelViewController] = []
    /// The controllers a pop took off the stack; they leave the navigation controller when it
    /// completes.
    var removed: [ModelViewController] = []
    var animator: (any HeadlessAnimatedTransitioning)?
    var interactor: (any HeadlessInteractiveTransitioning)?
    var coordinator: HeadlessTransitionCoordinator?
    var ignoresTouches = false
    var isFrozen = false
    var animatorCall: String?
    /// Whether the reversed "will" callbacks were sent (a cancel).
    var sentReversedWills = false
    /// Whether UIKit's own animation runs it (no animator from the delegate).
    var isSystemAnimation = false

    init(
        operation: NavigationOperation?, from: ModelViewController, to: ModelViewController,
        context: HeadlessTransitionContext
    ) {
        self.operation = operation
        self.from = from
        self.to = to
        self.context = context
    }
}
