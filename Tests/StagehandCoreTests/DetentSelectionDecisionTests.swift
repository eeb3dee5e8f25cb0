import Foundation
import Testing

@testable import StagehandCore

/// ``DetentSelection``'s decisions on their own: what an app's set does where the presentation is,
/// which of the person's changes are reported, the neighbours VoiceOver's actions move to, and the
/// names it speaks.
@Suite("Detent selection decisions")
struct DetentSelectionDecisionTests {
    @Test(
        "An app's set, by situation",
        arguments: [
            (DetentSelection.Situation.beforePresenting, false, DetentSelection.Move.startsAt(1)),
            (.presenting, true, .retargets(1)),
            (.atRest, false, .jumps(1)),
            (.atRest, true, .animates(1)),
            (.dragging, true, .none),
            (.leaving, false, .none),
        ])
    func appSets(situation: DetentSelection.Situation, animated: Bool, move: DetentSelection.Move) {
        var selection = DetentSelection(detents: [.medium, .large])
        #expect(selection.appSelects(.large, in: situation, animated: animated) == move)
        // What moved is what the app knows of: a person's settle there is not reported.
        #expect(selection.known == (move == .none ? 0 : 1))
        #expect(selection.personSettled(at: 1) == (move == .none ? 1 : nil))
    }

    @Test("A detent the card lacks is ignored")
    func unknownDetent() {
        var selection = DetentSelection(detents: [.medium, .large])
        #expect(selection.appSelects(.fraction(0.3), in: .atRest, animated: true) == .none)
        #expect(selection.appSelects(.large, in: .atRest, animated: false) == .jumps(1))
        #expect(DetentSelection(detents: []).index(of: .large) == nil)
    }

    @Test("The person's changes are reported once each")
    func personChanges() {
        var selection = DetentSelection(detents: [.fitted, .medium, .large])
        #expect(selection.personSettled(at: 0) == nil)
        #expect(selection.personSettled(at: 2) == 2)
        #expect(selection.personSettled(at: 2) == nil)
        #expect(selection.personSettled(at: 1) == 1)
        #expect(selection.personSettled(at: 7) == nil)
    }

    @Test(
        "Neighbours by height, in any order; equal heights are not neighbours",
        arguments: [
            ([300.0, 422, 743], 1, 2 as Int?, 0 as Int?),
            ([743, 300, 422], 0, nil, 2),
            ([743, 300, 422], 1, 2, nil),
            ([743, 743], 0, nil, nil),
            ([300], 0, nil, nil),
        ])
    func neighbours(heights: [Double], index: Int, taller: Int?, shorter: Int?) {
        let found = DetentSelection.neighbours(of: index, heights: heights)
        #expect(found.taller == taller)
        #expect(found.shorter == shorter)
    }

    @Test(
        "Spoken names",
        arguments: [
            (Detent.medium, "Medium"), (.large, "Large"), (.fitted, "Fitted"),
            (.fraction(0.75), "75 percent"),
            (.points(320.4), "320 points"),
        ])
    func spokenNames(detent: Detent, name: String) {
        #expect(DetentSelection.spokenName(of: detent) == name)
    }

    @Test(
        "VoiceOver's actions: Expand and Collapse where there is a detent, Dismiss when the person may dismiss",
        arguments: [
            (PresentationBehavior(style: .overFullScreen), 1, ["Expand", "Collapse", "Dismiss"]),
            (PresentationBehavior(style: .overFullScreen), 2, ["Collapse", "Dismiss"]),
            (PresentationBehavior(style: .overFullScreen, isInteractivelyDismissible: false), 0, ["Expand"]),
            (
                PresentationBehavior(
                    style: .overFullScreen, dimming: Dimming(), dismissesOnBackgroundTap: true,
                    isInteractivelyDismissible: false), 0, ["Expand", "Dismiss"]
            ),
            (
                PresentationBehavior(
                    style: .overFullScreen, backgroundInteraction: .dismiss, isInteractivelyDismissible: false
                ),
                0, ["Expand", "Dismiss"]
            ),
            (
                PresentationBehavior(
                    style: .overFullScreen, dimming: Dimming(), backgroundInteraction: .dismiss,
                    isInteractivelyDismissible: false), 0, ["Expand"]
            ),
        ])
    func actions(behavior: PresentationBehavior, detent: Int, names: [String]) {
        let actions = PresentationAccessibilityAction.actions(
            detent: detent, heights: [300, 422, 743], behavior: behavior)
        #expect(actions.map(\.name) == names)
    }

    @Test("VoiceOver is kept on the presentation unless the screen below stays live")
    func modality() {
        typealias Action = PresentationAccessibilityAction
        #expect(Action.isModal(backgroundInteraction: nil, coversContainer: false))
        #expect(!Action.isModal(backgroundInteraction: .passThrough, coversContainer: false))
        #expect(Action.isModal(backgroundInteraction: .passThrough, coversContainer: true))
        #expect(Action.isModal(backgroundInteraction: .swallow, coversContainer: false))
        #expect(Action.dimmingLabel(dismissesOnTap: true) == "Dismiss")
        #expect(Action.dimmingLabel(dismissesOnTap: false) == nil)
    }
}
