import Foundation
import StagehandCore
import StagehandHeadless
import StagehandUIKitLayer

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The scene the navigation fuzzer and explorer play in: a tab bar controller whose first tab is a
/// navigation controller running Stagehand transitions (a list at its root) and whose second tab is
/// a plain screen, on the headless UIKit, with every promise checked after each step.
///
/// The promises: no breach of UIKit's contract and no misuse of a stage; at rest (no push, pop or
/// tab switch under way, nothing animating, no finger down), the navigation controller's content view holds exactly
/// the top's view, filling it, opaque, untransformed, shown, with every view the app put in it as
/// the app made it, and the navigation bar shows the top's item; the tab bar controller's content
/// view holds exactly the selected tab's view, filling it; never more than one back swipe of
/// Stagehand's on the navigation controller's view; and at the end, with everything popped, every
/// screen pushed (and Stagehand's screen of it) freed.
@MainActor
final class ContainerWorld {
    /// A fault a self-test plants, to prove that the promise it breaks is checked.
    enum Fault: String, CaseIterable, Sendable {
        /// Leaves the view of the controller below in the content view once a push is over.
        case leaveViewBelow
        /// Moves the top's view 2 pt off the content view's bounds at rest.
        case nudgeTopAtRest
        /// Hides the list's avatar once a pop is over.
        case hideAvatarAfterPop
        /// Keeps every pushed controller alive.
        case retainPushedControllers
        /// Puts a second screen-edge recognizer on the navigation controller's view.
        case secondSwipe
    }

    /// A finger on the screen: where it landed, and how far it moved towards the trailing edge.
    struct Finger {
        var touch: HeadlessTouch
        var start: CGPoint
        var moved = 0.0
    }

    /// The transition pushes run with.
    let transition: any CustomTransition
    let system: HeadlessUIKit
    let tabs: HeadlessTabBarController
    let navigation: HeadlessNavigationController
    let root: ModelViewController
    let other: ModelViewController
    /// The finger on the screen, if any.
    private(set) var finger: Finger?
    /// The fault planted, if any (self-tests only).
    let fault: Fault?
    /// The steps taken, in order.
    private(set) var steps: [String] = []
    /// The first promise broken so far, if any.
    var problem: String?
    /// How many screens the world has made.
    private var made = 0
    /// Each controller the world made (weakly), with its view's tree as the app made it.
    private var appMade: [(controller: Weak<ModelViewController>, own: [PresentationWorld.FingerprintLine])] =
        []
    /// Weak references to everything that must be freed at the end.
    private var mustBeFreed: [(what: String, object: () -> AnyObject?)] = []
    /// What the fault keeps alive.
    private var retained: [AnyObject] = []

    /// Creates the scene: pushes run with `transition`, tab switches with `tabTransition` (nil for
    /// UIKit's own), under `unknowns`.
    init(
        transition: any CustomTransition, tabTransition: (any CustomTransition)?, unknowns: Unknowns,
        fault: Fault? = nil
    ) {
        self.transition = transition
        self.fault = fault
        root = ModelViewController(name: "list", content: .listScreen(title: "List", safeTop: 47))
        root.view.addSubview(
            ModelView(
                name: "avatar",
                state: ViewState(frame: CGRect(x: 16, y: 152, width: 40, height: 40), cornerRadius: 20),
                identifier: "avatar"))
        navigation = HeadlessNavigationController(rootViewController: root)
        other = ModelViewController(name: "other", content: .card(title: "Other"))
        tabs = HeadlessTabBarController(tabs: [navigation.controller, other])
        system = HeadlessUIKit(geometry: .iPhonePortrait, root: tabs.controller, unknowns: unknowns)
        navigation.enableStagehandTransitions()
        tabs.stagehandTransition = tabTransition
        remember(root)
        remember(other)
    }

    private func remember(_ controller: ModelViewController) {
        appMade.append(
            (Weak(controller), PresentationWorld.fingerprint(of: controller.view, includingRootFrame: false)))
    }

    /// A new screen: a card with an avatar the list's flies to, as a shared element.
    private func makeScreen() -> ModelViewController {
        made += 1
        let screen = ModelViewController(name: "screen \(made)", content: .card(title: "Screen \(made)"))
        screen.view.addSubview(
            ModelView(
                name: "avatar",
                state: ViewState(frame: CGRect(x: 95, y: 140, width: 200, height: 200), cornerRadius: 100),
                identifier: "avatar"))
        remember(screen)
        mustBeFreed.append(("the controller <\(screen.name)>", { [weak screen] in screen }))
        if fault == .retainPushedControllers { retained.append(screen) }
        return screen
    }

    // MARK: Facts

    /// Whether no push, pop or tab switch is under way.
    var isSettled: Bool { !navigation.isTransitioning && !tabs.isTransitioning }

    /// Whether the app may push with UIKit's own call now (never during a transition, rule 56).
    var canPushPlainly: Bool { isSettled }

    /// Whether the app may pop now: a screen above the root, no transition under way (rule 56).
    var canPop: Bool { isSettled && navigation.viewControllers.count > 1 && finger == nil }

    /// Whether a finger may land on the leading edge: none down, and a screen to pop.
    var canPutFingerDown: Bool {
        finger == nil && navigation.viewControllers.count > 1 && tabs.selectedIndex == 0
    }

    // MARK: Events

    /// Pushes a new screen with Stagehand's `pushViewController(_:transition:)`, at any moment (a
    /// push during a transition waits for its end).
    func push(animated: Bool) -> String {
        let screen = makeScreen()
        navigation.pushViewController(screen, transition: transition, animated: animated)
        return "push <\(screen.name)>\(animated ? "" : " without animation") with Stagehand"
    }

    /// Pushes a new screen whose own transition is the world's, with UIKit's own call; nil during a
    /// transition (rule 56).
    func pushPlainly(animated: Bool) -> String? {
        guard canPushPlainly else { return nil }
        let screen = makeScreen()
        screen.stagehandTransition = transition
        navigation.pushViewController(screen, animated: animated)
        return "push <\(screen.name)>\(animated ? "" : " without animation") with its own transition"
    }

    /// `popViewController(animated:)`, or `popToRootViewController(animated:)`; nil when the app
    /// may not pop.
    func pop(toRoot: Bool, animated: Bool = true) -> String? {
        guard canPop else { return nil }
        if toRoot {
            navigation.popToRootViewController(animated: animated)
        } else {
            navigation.popViewController(animated: animated)
        }
        return toRoot ? "pop to the root" : "pop"
    }

    /// A finger lands on the leading edge, over the navigation controller.
    func fingerDown() -> String? {
        guard canPutFingerDown else { return nil }
        let start = CGPoint(x: 4, y: 420)
        system.advance(by: 0)
        finger = Finger(touch: system.touchDown(at: start), start: start)
        return "finger down on the leading edge"
    }

    /// The finger moves `points` towards the trailing edge (back when negative).
    func fingerMoves(by points: Double) -> String? {
        guard var finger else { return nil }
        finger.moved += points
        system.move(
            finger.touch, to: CGPoint(x: Double(finger.start.x) + finger.moved, y: Double(finger.start.y)))
        system.advance(by: 1.0 / 60)
        self.finger = finger
        return "finger moves \(Int(points)) pt"
    }

    /// The finger lifts, moving at `velocity` points per second towards the trailing edge.
    func fingerLifts(velocity: Double) -> String? {
        guard let finger else { return nil }
        // The last move sets the release velocity: a step of velocity / 60 over one frame.
        let step = velocity / 60
        if step != 0 {
            system.move(
                finger.touch,
                to: CGPoint(x: Double(finger.start.x) + finger.moved + step, y: Double(finger.start.y)))
            system.advance(by: 1.0 / 60)
        }
        system.lift(finger.touch)
        self.finger = nil
        return "finger lifts at \(Int(velocity)) pt/s"
    }

    /// The system cancels the finger's touch.
    func fingerCancelled() -> String? {
        guard let finger else { return nil }
        system.cancel(finger.touch)
        self.finger = nil
        return "touch cancelled"
    }

    /// A tap on the tab bar's other tab (taken only when no transition runs, rule 58).
    func tapOtherTab() -> String {
        // A touch arrives on a later turn of the run loop: what was scheduled runs first.
        system.advance(by: 0)
        let index = 1 - tabs.selectedIndex
        tabs.tapTab(at: index)
        return "tap tab \(index)"
    }

    /// The window rotates between portrait and landscape.
    func rotate() -> String {
        let portrait = system.geometry == .iPhonePortrait
        system.setGeometry(portrait ? .iPhoneLandscape : .iPhonePortrait)
        return portrait ? "rotate to landscape" : "rotate to portrait"
    }

    /// `seconds` of the run loop.
    func advance(by seconds: Double) -> String {
        system.advance(by: seconds)
        return "advance \(String(format: "%.3f", seconds)) s"
    }

    /// The run loop turns until the system is idle.
    func runUntilIdle() -> String {
        system.runUntilIdle()
        return "run until idle"
    }

    // MARK: Promises

    /// Records `step` and checks every promise after it; false once one is broken.
    @discardableResult
    func check(_ step: String) -> Bool {
        steps.append(step)
        plantFaults()
        if problem == nil { problem = firstProblem() }
        return problem == nil
    }

    private func firstProblem() -> String? {
        if let breach = system.breaches.first { return "breach: \(breach)" }
        if let misuse = system.stageMisuses.first { return "misuse: \(misuse)" }
        let swipes = navigation.controller.view.gestureRecognizers.filter {
            $0 is HeadlessScreenEdgePanGestureRecognizer && $0 !== navigation.interactivePopGestureRecognizer
        }
        if swipes.count > 1 {
            return "swipe: \(swipes.count) back swipes on the navigation controller's view"
        }
        // At rest: nothing in flight, nothing settling (a spring back), no finger down.
        guard isSettled, finger == nil, system.isIdle else { return nil }
        return restingProblem()
    }

    /// The promises at rest.
    private func restingProblem() -> String? {
        guard let top = navigation.topViewController else { return "stack: empty" }
        let content = navigation.contentView
        if content.subviews.map(\.name) != [top.name] {
            return
                "hierarchy: the navigation controller shows \(content.subviews.map(\.name)), not <\(top.name)>"
        }
        let bounds = CGRect(origin: .zero, size: content.state.frame.size)
        if let broken = Self.restingProblem(of: top, in: bounds) { return broken }
        if navigation.navigationBarTopItem !== top {
            return "bar: the navigation bar shows <\(navigation.navigationBarTopItem?.name ?? "nothing")>"
        }
        let selected = tabs.selectedViewController
        if tabs.contentView.subviews.map(\.name) != [selected.name] {
            return "hierarchy: the tab bar controller shows \(tabs.contentView.subviews.map(\.name))"
        }
        let tabBounds = CGRect(origin: .zero, size: tabs.contentView.state.frame.size)
        if let broken = Self.restingProblem(of: selected, in: tabBounds) { return broken }
        for entry in appMade {
            guard let controller = entry.controller.object else { continue }
            let now = PresentationWorld.fingerprint(of: controller.view, includingRootFrame: false)
            if now != entry.own {
                return "restore: <\(controller.name)>'s views are not as the app made them"
            }
        }
        return nil
    }

    /// Whether `controller`'s view fills `bounds`, opaque, untransformed and shown.
    private static func restingProblem(of controller: ModelViewController, in bounds: CGRect) -> String? {
        let state = controller.view.presentationState
        guard state.frame == bounds, state.alpha == 1, state.transform == .identity, state.cornerRadius == 0,
            !controller.view.isHidden
        else {
            return "resting: <\(controller.name)> at \(state), not filling \(bounds)"
        }
        return nil
    }

    // MARK: The end

    /// Lifts any finger, runs to rest and checks; then pops everything, lets go of every screen and
    /// checks that nothing pushed is retained.
    func finish() {
        if finger != nil, let step = fingerLifts(velocity: 0) {
            guard check(step) else { return }
        }
        guard check(runUntilIdle()) else { return }
        if navigation.viewControllers.count > 1 {
            navigation.popToRootViewController(animated: false)
            guard check(runUntilIdle()) else { return }
        }
        system.finishRun(limit: 30)
        guard check("end of the run") else { return }
        if let alive = mustBeFreed.first(where: { $0.object() != nil }) {
            problem = "leak: \(alive.what) was retained"
        }
    }

    /// How many transitions completed.
    var completedTransitions: Int {
        system.events.filter { $0.description.hasPrefix("context.completeTransition") }.count
    }

    /// The last 80 events of the system, for a failure's diagnosis.
    var recentEvents: [String] { system.events.suffix(80).map(\.description) }

    // MARK: Faults

    private func plantFaults() {
        guard let fault, isSettled, finger == nil else { return }
        switch fault {
        case .leaveViewBelow:
            let stack = navigation.viewControllers
            if stack.count > 1, stack[stack.count - 2].view.superview == nil {
                navigation.contentView.insertSubview(stack[stack.count - 2].view, at: 0)
            }
        case .nudgeTopAtRest:
            if navigation.viewControllers.count > 1, let top = navigation.topViewController {
                top.view.state.frame.origin.x = 2
            }
        case .hideAvatarAfterPop:
            if steps.last?.hasPrefix("pop") == true || steps.last == "run until idle",
                navigation.viewControllers.count == 1, made > 0
            {
                root.view.subviews.first { $0.name == "avatar" }?.isHidden = true
            }
        case .retainPushedControllers:
            break
        case .secondSwipe:
            if navigation.viewControllers.count > 1,
                !navigation.controller.view.gestureRecognizers.contains(where: { $0.name == "planted" })
            {
                let planted = HeadlessScreenEdgePanGestureRecognizer()
                planted.name = "planted"
                navigation.controller.view.addGestureRecognizer(planted)
            }
        }
    }
}
