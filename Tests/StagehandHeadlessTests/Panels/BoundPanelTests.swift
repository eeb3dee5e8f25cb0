import Foundation
import StagehandCore
import StagehandHeadless
import StagehandUIKitLayer
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The panel SwiftUI's `stagehandPanel(isPresented:selectedDetent:detents:)` and
/// `stagehandPanel(selectedDetent:detents:)` drive (`BoundPanelCore`, the layer both UIKits run):
/// in a 390 × 844 map with 47 and 34 points of safe area, a panel at `.points(96)` has its top at
/// 714, at `.points(300)` at 510.
@MainActor
@Suite("A panel bound to SwiftUI's values")
struct BoundPanelTests {
    /// The map, the binding, and what it told the bindings.
    @MainActor
    final class Binding {
        let map = ModelViewController(name: "map")
        let system: HeadlessUIKit
        let core = BoundPanelCore<HeadlessPlatform>()
        var made = 0
        var cleared = 0
        var personsDetents: [Detent] = []
        var positions: [StagehandPosition?] = []

        init() {
            system = HeadlessUIKit(geometry: .iPhonePortrait, root: map)
            map.view.safeAreaInsets = system.geometry.safeArea
            core.parent = { [unowned self] in self.map }
            core.make = { [unowned self] in
                self.made += 1
                let panel = HeadlessStagehandPanel(
                    contentViewController: ModelViewController(
                        name: "results", content: .card(title: "Results")))
                panel.core.platform.system = self.system
                return (panel, panel.core)
            }
            core.clearBinding = { [unowned self] in self.cleared += 1 }
            core.selectedDetentChanged = { [unowned self] in self.personsDetents.append($0) }
            core.positionChanged = { [unowned self] in self.positions.append($0) }
        }

        func update(_ isPresented: Bool = true, _ detent: Detent = .points(96), animated: Bool = true) {
            core.update(
                isPresented: isPresented, selectedDetent: detent, detents: [.points(96), .points(300)],
                disablesAnimations: !animated)
        }

        /// The panel's top edge in the map, as drawn.
        var top: CGFloat? { core.shown?.stage.wrapper?.presentationState.frame.minY }
    }

    @Test("True comes up at the bound detent, as a child of the anchor, its position followed")
    func shows() throws {
        let binding = Binding()
        binding.update()
        binding.system.runUntilIdle()
        #expect(binding.top == 714)
        #expect(binding.map.children.map(\.name) == ["panel"])
        #expect(binding.positions.count > 5)
        #expect(binding.positions.last == StagehandPosition(height: 130, progress: 0))
        #expect(binding.system.breaches.isEmpty)
    }

    @Test(
        "A new bound detent moves the panel, with its spring when the update animates, at once when not; never told back",
        arguments: [true, false])
    func boundDetent(animated: Bool) throws {
        let binding = Binding()
        binding.update()
        binding.system.runUntilIdle()
        binding.update(true, .points(300), animated: animated)
        #expect(binding.system.isIdle == !animated)
        binding.system.advance(by: 0.05)
        let top = try #require(binding.top)
        #expect(animated ? top > 510 && top < 714 : top == 510)
        binding.system.runUntilIdle()
        #expect(binding.top == 510)
        #expect(binding.personsDetents.isEmpty)
        // A detent the panel lacks is ignored.
        binding.update(true, .large)
        #expect(binding.core.shown?.selectedDetent == .points(300))
    }

    @Test("The person's fling sets the binding; the update that follows with it moves nothing")
    func personsChange() throws {
        let binding = Binding()
        binding.update()
        binding.system.runUntilIdle()
        binding.system.pan(
            from: CGPoint(x: 195, y: 760), by: CGPoint(x: 0, y: -60), releaseVelocity: CGPoint(x: 0, y: -1500)
        )
        binding.system.runUntilIdle()
        #expect(binding.personsDetents == [.points(300)])
        binding.update(true, .points(300))
        #expect(binding.system.isIdle)
        #expect(binding.top == 510)
    }

    @Test(
        "False takes it down and out, told nil, the binding untouched; true again brings the same panel back")
    func hidesAndComesBack() throws {
        let binding = Binding()
        binding.update()
        binding.system.runUntilIdle()
        binding.update(false)
        #expect(binding.positions.last == .some(nil))
        binding.system.runUntilIdle()
        #expect(binding.map.children.isEmpty)
        #expect(binding.cleared == 0)
        binding.update(true, .points(300))
        binding.system.runUntilIdle()
        #expect(binding.map.children.map(\.name) == ["panel"])
        #expect(binding.top == 510)
        #expect(binding.made == 1)
        #expect(binding.system.breaches.isEmpty)
    }

    @Test("True again while it leaves: it finishes leaving, then comes up again")
    func backWhileLeaving() throws {
        let binding = Binding()
        binding.update()
        binding.system.runUntilIdle()
        binding.update(false)
        binding.system.advance(by: 0.05)
        binding.update(true)
        #expect(binding.core.shown == nil)
        binding.system.runUntilIdle()
        #expect(binding.map.children.map(\.name) == ["panel"])
        #expect(binding.top == 714)
        #expect(binding.made == 1)
        #expect(binding.system.breaches.isEmpty)
    }

    @Test("Removed by the person (the opt-in removal interaction), it clears the binding once")
    func removedByThePerson() throws {
        let binding = Binding()
        binding.update()
        binding.system.runUntilIdle()
        binding.core.shown?.driver.isRemovalInteractionEnabled = true
        binding.system.pan(
            from: CGPoint(x: 195, y: 760), by: CGPoint(x: 0, y: 40), releaseVelocity: CGPoint(x: 0, y: 1500))
        binding.system.runUntilIdle()
        #expect(binding.cleared == 1)
        #expect(binding.positions.last == .some(nil))
        #expect(binding.map.children.isEmpty)
        #expect(binding.core.shown == nil)
    }

    @Test("A new set of detents replaces the panel's; an empty one is ignored")
    func detents() throws {
        let binding = Binding()
        binding.update()
        binding.core.update(
            isPresented: true, selectedDetent: .points(96), detents: [.points(96), .medium],
            disablesAnimations: true)
        #expect(binding.core.shown?.driver.detents == [.points(96), .medium])
        binding.core.update(
            isPresented: true, selectedDetent: .points(96), detents: [], disablesAnimations: true)
        #expect(binding.core.shown?.driver.detents == [.points(96), .medium])
    }

    @Test("The anchor laid out anew (the modified view's size or safe area) lays the panel out again")
    func parentLaidOut() throws {
        let binding = Binding()
        binding.update()
        binding.system.runUntilIdle()
        // A bar came up under the map: 49 more points of safe area at the bottom.
        binding.map.view.safeAreaInsets.bottom += 49
        binding.core.parentDidLayOut()
        let top = try #require(binding.top)
        #expect(abs(Double(top) - (714 - 49)) < 1e-9)
        let told = try #require(binding.positions.last ?? nil)
        #expect(abs(told.height - (130 + 49)) < 1e-9 && abs(told.progress) < 1e-9)
        #expect(binding.system.breaches.isEmpty)
    }

    @Test("The anchor takes no touch itself: what UIKit finds elsewhere goes on")
    func hitTest() {
        let binding = Binding()
        let anchor = ModelView(name: "anchor")
        let panel = ModelView(name: "panel")
        #expect(binding.core.hit(anchor, in: anchor) == nil)
        #expect(binding.core.hit(panel, in: anchor) === panel)
        #expect(binding.core.hit(nil, in: anchor) == nil)
    }
}
