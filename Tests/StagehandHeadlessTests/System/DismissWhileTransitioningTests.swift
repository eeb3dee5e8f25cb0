import Foundation
import StagehandCore
import StagehandHeadless
import Testing

@MainActor
@Suite("Headless UIKit: dismiss while a transition is in progress, the three readings of rule 24")
struct DismissWhileTransitioningTests {
    @Test("Gated (the default): logged and dropped; the presentation completes and stays")
    func gated() {
        let delegate = TestDelegate()
        let (system, root, detail) = makeSystem(delegate: delegate)
        root.present(detail)
        let coordinator = root.transitionCoordinator
        var dismissed = 0
        detail.dismiss { dismissed += 1 }
        #expect(
            system.events.last
                == .refused(
                    rule: 24,
                    message: "Trying to dismiss the presentation controller while transitioning already."))
        // The presentation's coordinator is still the one answered.
        #expect(root.transitionCoordinator === coordinator)
        system.runUntilIdle()
        #expect(dismissed == 0)
        #expect(root.presentedViewController === detail)
        #expect(system.breaches.isEmpty)
    }

    @Test("Held: until the presentation has completed, then UIKit's dismissal in full")
    func continues() {
        let delegate = TestDelegate()
        let (system, root, detail) = makeSystem(
            delegate: delegate, unknowns: Unknowns(dismissalRequestedWhileTransitioning: .held))
        root.present(detail)
        var dismissed = 0
        detail.dismiss { dismissed += 1 }
        let held = system.events.count
        #expect(system.lines().last == "system: dismiss held until the transition in progress completes")
        system.runUntilIdle()
        #expect(dismissed == 1)
        #expect(root.presentedViewController == nil)
        #expect(system.window.subviews.map(\.name) == ["root"])
        // The delegate is asked for the dismissal only once the presentation is over.
        let lines = system.lines(from: held)
        let ended = lines.firstIndex(of: "animator.animationEnded(true)") ?? -1
        #expect(
            Array(lines[(ended + 1)...].prefix(3)) == [
                "system: performing the dismiss held during the transition (rule 24)",
                "delegate.animationController(forDismissed:)",
                "delegate.interactionControllerForDismissal(using:)",
            ])
        #expect(lines.suffix(2) == ["completion: dismiss", "animator.animationEnded(true)"])
        #expect(detail.appearanceEvents == [.willAppear, .didAppear, .willDisappear, .didDisappear])
        #expect(system.breaches.isEmpty)
    }

    @Test("Held: a second dismiss during a dismissal is dropped, never dismissing the presenter")
    func heldDismissalOfWhatIsGone() {
        let delegate = TestDelegate()
        let (system, root, detail) = makeSystem(
            delegate: delegate, unknowns: Unknowns(dismissalRequestedWhileTransitioning: .held))
        let middle = ModelViewController(name: "middle")
        middle.modalPresentationStyle = .overFullScreen
        root.present(middle)
        system.runUntilIdle()
        middle.present(detail)
        system.runUntilIdle()
        var completions = 0
        // Rule 25: called on the presenter, each dismiss means "what middle presents"; re-read
        // once the first is over, the second would mean middle itself.
        middle.dismiss { completions += 1 }
        middle.dismiss { completions += 10 }
        system.runUntilIdle()
        #expect(completions == 1)
        #expect(
            system.lines().contains(
                "system: held dismiss dropped: what it was to dismiss is no longer presented"))
        // Rule 25's trap avoided: the middle presentation stays.
        #expect(root.presentedViewController === middle)
        #expect(middle.presentedViewController == nil)
        #expect(system.breaches.isEmpty)
    }

    @Test(
        "Runs at once: a second context begins beside the presentation; the first completion ends the dismissal"
    )
    func runsAtOnce() {
        let delegate = TestDelegate()
        let (system, root, detail) = makeSystem(
            delegate: delegate, unknowns: Unknowns(dismissalRequestedWhileTransitioning: .runsAtOnce))
        var presented = 0
        var dismissed = 0
        root.present(detail) { presented += 1 }
        system.advance(by: 0)
        let first = system.currentTransitionContext
        system.advance(by: 0.1)
        detail.dismiss { dismissed += 1 }
        let second = system.besideTransitionContext
        #expect(second != nil && second !== first)
        // The delegate is asked at once; the body comes on the next turn, beside the first.
        #expect(
            system.lines().suffix(3) == [
                "system: dismiss runs at once, beside the transition in progress",
                "delegate.animationController(forDismissed:)",
                "delegate.interactionControllerForDismissal(using:)",
            ])
        let begun = system.events.count
        system.advance(by: 0)
        let body = system.lines(from: begun)
        #expect(
            body.first == "system: a second transition context begins while the first is in flight (rule 24)")
        #expect(body.contains("pc.dismissalTransitionWillBegin()"))
        #expect(first?.isInFlight == true && second?.isInFlight == true)
        system.runUntilIdle()
        // The presentation's animator completes first (it began 0.1 s earlier): UIKit's dismissal
        // ends then; the dismissal's context, completed later, finds the presentation over.
        let lines = system.lines(from: begun)
        let ended = lines.firstIndex(of: "pc.dismissalTransitionDidEnd(true)") ?? -1
        let fault =
            lines.firstIndex { $0.hasPrefix("system: self._currentTransitionDidComplete is nil!") } ?? -1
        #expect(ended >= 0 && fault > ended)
        #expect(!lines.contains { $0.hasPrefix("pc.presentationTransitionDidEnd") })
        #expect(first?.isCompleted == true && second?.isCompleted == true)
        #expect(presented == 0)
        #expect(dismissed == 1)
        #expect(root.presentedViewController == nil)
        #expect(system.window.subviews.map(\.name) == ["root"])
        #expect(detail.appearanceEvents == [.willAppear, .willDisappear, .didDisappear])
        #expect(system.finishRun().isEmpty)
    }

    @Test("Runs at once: the other context is still owed its one completion; left open, it is a freeze")
    func runsAtOnceOtherContextLeftOpen() {
        let delegate = TestDelegate(dismissAnimator: GuardReturningAnimator())
        let (system, root, detail) = makeSystem(
            delegate: delegate, unknowns: Unknowns(dismissalRequestedWhileTransitioning: .runsAtOnce))
        root.present(detail)
        system.advance(by: 0)
        system.advance(by: 0.1)
        detail.dismiss()
        system.runUntilIdle()
        // The presentation's completion ended the dismissal; the dismissal's context never completes.
        #expect(root.presentedViewController == nil)
        #expect(system.finishRun() == [.neverCompleted])
    }
}
