import Foundation
import StagehandCore
import StagehandUIKitLayer
import Testing

@testable import StagehandHeadless

@MainActor
@Suite("Stagehand presentations on the headless UIKit")
struct PresentationScenarioTests {
    @Test("A drawer presents and dismisses in UIKit's call order, the container gone at the end")
    func drawerCallOrder() throws {
        let scene = TestScene()
        var presented = 0
        scene.list.present(scene.detail, transition: .slideIn(from: .left)) { presented += 1 }
        scene.system.advance(by: 0)
        #expect(scene.system.window.subviews.map(\.name) == ["list", "container"])
        let container = scene.system.window.subviews[1]
        #expect(container.subviews.map(\.name) == ["dimming", "presented view"])
        #expect(scene.detailFrame == Rect(-292.5, 0, 292.5, 844))
        scene.system.advance(by: 0.15)
        #expect(scene.detailFrame.isClose(to: Rect(-146.25, 0, 292.5, 844)))
        #expect(isClose(container.subviews[0].presentationState.alpha, 0.5))
        scene.system.runUntilIdle()
        #expect(presented == 1)
        #expect(try scene.stagehand.driver.state == .presented)
        #expect(scene.detailFrame == Rect(0, 0, 292.5, 844))
        #expect(
            scene.lines().filter { !$0.hasPrefix("system:") } == [
                "delegate.presentationController(forPresented:presenting:source:)",
                "delegate.animationController(forPresented:presenting:source:)",
                "delegate.interactionControllerForPresentation(using:)",
                "pc.preferredContentSizeDidChange(forChildContentContainer:)",
                "pc.presentationTransitionWillBegin()",
                "detail.viewWillAppear",
                "animator.transitionDuration(using:)",
                "interactor.startInteractiveTransition(_:)",
                // Rule 34: the new container's layout pass at the end of the body's turn.
                "pc.containerViewWillLayoutSubviews()",
                "pc.containerViewDidLayoutSubviews()",
                "context.completeTransition(true)",
                "pc.presentationTransitionDidEnd(true)",
                "detail.viewDidAppear",
                "completion: present",
                "animator.animationEnded(true)",
            ])

        let start = scene.system.events.count
        var dismissed: Bool?
        try scene.stagehand.driver.dismiss { dismissed = $0 }
        scene.system.runUntilIdle()
        #expect(dismissed == true)
        #expect(scene.system.window.subviews.map(\.name) == ["list"])
        #expect(!scene.system.isInWindow(scene.detail.view))
        #expect(scene.detail.stagehand == nil)
        #expect(
            scene.lines(from: start).filter { !$0.hasPrefix("system:") } == [
                "delegate.animationController(forDismissed:)",
                "delegate.interactionControllerForDismissal(using:)",
                "pc.dismissalTransitionWillBegin()",
                "detail.viewWillDisappear",
                "animator.transitionDuration(using:)",
                "interactor.startInteractiveTransition(_:)",
                "context.completeTransition(true)",
                "pc.dismissalTransitionDidEnd(true)",
                // The transition lent by present(_:transition:) goes back once UIKit is done (rule 33).
                "coordinator.animate(alongsideTransition:completion:)",
                // The answer to stagehand.dismiss waits for UIKit to be done (rule 33).
                "coordinator.animate(alongsideTransition:completion:)",
                "detail.viewDidDisappear",
                "coordinator.completions",
                "animator.animationEnded(true)",
            ])
        #expect(scene.problems.isEmpty)
        // The presenter never heard appearance callbacks: its view stayed (contract §5).
        #expect(scene.list.appearanceEvents.isEmpty)
    }

    @Test("Full screen: UIKit moves the presenting view in and out; seed 004 puts it back below")
    func fullScreenFollowsUIKitsRules() {
        let scene = TestScene()
        scene.list.present(scene.detail, transition: .fade())
        scene.system.advance(by: 0)
        let container = scene.system.window.subviews.last!
        // Under everything UIKit handed over, Stagehand's pass-through view: a fade has no dimming
        // (rule 35).
        #expect(container.subviews.map(\.name) == ["passthrough", "list", "presented view"])
        scene.system.runUntilIdle()
        // After presenting, UIKit took the presenting view out of the window.
        #expect(scene.list.view.superview == nil)
        #expect(container.subviews.map(\.name) == ["passthrough", "presented view"])
        #expect(scene.list.appearanceEvents == [.willDisappear, .didDisappear])
        scene.detail.dismiss(animated: true)
        scene.system.advance(by: 0)
        // UIKit puts the presenting view back at the bottom of the container; the pass-through view
        // goes back under it.
        #expect(container.subviews.map(\.name) == ["passthrough", "list", "presented view"])
        scene.system.advance(by: 0.25)
        #expect(isClose(scene.presented.presentationState.alpha, 0.5))
        scene.system.runUntilIdle()
        #expect(scene.system.window.subviews.map(\.name) == ["list"])
        #expect(scene.list.appearanceEvents == [.willDisappear, .didDisappear, .willAppear, .didAppear])
        #expect(scene.problems.isEmpty)
    }

    @Test("A tap on the dimming mid-presentation pauses and cancels it, and every view is put back")
    func dismissingWhilePresentingCancelsThePresentation() throws {
        let scene = TestScene()
        let before = scene.hierarchy()
        var dismissResult: Bool?
        scene.list.present(scene.detail, transition: .slideIn(from: .bottom))
        scene.system.advance(by: 0)
        scene.system.advance(by: 0.1)
        let reached = Double(scene.presented.presentationState.frame.minY)
        let stagehand = try scene.stagehand
        let start = scene.system.events.count
        // The container and the dimming take the tap: touches reach them because an interaction
        // controller runs the presentation (it is interruptible).
        #expect(scene.system.tap(at: CGPoint(x: 195, y: 100))?.name == "dimming")
        stagehand.driver.dismiss { dismissResult = $0 }
        scene.system.advance(by: 1.0 / 60)
        let next = Double(scene.presented.presentationState.frame.minY)
        // It moves back from where it was, retracing the presentation in time.
        let plan = StagehandTransition.slideIn(from: .bottom).choreography(
            for: .present, in: stagehand.stage.measure()
        ).plan
        #expect(next > reached)
        #expect(isClose(next, Double(plan.state(of: .presented, at: 0.1 - 1.0 / 60)!.frame.minY), 1e-6))
        scene.system.runUntilIdle()
        #expect(
            scene.lines(from: start).filter { $0.hasPrefix("context") || $0.hasPrefix("pc.") } == [
                "context.pauseInteractiveTransition()",
                "context.cancelInteractiveTransition()",
                "context.completeTransition(false)",
                "pc.presentationTransitionDidEnd(false)",
            ])
        #expect(dismissResult == true)
        #expect(scene.list.presentedViewController == nil)
        #expect(scene.hierarchy() == before)
        #expect(scene.system.breaches.isEmpty)
    }

    @Test("Repeated dismissals join the one under way; nothing is asked of UIKit twice")
    func repeatedDismissalsDoNotStack() throws {
        let scene = TestScene()
        scene.presentAtRest(.slideIn(from: .right))
        let driver = try scene.stagehand.driver
        var answers: [Bool] = []
        for _ in 0..<3 {
            driver.dismiss { answers.append($0) }
            scene.system.advance(by: 0.05)
        }
        driver.dimmingTapped()
        scene.system.runUntilIdle()
        #expect(answers == [true, true, true])
        #expect(
            scene.system.events.filter { $0.description == "delegate.animationController(forDismissed:)" }
                .count == 1)
        #expect(!scene.system.events.contains { if case .refused = $0 { true } else { false } })
        var late: Bool?
        driver.dismiss { late = $0 }
        #expect(late == false)
        #expect(scene.problems.isEmpty)
    }

    @Test("A drag dismisses a card interactively and hands the finger's speed to the spring")
    func interactiveDismissalFinishesAtTheFingersSpeed() throws {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 300))
        scene.presentAtRest(.card())
        #expect(scene.detailFrame == Rect(20, 510, 350, 300))
        let stagehand = try scene.stagehand
        let start = scene.system.events.count
        #expect(stagehand.drag(from: CGPoint(x: 195, y: 600), through: [40, 100], velocity: 900))
        let dt = 1e-4
        // The finger moves 40 and 100 points, then two frames at 900 pt/s (15 points each, which
        // is how a pan measures a speed) before it lifts: 130 points in all.
        let released = Double(scene.presented.presentationState.frame.minY)
        #expect(isClose(released, 640))
        scene.system.advance(by: dt)
        let first = Double(scene.presented.presentationState.frame.minY)
        // The spring starts at the finger's speed, 900 pt/s (its acceleration changes that by a few
        // points per second over 0.1 ms).
        #expect(abs((first - released) / dt - 900) < 10)
        scene.system.runUntilIdle()
        #expect(scene.list.presentedViewController == nil)
        // The drag asked UIKit for a dismissal, started interactively where the finger was (40, 100,
        // 115 then 130 of the card's 334-point way out), finished, then completed once.
        #expect(
            scene.lines(from: start).filter { !$0.hasPrefix("system:") } == [
                "delegate.animationController(forDismissed:)",
                "delegate.interactionControllerForDismissal(using:)",
                "pc.dismissalTransitionWillBegin()",
                "detail.viewWillDisappear",
                "animator.transitionDuration(using:)",
                "interactor.startInteractiveTransition(_:)",
                "context.updateInteractiveTransition(\(40.0 / 334))",
                "context.updateInteractiveTransition(\(100.0 / 334))",
                "context.updateInteractiveTransition(\(115.0 / 334))",
                "context.updateInteractiveTransition(\(130.0 / 334))",
                "context.finishInteractiveTransition()",
                "context.completeTransition(true)",
                "pc.dismissalTransitionDidEnd(true)",
                // The lent transition goes back, and presentationControllerDidDismiss is sent, once
                // UIKit is done (rules 32, 33).
                "coordinator.animate(alongsideTransition:completion:)",
                "coordinator.animate(alongsideTransition:completion:)",
                "detail.viewDidDisappear",
                "coordinator.completions",
                "animator.animationEnded(true)",
            ])
        #expect(scene.problems.isEmpty)
    }

    @Test("A rubber band and a cancelled drag put every view back exactly")
    func interactiveCancelRestoresEveryView() throws {
        let scene = TestScene()
        scene.presentAtRest(.slideIn(from: .left))
        let before = scene.hierarchy()
        let stagehand = try scene.stagehand
        let start = scene.system.events.count
        // Away from the edge: a rubber band, outside any transition (UIKit hears nothing).
        #expect(
            stagehand.drag(from: CGPoint(x: 100, y: 400), along: .horizontal, through: [20, 40], velocity: 0))
        let banded = Double(scene.presented.presentationState.frame.minX)
        #expect(isClose(banded, GesturePhysics.rubberBand(offset: 40, dimension: 292.5)))
        #expect(banded > 0 && banded < 40 * 0.55)
        scene.system.runUntilIdle()
        #expect(scene.lines(from: start).isEmpty)
        #expect(scene.hierarchy() == before)
        // Towards the edge, slowly, less than half-way: the dismissal starts, then cancels.
        #expect(
            stagehand.drag(
                from: CGPoint(x: 100, y: 400), along: .horizontal, through: [-30, -60], velocity: 0))
        scene.system.runUntilIdle()
        let contextLines = scene.lines(from: start).filter { $0.hasPrefix("context.") || $0.hasPrefix("pc.") }
        #expect(
            contextLines == [
                "pc.dismissalTransitionWillBegin()",
                "context.updateInteractiveTransition(\(30 / 292.5))",
                "context.updateInteractiveTransition(\(60 / 292.5))",
                "context.cancelInteractiveTransition()",
                "context.completeTransition(false)",
                "pc.dismissalTransitionDidEnd(false)",
            ])
        #expect(stagehand.driver.state == .presented)
        #expect(scene.hierarchy() == before)
        #expect(scene.problems.isEmpty)
    }

    @Test(
        "A release decides by position, projection and velocity",
        arguments: [
            // translation (pt towards the edge), velocity (pt/s), dismissed?
            (200.0, 0.0, true), (100, 0, false), (100, 350, true), (250, -900, false), (20, 1000, true),
        ])
    func releaseDecisions(translation: Double, velocity: Double, dismissed: Bool) throws {
        let scene = TestScene()
        scene.presentAtRest(.slideIn(from: .left))
        try scene.stagehand.drag(
            from: CGPoint(x: 100, y: 400), along: .horizontal, through: [-translation / 2, -translation],
            velocity: -velocity)
        scene.system.runUntilIdle()
        #expect((scene.list.presentedViewController == nil) == dismissed)
        #expect(scene.problems.isEmpty)
    }

    @Test("A card's detents change outside transitions; below the lowest, a drag dismisses continuously")
    func detentsLiveOutsideTransitions() throws {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 300))
        scene.presentAtRest(.card(detents: [.fitted, .large]))
        let stagehand = try scene.stagehand
        let start = scene.system.events.count
        // Flung upwards: it settles at the large detent, and UIKit hears nothing of it.
        stagehand.drag(from: CGPoint(x: 195, y: 600), through: [-10], velocity: -1200)
        scene.system.runUntilIdle()
        #expect(stagehand.driver.detent == 1)
        #expect(scene.detailFrame == Rect(20, 67, 350, 743))
        #expect(scene.lines(from: start).isEmpty)
        // Dragged down from large: the card shrinks to the fitted height (443 points), then the same
        // drag dismisses it, continuously, from there.
        let driver = stagehand.driver
        driver.dragBegan()
        driver.dragChanged(translationX: 0, y: 200)
        #expect(scene.detailFrame == Rect(20, 267, 350, 543))
        driver.dragChanged(translationX: 0, y: 443)
        #expect(scene.detailFrame == Rect(20, 510, 350, 300))
        #expect(driver.state == .presented)
        driver.dragChanged(translationX: 0, y: 493)
        #expect(scene.detailFrame == Rect(20, 510, 350, 300))  // until UIKit starts the dismissal
        #expect(scene.lines(from: start).first == "delegate.animationController(forDismissed:)")
        scene.system.advance(by: 0)
        #expect(driver.state == .dismissing)
        #expect(driver.detent == 0)
        #expect(scene.detailFrame == Rect(20, 560, 350, 300))
        driver.dragChanged(translationX: 0, y: 543)
        #expect(scene.detailFrame == Rect(20, 610, 350, 300))
        driver.dragEnded(velocityX: 0, y: 1500)
        scene.system.runUntilIdle()
        #expect(scene.list.presentedViewController == nil)
        #expect(scene.problems.isEmpty)
    }

    @Test("Rotation lays the presentation out anew, at rest and mid-transition (rules 26, 27)")
    func layoutFollowsTheContainer() throws {
        let scene = TestScene()
        scene.presentAtRest(.slideIn(from: .right))
        scene.system.setGeometry(.iPhoneLandscape)
        #expect(scene.detailFrame == Rect(211, 0, 633, 390))
        let dimming = try scene.stagehand.stage.viewInContainer(.dimming)!
        #expect(Rect(dimming.presentationState.frame) == Rect(0, 0, 844, 390))
        scene.system.setGeometry(.iPhonePortrait)
        #expect(scene.detailFrame == Rect(97.5, 0, 292.5, 844))
        scene.detail.dismiss(animated: true)
        scene.system.runUntilIdle()
        // Mid-presentation: the motion retargets and continues from the same time.
        let again = TestScene()
        again.list.present(again.detail, transition: .slideIn(from: .right))
        again.system.advance(by: 0)
        again.system.advance(by: 0.15)
        again.system.setGeometry(.iPhoneLandscape)
        again.system.advance(by: 1.0 / 60)
        #expect(Double(again.presented.presentationState.frame.width) == 633)
        again.system.runUntilIdle()
        #expect(again.detailFrame == Rect(211, 0, 633, 390))
        #expect(scene.problems.isEmpty)
        #expect(again.problems.isEmpty, "\(again.problems)")
    }
}

@MainActor
@Suite("Every built-in transition through UIKit's own present and dismiss")
struct EveryTransitionTests {
    @Test(
        "Present, dismiss by call, tap and drag, rotate, present again: no breach, nothing left",
        arguments: everyTransition.indices)
    func lifecycle(index: Int) throws {
        let transition = everyTransition[index].transition
        let behavior = transition.presentationBehavior
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        var completions = 0
        func presentAnimated() throws {
            scene.list.present(scene.detail, transition: transition) { completions += 1 }
            scene.system.runUntilIdle()
            #expect(scene.list.presentedViewController === scene.detail)
            #expect(try scene.stagehand.driver.state == .presented)
        }
        func expectDismissed(_ how: String) {
            scene.system.runUntilIdle()
            #expect(scene.list.presentedViewController == nil, "\(how)")
            #expect(scene.system.window.subviews.map(\.name) == ["list"], "\(how)")
            #expect(scene.detail.stagehand == nil, "\(how)")
        }
        // By call.
        try presentAnimated()
        var dismissed: Bool?
        try scene.stagehand.driver.dismiss { dismissed = $0 }
        expectDismissed("call")
        #expect(dismissed == true)
        // By UIKit's plain dismiss, after a rotation at rest.
        try presentAnimated()
        scene.system.setGeometry(.iPhoneLandscape)
        let landscapeFrame = try scene.stagehand.driver.frameOfPresentedView()
        #expect(Rect(scene.presented.presentationState.frame) == Rect(landscapeFrame))
        scene.detail.dismiss(animated: true)
        expectDismissed("plain dismiss")
        scene.system.setGeometry(.iPhonePortrait)
        // By a tap on the dimming, where the transition allows it.
        try presentAnimated()
        // A corner the presented view leaves uncovered, if any.
        let covered = scene.detail.view.frame(in: scene.system.window)
        let corners = [
            CGPoint(x: 4, y: 4), CGPoint(x: 386, y: 840), CGPoint(x: 386, y: 4), CGPoint(x: 4, y: 840),
        ]
        // A dimming clear at the card's first detent (an undimmed detent) lets the tap through.
        let dims = (try scene.stagehand.driver.restingState(of: .dimming)?.alpha ?? 0) > 0
        scene.system.tap(at: corners.first { !covered.contains($0) } ?? corners[0])
        scene.system.runUntilIdle()
        let tapDismisses = behavior.dismissesOnBackgroundTap && dims
        #expect((scene.list.presentedViewController == nil) == tapDismisses)
        if !tapDismisses { scene.detail.dismiss(animated: false) }
        expectDismissed("tap")
        // By a drag towards the dismissal edge, where the transition allows it; every transition
        // is presented again for it, whether or not a tap dismissed it.
        try presentAnimated()
        let stagehand = try scene.stagehand
        let frame = scene.detail.view.frame(in: scene.system.window)
        let drag = transition.choreography(for: .dismiss, in: stagehand.stage.measure(), detent: nil).drag
        let sign = drag.edge.outwardSign
        let dragged = stagehand.drag(
            from: CGPoint(x: frame.midX, y: frame.midY), along: drag.edge.axis,
            through: [40 * sign, 120 * sign, 200 * sign], velocity: 2500 * sign)
        #expect(dragged)
        scene.system.runUntilIdle()
        let dragDismisses = behavior.isInteractivelyDismissible
        #expect((scene.list.presentedViewController == nil) == dragDismisses)
        if !dragDismisses {
            // A drag that cannot dismiss leaves the presentation exactly at rest.
            #expect(
                try Rect(scene.presented.presentationState.frame)
                    == Rect(scene.stagehand.driver.frameOfPresentedView()))
            scene.detail.dismiss(animated: false)
        }
        expectDismissed("drag")
        #expect(completions == 4)
        #expect(scene.system.breaches.isEmpty)
    }
}

@MainActor
@Suite("UIKit's call order for every built-in transition and style")
struct CallOrderTests {
    /// The calls UIKit makes for a present, then a dismiss, then a presentation cancelled mid-flight,
    /// with the presenter's appearance callbacks where its view is removed (contract §5), each
    /// forwarded to its child, the table (rule 64).
    @Test("Present, dismiss, and a presentation cancelled mid-flight", arguments: everyTransition.indices)
    func callOrder(index: Int) throws {
        let transition = everyTransition[index].transition
        let removesPresenter = transition.presentationBehavior.style == .fullScreen
        // A presentation that covers the screen asks for the status bar again once UIKit has torn it
        // down: a completion of the dismissal's coordinator (rule 36).
        let covers = transition.coversContainerAtRest(
            in: TransitionContext(
                container: .iPhonePortrait, preferredContentSize: CGSize(width: 0, height: 320)),
            detent: transition.detents.first)
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        // Layout passes come with the run loop's turns, not with the transition's calls (rule 34):
        // the System suite pins them.
        func calls(from start: Int) -> [String] {
            scene.lines(from: start).filter {
                !$0.hasPrefix("system:") && !$0.hasPrefix("context.update")
                    && !$0.hasPrefix("pc.containerView")
            }
        }
        scene.list.present(scene.detail, transition: transition) {}
        scene.system.runUntilIdle()
        #expect(
            calls(from: 0) == [
                "delegate.presentationController(forPresented:presenting:source:)",
                "delegate.animationController(forPresented:presenting:source:)",
                "delegate.interactionControllerForPresentation(using:)",
                "pc.preferredContentSizeDidChange(forChildContentContainer:)",
                "pc.presentationTransitionWillBegin()",
                "detail.viewWillAppear",
            ] + (removesPresenter ? ["list.viewWillDisappear", "table.viewWillDisappear"] : []) + [
                "animator.transitionDuration(using:)",
                "interactor.startInteractiveTransition(_:)",
                "context.completeTransition(true)",
                "pc.presentationTransitionDidEnd(true)",
                "detail.viewDidAppear",
            ] + (removesPresenter ? ["list.viewDidDisappear", "table.viewDidDisappear"] : []) + [
                "completion: present",
                "animator.animationEnded(true)",
            ])
        var start = scene.system.events.count
        scene.detail.dismiss(animated: true) {}
        scene.system.runUntilIdle()
        #expect(
            calls(from: start) == [
                "delegate.animationController(forDismissed:)",
                "delegate.interactionControllerForDismissal(using:)",
                "pc.dismissalTransitionWillBegin()",
                "detail.viewWillDisappear",
            ] + (removesPresenter ? ["list.viewWillAppear", "table.viewWillAppear"] : []) + [
                "animator.transitionDuration(using:)",
                "interactor.startInteractiveTransition(_:)",
                "context.completeTransition(true)",
                "pc.dismissalTransitionDidEnd(true)",
                // The transition lent by present(_:transition:) goes back once UIKit is done (rule 33).
                "coordinator.animate(alongsideTransition:completion:)",
            ] + (covers ? ["coordinator.animate(alongsideTransition:completion:)"] : []) + [
                "detail.viewDidDisappear"
            ] + (removesPresenter ? ["list.viewDidAppear", "table.viewDidAppear"] : []) + [
                "completion: dismiss",
                "coordinator.completions",
                "animator.animationEnded(true)",
            ])
        // Cancelled mid-flight: pause, cancel, complete(false), didEnd(false); nothing left.
        start = scene.system.events.count
        scene.list.present(scene.detail, transition: transition)
        scene.system.advance(by: 0)
        scene.system.advance(by: 0.05)
        var result: Bool?
        try scene.stagehand.driver.dismiss { result = $0 }
        scene.system.runUntilIdle()
        #expect(result == true)
        #expect(
            calls(from: start).filter { $0.hasPrefix("context.") || $0.hasPrefix("pc.") } == [
                "pc.preferredContentSizeDidChange(forChildContentContainer:)",
                "pc.presentationTransitionWillBegin()",
                "context.pauseInteractiveTransition()",
                "context.cancelInteractiveTransition()",
                "context.completeTransition(false)",
                "pc.presentationTransitionDidEnd(false)",
            ])
        #expect(scene.list.presentedViewController == nil)
        #expect(scene.system.window.subviews.map(\.name) == ["list"])
        #expect(scene.system.breaches.isEmpty)
    }
}
