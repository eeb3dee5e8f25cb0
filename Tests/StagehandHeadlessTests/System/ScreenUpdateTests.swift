import Foundation
import StagehandCore
import StagehandHeadless
import StagehandUIKitLayer
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A card presented at rest, with a badge on the root screen.
@MainActor
private func presentedWithBadge() throws -> (HeadlessUIKit, ModelViewController, ModelView, ModelView) {
    let (system, root, detail) = makeSystem(delegate: TestDelegate())
    presentAndSettle(system, root, detail)
    let badge = ModelView(
        name: "badge", state: ViewState(frame: CGRect(x: 300, y: 60, width: 24, height: 24)),
        content: .color(RGBAColor(red: 1, green: 0.2, blue: 0.2)))
    root.view.addSubview(badge)
    return (system, detail, badge, try #require(system.window.subviews.last))
}

@MainActor
@Suite("Headless UIKit: snapshotView(afterScreenUpdates: true) is a screen update")
struct ScreenUpdateTests {
    @Test("A snapshot after screen updates draws the window as it is, after the layout pass")
    func snapshotAfterScreenUpdates() throws {
        let (system, _, badge, container) = try presentedWithBadge()
        // Changes of this turn that the app means to undo before the turn ends.
        badge.state.alpha = 0.5
        container.setNeedsLayout()
        let start = system.events.count
        let snapshot = badge.snapshotView(afterScreenUpdates: true)
        #expect(system.screenUpdates.count == 1)
        let update = system.screenUpdates.first
        #expect(update?.reason == "snapshot of badge")
        // What the screen showed: the window as it was then, the half-transparent badge included.
        #expect(update?.frame == RecordedFrame.record(system.window, at: system.time))
        #expect(update?.frame.layers.first { $0.name == "badge" }?.opacity == 0.5)
        // The commit laid the marked container out first (rule 34).
        #expect(
            system.lines(from: start) == [
                "pc.containerViewWillLayoutSubviews()", "pc.containerViewDidLayoutSubviews()",
                "system: screen update: snapshot of badge",
            ])
        #expect(snapshot?.content == badge.content)
        #expect(snapshot?.state.frame == CGRect(x: 0, y: 0, width: 24, height: 24))
        system.runUntilIdle()
        // The turn's own frames are not screen updates.
        #expect(system.screenUpdates.count == 1)
        #expect(system.breaches.isEmpty)
    }

    @Test("A snapshot of the screen as drawn updates nothing, and shows the changes made since")
    func snapshotAsDrawn() throws {
        let (system, _, badge, _) = try presentedWithBadge()
        badge.state.alpha = 0.5
        let start = system.events.count
        let snapshot = system.window.snapshotView(afterScreenUpdates: false)
        #expect(system.screenUpdates.isEmpty)
        #expect(system.events.count == start)
        // The stricter reading of "might not include recent changes": it includes them.
        let copy = snapshot?.subviews.first?.subviews.first { $0.name == "badge" }
        #expect(copy?.state.alpha == 0.5)
    }

    @Test(
        "A view that is not drawn, hidden or outside the window, snapshots with nothing in it",
        arguments: ["hidden", "hidden ancestor", "outside the window"])
    func undrawnViewsSnapshotEmpty(_ case: String) throws {
        let (system, detail, badge, _) = try presentedWithBadge()
        switch `case` {
        case "hidden": badge.isHidden = true
        case "hidden ancestor": badge.superview?.isHidden = true
        default: badge.removeFromSuperview()
        }
        let snapshot = badge.snapshotView(afterScreenUpdates: true)
        #expect(snapshot?.content == ModelContent.none)
        #expect(snapshot?.subviews.isEmpty == true)
        #expect(snapshot?.state.frame == CGRect(x: 0, y: 0, width: 24, height: 24))
        // Drawn or not, a view in the window forces its screen update; one outside forces none.
        #expect(system.screenUpdates.count == (`case` == "outside the window" ? 0 : 1))
        // A view in the window, drawn, gives its picture.
        #expect(detail.view.snapshotView(afterScreenUpdates: false)?.content == detail.view.content)
    }
}
