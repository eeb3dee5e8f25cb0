import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HeadlessUIKit {
    /// How UIKit names a controller in its log texts.
    private func describe(_ controller: ModelViewController?) -> String {
        controller.map { "<\($0.name)>" } ?? "<nil>"
    }

    /// The presented controller at the top of the stack, if any.
    public var topPresentedViewController: ModelViewController? { presentations.last?.presented }

    /// The transition context of the transition accepted and not completed, if any: what a
    /// gesture reaches to finish or cancel a transition before its body runs (rule 7).
    public var currentTransitionContext: HeadlessTransitionContext? { current?.context }

    // MARK: - Present

    func present(
        _ presented: ModelViewController, from source: ModelViewController, animated: Bool,
        completion: (@MainActor () -> Void)?
    ) {
        // Rule 37: the style as a read answers it, `.automatic` resolved.
        let style = presented.modalPresentationStyle
        // A child presents from the controller UIKit presents from (§2 Styles, D H4): context styles
        // walk up to the nearest definesPresentationContext controller, else the
        // root of the chain (§2 Styles); the others present from the top of the chain.
        let presenter =
            style.isContextStyle
            ? (source.presentationContextController ?? source.topmostParent) : source.topmostParent
        // Rule 21 (O): presenting an active controller throws.
        if presented.presentingLink != nil || presented === source || presented === presenter
            || isInWindow(presented.view) || presented.parent != nil
        {
            log(
                .refused(
                    rule: 21,
                    message:
                        "Application tried to present modally an active controller \(describe(presented))."))
            record(.presentedActiveController(presented.name))
            return
        }
        let prefix =
            "Attempt to present \(describe(presented)) on \(describe(presenter)) (from \(describe(source)))"
        func refuse(_ rule: Int, _ message: String) {
            log(.refused(rule: rule, message: message))
            // Rule 20 unknown: whether a dropped present's completion runs.
            if unknowns.runsCompletionOfDroppedPresent, let completion {
                log(.completion("present (dropped)"))
                completion()
            }
        }
        // Rule 19 (O): present during a presentation is logged and dropped.
        if current != nil || overlapping != nil {
            return refuse(19, "\(prefix) while a presentation is in progress.")
        }
        // Rule 18 (O): present on a controller already presenting is logged and dropped.
        if let existing = presenter.presentedLink {
            return refuse(18, "\(prefix) which is already presenting \(describe(existing)).")
        }
        // Rule 20 (O): present from a controller outside the window is logged and dropped.
        if !isInWindow(source.view) {
            return refuse(20, "\(prefix) whose view is not in the window hierarchy.")
        }

        let delegate = presented.transitioningDelegate
        // §2 Present 1: the presentation controller (only for .custom), animator, then interactor
        // only when an animator exists (rule 10).
        var controller: HeadlessPresentationController?
        if style == .custom, let delegate {
            log(.delegate("presentationController(forPresented:presenting:source:)"))
            controller = delegate.presentationController(
                forPresented: presented, presenting: presenter, source: source)
        }
        let pc =
            controller
            ?? SystemPresentationController(presented: presented, presenting: presenter, style: style)
        var animator: (any HeadlessAnimatedTransitioning)?
        var interactor: (any HeadlessInteractiveTransitioning)?
        if let delegate {
            log(.delegate("animationController(forPresented:presenting:source:)"))
            animator = delegate.animationController(
                forPresented: presented, presenting: presenter, source: source)
            if let animator {
                log(.delegate("interactionControllerForPresentation(using:)"))
                interactor = delegate.interactionControllerForPresentation(using: animator)
            }
        }

        presenter.presentedLink = presented
        presented.presentingLink = presenter
        presented.presentationController = pc
        presented.system = self
        let presentation = PresentationRecord(
            presented: presented, presenter: presenter, source: source, controller: pc)
        // §1 unknown: whether UIKit retains the transitioning delegate while presented.
        if unknowns.retainsTransitioningDelegate { presentation.retainedDelegate = delegate }
        presentations.append(presentation)

        let context = HeadlessTransitionContext(
            system: self, isPresenting: true, from: presenter, to: presented, presentationController: pc,
            removesPresenterView: pc.shouldRemovePresentersView, isAnimated: animated)
        // §2 Present 2 (O DC): the body is scheduled, not run inside present.
        accept(
            TransitionRecord(isPresentation: true, presentation: presentation, context: context),
            animator: animator, interactor: interactor, completion: completion)
    }

    /// Makes `transition` the one in progress, with its animator, interactor and completion, and
    /// schedules its body on the next turn of the run loop (§2 Present 2: not inside the call).
    private func accept(
        _ transition: TransitionRecord, animator: (any HeadlessAnimatedTransitioning)?,
        interactor: (any HeadlessInteractiveTransitioning)?, completion: (@MainActor () -> Void)?,
        beside first: TransitionRecord? = nil
    ) {
        transition.context.animator = animator
        transition.animator = animator
        transition.interactor = interactor
        transition.completion = completion
        // Rule 32: the coordinator exists once present/dismiss returns, the body still scheduled.
        let coordinator = HeadlessTransitionCoordinator(
            system: self, context: transition.context, animator: animator, interactor: interactor)
        transition.coordinator = coordinator
        vendedCoordinator = coordinator
        if let first {
            transition.beside = first
            overlapping = transition
        } else {
            current = transition
        }
        schedule { [weak self] in
            if transition.isPresentation {
                self?.runPresentationBody(transition)
            } else {
                self?.runDismissalBody(transition)
            }
        }
    }

    private func runPresentationBody(_ transition: TransitionRecord) {
        guard current === transition else { return }
        let presentation = transition.presentation
        let pc = presentation.controller
        let presented = presentation.presented
        let presenter = presentation.presenter
        let context = transition.context
        // §2 Present 2: with no interactor, touches are ignored until completion.
        if transition.interactor == nil {
            transition.ignoresTouches = true
            log(.system("touches ignored"))
        }
        // 3.1
        log(.presentationController("preferredContentSizeDidChange(forChildContentContainer:)"))
        pc.preferredContentSizeDidChange(forChildContentContainer: presented)
        // 3.2: the container goes into the window, or into the superview of the
        // definesPresentationContext controller's view when the presentation is not full screen.
        let container = ModelView(name: "container")
        container.autoresizesFlexibleSize = true
        container.safeAreaInsets = geometry.safeArea
        let contextController =
            pc.shouldPresentInFullscreen
            ? nil : (presentation.source.presentationContextController ?? presenter)
        if let contextController, let host = contextController.view.superview {
            container.state.frame = contextController.view.state.frame
            let index =
                host.subviews.firstIndex { $0 === contextController.view } ?? (host.subviews.count - 1)
            host.insertSubview(container, at: index + 1)
            log(.system("container inserted into \(host.name)"))
        } else {
            container.state.frame = CGRect(origin: .zero, size: geometry.bounds.size)
            window.addSubview(container)
            log(.system("container inserted into window"))
        }
        containers.append(WeakView(container))
        presentation.container = container
        pc.containerView = container
        context.containerView = container
        // 3.3: the presenter's view moves into the container when it is to be removed (unless the
        // container is inside it, which no reading of the contract allows).
        presentation.removesPresenterView = context.removesPresenterView
        if presentation.removesPresenterView, !isAncestor(presenter.view, of: container) {
            let frame = self.frame(of: presenter.view, in: container)
            presentation.presenterSuperview = presenter.view.superview
            presentation.presenterFrame = presenter.view.state.frame
            presentation.presenterSuperviewSize = presenter.view.superview?.state.frame.size ?? .zero
            presentation.presenterIndex =
                presenter.view.superview?.subviews.firstIndex { $0 === presenter.view } ?? 0
            container.insertSubview(presenter.view, at: 0)
            presenter.view.state.frame = frame
            log(.system("presenter's view moved into the container"))
        } else {
            presentation.removesPresenterView = false
        }
        // 3.4
        log(.presentationController("presentationTransitionWillBegin()"))
        pc.presentationTransitionWillBegin()
        // 3.5 and §5: the presented controller always; the presenter only when its view is removed.
        appearance(presented, .willAppear)
        if presentation.removesPresenterView { appearance(presenter, .willDisappear) }
        // 3.6: frames (rule 13), duration, then the animator.
        let presenterFrame = frame(of: presenter.view, in: container)
        context.frames[.from] = (presenterFrame, presentation.removesPresenterView ? .zero : presenterFrame)
        context.frames[.to] = (.zero, pc.frameOfPresentedViewInContainerView)
        start(transition)
    }

    /// §2 Present 3.6 / Dismiss: duration, then startInteractiveTransition or animateTransition
    /// (rule 10), or the system's default animation; the coordinator's alongside animations join the
    /// first view animation begun in that call, or run right after it returns (rule 39); then a
    /// stored finish or cancel (rule 7).
    private func start(_ transition: TransitionRecord) {
        let context = transition.context
        let coordinator = transition.coordinator
        if let animator = transition.animator {
            log(.animator("transitionDuration(using:)"))
            let duration = animator.transitionDuration(using: context)
            if let interactor = transition.interactor {
                // Rule 10: with an interactor, startInteractiveTransition, not animateTransition.
                coordinator?.bodyDidStart(duration: duration, interactive: interactor.wantsInteractiveStart)
                context.start(interactive: interactor.wantsInteractiveStart)
                log(.interactor("startInteractiveTransition(_:)"))
                transition.animatorCall = "startInteractiveTransition(_:)"
                interactor.startInteractiveTransition(context)
            } else {
                // Rule 9: called even when not animated.
                coordinator?.bodyDidStart(duration: duration, interactive: false)
                context.start(interactive: false)
                log(.animator("animateTransition(using:)"))
                transition.animatorCall = "animateTransition(using:)"
                animator.animateTransition(using: context)
            }
        } else {
            coordinator?.bodyDidStart(duration: context.isAnimated ? 0.3 : 0, interactive: false)
            context.start(interactive: false)
            transition.animatorCall = "the default animation"
            runDefaultAnimation(transition)
        }
        // Rule 17: for an animator that began no view animation, right after it returns.
        if let call = transition.animatorCall {
            transition.animatorCall = nil
            coordinator?.runAlongsideAnimations("after \(call) returned")
        }
        context.replayPendingEnd()
    }

    /// The system's own animation when no animator is supplied: the presented view slides in from
    /// the bottom (or out to it) over 0.3 s, or jumps when not animated, then completes.
    private func runDefaultAnimation(_ transition: TransitionRecord) {
        let context = transition.context
        let pc = transition.presentation.controller
        guard let container = context.containerView, let view = pc.presentedView else {
            context.completeTransition(true)
            return
        }
        let height = container.state.frame.height
        let shown = transition.isPresentation ? pc.frameOfPresentedViewInContainerView : view.state.frame
        let hidden = shown.offsetBy(dx: 0, dy: height)
        if transition.isPresentation {
            container.addSubview(view)
            view.state.frame = hidden
        }
        log(.system("default animation"))
        var end = view.state
        end.frame = transition.isPresentation ? shown : hidden
        guard context.isAnimated else {
            view.state = end
            transition.coordinator?.runAlongsideAnimations("in the default transition, not animated")
            context.completeTransition(true)
            return
        }
        let animation = HeadlessPropertyAnimation(
            view: view, to: end, duration: 0.3,
            completion: { [weak context] _ in context?.completeTransition(true) })
        animation.start(in: self)
    }

    /// Whether `presentation`'s controller is dismissing: a dismissal of it is in progress, alone
    /// or beside the transition it superseded (rule 24, runs at once).
    func isDismissing(_ presentation: PresentationRecord) -> Bool {
        if let second = overlapping, second.presentation === presentation, current?.isSuperseded == true {
            return true
        }
        return current.map { !$0.isPresentation && $0.presentation === presentation } ?? false
    }

    private func isAncestor(_ view: ModelView, of other: ModelView) -> Bool {
        var current: ModelView? = other
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    // MARK: - Dismiss

    func dismiss(from controller: ModelViewController, animated: Bool, completion: (@MainActor () -> Void)?) {
        // Rule 25: dismiss on a controller presenting nothing goes to its presenter. Both links are
        // read up the parent chain (D H4): a child dismisses what it or an ancestor presents, else
        // the presented controller it is inside.
        let presented: ModelViewController
        if let child = controller.presentedViewController {
            presented = child
        } else if controller.presentingViewController != nil {
            presented = controller.topmostParent
        } else {
            log(.system("dismiss ignored: \(describe(controller)) presents nothing and is not presented"))
            return
        }
        // Rules 23/24, modelled as iOS 17+: logged; then dropped, held for after the transition in
        // progress, or begun at once beside it (rule 24's unknown).
        if let first = current {
            log(
                .refused(
                    rule: 24,
                    message: "Trying to dismiss the presentation controller while transitioning already."))
            switch unknowns.dismissalRequestedWhileTransitioning {
            case .dropped:
                break
            case .held:
                log(.system("dismiss held until the transition in progress completes"))
                heldDismissals.append(
                    HeldDismissal(
                        number: heldDismissalCount, caller: controller, presented: presented,
                        animated: animated,
                        completion: completion))
                heldDismissalCount += 1
            case .runsAtOnce:
                // The presentation controller of the transition in flight begins its dismissal;
                // the model keeps at most two contexts, of one presentation.
                guard overlapping == nil, first.presentation.presented === presented else {
                    log(
                        .system(
                            "dismiss dropped: a second transition is open already, or it is of another presentation"
                        ))
                    return
                }
                log(.system("dismiss runs at once, beside the transition in progress"))
                dismiss(presented, animated: animated, completion: completion, beside: first)
            }
            return
        }
        dismiss(presented, animated: animated, completion: completion)
    }

    /// Dismisses `presented`, with no transition in progress (or, `beside` one, as rule 24's
    /// runs-at-once reading does).
    func dismiss(
        _ presented: ModelViewController, animated: Bool, completion: (@MainActor () -> Void)?,
        beside first: TransitionRecord? = nil
    ) {
        guard let index = presentations.lastIndex(where: { $0.presented === presented }) else { return }
        guard index == presentations.count - 1 else {
            // Rule 61: the whole stack goes. Beside a transition in flight (rule 24, runs at once)
            // that is not modelled.
            guard first == nil else {
                log(
                    .system(
                        "dismiss dropped: \(describe(presented)) presents \(describe(presented.presentedLink)); a stack beside a transition is not modelled"
                    ))
                return
            }
            let animating = removeStack(above: index)
            return dismiss(animating, animated: animated, completion: completion)
        }
        let presentation = presentations[index]
        // §1: the delegate is weak; nil at dismissal gives the default dismissal (unless the
        // Unknowns reading retains it).
        let delegate = presented.transitioningDelegate ?? presentation.retainedDelegate
        var animator: (any HeadlessAnimatedTransitioning)?
        var interactor: (any HeadlessInteractiveTransitioning)?
        if let delegate {
            log(.delegate("animationController(forDismissed:)"))
            animator = delegate.animationController(forDismissed: presented)
            if let animator {
                // Rule 10: the interactor only when an animator exists.
                log(.delegate("interactionControllerForDismissal(using:)"))
                interactor = delegate.interactionControllerForDismissal(using: animator)
            }
        } else {
            log(.system("no transitioning delegate: default dismissal"))
        }
        let context = HeadlessTransitionContext(
            system: self, isPresenting: false, from: presented, to: presentation.presenter,
            presentationController: presentation.controller,
            removesPresenterView: presentation.removesPresenterView, isAnimated: animated)
        accept(
            TransitionRecord(isPresentation: false, presentation: presentation, context: context),
            animator: animator, interactor: interactor, completion: completion, beside: first)
    }

    /// Whether the body of `transition`, a dismissal begun beside another one (rule 24, runs at
    /// once), runs now: beside the first, still in flight (the presentation controller dismisses
    /// from here); alone, when the first completed and nothing else began; or not at all (dropped,
    /// its completion never run) when what it was to dismiss is gone or another transition began.
    private func beginsBeside(_ transition: TransitionRecord) -> Bool {
        let first = transition.beside
        transition.beside = nil
        if let first, current === first, !first.context.isCompleted, transition.presentation.container != nil
        {
            log(.system("a second transition context begins while the first is in flight (rule 24)"))
            first.isSuperseded = true
            return true
        }
        overlapping = nil
        if current == nil, presentations.last === transition.presentation,
            transition.presentation.presented.presentingLink != nil
        {
            log(.system("the transition in flight completed first: the dismissal goes on alone"))
            current = transition
            besideDismissalWentOnAlone?(transition.context)
            return true
        }
        log(.system("dismiss that ran at once dropped: what it was to dismiss is no longer presented"))
        transition.completion = nil
        completionDropped?(transition.context)
        retireAndComplete(transition)
        transition.animator = nil
        transition.interactor = nil
        transition.coordinator = nil
        return false
    }

    private func runDismissalBody(_ transition: TransitionRecord) {
        if overlapping === transition {
            guard beginsBeside(transition) else { return }
        } else {
            guard current === transition else { return }
        }
        let presentation = transition.presentation
        let pc = presentation.controller
        let context = transition.context
        guard let container = presentation.container else { return }
        if transition.interactor == nil {
            transition.ignoresTouches = true
            log(.system("touches ignored"))
        }
        context.containerView = container
        // §2 Dismiss (O DC): a removed presenter's view is reinserted.
        if presentation.removesPresenterView {
            let view = presentation.presenter.view
            container.insertSubview(view, at: 0)
            // Laid out for the container as it is now: a rotation while it was out of the window
            // resizes it when it comes back (autoresizing).
            var frame = presenterFrameNow(presentation)
            if let superview = presentation.presenterSuperview {
                let offset = windowFrame(of: superview).origin
                let origin = windowFrame(of: container).origin
                frame = frame.offsetBy(dx: offset.x - origin.x, dy: offset.y - origin.y)
            }
            resize(view, to: frame)
            log(.system("presenter's view reinserted into the container"))
        }
        log(.presentationController("dismissalTransitionWillBegin()"))
        pc.dismissalTransitionWillBegin()
        // Rules 30, 32: as UIKit's sheet does, presentationControllerDidDismiss of a user dismissal
        // is a completion of the dismissal's coordinator, sent only when it completes.
        transition.coordinator?.addSystemCompletion { [weak self, weak transition] context in
            guard let self, let transition, transition.wasUserDismissal, !context.isCancelled,
                let delegate = pc.delegate
            else { return }
            log(.adaptiveDelegate("presentationControllerDidDismiss(_:)"))
            delegate.presentationControllerDidDismiss(pc)
        }
        // Beside another transition (rule 24, runs at once), a controller already heading where this
        // dismissal takes it (a dismissal beside a dismissal) gets no second "will": UIKit's begin
        // of an appearance transition towards where it is already going does nothing.
        let isBeside = current !== transition
        func will(_ controller: ModelViewController, _ event: AppearanceEvent) {
            let heading: AppearanceState = event == .willDisappear ? .disappearing : .appearing
            guard !isBeside || controller.appearanceState != heading else { return }
            appearance(controller, event)
        }
        will(presentation.presented, .willDisappear)
        if presentation.removesPresenterView { will(presentation.presenter, .willAppear) }
        // Rule 13: the from-view (presented) leaves, so its final frame is .zero.
        let presentedFrame = pc.presentedView.map { frame(of: $0, in: container) } ?? .zero
        context.frames[.from] = (presentedFrame, .zero)
        let presenterFrame = frame(of: presentation.presenter.view, in: container)
        context.frames[.to] = (presenterFrame, presenterFrame)
        start(transition)
    }

    // MARK: - Cancel and completion

    /// §3 cancelled step 2: the interaction handlers ran; now the reversed "will" callbacks.
    func transitionWasCancelled(_ context: HeadlessTransitionContext) {
        guard let transition = calling(context), !transition.sentReversedWills else { return }
        transition.sentReversedWills = true
        sendWills(transition, reversed: true)
    }

    /// Rule 8: an interruptible transition cancelled and then finished again: the forward "will"
    /// callbacks again, so that appearance stays balanced.
    func transitionWasResumed(_ context: HeadlessTransitionContext) {
        guard let transition = calling(context), transition.sentReversedWills else { return }
        transition.sentReversedWills = false
        sendWills(transition, reversed: false)
    }

    private func sendWills(_ transition: TransitionRecord, reversed: Bool) {
        let presentation = transition.presentation
        // The presented controller appears when presenting forwards or dismissing reversed.
        let presentedAppears = transition.isPresentation != reversed
        appearance(presentation.presented, presentedAppears ? .willAppear : .willDisappear)
        if presentation.removesPresenterView {
            appearance(presentation.presenter, presentedAppears ? .willDisappear : .willAppear)
        }
    }

    /// The transition whose presentation controller callbacks `context`'s interaction changes
    /// drive: the one in progress, or a dismissal begun beside it; none for a transition a
    /// dismissal superseded or one whose presentation is over (rule 24, runs at once).
    private func calling(_ context: HeadlessTransitionContext) -> TransitionRecord? {
        [current, overlapping].compactMap { $0 }.first {
            $0.context === context && !$0.isSuperseded && $0.beside == nil
        }
    }

    /// The context completed (once): the completion path of §2 Present 4, §2 Dismiss, or §3.
    ///
    /// Two contexts open on one presentation (rule 24, runs at once): the presentation controller
    /// keeps one transition and reads its own state when a context completes (DC
    /// `transitionDidFinish:`), so the first of the two to complete ends the dismissal, with its
    /// `didComplete`; the other becomes an orphan, still owed its completion.
    func transitionDidComplete(_ context: HeadlessTransitionContext, _ didComplete: Bool) {
        if let index = orphans.firstIndex(where: { $0.context === context }) {
            completeOrphan(orphans.remove(at: index), didComplete)
            return
        }
        if let first = current, first.isSuperseded, let second = overlapping,
            context === first.context || context === second.context
        {
            let completed = context === first.context ? first : second
            let other = completed === first ? second : first
            log(.system("a context completed while two are open: it ends the dismissal (rule 24)"))
            overlapping = nil
            current = second
            // The presenter keeps one completion: the second call's replaced the first's.
            first.completion = nil
            completionDropped?(first.context)
            if completed === first { enableTouches(first) }
            if didComplete == second.sentReversedWills {
                second.sentReversedWills = !didComplete
                sendWills(second, reversed: !didComplete)
            }
            // The other context is still owed its one completion when an animator has it (the
            // layer may give it from the callbacks that follow).
            if other.context.hasStarted, !other.context.isCompleted {
                log(
                    .system(
                        "the other context is still in flight: its completion will find the presentation over"
                    ))
                other.isSuperseded = true
                orphans.append(other)
            }
            completeDismissal(second, didComplete, ending: completed)
            return
        }
        guard let transition = current, transition.context === context else { return }
        // Keep the wills consistent with what UIKit will now do (it obeys didComplete, rule 5).
        if didComplete == transition.sentReversedWills {
            transition.sentReversedWills = !didComplete
            sendWills(transition, reversed: !didComplete)
        }
        if transition.isPresentation {
            completePresentation(transition, didComplete)
        } else {
            completeDismissal(transition, didComplete)
        }
    }

    /// A context completed after the other of two overlapping transitions ended its presentation
    /// (rule 24, runs at once): the presentation controller has no transition any more, so UIKit
    /// logs its fault and calls nothing of it, nor any appearance callback, nor the app's
    /// completion; the context's own coordinator completions and `animationEnded` still come.
    private func completeOrphan(_ transition: TransitionRecord, _ didComplete: Bool) {
        log(
            .system(
                "self._currentTransitionDidComplete is nil! (the presentation this context was for is over, rule 24)"
            ))
        enableTouches(transition)
        transition.context.containerView = nil
        transition.completion = nil
        finish(transition, didComplete)
    }

    private func enableTouches(_ transition: TransitionRecord) {
        guard transition.ignoresTouches else { return }
        transition.ignoresTouches = false
        log(.system("touches enabled"))
    }

    private func completePresentation(_ transition: TransitionRecord, _ didComplete: Bool) {
        let presentation = transition.presentation
        let pc = presentation.controller
        let presented = presentation.presented
        let presenter = presentation.presenter
        let context = transition.context
        if didComplete, let container = presentation.container, let view = pc.presentedView {
            if !isAncestor(container, of: view) || view === container {
                // §2 Present 3.6: the animator adds the to-view to the container.
                record(.viewSetOutsideContainer(presented.name))
            } else {
                let final = context.finalFrame(for: presented)
                let shown = frame(of: view, in: container)
                // Rule 13: a non-zero finalFrame must be respected. A container that changed size
                // during the transition (a rotation) makes the frame UIKit computed at the start
                // stale; the presentation controller's frame for the container as it is now is then
                // the one to end at (UIKit lays the presented view out there next, rule 27).
                if final != .zero, !Self.same(shown, final),
                    !Self.same(shown, pc.frameOfPresentedViewInContainerView)
                {
                    record(.finalFrameNotRespected(presented.name))
                }
            }
        }
        // §2 Present 4, in order.
        enableTouches(transition)
        log(.presentationController("presentationTransitionDidEnd(\(didComplete))"))
        pc.presentationTransitionDidEnd(didComplete)
        if didComplete {
            if presentation.removesPresenterView {
                presenter.view.removeFromSuperview()
                log(.system("presenter's view removed"))
            }
        } else {
            // §3 cancelling a presentation: UIKit removes the presented view and the container; the
            // presentation controller goes idle.
            removeViews(of: presentation)
        }
        context.containerView = nil
        log(.system("context container cleared"))
        current = nil
        if didComplete {
            presentation.isPresented = true
        } else {
            unlink(presentation)
        }
        didAppearance(of: presentation, presentedOnScreen: didComplete)
        // §3: whether a cancelled presentation's completion runs is not in the contract.
        if didComplete || unknowns.runsPresentCompletionWhenCancelled, let completion = transition.completion
        {
            log(.completion("present"))
            completion()
        }
        finish(transition, didComplete)
    }

    /// The completion of a dismissal, in UIKit's order (rule 33, O DC `transitionDidFinish:`):
    /// `dismissalTransitionDidEnd(true)` and the container's removal -> the presentation link torn
    /// down (`presentedViewController` nil) -> `viewDidDisappear` of the presented controller -> the
    /// `dismiss` completion -> the coordinator's completions (where a user dismissal's
    /// `presentationControllerDidDismiss` runs) -> `animationEnded`. A cancelled one keeps the
    /// presentation (§3).
    private func completeDismissal(
        _ transition: TransitionRecord, _ didComplete: Bool, ending completed: TransitionRecord? = nil
    ) {
        let presentation = transition.presentation
        let pc = presentation.controller
        let presenter = presentation.presenter
        let context = transition.context
        enableTouches(transition)
        log(.presentationController("dismissalTransitionDidEnd(\(didComplete))"))
        pc.dismissalTransitionDidEnd(didComplete)
        if didComplete {
            // §2 Dismiss (O DC): UIKit removes the presented view and the container even if the
            // animator didn't, and restores the presenter's view.
            removeViews(of: presentation)
        } else if presentation.removesPresenterView {
            // §3 cancelled step 4: the presentation stays, so the presenter's view leaves again.
            presenter.view.removeFromSuperview()
            log(.system("presenter's view removed"))
        }
        context.containerView = nil
        log(.system("context container cleared"))
        current = nil
        // Rule 30: read now, for the coordinator's completion that sends DidDismiss.
        transition.wasUserDismissal = presentation.isUserDismissal
        presentation.isUserDismissal = false
        if didComplete {
            unlink(presentation)
            log(.system("presentation link torn down"))
        }
        didAppearance(of: presentation, presentedOnScreen: !didComplete)
        // D H4: the completion after viewDidDisappear; §3 cancelled step 6 unknown.
        if didComplete || unknowns.runsDismissCompletionWhenCancelled, let completion = transition.completion
        {
            log(.completion("dismiss"))
            completion()
        }
        finish(completed ?? transition, didComplete)
    }

    /// UIKit takes a presentation's views away: the presented view and the container leave, and the
    /// presenter's view goes back where it was.
    private func removeViews(of presentation: PresentationRecord) {
        presentation.controller.presentedView?.removeFromSuperview()
        presentation.presented.view.removeFromSuperview()
        log(.system("presented view removed"))
        restorePresenterView(presentation)
        presentation.container?.removeFromSuperview()
        log(.system("container removed"))
    }

    /// The "did" appearance callbacks once a transition is over: the presented controller did
    /// appear (when it stays on screen) or disappear, and the presenter the opposite, only when its
    /// view is removed (§5).
    private func didAppearance(of presentation: PresentationRecord, presentedOnScreen: Bool) {
        appearance(presentation.presented, presentedOnScreen ? .didAppear : .didDisappear)
        if presentation.removesPresenterView {
            appearance(presentation.presenter, presentedOnScreen ? .didDisappear : .didAppear)
        }
    }

    /// The end of every completion path, after the `present`/`dismiss` completion: the coordinator
    /// is no longer vended and its completions run (rules 17, 32), then `animationEnded`, then the
    /// animator and interactor are released (§1); then a `dismiss` held during the transition is
    /// performed (rule 24's held reading).
    private func finish(_ transition: TransitionRecord, _ didComplete: Bool) {
        retireAndComplete(transition)
        if let animator = transition.animator {
            log(.animator("animationEnded(\(didComplete))"))
            animator.animationEnded(didComplete)
        }
        transition.animator = nil
        transition.interactor = nil
        transition.completion = nil
        transition.coordinator = nil
        performHeldDismissals()
    }

    /// The presenter's view goes back to its old superview and index (§2 Dismiss, O DC).
    func restorePresenterView(_ presentation: PresentationRecord) {
        guard presentation.removesPresenterView else { return }
        let view = presentation.presenter.view
        if let superview = presentation.presenterSuperview {
            superview.insertSubview(view, at: presentation.presenterIndex)
            resize(view, to: presenterFrameNow(presentation))
            log(.system("presenter's view restored"))
        }
    }

    /// The presenter's view's frame in its old superview, autoresized by how much that superview
    /// changed size since the view left it (a rotation while presented).
    private func presenterFrameNow(_ presentation: PresentationRecord) -> CGRect {
        var frame = presentation.presenterFrame
        guard presentation.presenter.view.autoresizesFlexibleSize,
            let superview = presentation.presenterSuperview
        else { return frame }
        let size = superview.state.frame.size
        frame.size.width = max(0, frame.width + size.width - presentation.presenterSuperviewSize.width)
        frame.size.height = max(0, frame.height + size.height - presentation.presenterSuperviewSize.height)
        return frame
    }

    /// Ends the relationships of a presentation that is over (§1: the PC is released).
    func unlink(_ presentation: PresentationRecord) {
        let presented = presentation.presented
        if presentation.presenter.presentedLink === presented {
            presentation.presenter.presentedLink = nil
        }
        presented.presentingLink = nil
        presented.presentationController = nil
        presentation.controller.containerView = nil
        presentation.container = nil
        presentation.retainedDelegate = nil
        presentations.removeAll { $0 === presentation }
    }
}
