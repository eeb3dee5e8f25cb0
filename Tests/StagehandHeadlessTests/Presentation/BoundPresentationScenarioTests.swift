import Foundation
import StagehandCore
import StagehandTestSupport
import StagehandUIKitLayer
import Testing

@testable import StagehandHeadless

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A presentation bound to a value on the headless UIKit, as SwiftUI's modifiers will drive it
/// (``BoundPresentationCore``): the binding presents and dismisses, a drag's dismissal clears it
/// once it is over (not when it begins, not when the drag is cancelled), `onDismiss` runs once per
/// presentation, changes during a transition wait for it, and another item replaces the first.
@MainActor
@Suite("A presentation bound to a value, on the headless UIKit")
struct BoundPresentationScenarioTests {
    /// The list presenting items, with what the modifier would hold: the binding and its calls.
    @MainActor
    final class Bound {
        let scene = TestScene()
        let core: BoundPresentationCore<HeadlessPlatform, Int>
        var binding: Int?
        var dismissals = 0
        /// The controllers made for the items, by item.
        var made: [Int: ModelViewController] { factory.made }
        private let factory = Factory()

        /// Makes each item's controller and keeps it.
        @MainActor
        final class Factory {
            var made: [Int: ModelViewController] = [:]
            func make(_ id: Int) -> ModelViewController {
                let controller = ModelViewController(name: "item \(id)", content: .card(title: "\(id)"))
                controller.preferredContentSize = CGSize(width: 0, height: 300)
                made[id] = controller
                return controller
            }
        }

        init(transition: StagehandTransition = .card()) {
            let scene = self.scene
            let factory = self.factory
            core = BoundPresentationCore(
                platform: HeadlessPlatform(system: scene.system), transition: transition,
                presenter: { scene.list }, content: { factory.make($0) })
            core.clearBinding = { [unowned self] in self.binding = nil }
            core.onDismiss = { [unowned self] in self.dismissals += 1 }
        }

        /// The binding is set to `id`, as SwiftUI's update would pass it on.
        func set(_ id: Int?) {
            binding = id
            core.update(id)
        }

        /// The item presented over the list now, if any.
        var shown: String? { scene.list.presentedViewController?.name }
    }

    @Test("Setting the binding presents, clearing it dismisses; onDismiss runs once")
    func presentAndDismiss() {
        let bound = Bound()
        bound.set(1)
        bound.scene.system.runUntilIdle()
        #expect(bound.shown == "item 1")
        #expect(bound.core.phase == .presented(1))
        bound.set(nil)
        bound.scene.system.runUntilIdle()
        #expect(bound.shown == nil)
        #expect(bound.dismissals == 1)
        #expect(bound.binding == nil)
        #expect(bound.scene.system.breaches.isEmpty)
    }

    @Test("A drag's dismissal clears the binding once it is over; a cancelled drag leaves it set")
    func dragClearsTheBindingAtTheEnd() throws {
        let bound = Bound()
        bound.set(1)
        bound.scene.system.runUntilIdle()
        let controller = try #require(bound.made[1])
        let stagehand = try #require(controller.stagehand)
        let top = Double(try #require(stagehand.presentedView).state.frame.minY)
        // Dragged a little and let go slowly: it springs back, still presented.
        #expect(stagehand.drag(from: CGPoint(x: 195, y: top + 40), through: [30], velocity: -50))
        bound.scene.system.runUntilIdle()
        #expect(bound.binding == 1)
        #expect(bound.dismissals == 0)
        // Flung down: the binding stays set while the dismissal runs, and clears when it is over.
        #expect(stagehand.drag(from: CGPoint(x: 195, y: top + 40), through: [60, 120], velocity: 2_000))
        #expect(bound.scene.list.presentedViewController != nil)
        #expect(bound.binding == 1)
        bound.scene.system.runUntilIdle()
        #expect(bound.shown == nil)
        #expect(bound.binding == nil)
        #expect(bound.dismissals == 1)
        #expect(bound.core.phase == .idle)
        #expect(bound.scene.system.breaches.isEmpty)
    }

    @Test("Cleared while presenting: the dismissal waits for the presentation to finish")
    func clearedWhilePresenting() {
        let bound = Bound()
        bound.set(1)
        bound.scene.system.advance(by: 0.1)
        bound.set(nil)
        #expect(bound.shown == "item 1")
        bound.scene.system.runUntilIdle()
        #expect(bound.shown == nil)
        #expect(bound.dismissals == 1)
        #expect(bound.scene.system.breaches.isEmpty)
    }

    @Test("Another item while presented: the first is dismissed, then the second presented")
    func anotherItem() {
        let bound = Bound(transition: .slideIn(from: .left))
        bound.set(1)
        bound.scene.system.runUntilIdle()
        bound.set(2)
        bound.scene.system.runUntilIdle()
        #expect(bound.shown == "item 2")
        #expect(bound.dismissals == 1)
        #expect(bound.binding == 2)
        #expect(bound.core.phase == .presented(2))
        #expect(bound.made[1]?.presentingViewController == nil)
        #expect(bound.scene.system.breaches.isEmpty)
    }

    @Test("A presentation UIKit refuses clears the binding and runs no onDismiss")
    func refused() {
        let bound = Bound()
        // The list already presents something else: UIKit refuses a second presentation (rule 18).
        bound.scene.list.present(bound.scene.detail, transition: .fade(), animated: false)
        bound.scene.system.runUntilIdle()
        bound.set(1)
        bound.scene.system.runUntilIdle()
        #expect(bound.shown == "detail")
        #expect(bound.binding == nil)
        #expect(bound.dismissals == 0)
        #expect(bound.core.phase == .idle)
    }

    @Test("A selectedDetent binding moves the card, from the start and at each change, and hears the person")
    func selectedDetentBinding() throws {
        let bound = Bound(transition: .card(detents: [.medium, .large]))
        var heard: [Detent] = []
        bound.core.selectedDetentChanged = { heard.append($0) }
        bound.core.updateSelectedDetent(.large)
        bound.set(1)
        // It presents at .large, as Apple's sheet presents at its selected detent: never at .medium.
        var heights: [Double] = []
        while !bound.scene.system.isIdle {
            bound.scene.system.advance(by: 1.0 / 60)
            heights +=
                bound.made[1]?.stagehand?.presentedView.map { [Double($0.presentationState.frame.height)] }
                ?? []
        }
        #expect(!heights.isEmpty && heights.allSatisfy { $0 == 743 })
        let controller = try #require(bound.made[1])
        let stagehand = try #require(controller.stagehand)
        #expect(stagehand.selectedDetent == .large)
        #expect(Double(try #require(stagehand.presentedView).state.frame.height) == 743)
        bound.core.updateSelectedDetent(.medium)
        bound.scene.system.runUntilIdle()
        #expect(Double(try #require(stagehand.presentedView).state.frame.height) == 371.5)
        // The app's own sets are never reported back; the person's are.
        #expect(heard.isEmpty)
        #expect(try #require(stagehand.presentedView).performAccessibilityCustomAction(named: "Expand"))
        bound.scene.system.runUntilIdle()
        #expect(heard == [.large])
        #expect(bound.core.selectedDetent == .large)
        #expect(bound.scene.system.breaches.isEmpty)
    }

    /// What SwiftUI's `\.stagehandDismiss` does (`stagehand.dismiss` on the presented controller,
    /// held weakly), and what `\.dismiss` does on the reading where it dismisses through UIKit
    /// (rule 51): the binding follows once the dismissal is over, onDismiss runs once.
    @Test(
        "Dismissed from inside, by Stagehand or through UIKit: the binding follows, onDismiss runs once",
        arguments: [true, false])
    func dismissedFromInside(byStagehand: Bool) throws {
        let bound = Bound()
        bound.set(1)
        bound.scene.system.runUntilIdle()
        let controller = try #require(bound.made[1])
        if byStagehand {
            PresentationControllerCore<HeadlessPlatform>.dismiss(controller, animated: true, completion: nil)
        } else {
            controller.dismiss(animated: true)
        }
        #expect(bound.binding == 1)
        bound.scene.system.runUntilIdle()
        #expect(bound.shown == nil)
        #expect(bound.binding == nil)
        #expect(bound.dismissals == 1)
        #expect(bound.scene.system.breaches.isEmpty)
    }

    @Test("The binding's owner gone: the presentation stays, and dismisses from inside all the same")
    func ownerGone() throws {
        var bound: Bound? = Bound()
        bound?.set(1)
        let scene = try #require(bound?.scene)
        scene.system.runUntilIdle()
        let controller = try #require(bound?.made[1])
        weak let core = bound?.core
        bound = nil
        #expect(core == nil)
        #expect(scene.list.presentedViewController === controller)
        PresentationControllerCore<HeadlessPlatform>.dismiss(controller, animated: true, completion: nil)
        scene.system.runUntilIdle()
        #expect(scene.list.presentedViewController == nil)
        #expect(scene.system.breaches.isEmpty)
    }

    /// The presentation's ends are told among UIKit's coordinator completions; a transition the
    /// binding asks for starts on the next turn, once UIKit has ended the last one
    /// (`animationEnded`), never among those completions, where other listeners still wait.
    @Test("Another item asked for while presenting: its dismissal starts after UIKit ends the presentation")
    func nextTransitionWaitsForTheLastToEnd() {
        let bound = Bound()
        bound.set(1)
        bound.scene.system.advance(by: 0.1)
        bound.set(2)
        bound.scene.system.runUntilIdle()
        #expect(bound.shown == "item 2")
        let lines = bound.scene.lines()
        let ended = lines.firstIndex(of: "animator.animationEnded(true)")
        let dismissing = lines.firstIndex { $0.hasPrefix("delegate.animationController(forDismissed") }
        #expect(ended != nil && dismissing != nil && ended! < dismissing!, "\(lines)")
        #expect(bound.dismissals == 1)
        #expect(bound.scene.system.breaches.isEmpty)
    }

    /// The view that presents is not in a hosting controller yet (or any more): nothing to present
    /// from, so no controller is made, and the binding follows the truth.
    @Test("No presenter: no controller made, the binding cleared, no onDismiss")
    func noPresenter() {
        let bound = Bound()
        bound.core.presenter = { nil }
        bound.set(1)
        bound.scene.system.runUntilIdle()
        #expect(bound.made.isEmpty)
        #expect(bound.binding == nil)
        #expect(bound.dismissals == 0)
        #expect(bound.core.phase == .idle)
    }
}
