import Foundation
import StagehandCore
import StagehandHeadless
import Testing

@MainActor
@Suite("Headless UIKit: dismiss while a transition is in progress, both readings of rule 24")
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

    @Test("Continues: held until the presentation has completed, then UIKit's dismissal in full")
    func continues() {
        let delegate = TestDelegate()
        let (system, root, detail) = makeSystem(
            delegate: delegate, unknowns: Unknowns(performsDismissalRequestedWhileTransitioning: true))
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

    @Test("Continues: a second dismiss during a dismissal is dropped, never dismissing the presenter")
    func heldDismissalOfWhatIsGone() {
        let delegate = TestDelegate()
        let (system, root, detail) = makeSystem(
            delegate: delegate, unknowns: Unknowns(performsDismissalRequestedWhileTransitioning: true))
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
}
