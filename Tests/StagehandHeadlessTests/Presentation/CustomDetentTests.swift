import Foundation
import StagehandCore
import StagehandTestSupport
import Testing

@testable import StagehandHeadless

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Custom detents (`Detent.custom(identifier:resolver:)`, Apple's resolver, on iOS 15 as well): the
/// height is computed from the container each time the card is laid out, clamped to the large
/// detent's, and the identifier tells detents apart and is what VoiceOver announces.
@MainActor
@Suite("Custom detents")
struct CustomDetentTests {
    /// A quarter of the large detent's height.
    nonisolated static let peek = Detent.custom(identifier: "peek") { $0.maximumDetentValue * 0.25 }

    @Test("A custom detent's height is computed in each container: a portrait phone, then landscape")
    func resolvedPerContainer() throws {
        let scene = TestScene()
        scene.presentAtRest(.card(detents: [Self.peek, .large]))
        // Portrait: the large detent is 743 pt, so the peek is 185.75, on the bottom margin (y 810).
        #expect(scene.detailFrame == Rect(20, 624.25, 350, 185.75))
        scene.system.setGeometry(.iPhoneLandscape)
        scene.system.setTraits(.iPhoneLandscape)
        scene.system.runUntilIdle()
        // Landscape: the large detent is 349 pt (700 wide, centred), the peek a quarter of it.
        #expect(scene.detailFrame == Rect(72, 281.75, 700, 87.25))
        #expect(try scene.stagehand.selectedDetent == Self.peek)
        #expect(scene.problems.isEmpty)
    }

    @Test("VoiceOver's actions move between a custom detent and large, announcing the identifier")
    func voiceOverAnnouncesTheIdentifier() throws {
        let scene = TestScene()
        var heard: [Detent] = []
        scene.detail.stagehandOnSelectedDetentChange = { heard.append($0) }
        scene.presentAtRest(.card(detents: [Self.peek, .large]))
        let presented = try #require(try scene.stagehand.presentedView)
        #expect(presented.performAccessibilityCustomAction(named: "Expand"))
        scene.system.runUntilIdle()
        #expect(scene.detailFrame == Rect(20, 67, 350, 743))
        #expect(presented.performAccessibilityCustomAction(named: "Collapse"))
        scene.system.runUntilIdle()
        #expect(scene.detailFrame == Rect(20, 624.25, 350, 185.75))
        #expect(heard == [.large, Self.peek])
        #expect(scene.system.accessibilityAnnouncements == ["Large", "peek"])
        #expect(scene.problems.isEmpty)
    }

    @Test("The app selects a custom detent by an equal value: the same identifier")
    func selectedByIdentifier() throws {
        let scene = TestScene()
        scene.presentAtRest(.card(detents: [.large, Self.peek]))
        #expect(scene.detailFrame == Rect(20, 67, 350, 743))
        try scene.stagehand.selectedDetent = .custom(identifier: "peek") { _ in 0 }
        #expect(scene.detailFrame == Rect(20, 624.25, 350, 185.75))
        #expect(scene.problems.isEmpty)
    }

    @Test(
        "A resolver's height is clamped to [0, the large detent's]; detents are told apart by identifier",
        arguments: [
            (returned: 200.0, height: 200.0), (2_000, 743), (-50, 0), (.nan, 0), (.infinity, 743),
            (-.infinity, 0),
        ])
    func clamped(returned: Double, height: Double) {
        let detent = DetentResolver(identifier: "x") { _ in returned }
        #expect(detent.height(in: DetentResolutionContext(maximumDetentValue: 743)) == height)
        #expect(Detent.custom(detent).height(available: 743, preferred: nil) == height)
        #expect(Detent.custom(identifier: "x") { _ in 1 } == .custom(detent))
        #expect(Detent.custom(identifier: "y") { _ in returned } != .custom(detent))
        #expect(detent.description == "custom(\"x\")")
    }
}
