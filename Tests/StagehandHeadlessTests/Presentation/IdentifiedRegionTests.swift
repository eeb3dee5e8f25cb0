import Foundation
import StagehandCore
import StagehandUIKitLayer
import Testing

@testable import StagehandHeadless

/// SwiftUI's `stagehandIdentifier(_:)` on the headless UIKit: a transparent marker view carries the
/// identifier over views another draws (the hosting view's pixels on a phone). A shared element's
/// picture is its screen's over the marker's frame, the drawing hides while it flies and comes back,
/// and `zoom(sourceID:)` grows from the marker.
@MainActor
@Suite("Identified regions: SwiftUI's views as shared elements and zoom sources")
struct IdentifiedRegionTests {
    /// A drawn view at `frame` in `screen` and, over it, the marker SwiftUI's modifier puts behind a
    /// named view; hiding the region turns the drawn view transparent, as SwiftUI's opacity does.
    /// Returns the drawn view and the record of the region's calls.
    private func addRegion(
        _ identifier: String, at frame: CGRect, to screen: ModelViewController, calls: Calls
    ) -> ModelView {
        let drawn = ModelView(
            name: "drawn \(identifier)", state: ViewState(frame: frame),
            content: .color(RGBAColor(red: 0, green: 0.48, blue: 1)))
        screen.view.addSubview(drawn)
        let marker = ModelView(
            name: "marker \(identifier)", state: ViewState(frame: frame), identifier: identifier)
        marker.identifiedRegion = IdentifiedRegion { [weak drawn] hidden in
            calls.values.append(hidden)
            drawn?.layerAlpha = hidden ? 0 : 1
        }
        screen.view.addSubview(marker)
        return drawn
    }

    final class Calls { var values: [Bool] = [] }

    private func container(_ scene: TestScene) -> ModelView { scene.system.window.subviews.last! }

    @Test("A shared element flies its screen's pixels over the marker, hiding the drawing until the end")
    func sharedElementFromARegion() {
        let scene = TestScene()
        let source = Calls()
        let destination = Calls()
        let drawnRow = addRegion(
            "cover", at: CGRect(x: 16, y: 300, width: 80, height: 80), to: scene.list, calls: source)
        let drawnDetail = addRegion(
            "cover", at: CGRect(x: 95, y: 420, width: 200, height: 200), to: scene.detail, calls: destination)
        scene.list.present(scene.detail, transition: .sharedElement())
        scene.system.advance(by: 0)
        // The flight: a picture of the list's rectangle under the marker, the list's copy placed so
        // that the rectangle fills it, and the drawing itself in that copy.
        let flight = container(scene).subviews.first {
            $0.name.hasPrefix("snapshot of") && $0.name.hasSuffix(" at 16,300")
        }
        #expect(flight.map { Rect($0.presentationState.frame) } == Rect(16, 300, 80, 80))
        #expect(flight?.clipsToBounds == true)
        let copy = flight?.subviews.first
        #expect(
            copy.map { Rect($0.state.frame.origin.x, $0.state.frame.origin.y, 0, 0) } == Rect(-16, -300, 0, 0)
        )
        #expect(copy?.subviews.contains { $0.name == "drawn cover" && $0.state.alpha == 1 } == true)
        // Both drawings are hidden while the picture flies.
        #expect(drawnRow.state.alpha == 0)
        #expect(drawnDetail.state.alpha == 0)
        scene.system.runUntilIdle()
        #expect(drawnRow.state.alpha == 1)
        #expect(drawnDetail.state.alpha == 1)
        #expect(source.values == [true, false])
        #expect(destination.values == [true, false])
        #expect(scene.list.view.descendant(withIdentifier: "cover")?.isHidden == false)
        // And back.
        scene.detail.dismiss(animated: true)
        scene.system.advance(by: 0)
        #expect(drawnRow.state.alpha == 0)
        scene.system.runUntilIdle()
        #expect(drawnRow.state.alpha == 1)
        #expect(source.values == [true, false, true, false])
        #expect(scene.problems.isEmpty)
    }

    @Test("zoom(sourceID:) grows from the view carrying the identifier, measured when each phase starts")
    func zoomFromAnIdentifier() throws {
        let scene = TestScene()
        let calls = Calls()
        _ = addRegion("cover", at: CGRect(x: 16, y: 300, width: 80, height: 80), to: scene.list, calls: calls)
        scene.list.present(scene.detail, transition: .zoom(sourceID: "cover"))
        scene.system.advance(by: 0)
        let snapshot = { self.container(scene).subviews.first { $0.name == "snapshot of presented view" } }
        #expect(snapshot().map { Rect($0.presentationState.frame) } == Rect(16, 300, 80, 80))
        scene.system.runUntilIdle()
        // The marker moves (the list scrolled) while presented: the zoom shrinks into where it is.
        scene.list.view.descendant(withIdentifier: "cover")!.state.frame = CGRect(
            x: 200, y: 500, width: 80, height: 80)
        try scene.stagehand.driver.dismiss()
        scene.system.advance(by: 0.299)
        #expect(
            snapshot().map { Rect($0.presentationState.frame).isClose(to: Rect(200, 500, 80, 80), 0.1) }
                == true)
        scene.system.runUntilIdle()
        #expect(scene.list.presentedViewController == nil)
        // A zoom source is measured, never hidden.
        #expect(calls.values.isEmpty)
        #expect(scene.problems.isEmpty)
    }

    @Test("zoom(sourceID:) with no such view, or a hidden one, grows from the container's centre")
    func zoomFromAMissingIdentifier() {
        for hidden in [false, true] {
            let scene = TestScene()
            let calls = Calls()
            _ = addRegion(
                "cover", at: CGRect(x: 16, y: 300, width: 80, height: 80), to: scene.list, calls: calls)
            scene.list.view.descendant(withIdentifier: "cover")!.isHidden = hidden
            let id = hidden ? "cover" : "elsewhere"
            scene.list.present(scene.detail, transition: .zoom(sourceID: id))
            scene.system.advance(by: 0)
            let frame = container(scene).subviews.first { $0.name == "snapshot of presented view" }?
                .presentationState.frame
            #expect(frame.map { Rect($0.midX, $0.midY, 0, 0) } == Rect(195, 422, 0, 0), "hidden: \(hidden)")
            scene.system.runUntilIdle()
            #expect(scene.problems.isEmpty)
        }
    }

    @Test("Zoom anchors on the same identifier are equal; on another, or on a view, they are not")
    func anchorsCompareByIdentifier() {
        let view = ModelView(name: "button")
        #expect(StagehandTransition.zoom(sourceID: "a") == StagehandTransition.zoom(sourceID: "a"))
        #expect(StagehandTransition.zoom(sourceID: "a") != StagehandTransition.zoom(sourceID: "b"))
        #expect(StagehandTransition.zoom(sourceID: "a") != StagehandTransition.zoom(from: view))
        #expect(Set([StagehandTransition.zoom(sourceID: "a"), .zoom(sourceID: "a")]).count == 1)
    }
}
