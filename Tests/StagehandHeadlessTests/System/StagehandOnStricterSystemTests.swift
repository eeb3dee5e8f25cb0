import Foundation
import StagehandCore
import StagehandUIKitLayer
import Testing

@testable import StagehandHeadless

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Stagehand's current headless adapters on the stricter headless UIKit of issue 12: what they do
/// when presenting from a child, and when the app calls UIKit's own `dismiss` while a Stagehand
/// presentation is in flight, on the three readings of rule 24.
@MainActor
@Suite("Stagehand on the stricter headless UIKit (rules 24, 26, 33)")
struct StagehandOnStricterSystemTests {
    @Test(
        "Presented from a navigation child, the presentation and its stage are the root's; the hierarchy is restored",
        arguments: [0, 1])
    func fromChild(_ which: Int) throws {
        let transition: StagehandTransition = which == 0 ? .push() : .card()
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        scene.navigationChild.present(scene.detail, transition: transition)
        #expect(scene.detail.presentingViewController === scene.list)
        #expect(scene.detail.presentationController?.presentingViewController === scene.list)
        scene.system.runUntilIdle()
        #expect(try scene.stagehand.driver.state == .presented)
        // The stage should belong to the presentation UIKit made: the presenter's view is the one
        // UIKit hands over (`shouldRemovePresentersView`), and the one to measure the source screen
        // from.
        #expect(try scene.stagehand.stage.host?.presentingViewController === scene.list)
        scene.navigationChild.dismiss()
        scene.system.runUntilIdle()
        #expect(scene.list.presentedViewController == nil)
        #expect(scene.system.window.subviews.map(\.name) == ["list"])
        #expect(scene.list.view.subviews.map(\.name) == ["table"])
        #expect(scene.problems.isEmpty, "\(scene.problems)")
        #expect(scene.system.finishRun().isEmpty)
    }

    @Test(
        "Rule 24: UIKit's own dismiss while a Stagehand presentation is in flight, on every reading",
        arguments: DismissalWhileTransitioning.allCases)
    func uikitDismissInFlight(_ reading: DismissalWhileTransitioning) throws {
        let continues = reading != .dropped
        let scene = TestScene(
            preferredContentSize: CGSize(width: 0, height: 320),
            unknowns: Unknowns(dismissalRequestedWhileTransitioning: reading))
        var presented = 0
        var dismissed = 0
        scene.list.present(scene.detail, transition: .card()) { presented += 1 }
        scene.system.advance(by: 0)
        scene.system.advance(by: 0.1)
        scene.detail.dismiss(animated: true) { dismissed += 1 }
        #expect(
            scene.system.events.contains(
                .refused(
                    rule: 24,
                    message: "Trying to dismiss the presentation controller while transitioning already.")))
        scene.system.runUntilIdle()
        // Runs at once: the dismissal's call replaced the presentation's completion (the presenter
        // keeps one), and its context, completed first, ended UIKit's dismissal.
        #expect(presented == (reading == .runsAtOnce ? 0 : 1))
        #expect(dismissed == (continues ? 1 : 0))
        #expect((scene.list.presentedViewController === scene.detail) == !continues)
        #expect(scene.system.window.subviews.map(\.name) == (continues ? ["list"] : ["list", "container"]))
        #expect(scene.problems.isEmpty, "\(scene.problems)")
        if !continues {
            #expect(try scene.stagehand.driver.state == .presented)
            #expect(scene.detailFrame == Rect(20, 490, 350, 320))
        }
        #expect(scene.system.finishRun().isEmpty)
    }

    @Test("Rule 33: an app that presents the next screen from stagehand.dismiss's completion is not refused")
    func presentFromDismissCompletion() throws {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        scene.presentAtRest(.card(), animated: true)
        let next = ModelViewController(name: "next")
        next.modalPresentationStyle = .overFullScreen
        var answer: Bool?
        try scene.stagehand.driver.dismiss { dismissed in
            answer = dismissed
            scene.list.present(next, animated: false)
        }
        scene.system.runUntilIdle()
        #expect(answer == true)
        #expect(scene.list.presentedViewController === next)
        #expect(!scene.system.events.contains { if case .refused = $0 { true } else { false } })
        #expect(scene.problems.isEmpty, "\(scene.problems)")
    }

    @Test("Rule 32: a user dismissal's WillDismiss comes once the dismissal was taken, its coordinator there")
    func willDismissAfterTheDismissalIsTaken() throws {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        scene.presentAtRest(.slideIn(from: .bottom), animated: true)
        let adaptive = CoordinatorProbingAdaptiveDelegate()
        adaptive.presented = scene.detail
        scene.detail.presentationController?.delegate = adaptive
        #expect(try scene.stagehand.tap(at: CGPoint(x: 195, y: 50))?.name == "dimming")
        scene.system.runUntilIdle()
        #expect(scene.list.presentedViewController == nil)
        #expect(adaptive.didDismissCount == 1)
        #expect(adaptive.coordinatorAtWillDismiss == [true])
        #expect(scene.problems.isEmpty, "\(scene.problems)")
    }
}

/// An adaptive delegate that records whether the presented controller had a transition coordinator
/// when it heard `presentationControllerWillDismiss`.
@MainActor
private final class CoordinatorProbingAdaptiveDelegate: HeadlessAdaptivePresentationControllerDelegate {
    weak var presented: ModelViewController?
    var coordinatorAtWillDismiss: [Bool] = []
    var didDismissCount = 0

    func presentationControllerWillDismiss(_ presentationController: HeadlessPresentationController) {
        coordinatorAtWillDismiss.append(presented?.transitionCoordinator != nil)
    }

    func presentationControllerDidDismiss(_ presentationController: HeadlessPresentationController) {
        didDismissCount += 1
    }
}
