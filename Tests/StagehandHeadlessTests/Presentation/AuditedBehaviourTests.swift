import Foundation
import StagehandCore
import StagehandTestSupport
import StagehandUIKitLayer
import Testing

@testable import StagehandHeadless

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Behaviours an audit found no test held (a one-line fault in each passed the whole suite), each
/// pinned by real values here:
///
/// - a `selectedDetent` binding echoing the person's detent back on SwiftUI's next update leaves
///   the card's release spring alone;
/// - a card with three detents and an undimmed one is fully dimmed at the two taller detents and
///   fades only between the undimmed one and the next taller;
/// - with Reduce Motion on, `animateChanges` moves the card at once;
/// - the app's own `onSelectedDetentChange` survives a binding made without `selectedDetent`;
/// - a presentation UIKit removes under a stack has ended by the time the animating dismissal
///   begins (rule 61), on both readings.
///
/// In a portrait iPhone a card rests 185.75 pt tall at a quarter, 371.5 pt at medium and 743 pt at
/// large, its bottom at y 810.
@MainActor
@Suite("Audited behaviours: detents, dimming, Reduce Motion, bindings and stacks")
struct AuditedBehaviourTests {
    nonisolated static let quarterHeight = 185.75
    nonisolated static let mediumHeight = 371.5
    nonisolated static let largeHeight = 743.0
    /// The card at medium and at large.
    nonisolated static let medium = Rect(20, 438.5, 350, 371.5)
    nonisolated static let large = Rect(20, 67, 350, 743)

    // MARK: A card bound to an item

    /// The list presenting item cards, as SwiftUI's `stagehandPresentation(item:)` drives it
    /// (``BoundPresentationCore``), with what the app and the binding hear of the person's detent
    /// changes: the app's own callback is set on each item's controller before it is presented.
    @MainActor
    final class Bound {
        let scene = TestScene()
        let core: BoundPresentationCore<HeadlessPlatform, Int>
        /// The controller made for the last item.
        private(set) var controller: ModelViewController?
        /// What the item's controller's own `onSelectedDetentChange` heard.
        var appHeard: [Detent] = []
        /// What the binding's setter heard.
        var bindingHeard: [Detent] = []

        init(_ transition: StagehandTransition) {
            let scene = scene
            core = BoundPresentationCore(
                platform: HeadlessPlatform(system: scene.system), transition: transition,
                presenter: { scene.list }, content: { ModelViewController(name: "item \($0)") })
            core.content = { [unowned self] id in
                let controller = ModelViewController(name: "item \(id)", content: .card(title: "\(id)"))
                controller.stagehandOnSelectedDetentChange = { [unowned self] in self.appHeard.append($0) }
                self.controller = controller
                return controller
            }
            core.selectedDetentChanged = { [unowned self] in self.bindingHeard.append($0) }
        }

        /// The item's card, presented.
        var stagehand: HeadlessStagehandPresentation { get throws { try #require(controller?.stagehand) } }

        /// The height of the item's card on screen now.
        var height: Double {
            get throws { Double(try #require(try stagehand.presentedView).presentationState.frame.height) }
        }
    }

    // MARK: 1. The binding's echo

    /// A card bound with `selectedDetent` at medium, flung up to large by the person; with `echo`,
    /// SwiftUI's next update passes the new detent back (`updateSelectedDetent`) on the turn after
    /// the change is reported. Returns the card's height at each frame until it rests.
    private func flingHeights(echo: Bool) throws -> [Double] {
        let bound = Bound(.card(detents: [.medium, .large]))
        bound.core.updateSelectedDetent(.medium)
        bound.core.update(1)
        bound.scene.system.runUntilIdle()
        #expect(try bound.height == Self.mediumHeight)
        let system = bound.scene.system
        let core = bound.core
        core.selectedDetentChanged = { [unowned bound, weak core] detent in
            bound.bindingHeard.append(detent)
            if echo { system.schedule { core?.updateSelectedDetent(detent) } }
        }
        #expect(try bound.stagehand.drag(from: CGPoint(x: 195, y: 600), through: [-10], velocity: -1200))
        // Reported as the finger lifts, while the spring carries the card up.
        #expect(bound.bindingHeard == [.large], "echo \(echo)")
        #expect(!system.isIdle, "echo \(echo)")
        var heights: [Double] = []
        while !system.isIdle, heights.count < 600 {
            system.advance(by: 1.0 / 60)
            heights.append(try bound.height)
        }
        #expect(heights.last == Self.largeHeight, "echo \(echo)")
        #expect(core.selectedDetent == .large, "echo \(echo)")
        #expect(try bound.stagehand.selectedDetent == .large, "echo \(echo)")
        #expect(bound.bindingHeard == [.large], "echo \(echo)")
        #expect(bound.scene.problems.isEmpty, "echo \(echo): \(bound.scene.problems)")
        return heights
    }

    @Test("A selectedDetent binding echoing the person's detent back does not restart the card's spring")
    func bindingEchoLeavesTheSpring() throws {
        let plain = try flingHeights(echo: false)
        let echoed = try flingHeights(echo: true)
        // The spring from the fling, frame by frame, whether the echo came or not.
        #expect(plain.count > 5)
        #expect(plain.contains { $0 > Self.mediumHeight && $0 < Self.largeHeight })
        #expect(echoed == plain)
    }

    // MARK: 2. Three detents, the lowest undimmed

    /// Clear at a quarter, dimmed from medium up.
    nonisolated static let threeDetents = StagehandTransition.card(detents: [
        .fraction(0.25), .medium, .large,
    ])
    .largestUndimmedDetent(.fraction(0.25))

    /// The dimming's alpha Stagehand gives a card `height` tall with ``threeDetents``: clear up to a
    /// quarter, full from medium, linear in between.
    nonisolated static func expectedDimming(atHeight height: Double) -> Double {
        min(max((height - quarterHeight) / (mediumHeight - quarterHeight), 0), 1)
    }

    @Test(
        "Three detents, the lowest undimmed: the dimming rests clear there and full at medium and at large",
        arguments: [
            (detent: Detent.fraction(0.25), height: quarterHeight, alpha: 0.0),
            (.medium, mediumHeight, 1),
            (.large, largeHeight, 1),
        ])
    func threeDetentsRestingDimming(detent: Detent, height: Double, alpha: Double) throws {
        let scene = TestScene()
        scene.presentAtRest(Self.threeDetents)
        let stagehand = try scene.stagehand
        stagehand.selectedDetent = detent
        scene.system.runUntilIdle()
        let dimming = try #require(stagehand.stage.viewInContainer(.dimming))
        #expect(scene.detailFrame.height == height, "\(detent)")
        #expect(dimming.state.alpha == alpha, "\(detent)")
        #expect(dimming.presentationState.alpha == alpha, "\(detent)")
        #expect(scene.problems.isEmpty, "\(detent)")
    }

    /// The detent changes ``threeDetents`` animates: from, to, and whether the dimming fades on the
    /// way (it does only across the quarter-to-medium band).
    nonisolated static let threeDetentMoves: [(from: Detent, to: Detent, fades: Bool)] = [
        (.fraction(0.25), .medium, true),
        (.medium, .fraction(0.25), true),
        (.medium, .large, false),
        (.large, .medium, false),
    ]

    @Test(
        "Three detents, the lowest undimmed: the dimming fades with the card's height only between a quarter and medium",
        arguments: threeDetentMoves.indices)
    func threeDetentsFade(index: Int) throws {
        let (from, to, fades) = Self.threeDetentMoves[index]
        let label = "\(from) to \(to)"
        let scene = TestScene()
        scene.presentAtRest(Self.threeDetents)
        let stagehand = try scene.stagehand
        stagehand.selectedDetent = from
        let dimming = try #require(stagehand.stage.viewInContainer(.dimming))
        stagehand.animateChanges { stagehand.selectedDetent = to }
        var samples: [(height: Double, alpha: Double)] = []
        while !scene.system.isIdle, samples.count < 600 {
            scene.system.advance(by: 1.0 / 60)
            samples.append((scene.detailFrame.height, Double(dimming.presentationState.alpha)))
        }
        #expect(samples.count > 5, "\(label)")
        for sample in samples {
            let expected = Self.expectedDimming(atHeight: sample.height)
            #expect(abs(sample.alpha - expected) < 1e-9, "\(label): \(sample)")
        }
        // Part-way through the fade on the quarter-to-medium band; full throughout above medium.
        #expect(samples.contains { $0.alpha > 0.2 && $0.alpha < 0.8 } == fades, "\(label)")
        if !fades { #expect(samples.allSatisfy { $0.alpha == 1 }, "\(label)") }
        #expect(scene.problems.isEmpty, "\(label)")
    }

    @Test(
        "Three detents, the lowest undimmed: a finger holding the card between the detents holds the dimming in proportion",
        arguments: [
            (from: Detent.fraction(0.25), lift: -92.875, height: 278.625, alpha: 0.5),
            (.medium, -185.75, 557.25, 1),
            (.medium, 139.3125, 232.1875, 0.25),
        ])
    func threeDetentsDrag(from: Detent, lift: Double, height: Double, alpha: Double) throws {
        let scene = TestScene()
        scene.presentAtRest(Self.threeDetents)
        let stagehand = try scene.stagehand
        stagehand.selectedDetent = from
        let dimming = try #require(stagehand.stage.viewInContainer(.dimming))
        let driver = stagehand.driver
        driver.dragBegan()
        driver.dragChanged(translationX: 0, y: lift)
        scene.system.advance(by: 1.0 / 60)
        #expect(scene.detailFrame.height == height, "\(from) by \(lift)")
        #expect(abs(Double(dimming.presentationState.alpha) - alpha) < 1e-9, "\(from) by \(lift)")
        driver.dragEnded(velocityX: 0, y: 0)
        scene.system.runUntilIdle()
        #expect(scene.problems.isEmpty, "\(from) by \(lift)")
    }

    // MARK: 3. Reduce Motion

    @Test(
        "With Reduce Motion on, animateChanges moves the card at once; without, its spring runs",
        arguments: [
            (reducesMotion: true, frame: large, idle: true),
            (false, medium, false),
        ])
    func reduceMotionAnimateChanges(reducesMotion: Bool, frame: Rect, idle: Bool) throws {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        scene.presentAtRest(.card(detents: [.medium, .large]))
        scene.system.setReduceMotion(reducesMotion)
        let stagehand = try scene.stagehand
        stagehand.animateChanges { stagehand.selectedDetent = .large }
        // Right after the call: at large already with nothing left to run, or still at medium.
        #expect(scene.detailFrame == frame, "\(reducesMotion)")
        #expect(scene.system.isIdle == idle, "\(reducesMotion)")
        #expect(stagehand.selectedDetent == .large)
        scene.system.runUntilIdle()
        #expect(scene.detailFrame == Self.large, "\(reducesMotion)")
        #expect(scene.problems.isEmpty, "\(reducesMotion)")
    }

    // MARK: 5. The app's own callback under a binding

    /// How the person moves the card from medium to large.
    enum PersonsChange: String, CaseIterable, Sendable {
        case fling
        case voiceOverExpand
    }

    @Test(
        "A binding made without selectedDetent leaves the app's own onSelectedDetentChange hearing the person",
        arguments: PersonsChange.allCases)
    func appCallbackSurvivesBinding(change: PersonsChange) throws {
        let bound = Bound(.card(detents: [.medium, .large]))
        bound.core.update(1)
        bound.scene.system.runUntilIdle()
        let stagehand = try bound.stagehand
        #expect(try bound.height == Self.mediumHeight)
        switch change {
        case .fling:
            #expect(stagehand.drag(from: CGPoint(x: 195, y: 600), through: [-10], velocity: -1200))
        case .voiceOverExpand:
            #expect(try #require(stagehand.presentedView).performAccessibilityCustomAction(named: "Expand"))
        }
        bound.scene.system.runUntilIdle()
        #expect(try bound.height == Self.largeHeight, "\(change)")
        #expect(bound.appHeard == [.large], "\(change)")
        #expect(bound.bindingHeard.isEmpty, "\(change)")
        #expect(bound.core.selectedDetent == nil, "\(change)")
        #expect(bound.scene.problems.isEmpty, "\(change)")
    }

    // MARK: 6. A stack's removed presentation

    /// Stacks: the detail's presentation from the list, and a top over it; with `clears`, the app
    /// clears the animating presentation's transition while it is presented (`stagehand.transition
    /// = nil`), so that UIKit dismisses it with its default animation and asks no animator: only
    /// its presentation controller's `dismissalTransitionWillBegin` tells of the dismissal.
    nonisolated static let stacks:
        [(name: String, bottom: StagehandTransition, top: StagehandTransition, clears: Bool)] = [
            ("card over a drawer", .slideIn(from: .left), .card(), false),
            ("zoom over a card", .card(), .zoom(), false),
            ("popup over a cover", .cover(), .popup(), false),
            ("popup over a card, no animator asked", .card(), .popup(), true),
        ]

    /// What a presentation's end leaves to see: the driver's state, whether its "over" callback
    /// ran, and whether it still observes the keyboard and Reduce Motion.
    struct End: Equatable, CustomStringConvertible {
        var state: PresentationDriver<LayerStage<HeadlessPlatform>>.State
        var over: Bool
        var observing: Bool
        var description: String { "\(state), over \(over), observing \(observing)" }
    }

    @Test(
        "A presentation UIKit removes under a stack has ended when the animating dismissal begins",
        arguments: stacks.indices, StackDismissal.allCases)
    func removedUnderStackEndsAsTheDismissalBegins(index: Int, reading: StackDismissal) throws {
        let (name, bottom, top, clears) = Self.stacks[index]
        let label = "\(name), \(reading)"
        let scene = TestScene(
            preferredContentSize: CGSize(width: 0, height: 320), unknowns: Unknowns(stackDismissal: reading))
        scene.presentAtRest(bottom, animated: true)
        let topController = ModelViewController(name: "top", content: .alert(title: "Top"))
        scene.detail.present(topController, transition: top, animated: true)
        scene.system.runUntilIdle()
        let bottomCore = try #require(scene.detail.stagehand?.core)
        let topCore = try #require(topController.stagehand?.core)
        // The child's dismissal animates and the top is removed, or the other way round.
        let (animating, removed, removedCore) =
            reading == .childAnimates
            ? (scene.detail, topController, topCore) : (topController, scene.detail, bottomCore)
        var over: [String] = []
        for controller in [scene.detail, topController] {
            LayerOptions<HeadlessPlatform>.of(controller, creating: true)?.onPresentationOver = { _ in
                over.append(controller.name)
            }
        }
        func end() -> End {
            End(
                state: removedCore.driver.state, over: over.contains(removed.name),
                observing: removedCore.isObservingKeyboard)
        }
        // What the removed presentation shows as the animating one begins to leave (its "will
        // begin" callback, inside dismissalTransitionWillBegin).
        var atBegin: End?
        LayerOptions<HeadlessPlatform>.of(animating, creating: true)?.onDismissalWillBegin = {
            atBegin = end()
        }
        let animatingCore = animating === scene.detail ? bottomCore : topCore
        if clears { animating.stagehandTransition = nil }
        #expect(end() == End(state: .presented, over: false, observing: true), "\(label)")
        let start = scene.system.events.count
        scene.list.dismiss(animated: true)
        scene.system.advance(by: 0)  // the first frame: the animating dismissal's body begins
        let lines = scene.lines(from: start)
        #expect(lines.contains("pc.dismissalTransitionWillBegin()"), "\(label)")
        #expect(lines.contains("delegate.animationController(forDismissed:)") != clears, "\(label): \(lines)")
        #expect(animatingCore.driver.state == .dismissing, "\(label)")
        let ended = End(state: .dismissed, over: true, observing: false)
        #expect(end() == ended, "\(label)")
        // Asked for an animator, the dismissal ended it before its own began to leave. (Without
        // one, the begin is the first look, and ends it just after that callback.)
        if !clears { #expect(atBegin == ended, "\(label)") }
        scene.system.runUntilIdle()
        #expect(end() == ended, "\(label)")
        #expect(over.sorted() == ["detail", "top"], "\(label): \(over)")
        #expect(scene.problems.isEmpty, "\(label): \(scene.problems)")
    }
}
