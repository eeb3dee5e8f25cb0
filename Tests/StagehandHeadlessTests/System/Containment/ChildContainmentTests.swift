import Foundation
import StagehandCore
import StagehandHeadless
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The log lines of containment and appearance callbacks, from `index` on.
@MainActor
private func callbacks(_ system: HeadlessUIKit, from index: Int = 0) -> [String] {
    system.lines(from: index).filter { $0.contains(".will") || $0.contains(".did") || $0.contains(".view") }
}

/// A panel added to the root as UIKit documents (rule 63): `addChild`, its view, `didMove`.
@MainActor
private func addPanel(to root: ModelViewController, named name: String = "panel") -> ModelViewController {
    let panel = ModelViewController(name: name)
    root.addChild(panel)
    panel.view.state.frame = CGRect(x: 0, y: 544, width: 390, height: 300)
    root.view.addSubview(panel.view)
    panel.didMove(toParent: root)
    return panel
}

@MainActor
@Suite("Headless UIKit: child view controllers (rules 63 and 64)")
struct ChildContainmentTests {
    @Test("A child added as documented hears willMove, appears with its view, then hears didMove")
    func addedAsDocumented() {
        let (system, root, _) = makeSystem()
        let start = system.events.count
        let panel = addPanel(to: root)
        #expect(root.children.map(\.name) == ["panel"])
        #expect(panel.containmentEvents == [.willMove(toParent: "root"), .didMove(toParent: "root")])
        #expect(panel.appearanceEvents == [.willAppear, .didAppear])
        #expect(
            callbacks(system, from: start) == [
                "panel.willMove(toParent: root)", "panel.viewWillAppear", "panel.viewDidAppear",
                "panel.didMove(toParent: root)",
            ])
        system.runUntilIdle()
        #expect(system.breaches.isEmpty)
    }

    @Test("A child removed as documented hears willMove(nil), disappears with its view, then didMove(nil)")
    func removedAsDocumented() {
        let (system, root, _) = makeSystem()
        let panel = addPanel(to: root)
        let start = system.events.count
        panel.willMove(toParent: nil)
        panel.view.removeFromSuperview()
        panel.removeFromParent()
        #expect(root.children.isEmpty)
        #expect(panel.parent == nil)
        #expect(
            callbacks(system, from: start) == [
                "panel.willMove(toParent: nil)", "panel.viewWillDisappear", "panel.viewDidDisappear",
                "panel.didMove(toParent: nil)",
            ])
        system.runUntilIdle()
        #expect(system.breaches.isEmpty)
    }

    @Test(
        "A didMove that comes after the child's entrance animation is in time; one that never comes is flagged once"
    )
    func didMoveAfterAnAnimation() {
        let (system, root, _) = makeSystem()
        let late = ModelViewController(name: "late")
        root.addChild(late)
        root.view.addSubview(late.view)
        // The container's entrance runs on the clock; it calls didMove when it ends.
        late.view.state.frame = CGRect(x: 0, y: 844, width: 390, height: 300)
        let animator = HeadlessViewPropertyAnimator(duration: 0.3, curve: .easeOut, in: system) {
            late.view.state.frame.origin.y = 544
        }
        animator.addCompletion { _ in late.didMove(toParent: root) }
        animator.startAnimation()
        let never = ModelViewController(name: "never")
        root.addChild(never)
        root.view.addSubview(never.view)
        system.runUntilIdle()
        #expect(late.containmentEvents.last == .didMove(toParent: "root"))
        #expect(system.breaches == [.childNeverToldItMoved("never")])
        system.runUntilIdle()
        system.finishRun()
        #expect(system.breaches == [.childNeverToldItMoved("never")])
    }

    @Test("A child removed without willMove(nil) first is flagged, and still hears didMove(nil)")
    func removedUntold() {
        let (system, root, _) = makeSystem()
        let panel = addPanel(to: root)
        panel.view.removeFromSuperview()
        panel.removeFromParent()
        #expect(system.breaches == [.childRemovedUntold("panel")])
        #expect(panel.containmentEvents.last == .didMove(toParent: nil))
        #expect(system.breaches.first?.ruleText.contains("without `willMove(toParent:)` with nil") == true)
    }

    @Test(
        "addChild takes a child from its other parent itself: no breach, and the child hears didMove(nil) first"
    )
    func movedBetweenParents() {
        let (system, root, _) = makeSystem()
        let left = addPanel(to: root, named: "left")
        let right = addPanel(to: root, named: "right")
        let item = ModelViewController(name: "item")
        left.addChild(item)
        left.view.addSubview(item.view)
        item.didMove(toParent: left)
        item.willMove(toParent: nil)
        right.addChild(item)
        right.view.addSubview(item.view)
        item.didMove(toParent: right)
        #expect(left.children.isEmpty)
        #expect(right.children.map(\.name) == ["item"])
        #expect(
            item.containmentEvents == [
                .willMove(toParent: "left"), .didMove(toParent: "left"), .willMove(toParent: nil),
                .didMove(toParent: nil), .willMove(toParent: "right"), .didMove(toParent: "right"),
            ])
        system.runUntilIdle()
        #expect(system.breaches.isEmpty)
    }

    @Test("A child's view put under another controller's view is flagged, as a phone raises")
    func viewUnderAnotherController() {
        let (system, root, _) = makeSystem()
        let left = addPanel(to: root, named: "left")
        let panel = ModelViewController(name: "panel")
        root.addChild(panel)
        let holder = ModelView(name: "holder")
        left.view.addSubview(holder)
        holder.addSubview(panel.view)
        panel.didMove(toParent: root)
        #expect(system.breaches == [.viewControllerHierarchyInconsistent("panel")])
    }

    @Test("A child hears its parent's appearance after its parent, whether covered or uncovered")
    func forwardedWithTheParent() {
        let (system, root, detail) = makeSystem(style: .fullScreen)
        let panel = addPanel(to: root)
        let start = system.events.count
        root.present(detail)
        system.runUntilIdle()
        #expect(
            callbacks(system, from: start).filter { $0.hasPrefix("root.") || $0.hasPrefix("panel.") } == [
                "root.viewWillDisappear", "panel.viewWillDisappear", "root.viewDidDisappear",
                "panel.viewDidDisappear",
            ])
        let back = system.events.count
        detail.dismiss()
        system.runUntilIdle()
        #expect(
            callbacks(system, from: back).filter { $0.hasPrefix("root.") || $0.hasPrefix("panel.") } == [
                "root.viewWillAppear", "panel.viewWillAppear", "root.viewDidAppear", "panel.viewDidAppear",
            ])
        #expect(
            panel.appearanceEvents == [
                .willAppear, .didAppear, .willDisappear, .didDisappear, .willAppear, .didAppear,
            ])
        #expect(system.breaches.isEmpty)
    }

    @Test("A container that forwards nothing leaves its children's appearance to its own calls")
    func manualForwarding() {
        let (system, root, _) = makeSystem()
        root.shouldAutomaticallyForwardAppearanceMethods = false
        let panel = ModelViewController(name: "panel")
        root.addChild(panel)
        panel.beginAppearanceTransition(true, animated: false)
        root.view.addSubview(panel.view)
        panel.endAppearanceTransition()
        panel.didMove(toParent: root)
        #expect(panel.appearanceEvents == [.willAppear, .didAppear])
        panel.view.removeFromSuperview()
        #expect(panel.appearanceEvents == [.willAppear, .didAppear])
        #expect(system.breaches.isEmpty)
    }

    @Test("A child its container already told it appears hears nothing more as its view comes in")
    func alreadyAppearing() {
        let (system, root, _) = makeSystem()
        let panel = ModelViewController(name: "panel")
        root.addChild(panel)
        panel.beginAppearanceTransition(true, animated: true)
        root.view.addSubview(panel.view)
        #expect(panel.appearanceEvents == [.willAppear])
        panel.endAppearanceTransition()
        panel.didMove(toParent: root)
        #expect(panel.appearanceEvents == [.willAppear, .didAppear])
        system.runUntilIdle()
        #expect(system.breaches.isEmpty)
    }

    @Test(
        "A child's view moved within the window, or added to a parent outside it, sends nothing until it shows"
    )
    func movesThatShowNothing() {
        let (system, root, _) = makeSystem()
        let panel = addPanel(to: root)
        let shelf = ModelView(name: "shelf")
        root.view.addSubview(shelf)
        shelf.addSubview(panel.view)
        #expect(panel.appearanceEvents == [.willAppear, .didAppear])
        // A container built off screen: its child appears with it, after it.
        let drawer = ModelViewController(name: "drawer")
        root.addChild(drawer)
        let item = ModelViewController(name: "item")
        drawer.addChild(item)
        drawer.view.addSubview(item.view)
        item.didMove(toParent: drawer)
        #expect(item.appearanceEvents.isEmpty)
        let start = system.events.count
        root.view.addSubview(drawer.view)
        drawer.didMove(toParent: root)
        #expect(
            callbacks(system, from: start) == [
                "drawer.viewWillAppear", "item.viewWillAppear", "drawer.viewDidAppear", "item.viewDidAppear",
                "drawer.didMove(toParent: root)",
            ])
        system.runUntilIdle()
        #expect(system.breaches.isEmpty)
    }

    @Test(
        "Navigation and tab bar controllers make their children's calls themselves: nothing is flagged or logged"
    )
    func systemContainers() {
        let list = ModelViewController(name: "list")
        let navigation = HeadlessNavigationController(rootViewController: list)
        let system = HeadlessUIKit(root: navigation.controller)
        navigation.pushViewController(ModelViewController(name: "detail"), animated: false)
        system.runUntilIdle()
        #expect(system.lines().filter { $0.contains("Move(toParent") }.isEmpty)
        #expect(system.breaches.isEmpty)
    }
}
