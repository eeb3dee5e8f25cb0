import Foundation
import StagehandCore
import StagehandUIKitLayer
import Testing

@testable import StagehandHeadless

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Touches outside Stagehand's views in a presentation without dimming (rule 35): UIKit's container
/// swallows them, so Stagehand covers it with a pass-through view that lets them reach the presenting
/// screen, as Apple's undimmed sheets do, or swallows them, or dismisses on a tap
/// (``BackgroundInteraction``). The list's row (y 140–204) is above a resting card (y 490–810).
@MainActor
@Suite("Touches outside an undimmed presentation")
struct BackgroundInteractionTests {
    /// Where a touch lands.
    enum Reached: Equatable, Sendable, CustomStringConvertible {
        /// The list's row, below the presentation.
        case row
        /// The presented controller's content.
        case presented
        /// Stagehand's pass-through view, which keeps it.
        case passthrough
        /// The container, which keeps it (the list is not on screen).
        case container
        /// The dimming view.
        case dimming
        /// Some other view (a failure).
        case other(String)

        var description: String {
            switch self {
            case .row: "row"
            case .presented: "presented"
            case .passthrough: "passthrough"
            case .container: "container"
            case .dimming: "dimming"
            case .other(let name): "other(\(name))"
            }
        }
    }

    /// A point above a resting card, on the list's row.
    nonisolated static let aboveTheCard = CGPoint(x: 195, y: 172)
    /// A point on a resting card.
    nonisolated static let onTheCard = CGPoint(x: 195, y: 650)

    /// The list's row, counting its taps.
    @MainActor
    private final class Row {
        let view: ModelView
        var taps = 0

        init(in scene: TestScene) {
            view = scene.list.view.descendant(named: "row")!
            view.tapHandler = { [unowned self] in self.taps += 1 }
        }
    }

    /// Taps `point` and says what it reached.
    private func tap(_ point: CGPoint, in scene: TestScene) -> Reached {
        guard let hit = scene.system.tap(at: point) else { return .other("nothing") }
        if hit.name == "row" { return .row }
        if hit.name == "passthrough" { return .passthrough }
        if hit.name == "dimming" { return .dimming }
        if hit === scene.detail.presentationController?.containerView { return .container }
        if hit.isInside(scene.detail.view) { return .presented }
        return .other(hit.name)
    }

    @Test("A tap above a card at rest reaches the list's row below (rule 35)")
    func tapAboveTheCardReachesTheList() {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        scene.presentAtRest(.card())
        let row = Row(in: scene)
        #expect(tap(Self.aboveTheCard, in: scene) == .row)
        #expect(row.taps == 1)
        #expect(scene.list.presentedViewController === scene.detail)
        #expect(scene.problems.isEmpty)
    }

    /// Every transition of the catalogue without dimming, and where a tap at ``aboveTheCard`` lands
    /// at rest by default: the list's row wherever the presented view leaves it in sight; the
    /// presented content where it covers the screen; the container where a full-screen style took
    /// the list out of the window (nothing out of the window is ever hit).
    nonisolated static let undimmed: [(name: String, reached: Reached, line: Int)] = [
        ("zoom", .presented, #line), ("zoom, draggable", .presented, #line), ("card", .row, #line),
        ("sheet", .row, #line),
        ("shared element", .presented, #line), ("fade", .presented, #line), ("cover", .presented, #line),
        ("card with .fullScreen", .container, #line), ("fade with .overFullScreen", .presented, #line),
    ]

    @Test("The table names every transition of the catalogue without dimming, and no other")
    func tableCoversTheCatalogue() {
        let undimmed = everyTransition.filter { $0.transition.dimming == nil }.map(\.name)
        #expect(Self.undimmed.map(\.name) == undimmed)
    }

    @Test(
        "By default a tap outside an undimmed presentation reaches the presenting screen",
        arguments: undimmed)
    func passesThroughByDefault(name: String, reached: Reached, line: Int) throws {
        let transition = try #require(everyTransition.first { $0.name == name }?.transition)
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        scene.presentAtRest(transition)
        let row = Row(in: scene)
        let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
        #expect(tap(Self.aboveTheCard, in: scene) == reached, "\(name)", sourceLocation: location)
        #expect(row.taps == (reached == .row ? 1 : 0), "\(name)", sourceLocation: location)
        // Under everything else in the container, covering it.
        let container = try #require(scene.detail.presentationController?.containerView)
        let passthrough = try #require(scene.stagehand.core.passthrough.view)
        #expect(container.subviews.first === passthrough, "\(name)", sourceLocation: location)
        #expect(passthrough.state.frame == container.bounds, "\(name)", sourceLocation: location)
        #expect(scene.list.presentedViewController === scene.detail, "\(name)", sourceLocation: location)
        #expect(scene.problems.isEmpty, "\(name)", sourceLocation: location)
    }

    /// What a tap above and on a card reach, and whether the card is dismissed, per interaction.
    nonisolated static let cardCases:
        [(interaction: BackgroundInteraction, above: Reached, dismisses: Bool, line: Int)] = [
            (.passThrough, .row, false, #line),
            (.swallow, .passthrough, false, #line),
            (.dismiss, .passthrough, true, #line),
        ]

    @Test("A tap outside a card passes through, is swallowed, or dismisses", arguments: cardCases)
    func tapOutsideTheCard(interaction: BackgroundInteraction, above: Reached, dismisses: Bool, line: Int) {
        let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        scene.presentAtRest(StagehandTransition.card().backgroundInteraction(interaction))
        let adaptive = RecordingAdaptiveDelegate()
        scene.detail.presentationController?.delegate = adaptive
        let row = Row(in: scene)
        #expect(tap(Self.aboveTheCard, in: scene) == above, sourceLocation: location)
        scene.system.runUntilIdle()
        #expect(row.taps == (above == .row ? 1 : 0), sourceLocation: location)
        #expect((scene.list.presentedViewController == nil) == dismisses, sourceLocation: location)
        // A user dismissal, as a tap on a dimming is: asked, announced, and reported done (rule 30).
        let expected = dismisses ? ["shouldDismiss", "willDismiss", "didDismiss"] : []
        #expect(adaptive.calls == expected, sourceLocation: location)
        #expect(scene.problems.isEmpty, sourceLocation: location)
    }

    @Test(
        "A tap on the card itself reaches the card's content, whatever the interaction",
        arguments: [BackgroundInteraction.passThrough, .swallow, .dismiss])
    func tapOnTheCard(interaction: BackgroundInteraction) {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        scene.presentAtRest(StagehandTransition.card().backgroundInteraction(interaction))
        let button = ModelView(
            name: "button", state: ViewState(frame: CGRect(x: 20, y: 100, width: 200, height: 44)))
        var taps = 0
        button.tapHandler = { taps += 1 }
        scene.detail.view.addSubview(button)
        let frame = scene.detail.view.frame(in: nil)
        let onButton = CGPoint(x: frame.minX + 120, y: frame.minY + 122)
        #expect(scene.system.tap(at: onButton) === button)
        #expect(tap(Self.onTheCard, in: scene) == .presented)
        scene.system.runUntilIdle()
        #expect(taps == 1)
        #expect(scene.list.presentedViewController === scene.detail)
        #expect(scene.problems.isEmpty)
    }

    @Test(
        "A tap outside refused by isModalInPresentation or the delegate keeps the card, and says so (rule 31)",
        arguments: [true, false])
    func dismissRefused(byModality: Bool) {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        scene.presentAtRest(StagehandTransition.card().backgroundInteraction(.dismiss))
        let adaptive = RecordingAdaptiveDelegate()
        scene.detail.presentationController?.delegate = adaptive
        if byModality { scene.detail.isModalInPresentation = true } else { adaptive.allowsDismissal = false }
        let before = scene.detailFrame
        let start = scene.system.events.count
        #expect(tap(Self.aboveTheCard, in: scene) == .passthrough)
        scene.system.runUntilIdle()
        #expect(scene.list.presentedViewController === scene.detail)
        #expect(scene.detailFrame == before)
        #expect(adaptive.calls == (byModality ? [] : ["shouldDismiss"]) + ["didAttemptToDismiss"])
        #expect(!scene.lines(from: start).contains("delegate.animationController(forDismissed:)"))
        #expect(scene.problems.isEmpty)
    }

    @Test("A tap outside a rising card set to dismiss turns it back, as a tap on a dimming does")
    func dismissWhilePresenting() {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        scene.list.present(
            scene.detail, transition: StagehandTransition.card().backgroundInteraction(.dismiss))
        scene.system.advance(by: 0)
        scene.system.advance(by: 0.1)
        #expect(tap(Self.aboveTheCard, in: scene) == .passthrough)
        scene.system.runUntilIdle()
        #expect(scene.list.presentedViewController == nil)
        #expect(scene.lines().contains("pc.presentationTransitionDidEnd(false)"))
        #expect(scene.system.window.subviews.map(\.name) == ["list"])
        #expect(scene.problems.isEmpty)
    }

    /// Every transition of the catalogue with a dimming, set to pass touches through: ignored, the
    /// dimming takes them. (A card's undimmed detent clears its dimming: `UndimmedDetentTests`.)
    @Test(
        "With a dimming, no pass-through view: touches outside the presented view reach the dimming",
        arguments: everyTransition.indices.filter {
            everyTransition[$0].transition.dimming != nil
                && everyTransition[$0].transition.largestUndimmedDetent == nil
        })
    func dimmedUnchanged(index: Int) throws {
        let (name, transition) = everyTransition[index]
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        scene.presentAtRest(transition.backgroundInteraction(.passThrough))
        let row = Row(in: scene)
        let container = scene.detail.presentationController?.containerView
        #expect(try scene.stagehand.core.passthrough.view == nil, "\(name)")
        #expect(container?.subviews.map(\.name) == ["dimming", "presented view"], "\(name)")
        // Whatever each presented view covers, the rest of the screen is the dimming's.
        for point in [Self.aboveTheCard, Self.onTheCard, CGPoint(x: 380, y: 420), CGPoint(x: 10, y: 835)] {
            let reached = tap(point, in: scene)
            #expect(reached == .dimming || reached == .presented, "\(name) at \(point)")
            if reached == .dimming { break }
        }
        #expect(row.taps == 0, "\(name)")
        #expect(scene.problems.isEmpty, "\(name)")
    }

    @Test("The pass-through view grows with the container on rotation, and leaves with the presentation")
    func rotationAndDismissal() throws {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 200))
        scene.presentAtRest(.card())
        let container = try #require(scene.detail.presentationController?.containerView)
        let passthrough = try #require(scene.stagehand.core.passthrough.view)
        scene.system.setGeometry(.iPhoneLandscape)
        scene.system.runUntilIdle()
        #expect(passthrough.state.frame == container.bounds)
        #expect(Rect(container.bounds) == Rect(0, 0, 844, 390))
        // Top right of the landscape screen, above the card: the list's screen, laid out anew.
        let hit = scene.system.tap(at: CGPoint(x: 800, y: 30))
        #expect(hit?.isInside(scene.list.view) == true, "\(hit?.name ?? "nothing")")
        scene.system.setGeometry(.iPhonePortrait)
        scene.system.runUntilIdle()
        let row = Row(in: scene)
        scene.detail.stagehand?.dismiss()
        scene.system.runUntilIdle()
        #expect(scene.list.presentedViewController == nil)
        #expect(passthrough.superview == nil)
        #expect(tap(Self.aboveTheCard, in: scene) == .row)
        #expect(row.taps == 1)
        #expect(scene.problems.isEmpty)
    }

    @Test("The pass-through view draws nothing: it is left out of recorded frames, which stay as they were")
    func leftOutOfFrames() throws {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        scene.presentAtRest(.card())
        let passthrough = try #require(scene.stagehand.core.passthrough.view)
        #expect(passthrough.content == .none)
        #expect(passthrough.subviews.isEmpty)
        let names = RecordedFrame.record(scene.system.window, at: scene.system.time).layers.map(\.name)
        #expect(!names.contains("passthrough"))
        #expect(names.contains("presented view"))
    }

    @Test("A custom transition's behaviour chooses too; a dimming makes the choice moot")
    func behaviour() throws {
        #expect(StagehandTransition.card().presentationBehavior.backgroundInteraction == .passThrough)
        #expect(
            StagehandTransition.card().backgroundInteraction(.swallow).presentationBehavior
                .backgroundInteraction
                == .swallow)
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        scene.presentAtRest(TapAwayCard(interaction: .dismiss))
        #expect(try scene.stagehand.driver.backgroundInteraction == .dismiss)
        #expect(tap(Self.aboveTheCard, in: scene) == .passthrough)
        scene.system.runUntilIdle()
        #expect(scene.list.presentedViewController == nil)
        let dimmed = PresentationDriver(
            transition: StagehandTransition.popup().backgroundInteraction(.dismiss),
            stage: LayerStage(platform: HeadlessPlatform(system: nil), dimming: nil))
        #expect(dimmed.backgroundInteraction == nil)
        #expect(scene.problems.isEmpty)
    }
}

/// An adaptive delegate that records what it is asked and told, and may refuse.
@MainActor
private final class RecordingAdaptiveDelegate: HeadlessAdaptivePresentationControllerDelegate {
    var allowsDismissal = true
    var calls: [String] = []

    func presentationControllerShouldDismiss(_ presentationController: HeadlessPresentationController) -> Bool
    {
        calls.append("shouldDismiss")
        return allowsDismissal
    }

    func presentationControllerWillDismiss(_ presentationController: HeadlessPresentationController) {
        calls.append("willDismiss")
    }

    func presentationControllerDidDismiss(_ presentationController: HeadlessPresentationController) {
        calls.append("didDismiss")
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: HeadlessPresentationController) {
        calls.append("didAttemptToDismiss")
    }
}

/// An app's own transition: a card's choreography under a behaviour of its own, which sets what
/// touches outside do.
private struct TapAwayCard: CustomTransition {
    var interaction: BackgroundInteraction

    var presentationBehavior: PresentationBehavior {
        PresentationBehavior(style: .overFullScreen, backgroundInteraction: interaction)
    }

    func choreography(for phase: PresentationPhase, in context: TransitionContext, detent: Detent?)
        -> Choreography
    {
        StagehandTransition.card().choreography(for: phase, in: context, detent: detent)
    }
}

extension ModelView {
    /// The first view in this tree (itself included, depth first) named `name`.
    func descendant(named name: String) -> ModelView? {
        if self.name == name { return self }
        for subview in subviews {
            if let found = subview.descendant(named: name) { return found }
        }
        return nil
    }
}
