import Foundation
import StagehandCore
import Testing

@testable import StagehandHeadless

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// `present(_:transition:)` asked while the presenting controller takes part in a transition waits
/// for that transition's end and then runs, where UIKit logs and drops it (rules 18, 19); its
/// completion runs once, after the presentation.
@MainActor
@Suite("Presenting while a transition runs: the presentation waits (rules 18, 19)")
struct PresentWhileTransitioningTests {
    nonisolated static let transitions: [(name: String, transition: StagehandTransition)] = [
        ("drawer", .slideIn(from: .left)), ("card", .card()), ("zoom", .zoom()), ("cover", .cover()),
    ]

    static func refusals(in scene: TestScene, from start: Int) -> [String] {
        scene.lines(from: start).filter { $0.hasPrefix("refused") }
    }

    @Test(
        "The next screen presented right after a dismissal is asked for appears once the dismissal is over",
        arguments: transitions.indices)
    func presentRightAfterDismiss(index: Int) throws {
        let (name, transition) = Self.transitions[index]
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        scene.presentAtRest(transition, animated: true)
        let next = ModelViewController(name: "next", content: .alert(title: "Next"))
        var completions = 0
        let start = scene.system.events.count
        scene.detail.dismiss(animated: true)
        scene.list.present(next, transition: StagehandTransition.card(), animated: true) { completions += 1 }
        // Nothing yet: the dismissal runs, and the presentation waits for it.
        #expect(next.presentingViewController == nil, "\(name)")
        #expect(scene.detail.presentingViewController === scene.list, "\(name)")
        scene.system.runUntilIdle()
        #expect(scene.detail.presentingViewController == nil, "\(name)")
        #expect(next.presentingViewController === scene.list, "\(name)")
        #expect(next.stagehand?.driver.state == .presented, "\(name)")
        #expect(completions == 1, "\(name)")
        #expect(
            Self.refusals(in: scene, from: start).isEmpty, "\(name): \(Self.refusals(in: scene, from: start))"
        )
        next.dismiss(animated: true)
        scene.system.runUntilIdle()
        #expect(scene.system.window.subviews.map(\.name) == ["list"], "\(name)")
        #expect(completions == 1, "\(name)")
        #expect(scene.problems.isEmpty, "\(name): \(scene.problems)")
    }

    @Test("A card asked for over a drawer still sliding in is presented over it once the drawer is in")
    func presentOverDuringPresentation() throws {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        scene.list.present(scene.detail, transition: StagehandTransition.slideIn(from: .left), animated: true)
        scene.system.advance(by: 0.1)
        let card = ModelViewController(name: "card", content: .alert(title: "Card"))
        var completions = 0
        let start = scene.system.events.count
        scene.detail.present(card, transition: StagehandTransition.card(), animated: true) {
            completions += 1
        }
        #expect(card.presentingViewController == nil)
        scene.system.runUntilIdle()
        #expect(scene.detail.stagehand?.driver.state == .presented)
        #expect(card.presentingViewController === scene.detail)
        #expect(completions == 1)
        #expect(Self.refusals(in: scene, from: start).isEmpty)
        #expect(scene.problems.isEmpty, "\(scene.problems)")
    }

    @Test(
        "Two presentations waiting on one dismissal: the first appears, the second is refused as UIKit refuses it (rule 18)",
        arguments: [false, true])
    func twoWaiting(runsCompletionOfDroppedPresent: Bool) throws {
        let scene = TestScene(
            unknowns: Unknowns(runsCompletionOfDroppedPresent: runsCompletionOfDroppedPresent))
        scene.presentAtRest(StagehandTransition.card(), animated: true)
        let first = ModelViewController(name: "first", content: .alert(title: "First"))
        let second = ModelViewController(name: "second", content: .alert(title: "Second"))
        var runs = (first: 0, second: 0)
        scene.detail.dismiss(animated: true)
        scene.list.present(first, transition: StagehandTransition.popup()) { runs.first += 1 }
        scene.list.present(second, transition: StagehandTransition.popup()) { runs.second += 1 }
        scene.system.runUntilIdle()
        #expect(first.presentingViewController === scene.list)
        #expect(second.presentingViewController == nil)
        #expect(runs.first == 1)
        #expect(runs.second == (runsCompletionOfDroppedPresent ? 1 : 0))
        #expect(scene.lines().contains { $0.hasPrefix("refused (rule 18)") })
        // The refused one's transition went back: it presents with UIKit's own presentation later.
        #expect(second.stagehandTransition == nil)
        #expect(scene.problems.isEmpty, "\(scene.problems)")
    }

    @Test("The same controller asked for twice during a dismissal is presented once, never twice (rule 21)")
    func sameControllerTwice() throws {
        let scene = TestScene()
        scene.presentAtRest(StagehandTransition.card(), animated: true)
        let next = ModelViewController(name: "next", content: .alert(title: "Next"))
        var runs = 0
        scene.detail.dismiss(animated: true)
        scene.list.present(next, transition: StagehandTransition.popup()) { runs += 1 }
        scene.list.present(next, transition: StagehandTransition.popup()) { runs += 1 }
        scene.system.runUntilIdle()
        #expect(next.presentingViewController === scene.list)
        #expect(runs == 1)
        #expect(scene.lines().contains { $0.contains("the controller was presented meanwhile") })
        #expect(scene.problems.isEmpty, "\(scene.problems)")
    }

    @Test("At rest, a presentation is made at once, as before")
    func atRest() {
        let scene = TestScene()
        var completions = 0
        scene.list.present(scene.detail, transition: StagehandTransition.card()) { completions += 1 }
        #expect(scene.detail.presentingViewController === scene.list)
        scene.system.runUntilIdle()
        #expect(completions == 1)
        #expect(!scene.lines().contains { $0.contains("waits") })
    }
}
