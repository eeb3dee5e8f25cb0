import Foundation
import StagehandCore
import StagehandUIKitLayer
import Testing

@testable import StagehandHeadless

/// `StagehandTransition.zoom(from: view)`: the source named in one call, held weakly, measured when each
/// phase starts.
@MainActor
@Suite("Zooming from a view named in the transition")
struct ZoomFromViewTests {
    /// The snapshot a zoom flies, in the container, once the phase under way has shown its first
    /// state.
    private func snapshotFrame(_ scene: TestScene) -> Rect? {
        let container = scene.system.window.subviews.last!
        return container.subviews.first { $0.name == "snapshot of presented view" }
            .map { Rect($0.presentationState.frame) }
    }

    private func button(in scene: TestScene) -> ModelView {
        let button = ModelView(
            name: "button", state: ViewState(frame: CGRect(x: 240, y: 223, width: 120, height: 44)))
        scene.list.view.addSubview(button)
        return button
    }

    @Test(
        "present(_:transition: .zoom(from: button)) grows from the button and shrinks back to where it is then"
    )
    func zoomFromAView() throws {
        let scene = TestScene()
        let button = button(in: scene)
        scene.list.present(scene.detail, transition: .zoom(from: button))
        scene.system.advance(by: 0)
        #expect(snapshotFrame(scene) == Rect(240, 223, 120, 44))
        #expect(scene.detail.stagehandSourceView == nil)  // no second property
        scene.system.runUntilIdle()
        try scene.stagehand.driver.dismiss()
        scene.system.runUntilIdle()
        #expect(scene.list.presentedViewController == nil)
        #expect(scene.problems.isEmpty)
    }

    @Test("The dismissal shrinks into the button where it is when the dismissal starts")
    func dismissalMeasuresAgain() throws {
        let scene = TestScene()
        let button = button(in: scene)
        scene.presentAtRest(StagehandTransition.zoom(from: button))
        // The button moves while presented.
        button.state.frame = CGRect(x: 20, y: 600, width: 120, height: 44)
        try scene.stagehand.driver.dismiss()
        scene.system.advance(by: 0)
        #expect(snapshotFrame(scene) == Rect(0, 0, 390, 844))
        // A millisecond before the end of the 0.3 s ease-in-out: on the button's new frame.
        scene.system.advance(by: 0.299)
        #expect(snapshotFrame(scene)?.isClose(to: Rect(20, 600, 120, 44), 0.1) == true)
        scene.system.runUntilIdle()
        #expect(scene.list.presentedViewController == nil)
        #expect(scene.problems.isEmpty)
    }

    @Test("A rectangle in a view's coordinate space, measured in the container")
    func zoomFromARectInAView() {
        let scene = TestScene()
        let button = button(in: scene)
        scene.list.present(
            scene.detail,
            transition: StagehandTransition.zoom(from: CGRect(x: 10, y: 4, width: 20, height: 20), in: button)
        )
        scene.system.advance(by: 0)
        #expect(snapshotFrame(scene) == Rect(250, 227, 20, 20))
        scene.system.runUntilIdle()
        #expect(scene.problems.isEmpty)
    }

    @Test("The view is held weakly: gone, or out of the window, the zoom starts from the centre")
    func heldWeakly() {
        let scene = TestScene()
        var transition: StagehandTransition?
        weak var released: ModelView?
        do {
            let view = ModelView(
                name: "gone", state: ViewState(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
            released = view
            transition = StagehandTransition.zoom(from: view)
        }
        #expect(released == nil)
        scene.list.present(scene.detail, transition: transition!)
        scene.system.advance(by: 0)
        // The container's centre: a point at (195, 422).
        #expect(snapshotFrame(scene) == Rect(195, 422, 0, 0))
        scene.system.runUntilIdle()
        #expect(scene.problems.isEmpty)
    }

    @Test("Two zooms from one view are equal only when made by the same call")
    func equality() {
        let view = ModelView(name: "v")
        let first = StagehandTransition.zoom(from: view)
        #expect(first == first)
        #expect(first != StagehandTransition.zoom(from: view))
        #expect(first != StagehandTransition.zoom())
        #expect(
            StagehandTransition.zoom(from: CGRect(x: 1, y: 2, width: 3, height: 4), in: view).zoomAnchor?.rect
                == CGRect(x: 1, y: 2, width: 3, height: 4))
    }
}
