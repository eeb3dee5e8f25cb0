import Foundation
import StagehandCore
import StagehandHeadless
import StagehandUIKitLayer
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A map screen (the root, 390 × 844 with 47 and 34 points of safe area) holding one panel of
/// results, resting at 96 points, half the room, and all of it.
@MainActor
private func mapWithPanel(
    geometry: ContainerGeometry = .iPhonePortrait, detents: [Detent] = [.points(96), .medium, .large],
    selected: Detent = .points(96), animated: Bool = false
) -> (system: HeadlessUIKit, map: ModelViewController, panel: HeadlessStagehandPanel, positions: PositionLog)
{
    let map = ModelViewController(name: "map", content: .color(RGBAColor(red: 0.6, green: 0.8, blue: 0.6)))
    let system = HeadlessUIKit(geometry: geometry, root: map)
    // The headless UIKit gives a safe area to the window and the transition containers only: the
    // root screen's, which fills the window, is the window's, as on a phone, and follows rotations.
    map.view.safeAreaInsets = geometry.safeArea
    map.willTransitionToSize = { [weak system, weak map] _, coordinator in
        _ = coordinator.animate(alongsideTransition: { _ in
            if let system, let map { map.view.safeAreaInsets = system.geometry.safeArea }
        })
    }
    let results = ModelViewController(name: "results", content: .card(title: "Results"))
    let panel = HeadlessStagehandPanel(contentViewController: results)
    panel.detents = detents
    panel.selectedDetent = selected
    let positions = PositionLog()
    panel.onPositionChange = { positions.values.append($0) }
    map.addPanel(panel, animated: animated)
    return (system, map, panel, positions)
}

/// The positions a panel told, in order.
@MainActor
private final class PositionLog {
    var values: [StagehandPosition] = []
}

/// Whether `value` is `expected` to within a millionth of a point (frames go through CGFloat).
private func close(_ value: CGFloat?, _ expected: Double) -> Bool {
    value.map { abs(Double($0) - expected) < 1e-6 } ?? false
}

/// The floor of an iPhone in portrait: 844 less the home indicator's 34 points.
private let floor = 810.0
/// The room `.large` fills: from the floor up to 10 points below the 47-point safe area's top.
private let room = floor - 57

@MainActor
@Suite("Panels that stay: added, dragged, dimmed, followed, removed (StagehandPanel)")
struct PanelTests {
    @Test("Added, a panel joins its parent as UIKit documents child containment, and comes up from below")
    func addedAsAChild() throws {
        let (system, map, panel, positions) = mapWithPanel(animated: true)
        #expect(map.children.map(\.name) == ["panel"])
        #expect(map.panels.count == 1)
        #expect(
            panel.viewController.containmentEvents == [.willMove(toParent: "map"), .didMove(toParent: "map")])
        #expect(
            panel.contentViewController.containmentEvents == [
                .willMove(toParent: "panel"), .didMove(toParent: "panel"),
            ])
        #expect(panel.contentViewController.appearanceEvents == [.willAppear, .didAppear])
        // It starts below the bottom edge: what is on screen, as the model value is the end's.
        #expect(panel.panelView?.presentationState.frame.minY == 844)
        system.runUntilIdle()
        let frame = try #require(panel.panelView?.state.frame)
        #expect(frame == CGRect(x: 0, y: floor - 96, width: 390, height: 844 - (floor - 96)))
        #expect(panel.position == StagehandPosition(height: 130, progress: 0))
        // Every frame of the way up, read from the screen, then where it rests.
        let heights = positions.values.map(\.height)
        #expect(heights.count > 5)
        #expect(heights == heights.sorted())
        #expect(positions.values.last == panel.position)
        #expect(system.breaches.isEmpty)
    }

    @Test("A fling up settles at the highest detent and tells the person's change once")
    func flungUp() throws {
        let (system, _, panel, _) = mapWithPanel()
        var changes: [Detent] = []
        panel.onSelectedDetentChange = { changes.append($0) }
        system.pan(
            from: CGPoint(x: 195, y: 760), by: CGPoint(x: 0, y: -120),
            releaseVelocity: CGPoint(x: 0, y: -2000))
        system.runUntilIdle()
        #expect(panel.selectedDetent == .large)
        #expect(changes == [.large])
        #expect(close(panel.panelView?.state.frame.minY, floor - room))
        #expect(panel.position?.progress == 1)
        #expect(system.breaches.isEmpty)
    }

    @Test("A drag below the lowest detent rubber-bands and springs back: a panel stays")
    func stays() throws {
        let (system, map, panel, positions) = mapWithPanel()
        let touch = system.pan(from: CGPoint(x: 195, y: 730), by: CGPoint(x: 0, y: 90), lifts: false)
        // Held 90 points down, it stands less than 90 points lower: the band resists.
        let held = try #require(panel.panelView?.state.frame.minY)
        #expect(held > floor - 96 && held < floor - 96 + 90)
        #expect(positions.values.last.map { $0.progress < 0 } == true)
        system.lift(touch)
        system.runUntilIdle()
        #expect(map.panels.count == 1)
        #expect(panel.selectedDetent == .points(96))
        #expect(close(panel.panelView?.state.frame.minY, floor - 96))
        #expect(panel.contentViewController.appearanceEvents == [.willAppear, .didAppear])
        // VoiceOver's escape does not remove it either.
        let view = try #require(panel.panelView)
        #expect(system.performAccessibilityEscape(from: view) == false)
        #expect(map.panels.count == 1)
        #expect(system.breaches.isEmpty)
    }

    @Test("With the removal interaction, a fling down removes it: willMove(nil), out, didMove(nil)")
    func removalInteraction() throws {
        let (system, map, panel, positions) = mapWithPanel()
        panel.isRemovalInteractionEnabled = true
        var removed = 0
        panel.onRemove = { removed += 1 }
        system.pan(
            from: CGPoint(x: 195, y: 730), by: CGPoint(x: 0, y: 60), releaseVelocity: CGPoint(x: 0, y: 1500))
        system.runUntilIdle()
        #expect(removed == 1)
        #expect(map.children.isEmpty)
        #expect(map.panels.isEmpty)
        #expect(panel.panelView?.superview == nil)
        #expect(panel.backdropView == nil)
        #expect(
            panel.viewController.containmentEvents == [
                .willMove(toParent: "map"), .didMove(toParent: "map"), .willMove(toParent: nil),
                .didMove(toParent: nil),
            ])
        #expect(
            panel.contentViewController.appearanceEvents == [
                .willAppear, .didAppear, .willDisappear, .didDisappear,
            ])
        // It went all the way down, off screen.
        #expect(positions.values.last?.height == 0)
        #expect(system.breaches.isEmpty)
    }

    @Test("Above the largest undimmed detent a backdrop dims and takes taps; at or below, the map takes them")
    func backdrop() throws {
        let (system, map, panel, _) = mapWithPanel(selected: .medium)
        panel.largestUndimmedDetent = .points(96)
        var changes: [Detent] = []
        panel.onSelectedDetentChange = { changes.append($0) }
        system.runUntilIdle()
        let backdrop = try #require(panel.backdropView)
        #expect(backdrop.state.alpha == 1)
        #expect(system.hitTest(CGPoint(x: 195, y: 200)) === backdrop)
        system.tap(at: CGPoint(x: 195, y: 200))
        system.runUntilIdle()
        #expect(panel.selectedDetent == .points(96))
        #expect(changes == [.points(96)])
        #expect(backdrop.state.alpha == 0)
        #expect(system.hitTest(CGPoint(x: 195, y: 200)) === map.view)
        #expect(system.breaches.isEmpty)
    }

    @Test(
        "animateChanges moves it with the spring, told at every frame, never after it rests; an app's set is not reported"
    )
    func animatedChange() throws {
        let (system, _, panel, positions) = mapWithPanel()
        var changes: [Detent] = []
        panel.onSelectedDetentChange = { changes.append($0) }
        let before = positions.values.count
        panel.animateChanges { panel.selectedDetent = .large }
        system.runUntilIdle()
        let told = Array(positions.values[before...])
        #expect(told.count > 10)
        #expect(told.map(\.height) == told.map(\.height).sorted())
        #expect(told.last == StagehandPosition(height: 844 - (floor - room), progress: 1))
        #expect(panel.framesFollowed > 10)
        let frames = panel.framesFollowed
        let count = positions.values.count
        system.advance(by: 1)
        #expect(panel.framesFollowed == frames)
        #expect(positions.values.count == count)
        #expect(changes.isEmpty)
        // Without animateChanges, a set shows at once.
        panel.selectedDetent = .medium
        #expect(close(panel.panelView?.state.frame.minY, floor - room / 2))
        // New detents without the selected one: the nearest in height, shown at once.
        panel.detents = [.large, .points(200)]
        #expect(panel.selectedDetent == .points(200))
        #expect(close(panel.panelView?.state.frame.minY, floor - 200))
        #expect(system.breaches.isEmpty)
    }

    @Test(
        "Two panels: the upper one's backdrop lies over the lower panel, and a drag moves the panel under the finger"
    )
    func twoPanels() throws {
        let (system, map, search, _) = mapWithPanel()
        let details = HeadlessStagehandPanel(
            contentViewController: ModelViewController(name: "details", content: .card(title: "Details")),
            name: "details panel")
        details.detents = [.points(300), .large]
        details.selectedDetent = .points(300)
        details.largestUndimmedDetent = .points(300)
        map.addPanel(details, animated: false)
        #expect(map.panels.map(\.viewController.name) == ["panel", "details panel"])
        let order = map.view.subviews.map { ObjectIdentifier($0) }
        let expected = [search.backdropView, search.panelView, details.backdropView, details.panelView]
            .compactMap { $0 }.map { ObjectIdentifier($0) }
        #expect(Array(order.suffix(4)) == expected)
        // The details panel covers the search panel's top: a drag there moves the details, and no
        // move of the finger searches the view tree for a scroll view (the benchmark's promise).
        let touch = system.pan(
            from: CGPoint(x: 195, y: floor - 200), by: CGPoint(x: 0, y: -20), steps: 2, lifts: false)
        let searches = try #require(details.core.pan?.scrollViewSearches)
        var y = Double(floor) - 220
        for _ in 0..<10 {
            system.advance(by: 1.0 / 60)
            y -= 13
            system.move(touch, to: CGPoint(x: 195, y: y))
        }
        #expect(details.core.pan?.scrollViewSearches == searches)
        system.advance(by: 1.0 / 60)
        system.move(touch, to: CGPoint(x: 195, y: y - 25))
        system.lift(touch)
        system.runUntilIdle()
        #expect(details.selectedDetent == .large)
        #expect(search.selectedDetent == .points(96))
        #expect(system.breaches.isEmpty)
    }

    @Test("The keyboard lifts it on its own curve, and rotation keeps its detent")
    func keyboardAndRotation() throws {
        let (system, _, panel, positions) = mapWithPanel(selected: .medium)
        system.setKeyboard(frame: CGRect(x: 0, y: 844 - 336, width: 390, height: 336))
        system.runUntilIdle()
        let lifted = 844.0 - 336
        let available = lifted - 57
        #expect(close(panel.panelView?.state.frame.minY, lifted - available / 2))
        #expect(positions.values.last == panel.position)
        system.setKeyboard(frame: CGRect(x: 0, y: 844, width: 390, height: 0))
        system.runUntilIdle()
        system.setGeometry(.iPhoneLandscape)
        system.runUntilIdle()
        #expect(panel.selectedDetent == .medium)
        let landscapeFloor = 390.0 - 21
        let frame = try #require(panel.panelView?.state.frame)
        #expect(close(frame.minY, landscapeFloor - (landscapeFloor - 10) / 2))
        #expect(close(frame.minX, 47) && close(frame.width, 844 - 94))
        #expect(system.breaches.isEmpty)
    }

    @Test("A rotation is followed by the frame callback until its animation completes, then it pauses")
    func rotationFollowed() throws {
        let (system, _, panel, positions) = mapWithPanel(selected: .medium)
        system.runUntilIdle()
        let before = positions.values.count
        let framesBefore = panel.framesFollowed
        system.setGeometry(.iPhoneLandscape)
        system.advance(by: 0.1)
        // The callback runs inside the rotation's animation (the headless UIKit lays the panel out at
        // once there, where a phone animates it: what it reads is where the panel already is).
        #expect(panel.framesFollowed > framesBefore)
        system.runUntilIdle()
        let told = Array(positions.values[before...])
        #expect(!told.isEmpty)
        #expect(zip(told, told.dropFirst()).allSatisfy { $0 != $1 })
        #expect(told.last == panel.position)
        // Once the rotation's animation completed, the frame callback is paused.
        let count = positions.values.count
        let frames = panel.framesFollowed
        system.advance(by: 1)
        #expect(positions.values.count == count)
        #expect(panel.framesFollowed == frames)
        #expect(system.breaches.isEmpty)
    }

    @Test(
        "In regular width it floats at the leading side, at most 400 points wide; right to left at the right",
        arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func floatsOnAnIPad(direction: UserInterfaceLayoutDirection) throws {
        let (system, _, panel, _) = mapWithPanel(
            geometry: ContainerGeometry.iPadPortrait.laidOut(in: direction))
        system.runUntilIdle()
        let frame = try #require(panel.panelView?.state.frame)
        #expect(close(frame.width, 400))
        #expect(close(frame.minX, direction == .leftToRight ? 16 : 834 - 16 - 400))
        #expect(close(frame.maxY, 1194 - 20 - 16))
        #expect(close(frame.height, 96))
        #expect(system.breaches.isEmpty)
    }

    @Test("VoiceOver: never modal, Expand and Collapse move it and say the detent")
    func voiceOver() throws {
        let (system, _, panel, _) = mapWithPanel(selected: .medium)
        let view = try #require(panel.panelView)
        #expect(view.accessibilityViewIsModal == false)
        #expect(view.accessibilityCustomActionNames == ["Expand", "Collapse"])
        #expect(view.performAccessibilityCustomAction(named: "Expand"))
        system.runUntilIdle()
        #expect(panel.selectedDetent == .large)
        #expect(system.accessibilityAnnouncements.last == "Large")
        #expect(view.accessibilityCustomActionNames == ["Collapse"])
        panel.isRemovalInteractionEnabled = true
        #expect(view.accessibilityCustomActionNames == ["Collapse", "Dismiss"])
        #expect(system.breaches.isEmpty)
    }

    @Test("A new corner radius shows at once at rest; a bad one counts as square corners")
    func cornerRadius() throws {
        let (system, _, panel, _) = mapWithPanel()
        // The corners are drawn by the wrapper's clip view (its own layer casts the shadow).
        panel.preferredCornerRadius = 24
        #expect(panel.panelView?.stagehandState.cornerRadius == 24)
        panel.preferredCornerRadius = -.infinity
        #expect(panel.preferredCornerRadius == 0)
        #expect(panel.panelView?.stagehandState.cornerRadius == 0)
        #expect(system.breaches.isEmpty)
    }

    @Test("With the removal interaction, VoiceOver's Dismiss takes it down and out")
    func voiceOverDismiss() throws {
        let (system, map, panel, positions) = mapWithPanel()
        panel.isRemovalInteractionEnabled = true
        let view = try #require(panel.panelView)
        #expect(view.performAccessibilityCustomAction(named: "Dismiss"))
        system.runUntilIdle()
        #expect(map.panels.isEmpty)
        #expect(positions.values.last?.height == 0)
        #expect(system.breaches.isEmpty)
    }

    @Test("remove(animated:) takes it down and out; nothing is kept alive")
    func removedByTheApp() throws {
        weak var weakPanel: HeadlessStagehandPanel?
        weak var weakContent: ModelViewController?
        let system: HeadlessUIKit
        let map: ModelViewController
        do {
            let made = mapWithPanel()
            system = made.system
            map = made.map
            weakPanel = made.panel
            weakContent = made.panel.contentViewController
            made.panel.remove(animated: true)
            #expect(made.panel.viewController.containmentEvents.last == .willMove(toParent: nil))
        }
        system.runUntilIdle()
        #expect(map.children.isEmpty)
        #expect(map.view.subviews.isEmpty)
        #expect(weakPanel == nil)
        #expect(weakContent == nil)
        #expect(system.breaches.isEmpty)
    }
}
