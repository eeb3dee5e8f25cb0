import Foundation
import StagehandCore
import StagehandHeadless
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The tab bar controller's part of the contract (rules 58, 59) on the headless UIKit's
/// `HeadlessTabBarController`.
@MainActor
@Suite("Tab bar controller: rules 58–59")
struct TabBarControllerTests {
    /// A window whose root is a tab bar controller of three tabs.
    private func makeTabs(delegate: (any HeadlessTabBarControllerDelegate)? = nil) -> (
        system: HeadlessUIKit, tabs: HeadlessTabBarController, controllers: [ModelViewController]
    ) {
        let controllers = ["inbox", "search", "settings"].map { ModelViewController(name: $0) }
        let tabs = HeadlessTabBarController(tabs: controllers)
        tabs.delegate = delegate
        let system = HeadlessUIKit(root: tabs.controller)
        return (system, tabs, controllers)
    }

    private static let bounds = CGRect(origin: .zero, size: ContainerGeometry.iPhonePortrait.bounds.size)

    @Test(
        "Rule 58: a tap asks shouldSelect, selects, asks for the animator and the interaction controller, then didSelect; the body on the next turn"
    )
    func tapCallsInOrder() {
        let delegate = AnimatingTabDelegate()
        let (system, tabs, controllers) = makeTabs(delegate: delegate)
        let start = system.events.count
        tabs.tapTab(at: 2)
        #expect(tabs.selectedIndex == 2)
        #expect(tabs.selectedViewController === controllers[2])
        #expect(
            system.lines(from: start) == [
                "tabBarDelegate.tabBarController(_:shouldSelect:)",
                "system: tab switch from <inbox> to <settings>",
                "tabBarDelegate.tabBarController(_:animationControllerForTransitionFrom:to:)",
                "tabBarDelegate.tabBarController(_:interactionControllerFor:)",
                "tabBarDelegate.tabBarController(_:didSelect:)",
            ])
        #expect(delegate.animator.started == 0)
        #expect(tabs.transitionCoordinator != nil)
        #expect(controllers[0].transitionCoordinator === tabs.transitionCoordinator)
        system.runUntilIdle()
        #expect(delegate.animator.started == 1)
        #expect(delegate.selected == ["settings"])
        #expect(tabs.contentView.subviews.map(\.name) == ["settings"])
        #expect(controllers[2].view.state.frame == Self.bounds)
        #expect(controllers[0].appearanceEvents == [.willDisappear, .didDisappear])
        #expect(controllers[2].appearanceEvents == [.willAppear, .didAppear])
        #expect(tabs.transitionCoordinator == nil)
        #expect(system.breaches.isEmpty)
    }

    @Test("Rule 58: shouldSelect answering false keeps the tab, and nothing else is asked")
    func shouldSelectRefuses() {
        let delegate = AnimatingTabDelegate()
        delegate.allows = false
        let (system, tabs, _) = makeTabs(delegate: delegate)
        let start = system.events.count
        tabs.tapTab(at: 1)
        system.runUntilIdle()
        #expect(tabs.selectedIndex == 0)
        #expect(system.lines(from: start) == ["tabBarDelegate.tabBarController(_:shouldSelect:)"])
        #expect(delegate.selected.isEmpty)
    }

    @Test("Rule 58: a tap on the selected tab sends didSelect, with no switch")
    func tapOnTheSelectedTab() {
        let delegate = AnimatingTabDelegate()
        let (system, tabs, _) = makeTabs(delegate: delegate)
        tabs.tapTab(at: 0)
        system.runUntilIdle()
        #expect(delegate.selected == ["inbox"])
        #expect(delegate.animator.started == 0)
        #expect(
            !system.events.map(\.description).contains { $0.contains("animationControllerForTransitionFrom") }
        )
    }

    @Test(
        "Rule 58: a selection in code sends neither shouldSelect nor didSelect, but runs the delegate's animator"
    )
    func selectionInCode() {
        let delegate = AnimatingTabDelegate()
        let (system, tabs, controllers) = makeTabs(delegate: delegate)
        tabs.selectedIndex = 1
        system.runUntilIdle()
        let lines = system.events.map(\.description)
        #expect(!lines.contains { $0.contains("shouldSelect") || $0.contains("didSelect") })
        #expect(delegate.animator.started == 1)
        #expect(tabs.contentView.subviews.first === controllers[1].view)
        tabs.selectedIndex = 7
        #expect(tabs.selectedIndex == 1)
        #expect(system.breaches.isEmpty)
    }

    @Test("Rule 58: without an animator the switch is made at once, inside the call")
    func switchWithoutAnimator() {
        let delegate = PlainTabDelegate()
        let (system, tabs, controllers) = makeTabs(delegate: delegate)
        tabs.tapTab(at: 1)
        #expect(!tabs.isTransitioning)
        #expect(tabs.contentView.subviews.map(\.name) == ["search"])
        #expect(controllers[1].appearanceEvents == [.willAppear, .didAppear])
        #expect(controllers[0].appearanceEvents == [.willDisappear, .didDisappear])
        #expect(delegate.selected == ["search"])
        #expect(system.breaches.isEmpty)
    }

    @Test("A tab bar controller outside any window switches at once; a delegate of animators alone is enough")
    func outsideTheWindowAndDefaults() {
        let controllers = ["a", "b"].map { ModelViewController(name: $0) }
        let tabs = HeadlessTabBarController(tabs: controllers)
        let delegate = TabAnimatorsOnlyDelegate()
        tabs.delegate = delegate
        tabs.tapTab(at: 1)
        #expect(tabs.contentView.subviews.map(\.name) == ["b"])
        #expect(tabs.currentTransitionContext == nil)
        let system = HeadlessUIKit(root: tabs.controller)
        tabs.selectedIndex = 0
        #expect(tabs.currentTransitionContext?.navigationOperation == nil)
        #expect(tabs.currentTransitionContext?.isPresenting == true)
        system.runUntilIdle()
        #expect(tabs.contentView.subviews.map(\.name) == ["a"])
        #expect(delegate.animator.started == 1)
        #expect(system.breaches.isEmpty)
    }

    @Test("With no controllers, a tab bar controller has one empty tab")
    func noTabs() {
        let tabs = HeadlessTabBarController(name: "bar", tabs: [])
        #expect(tabs.viewControllers.map(\.name) == ["bar.empty"])
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.contentView.subviews.map(\.name) == ["bar.empty"])
        tabs.tapTab(at: 3)
        #expect(tabs.selectedIndex == 0)
    }

    @Test("Rule 59: a cancelled interactive switch puts selectedIndex back without a word to the delegate")
    func cancelledSwitch() throws {
        let delegate = AnimatingTabDelegate()
        delegate.interactive = true
        let (system, tabs, controllers) = makeTabs(delegate: delegate)
        tabs.selectedIndex = 1
        system.advance(by: 0)
        let interactor = try #require(delegate.interactor)
        #expect(tabs.selectedIndex == 1)
        interactor.update(0.4)
        let start = system.events.count
        interactor.cancel()
        system.runUntilIdle()
        #expect(tabs.selectedIndex == 0)
        #expect(!system.lines(from: start).contains { $0.hasPrefix("tabBarDelegate.") })
        #expect(tabs.contentView.subviews.map(\.name) == ["inbox"])
        #expect(controllers[0].view.state.frame == Self.bounds)
        #expect(controllers[1].appearanceEvents == [.willAppear, .willDisappear, .didDisappear])
        #expect(system.breaches.isEmpty)
    }

    @Test("Rule 59: a selection in code during a switch is recorded and dropped; a tap is not taken")
    func selectionDuringASwitch() {
        let delegate = AnimatingTabDelegate()
        let (system, tabs, _) = makeTabs(delegate: delegate)
        tabs.selectedIndex = 1
        tabs.tapTab(at: 2)
        #expect(system.breaches.isEmpty)
        tabs.selectedIndex = 2
        #expect(system.breaches == [.tabSwitchDuringTransition("settings")])
        system.runUntilIdle()
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.contentView.subviews.map(\.name) == ["search"])
    }
}

/// A tab bar delegate without animators that records the selections it hears of.
@MainActor
final class PlainTabDelegate: HeadlessTabBarControllerDelegate {
    var selected: [String] = []

    func tabBarController(
        _ tabBarController: HeadlessTabBarController, didSelect viewController: ModelViewController
    ) {
        selected.append(viewController.name)
    }
}

/// A tab bar delegate that supplies a ``NavigationSlideAnimator`` (and, when `interactive`, a
/// ``PercentInteractor``), answers `shouldSelect` with `allows`, and records the selections.
@MainActor
final class AnimatingTabDelegate: HeadlessTabBarAnimating {
    let supply = AnimatorSupply()
    var animator: NavigationSlideAnimator { supply.animator }
    var allows = true
    var interactive: Bool {
        get { supply.interactive }
        set { supply.interactive = newValue }
    }
    var interactor: PercentInteractor? { supply.interactor }
    var selected: [String] = []

    func tabBarController(
        _ tabBarController: HeadlessTabBarController, shouldSelect viewController: ModelViewController
    )
        -> Bool
    { allows }

    func tabBarController(
        _ tabBarController: HeadlessTabBarController, didSelect viewController: ModelViewController
    ) {
        selected.append(viewController.name)
    }

    func tabBarController(
        _ tabBarController: HeadlessTabBarController,
        animationControllerForTransitionFrom from: ModelViewController,
        to: ModelViewController
    ) -> (any HeadlessAnimatedTransitioning)? { animator }

    func tabBarController(
        _ tabBarController: HeadlessTabBarController,
        interactionControllerFor animator: any HeadlessAnimatedTransitioning
    ) -> (any HeadlessInteractiveTransitioning)? { supply.vendInteractor() }
}

/// A tab bar delegate that only supplies an animator (UIKit's defaults for the rest).
@MainActor
final class TabAnimatorsOnlyDelegate: HeadlessTabBarAnimating {
    let animator = NavigationSlideAnimator()

    func tabBarController(
        _ tabBarController: HeadlessTabBarController,
        animationControllerForTransitionFrom from: ModelViewController,
        to: ModelViewController
    ) -> (any HeadlessAnimatedTransitioning)? { animator }
}
