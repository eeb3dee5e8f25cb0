import Foundation
import StagehandCore
import Testing

@testable import StagehandHeadless

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Clearing a controller's transition (`stagehand.transition = nil`) puts back the presentation
/// style the app had, not the style a read resolved `.automatic` to (rule 37). The headless UIKit
/// stores the style unresolved, so a test sees what was written.
@MainActor
@Suite("Stagehand restores the app's presentation style (rule 37)")
struct PreviousStyleTests {
    enum Step: Sendable {
        /// `stagehand.transition = .cover()`.
        case set
        /// `stagehand.transition = nil`.
        case clear
        /// Presented with the transition set, then dismissed.
        case presentAndDismiss
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// What the app assigned before Stagehand; nil when it never assigned one.
        var assigned: ModalPresentationStyle?
        var steps: [Step] = [.set, .clear]
        /// The style stored (unresolved) after the steps.
        var stored: ModalPresentationStyle
        var line: Int
        var testDescription: String { "\(name) (line \(line))" }
    }

    nonisolated static let cases: [Case] = [
        Case(name: "never set", assigned: nil, stored: .automatic, line: #line),
        Case(name: ".automatic, set explicitly", assigned: .automatic, stored: .automatic, line: #line),
        Case(name: ".fullScreen", assigned: .fullScreen, stored: .fullScreen, line: #line),
        Case(name: ".overFullScreen", assigned: .overFullScreen, stored: .overFullScreen, line: #line),
        Case(name: ".currentContext", assigned: .currentContext, stored: .currentContext, line: #line),
        Case(
            name: ".overCurrentContext", assigned: .overCurrentContext, stored: .overCurrentContext,
            line: #line),
        Case(name: ".custom (the app's own delegate)", assigned: .custom, stored: .custom, line: #line),
        // What `.automatic` resolves to cannot be told apart from it by a read: restored as
        // `.automatic`, which presents identically (it reads `.pageSheet`).
        Case(name: ".pageSheet, set explicitly", assigned: .pageSheet, stored: .automatic, line: #line),
        Case(
            name: "never set, set twice", assigned: nil, steps: [.set, .set, .clear], stored: .automatic,
            line: #line),
        Case(
            name: ".fullScreen, set twice", assigned: .fullScreen, steps: [.set, .set, .clear],
            stored: .fullScreen,
            line: #line),
        Case(
            name: "never set, presented and dismissed", assigned: nil,
            steps: [.set, .presentAndDismiss, .clear],
            stored: .automatic, line: #line),
        Case(
            name: ".overFullScreen, presented and dismissed", assigned: .overFullScreen,
            steps: [.set, .presentAndDismiss, .clear], stored: .overFullScreen, line: #line),
        Case(
            name: ".overFullScreen, set and cleared twice", assigned: .overFullScreen,
            steps: [.set, .clear, .set, .clear], stored: .overFullScreen, line: #line),
        Case(
            name: "never set, cleared twice", assigned: nil, steps: [.set, .clear, .clear],
            stored: .automatic, line: #line),
        Case(
            name: "never set, never set up", assigned: nil, steps: [.clear], stored: .automatic, line: #line),
        Case(
            name: ".fullScreen, never set up", assigned: .fullScreen, steps: [.clear], stored: .fullScreen,
            line: #line),
    ]

    @Test("What the app had comes back when the transition is cleared", arguments: cases)
    func restored(_ c: Case) {
        let scene = TestScene()
        if let assigned = c.assigned { scene.detail.modalPresentationStyle = assigned }
        for step in c.steps {
            switch step {
            case .set:
                scene.detail.stagehandTransition = StagehandTransition.cover()
                #expect(scene.detail.modalPresentationStyle == .custom)
            case .clear:
                scene.detail.stagehandTransition = nil
            case .presentAndDismiss:
                scene.presentAtRest(StagehandTransition.cover())
                scene.detail.dismiss()
                scene.system.runUntilIdle()
                #expect(scene.list.presentedViewController == nil)
            }
        }
        #expect(scene.detail.assignedModalPresentationStyle == c.stored)
        #expect(scene.detail.modalPresentationStyle == (c.assigned ?? .automatic).resolvingAutomatic)
        #expect(scene.detail.transitioningDelegate == nil)
        #expect(scene.problems.isEmpty)
    }

    @Test("A controller whose transition was cleared presents as UIKit would have: .automatic as a sheet")
    func presentsAsASheetAfterwards() {
        let scene = TestScene()
        scene.detail.stagehandTransition = .cover()
        scene.detail.stagehandTransition = nil
        scene.list.present(scene.detail, animated: false)
        #expect(scene.system.currentTransitionContext?.presentationStyle == .pageSheet)
        scene.system.runUntilIdle()
        #expect(scene.list.presentedViewController === scene.detail)
        #expect(scene.detail.assignedModalPresentationStyle == .automatic)
        #expect(scene.problems.isEmpty)
    }
}
