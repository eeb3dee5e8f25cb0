import Foundation
import StagehandCore
import StagehandUIKitLayer
import Testing

// Testable, to write the tests' own lines into the system's log.
@testable import StagehandHeadless

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A ``SlideAnimator`` that runs a probe when its transition ends (`animationEnded`).
@MainActor
private final class ProbingAnimator: HeadlessAnimatedTransitioning {
    let slide: SlideAnimator
    var onEnded: (() -> Void)?

    init(duration: Double = 0.3, interruptible: Bool = false) {
        slide = SlideAnimator(duration: duration, interruptible: interruptible)
    }

    var isInterruptible: Bool { slide.isInterruptible }

    func transitionDuration(using transitionContext: HeadlessTransitionContext?) -> Double {
        slide.transitionDuration(using: transitionContext)
    }

    func animateTransition(using transitionContext: HeadlessTransitionContext) {
        slide.animateTransition(using: transitionContext)
    }

    func animationEnded(_ transitionCompleted: Bool) { onEnded?() }
}

/// An animator that begins no view animation: it sets the final frame and completes on the next
/// turn (a Core Animation or hand-driven animator, for the coordinator).
@MainActor
private final class NoViewAnimationAnimator: HeadlessAnimatedTransitioning {
    func transitionDuration(using transitionContext: HeadlessTransitionContext?) -> Double { 0.2 }

    func animateTransition(using context: HeadlessTransitionContext) {
        if context.isPresenting, let view = context.view(forKey: .to),
            let controller = context.viewController(forKey: .to)
        {
            context.containerView?.addSubview(view)
            view.state.frame = context.finalFrame(for: controller)
        }
        context.system?.log(.animator("animateTransition returns"))
        context.system?.schedule { context.completeTransition(true) }
    }
}

/// A presentation controller that records what it sees when its transitions end.
@MainActor
private final class ProbingPresentationController: HeadlessPresentationController {
    var onDismissalDidEnd: (() -> Void)?

    override func dismissalTransitionDidEnd(_ completed: Bool) { onDismissalDidEnd?() }
}

@MainActor
@Suite("Headless UIKit: the transition coordinator (rules 17, 32, 33, 39)")
struct TransitionCoordinatorTests {
    @Test("Rule 32: a coordinator from present's return to just after its completion, nil after")
    func presentLifetime() {
        let animator = ProbingAnimator()
        let delegate = TestDelegate(presentAnimator: animator)
        let (system, root, detail) = makeSystem(delegate: delegate)
        let child = ModelViewController(name: "child")
        root.addChild(child)
        child.didMove(toParent: root)
        let stranger = ModelViewController(name: "stranger")
        #expect(root.transitionCoordinator == nil)
        var seen: [String: Bool] = [:]
        root.present(detail) {
            seen["in the present completion"] = root.transitionCoordinator != nil
        }
        // The body is still scheduled, and the coordinator exists already: on the presenter, the
        // presented controller and a child of the presenter (D H3: it asks its parent).
        let coordinator = root.transitionCoordinator
        #expect(coordinator != nil)
        #expect(detail.transitionCoordinator === coordinator)
        #expect(child.transitionCoordinator === coordinator)
        #expect(stranger.transitionCoordinator == nil)
        coordinator?.animate(alongsideTransition: nil) { _ in
            seen["in a coordinator completion"] = root.transitionCoordinator != nil
        }
        animator.onEnded = { seen["in animationEnded"] = detail.transitionCoordinator != nil }
        system.runUntilIdle()
        #expect(
            seen == [
                "in the present completion": true, "in a coordinator completion": false,
                "in animationEnded": false,
            ])
        #expect(root.transitionCoordinator == nil)
        #expect(
            system.lines().suffix(4) == [
                "detail.viewDidAppear", "completion: present", "coordinator.completions",
                "animator.animationEnded(true)",
            ])
        #expect(system.breaches.isEmpty)
    }

    @Test(
        "Rule 33: didEnd and the container's removal, the link torn down, viewDidDisappear, dismiss's completion, coordinator completions, animationEnded"
    )
    func dismissalOrder() {
        let animator = ProbingAnimator()
        var pc: ProbingPresentationController?
        let delegate = TestDelegate(
            controller: {
                let controller = ProbingPresentationController(presentedViewController: $0, presenting: $1)
                pc = controller
                return controller
            }, dismissAnimator: animator)
        let (system, root, detail) = makeSystem(delegate: delegate)
        presentAndSettle(system, root, detail)
        var seen: [String] = []
        func note(_ moment: String) {
            let container =
                detail.presentationController?.containerView.map { system.isInWindow($0) } ?? false
            seen.append(
                "\(moment): container \(container ? "on screen" : "gone"), "
                    + "presented \(root.presentedViewController == nil ? "nil" : "set"), "
                    + "\(detail.appearanceEvents.last.map { "\($0)" } ?? "-"), "
                    + "coordinator \(root.transitionCoordinator == nil ? "nil" : "set")")
        }
        pc?.onDismissalDidEnd = { note("dismissalTransitionDidEnd") }
        let start = system.events.count
        detail.dismiss { note("dismiss completion") }
        root.transitionCoordinator?.animate(alongsideTransition: nil) { _ in note("coordinator completion") }
        animator.onEnded = { note("animationEnded") }
        system.runUntilIdle()
        #expect(
            seen == [
                "dismissalTransitionDidEnd: container on screen, presented set, viewWillDisappear, coordinator set",
                "dismiss completion: container gone, presented nil, viewDidDisappear, coordinator set",
                "coordinator completion: container gone, presented nil, viewDidDisappear, coordinator nil",
                "animationEnded: container gone, presented nil, viewDidDisappear, coordinator nil",
            ])
        #expect(
            system.lines(from: start).drop { $0 != "pc.dismissalTransitionDidEnd(true)" }.prefix(9) == [
                "pc.dismissalTransitionDidEnd(true)",
                "system: presented view removed",
                "system: container removed",
                "system: context container cleared",
                "system: presentation link torn down",
                "detail.viewDidDisappear",
                "completion: dismiss",
                "coordinator.completions",
                "animator.animationEnded(true)",
            ])
        #expect(system.breaches.isEmpty)
    }

    @Test("Rule 39: alongside animations join the first view animation begun in animateTransition")
    func alongsideJoinsTheFirstAnimation() {
        let animator = SlideAnimator()
        let delegate = TestDelegate(presentAnimator: animator)
        let (system, root, detail) = makeSystem(delegate: delegate)
        root.present(detail)
        let overlay = ModelView(name: "overlay", state: ViewState(frame: .zero, alpha: 0))
        root.view.addSubview(overlay)
        var animationExisted: Bool?
        let queued = root.transitionCoordinator?.animate(alongsideTransition: { context in
            // Inside the slide's start: the animator made its animation already.
            animationExisted = animator.animation != nil
            overlay.state.alpha = context.isAnimated ? 1 : 0
        })
        #expect(queued == true)
        system.advance(by: 0)
        #expect(animationExisted == true)
        #expect(overlay.state.alpha == 1)
        let lines = system.lines()
        let ran = lines.firstIndex(
            of:
                "coordinator.alongside animations (1) in the first animation begun in animateTransition(using:)"
        )
        let call = lines.firstIndex(of: "animator.animateTransition(using:)")
        #expect(ran != nil && call != nil && ran! > call!)
        system.runUntilIdle()
        #expect(system.breaches.isEmpty)
    }

    @Test("Rule 17: with no view animation, alongside animations run right after animateTransition returns")
    func alongsideAfterReturn() {
        let delegate = TestDelegate(presentAnimator: NoViewAnimationAnimator())
        let (system, root, detail) = makeSystem(delegate: delegate)
        root.present(detail)
        root.transitionCoordinator?.animate(alongsideTransition: { _ in
            system.log(.system("alongside block"))
        })
        system.runUntilIdle()
        let lines = system.lines()
        let returned = lines.firstIndex(of: "animator.animateTransition returns") ?? -1
        #expect(
            Array(lines[(returned + 1)...].prefix(3)) == [
                "coordinator.alongside animations (1) after animateTransition(using:) returned",
                "system: alongside block",
                "context.completeTransition(true)",
            ])
        #expect(system.breaches.isEmpty)
    }

    @Test(
        "Rule 17: a late animation is not run and answers false; every completion runs after the transition")
    func lateAnimation() {
        let delegate = TestDelegate()
        let (system, root, detail) = makeSystem(delegate: delegate)
        root.present(detail)
        system.advance(by: 0)
        var order: [String] = []
        let coordinator = detail.transitionCoordinator
        let queued = coordinator?.animate(
            alongsideTransition: { _ in order.append("late animation") },
            completion: { context in order.append("completion, cancelled \(context.isCancelled)") })
        #expect(queued == false)
        #expect(
            coordinator?.animate(alongsideTransition: nil, completion: { _ in order.append("second") })
                == false)
        system.runUntilIdle()
        #expect(order == ["completion, cancelled false", "second"])
        // Spent: nothing more is queued, and nothing runs.
        #expect(
            coordinator?.animate(alongsideTransition: nil, completion: { _ in order.append("spent") })
                == false)
        #expect(order == ["completion, cancelled false", "second"])
        #expect(system.breaches.isEmpty)
    }

    @Test(
        "Rule 44: a late animation, on the reading that takes it, runs at once and answers true; completions after"
    )
    func lateAnimationTaken() {
        let delegate = TestDelegate()
        let (system, root, detail) = makeSystem(
            delegate: delegate, unknowns: Unknowns(runsAlongsideAnimationsAddedLate: true))
        root.present(detail)
        system.advance(by: 0)
        var order: [String] = []
        let coordinator = detail.transitionCoordinator
        #expect(coordinator?.ranAlongsideAnimations == true)
        let queued = coordinator?.animate(
            alongsideTransition: { context in order.append("late animation, cancelled \(context.isCancelled)")
            },
            completion: { context in order.append("completion, cancelled \(context.isCancelled)") })
        #expect(queued == true)
        #expect(order == ["late animation, cancelled false"])
        system.runUntilIdle()
        #expect(order == ["late animation, cancelled false", "completion, cancelled false"])
        #expect(system.lines().contains("coordinator.alongside animation added late, run at once"))
        // Spent: refused on every reading.
        #expect(coordinator?.animate(alongsideTransition: { _ in order.append("spent") }) == false)
        #expect(order.count == 2)
        #expect(system.breaches.isEmpty)
    }

    @Test("§3: interaction handlers run before the reversed wills; completions see the cancel")
    func cancelledInteractiveDismissal() {
        let delegate = TestDelegate()
        let (system, root, detail) = makeSystem(delegate: delegate)
        presentAndSettle(system, root, detail)
        let animator = SlideAnimator(interruptible: true)
        let interactor = PercentInteractor(animator: animator)
        delegate.dismissAnimator = animator
        delegate.dismissInteractor = interactor
        detail.dismiss()
        let coordinator = detail.transitionCoordinator
        #expect(coordinator?.initiallyInteractive == true)
        #expect(coordinator?.isInterruptible == true)
        var heard: [String] = []
        coordinator?.notifyWhenInteractionChanges { context in
            heard.append(
                "interaction changed: interactive \(context.isInteractive), cancelled \(context.isCancelled)")
            system.log(.system("handler"))
        }
        coordinator?.animate(alongsideTransition: nil) { context in
            heard.append("completion: cancelled \(context.isCancelled), \(context.percentComplete)")
        }
        system.advance(by: 0)
        #expect(coordinator?.isInteractive == true)
        interactor.update(0.25)
        interactor.cancel()
        system.runUntilIdle()
        #expect(
            heard == [
                "interaction changed: interactive false, cancelled true", "completion: cancelled true, 0.25",
            ])
        let lines = system.lines()
        let handler = lines.firstIndex(of: "system: handler") ?? -1
        #expect(lines[handler + 1] == "detail.viewWillAppear")
        #expect(root.presentedViewController === detail)
        #expect(system.breaches.isEmpty)
    }

    @Test("The context a coordinator tells: before the body, during it, and in its completions")
    func contextGetters() {
        let delegate = TestDelegate(presentAnimator: SlideAnimator(duration: 0.4))
        let (system, root, detail) = makeSystem(delegate: delegate)
        root.present(detail, animated: true)
        guard let coordinator = root.transitionCoordinator else {
            Issue.record("no coordinator")
            return
        }
        // Before the body: the container does not exist, the animator was not asked its duration.
        #expect(coordinator.containerView == nil)
        #expect(coordinator.transitionDuration == 0)
        #expect(coordinator.isAnimated)
        #expect(coordinator.presentationStyle == .custom)
        #expect(!coordinator.initiallyInteractive)
        #expect(!coordinator.isInterruptible)
        #expect(coordinator.viewController(forKey: .from) === root)
        #expect(coordinator.viewController(forKey: .to) === detail)
        #expect(coordinator.view(forKey: .from) == nil)  // rule 11
        #expect(coordinator.view(forKey: .to) === detail.view)
        #expect(coordinator.targetTransform == .identity)
        #expect(coordinator.completionCurve == 7)  // rule 15
        #expect(coordinator.completionVelocity == 1)
        system.advance(by: 0)
        #expect(coordinator.containerView === detail.presentationController?.containerView)
        #expect(coordinator.transitionDuration == 0.4)
        var containerInCompletion: [Bool] = []
        coordinator.animate(alongsideTransition: nil) {
            containerInCompletion.append($0.containerView != nil)
        }
        system.runUntilIdle()
        // The context cleared its container before the completions (§2 Present 4).
        #expect(containerInCompletion == [false])
        #expect(system.breaches.isEmpty)
    }

    @Test(
        "Rule 26: a size change's coordinator runs alongside animations after the layout, completions at its end"
    )
    func sizeChange() {
        let delegate = TestDelegate()
        let (system, root, detail) = makeSystem(delegate: delegate)
        presentAndSettle(system, root, detail)
        var seen: [String] = []
        var coordinator: HeadlessTransitionCoordinator?
        var completedAt: Double?
        root.willTransitionToSize = { size, sizeCoordinator in
            coordinator = sizeCoordinator
            seen.append("will transition to \(Int(size.width))x\(Int(size.height))")
            sizeCoordinator.animate(
                alongsideTransition: { _ in
                    // In the rotation's animation: the container is laid out for the new size.
                    seen.append("alongside: detail at \(detail.view.state.frame)")
                },
                completion: { context in
                    completedAt = system.time
                    seen.append("completion, animated \(context.isAnimated)")
                })
        }
        let start = system.time
        system.setGeometry(.iPhoneLandscape)
        #expect(
            seen == [
                "will transition to 844x390",
                "alongside: detail at \(CGRect(x: 0, y: 195, width: 844, height: 195))",
            ])
        #expect(coordinator?.presentationStyle == nil)
        #expect(coordinator?.targetTransform == .rotation(-Double.pi / 2))
        #expect(coordinator?.transitionDuration == HeadlessUIKit.sizeChangeDuration)
        #expect(coordinator?.containerView === system.window)
        #expect(!system.isIdle)
        system.runUntilIdle()
        #expect(seen.count == 3)
        #expect(seen.last == "completion, animated true")
        #expect(completedAt.map { abs($0 - (start + HeadlessUIKit.sizeChangeDuration)) < 1e-9 } == true)
        #expect(system.breaches.isEmpty)
    }

    @Test(
        "Rules 30, 32, 33: a user dismissal's DidDismiss is a completion of its coordinator, after dismiss's")
    func didDismissAsCoordinatorCompletion() {
        let delegate = TestDelegate()
        let (system, root, detail) = makeSystem(delegate: delegate)
        presentAndSettle(system, root, detail)
        let adaptive = TestAdaptiveDelegate()
        detail.presentationController?.delegate = adaptive
        #expect(system.shouldBeginUserDismissal(of: detail))
        detail.dismiss { system.log(.system("dismiss completion")) }
        // Queued before the body: it runs before the system's own (queued in the body).
        root.transitionCoordinator?.animate(alongsideTransition: nil) { _ in
            system.log(.system("app's coordinator completion"))
        }
        // Rule 32: WillDismiss once the dismissal was taken, its coordinator there.
        system.userDismissalWillBegin(of: detail)
        system.runUntilIdle()
        let lines = system.lines().drop { $0 != "completion: dismiss" }
        #expect(
            Array(lines) == [
                "completion: dismiss", "system: dismiss completion", "coordinator.completions",
                "system: app's coordinator completion",
                "adaptiveDelegate.presentationControllerDidDismiss(_:)",
                "animator.animationEnded(true)",
            ])
        #expect(system.breaches.isEmpty)
    }
}
