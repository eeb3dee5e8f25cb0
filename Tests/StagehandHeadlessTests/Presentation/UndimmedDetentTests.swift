import Foundation
import StagehandCore
import StagehandTestSupport
import StagehandUIKitLayer
import Testing

@testable import StagehandHeadless

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A card's largest undimmed detent (`largestUndimmedDetent(_:)`, Apple's
/// `largestUndimmedDetentIdentifier`): at that detent and below, the dimming is clear, touches
/// outside the card reach the list below (rule 35, through the pass-through view under the
/// dimming), and the card is not modal for VoiceOver; above it, the dimming shows, takes those
/// touches and is VoiceOver's "Dismiss" button, and the card is modal (rule 50). In portrait the
/// card is 371.5 points tall at `.medium` (top at 438.5, below the list's row at y 140–204) and 743
/// at `.large` (top at 67).
@MainActor
@Suite("A card's undimmed detent")
struct UndimmedDetentTests {
    /// A sheet like Maps': clear at medium, dimmed at large, a tap on the dimming dismisses.
    nonisolated static let maps = StagehandTransition.card(detents: [.medium, .large]).largestUndimmedDetent(
        .medium
    )
    .dismissesOnBackgroundTap(true)
    /// On the list's row, above the card at medium, under it at large.
    nonisolated static let onTheRow = CGPoint(x: 195, y: 172)
    /// Above the card at large (in the status bar's band).
    nonisolated static let aboveLarge = CGPoint(x: 195, y: 40)

    /// What the screen below gets at rest.
    struct Below: Equatable, Sendable, CustomStringConvertible {
        var dimmingAlpha: Double
        var dimmingTakesTouches: Bool
        var dimmingLabel: String?
        var modal: Bool
        var description: String {
            "alpha \(dimmingAlpha), touches \(dimmingTakesTouches), label \(dimmingLabel ?? "nil"), modal \(modal)"
        }
    }

    private func below(in scene: TestScene) throws -> Below {
        let dimming = try #require(try scene.stagehand.stage.viewInContainer(.dimming))
        return Below(
            dimmingAlpha: dimming.state.alpha, dimmingTakesTouches: dimming.isUserInteractionEnabled,
            dimmingLabel: dimming.isAccessibilityElement ? dimming.accessibilityLabel : nil,
            modal: scene.detail.view.accessibilityViewIsModal)
    }

    nonisolated static let clear = Below(
        dimmingAlpha: 0, dimmingTakesTouches: false, dimmingLabel: nil, modal: false)
    nonisolated static let dimmed = Below(
        dimmingAlpha: 1, dimmingTakesTouches: true, dimmingLabel: "Dismiss", modal: true)

    @Test("At the undimmed detent the list below stays live: a tap reaches its row, VoiceOver too")
    func clearAtMedium() throws {
        let scene = TestScene()
        scene.presentAtRest(Self.maps)
        var taps = 0
        scene.list.view.descendant(named: "row")?.tapHandler = { taps += 1 }
        #expect(scene.detailFrame.y == 438.5)
        #expect(try below(in: scene) == Self.clear)
        #expect(scene.system.tap(at: Self.onTheRow)?.name == "row")
        #expect(taps == 1)
        #expect(scene.detail.presentingViewController === scene.list)
        // The container: the pass-through view, the cleared dimming, the card.
        let container = try #require(scene.detail.presentationController?.containerView)
        #expect(container.subviews.map(\.name).prefix(2) == ["passthrough", "dimming"])
        #expect(scene.problems.isEmpty)
    }

    @Test("Above it the dimming shows, takes the touches (a tap dismisses) and the card is modal")
    func dimmedAtLarge() throws {
        let scene = TestScene()
        scene.presentAtRest(Self.maps)
        try scene.stagehand.selectedDetent = .large
        #expect(scene.detailFrame.y == 67)
        #expect(try below(in: scene) == Self.dimmed)
        #expect(scene.system.tap(at: Self.aboveLarge)?.name == "dimming")
        scene.system.runUntilIdle()
        #expect(scene.detail.presentingViewController == nil)
        #expect(!scene.detail.view.accessibilityViewIsModal)
        #expect(scene.problems.isEmpty)
    }

    /// Each way the detent changes, from where, and what the screen below gets after it.
    nonisolated static let changes: [(name: String, from: Detent, change: Change, after: Below)] = [
        ("the app sets large", .medium, .app(.large), dimmed),
        ("the app sets medium", .large, .app(.medium), clear),
        ("VoiceOver expands", .medium, .voiceOver("Expand"), dimmed),
        ("VoiceOver collapses", .large, .voiceOver("Collapse"), clear),
        ("a drag up to large", .medium, .drag(-400, velocity: -600), dimmed),
        ("a drag down to medium", .large, .drag(300, velocity: 300), clear),
    ]

    enum Change: Sendable {
        case app(Detent)
        case voiceOver(String)
        case drag(Double, velocity: Double)
    }

    @Test("Every detent change decides again what the screen below gets", arguments: changes.indices)
    func detentChanges(index: Int) throws {
        let (name, from, change, after) = Self.changes[index]
        let scene = TestScene()
        scene.presentAtRest(Self.maps)
        let stagehand = try scene.stagehand
        stagehand.selectedDetent = from
        switch change {
        case .app(let detent):
            stagehand.animateChanges { stagehand.selectedDetent = detent }
        case .voiceOver(let action):
            #expect(try #require(stagehand.presentedView).performAccessibilityCustomAction(named: action))
        case .drag(let distance, let velocity):
            let top = scene.detailFrame.y
            #expect(
                stagehand.drag(from: CGPoint(x: 195, y: top + 100), through: [distance], velocity: velocity))
        }
        scene.system.runUntilIdle()
        let got = try below(in: scene)
        #expect(got == after, "\(name) \(scene.detailFrame) \(got)")
        #expect(scene.problems.isEmpty, "\(name)")
    }

    @Test("Between the two detents the dimming fades with the card's height, never jumping")
    func fadesWithTheCard() throws {
        let scene = TestScene()
        scene.presentAtRest(Self.maps)
        let stagehand = try scene.stagehand
        stagehand.animateChanges { stagehand.selectedDetent = .large }
        let dimming = try #require(stagehand.stage.viewInContainer(.dimming))
        var samples: [(height: Double, alpha: Double)] = []
        for _ in 0..<40 {
            scene.system.advance(by: 1.0 / 60)
            let height = scene.detailFrame.height
            samples.append((height, dimming.presentationState.alpha))
        }
        // Linear in the height between medium's 371.5 and large's 743 (a spring may overshoot: 1).
        for sample in samples {
            let expected = min(max((sample.height - 371.5) / (743 - 371.5), 0), 1)
            #expect(abs(sample.alpha - expected) < 1e-6, "\(sample)")
        }
        #expect(samples.contains { $0.alpha > 0.2 && $0.alpha < 0.8 })
        scene.system.runUntilIdle()
        #expect(dimming.state.alpha == 1)
    }

    /// Transitions whose undimmed detent dims nothing or everything, and what the screen below gets
    /// at their first detent.
    nonisolated static let readings: [(name: String, transition: StagehandTransition, below: Below)] = [
        (
            "an undimmed detent the card does not have dims every detent, as Apple's",
            StagehandTransition.card(detents: [.large]).largestUndimmedDetent(.medium), dimmedNoButton
        ),
        (
            "the highest detent undimmed never dims",
            StagehandTransition.card(detents: [.large, .medium]).largestUndimmedDetent(.large), clear
        ),
        (
            "nil dims at every detent",
            StagehandTransition.card(detents: [.medium, .large]).dimming(.standard).largestUndimmedDetent(
                nil),
            dimmedNoButton
        ),
    ]
    nonisolated static let dimmedNoButton = Below(
        dimmingAlpha: 1, dimmingTakesTouches: true, dimmingLabel: nil, modal: true)

    @Test("Apple's readings: not among the detents, the highest, nil", arguments: readings.indices)
    func readingsOfTheOption(index: Int) throws {
        let (name, transition, expected) = Self.readings[index]
        let scene = TestScene()
        scene.presentAtRest(transition)
        #expect(try below(in: scene) == expected, "\(name)")
        #expect(scene.problems.isEmpty, "\(name)")
    }
}
