import Foundation
import StagehandCore
import StagehandHeadless
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Adds the to-view somewhere of the test's choosing, then completes.
@MainActor
private final class MisplacingAnimator: HeadlessAnimatedTransitioning {
    let place: (HeadlessTransitionContext, ModelView) -> Void

    init(place: @escaping (HeadlessTransitionContext, ModelView) -> Void) { self.place = place }

    func transitionDuration(using transitionContext: HeadlessTransitionContext?) -> Double { 0 }

    func animateTransition(using context: HeadlessTransitionContext) {
        if let view = context.view(forKey: .to) { place(context, view) }
        context.completeTransition(true)
    }
}

@MainActor
@Suite("Headless UIKit: breaches of the contract")
struct BreachTests {
    @Test("Seed 004's guard-return animator freezes the UI: exactly .neverCompleted, touches swallowed")
    func freeze() {
        let delegate = TestDelegate(presentAnimator: GuardReturningAnimator())
        let (system, root, detail) = makeSystem(delegate: delegate)
        root.present(detail)
        #expect(system.runUntilIdle())
        #expect(system.breaches == [.neverCompleted])
        #expect(system.breaches.first?.rule == 1)
        // Judged as soon as nothing is left that could complete it: the body's turn.
        #expect(system.time == 1.0 / 60)
        #expect(system.isIgnoringTouches)
        #expect(system.tap(at: CGPoint(x: 100, y: 100)) == nil)
        #expect(system.events.last == .system("tap swallowed: touches ignored"))
        #expect(system.window.subviews.map(\.name) == ["root", "container"])
        _ = detail
    }

    @Test("A finger resting mid-drag for 11 s is no freeze; the run ending with it in flight is")
    func abandonedInteraction() {
        let delegate = TestDelegate()
        let animator = SlideAnimator(interruptible: true)
        delegate.presentAnimator = animator
        let interactor = PercentInteractor(animator: animator)
        delegate.presentInteractor = interactor
        let (system, root, detail) = makeSystem(delegate: delegate)
        root.present(detail)
        system.advance(by: 0)
        #expect(!system.isIgnoringTouches)
        interactor.update(0.4)
        for _ in 0..<11 { system.advance(by: 1) }
        // The interaction holds it: the system waits for it, idle, and nothing is frozen.
        #expect(system.runUntilIdle())
        #expect(system.time == 11)
        #expect(system.breaches.isEmpty)
        #expect(system.finishRun() == [.neverCompleted])
        #expect(system.lines().last == "system: run finished")
    }

    @Test("Rule 4: finish without completeTransition")
    func finishWithoutComplete() {
        let delegate = TestDelegate()
        let animator = SlideAnimator(interruptible: true)
        delegate.presentAnimator = animator
        delegate.presentInteractor = PercentInteractor(animator: animator)
        let (system, root, detail) = makeSystem(delegate: delegate)
        root.present(detail)
        system.advance(by: 0)
        system.currentTransitionContext?.finishInteractiveTransition()  // the animation never resumes
        system.runUntilIdle()
        #expect(system.breaches == [.finishOrCancelWithoutComplete])
    }

    @Test("Rule 2: a second completeTransition is ignored and flagged")
    func completedTwice() {
        let delegate = TestDelegate(presentAnimator: TwiceCompletingAnimator())
        let (system, root, detail) = makeSystem(delegate: delegate)
        root.present(detail)
        system.runUntilIdle()
        #expect(system.breaches == [.completedTwice])
        #expect(system.lines().filter { $0 == "pc.presentationTransitionDidEnd(true)" }.count == 1)
        #expect(detail.appearanceEvents == [.willAppear, .didAppear])
    }

    @Test("Rule 5: completeTransition(true) after a cancel is flagged, and UIKit obeys it")
    func completedCancelledAsFinished() {
        let delegate = TestDelegate()
        let (system, root, detail) = makeSystem(delegate: delegate)
        presentAndSettle(system, root, detail)
        let interactor = AlwaysFinishingInteractor()
        delegate.dismissInteractor = interactor
        detail.dismiss()
        system.advance(by: 0)
        interactor.cancel()
        system.runUntilIdle()
        #expect(system.breaches == [.completedCancelledAsFinished])
        #expect(system.window.subviews.map(\.name) == ["root"])
        // Appearance stays balanced: the forward will is sent again before the did.
        #expect(
            detail.appearanceEvents.suffix(4) == [.willDisappear, .willAppear, .willDisappear, .didDisappear])
    }

    @Test("Rule 13: a presented view that does not end at its finalFrame is flagged")
    func finalFrame() {
        let animator = MisplacingAnimator { context, view in
            context.containerView?.addSubview(view)
            view.state.frame = CGRect(x: 0, y: 0, width: 390, height: 422)
        }
        let delegate = TestDelegate(presentAnimator: animator)
        let (system, root, detail) = makeSystem(delegate: delegate)
        presentAndSettle(system, root, detail)
        #expect(system.breaches == [.finalFrameNotRespected("detail")])
    }

    @Test("§2 Present 3.6: a to-view added outside the container is flagged")
    func outsideContainer() {
        let (system, root, detail) = makeSystem()
        let animator = MisplacingAnimator { _, view in system.window.addSubview(view) }
        let delegate = TestDelegate(presentAnimator: animator)
        detail.transitioningDelegate = delegate
        presentAndSettle(system, root, detail)
        #expect(system.breaches == [.viewSetOutsideContainer("detail")])
        #expect(system.breaches.first?.section == 2)
    }

    @Test("§5: manual appearance calls on top of UIKit's are unbalanced")
    func unbalancedAppearance() {
        let delegate = TestDelegate()
        let (system, root, detail) = makeSystem(delegate: delegate)
        presentAndSettle(system, root, detail)
        detail.beginAppearanceTransition(true, animated: true)
        #expect(system.breaches == [.unbalancedAppearance("detail")])
        #expect(
            system.breaches.first?.description
                == "§5: Unbalanced calls to begin/end appearance transitions for <detail>.")
    }

    @Test("Rule 3: a container put back on screen after the dismissal is flagged")
    func leftoverContainer() {
        let delegate = TestDelegate()
        let (system, root, detail) = makeSystem(delegate: delegate)
        presentAndSettle(system, root, detail)
        let container = detail.presentationController?.containerView
        detail.dismiss { if let container { system.window.addSubview(container) } }
        system.runUntilIdle()
        #expect(system.breaches == [.containerLeftOnScreen])
    }

    @Test("Rule 5: completeTransition(false) when nothing cancelled is flagged, and UIKit obeys it")
    func completedFinishedAsCancelled() {
        let delegate = TestDelegate(presentAnimator: GivingUpAnimator())
        let (system, root, detail) = makeSystem(delegate: delegate)
        var presented = 0
        root.present(detail) { presented += 1 }
        system.runUntilIdle()
        #expect(system.breaches == [.completedFinishedAsCancelled])
        // UIKit takes didComplete at its word: the presentation is over, its views gone.
        #expect(root.presentedViewController == nil)
        #expect(system.window.subviews.map(\.name) == ["root"])
        #expect(system.lines().contains("pc.presentationTransitionDidEnd(false)"))
        #expect(detail.appearanceEvents == [.willAppear, .willDisappear, .didDisappear])
        #expect(presented == 0)
    }

    @Test(
        "Rule 3: a container is flagged once, only when nothing is presented in it and nothing is in flight")
    func leftoverContainerOnlyWhenIdle() {
        let delegate = TestDelegate()
        let (system, root, detail) = makeSystem(delegate: delegate)
        root.present(detail)
        // In flight, and then presented: the container is the presentation's.
        system.advance(by: 0)
        #expect(system.breaches.isEmpty)
        system.runUntilIdle()
        #expect(system.breaches.isEmpty)
        let container = detail.presentationController?.containerView
        // Put back and taken out again within one turn: nothing on screen at the turn's end.
        detail.dismiss {
            if let container {
                system.window.addSubview(container)
                container.removeFromSuperview()
            }
        }
        system.runUntilIdle()
        #expect(system.breaches.isEmpty)
        // Put back and left: flagged at the end of the turn, once however long it stays.
        if let container { system.window.addSubview(container) }
        system.advance(by: 1.0 / 60)
        system.advance(by: 1)
        system.advance(by: 1)
        #expect(system.breaches == [.containerLeftOnScreen])
    }

    /// Every kind of breach, with its rule, its section and its description, word for word.
    nonisolated static let descriptionTable:
        [(breach: ContractBreach, rule: Int, section: Int, text: String)] = [
            (.completedTwice, 2, 4, "rule 2: completeTransition called twice"),
            (
                .completedCancelledAsFinished, 5, 4,
                "rule 5: completeTransition(true) after the transition was cancelled"
            ),
            (
                .completedFinishedAsCancelled, 5, 4,
                "rule 5: completeTransition(false) although the transition was not cancelled"
            ),
            (
                .neverCompleted, 1, 4,
                "rule 1: the transition never completed (rules 1, 3): touches ignored, the UI is frozen"
            ),
            (
                .finishOrCancelWithoutComplete, 4, 4,
                "rule 4: finish/cancelInteractiveTransition not followed by completeTransition"
            ),
            (
                .presentedActiveController("x"), 21, 4,
                "rule 21: Application tried to present modally an active controller <x>."
            ),
            (.containerLeftOnScreen, 3, 4, "rule 3: a transition container was left on screen"),
            (
                .presentedFrameNotReset("x"), 27, 4,
                "rule 27: the presented view of <x> was not reset to frameOfPresentedViewInContainerView"
            ),
            (
                .unbalancedAppearance("x"), 0, 5,
                "§5: Unbalanced calls to begin/end appearance transitions for <x>."
            ),
            (
                .finalFrameNotRespected("x"), 13, 4,
                "rule 13: the presented view of <x> did not end at its finalFrame"
            ),
            (
                .viewSetOutsideContainer("x"), 0, 2,
                "§2: the presented view of <x> is not inside the container"
            ),
            (
                .propertyAnimatorMisuse(.finishWhileActive), 39, 4,
                "rule 39: UIViewPropertyAnimator: finishAnimation(at:) on an active animator; only a stopped "
                    + "one can be finished"
            ),
            (
                .navigationViewLeftBehind("x"), 53, 4,
                "rule 53: the view of <x> was left in the navigation controller's content view"
            ),
            (
                .nestedNavigationTransition("nested push animation can result in corrupted navigation bar"),
                56,
                4, "rule 56: nested push animation can result in corrupted navigation bar"
            ),
            (
                .pushedActiveController("x"), 57, 4,
                "rule 57: Pushing the same view controller instance more than once is not supported (<x>)"
            ),
            (
                .tabSwitchDuringTransition("x"), 59, 4,
                "rule 59: the tab of <x> was selected while a tab switch was running"
            ),
            (
                .childNeverToldItMoved("x"), 63, 4,
                "rule 63: the child <x> was never told didMove(toParent:) with its parent"
            ),
            (
                .childRemovedUntold("x"), 63, 4,
                "rule 63: the child <x> was removed without willMove(toParent: nil) first"
            ),
            (
                .viewControllerHierarchyInconsistent("x"), 63, 4,
                "rule 63: child view controller <x> should have the parent view controller whose view "
                    + "holds its view (UIViewControllerHierarchyInconsistency)"
            ),
            (
                .displayLinkLeftRunning("x"), 65, 4,
                "rule 65: the display link <x> was left running: it fires every frame and keeps its target"
            ),
        ]

    @Test("Every breach names its rule in its description", arguments: descriptionTable.indices)
    func descriptions(index: Int) {
        let entry = Self.descriptionTable[index]
        #expect(entry.breach.rule == entry.rule)
        #expect(entry.breach.section == entry.section)
        #expect(entry.breach.description == entry.text)
    }

    @Test("The description table covers every kind of breach")
    func everyKindDescribed() {
        // The switch has no default: a new kind of breach does not compile until it has a row.
        func row(_ breach: ContractBreach) -> Int {
            switch breach {
            case .completedTwice: 0
            case .completedCancelledAsFinished: 1
            case .completedFinishedAsCancelled: 2
            case .neverCompleted: 3
            case .finishOrCancelWithoutComplete: 4
            case .presentedActiveController: 5
            case .containerLeftOnScreen: 6
            case .presentedFrameNotReset: 7
            case .unbalancedAppearance: 8
            case .finalFrameNotRespected: 9
            case .viewSetOutsideContainer: 10
            case .propertyAnimatorMisuse: 11
            case .navigationViewLeftBehind: 12
            case .nestedNavigationTransition: 13
            case .pushedActiveController: 14
            case .tabSwitchDuringTransition: 15
            case .childNeverToldItMoved: 16
            case .childRemovedUntold: 17
            case .viewControllerHierarchyInconsistent: 18
            case .displayLinkLeftRunning: 19
            }
        }
        #expect(Self.descriptionTable.map { row($0.breach) } == Array(0...19))
    }
}

/// Completes a presentation with `false` although nothing cancelled it (rule 5's other half).
@MainActor
private final class GivingUpAnimator: HeadlessAnimatedTransitioning {
    func transitionDuration(using transitionContext: HeadlessTransitionContext?) -> Double { 0 }

    func animateTransition(using context: HeadlessTransitionContext) {
        if let view = context.view(forKey: .to) { context.containerView?.addSubview(view) }
        context.completeTransition(false)
    }
}
