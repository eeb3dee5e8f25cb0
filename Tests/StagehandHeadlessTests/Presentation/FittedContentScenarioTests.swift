import Foundation
import StagehandCore
import StagehandHeadless
import StagehandTestSupport
import Testing

/// A `.fitted` card or popup whose controller prefers no height hugs its content: the content is
/// measured with Auto Layout at the presented width (rule 49), once per width, and again after a
/// change of preferred size, of traits, or `invalidateDetents()`; never while a drag moves.
@MainActor
@Suite("Cards and popups that size to their Auto Layout content")
struct FittedContentScenarioTests {
    /// A paragraph of 1,200 points of text, 22 points a line, under an 80-point header: 4 lines at
    /// a card's 350-point width.
    static func paragraph(_ width: Double) -> Double { 80 + 22 * (1_200 / width).rounded(.up) }

    @Test("A fitted card with no preferred size hugs its content, measured at the card's width")
    func cardHugsItsContent() throws {
        let scene = TestScene()
        scene.detail.view.fittingHeight = Self.paragraph
        scene.presentAtRest(StagehandTransition.card())
        // 350 wide (20 from each side), 80 + 4 × 22 = 168 tall, its bottom 34 + 0 above the screen's.
        #expect(scene.detailFrame == Rect(20, 642, 350, 168))
        #expect(try scene.stagehand.contentMeasurements == 1)
        #expect(scene.problems.isEmpty)
    }

    @Test("On an iPad a fitted card is measured at its 700-point maximum width, not the screen's")
    func cardOnAnIPadIsMeasuredAtItsWidth() throws {
        let scene = TestScene(geometry: .iPadPortrait)
        var widths: [Double] = []
        scene.detail.view.fittingHeight = { width in
            widths.append(width)
            return Self.paragraph(width)
        }
        scene.presentAtRest(StagehandTransition.card())
        // 700 wide, centred in 834; 80 + 2 × 22 = 124 tall at that width (the screen's 794 would
        // give the same two lines, so the measured width is checked too).
        #expect(scene.detailFrame == Rect(67, 1_194 - 20 - 124, 700, 124))
        #expect(widths == [700])
        #expect(scene.problems.isEmpty)
    }

    @Test("A fitted popup hugs its content's height at the popup's width")
    func popupHugsItsContent() {
        let scene = TestScene()
        scene.detail.view.fittingHeight = Self.paragraph
        scene.presentAtRest(StagehandTransition.popup())
        // 16 from each side of the safe area: 358 wide, 80 + 4 × 22 = 168 tall, centred.
        let frame = scene.presented.state.frame
        #expect(frame.width == 358)
        #expect(frame.height == 168)
        #expect(abs(frame.midY - (47 + (844 - 47 - 34) / 2.0)) < 0.001)
    }

    /// Content that cannot be measured fills the space, as a card with no preferred size always did:
    /// whatever UIKit answers for a view without height constraints (rule 49), the same frame.
    @Test(
        "Content without a measurable height fills the space available",
        arguments: [nil, 0, -5, Double.nan, Double.infinity, 5_000] as [Double?])
    func unmeasurableContentFills(answer: Double?) {
        let scene = TestScene()
        if let answer { scene.detail.view.fittingHeight = { _ in answer } }
        scene.presentAtRest(StagehandTransition.card())
        #expect(scene.detailFrame == Rect(20, 67, 350, 743))
        #expect(scene.problems.isEmpty)
    }

    @Test("A preferred height wins and nothing is measured")
    func preferredHeightWins() throws {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 300))
        scene.detail.view.fittingHeight = Self.paragraph
        scene.presentAtRest(StagehandTransition.card())
        #expect(scene.detailFrame == Rect(20, 510, 350, 300))
        #expect(scene.detail.view.fittingMeasurements == 0)
        #expect(try scene.stagehand.contentMeasurements == 0)
    }

    @Test("Cards of fixed detents measure nothing")
    func fixedDetentsMeasureNothing() {
        let scene = TestScene()
        scene.detail.view.fittingHeight = Self.paragraph
        scene.presentAtRest(StagehandTransition.card(detents: [.medium, .large]))
        #expect(scene.detail.view.fittingMeasurements == 0)
    }

    @Test("A drag measures nothing; a rotation measures at the new width")
    func measuredOncePerWidth() throws {
        let scene = TestScene()
        scene.detail.view.fittingHeight = Self.paragraph
        scene.presentAtRest(StagehandTransition.card())
        let touch = scene.system.touchDown(at: CGPoint(x: 195, y: 700))
        // 40 pt down and back: the card follows, then rests where it was.
        for step in Array(1...20) + Array((0...19).reversed()) {
            scene.system.advance(by: 1.0 / 60)
            scene.system.move(touch, to: CGPoint(x: 195, y: 700 + Double(step) * 2))
        }
        scene.system.advance(by: 1.0 / 60)
        scene.system.lift(touch)
        scene.system.runUntilIdle()
        #expect(scene.detailFrame == Rect(20, 642, 350, 168))
        #expect(scene.detail.view.fittingMeasurements == 1)
        scene.system.setGeometry(.iPhoneLandscape)
        scene.system.runUntilIdle()
        let landscape = scene.detailFrame
        #expect(try scene.stagehand.contentMeasurements == 2)
        #expect(landscape.height == Self.paragraph(landscape.width))
        #expect(landscape.width > 350)
        #expect(scene.problems.isEmpty)
    }

    @Test("Content that grows is measured again after invalidateDetents, and only then")
    func invalidateDetentsMeasuresAgain() throws {
        let scene = TestScene()
        let lines = Lines(4)
        scene.detail.view.fittingHeight = { _ in 80 + 22 * lines.count }
        scene.presentAtRest(StagehandTransition.card())
        #expect(scene.detailFrame == Rect(20, 642, 350, 168))
        lines.count = 10
        scene.presented.superview?.setNeedsLayout()
        scene.system.runUntilIdle()
        #expect(scene.detailFrame == Rect(20, 642, 350, 168))
        try scene.stagehand.invalidateDetents()
        scene.system.runUntilIdle()
        #expect(scene.detailFrame == Rect(20, 510, 350, 300))
        #expect(try scene.stagehand.contentMeasurements == 2)
        #expect(scene.problems.isEmpty)
    }

    @Test("A change of preferred size, or of traits, measures the content again (rules 28 and 47)")
    func preferredSizeAndTraitsMeasureAgain() throws {
        let scene = TestScene()
        let lines = Lines(4)
        scene.detail.view.fittingHeight = { _ in 80 + 22 * lines.count }
        scene.presentAtRest(StagehandTransition.card())
        lines.count = 6
        // The app sets a width only: the height is still the content's, measured again.
        scene.detail.preferredContentSize = CGSize(width: 300, height: 0)
        scene.system.runUntilIdle()
        #expect(scene.detailFrame == Rect(20, 598, 350, 212))
        lines.count = 2
        var traits = scene.system.traitCollection
        traits.preferredContentSizeCategory = "UICTContentSizeCategoryAccessibilityL"
        scene.system.setTraits(traits)
        scene.presented.superview?.setNeedsLayout()
        scene.system.runUntilIdle()
        #expect(scene.detailFrame == Rect(20, 686, 350, 124))
        #expect(try scene.stagehand.contentMeasurements == 3)
        #expect(scene.problems.isEmpty)
    }
}

/// The number of lines of content that grows and shrinks while presented.
@MainActor
final class Lines {
    var count: Double
    init(_ count: Double) { self.count = count }
}
