import Foundation
import StagehandCore
import StagehandUIKitLayer
import Testing

@testable import StagehandHeadless

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The UIKit layer, as the phone runs it, on the headless UIKit: what drifted between the two
/// hand-kept copies, and what was fixed on the way (issue 12). Each test failed before its fix.
@MainActor
@Suite("The UIKit layer on the headless UIKit")
struct UIKitLayerTests {
    @Test("After a rotation, a left drawer's controller is told 633 × 390, its drawer's size (rule 26)")
    func childSizeAfterRotation() {
        let scene = TestScene()
        scene.presentAtRest(.slideIn(from: .left))
        var told: [CGSize] = []
        scene.detail.willTransitionToSize = { size, _ in told.append(size) }
        scene.system.setGeometry(.iPhoneLandscape)
        #expect(told == [CGSize(width: 633, height: 390)])
        scene.system.runUntilIdle()
        #expect(scene.detailFrame == Rect(0, 0, 633, 390))
        #expect(scene.problems.isEmpty)
    }

    /// UIKit asks `size(forChildContentContainer:withParentContainerSize:)` before the rotation, while
    /// the container still has the old orientation's safe area: the answer is measured with the new
    /// orientation's, as ``ContainerGeometry/resized(to:)`` predicts it, and is the size the
    /// presented controller's view then gets (a card 20 points inside the landscape safe area's
    /// sides, at most 700 points wide, and above its home indicator; one taller than landscape's
    /// room, clamped there; a popup that fits either way is not told).
    @Test(
        "A rotation tells the presented controller the size it then gets, with the new safe area (rule 26)",
        arguments: [
            (
                StagehandTransition.card(), 320.0, ContainerGeometry.iPhonePortrait,
                ContainerGeometry.iPhoneLandscape
            ),
            (.card(), 320, .iPhoneLandscape, .iPhonePortrait),
            (.card(), 600, .iPhonePortrait, .iPhoneLandscape),
            (.card(), 600, .iPhoneLandscape, .iPhonePortrait),
            (.popup(), 300, .iPhonePortrait, .iPhoneLandscape),
            (.popup(), 300, .iPhoneLandscape, .iPhonePortrait),
        ])
    func childSizeWithTheNewSafeArea(
        transition: StagehandTransition, height: Double, from: ContainerGeometry, to: ContainerGeometry
    ) {
        let scene = TestScene(geometry: from, preferredContentSize: CGSize(width: 280, height: height))
        scene.presentAtRest(transition)
        let before = scene.presented.state.frame.size
        var told: [CGSize] = []
        scene.detail.willTransitionToSize = { size, _ in told.append(size) }
        // A phone's rotation changes the size classes too, after `viewWillTransition(to:with:)`
        // (rule 47): a card in landscape's compact height is at most 700 points wide.
        scene.system.setGeometry(to)
        scene.system.setTraits(HeadlessTraits(to))
        scene.system.runUntilIdle()
        let after = scene.presented.state.frame.size
        // Rule 26: no call when the size does not change (the popup fits either way).
        #expect(told == (after == before ? [] : [after]))
        #expect(scene.problems.isEmpty)
    }

    @Test("stagehand.dismiss() in the same turn as present cancels the presentation, as documented")
    func dismissInTheSameTurnAsPresent() {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        scene.list.present(scene.detail, transition: .card())
        var answers: [Bool] = []
        scene.detail.stagehand?.dismiss { answers.append($0) }
        #expect(answers.isEmpty)
        scene.system.runUntilIdle()
        #expect(answers == [true])
        #expect(scene.list.presentedViewController == nil)
        #expect(scene.lines().contains("pc.presentationTransitionDidEnd(false)"))
        #expect(scene.system.window.subviews.map(\.name) == ["list"])
        #expect(scene.problems.isEmpty)
    }

    /// An alongside animation an app adds when it hears a user dismissal begin (it fades a badge on
    /// the list) ends with the transition: faded when the dismissal finished, back when cancelled.
    @Test(
        "Alongside animations end at the outcome, never frozen partway (rule 39)",
        arguments: [(2_000.0, 0.0), (0.0, 1.0)])
    func alongsideAnimationsEndAtTheOutcome(velocity: Double, badgeAlpha: Double) throws {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        scene.presentAtRest(.card())
        let badge = scene.list.view.descendant(withIdentifier: "badge")!
        let adaptive = FadingAdaptiveDelegate(badge: badge, presented: scene.detail)
        scene.detail.presentationController?.delegate = adaptive
        // 60 pt of the card's 354-point way out, then a fast flick or a still lift.
        #expect(
            try scene.stagehand.drag(from: CGPoint(x: 195, y: 650), through: [30, 60], velocity: velocity))
        scene.system.runUntilIdle()
        #expect(adaptive.fadeAdded)
        #expect((scene.list.presentedViewController == nil) == (velocity > 0))
        #expect(badge.state.alpha == badgeAlpha)
        #expect(badge.presentationState.alpha == badgeAlpha)
        #expect(scene.problems.isEmpty)
    }

    @Test(
        "An alongside animation added as present returns ends exactly at its end, with the transition",
        arguments: everyTransition.indices)
    func alongsidePresentation(index: Int) {
        let (name, transition) = everyTransition[index]
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        let badge = scene.list.view.descendant(withIdentifier: "badge")!
        scene.list.present(scene.detail, transition: transition)
        let added = scene.detail.transitionCoordinator?.animate(alongsideTransition: { _ in
            badge.state.alpha = 0.2
        })
        #expect(added == true, "\(name)")
        var completed = false
        scene.system.runUntilIdle()
        completed = scene.list.presentedViewController === scene.detail
        #expect(completed, "\(name)")
        #expect(badge.presentationState.alpha == 0.2, "\(name)")
        #expect(scene.problems.isEmpty, "\(name)")
    }

    /// An app that joins a transition late (from a callback that comes once the animation began)
    /// finds Stagehand's transition unaffected on both readings of rule 44: its block is refused or
    /// runs at once, and the presentation completes at rest.
    @Test(
        "An alongside animation added once the presentation runs: refused or run at once, Stagehand unaffected (rule 44)",
        arguments: [false, true])
    func alongsideAddedLate(taken: Bool) {
        let scene = TestScene(
            preferredContentSize: CGSize(width: 0, height: 320),
            unknowns: Unknowns(runsAlongsideAnimationsAddedLate: taken))
        let badge = scene.list.view.descendant(withIdentifier: "badge")!
        scene.list.present(scene.detail, transition: .card())
        scene.system.advance(by: 0.1)
        let coordinator = scene.detail.transitionCoordinator
        #expect(coordinator?.ranAlongsideAnimations == true)
        var completions = 0
        let added = coordinator?.animate(
            alongsideTransition: { _ in badge.state.alpha = 0.2 }, completion: { _ in completions += 1 })
        #expect(added == taken)
        scene.system.runUntilIdle()
        #expect(scene.list.presentedViewController === scene.detail)
        #expect(scene.detailFrame == Rect(20, 490, 350, 320))
        #expect(completions == 1)
        #expect(badge.presentationState.alpha == (taken ? 0.2 : 1))
        #expect(scene.problems.isEmpty)
    }

    /// A dismissal asked for while the card rises turns the presentation back from where it is; the
    /// presented view comes down on its own spring, which need not end when the lifecycle animator
    /// does. An alongside animation added as present returned still ends where the transition did.
    @Test(
        "An alongside animation of a presentation turned back ends at its start, not partway (rule 39)",
        arguments: [0.05, 0.1, 0.2, 0.3])
    func alongsideOfAnInterruptedPresentation(after seconds: Double) {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        let badge = scene.list.view.descendant(withIdentifier: "badge")!
        scene.list.present(scene.detail, transition: .card())
        let added = scene.detail.transitionCoordinator?.animate(alongsideTransition: { _ in
            badge.state.alpha = 0.2
        })
        #expect(added == true)
        scene.system.advance(by: seconds)
        var answers: [Bool] = []
        scene.detail.stagehand?.dismiss { answers.append($0) }
        scene.system.runUntilIdle()
        #expect(answers == [true])
        #expect(scene.list.presentedViewController == nil)
        #expect(badge.state.alpha == 1)
        #expect(badge.presentationState.alpha == 1)
        #expect(scene.problems.isEmpty)
    }

    /// On a phone the plan's last frame and the lifecycle animator's end come from different
    /// display-link callbacks, so the transition can complete with the animator a frame short of its
    /// end (or, cancelled, of its start). Ending it then puts what it carries at the outcome.
    @Test(
        "A lifecycle animator ended partway puts its alongside animations at the outcome (rule 39)",
        arguments: [(true, 0.2), (false, 1.0)])
    func lifecycleEndedPartway(completed: Bool, alpha: Double) {
        let scene = TestScene()
        let badge = scene.list.view.descendant(withIdentifier: "badge")!
        let lifecycle = LifecycleAnimator(duration: 0.5, platform: HeadlessPlatform(system: scene.system))
        lifecycle.animator.addAnimations { badge.state.alpha = 0.2 }
        lifecycle.start()
        scene.system.advance(by: 0.25)
        #expect(abs(badge.presentationState.alpha - 0.6) < 0.01)
        lifecycle.end(completed: completed)
        #expect(lifecycle.animator.state == .inactive)
        #expect(badge.state.alpha == alpha)
        #expect(badge.presentationState.alpha == alpha)
        scene.system.runUntilIdle()
        #expect(badge.presentationState.alpha == alpha)
        #expect(scene.problems.isEmpty)
    }

    /// Rule 24 leaves open whether UIKit drops a `dismiss` made while another transition is in
    /// progress, holds it for after, or begins it at once. Stagehand does not ask then: it answers
    /// false at once, and the card is still presented once the alert over it is, on every reading.
    @Test(
        "stagehand.dismiss while the card presents an alert answers false, never dismissing later (rule 24)",
        arguments: DismissalWhileTransitioning.allCases)
    func dismissWhileAnotherTransitionIsInProgress(reading: DismissalWhileTransitioning) {
        let scene = TestScene(
            preferredContentSize: CGSize(width: 0, height: 320),
            unknowns: Unknowns(dismissalRequestedWhileTransitioning: reading))
        scene.presentAtRest(.card())
        let alert = ModelViewController(name: "alert", content: .alert(title: "Over"))
        scene.detail.present(alert, transition: .popup())
        var answers: [Bool] = []
        scene.detail.stagehand?.dismiss { answers.append($0) }
        #expect(answers == [false])
        scene.system.runUntilIdle()
        #expect(answers == [false])
        #expect(scene.list.presentedViewController === scene.detail)
        #expect(scene.detail.presentedViewController === alert)
        #expect(!scene.lines().contains { $0.contains("rule 24") })
        #expect(scene.problems.isEmpty)
    }

    /// Seed 002's sheet over a scrolled list, played with a finger: the list scrolls back to its top
    /// first, then the card follows the finger, the list pinned at its top; a fast release dismisses
    /// the card and the list does not decelerate on its own (the pan handler's hand-off).
    @Test("A finger drags a scrolled list to its top, then the card down, and the list stays pinned")
    func scrollHandOffThroughTouches() {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 600))
        let table = ModelView(
            name: "table", state: ViewState(frame: CGRect(x: 0, y: 0, width: 350, height: 600)))
        let scroll = ModelScrollState(
            contentSize: CGSize(width: 350, height: 2_000), contentOffset: CGPoint(x: 0, y: 120))
        table.scroll = scroll
        scene.detail.view.addSubview(table)
        scene.presentAtRest(.card())
        #expect(scene.detailFrame == Rect(20, 210, 350, 600))
        let touch = scene.system.touchDown(at: CGPoint(x: 195, y: 400))
        var y = 400.0
        func move(by dy: Double) {
            scene.system.advance(by: 1.0 / 60)
            y += dy
            scene.system.move(touch, to: CGPoint(x: 195, y: y))
        }
        // 100 pt down: the list scrolls towards its top, the card stays.
        for _ in 0..<10 { move(by: 10) }
        #expect(scene.detailFrame == Rect(20, 210, 350, 600))
        #expect(scroll.contentOffset.y > 0 && scroll.contentOffset.y < 120)
        // 200 pt more: the list reaches its top and stays there; the card follows the rest.
        for _ in 0..<10 { move(by: 20) }
        #expect(scroll.contentOffset.y == 0)
        #expect(scene.detailFrame.y > 210)
        let handedOff = scene.detailFrame.y
        move(by: 25)
        move(by: 25)
        #expect(scroll.contentOffset.y == 0)
        #expect(abs(scene.detailFrame.y - (handedOff + 50)) < 0.001)
        scene.system.lift(touch)
        scene.system.runUntilIdle()
        #expect(scene.list.presentedViewController == nil)
        #expect(scroll.contentOffset.y == 0)
        #expect(!scroll.isDecelerating)
        #expect(scene.problems.isEmpty)
    }

    /// The card was pulled down from its list, then the finger flicks back up and lifts: the card
    /// springs back to rest, and the list, pinned at its top while the card moved, does not fling its
    /// content on from the flick (UIKit would decelerate it: the pan handler stops it).
    @Test("A flick back up returns the card to rest and the list does not decelerate on its own")
    func flickBackUpLeavesTheListPinned() {
        let (scene, scroll) = Self.cardOverAList(listTop: 0, offset: 0)
        let touch = scene.system.touchDown(at: CGPoint(x: 195, y: 400))
        var y = 400.0
        for dy in [10.0, 10, 10, 10, 10, 10, 10, 10, -25, -25] {
            scene.system.advance(by: 1.0 / 60)
            y += dy
            scene.system.move(touch, to: CGPoint(x: 195, y: y))
        }
        #expect(scene.detailFrame.y > 210)
        #expect(scroll.contentOffset.y == 0)
        scene.system.lift(touch)
        #expect(!scroll.isDecelerating)
        scene.system.runUntilIdle()
        #expect(scene.detailFrame == Rect(20, 210, 350, 600))
        #expect(scroll.contentOffset.y == 0)
        #expect(scene.problems.isEmpty)
    }

    /// A drag that begins on the card's header, above its list, is the card's alone: the card follows
    /// the finger at once and the list keeps its offset.
    @Test("A drag on the card's header moves the card at once, the scrolled list left as it is")
    func dragOnTheHeaderIsTheCards() {
        let (scene, scroll) = Self.cardOverAList(listTop: 60, offset: 120)
        let touch = scene.system.touchDown(at: CGPoint(x: 195, y: 240))
        for step in 1...10 {
            scene.system.advance(by: 1.0 / 60)
            scene.system.move(touch, to: CGPoint(x: 195, y: 240 + Double(step) * 10))
        }
        #expect(scene.detailFrame.y > 290)
        #expect(scroll.contentOffset.y == 120)
        scene.system.lift(touch)
        scene.system.runUntilIdle()
        #expect(scroll.contentOffset.y == 120)
        #expect(scene.problems.isEmpty)
    }

    /// A 600-point card (at rest at y 210) whose content holds a 2,000-point list from `listTop`
    /// down, scrolled `offset` points.
    private static func cardOverAList(listTop: Double, offset: Double) -> (TestScene, ModelScrollState) {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 600))
        let table = ModelView(
            name: "table",
            state: ViewState(frame: CGRect(x: 0, y: listTop, width: 350, height: 600 - listTop)))
        let scroll = ModelScrollState(
            contentSize: CGSize(width: 350, height: 2_000), contentOffset: CGPoint(x: 0, y: offset))
        table.scroll = scroll
        scene.detail.view.addSubview(table)
        scene.presentAtRest(.card())
        #expect(scene.detailFrame == Rect(20, 210, 350, 600))
        return (scene, scroll)
    }

    /// VoiceOver's escape gesture (two-finger Z) on the card's content reaches the wrapper the
    /// presentation controller made: it dismisses, and answers true, unless the card is modal.
    @Test("The escape gesture dismisses the card, and is refused when it is modal", arguments: [false, true])
    func accessibilityEscape(isModal: Bool) {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        scene.presentAtRest(.card())
        scene.detail.isModalInPresentation = isModal
        let dismissed = scene.system.performAccessibilityEscape(from: scene.detail.view)
        #expect(dismissed == !isModal)
        scene.system.runUntilIdle()
        #expect((scene.list.presentedViewController == nil) == !isModal)
        #expect(scene.problems.isEmpty)
    }

    @Test("stagehand.dismiss on a controller that is not presented answers false at once")
    func dismissOfAControllerNotPresented() {
        let scene = TestScene()
        var answers: [Bool] = []
        PresentationControllerCore<HeadlessPlatform>.dismiss(scene.detail, animated: true) {
            answers.append($0)
        }
        #expect(answers == [false])
        #expect(scene.problems.isEmpty)
    }

    /// The list names its avatar "avatar"; a detail whose only identified view is "photo" shares
    /// nothing: the transition runs without a flight and says why at debug level.
    @Test("A shared-element transition with no match logs what each screen had")
    func noSharedElementMatched() {
        let scene = TestScene()
        let detail = ModelViewController(
            name: "photo detail", content: .detailScreen(title: "Photo", safeTop: 47))
        detail.view.addSubview(
            ModelView(
                name: "photo", state: ViewState(frame: CGRect(x: 40, y: 420, width: 120, height: 120)),
                identifier: "photo"))
        scene.list.present(detail, transition: .sharedElement())
        scene.system.runUntilIdle()
        #expect(scene.list.presentedViewController === detail)
        #expect(
            scene.system.debugLog.contains {
                $0.hasPrefix("SharedElements: No shared element matched; presenting screen: found [avatar")
                    && $0.contains("presented screen: found [photo]")
            }, "\(scene.system.debugLog)")
        // Each element found on one screen only is reported, as a value and in the log.
        #expect(
            detail.stagehand?.unmatchedSharedElements == [
                UnmatchedSharedElement(identifier: "avatar", screen: .presenting),
                UnmatchedSharedElement(identifier: "badge", screen: .presenting),
                UnmatchedSharedElement(identifier: "photo", screen: .presented),
            ])
        #expect(
            scene.system.debugLog.contains(
                "SharedElements: Shared element \"photo\" is on the presented screen only (the presenting "
                    + "screen has no view with that identifier): it fades with its screen"))
        // The dismissal searches again; each is logged once per presentation.
        detail.dismiss(animated: true)
        scene.system.runUntilIdle()
        #expect(scene.system.debugLog.filter { $0.contains("Shared element \"avatar\"") }.count == 1)
        #expect(scene.system.debugLog.filter { $0.contains("No shared element matched") }.count == 1)
        #expect(scene.problems.isEmpty)
    }

    @Test("An element whose partner is hidden is reported with the reason the partner was left out")
    func unmatchedBecauseThePartnerIsHidden() throws {
        let scene = TestScene()
        scene.detail.view.descendant(withIdentifier: "avatar")!.isHidden = true
        scene.presentAtRest(StagehandTransition.sharedElement())
        #expect(
            try scene.stagehand.unmatchedSharedElements == [
                UnmatchedSharedElement(
                    identifier: "avatar", screen: .presenting, otherScreenLeftOut: "hidden"),
                UnmatchedSharedElement(identifier: "badge", screen: .presenting),
            ])
        #expect(
            scene.system.debugLog.contains(
                "SharedElements: Shared element \"avatar\" is on the presenting screen only (the presented "
                    + "screen's was left out: hidden): it fades with its screen"))
        #expect(scene.problems.isEmpty)
    }

    /// `viewWillAppear` runs inside the presentation's body, after `presentationTransitionWillBegin`
    /// and before the animator is called: nothing runs yet that could be turned back. The request
    /// waits for the presentation to end, then dismisses (asked inside it, UIKit would refuse, rule
    /// 24), and is answered true once the dismissal is over.
    @Test("stagehand.dismiss from viewWillAppear dismisses once the presentation has ended")
    func dismissFromViewWillAppear() {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        var answers: [Bool] = []
        let detail = scene.detail
        detail.onAppearance = { event in
            guard event == .willAppear, answers.isEmpty else { return }
            detail.stagehand?.dismiss { answers.append($0) }
        }
        scene.list.present(detail, transition: .card())
        scene.system.runUntilIdle()
        #expect(answers == [true])
        #expect(scene.list.presentedViewController == nil)
        #expect(scene.lines().contains("pc.presentationTransitionDidEnd(true)"))
        #expect(scene.lines().contains("pc.dismissalTransitionDidEnd(true)"))
        #expect(!scene.lines().contains { $0.contains("rule 24") })
        #expect(scene.problems.isEmpty)
    }

    @Test("A layout pass at rest that changes no geometry leaves the keyboard's move alone")
    func layoutPassLeavesASettleAlone() throws {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        scene.presentAtRest(.card())
        #expect(scene.detailFrame == Rect(20, 490, 350, 320))
        scene.system.setKeyboard(frame: CGRect(x: 0, y: 508, width: 390, height: 336), duration: 0.25)
        scene.system.advance(by: 0.1)
        let halfWay = scene.detailFrame
        #expect(halfWay.y < 490 && halfWay.y > 188)
        // Something in the app lays the container out again, in the same geometry.
        try scene.stagehand.presentedView?.superview?.setNeedsLayout()
        scene.system.advance(by: 0)
        #expect(scene.detailFrame == halfWay)
        scene.system.runUntilIdle()
        #expect(scene.detailFrame == Rect(20, 188, 350, 320))
        #expect(scene.problems.isEmpty)
    }

    @Test("A sideways swipe on a card stays the content's: the pan's shouldBegin refuses it")
    func sidewaysSwipeIsTheContents() throws {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        scene.presentAtRest(.card())
        let before = scene.detailFrame
        let pan = try scene.stagehand.core.pan.recognizer!
        scene.system.pan(
            from: CGPoint(x: 100, y: 650), through: [CGPoint(x: 160, y: 655), CGPoint(x: 220, y: 660)])
        scene.system.runUntilIdle()
        #expect(pan.history.contains(.failed))
        #expect(!pan.history.contains(.began))
        #expect(scene.detailFrame == before)
        #expect(scene.problems.isEmpty)
    }
}

/// Fades a badge on the list alongside a user dismissal, from `presentationControllerWillDismiss`,
/// as apps do with UIKit's sheets.
@MainActor
private final class FadingAdaptiveDelegate: HeadlessAdaptivePresentationControllerDelegate {
    let badge: ModelView
    weak var presented: ModelViewController?
    var fadeAdded = false

    init(badge: ModelView, presented: ModelViewController) {
        self.badge = badge
        self.presented = presented
    }

    func presentationControllerWillDismiss(_ presentationController: HeadlessPresentationController) {
        guard let coordinator = presented?.transitionCoordinator else { return }
        let badge = badge
        fadeAdded = coordinator.animate(alongsideTransition: { _ in badge.state.alpha = 0 })
    }
}
