import Foundation
import StagehandCore
import StagehandTestSupport
import Testing

@testable import StagehandHeadless

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A card's selected detent through the public API (`stagehand.selectedDetent`,
/// `animateChanges(_:)`, `onSelectedDetentChange`), as `UISheetPresentationController`'s (rule 50):
/// an app's set moves the card at once, or with its spring inside `animateChanges`, and is never
/// reported; the person's changes are reported once each. The card rests at 371.5 pt (medium) or
/// 743 pt (large) in a portrait iPhone.
@MainActor
@Suite("A card's selected detent")
struct DetentSelectionTests {
    /// The card at medium.
    nonisolated static let medium = Rect(20, 438.5, 350, 371.5)
    /// The card at large.
    nonisolated static let large = Rect(20, 67, 350, 743)

    /// A card with medium and large detents presented at rest, its callback's calls recorded.
    @MainActor
    final class Card {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        var calls: [Detent] = []

        init(_ transition: StagehandTransition = .card(detents: [.medium, .large])) {
            scene.detail.stagehandOnSelectedDetentChange = { [unowned self] in self.calls.append($0) }
            scene.presentAtRest(transition)
        }

        var stagehand: HeadlessStagehandPresentation { get throws { try scene.stagehand } }
    }

    @Test(
        "Setting the selected detent moves the card at once, without animation, and is not reported",
        arguments: [
            (from: Detent.medium, to: Detent.large, frame: large),
            (from: .large, to: .medium, frame: medium),
            (from: .medium, to: .medium, frame: medium),
        ])
    func setJumps(from: Detent, to: Detent, frame: Rect) throws {
        let card = Card()
        let stagehand = try card.stagehand
        stagehand.selectedDetent = from
        stagehand.selectedDetent = to
        #expect(card.scene.detailFrame == frame)
        #expect(card.scene.system.isIdle)  // no animation under way
        #expect(stagehand.selectedDetent == to)
        #expect(card.calls.isEmpty)
        #expect(card.scene.problems.isEmpty)
    }

    @Test("Inside animateChanges the set animates with the card's spring, to the detent's height")
    func animateChangesAnimates() throws {
        let card = Card()
        let stagehand = try card.stagehand
        stagehand.animateChanges { stagehand.selectedDetent = .large }
        #expect(stagehand.selectedDetent == .large)
        #expect(card.scene.detailFrame == Self.medium)  // it starts where it was
        var heights: [Double] = []
        for _ in 0..<4 {
            card.scene.system.advance(by: 0.05)
            heights.append(card.scene.detailFrame.height)
        }
        // Growing, frame after frame, between the two heights.
        #expect(heights == heights.sorted())
        #expect(heights.allSatisfy { $0 > 371.5 && $0 < 743 })
        card.scene.system.runUntilIdle()
        #expect(card.scene.detailFrame == Self.large)
        #expect(card.calls.isEmpty)
        #expect(card.scene.problems.isEmpty)
    }

    @Test(
        "A set the card cannot follow is ignored",
        arguments: [
            (
                name: "a detent the card lacks",
                transition: StagehandTransition.card(detents: [.medium, .large]),
                set: Detent.fraction(0.3), selected: Detent?.some(.medium)
            ),
            ("nil detents: a fade", .fade(), .large, nil),
            ("one detent", .card(), .large, .fitted),
        ])
    func ignored(name: String, transition: StagehandTransition, set: Detent, selected: Detent?) throws {
        let card = Card(transition)
        let stagehand = try card.stagehand
        let before = card.scene.detailFrame
        stagehand.selectedDetent = set
        stagehand.animateChanges { stagehand.selectedDetent = set }
        #expect(stagehand.selectedDetent == selected, "\(name)")
        #expect(card.scene.detailFrame == before, "\(name)")
        #expect(card.scene.system.isIdle, "\(name)")
        #expect(card.calls.isEmpty, "\(name)")
    }

    @Test("A set while the card presents makes it come to rest at that detent, unreported")
    func setWhilePresenting() throws {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        var calls: [Detent] = []
        scene.detail.stagehandOnSelectedDetentChange = { calls.append($0) }
        scene.list.present(scene.detail, transition: StagehandTransition.card(detents: [.medium, .large]))
        scene.system.advance(by: 0.1)
        let stagehand = try scene.stagehand
        #expect(stagehand.driver.state == .presenting)
        stagehand.selectedDetent = .large
        scene.system.runUntilIdle()
        #expect(stagehand.selectedDetent == .large)
        #expect(scene.detailFrame == Self.large)
        #expect(calls.isEmpty)
        #expect(scene.problems.isEmpty)
    }

    /// Drags from the middle of the card (y 600 at medium, 450 at large): the translations, the
    /// release velocity, and what the callback hears.
    nonisolated static let drags:
        [(name: String, from: Detent, translations: [Double], velocity: Double, calls: [Detent], rests: Rect)] =
            [
                ("flung up from medium", .medium, [-10], -1200, [.large], large),
                ("dragged down from large to medium", .large, [100, 300], 0, [.medium], medium),
                ("a short drag that settles back at medium", .medium, [-20, -30], 0, [], medium),
                ("a short drag that settles back at large", .large, [40], 0, [], large),
                (
                    "below medium and back up: the dismissal is cancelled at medium", .large,
                    [300, 420, 100], -800,
                    [.medium], medium
                ),
            ]

    @Test(
        "A drag the person releases at another detent is reported once; one back at its detent is not",
        arguments: drags)
    func dragsReport(
        name: String, from: Detent, translations: [Double], velocity: Double, calls: [Detent], rests: Rect
    ) throws {
        let card = Card()
        let stagehand = try card.stagehand
        stagehand.selectedDetent = from
        let point = CGPoint(x: 195, y: from == .large ? 450 : 600)
        #expect(stagehand.drag(from: point, through: translations, velocity: velocity), "\(name)")
        card.scene.system.runUntilIdle()
        #expect(card.calls == calls, "\(name)")
        #expect(card.scene.detailFrame == rests, "\(name)")
        #expect(card.scene.detail.presentingViewController != nil, "\(name)")
        #expect(card.scene.problems.isEmpty, "\(name)")
    }

    @Test("A card flung away from between its detents and caught back rests at the nearest detent")
    func caughtFlingRestsAtADetent() throws {
        let card = Card()
        let driver = try card.stagehand.driver
        driver.dragBegan()
        driver.dragChanged(translationX: 0, y: -100)  // held 100 pt above medium
        driver.dragEnded(velocityX: 0, y: 6000)  // flung away: dismissed from there
        card.scene.system.advance(by: 0)
        #expect(driver.state == .dismissing)
        card.scene.system.advance(by: 0.05)
        driver.dragBegan()  // caught
        driver.dragChanged(translationX: 0, y: -40)
        driver.dragEnded(velocityX: 0, y: -3000)  // and thrown back
        card.scene.system.runUntilIdle()
        #expect(driver.state == .presented)
        #expect(card.scene.detailFrame == Self.medium)
        #expect(card.calls.isEmpty)
        #expect(card.scene.problems.isEmpty)
    }

    @Test("The callback set on a presented card through stagehand hears the person's changes")
    func callbackThroughStagehand() throws {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        scene.presentAtRest(.card(detents: [.medium, .large]))
        var calls: [Detent] = []
        let stagehand = try scene.stagehand
        stagehand.onSelectedDetentChange = { calls.append($0) }
        #expect(stagehand.onSelectedDetentChange != nil)
        stagehand.drag(from: CGPoint(x: 195, y: 600), through: [-10], velocity: -1200)
        scene.system.runUntilIdle()
        #expect(calls == [.large])
    }
}
