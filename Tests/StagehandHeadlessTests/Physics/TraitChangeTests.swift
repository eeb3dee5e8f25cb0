import Foundation
import StagehandCore
import StagehandHeadless
import StagehandUIKitLayer
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Rule 47: traits that change while a presentation runs reach its presentation controller; only a
/// change that can move the layout (a size class) retargets the transition, which still completes
/// once, where the layout says.
@MainActor
@Suite("Trait changes during a transition (rule 47)")
struct TraitChangeTests {
    /// A change of traits mid-flight, and whether it retargets the presentation.
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var traits: HeadlessTraits
        var retargets: Bool
        var description: String { name }
    }

    nonisolated static let cases: [Case] = {
        var dark = HeadlessTraits.iPhonePortrait
        dark.userInterfaceStyle = .dark
        var text = HeadlessTraits.iPhonePortrait
        text.preferredContentSizeCategory = "UICTContentSizeCategoryAccessibilityXL"
        var regular = HeadlessTraits.iPhonePortrait
        regular.horizontalSizeClass = .regular
        var compactHeight = HeadlessTraits.iPhonePortrait
        compactHeight.verticalSizeClass = .compact
        return [
            Case(name: "Dark Mode", traits: dark, retargets: false),
            Case(name: "Dynamic Type", traits: text, retargets: false),
            Case(name: "regular width", traits: regular, retargets: true),
            Case(name: "compact height", traits: compactHeight, retargets: true),
        ]
    }()

    @Test("A trait change mid-presentation retargets only when it can move the layout", arguments: cases)
    func traitChangeMidPresentation(_ change: Case) throws {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        scene.list.present(scene.detail, transition: .card())
        scene.system.advance(by: 0.1)
        let stage = try scene.stagehand.stage
        let runs = stage.work.runs
        let measurements = stage.work.measurements
        let before = scene.detailFrame
        scene.system.setTraits(change.traits)
        #expect(scene.lines().last == "system: traits \(change.traits)")
        #expect((stage.work.runs > runs) == change.retargets, "\(change)")
        #expect((stage.work.measurements > measurements) == change.retargets, "\(change)")
        // Where it was, whatever the change: the same container, the same time.
        #expect(abs(scene.detailFrame.y - before.y) < 0.01, "\(change)")
        scene.system.runUntilIdle()
        let ends = scene.lines().filter { $0 == "pc.presentationTransitionDidEnd(true)" }
        #expect(ends.count == 1, "\(change)")
        let rest = Rect(try scene.stagehand.driver.frameOfPresentedView())
        #expect(scene.detailFrame == rest, "\(change)")
        #expect(scene.list.presentedViewController === scene.detail)
        #expect(scene.problems.isEmpty, "\(change)")
    }

    @Test("A trait change at rest and while dismissing changes nothing on screen")
    func traitChangeAtRestAndDismissing() {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        scene.presentAtRest(.card())
        let rest = scene.detailFrame
        var regular = HeadlessTraits.iPhonePortrait
        regular.horizontalSizeClass = .regular
        scene.system.setTraits(regular)
        #expect(scene.detailFrame == rest)
        scene.detail.stagehand?.dismiss()
        scene.system.advance(by: 0.1)
        scene.system.setTraits(.iPhonePortrait)
        scene.system.runUntilIdle()
        #expect(scene.list.presentedViewController == nil)
        #expect(scene.problems.isEmpty)
    }
}
