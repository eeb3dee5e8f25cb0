import Foundation
import StagehandCore
import StagehandHeadless
import StagehandUIKitLayer

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The scene the panel fuzzer and explorer play in: a tab bar controller whose first tab is a map
/// screen that holds panels that stay (a results panel with a list, resting at 96 points, half the
/// room and all of it; and a details panel over it, at half the room, dimming above it), and whose
/// second tab is a plain screen, on the headless UIKit, with every promise checked after each step.
///
/// The promises (issue 37):
/// - no breach of UIKit's contract (rules 63–65 included: containment in UIKit's order, appearance
///   forwarded, no display link left running when nothing moves) after any step;
/// - at rest (nothing runs, no finger down), each panel in the map sits at its selected detent,
///   where the map is now (after rotations and the keyboard), inside the map's width; the last
///   position it told is where it rests; a panel out of the map has no view in it;
/// - at the end, once every panel is removed, every panel and its content are freed.
@MainActor
final class PanelWorld {
    /// A fault a self-test plants, to prove that the promise it breaks is checked.
    enum Fault: String, CaseIterable, Sendable {
        /// Nudges the results panel 3 points down at rest.
        case nudgeAtRest
        /// Keeps every removed panel alive.
        case retainRemovedPanels
        /// Leaves the details panel's wrapper in the map's view after its removal.
        case leaveWrapperBehind
        /// Forgets to tell the position once the results panel comes to rest.
        case staleLastPosition
    }

    /// A panel the world added, and the last position it told.
    final class Shown {
        let panel: HeadlessStagehandPanel
        var told: StagehandPosition?

        init(_ panel: HeadlessStagehandPanel) { self.panel = panel }
    }

    let system: HeadlessUIKit
    let tabs: HeadlessTabBarController
    let map: ModelViewController
    let other: ModelViewController
    /// The results panel, while it is in the map (or leaving it).
    private(set) var results: Shown?
    /// The details panel, while it is in the map (or leaving it).
    private(set) var details: Shown?
    /// The finger on the screen, if any, and where it is.
    private(set) var finger: (touch: HeadlessTouch, at: CGPoint)?
    /// The fault planted, if any (self-tests only).
    let fault: Fault?
    /// The steps taken, in order.
    private(set) var steps: [String] = []
    /// The first promise broken so far, if any.
    var problem: String?
    /// How many panels the world has made.
    private var made = 0
    /// Weak references to everything that must be freed at the end.
    private var mustBeFreed: [(what: String, object: () -> AnyObject?)] = []
    /// What the fault keeps alive.
    private var retained: [AnyObject] = []
    /// Whether the keyboard is up.
    private(set) var keyboardIsUp = false

    /// Creates the scene under `unknowns`, with no panel yet.
    init(unknowns: Unknowns = Unknowns(), fault: Fault? = nil) {
        self.fault = fault
        map = ModelViewController(name: "map", content: .color(RGBAColor(red: 0.6, green: 0.8, blue: 0.6)))
        other = ModelViewController(name: "other", content: .card(title: "Other"))
        tabs = HeadlessTabBarController(tabs: [map, other])
        system = HeadlessUIKit(geometry: .iPhonePortrait, root: tabs.controller, unknowns: unknowns)
        // The headless UIKit gives safe areas to the window and the transition containers only: the
        // map's follows the window's, inside a rotation's animation as on a phone.
        map.view.safeAreaInsets = system.geometry.safeArea
        map.willTransitionToSize = { [weak self] _, coordinator in
            _ = coordinator.animate(alongsideTransition: { _ in
                guard let self else { return }
                self.map.view.safeAreaInsets = self.system.geometry.safeArea
            })
        }
    }

    // MARK: Facts

    /// The panel on top in the map, if any is shown (not leaving).
    private var top: Shown? { [details, results].compactMap { $0 }.first { Self.isShown($0.panel) } }

    private static func isShown(_ panel: HeadlessStagehandPanel) -> Bool {
        panel.core.driver.phase == .adding || panel.core.driver.phase == .shown
    }

    /// Whether the map's tab shows, no tab switch runs and no finger is down.
    var canTouch: Bool { tabs.selectedIndex == 0 && !tabs.isTransitioning && finger == nil }

    /// Whether a panel is shown (not leaving).
    var hasShownPanel: Bool { top != nil }

    /// Whether a finger may land on the top panel.
    var canPutFingerDown: Bool { canTouch && top != nil }

    // MARK: Events

    /// Adds a results panel (or a details panel, `details`) to the map, coming up when `animated`;
    /// nil when one is there.
    func add(details: Bool, animated: Bool = true) -> String? {
        guard details ? self.details == nil : results == nil else { return nil }
        made += 1
        let name = details ? "details" : "results"
        let content = ModelViewController(name: "\(name) \(made)", content: .card(title: name))
        let panel = HeadlessStagehandPanel(contentViewController: content, name: "\(name) panel \(made)")
        if details {
            panel.detents = [.medium, .large]
            panel.selectedDetent = .medium
            panel.largestUndimmedDetent = .medium
            panel.isRemovalInteractionEnabled = true
        } else {
            panel.detents = [.points(96), .medium, .large]
            panel.selectedDetent = .points(96)
            // A list under a 30-point header, sharing drags with the panel.
            let list = ModelView(
                name: "list", state: ViewState(frame: CGRect(x: 0, y: 30, width: 390, height: 800)))
            list.scroll = ModelScrollState(contentSize: CGSize(width: 390, height: 2_000))
            content.view.addSubview(list)
            panel.scrollView = list
        }
        let shown = Shown(panel)
        panel.onPositionChange = { [weak shown] in shown?.told = $0 }
        panel.onRemove = { [weak self, weak shown] in self?.panelLeft(shown) }
        mustBeFreed.append(("the panel <\(panel.viewController.name)>", { [weak panel] in panel }))
        mustBeFreed.append(("the content <\(content.name)>", { [weak content] in content }))
        if details { self.details = shown } else { results = shown }
        map.addPanel(panel, animated: animated)
        return "add the \(name) panel\(animated ? "" : " without animation")"
    }

    private func panelLeft(_ shown: Shown?) {
        guard let shown else { return }
        if fault == .retainRemovedPanels { retained.append(shown.panel) }
        if fault == .leaveWrapperBehind, shown === details, let wrapper = shown.panel.panelView {
            map.view.addSubview(wrapper)
        }
        if results === shown { results = nil }
        if details === shown { details = nil }
    }

    /// The app removes the details panel (or the results panel, when there is no details panel),
    /// going down when `animated`; nil when no panel is shown.
    func removeTop(animated: Bool = true) -> String? {
        guard let top else { return nil }
        top.panel.remove(animated: animated)
        return "remove <\(top.panel.viewController.name)>\(animated ? "" : " without animation")"
    }

    /// The app sets the top panel's detent to the next one up (the lowest after the highest), inside
    /// `animateChanges` when `animated`; nil when no panel is shown.
    func selectNextDetent(animated: Bool) -> String? {
        guard let top else { return nil }
        let panel = top.panel
        let index = panel.detents.firstIndex(of: panel.selectedDetent) ?? 0
        let next = panel.detents[(index + 1) % panel.detents.count]
        if animated {
            panel.animateChanges { panel.selectedDetent = next }
        } else {
            panel.selectedDetent = next
        }
        return "select \(next)\(animated ? " animated" : "") on <\(panel.viewController.name)>"
    }

    /// A finger lands on the top panel: on its header, or on its list (`inList`, the results
    /// panel's).
    func fingerDown(inList: Bool) -> String? {
        guard canPutFingerDown, let top, let frame = top.panel.panelView?.presentationState.frame else {
            return nil
        }
        let point = CGPoint(x: frame.midX, y: min(frame.minY + (inList ? 60 : 10), 843))
        system.advance(by: 0)
        finger = (system.touchDown(at: point), point)
        return "finger down on <\(top.panel.viewController.name)>\(inList ? "'s list" : "")"
    }

    /// The finger moves `points` down (up when negative), over one frame.
    func fingerMoves(by points: Double) -> String? {
        guard let finger else { return nil }
        let to = CGPoint(x: finger.at.x, y: finger.at.y + CGFloat(points))
        system.advance(by: 1.0 / 60)
        system.move(finger.touch, to: to)
        self.finger = (finger.touch, to)
        return "finger moves \(Int(points)) pt"
    }

    /// The finger lifts moving at `velocity` points per second down (up when negative).
    func fingerLifts(velocity: Double) -> String? {
        guard let finger else { return nil }
        let step = velocity / 60
        if step != 0 {
            system.advance(by: 1.0 / 60)
            system.move(finger.touch, to: CGPoint(x: finger.at.x, y: finger.at.y + CGFloat(step)))
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

    /// The keyboard comes up (336 points), or goes down.
    func toggleKeyboard() -> String {
        keyboardIsUp.toggle()
        let bounds = system.geometry.bounds
        let height = keyboardIsUp ? 336.0 : 0
        system.setKeyboard(
            frame: CGRect(
                x: 0, y: Double(bounds.height) - height, width: Double(bounds.width), height: height))
        return keyboardIsUp ? "keyboard up" : "keyboard down"
    }

    /// A tap on the tab bar's other tab: the map leaves the screen with its panels, or comes back.
    func tapOtherTab() -> String {
        system.advance(by: 0)
        let index = 1 - tabs.selectedIndex
        tabs.tapTab(at: index)
        return "tap tab \(index)"
    }

    /// The window rotates between portrait and landscape.
    func rotate() -> String {
        let portrait = system.geometry == .iPhonePortrait
        system.setGeometry(portrait ? .iPhoneLandscape : .iPhonePortrait)
        // A map in a tab not shown hears no size change: its safe area is the window's when it is
        // shown again (the headless UIKit sets it on containers only).
        map.view.safeAreaInsets = system.geometry.safeArea
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
        guard finger == nil, system.isIdle, !tabs.isTransitioning else { return nil }
        for shown in [results, details].compactMap({ $0 }) {
            if let broken = restingProblem(of: shown) { return broken }
        }
        let inMap = map.view.subviews.map(\.name)
        let expected = map.children.flatMap { child in
            [results, details].compactMap { $0 }.first { $0.panel.viewController === child }
                .map { [$0.panel.backdropView?.name, $0.panel.panelView?.name].compactMap { $0 } } ?? []
        }
        if inMap != expected {
            return "hierarchy: the map's view holds \(inMap), not \(expected)"
        }
        return nil
    }

    /// The promises of a panel at rest.
    private func restingProblem(of shown: Shown) -> String? {
        let panel = shown.panel
        let name = panel.viewController.name
        guard panel.viewController.parent === map else {
            return "containment: <\(name)> is not the map's child"
        }
        guard let rest = panel.core.driver.restingPosition, let now = panel.position,
            let frame = panel.panelView?.presentationState.frame
        else { return "resting: <\(name)> has no position in the map" }
        if !Self.close(now, rest) {
            return "resting: <\(name)> at \(now), not at its detent \(panel.selectedDetent) (\(rest))"
        }
        guard let told = shown.told, Self.close(told, now) else {
            return
                "position: <\(name)> last told \(shown.told.map { "\($0)" } ?? "nothing"), resting at \(now)"
        }
        let bounds = map.view.state.frame
        if frame.minX < -0.001 || frame.maxX > bounds.width + 0.001 {
            return "layout: <\(name)> at \(frame), outside the map's width \(bounds.width)"
        }
        return nil
    }

    private static func close(_ a: StagehandPosition, _ b: StagehandPosition) -> Bool {
        abs(a.height - b.height) < 1e-6 && abs(a.progress - b.progress) < 1e-9
    }

    // MARK: The end

    /// Lifts any finger, runs to rest and checks; then removes every panel, lets go of them and
    /// checks that nothing the world made is retained.
    func finish() {
        if finger != nil, let step = fingerLifts(velocity: 0) {
            guard check(step) else { return }
        }
        guard check(runUntilIdle()) else { return }
        while let step = removeTop(animated: false) {
            guard check(step) else { return }
        }
        guard check(runUntilIdle()) else { return }
        system.finishRun(limit: 30)
        guard check("end of the run") else { return }
        if let alive = mustBeFreed.first(where: { $0.object() != nil }) {
            problem = "leak: \(alive.what) was retained"
        }
    }

    /// The last 80 events of the system, for a failure's diagnosis.
    var recentEvents: [String] { system.events.suffix(80).map(\.description) }

    // MARK: Faults

    private func plantFaults() {
        guard let fault, finger == nil, system.isIdle, let results, Self.isShown(results.panel) else {
            return
        }
        switch fault {
        case .nudgeAtRest:
            results.panel.panelView?.state.frame.origin.y += 3
        case .staleLastPosition:
            results.told = nil
        case .retainRemovedPanels, .leaveWrapperBehind:
            break
        }
    }
}
