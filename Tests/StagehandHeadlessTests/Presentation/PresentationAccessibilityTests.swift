import Foundation
import StagehandCore
import StagehandTestSupport
import StagehandUIKitLayer
import Testing

@testable import StagehandHeadless

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// VoiceOver on a presentation (rule 50): the custom actions the presented view offers and what they
/// do, the announcement after a move, which view is modal, and the dimming as a "Dismiss" button.
@MainActor
@Suite("VoiceOver on a presentation")
struct PresentationAccessibilityTests {
    /// The detents, the one the app sets, and the actions offered there, in order.
    nonisolated static let offered:
        [(transition: StagehandTransition, at: Detent?, names: [String], line: Int)] = [
            (.card(detents: [.medium, .large]), .medium, ["Expand", "Dismiss"], #line),
            (.card(detents: [.medium, .large]), .large, ["Collapse", "Dismiss"], #line),
            (.card(detents: [.fitted, .medium, .large]), .medium, ["Expand", "Collapse", "Dismiss"], #line),
            (.card(detents: [.large, .medium]), .large, ["Collapse", "Dismiss"], #line),
            (.card(detents: [.medium, .large]).interactivelyDismissible(false), .medium, ["Expand"], #line),
            (.card(), nil, ["Dismiss"], #line),
            (.fade(), nil, [], #line),
            (.popup(), nil, ["Dismiss"], #line),
        ]

    @Test("The presented view offers exactly the actions that apply where the card rests", arguments: offered)
    func actionsOffered(transition: StagehandTransition, at detent: Detent?, names: [String], line: Int)
        throws
    {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        scene.presentAtRest(transition)
        let stagehand = try scene.stagehand
        if let detent { stagehand.selectedDetent = detent }
        let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
        let presented = try #require(stagehand.presentedView)
        #expect(presented.accessibilityCustomActionNames == names, sourceLocation: location)
        // The app's own view carries none of them.
        #expect(scene.detail.view.accessibilityCustomActions.isEmpty, sourceLocation: location)
    }

    @Test("No action is offered while the card presents or is dismissed")
    func noActionsInFlight() throws {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        scene.list.present(scene.detail, transition: StagehandTransition.card(detents: [.medium, .large]))
        scene.system.advance(by: 0.1)
        let presented = try #require(try scene.stagehand.presentedView)
        #expect(presented.accessibilityCustomActionNames.isEmpty)
        #expect(!presented.performAccessibilityCustomAction(named: "Expand"))
        scene.system.runUntilIdle()
        #expect(presented.accessibilityCustomActionNames == ["Expand", "Dismiss"])
    }

    /// Actions performed in turn on a card of medium and large detents, from medium: the card's
    /// height at rest after each, the callback's calls and the announcements so far.
    nonisolated static let performed:
        [(actions: [String], height: Double, calls: [Detent], spoken: [String])] = [
            (["Expand"], 743, [.large], ["Large"]),
            (["Expand", "Collapse"], 371.5, [.large, .medium], ["Large", "Medium"]),
            (["Collapse"], 371.5, [], []),  // not offered at medium: nothing happens
        ]

    @Test(
        "An action moves the card with its spring, is reported once and announces the detent",
        arguments: performed)
    func actionsMove(actions: [String], height: Double, calls: [Detent], spoken: [String]) throws {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        var heard: [Detent] = []
        scene.detail.stagehandOnSelectedDetentChange = { heard.append($0) }
        scene.presentAtRest(.card(detents: [.medium, .large]))
        let presented = try #require(try scene.stagehand.presentedView)
        for name in actions {
            let before = scene.detailFrame.height
            let acted = presented.performAccessibilityCustomAction(named: name)
            guard acted else { continue }
            // It animates: not there at once, there in the end.
            #expect(scene.detailFrame.height == before)
            scene.system.advance(by: 0.05)
            #expect(scene.detailFrame.height != before)
            scene.system.runUntilIdle()
        }
        #expect(scene.detailFrame.height == height)
        #expect(heard == calls)
        #expect(scene.system.accessibilityAnnouncements == spoken)
        #expect(scene.problems.isEmpty)
    }

    @Test("The Dismiss action dismisses, as the escape gesture does")
    func dismissAction() throws {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        scene.presentAtRest(.card(detents: [.medium, .large]))
        let presented = try #require(try scene.stagehand.presentedView)
        #expect(presented.performAccessibilityCustomAction(named: "Dismiss"))
        scene.system.runUntilIdle()
        #expect(scene.detail.presentingViewController == nil)
        #expect(scene.system.accessibilityAnnouncements.isEmpty)
        #expect(scene.problems.isEmpty)
    }

    /// Whether the presented controller's view is modal for VoiceOver: exactly when the screen below
    /// is not reachable.
    nonisolated static let modality: [(name: String, transition: StagehandTransition, modal: Bool)] = [
        ("a dimmed card", StagehandTransition.card().dimming(Dimming()), true),
        ("a popup (dimmed)", .popup(), true),
        ("a card letting touches through", .card(), false),
        ("a card with detents letting touches through", .card(detents: [.medium, .large]), false),
        ("a card swallowing touches", StagehandTransition.card().backgroundInteraction(.swallow), true),
        (
            "a card dismissing on a tap outside", StagehandTransition.card().backgroundInteraction(.dismiss),
            true
        ),
        ("a fade covering the screen", .fade(), true),
    ]

    @Test(
        "The presented controller's view is modal exactly when the screen below is not reachable",
        arguments: modality)
    func modal(name: String, transition: StagehandTransition, modal: Bool) throws {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        scene.presentAtRest(transition)
        let wrapper = try #require(try scene.stagehand.presentedView)
        #expect(scene.detail.view.accessibilityViewIsModal == modal, "\(name)")
        #expect(!wrapper.accessibilityViewIsModal, "\(name)")
        try scene.stagehand.dismiss(animated: false)
        scene.system.runUntilIdle()
        #expect(!scene.detail.view.accessibilityViewIsModal, "\(name)")
        #expect(!wrapper.accessibilityViewIsModal, "\(name)")
    }

    @Test("An app's own modal view stays modal, and keeps its value after a dismissal")
    func appsOwnModality() throws {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        scene.detail.view.accessibilityViewIsModal = true
        scene.presentAtRest(StagehandTransition.card().dimming(Dimming()))
        #expect(scene.detail.view.accessibilityViewIsModal)
        try scene.stagehand.dismiss(animated: false)
        scene.system.runUntilIdle()
        #expect(scene.detail.view.accessibilityViewIsModal)
    }

    /// The dimming view's label and traits, with and without tap-to-dismiss.
    nonisolated static let dimmings: [(name: String, transition: StagehandTransition, label: String?)] = [
        ("a popup, which a tap dismisses", .popup(), "Dismiss"),
        ("a popup a tap does not dismiss", StagehandTransition.popup().dismissesOnBackgroundTap(false), nil),
        ("a dimmed card", StagehandTransition.card().dimming(Dimming()), nil),
        (
            "a dimmed card a tap dismisses",
            StagehandTransition.card().dimming(Dimming()).dismissesOnBackgroundTap(true), "Dismiss"
        ),
    ]

    @Test("The dimming is a Dismiss button exactly when a tap on it dismisses", arguments: dimmings)
    func dimming(name: String, transition: StagehandTransition, label: String?) throws {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        scene.presentAtRest(transition)
        let dimming = try #require(try scene.stagehand.stage.viewInContainer(.dimming))
        #expect(dimming.accessibilityLabel == label, "\(name)")
        #expect(dimming.isAccessibilityElement == (label != nil), "\(name)")
        #expect(dimming.accessibilityTraits == (label != nil ? .button : []), "\(name)")
        // VoiceOver's activation (a double tap) dismisses the button, and nothing else.
        #expect((dimming.accessibilityActivate?() ?? false) == (label != nil), "\(name)")
        scene.system.runUntilIdle()
        #expect((scene.detail.presentingViewController == nil) == (label != nil), "\(name)")
        #expect(scene.problems.isEmpty, "\(name)")
    }
}
