import Foundation
import StagehandCore
import Testing

@testable import StagehandHeadless

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A presentation that covers the screen hands the status bar and the home indicator to the
/// presented controller (rule 36), whatever its style; one that leaves the presenter in view keeps
/// them with the presenter; the app's own `modalPresentationCapturesStatusBarAppearance` comes back
/// when the presentation is over.
@MainActor
@Suite("Stagehand and the status bar (rule 36)")
struct StatusBarCaptureTests {
    /// The transitions whose presented controller owns the status bar at rest: those that cover the
    /// screen, and "card with .fullScreen", whose presenter's view UIKit removes (rule 36's other
    /// half, with no help from Stagehand).
    static let presentedOwns: Set<String> = [
        "zoom", "zoom, draggable", "shared element", "fade", "cover", "push", "push, draggable",
        "card with .fullScreen", "fade with .overFullScreen",
    ]

    /// A scene whose list asks for a dark status bar and the detail for a light, hidden one and a
    /// hidden home indicator.
    static func scene() -> TestScene {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        scene.list.preferredStatusBarStyle = .darkContent
        scene.detail.preferredStatusBarStyle = .lightContent
        scene.detail.prefersStatusBarHidden = true
        scene.detail.prefersHomeIndicatorAutoHidden = true
        return scene
    }

    @Test(
        "At rest the status bar and home indicator are the presented controller's iff it covers the screen; the presenter's after",
        arguments: everyTransition.indices)
    func ownerAtRest(index: Int) {
        let (name, transition) = everyTransition[index]
        let owns = Self.presentedOwns.contains(name)
        let scene = Self.scene()
        scene.presentAtRest(transition, animated: true)
        #expect(scene.system.statusBarAppearanceController === (owns ? scene.detail : scene.list), "\(name)")
        #expect(scene.system.statusBarStyle == (owns ? .lightContent : .darkContent), "\(name)")
        #expect(scene.system.isStatusBarHidden == owns, "\(name)")
        #expect(scene.system.isHomeIndicatorAutoHidden == owns, "\(name)")
        scene.detail.dismiss()
        scene.system.runUntilIdle()
        #expect(scene.list.presentedViewController == nil)
        #expect(scene.system.statusBarAppearanceController === scene.list, "\(name)")
        #expect(scene.system.statusBarStyle == .darkContent, "\(name)")
        #expect(!scene.system.isHomeIndicatorAutoHidden, "\(name)")
        // The app's own value is back once the presentation is over.
        #expect(!scene.detail.modalPresentationCapturesStatusBarAppearance, "\(name)")
        #expect(scene.problems.isEmpty, "\(name)")
    }

    /// A zoom keeps the presenter's view, so only the flag hands the status bar over; a cover
    /// removes it, so the status bar is the presented controller's until the link is torn down.
    @Test(
        "A covering presentation asks for status bar and home indicator updates as it begins and once it is over",
        arguments: [("zoom", StagehandTransition.zoom()), ("cover", .cover())])
    func updatesAsked(name: String, transition: StagehandTransition) {
        let scene = Self.scene()
        func asked(from start: Int) -> [String] {
            scene.lines(from: start).filter { $0.contains("status bar") || $0.contains("home indicator") }
        }
        scene.presentAtRest(transition, animated: true)
        #expect(
            asked(from: 0) == [
                "system: status bar from <detail>: lightContent, hidden",
                "system: home indicator from <detail>: auto-hidden",
            ], "\(name)")
        let start = scene.system.events.count
        scene.detail.dismiss()
        scene.system.runUntilIdle()
        // Asked after the link is torn down (rule 33), so the system reads the presenter.
        #expect(
            asked(from: start) == [
                "system: status bar from <list>: darkContent",
                "system: home indicator from <list>: shown",
            ], "\(name)")
        #expect(scene.problems.isEmpty, "\(name)")
    }

    @Test("A presentation that leaves the presenter in view asks for nothing and leaves the flag alone")
    func cardAsksNothing() {
        let scene = Self.scene()
        scene.presentAtRest(.card())
        #expect(!scene.detail.modalPresentationCapturesStatusBarAppearance)
        scene.detail.dismiss()
        scene.system.runUntilIdle()
        #expect(!scene.lines().contains { $0.contains("status bar") || $0.contains("home indicator") })
        #expect(scene.problems.isEmpty)
    }

    @Test(
        "An app's own capturesStatusBarAppearance = true is never overridden, on a card or a cover",
        arguments: [("card", StagehandTransition.card()), ("zoom", .zoom())])
    func appsTrueStays(name: String, transition: StagehandTransition) {
        let scene = Self.scene()
        scene.detail.modalPresentationCapturesStatusBarAppearance = true
        scene.presentAtRest(transition)
        #expect(scene.system.statusBarAppearanceController === scene.detail, "\(name)")
        #expect(scene.detail.modalPresentationCapturesStatusBarAppearance, "\(name)")
        scene.detail.dismiss()
        scene.system.runUntilIdle()
        #expect(scene.detail.modalPresentationCapturesStatusBarAppearance, "\(name)")
        #expect(scene.system.statusBarAppearanceController === scene.list, "\(name)")
        #expect(scene.problems.isEmpty, "\(name)")
    }

    @Test(
        "Clearing the transition while presented keeps the status bar with the presentation until it is dismissed"
    )
    func clearedWhilePresented() {
        let scene = Self.scene()
        scene.presentAtRest(.zoom())
        scene.detail.stagehandTransition = nil
        #expect(scene.system.statusBarAppearanceController === scene.detail)
        scene.detail.dismiss()
        scene.system.runUntilIdle()
        #expect(!scene.detail.modalPresentationCapturesStatusBarAppearance)
        #expect(scene.system.statusBarAppearanceController === scene.list)
        #expect(scene.problems.isEmpty)
    }

    @Test("A covering presentation cancelled before it began gives the status bar back")
    func cancelledPresentation() {
        let scene = Self.scene()
        scene.list.present(scene.detail, transition: .zoom())
        scene.detail.stagehand?.dismiss()
        scene.system.runUntilIdle()
        #expect(scene.list.presentedViewController == nil)
        #expect(!scene.detail.modalPresentationCapturesStatusBarAppearance)
        #expect(scene.system.statusBarAppearanceController === scene.list)
        #expect(
            scene.lines().last { $0.contains("status bar") } == "system: status bar from <list>: darkContent")
        #expect(scene.problems.isEmpty)
    }

    @Test("A covering presentation shown twice captures each time and gives back each time")
    func presentedTwice() {
        let scene = Self.scene()
        for _ in 0..<2 {
            scene.presentAtRest(.fade().style(.overFullScreen))
            #expect(scene.detail.modalPresentationCapturesStatusBarAppearance)
            #expect(scene.system.statusBarStyle == .lightContent)
            scene.detail.dismiss()
            scene.system.runUntilIdle()
            #expect(!scene.detail.modalPresentationCapturesStatusBarAppearance)
            #expect(scene.system.statusBarStyle == .darkContent)
        }
        #expect(scene.problems.isEmpty)
    }
}
