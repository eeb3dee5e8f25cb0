import Foundation
import StagehandCore
import StagehandTestSupport
import StagehandUIKitLayer
import Testing

@testable import StagehandHeadless

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The corners, shadow and grabber of a presentation on the headless UIKit, as the UIKit layer sets
/// them on a phone: the wrapper casts the shadow and never clips, its clip view rounds the corners
/// the core decides (`maskedCorners`), and the grabber is a view above the content that follows the
/// card through detent changes and rotations. In portrait a card is 350 points wide (20-point
/// margins); in landscape, 710.
@MainActor
@Suite("A presentation's corners, shadow and grabber")
struct PresentedChromeScenarioTests {
    private func grabber(in scene: TestScene) -> ModelView? {
        scene.presented.subviews.first { $0.name == "grabber" }
    }

    @Test("A card casts the standard shadow from its wrapper, whose clip view rounds all four corners")
    func cardShadowAndCorners() throws {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        scene.presentAtRest(.card())
        let wrapper = scene.presented
        let clip = try #require(wrapper.cornerView)
        #expect(wrapper.shadow == .standard)
        #expect(!wrapper.clipsToBounds)
        #expect(clip.clipsToBounds)
        #expect(clip.state.cornerRadius == 20)
        #expect(clip.roundedCorners == .all)
        #expect(scene.detail.view.superview === clip)
        #expect(grabber(in: scene) == nil)
        #expect(scene.problems.isEmpty)
    }

    @Test("A drawer from the bottom rounds its top corners only and casts nothing")
    func bottomDrawer() throws {
        let scene = TestScene()
        scene.presentAtRest(StagehandTransition.slideIn(from: .bottom).cornerRadius(16))
        let clip = try #require(scene.presented.cornerView)
        #expect(clip.roundedCorners == [.topLeft, .topRight])
        #expect(clip.state.cornerRadius == 16)
        #expect(scene.presented.shadow == nil)
    }

    @Test("The grabber sits at the card's top, centred, through detent changes and rotations")
    func grabberFollowsTheCard() throws {
        let scene = TestScene()
        scene.presentAtRest(StagehandTransition.card(detents: [.medium, .large]).prefersGrabberVisible(true))
        let view = try #require(grabber(in: scene))
        #expect(Rect(view.state.frame) == Rect(157, 5, 36, 5))
        #expect(view.content == .color(Grabber.standardColor))
        #expect(view.state.cornerRadius == 2.5)
        #expect(!view.isUserInteractionEnabled)
        // Above the content, inside the wrapper.
        #expect(scene.presented.subviews.last === view)
        let stagehand = try scene.stagehand
        stagehand.animateChanges { stagehand.selectedDetent = .large }
        scene.system.advance(by: 0.1)
        #expect(Rect(view.presentationState.frame) == Rect(157, 5, 36, 5))
        scene.system.runUntilIdle()
        scene.system.setGeometry(.iPhoneLandscape)
        scene.system.runUntilIdle()
        let width = Double(scene.presented.state.frame.width)
        #expect(width == 710)  // the landscape safe area's width less the margins
        #expect(Rect(view.state.frame) == Rect((width - 36) / 2, 5, 36, 5))
        // A drag on the grabber is a drag on the card.
        let point = view.convert(CGPoint(x: 18, y: 2), to: nil)
        #expect(stagehand.drag(from: point, through: [200], velocity: 100))
        #expect(scene.problems.isEmpty)
    }

    @Test("Without the option there is no grabber, and a dismissed card leaves nothing behind")
    func noGrabberAndCleanUp() throws {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        scene.presentAtRest(StagehandTransition.card().prefersGrabberVisible(true))
        #expect(grabber(in: scene) != nil)
        scene.detail.dismiss(animated: true)
        scene.system.runUntilIdle()
        #expect(scene.detail.view.state.cornerRadius == 0)
        #expect(!scene.detail.view.clipsToBounds)
        scene.presentAtRest(StagehandTransition.card())
        #expect(grabber(in: scene) == nil)
        #expect(scene.problems.isEmpty)
    }
}
