import Foundation
import StagehandCore
import StagehandUIKitLayer
import Testing

@testable import StagehandHeadless

/// Segues without a storyboard, and the lifetime of a transition given for one presentation
/// (`present(_:transition:)`, segues) against one set on the controller (`stagehand.transition`).
@MainActor
@Suite("Segues, and transitions lent for one presentation")
struct SegueAndLendingTests {
    /// The transition `controller` is presented with now, as a built-in `StagehandTransition`.
    private func shown(_ controller: ModelViewController) -> StagehandTransition? {
        controller.stagehandTransition as? StagehandTransition
    }

    @Test(
        "Each built-in segue: init, prepare, perform, released, presented with its default, dismissed, nothing kept",
        arguments: BuiltInSegue.allCases)
    func builtInSegue(_ builtIn: BuiltInSegue) throws {
        let scene = TestScene(preferredContentSize: CGSize(width: 300, height: 360))
        weak var releasedSegue: HeadlessStagehandSegue?
        weak var core: PresentationControllerCore<HeadlessPlatform>?
        do {
            let segue = HeadlessStagehandSegue(
                identifier: "show", source: scene.list, destination: scene.detail, builtIn: builtIn)
            releasedSegue = segue
            // prepare(for:sender:) sets nothing here; perform, then UIKit lets the segue go (rule 38).
            segue.perform()
        }
        #expect(releasedSegue == nil)
        scene.system.runUntilIdle()
        #expect(scene.list.presentedViewController === scene.detail)
        #expect(shown(scene.detail) == builtIn.transition)
        core = scene.detail.stagehand?.core
        #expect(core != nil)
        let driver = try scene.stagehand.driver
        #expect(
            scene.system.frame(of: scene.presented, in: scene.presented.superview!)
                == driver.frameOfPresentedView())
        scene.detail.dismiss(animated: true)
        scene.system.runUntilIdle()
        #expect(scene.list.presentedViewController == nil)
        // Lent for that presentation: the detail has no transition of its own afterwards.
        #expect(scene.detail.stagehandTransition == nil)
        #expect(scene.detail.assignedModalPresentationStyle == .automatic)
        #expect(core == nil)
        #expect(scene.problems.isEmpty)
    }

    @Test(
        "The transition given to a segue is the one performed, over the class's default and the destination's own"
    )
    func givenTransitionWins() {
        let scene = TestScene(preferredContentSize: CGSize(width: 300, height: 360))
        scene.detail.stagehandTransition = StagehandTransition.slideIn(from: .top)
        let segue = HeadlessStagehandSegue(
            identifier: nil, source: scene.list, destination: scene.detail, builtIn: .bottomCard)
        segue.transition = StagehandTransition.popup()  // or `BottomCardSegue(…, transition: .popup())`
        segue.perform()
        scene.system.runUntilIdle()
        #expect(shown(scene.detail) == .popup())
        #expect(scene.detailFrame == Rect(45, 248.5, 300, 360))  // centred in the safe area (47...810)
        scene.detail.dismiss(animated: false)
        scene.system.runUntilIdle()
        // The destination's own transition comes back.
        #expect(shown(scene.detail) == .slideIn(from: .top))
        #expect(scene.problems.isEmpty)
    }

    @Test("A transition set on the destination in prepare(for:sender:) is performed, and stays its own")
    func preparedTransitionWins() {
        let scene = TestScene()
        let segue = HeadlessStagehandSegue(
            identifier: nil, source: scene.list, destination: scene.detail, builtIn: .bottomCard)
        // prepare(for:sender:)
        segue.destination.stagehandTransition = StagehandTransition.slideIn(from: .left)
        segue.perform()
        scene.system.runUntilIdle()
        #expect(shown(scene.detail) == .slideIn(from: .left))
        #expect(scene.detailFrame == Rect(0, 0, 292.5, 844))  // 3/4 of 390 from the left edge
        scene.detail.dismiss(animated: false)
        scene.system.runUntilIdle()
        #expect(shown(scene.detail) == .slideIn(from: .left))
        #expect(scene.detail.modalPresentationStyle == .custom)
        #expect(scene.problems.isEmpty)
    }

    @Test("A plain StagehandSegue fades unless given a transition; its source view becomes the zoom's")
    func plainSegueAndSourceView() {
        let scene = TestScene()
        let row = scene.list.view.descendant(withIdentifier: "avatar")!
        let segue = HeadlessStagehandSegue(identifier: nil, source: scene.list, destination: scene.detail)
        #expect(segue.defaultTransition as? StagehandTransition == .fade())
        segue.transition = StagehandTransition.zoom()
        segue.sourceView = row
        segue.perform()
        #expect(scene.detail.stagehandSourceView === row)
        scene.system.runUntilIdle()
        #expect(shown(scene.detail) == .zoom())
        #expect(scene.problems.isEmpty)
    }

    @Test("present(_:transition:) lends the transition: gone after the dismissal, the controller's own back")
    func presentLends() {
        let scene = TestScene(preferredContentSize: CGSize(width: 300, height: 360))
        scene.presentAtRest(StagehandTransition.card())
        #expect(shown(scene.detail) == .card())
        scene.detail.dismiss(animated: true)
        scene.system.runUntilIdle()
        #expect(scene.detail.stagehandTransition == nil)
        #expect(scene.detail.assignedModalPresentationStyle == .automatic)
        // The next plain present is UIKit's own.
        scene.list.present(scene.detail, animated: false)
        scene.system.runUntilIdle()
        #expect(scene.detail.stagehand == nil)
        #expect(scene.list.presentedViewController === scene.detail)
        scene.detail.dismiss(animated: false)
        scene.system.runUntilIdle()
        // With a transition of its own, a lent one runs once and the own one comes back.
        scene.detail.stagehandTransition = StagehandTransition.fade()
        scene.presentAtRest(StagehandTransition.push())
        #expect(shown(scene.detail) == .push())
        scene.detail.dismiss(animated: false)
        scene.system.runUntilIdle()
        #expect(shown(scene.detail) == .fade())
        #expect(scene.problems.isEmpty)
    }

    @Test(
        "A lent transition goes back at once when UIKit refuses the present, and after a cancelled presentation"
    )
    func lentTransitionReturnsWhenRefusedOrCancelled() {
        let scene = TestScene()
        let other = ModelViewController(name: "other")
        scene.presentAtRest(StagehandTransition.fade())
        // Rule 18: the list already presents the detail.
        scene.list.present(other, transition: StagehandTransition.card(), animated: false)
        #expect(other.stagehandTransition == nil)
        #expect(other.assignedModalPresentationStyle == .automatic)
        scene.detail.dismiss(animated: false)
        scene.system.runUntilIdle()
        // Cancelled while presenting: stagehand.dismiss runs it back.
        scene.list.present(other, transition: StagehandTransition.card(), animated: true)
        scene.system.advance(by: 0.05)
        other.stagehand?.dismiss()
        scene.system.runUntilIdle()
        #expect(scene.list.presentedViewController == nil)
        #expect(other.stagehandTransition == nil)
        #expect(scene.problems.isEmpty)
    }

    @Test("Presenting a controller already presented keeps its transition; UIKit refuses the call (rule 21)")
    func presentingAnActiveControllerKeepsItsTransition() throws {
        let scene = TestScene()
        scene.presentAtRest(StagehandTransition.fade())
        scene.list.present(scene.detail, transition: StagehandTransition.card(), animated: false)
        #expect(shown(scene.detail) == .fade())
        #expect(scene.system.breaches.map(\.description).allSatisfy { $0.contains("rule 21") })
        #expect(scene.system.breaches.count == 1)
        #expect(try scene.stagehand.driver.state == .presented)
    }

    @Test("Every built-in segue has its iOS class, named as Interface Builder's Class field takes it")
    func iOSClassesMatchTheTable() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let source = try String(
            contentsOf: root.appendingPathComponent("Sources/UIKitShells/Segues/BuiltInSegues.swift"),
            encoding: .utf8)
        let pattern = try Regex(
            #"((?:/// .*\n)+)@MainActor\nopen class (\w+): StagehandSegue \{\n.*\n.*BuiltInSegue\.(\w+)\.transition"#
        )
        var found: [String: String] = [:]
        for match in source.matches(of: pattern) {
            let doc = String(try #require(match.output[1].substring)).replacingOccurrences(
                of: "\n/// ", with: " ")
            let declared = String(try #require(match.output[2].substring))
            #expect(doc.contains("Class `\(declared)`, Module `Stagehand`."), "\(declared): \(doc)")
            found[declared] = String(try #require(match.output[3].substring))
        }
        let expected = Dictionary(uniqueKeysWithValues: BuiltInSegue.allCases.map { ($0.rawValue, "\($0)") })
        #expect(found == expected)
    }
}
