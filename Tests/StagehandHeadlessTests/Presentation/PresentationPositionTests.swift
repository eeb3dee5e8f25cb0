import Foundation
import StagehandCore
import StagehandTestSupport
import StagehandUIKitLayer
import Testing

@testable import StagehandHeadless

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// `stagehand.onPositionChange` for a modal presentation: where the presented view stands at every
/// frame it moves, read from the presentation layer (rule 65). In a portrait iPhone (390 × 844) a
/// card with medium and large detents rests with its top edge 405.5 pt (medium) or 777 pt (large)
/// above the container's bottom edge, 844 pt off screen below it: at medium it has come 405.5/777 of
/// the way to large, its progress, and 1 at large.
@MainActor
@Suite("A presentation's position")
struct PresentationPositionTests {
    /// The positions told, in order.
    @MainActor
    final class Log {
        var values: [StagehandPosition] = []
        /// Whether no value was told twice in a row.
        var neverRepeats: Bool { zip(values, values.dropFirst()).allSatisfy { $0 != $1 } }
    }

    /// A card with medium and large detents (or `transition`), its positions logged.
    private func card(
        _ transition: StagehandTransition = .card(detents: [.medium, .large]), animated: Bool = true
    ) -> (TestScene, Log) {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        let log = Log()
        scene.detail.stagehandOnPositionChange = { log.values.append($0) }
        scene.presentAtRest(transition, animated: animated)
        return (scene, log)
    }

    /// Medium's progress: its top's share of the way to large's.
    static let medium = StagehandPosition(height: 405.5, progress: 405.5 / 777)

    @Test("A card coming up is told at every frame, from near 0 to where it rests at medium")
    func presenting() throws {
        let (scene, log) = card()
        #expect(log.values.count > 10)
        #expect(log.neverRepeats)
        let first = try #require(log.values.first)
        #expect(first.progress < 0.1)
        #expect(first.height < 60)
        #expect(log.values.last == Self.medium)
        // Rising, frame after frame, up to the spring's overshoot.
        let heights = log.values.map(\.height)
        let highest = try #require(heights.max())
        let peak = try #require(heights.firstIndex(of: highest))
        #expect(Array(heights[...peak]) == heights[...peak].sorted())
        #expect(scene.problems.isEmpty)  // the display link was paused at rest (rule 65)
    }

    @Test(
        "At rest nothing is told, however long the clock runs; a set without animation tells the new rest once"
    )
    func nothingMovesNothingTold() throws {
        let (scene, log) = card()
        let count = log.values.count
        let ticks = try scene.stagehand.core.position.framesTicked
        scene.system.advance(by: 1)
        #expect(log.values.count == count)
        // The display link is paused at rest: it is not called for nothing (rule 65).
        #expect(try scene.stagehand.core.position.framesTicked == ticks)
        try scene.stagehand.selectedDetent = .large
        scene.system.runUntilIdle()
        #expect(Array(log.values[count...]) == [StagehandPosition(height: 777, progress: 1)])
        #expect(scene.problems.isEmpty)
    }

    @Test("A drag up follows the finger frame by frame, and the card's spring to large ends at 1")
    func dragged() throws {
        let (scene, log) = card()
        let before = log.values.count
        let touch = scene.system.pan(
            from: CGPoint(x: 195, y: 600), by: CGPoint(x: 0, y: -150), steps: 10, lifts: false)
        let dragged = Array(log.values[before...])
        #expect(dragged.count >= 7)
        #expect(dragged.map(\.height) == dragged.map(\.height).sorted())
        #expect(dragged.allSatisfy { $0.progress > Self.medium.progress && $0.progress < 1 })
        // The top edge follows the finger: 150 pt up, less the pan's slop.
        #expect(try #require(dragged.last).height > 405.5 + 120)
        scene.system.lift(touch)
        scene.system.runUntilIdle()
        #expect(try scene.stagehand.selectedDetent == .large)
        #expect(log.values.last == StagehandPosition(height: 777, progress: 1))
        #expect(log.neverRepeats)
        #expect(scene.problems.isEmpty)
    }

    @Test("A dismissal is told frame by frame down to 0 off screen")
    func dismissed() throws {
        let (scene, log) = card()
        let before = log.values.count
        scene.detail.dismiss(animated: true)
        scene.system.runUntilIdle()
        let leaving = Array(log.values[before...])
        #expect(leaving.count > 5)
        #expect(leaving.map(\.height) == leaving.map(\.height).sorted(by: >))
        #expect(leaving.last == StagehandPosition(height: 0, progress: 0))
        #expect(scene.problems.isEmpty)
    }

    @Test("A fade is measured by its opacity: between 0 and 1 on the way, 1 at rest")
    func fade() throws {
        let (scene, log) = card(.fade())
        #expect(log.values.count > 3)
        #expect(log.values.dropLast().allSatisfy { $0.progress > 0 && $0.progress < 1 })
        #expect(log.values.map(\.progress) == log.values.map(\.progress).sorted())
        #expect(log.values.last?.progress == 1)
        #expect(scene.problems.isEmpty)
    }

    @Test("A rotation at rest tells where the card rests in the new size, read from its frame")
    func rotation() throws {
        let (scene, log) = card()
        let before = log.values.count
        scene.system.setGeometry(.iPhoneLandscape)
        scene.system.runUntilIdle()
        let told = try #require(log.values.last)
        #expect(log.values.count > before)
        #expect(told.height == 390 - scene.detailFrame.y)
        #expect(log.neverRepeats)
        #expect(scene.problems.isEmpty)
    }

    @Test("A presentation turned back mid-way ends off screen, told so")
    func turnedBack() throws {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        let log = Log()
        scene.detail.stagehandOnPositionChange = { log.values.append($0) }
        scene.list.present(scene.detail, transition: StagehandTransition.card(detents: [.medium, .large]))
        scene.system.advance(by: 0.1)
        let mid = try #require(log.values.last)
        #expect(mid.progress > 0 && mid.progress < 405.5 / 777)
        try scene.stagehand.dismiss(animated: true)
        scene.system.runUntilIdle()
        #expect(scene.detail.presentingViewController == nil)
        #expect(log.values.last == StagehandPosition(height: 0, progress: 0))
        #expect(scene.problems.isEmpty)
    }

    @Test("With no one listening, no display link runs")
    func noListener() throws {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        scene.presentAtRest(StagehandTransition.card(detents: [.medium, .large]), animated: true)
        #expect(try scene.stagehand.core.position.framesTicked == 0)
    }
}
