import Foundation
import StagehandCore
import StagehandHeadless
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A navigation controller at the root showing `list`, its child, whose view fills it.
@MainActor
private func makeNavigation() -> (HeadlessUIKit, navigation: ModelViewController, list: ModelViewController) {
    let navigation = ModelViewController(name: "navigation")
    let system = HeadlessUIKit(root: navigation)
    let list = ModelViewController(name: "list")
    navigation.addChild(list)
    list.didMove(toParent: navigation)
    list.view.state.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    navigation.view.addSubview(list.view)
    return (system, navigation, list)
}

@MainActor
@Suite("Headless UIKit: presenting from a child goes up to the controller UIKit presents from (§2, rule 26)")
struct PresentingFromChildTests {
    @Test("From a navigation controller's child: the navigation controller presents; the child sees it")
    func navigationChild() {
        let (system, navigation, list) = makeNavigation()
        let detail = ModelViewController(name: "detail")
        detail.modalPresentationStyle = .fullScreen
        list.present(detail)
        #expect(detail.presentingViewController === navigation)
        #expect(navigation.presentedViewController === detail)
        // D H4: presented by this controller "or its nearest ancestor".
        #expect(list.presentedViewController === detail)
        #expect(list.transitionCoordinator === navigation.transitionCoordinator)
        #expect(list.transitionCoordinator != nil)
        system.runUntilIdle()
        // §5: the controller whose view is removed gets the appearance calls, and forwards them to
        // its child (rule 64), which appeared with its view.
        #expect(navigation.appearanceEvents == [.willDisappear, .didDisappear])
        #expect(list.appearanceEvents == [.willAppear, .didAppear, .willDisappear, .didDisappear])
        #expect(!system.isInWindow(navigation.view))
        // Rule 26: the size change flows root -> children -> PC -> presented controller.
        let start = system.events.count
        system.setGeometry(.iPhoneLandscape)
        #expect(
            system.lines(from: start).filter { $0.contains("viewWillTransition") } == [
                "navigation.viewWillTransition(to: 844x390)", "list.viewWillTransition(to: 844x390)",
                "pc.viewWillTransition(to:)", "detail.viewWillTransition(to: 844x390)",
            ])
        // Rule 25 up the chain: the child dismisses what its ancestor presents.
        list.dismiss()
        system.runUntilIdle()
        #expect(navigation.presentedViewController == nil)
        #expect(system.window.subviews.map(\.name) == ["navigation"])
        #expect(navigation.view.subviews.map(\.name) == ["list"])
        #expect(system.breaches.isEmpty)
    }

    @Test("A child of the presented controller: its presenter is the presented one's; dismiss dismisses it")
    func childOfPresented() {
        let (system, navigation, _) = makeNavigation()
        let detail = ModelViewController(name: "detail")
        detail.modalPresentationStyle = .overFullScreen
        let inner = ModelViewController(name: "inner")
        detail.addChild(inner)
        inner.didMove(toParent: detail)
        detail.view.addSubview(inner.view)
        navigation.present(detail)
        system.runUntilIdle()
        // D H4: "presented this view controller (or its farthest ancestor)".
        #expect(inner.presentingViewController === navigation)
        #expect(inner.presentedViewController == nil)
        inner.dismiss()
        #expect(inner.transitionCoordinator === detail.transitionCoordinator)
        #expect(inner.transitionCoordinator != nil)
        system.runUntilIdle()
        #expect(navigation.presentedViewController == nil)
        #expect(detail.presentingViewController == nil)
        #expect(system.breaches.isEmpty)
    }

    @Test(
        "A context style from a split's pane walks up to the pane defining the context; rotation reaches it")
    func splitPane() {
        let split = ModelViewController(name: "split")
        let system = HeadlessUIKit(root: split)
        let primary = ModelViewController(name: "primary")
        let secondary = ModelViewController(name: "secondary")
        for (pane, frame) in [
            (primary, CGRect(x: 0, y: 0, width: 130, height: 844)),
            (secondary, CGRect(x: 130, y: 0, width: 260, height: 844)),
        ] {
            split.addChild(pane)
            pane.didMove(toParent: split)
            pane.view.state.frame = frame
            split.view.addSubview(pane.view)
        }
        secondary.definesPresentationContext = true
        let content = ModelViewController(name: "content")
        secondary.addChild(content)
        content.didMove(toParent: secondary)
        secondary.view.addSubview(content.view)
        let detail = ModelViewController(name: "detail")
        detail.modalPresentationStyle = .overCurrentContext
        content.present(detail)
        system.runUntilIdle()
        #expect(detail.presentingViewController === secondary)
        #expect(content.presentedViewController === detail)
        #expect(split.presentedViewController == nil)
        #expect(primary.presentedViewController == nil)
        let container = split.view.subviews.last
        #expect(container?.name == "container")
        #expect(container?.state.frame == CGRect(x: 130, y: 0, width: 260, height: 844))
        let start = system.events.count
        system.setGeometry(ContainerGeometry(size: CGSize(width: 390, height: 700)))
        #expect(
            system.lines(from: start).filter { $0.contains("viewWillTransition") } == [
                "split.viewWillTransition(to: 390x700)", "primary.viewWillTransition(to: 390x700)",
                "secondary.viewWillTransition(to: 390x700)", "content.viewWillTransition(to: 390x700)",
                "pc.viewWillTransition(to:)", "detail.viewWillTransition(to: 390x700)",
            ])
        #expect(system.breaches.isEmpty)
    }

    @Test("Rule 26: no viewWillTransition for a presented controller whose child size is unchanged")
    func unchangedChildSize() {
        let delegate = TestDelegate(controller: {
            SameSizePresentationController(presentedViewController: $0, presenting: $1)
        })
        let (system, root, detail) = makeSystem(delegate: delegate)
        presentAndSettle(system, root, detail)
        system.setGeometry(.iPhoneLandscape)
        #expect(root.viewWillTransitionCount == 1)
        #expect(detail.viewWillTransitionCount == 0)
        #expect(system.lines().contains("system: viewWillTransition not sent: the child's size is unchanged"))
    }

    @Test("Rule 26: the presented controller is told the size size(forChildContentContainer:) answers")
    func childSize() {
        let delegate = TestDelegate()
        let (system, root, detail) = makeSystem(delegate: delegate)
        presentAndSettle(system, root, detail)
        let start = system.events.count
        system.setGeometry(.iPhoneLandscape)
        // UIKit's default: the parent's size.
        #expect(system.lines(from: start).contains("detail.viewWillTransition(to: 844x390)"))
        _ = root
    }
}

/// A card whose presented controller keeps its size whatever the container's.
@MainActor
private final class SameSizePresentationController: HeadlessPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        CGRect(x: 0, y: 0, width: 300, height: 300)
    }

    override func containerViewWillLayoutSubviews() {
        presentedView?.state.frame = frameOfPresentedViewInContainerView
    }

    override func size(
        forChildContentContainer container: ModelViewController, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        CGSize(width: 300, height: 300)
    }
}
