import Foundation
import StagehandCore
import StagehandHeadless
import StagehandTestSupport
import StagehandUIKitLayer
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A card's width on the headless UIKit, through the layer a phone runs: in a regular-width or
/// compact-height window (the size classes of `HeadlessTraits`, a `UITraitCollection`'s) it is at
/// most 700 points wide (`StagehandTransition.defaultCardMaximumWidth`), centred; on an iPhone in
/// portrait it is as wide as its 20-point margins allow, as before. The headless window's geometry
/// and traits are set apart, as UIKit sends a size change and then the traits (rule 47).
@MainActor
@Suite("UIKit layer: a card keeps a readable width on wide and short screens")
struct CardWidthTests {
    struct WidthCase: Sendable, CustomTestStringConvertible {
        var name: String
        var geometry: ContainerGeometry
        var traits: HeadlessTraits
        var transition: StagehandTransition
        var frame: Rect
        var testDescription: String { name }
    }

    /// A card 300 points tall: an 11-inch iPad in portrait (834 × 1194, 794 points between the
    /// margins), an iPhone in landscape (844 × 390, 710 between the margins and the sensor housing's
    /// insets) and in portrait (390 × 844, 350).
    nonisolated static let widthCases: [WidthCase] = [
        WidthCase(
            name: "iPad, regular width", geometry: .iPadPortrait, traits: .iPad, transition: .card(),
            frame: Rect(67, 874, 700, 300)),
        WidthCase(
            name: "iPad, no limit", geometry: .iPadPortrait, traits: .iPad,
            transition: StagehandTransition.card().maximumWidth(nil), frame: Rect(20, 874, 794, 300)),
        WidthCase(
            name: "iPad, 540 points", geometry: .iPadPortrait, traits: .iPad,
            transition: StagehandTransition.card().maximumWidth(540), frame: Rect(147, 874, 540, 300)),
        WidthCase(
            name: "iPhone landscape, compact height", geometry: .iPhoneLandscape, traits: .iPhoneLandscape,
            transition: .card(), frame: Rect(72, 69, 700, 300)),
        WidthCase(
            name: "iPhone portrait", geometry: .iPhonePortrait, traits: .iPhonePortrait, transition: .card(),
            frame: Rect(20, 510, 350, 300)),
        WidthCase(
            name: "iPhone portrait, 300 points", geometry: .iPhonePortrait, traits: .iPhonePortrait,
            transition: StagehandTransition.card().maximumWidth(300), frame: Rect(20, 510, 350, 300)),
    ]

    @Test(
        "A card is at most its maximum width, centred, in a regular-width or compact-height window",
        arguments: widthCases)
    func width(_ c: WidthCase) throws {
        let scene = TestScene(geometry: c.geometry, preferredContentSize: CGSize(width: 0, height: 300))
        scene.system.setTraits(c.traits)
        scene.presentAtRest(c.transition, animated: true)
        #expect(scene.detailFrame == c.frame)
        // Centred between the margins.
        let safe = c.geometry.safeBounds
        #expect(abs((c.frame.x + c.frame.width / 2) - Double(safe.midX)) < 1e-9)
        #expect(scene.problems.isEmpty)
    }

    /// A sheet (`[.medium, .large]`) dragged up to `.large` (index 1) in portrait, rotated to
    /// landscape and back: it rests at index 1 after each rotation, 700 points wide and centred in
    /// landscape, as wide as its margins allow in portrait.
    @Test("A rotation keeps the card's detent")
    func rotationKeepsDetent() throws {
        let scene = TestScene()
        scene.presentAtRest(StagehandTransition.card(detents: [.medium, .large]))
        #expect(try scene.stagehand.driver.detent == 0)
        let medium = scene.detailFrame
        #expect(
            try scene.stagehand.drag(
                from: CGPoint(x: 195, y: Double(medium.y) + 40), through: [-100, -200, -300], velocity: -1_500
            ))
        scene.system.runUntilIdle()
        #expect(try scene.stagehand.driver.detent == 1)
        let large = Rect(20, 67, 350, 743)
        #expect(scene.detailFrame == large)

        scene.system.setGeometry(.iPhoneLandscape)
        scene.system.setTraits(.iPhoneLandscape)
        scene.system.runUntilIdle()
        #expect(try scene.stagehand.driver.detent == 1)
        #expect(scene.detailFrame == Rect(72, 20, 700, 349))

        scene.system.setGeometry(.iPhonePortrait)
        scene.system.setTraits(.iPhonePortrait)
        scene.system.runUntilIdle()
        #expect(try scene.stagehand.driver.detent == 1)
        #expect(scene.detailFrame == large)
        #expect(scene.problems.isEmpty)
    }
}
