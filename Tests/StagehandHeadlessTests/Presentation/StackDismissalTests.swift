import Foundation
import StagehandCore
import StagehandUIKitLayer
import Testing

@testable import StagehandHeadless

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A Stagehand presentation over another (a card over a drawer, a zoom over a card), and the whole
/// stack dismissed from the controller at its bottom (rule 61) on both readings: the top animates
/// and the rest are removed, or the top is removed and the child animates. Every Stagehand
/// presentation ends once, whichever UIKit tells: its chrome and recognizers gone, the keyboard
/// no longer observed, the status bar and VoiceOver handed back, its "dismissed" callbacks run.
@MainActor
@Suite("Stacked presentations: dismissing the whole stack from below (rule 61)")
struct StackDismissalTests {
    /// The presentations of a stack, bottom first: the detail's, from the list, then a card or a
    /// zoom over it.
    nonisolated static let stacks: [(name: String, bottom: StagehandTransition, top: StagehandTransition)] = [
        ("card over a drawer", .slideIn(from: .left), .card()),
        ("zoom over a card", .card(), .zoom()),
        ("cover over a fade", .fade(), .cover()),
        ("popup over a cover", .cover(), .popup()),
    ]

    /// A stack: the detail presented from the list, and "top" from the detail, both at rest; each
    /// presentation's end counted.
    struct Stack {
        let scene: TestScene
        let bottomCore: PresentationControllerCore<HeadlessPlatform>
        let topCore: PresentationControllerCore<HeadlessPlatform>
    }

    final class Ends {
        var names: [String] = []
    }

    func makeStack(
        _ bottom: StagehandTransition, _ top: StagehandTransition, reading: StackDismissal, ends: Ends
    ) throws -> Stack {
        let scene = TestScene(
            preferredContentSize: CGSize(width: 0, height: 320), unknowns: Unknowns(stackDismissal: reading))
        scene.presentAtRest(bottom, animated: true)
        let topController = ModelViewController(name: "top", content: .alert(title: "Top"))
        scene.detail.present(topController, transition: top, animated: true)
        scene.system.runUntilIdle()
        let bottomCore = try #require(scene.detail.stagehand?.core)
        let topCore = try #require(topController.stagehand?.core)
        for (name, controller) in [("detail", scene.detail), ("top", topController)] {
            LayerOptions<HeadlessPlatform>.of(controller, creating: true)?.onPresentationOver = { _ in
                ends.names.append(name)
            }
        }
        #expect(scene.detail.presentedViewController === topController)
        return Stack(scene: scene, bottomCore: bottomCore, topCore: topCore)
    }

    @Test(
        "Dismissing from the list removes both presentations, its completion runs once, each Stagehand presentation ends once",
        arguments: stacks.indices, StackDismissal.allCases)
    func wholeStack(index: Int, reading: StackDismissal) throws {
        let (name, bottom, top) = Self.stacks[index]
        let ends = Ends()
        let stack = try makeStack(bottom, top, reading: reading, ends: ends)
        let scene = stack.scene
        let topController = try #require(scene.detail.presentedViewController)
        var completions = 0
        let start = scene.system.events.count
        scene.list.dismiss(animated: true) { completions += 1 }
        scene.system.runUntilIdle()
        let label = "\(name), \(reading)"
        #expect(completions == 1, "\(label)")
        #expect(scene.list.presentedViewController == nil, "\(label)")
        #expect(scene.detail.presentingViewController == nil, "\(label)")
        #expect(scene.detail.presentedViewController == nil, "\(label)")
        #expect(topController.presentingViewController == nil, "\(label)")
        #expect(scene.system.window.subviews.map(\.name) == ["list"], "\(label)")
        #expect(scene.system.isInWindow(scene.list.view), "\(label)")
        // Each presentation is over, once, and took down what it installed.
        #expect(ends.names.sorted() == ["detail", "top"], "\(label): \(ends.names)")
        for core in [stack.bottomCore, stack.topCore] {
            #expect(core.driver.state == .dismissed, "\(label)")
            #expect(!core.isObservingKeyboard, "\(label)")
        }
        #expect(scene.system.statusBarAppearanceController === scene.list, "\(label)")
        #expect(!scene.detail.view.accessibilityViewIsModal, "\(label)")
        #expect(!topController.view.accessibilityViewIsModal, "\(label)")
        // Which dismissal ran, by whose transitioning delegate: the one the reading names.
        let animated = scene.lines(from: start).filter { $0.contains("animationController(forDismissed:)") }
        #expect(animated.count == 1, "\(label): \(animated)")
        let removed = scene.lines(from: start).filter { $0.contains("removed without a transition") }
        #expect(removed.count == 1, "\(label): \(removed)")
        #expect(removed.first?.contains(reading == .childAnimates ? "<top>" : "<detail>") == true, "\(label)")
        #expect(scene.problems.isEmpty, "\(label): \(scene.problems)")
        // Nothing more happens afterwards: no late end, no second completion.
        scene.system.runUntilIdle()
        #expect(ends.names.count == 2, "\(label)")
        #expect(completions == 1, "\(label)")
    }

    @Test(
        "The list is back where it was, and the detail can be presented again with Stagehand",
        arguments: StackDismissal.allCases)
    func presentAgain(reading: StackDismissal) throws {
        let ends = Ends()
        let stack = try makeStack(.slideIn(from: .left), .card(), reading: reading, ends: ends)
        let scene = stack.scene
        let before = scene.list.view.state.frame
        scene.list.dismiss(animated: true)
        scene.system.runUntilIdle()
        #expect(scene.list.view.state.frame == before, "\(reading)")
        scene.presentAtRest(.card(), animated: true)
        let core = try #require(scene.detail.stagehand?.core)
        #expect(core !== stack.bottomCore, "\(reading)")
        #expect(core.driver.state == .presented, "\(reading)")
        scene.detail.dismiss()
        scene.system.runUntilIdle()
        #expect(scene.system.window.subviews.map(\.name) == ["list"], "\(reading)")
        #expect(scene.problems.isEmpty, "\(reading): \(scene.problems)")
    }

    /// On the documented reading, a top that covers the screen (its presenter's view taken away)
    /// is dismissed to a screen that never left the window: its context hands over no presenting
    /// view (rule 12), and Stagehand moves none.
    @Test("A cover over a card, dismissed from below with the top animating, moves no presenting view")
    func coverOverCardTopAnimates() throws {
        let ends = Ends()
        let stack = try makeStack(.card(), .cover(), reading: .topAnimates, ends: ends)
        let scene = stack.scene
        let before = scene.list.view.state
        scene.list.dismiss(animated: true)
        scene.system.runUntilIdle()
        #expect(scene.system.window.subviews.map(\.name) == ["list"])
        #expect(scene.list.view.state == before)
        #expect(ends.names.sorted() == ["detail", "top"])
        #expect(scene.problems.isEmpty, "\(scene.problems)")
    }

    @Test(
        "The status bar is the covering screen's at every level of a stack, and goes back down with each dismissal",
        arguments: [
            (StagehandTransition.card(), StagehandTransition.cover(), "top", "list"),
            (StagehandTransition.cover(), StagehandTransition.card(), "detail", "detail"),
            (StagehandTransition.fade(), StagehandTransition.zoom(), "top", "detail"),
        ])
    func statusBarAtEveryLevel(
        bottom: StagehandTransition, top: StagehandTransition, owner: String, afterTop: String
    ) throws {
        let ends = Ends()
        let stack = try makeStack(bottom, top, reading: .childAnimates, ends: ends)
        let scene = stack.scene
        #expect(scene.system.statusBarAppearanceController.name == owner)
        scene.detail.dismiss(animated: true)
        scene.system.runUntilIdle()
        #expect(scene.system.statusBarAppearanceController.name == afterTop)
        scene.detail.dismiss(animated: true)
        scene.system.runUntilIdle()
        #expect(scene.system.statusBarAppearanceController === scene.list)
        #expect(scene.problems.isEmpty, "\(scene.problems)")
    }

    @Test(
        "An undimmed sheet over a drawer lets a tap above it reach the drawer, which stays modal for VoiceOver"
    )
    func touchThroughAndVoiceOverAtEveryLevel() throws {
        let ends = Ends()
        let sheet = StagehandTransition.card(detents: [.medium, .large]).largestUndimmedDetent(.medium)
        let stack = try makeStack(.slideIn(from: .left), sheet, reading: .childAnimates, ends: ends)
        let scene = stack.scene
        let top = try #require(scene.detail.presentedViewController)
        // The drawer's screen is modal (its dimming covers the list); the sheet leaves it live.
        #expect(scene.detail.view.accessibilityViewIsModal)
        #expect(!top.view.accessibilityViewIsModal)
        // A point on the drawer, above the sheet at its medium detent.
        let drawer = scene.detailFrame
        let point = CGPoint(x: drawer.x + 20, y: drawer.y + 100)
        let hit = try #require(scene.system.tap(at: point))
        var view: ModelView? = hit
        while let current = view, current !== scene.detail.view { view = current.superview }
        #expect(view === scene.detail.view, "hit \(hit.name)")
        #expect(top.presentingViewController === scene.detail)
        scene.list.dismiss(animated: true)
        scene.system.runUntilIdle()
        #expect(!scene.detail.view.accessibilityViewIsModal)
        #expect(!top.view.accessibilityViewIsModal)
        #expect(scene.problems.isEmpty, "\(scene.problems)")
    }

    /// The presentation UIKit removes without a transition of its own (the top when the child
    /// animates, the lower one when the top does) gives the app's controller its own
    /// `modalPresentationCapturesStatusBarAppearance` back, as every other end of a presentation
    /// does, though UIKit has released its presentation controller by then; the controllers are kept.
    @Test(
        "A covering presentation removed under a stack gives the app's status bar flag back",
        arguments: [
            (StagehandTransition.card(), StagehandTransition.zoom(), StackDismissal.childAnimates),
            (StagehandTransition.card(), StagehandTransition.fade(), StackDismissal.childAnimates),
            (StagehandTransition.zoom(), StagehandTransition.card(), StackDismissal.topAnimates),
            (StagehandTransition.fade(), StagehandTransition.popup(), StackDismissal.topAnimates),
        ])
    func statusBarFlagUnderAStack(
        bottom: StagehandTransition, top: StagehandTransition, reading: StackDismissal
    ) throws {
        let scene = TestScene(
            preferredContentSize: CGSize(width: 0, height: 320), unknowns: Unknowns(stackDismissal: reading))
        scene.presentAtRest(bottom, animated: true)
        let topController = ModelViewController(name: "top", content: .alert(title: "Top"))
        scene.detail.present(topController, transition: top, animated: true)
        scene.system.runUntilIdle()
        // The covering one, which UIKit removes without a transition on this reading.
        let removed = reading == .childAnimates ? topController : scene.detail
        #expect(removed.modalPresentationCapturesStatusBarAppearance, "\(reading): captured while presented")
        weak let removedCore = removed.stagehand?.core
        scene.list.dismiss(animated: true)
        scene.system.runUntilIdle()
        #expect(removedCore == nil, "\(reading): UIKit released the removed presentation")
        #expect(removed.presentingViewController == nil)
        #expect(!scene.detail.modalPresentationCapturesStatusBarAppearance, "\(reading)")
        #expect(!topController.modalPresentationCapturesStatusBarAppearance, "\(reading)")
        #expect(scene.system.statusBarAppearanceController === scene.list, "\(reading)")
        #expect(scene.problems.isEmpty, "\(reading): \(scene.problems)")
    }

    @Test("Dismissing only the top, from the detail, leaves the detail presented and at rest")
    func onlyTheTop() throws {
        let ends = Ends()
        let stack = try makeStack(.card(), .popup(), reading: .childAnimates, ends: ends)
        let scene = stack.scene
        scene.detail.dismiss(animated: true)
        scene.system.runUntilIdle()
        #expect(ends.names == ["top"])
        #expect(stack.bottomCore.driver.state == .presented)
        #expect(scene.detail.presentingViewController === scene.list)
        #expect(scene.problems.isEmpty, "\(scene.problems)")
    }
}
