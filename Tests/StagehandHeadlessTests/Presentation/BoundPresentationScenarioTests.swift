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
        let scene: TestScene
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

        init(transition: StagehandTransition = .card(), unknowns: Unknowns = Unknowns()) {
            let scene = TestScene(unknowns: unknowns)
            self.scene = scene
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

        /// A finger catches the item's view as it moves (a tenth of the way down from its top),
        /// takes UIKit's 10 pt of slop, holds still for two frames and lets go: a dismissal caught
        /// this early runs back.
        func catchAndLetGo(_ id: Int) throws {
            let view = try #require(made[id]?.stagehand?.presentedView)
            let frame = view.presentationState.frame
            let start = CGPoint(x: frame.midX, y: frame.minY + frame.height / 10)
            let touch = scene.system.touchDown(at: start)
            scene.system.advance(by: 1.0 / 60)
            let held = CGPoint(x: start.x, y: start.y + 10)
            for _ in 0..<3 {
                scene.system.move(touch, to: held)
                scene.system.advance(by: 1.0 / 60)
            }
            scene.system.lift(touch)
        }

        /// Runs frame by frame until the item's dismissal is under way (at most 2 s).
        func runUntilDismissing(_ id: Int) {
            var waited = 0.0
            while made[id]?.isBeingDismissed != true, waited < 2 {
                scene.system.advance(by: 1.0 / 60)
                waited += 1.0 / 60
            }
        }
    }

    /// Every reading of the contract's unknowns a binding's sequences meet: all off, all on (rule
    /// 24 held, the stack's top animating), and rule 24's dismissal run at once.
    nonisolated static let readings: [Unknowns] = {
        var atOnce = Unknowns.allOn
        atOnce.dismissalRequestedWhileTransitioning = .runsAtOnce
        return [Unknowns(), .allOn, atOnce]
    }()

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

    /// Issue "The binding is the truth", sequence 1: the owner sets the item, clears it, and sets it
    /// again 0.05 s into the dismissal. The last change counts, as SwiftUI's own sheet has it: the
    /// item is presented again once the dismissal is over, and the binding keeps the owner's value.
    @Test(
        "The last change wins: set again during the binding's dismissal, presented again", arguments: readings
    )
    func lastChangeWins(unknowns: Unknowns) throws {
        let bound = Bound(unknowns: unknowns)
        bound.set(1)
        bound.scene.system.runUntilIdle()
        let first = try #require(bound.made[1])
        bound.set(nil)
        bound.scene.system.advance(by: 0.05)
        #expect(first.isBeingDismissed)
        bound.set(1)
        bound.scene.system.runUntilIdle()
        #expect(first.presentingViewController == nil)
        #expect(bound.shown == "item 1")
        #expect(bound.made[1] !== first)
        #expect(bound.binding == 1)
        #expect(bound.core.phase == .presented(1))
        #expect(bound.dismissals == 1)
        #expect(bound.scene.system.breaches.isEmpty)
    }

    /// The selected detent written among the item's writes: cleared, the detent changed and the
    /// item set again while the dismissal runs, the card is presented again at the new detent,
    /// never at the one it left from.
    @Test("Set again with another selected detent during the dismissal: presented again at that detent")
    func detentWrittenDuringTheDismissal() throws {
        let bound = Bound(transition: .card(detents: [.medium, .large]))
        bound.core.updateSelectedDetent(.large)
        bound.set(1)
        bound.scene.system.runUntilIdle()
        let first = try #require(bound.made[1])
        #expect(first.stagehand?.selectedDetent == .large)
        bound.set(nil)
        bound.scene.system.advance(by: 0.05)
        bound.core.updateSelectedDetent(.medium)
        bound.set(1)
        var heights: [Double] = []
        while !bound.scene.system.isIdle {
            bound.scene.system.advance(by: 1.0 / 60)
            if let again = bound.made[1], again !== first, let view = again.stagehand?.presentedView {
                heights.append(Double(view.presentationState.frame.height))
            }
        }
        let again = try #require(bound.made[1])
        #expect(again !== first)
        #expect(again.stagehand?.selectedDetent == .medium)
        #expect(!heights.isEmpty && heights.allSatisfy { $0 == 371.5 }, "\(Set(heights))")
        #expect(bound.binding == 1)
        #expect(bound.core.phase == .presented(1))
        #expect(bound.scene.system.breaches.isEmpty)
    }

    /// Issue "The binding is the truth", sequence 2: the binding is cleared; a finger catches the
    /// dismissal and lets it run back; the dismissal is asked again once the card is at rest, and a
    /// second finger catches that one too; it is asked again at the next rest, and happens.
    @Test("Two refusals in a row: the binding's dismissal is asked again at each rest", arguments: readings)
    func twoRefusalsInARow(unknowns: Unknowns) throws {
        let bound = Bound(unknowns: unknowns)
        bound.set(1)
        bound.scene.system.runUntilIdle()
        let controller = try #require(bound.made[1])
        bound.set(nil)
        for attempt in 1...2 {
            // Each dismissal caught four frames in, once it moves, and run back.
            bound.runUntilDismissing(1)
            #expect(controller.isBeingDismissed, "dismissal \(attempt) was asked for")
            bound.scene.system.advance(by: 4.0 / 60)
            try bound.catchAndLetGo(1)
            var ranBack = 0
            for _ in 0..<120 where ranBack < attempt {
                bound.scene.system.advance(by: 1.0 / 60)
                ranBack = bound.scene.lines().filter { $0 == "pc.dismissalTransitionDidEnd(false)" }.count
            }
            #expect(ranBack == attempt, "dismissal \(attempt) ran back")
        }
        bound.scene.system.runUntilIdle()
        #expect(bound.shown == nil)
        #expect(controller.presentingViewController == nil)
        #expect(bound.binding == nil)
        #expect(bound.core.phase == .idle)
        #expect(bound.dismissals == 1)
        #expect(bound.scene.system.breaches.isEmpty)
    }

    /// A sheet's dismissal the binding asked for, caught and flung up past its detent: it runs back
    /// and springs to rest after UIKit has ended the transition; the dismissal is asked again once
    /// the spring has ended, when the driver says it rests.
    @Test("Caught and flung up: the binding's dismissal is asked again once the sheet's spring ends")
    func askedAgainAfterTheSpring() throws {
        let bound = Bound(transition: .card(detents: [.medium, .large]))
        bound.set(1)
        bound.scene.system.runUntilIdle()
        let controller = try #require(bound.made[1])
        bound.set(nil)
        bound.scene.system.advance(by: 5.0 / 60)
        let view = try #require(controller.stagehand?.presentedView)
        let frame = view.presentationState.frame
        let start = CGPoint(x: frame.midX, y: frame.minY + 30)
        bound.scene.system.pan(
            from: start, through: (1...8).map { CGPoint(x: start.x, y: start.y - 30 * Double($0)) },
            releaseVelocity: CGPoint(x: 0, y: -2_000))
        var ranBack = false
        var askedAgain = false
        for _ in 0..<240 where !askedAgain {
            bound.scene.system.advance(by: 1.0 / 60)
            let lines = bound.scene.lines()
            ranBack = ranBack || lines.contains("pc.dismissalTransitionDidEnd(false)")
            askedAgain = ranBack && controller.isBeingDismissed
        }
        #expect(ranBack)
        #expect(askedAgain)
        bound.scene.system.runUntilIdle()
        #expect(bound.shown == nil)
        #expect(bound.binding == nil)
        #expect(bound.dismissals == 1)
        #expect(bound.scene.system.breaches.isEmpty)
    }

    /// A person's dismissal clears the binding, though the binding went away and came back while
    /// the item was presented (a write the presentation's end must not mistake for one made while
    /// the person's dismissal ran).
    @Test("A person's dismissal clears the binding, though it changed while the item was presented")
    func personDismissesAfterEarlierChanges() throws {
        let bound = Bound()
        bound.set(1)
        bound.scene.system.advance(by: 0.1)
        bound.set(nil)
        bound.set(1)
        bound.scene.system.runUntilIdle()
        #expect(bound.core.phase == .presented(1))
        let stagehand = try #require(bound.made[1]?.stagehand)
        let top = Double(try #require(stagehand.presentedView).state.frame.minY)
        #expect(stagehand.drag(from: CGPoint(x: 195, y: top + 40), through: [60, 120], velocity: 2_000))
        bound.scene.system.runUntilIdle()
        #expect(bound.shown == nil)
        #expect(bound.binding == nil)
        #expect(bound.dismissals == 1)
        #expect(bound.core.phase == .idle)
    }

    /// A dismissal the binding asked for while a popup is being presented over the item: UIKit is
    /// busy with the popup (Stagehand does not ask it then, rule 24), and the dismissal is asked
    /// again once the popup's presentation is over, dismissing the stack (rule 61).
    @Test("Refused while a controller is presented over the item: asked again once that is over")
    func refusedUnderAPresentationInFlight() throws {
        let bound = Bound()
        bound.set(1)
        bound.scene.system.runUntilIdle()
        let controller = try #require(bound.made[1])
        let popup = ModelViewController(name: "popup")
        controller.present(popup, transition: .fade(), animated: true)
        bound.scene.system.advance(by: 0.1)
        bound.set(nil)
        #expect(!controller.isBeingDismissed)
        bound.scene.system.runUntilIdle()
        #expect(bound.shown == nil)
        #expect(popup.presentingViewController == nil)
        #expect(bound.binding == nil)
        #expect(bound.dismissals == 1)
        #expect(bound.scene.system.breaches.isEmpty)
    }

    /// A new item asked for while the presenter still takes part in a transition (the top of a
    /// stack leaving it, rule 61): UIKit would refuse (rule 19); the presentation waits for the
    /// transition's end, then is made.
    @Test("Presenting while the presenter is in a transition: the item waits for its end")
    func presentWaitsForThePresenter() throws {
        let bound = Bound()
        let popup = ModelViewController(name: "popup")
        bound.scene.list.present(popup, transition: .fade(), animated: true)
        bound.scene.system.runUntilIdle()
        bound.scene.list.dismiss(animated: true)
        bound.scene.system.advance(by: 0.05)
        bound.set(1)
        bound.scene.system.runUntilIdle()
        #expect(bound.shown == "item 1")
        #expect(bound.binding == 1)
        #expect(bound.core.phase == .presented(1))
        #expect(bound.scene.system.breaches.isEmpty)
    }

    /// What the presenter's update may make again (SwiftUI's sheet shows its content as the
    /// presenter's state is now): the item on screen while the binding names it; nothing while it
    /// leaves, so a dismissing content never turns blank or into another item's.
    @Test(
        "The content made again at the presenter's updates is the item on screen, while the binding names it")
    func refreshableItem() {
        let bound = Bound()
        #expect(bound.core.refreshableItem == nil)
        bound.set(1)
        #expect(bound.core.refreshableItem == 1)
        bound.scene.system.runUntilIdle()
        #expect(bound.core.refreshableItem == 1)
        bound.set(nil)
        #expect(bound.core.refreshableItem == nil)
        bound.scene.system.advance(by: 0.05)
        bound.set(2)
        #expect(bound.core.refreshableItem == nil)
        bound.scene.system.runUntilIdle()
        #expect(bound.shown == "item 2")
        #expect(bound.core.refreshableItem == 2)
        bound.made[2]?.dismiss(animated: true)
        bound.scene.system.runUntilIdle()
        #expect(bound.core.refreshableItem == nil)
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
