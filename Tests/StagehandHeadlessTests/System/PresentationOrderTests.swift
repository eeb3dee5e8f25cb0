import Foundation
import StagehandCore
import StagehandHeadless
import StagehandUIKitLayer
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

@MainActor
@Suite("Headless UIKit: present and dismiss in the contract's order")
struct PresentationOrderTests {
    @Test("A custom presentation follows §2 Present 1–4, the body on the next turn")
    func presentOrder() {
        let delegate = TestDelegate()
        let (system, root, detail) = makeSystem(delegate: delegate)
        var completed = false
        root.present(detail, animated: true) { completed = true }
        // §2 Present 1 runs inside present; the body is scheduled (2).
        #expect(
            system.lines() == [
                "delegate.presentationController(forPresented:presenting:source:)",
                "delegate.animationController(forPresented:presenting:source:)",
                "delegate.interactionControllerForPresentation(using:)",
            ])
        #expect(detail.presentingViewController === root)
        #expect(root.presentedViewController === detail)
        #expect(!system.isIgnoringTouches)
        system.advance(by: 0)
        #expect(system.isIgnoringTouches)
        #expect(system.window.subviews.map(\.name) == ["root", "container"])
        system.runUntilIdle()
        #expect(
            system.lines(from: 3) == [
                "system: touches ignored",
                "pc.preferredContentSizeDidChange(forChildContentContainer:)",
                "system: container inserted into window",
                "pc.presentationTransitionWillBegin()",
                "detail.viewWillAppear",
                "animator.transitionDuration(using:)",
                "animator.animateTransition(using:)",
                // Rule 34: the new container's layout pass at the end of the body's turn.
                "pc.containerViewWillLayoutSubviews()",
                "pc.containerViewDidLayoutSubviews()",
                "context.completeTransition(true)",
                "system: touches enabled",
                "pc.presentationTransitionDidEnd(true)",
                "system: context container cleared",
                "detail.viewDidAppear",
                "completion: present",
                "animator.animationEnded(true)",
            ])
        #expect(completed)
        #expect(system.breaches.isEmpty)
        #expect(!system.isIgnoringTouches)
        #expect(system.time > 0.29 && system.time < 0.34)
        let container = system.window.subviews.last
        #expect(container?.subviews.map(\.name) == ["detail"])
        #expect(detail.view.state.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(root.appearanceEvents.isEmpty)
        #expect(detail.presentationController?.containerView === container)
    }

    @Test("A dismissal follows §2 Dismiss and removes the view and the container")
    func dismissOrder() {
        let delegate = TestDelegate()
        let (system, root, detail) = makeSystem(delegate: delegate)
        presentAndSettle(system, root, detail)
        weak let controller = detail.presentationController
        let start = system.events.count
        var completed = false
        detail.dismiss(animated: true) { completed = true }  // rule 25: forwarded to root
        system.runUntilIdle()
        #expect(
            system.lines(from: start) == [
                "delegate.animationController(forDismissed:)",
                "delegate.interactionControllerForDismissal(using:)",
                "system: touches ignored",
                "pc.dismissalTransitionWillBegin()",
                "detail.viewWillDisappear",
                "animator.transitionDuration(using:)",
                "animator.animateTransition(using:)",
                "context.completeTransition(true)",
                "system: touches enabled",
                "pc.dismissalTransitionDidEnd(true)",
                "system: presented view removed",
                "system: container removed",
                "system: context container cleared",
                "system: presentation link torn down",
                "detail.viewDidDisappear",
                "completion: dismiss",
                "animator.animationEnded(true)",
            ])
        #expect(completed)
        #expect(system.window.subviews.map(\.name) == ["root"])
        #expect(root.presentedViewController == nil)
        #expect(detail.presentingViewController == nil)
        #expect(detail.presentationController == nil)
        #expect(controller == nil)  // §1: released after the dismissal
        #expect(detail.appearanceEvents == [.willAppear, .didAppear, .willDisappear, .didDisappear])
        #expect(system.breaches.isEmpty)
    }

    @Test("The animator is released after its transition; the context holds the container weakly")
    func lifetimes() {
        let delegate = TestDelegate()
        let (system, root, detail) = makeSystem(delegate: delegate)
        weak var animator: SlideAnimator?
        var context: HeadlessTransitionContext?
        do {
            let strong = SlideAnimator()
            animator = strong
            delegate.presentAnimator = strong
            root.present(detail)
            delegate.presentAnimator = nil
            context = system.currentTransitionContext
        }
        #expect(animator != nil)
        system.runUntilIdle()
        #expect(animator == nil)
        #expect(context?.containerView == nil)
        #expect(context?.isCompleted == true)
    }

    struct StyleCase: Sendable, CustomStringConvertible {
        let style: ModalPresentationStyle
        let removesPresenter: Bool
        let line: Int
        var description: String { "\(style) (line \(line))" }
    }

    @Test(
        "Appearance callbacks per style (§5): the presenter only when its view is removed",
        arguments: [
            StyleCase(style: .fullScreen, removesPresenter: true, line: #line),
            StyleCase(style: .currentContext, removesPresenter: true, line: #line),
            StyleCase(style: .overFullScreen, removesPresenter: false, line: #line),
            StyleCase(style: .overCurrentContext, removesPresenter: false, line: #line),
            StyleCase(style: .pageSheet, removesPresenter: false, line: #line),
            StyleCase(style: .automatic, removesPresenter: false, line: #line),
        ])
    func appearanceByStyle(_ testCase: StyleCase) {
        let (system, root, detail) = makeSystem(style: testCase.style)
        presentAndSettle(system, root, detail)
        #expect(detail.appearanceEvents == [.willAppear, .didAppear])
        #expect(root.appearanceEvents == (testCase.removesPresenter ? [.willDisappear, .didDisappear] : []))
        #expect(system.isInWindow(root.view) == !testCase.removesPresenter)
        detail.dismiss()
        system.runUntilIdle()
        #expect(detail.appearanceEvents == [.willAppear, .didAppear, .willDisappear, .didDisappear])
        #expect(
            root.appearanceEvents
                == (testCase.removesPresenter
                    ? [.willDisappear, .didDisappear, .willAppear, .didAppear] : []))
        #expect(system.window.subviews.map(\.name) == ["root"])
        #expect(system.breaches.isEmpty)
    }

    @Test("A custom PC with shouldRemovePresentersView moves the presenter in, removes it, restores it")
    func removesPresenter() {
        let delegate = TestDelegate(controller: {
            let controller = CardPresentationController(presentedViewController: $0, presenting: $1)
            controller.removesPresenter = true
            return controller
        })
        let (system, root, detail) = makeSystem(delegate: delegate)
        let other = ModelView(name: "overlay")
        system.window.addSubview(other)
        root.present(detail)
        system.advance(by: 0)
        let container = system.window.subviews.last
        #expect(container?.subviews.map(\.name) == ["root", "detail"])
        #expect(system.lines().contains("system: presenter's view moved into the container"))
        system.runUntilIdle()
        #expect(container?.subviews.map(\.name) == ["detail"])
        #expect(root.appearanceEvents == [.willDisappear, .didDisappear])
        detail.dismiss()
        system.advance(by: 0)
        #expect(container?.subviews.map(\.name) == ["root", "detail"])
        system.runUntilIdle()
        // Restored to its old superview and index.
        #expect(system.window.subviews.map(\.name) == ["root", "overlay"])
        #expect(root.view.state.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(root.appearanceEvents == [.willDisappear, .didDisappear, .willAppear, .didAppear])
        #expect(system.breaches.isEmpty)
    }

    @Test("Rule 11: .from is nil while presenting and .to while dismissing, unless the presenter is removed")
    func viewForKey() {
        for removes in [false, true] {
            let delegate = TestDelegate(controller: {
                let controller = CardPresentationController(presentedViewController: $0, presenting: $1)
                controller.removesPresenter = removes
                return controller
            })
            let (system, root, detail) = makeSystem(delegate: delegate)
            root.present(detail)
            system.advance(by: 0)
            let presenting = system.currentTransitionContext
            #expect((presenting?.view(forKey: .from) === root.view) == removes)
            #expect(presenting?.view(forKey: .to) === detail.view)
            // Rule 13: finalFrame(from) is .zero exactly when the from-view is removed.
            #expect((presenting?.finalFrame(for: root) == .zero) == removes)
            #expect(presenting?.initialFrame(for: detail) == .zero)
            #expect(presenting?.finalFrame(for: detail) == CGRect(x: 0, y: 422, width: 390, height: 422))
            system.runUntilIdle()
            detail.dismiss()
            system.advance(by: 0)
            let dismissing = system.currentTransitionContext
            #expect(dismissing?.view(forKey: .from) === detail.view)
            #expect((dismissing?.view(forKey: .to) === root.view) == removes)
            #expect(dismissing?.finalFrame(for: detail) == .zero)
            system.runUntilIdle()
            #expect(system.breaches.isEmpty)
        }
    }

    @Test("§1: a delegate released before the dismissal gives the default dismissal")
    func weakDelegate() {
        var delegate: TestDelegate? = TestDelegate()
        let (system, root, detail) = makeSystem(delegate: delegate)
        presentAndSettle(system, root, detail)
        delegate = nil
        #expect(detail.transitioningDelegate == nil)
        let start = system.events.count
        detail.dismiss()
        system.runUntilIdle()
        let lines = system.lines(from: start)
        #expect(lines.first == "system: no transitioning delegate: default dismissal")
        #expect(lines.contains("system: default animation"))
        #expect(!lines.contains("animator.animateTransition(using:)"))
        #expect(system.window.subviews.map(\.name) == ["root"])
        #expect(system.breaches.isEmpty)
    }

    @Test("Rule 25: a second dismiss goes to the presenter; at the root it does nothing")
    func doubleDismiss() {
        let (system, root, detail) = makeSystem(delegate: TestDelegate())
        presentAndSettle(system, root, detail)
        detail.dismiss()
        system.runUntilIdle()
        let start = system.events.count
        detail.dismiss()
        root.dismiss()
        #expect(
            system.lines(from: start) == [
                "system: dismiss ignored: <detail> presents nothing and is not presented",
                "system: dismiss ignored: <root> presents nothing and is not presented",
            ])
    }

    @Test("A non-animated custom presentation still calls animateTransition (rule 9)")
    func notAnimated() {
        // The delegate is weak (§1): the test keeps it alive.
        let delegate = TestDelegate(presentAnimator: TwiceCompletingAnimator())
        let (system, root, detail) = makeSystem(delegate: delegate)
        root.present(detail, animated: false)
        system.advance(by: 0)
        #expect(system.lines().contains("animator.animateTransition(using:)"))
        #expect(system.currentTransitionContext == nil)
        #expect(system.breaches == [.completedTwice])
    }
}
