import Foundation
import StagehandCore
import StagehandPreview
import Testing

/// The anchors' most reported bug, on the real session: a card holding a scrolled list.
@MainActor
@Suite("Scroll-view hand-off in a session")
struct ScrollDismissalTests {
    @Test func oneDragScrollsToTheTopThenDismissesTheCard() {
        let stage = makeStage(preferredContentSize: CGSize(width: 0, height: 400))
        let session = TransitionSession(transition: .card(), stage: stage)
        session.present()
        stage.runUntilIdle()
        let resting = Double(stage.presentedView.state.frame.origin.y)
        var handoff = ScrollHandoff(scrollOffset: 150, maximumScrollOffset: 1000)
        var dragging = false
        // The finger moves down 20 pt a frame for 20 frames.
        for frame in 1...20 {
            handoff.drag(by: 20)
            if handoff.isMovingView && !dragging { dragging = session.beginInteractiveDismissal() }
            if dragging { session.updateInteractiveDismissal(translationX: 0, y: handoff.viewOffset) }
            let y = Double(stage.presentedView.state.frame.origin.y)
            if frame * 20 <= 150 {
                // While the list is scrolled away from its top, the card does not move.
                #expect(y == resting, "frame \(frame)")
                #expect(handoff.scrollOffset == 150 - Double(frame * 20))
            } else {
                #expect(isClose(y, resting + Double(frame * 20 - 150)), "frame \(frame)")
            }
        }
        #expect(handoff.viewOffset == 250)
        session.endInteractiveDismissal(velocityX: 0, y: 1200)
        stage.runUntilIdle()
        #expect(session.state == .ended)
    }

    @Test func aDragThatOnlyScrollsNeverStartsADismissal() {
        let stage = makeStage(preferredContentSize: CGSize(width: 0, height: 400))
        let session = TransitionSession(transition: .card(), stage: stage)
        session.present()
        stage.runUntilIdle()
        var handoff = ScrollHandoff(scrollOffset: 600, maximumScrollOffset: 1000)
        for _ in 0..<10 { handoff.drag(by: 30) }
        #expect(!handoff.isMovingView)
        #expect(handoff.scrollOffset == 300)
        #expect(session.state == .presented)
    }
}
