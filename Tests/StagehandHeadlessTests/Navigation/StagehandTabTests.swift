import Foundation
import StagehandCore
import StagehandHeadless
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Tab switches with Stagehand transitions, through Stagehand's forwarding tab bar controller
/// delegate, on the headless UIKit (which records every breach of rules 58 and 59).
@MainActor
@Suite("Tabs: switches with Stagehand transitions")
struct StagehandTabTests {
    private struct Setup {
        let system: HeadlessUIKit
        let tabs: HeadlessTabBarController
        let inbox: ModelViewController
        let search: ModelViewController
        let settings: ModelViewController
    }

    private func makeSetup(transition: (any CustomTransition)?) -> Setup {
        let inbox = ModelViewController(name: "inbox", content: .listScreen(title: "Inbox", safeTop: 47))
        let search = ModelViewController(name: "search", content: .card(title: "Search"))
        let settings = ModelViewController(name: "settings", content: .card(title: "Settings"))
        let tabs = HeadlessTabBarController(tabs: [inbox, search, settings])
        let system = HeadlessUIKit(root: tabs.controller)
        tabs.stagehandTransition = transition
        return Setup(system: system, tabs: tabs, inbox: inbox, search: search, settings: settings)
    }

    private static let bounds = CGRect(origin: .zero, size: ContainerGeometry.iPhonePortrait.bounds.size)

    @Test("A tap on a tab cross-fades to it; the tab left leaves the content view once it is over")
    func fadeSwitch() {
        let s = makeSetup(transition: StagehandTransition.fade())
        s.tabs.tapTab(at: 2)
        #expect(s.tabs.selectedIndex == 2)
        s.system.advance(by: 0)
        s.system.advance(by: 0.1)
        let alpha = Double(s.settings.view.presentationState.alpha)
        #expect(alpha > 0 && alpha < 1)
        #expect(s.tabs.contentView.subviews.map(\.name) == ["inbox", "settings"])
        s.system.runUntilIdle()
        #expect(s.tabs.contentView.subviews.map(\.name) == ["settings"])
        #expect(s.settings.view.state == ViewState(frame: Self.bounds))
        #expect(s.system.breaches.isEmpty)
    }

    /// Where a push's incoming tab is one frame in, for a switch from `from` to `to`.
    private func firstFrame(from: Int, to: Int, direction: HeadlessTraits.LayoutDirection) -> Rect {
        let s = makeSetup(transition: StagehandTransition.push(from: .trailing))
        s.system.setTraits(HeadlessTraits.iPhonePortrait.laidOut(in: direction))
        if from != 0 {
            s.tabs.selectedIndex = from
            s.system.runUntilIdle()
        }
        s.tabs.selectedIndex = to
        s.system.advance(by: 0)
        let frame = Rect(s.tabs.viewControllers[to].view.presentationState.frame)
        s.system.runUntilIdle()
        #expect(s.system.breaches.isEmpty)
        #expect(s.tabs.contentView.subviews.map(\.name) == [s.tabs.viewControllers[to].name])
        return frame
    }

    @Test(
        "A push comes from the trailing edge to a tab right of the selected one, from the other edge to one left of it"
    )
    func pushHeadsByTabOrder() {
        #expect(firstFrame(from: 0, to: 2, direction: .leftToRight).x == 390)
        #expect(firstFrame(from: 2, to: 1, direction: .leftToRight).x == -390)
        #expect(firstFrame(from: 0, to: 1, direction: .rightToLeft).x == -390)
        #expect(firstFrame(from: 2, to: 0, direction: .rightToLeft).x == 390)
    }

    @Test("Without a transition, UIKit's own switch: at once, and the app's delegate hears the tap")
    func noTransition() {
        let s = makeSetup(transition: nil)
        s.tabs.tapTab(at: 1)
        #expect(s.tabs.contentView.subviews.map(\.name) == ["search"])
        #expect(s.system.breaches.isEmpty)
    }

    @Test("A card is not switched with: UIKit's own switch runs, and the reason is logged")
    func cardFallsBack() {
        let s = makeSetup(transition: StagehandTransition.card())
        s.tabs.tapTab(at: 1)
        s.system.runUntilIdle()
        #expect(s.tabs.contentView.subviews.map(\.name) == ["search"])
        #expect(s.system.lines(from: 0).contains { $0.contains("UIKit's own animation") })
        #expect(s.system.breaches.isEmpty)
    }

    @Test("The app's delegate keeps shouldSelect and didSelect, set before or after the transition")
    func forwardsToTheAppsDelegate() {
        let before = RefusingTabDelegate(refused: "settings")
        let inbox = ModelViewController(name: "inbox")
        let search = ModelViewController(name: "search")
        let settings = ModelViewController(name: "settings")
        let tabs = HeadlessTabBarController(tabs: [inbox, search, settings])
        let system = HeadlessUIKit(root: tabs.controller)
        tabs.delegate = before
        tabs.stagehandTransition = StagehandTransition.fade()
        #expect(tabs.stagehandForwardedDelegate === before)
        tabs.tapTab(at: 2)
        system.runUntilIdle()
        #expect(tabs.selectedIndex == 0)
        tabs.tapTab(at: 1)
        system.runUntilIdle()
        #expect(tabs.selectedIndex == 1)
        #expect(before.selected == ["search"])
        let after = RefusingTabDelegate(refused: "inbox")
        tabs.stagehandForwardedDelegate = after
        tabs.tapTab(at: 0)
        system.runUntilIdle()
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.stagehandTransition != nil)
        #expect(system.breaches.isEmpty)
    }

    @Test("An app delegate's own animator, interactive, wins over Stagehand's transition")
    func appsAnimatorWins() {
        let s = makeSetup(transition: StagehandTransition.fade())
        let app = AnimatingTabDelegate()
        app.interactive = true
        s.tabs.stagehandForwardedDelegate = app
        s.tabs.tapTab(at: 1)
        s.system.runUntilIdle()
        #expect(app.animator.started == 1)
        #expect(app.interactor != nil)
        #expect(app.selected == ["search"])
        app.interactor?.finish()
        s.system.runUntilIdle()
        #expect(s.tabs.contentView.subviews.map(\.name) == ["search"])
        #expect(s.system.breaches.isEmpty)
    }
}

/// An app's tab bar controller delegate that refuses one tab and records the selections.
@MainActor
private final class RefusingTabDelegate: HeadlessTabBarControllerDelegate {
    let refused: String
    var selected: [String] = []

    init(refused: String) { self.refused = refused }

    func tabBarController(
        _ tabBarController: HeadlessTabBarController, shouldSelect viewController: ModelViewController
    )
        -> Bool
    { viewController.name != refused }

    func tabBarController(
        _ tabBarController: HeadlessTabBarController, didSelect viewController: ModelViewController
    ) {
        selected.append(viewController.name)
    }
}
