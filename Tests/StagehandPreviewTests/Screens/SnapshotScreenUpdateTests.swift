import Foundation
import StagehandCore
import StagehandTestSupport
import StagehandUIKitLayer
import Testing

@testable import StagehandHeadless
@testable import StagehandPreview

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// On a phone, `snapshotView(afterScreenUpdates: true)` commits a screen update: whatever the window
/// holds at that moment is drawn for a frame (``ScreenUpdate``). A zoom snapshots the presented
/// screen, and a shared element the presented screen's element, before that screen was ever drawn,
/// laid out where it will rest: these screen updates must show the screen as it was, never the
/// presented screen at its final frame and alpha, nor the dimming at full alpha, before the
/// animation starts.
@MainActor
@Suite("Screen updates before a zoom or a shared element starts")
struct SnapshotScreenUpdateTests {
    nonisolated static let zoomSource = CGRect(x: 16, y: 152, width: 40, height: 40)
    nonisolated static let cases: [(name: String, transition: any CustomTransition)] = [
        ("zoom", StagehandTransition.zoom(fromRectInContainer: zoomSource)),
        ("zoom over a dimming", StagehandTransition.zoom(fromRectInContainer: zoomSource).dimming(.standard)),
        ("shared element", StagehandTransition.sharedElement()),
        (
            "shared element over a dimming, with .overFullScreen",
            StagehandTransition.sharedElement().style(.overFullScreen).dimming(.standard)
        ),
        ("an app's curtain flying the presented screen's avatar", PresentedAvatarCurtain()),
    ]

    /// The screen as the renderer paints it, at half scale.
    static func picture(_ frame: RecordedFrame) throws -> RasterImage {
        try FramePainter(size: CGSize(width: 390, height: 844), scale: 0.5).image(of: frame)
    }

    /// Expects every screen update from `index` on to show exactly `screen`.
    static func expectEveryUpdate(
        of scene: TestScene, from index: Int = 0, toShow screen: RasterImage, _ name: String
    ) throws {
        for update in scene.system.screenUpdates[index...] {
            let result = ImageComparison.goldenFrames.compare(try picture(update.frame), screen)
            #expect(result.matches, "\(name): the screen update for the \(update.reason): \(result)")
        }
    }

    @Test(
        "A presentation's screen updates before it starts show the screen as it was",
        arguments: cases.indices)
    func presenting(index: Int) throws {
        let (name, transition) = Self.cases[index]
        let scene = TestScene()
        let before = try Self.picture(RecordedFrame.record(scene.system.window, at: 0))
        scene.list.present(scene.detail, transition: transition)
        scene.system.advance(by: 0)
        // Snapshots of the presented screen, never drawn, forced screen updates.
        #expect(!scene.system.screenUpdates.isEmpty, "\(name)")
        try Self.expectEveryUpdate(of: scene, toShow: before, name)
        // The cover is gone once the first states show: the turn's frame shows the animation.
        #expect(!scene.system.window.subviews.contains { $0.name == "snapshot of window" }, "\(name)")
        scene.system.runUntilIdle()
        #expect(scene.list.presentedViewController === scene.detail, "\(name)")
        #expect(scene.problems.isEmpty, "\(name): \(scene.problems)")
    }

    @Test(
        "A dismissal snapshots screens as they are drawn: no screen update",
        arguments: cases.indices)
    func dismissing(index: Int) {
        let (name, transition) = Self.cases[index]
        let scene = TestScene()
        scene.presentAtRest(transition)
        let updates = scene.system.screenUpdates.count
        scene.detail.dismiss(animated: true)
        scene.system.runUntilIdle()
        #expect(scene.list.presentedViewController == nil, "\(name)")
        #expect(scene.system.screenUpdates.count == updates, "\(name)")
        #expect(scene.problems.isEmpty, "\(name): \(scene.problems)")
    }

    /// The keyboard leaves mid-presentation and makes room for the avatar on the curtain: the
    /// presentation is recast with the presented screen's avatar flying, snapped once the curtain is
    /// laid out where it will rest. When the app has marked the container for layout, it is laid
    /// out from inside the recast (rule 34).
    @Test(
        "A presentation recast mid-flight with a new snapshot shows the screen as last drawn",
        arguments: [false, true])
    func recastMidFlight(containerMarked: Bool) throws {
        let scene = TestScene()
        var last: RecordedFrame?
        scene.system.isRecording = true
        scene.system.onFrame = { last = RecordedFrame.record(scene.system.window, at: $0) }
        let container = { try #require(scene.system.window.subviews.last) }
        scene.list.present(scene.detail, transition: PresentedAvatarCurtain())
        scene.system.advance(by: 1.0 / 60)
        #expect(try container().subviews.map(\.name).contains("snapshot of large-avatar"))
        // The keyboard covers the lower half: no room for the avatar, no flight.
        scene.system.setKeyboard(frame: CGRect(x: 0, y: 508, width: 390, height: 336))
        #expect(try container().subviews.map(\.name) == ["dimming", "presented view"])
        scene.system.advance(by: 1.0 / 60)
        scene.system.advance(by: 1.0 / 60)
        // It leaves: the avatar flies again, from a new snapshot.
        let updates = scene.system.screenUpdates.count
        let drawn = try Self.picture(#require(last))
        if containerMarked { try container().setNeedsLayout() }
        scene.system.setKeyboard(frame: CGRect(x: 0, y: 844, width: 390, height: 0))
        #expect(scene.system.screenUpdates.count == updates + 1)
        try Self.expectEveryUpdate(of: scene, from: updates, toShow: drawn, "recast")
        #expect(
            try container().subviews.map(\.name) == ["dimming", "presented view", "snapshot of large-avatar"])
        scene.system.runUntilIdle()
        #expect(try container().subviews.map(\.name) == ["dimming", "presented view"])
        #expect(!scene.hierarchy().contains { $0.contains("hidden=true") })
        #expect(scene.problems.isEmpty, "\(scene.problems)")
    }
}

/// An app's curtain hanging from the top safe area, half the safe area tall (the keyboard counts as
/// part of it), sliding down from above it over a dimming, with the presented screen's avatar
/// flying from the list's where it shows on the curtain whole: a snapshot of the presented screen.
struct PresentedAvatarCurtain: CustomTransition {
    var presentationBehavior: PresentationBehavior {
        PresentationBehavior(style: .overFullScreen, dimming: .standard)
    }

    func choreography(for phase: PresentationPhase, in context: TransitionContext, detent: Detent?)
        -> Choreography
    {
        let bounds = context.container.bounds
        let safe = context.container.safeBounds
        let open = CGRect(x: 0, y: safe.minY, width: Double(bounds.width), height: Double(safe.height) / 2)
        let shut = open.offsetBy(dx: 0, dy: -open.maxY)
        let presenting = phase == .present
        let timing = Timing.linear(duration: 0.4)
        var tracks = [
            Track(
                .dimming, from: ViewState(frame: bounds, alpha: presenting ? 0 : 1),
                to: ViewState(frame: bounds, alpha: presenting ? 1 : 0), timing: timing),
            Track(
                .presented, from: ViewState(frame: presenting ? shut : open),
                to: ViewState(frame: presenting ? open : shut), timing: timing),
        ]
        var hierarchy: [Role] = [.dimming, .presented]
        var hidden: [Original] = []
        var transient: [Role] = []
        if let avatar = context.elements.first(where: { $0.id == "avatar" }),
            open.contains(avatar.destinationFrame)
        {
            let small = ViewState(frame: avatar.sourceFrame, cornerRadius: avatar.sourceCornerRadius)
            let large = ViewState(
                frame: avatar.destinationFrame, cornerRadius: avatar.destinationCornerRadius)
            tracks.append(
                Track(
                    .presentedElement("avatar"), from: presenting ? small : large,
                    to: presenting ? large : small, timing: timing))
            hierarchy.append(.presentedElement("avatar"))
            hidden = [.sourceElement("avatar"), .destinationElement("avatar")]
            transient = [.presentedElement("avatar")]
        }
        return Choreography(
            phase: phase, plan: TransitionPlan(tracks: tracks), hierarchy: hierarchy,
            style: .overFullScreen, hiddenOriginals: hidden, transientRoles: transient,
            drag: DismissalDrag(edge: .top, distance: Double(open.maxY)))
    }
}
