import Foundation
import StagehandCore
import StagehandUIKitLayer
import Testing

@testable import StagehandHeadless

@MainActor
@Suite("Stagehand features on the headless UIKit")
struct PresentationFeatureTests {
    @Test("Zoom grows a snapshot from the tapped view, the real view hidden until it lands")
    func zoomFromASourceView() throws {
        let scene = TestScene()
        let button = ModelView(
            name: "button", state: ViewState(frame: CGRect(x: 240, y: 223, width: 120, height: 44)))
        scene.list.view.addSubview(button)
        scene.list.present(scene.detail, transition: .zoom())
        scene.detail.stagehandSourceView = button
        scene.system.advance(by: 0)
        let container = scene.system.window.subviews.last!
        // Under everything, Stagehand's pass-through view: a zoom has no dimming (rule 35).
        #expect(
            container.subviews.map(\.name) == ["passthrough", "presented view", "snapshot of presented view"])
        #expect(scene.presented.isHidden)
        let snapshot = container.subviews[2]
        #expect(Rect(snapshot.presentationState.frame) == Rect(240, 223, 120, 44))
        // Laid out at its final size before it was snapped: never stretched from another size.
        #expect(snapshot.contentSize == CGSize(width: 390, height: 844))
        scene.system.advance(by: 0.15)
        #expect(Rect(snapshot.presentationState.frame).isClose(to: Rect(120, 111.5, 255, 444), 2))
        scene.system.runUntilIdle()
        #expect(!scene.presented.isHidden)
        #expect(container.subviews.map(\.name) == ["passthrough", "presented view"])
        // The way back: the real view hidden while its snapshot shrinks into the button, and shown
        // again once the dismissal is over.
        try scene.stagehand.driver.dismiss()
        scene.system.advance(by: 0)
        scene.system.advance(by: 0.1)
        #expect(scene.presented.isHidden)
        #expect(
            container.subviews.map(\.name) == ["passthrough", "presented view", "snapshot of presented view"])
        scene.system.runUntilIdle()
        #expect(scene.list.presentedViewController == nil)
        #expect(!scene.presented.isHidden)
        #expect(!button.isHidden)
        #expect(scene.problems.isEmpty)
    }

    @Test("Shared elements are found through container controllers, measured in the container")
    func sharedElementsThroughNestedControllers() throws {
        let scene = TestScene()
        // A hidden view and a view outside the window never match.
        let hidden = ModelView(
            name: "hidden", state: ViewState(frame: CGRect(x: 0, y: 0, width: 10, height: 10)),
            identifier: "ghost")
        hidden.isHidden = true
        scene.list.view.addSubview(hidden)
        scene.detail.view.addSubview(
            ModelView(
                name: "ghost", state: ViewState(frame: CGRect(x: 0, y: 0, width: 10, height: 10)),
                identifier: "ghost"))
        for screen in [scene.list.view, scene.detail.view] {
            // Scrolled out of the window on the list.
            let y: Double = screen === scene.list.view ? 2_000 : 0
            screen.addSubview(
                ModelView(
                    name: "far", state: ViewState(frame: CGRect(x: 0, y: y, width: 10, height: 10)),
                    identifier: "far"))
        }
        scene.list.present(scene.detail, transition: .sharedElement())
        scene.system.advance(by: 0)
        // Only "avatar" flies: "badge" has no partner, "ghost" is hidden on one screen, "far" is
        // outside the window.
        let container = scene.system.window.subviews.last!
        // Under everything, Stagehand's pass-through view: shared elements have no dimming (rule 35).
        #expect(
            container.subviews.map(\.name) == [
                "passthrough", "list", "presented view", "snapshot of small-avatar",
                "snapshot of large-avatar",
            ])
        // From the row inside the navigation child, in the container's coordinates.
        #expect(Rect(container.subviews[3].presentationState.frame) == Rect(16, 152, 40, 40))
        let source = scene.list.view.descendant(withIdentifier: "avatar")!
        let destination = scene.detail.view.descendant(withIdentifier: "avatar")!
        #expect(source.isHidden && destination.isHidden)
        scene.system.advance(by: 0.2)
        #expect(Rect(container.subviews[3].presentationState.frame).isClose(to: Rect(55.5, 146, 120, 120)))
        scene.system.advance(by: 0.2)
        // The destination measured where the detail screen is laid out in the container.
        #expect(Rect(container.subviews[4].presentationState.frame) == Rect(95, 140, 200, 200))
        scene.system.runUntilIdle()
        #expect(!source.isHidden && !destination.isHidden)
        #expect(container.subviews.map(\.name) == ["passthrough", "presented view"])
        // The way back: both originals hidden during the flight home, both visible once it lands.
        try scene.stagehand.driver.dismiss()
        scene.system.advance(by: 0)
        scene.system.advance(by: 0.1)
        #expect(source.isHidden && destination.isHidden)
        scene.system.runUntilIdle()
        #expect(scene.list.presentedViewController == nil)
        #expect(!source.isHidden && !destination.isHidden)
        // What the app hid stays hidden.
        #expect(hidden.isHidden)
        #expect(scene.system.window.subviews.map(\.name) == ["list"])
        #expect(scene.problems.isEmpty)
    }

    @Test(
        "Only a transition that flies shared elements searches the screens' trees for them",
        arguments: everyTransition.indices)
    func elementSearches(index: Int) throws {
        let (name, transition) = everyTransition[index]
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 320))
        scene.list.present(scene.detail, transition: transition)
        scene.system.runUntilIdle()
        let stage = try scene.stagehand.stage
        try scene.stagehand.driver.dismiss()
        scene.system.runUntilIdle()
        // The shared-element transition searches when each phase starts (and once more to lay the
        // presented screen out where it will rest); the others never do.
        #expect((stage.work.elementSearches > 0) == (name == "shared element"), "\(name): \(stage.work)")
        #expect(scene.problems.isEmpty)
    }

    @Test("Nothing is retained once dismissed: controller, delegate, driver, stage, views")
    func nothingIsRetained() {
        weak var weakDetail: ModelViewController?
        weak var weakDelegate: PresentationControllerCore<HeadlessPlatform>?
        weak var weakStage: LayerStage<HeadlessPlatform>?
        weak var weakPresentationController: HeadlessPresentationController?
        let scene = TestScene()
        do {
            let detail = ModelViewController(name: "detail")
            scene.list.present(detail, transition: .slideIn(from: .bottom))
            weakDetail = detail
            weakDelegate = detail.stagehand?.core
            weakStage = detail.stagehand?.stage
            scene.system.runUntilIdle()
            weakPresentationController = detail.presentationController
            #expect(weakPresentationController != nil)
            scene.system.tap(at: CGPoint(x: 195, y: 50))  // on the dimming
            scene.system.runUntilIdle()
        }
        #expect(scene.list.presentedViewController == nil)
        #expect(weakDetail == nil)
        #expect(weakDelegate == nil)
        #expect(weakStage == nil)
        #expect(weakPresentationController == nil)
        #expect(scene.system.breaches.isEmpty)
    }

    @Test("The delegate lives exactly as long as the presentation, whatever a segue or caller keeps")
    func theDelegateOutlivesNobodysReference() {
        // Seed 002's segue dies after perform(); the system holds the delegate weakly (§1).
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 300))
        scene.list.present(scene.detail, transition: .card())
        weak let delegate = scene.detail.stagehand?.core
        scene.system.runUntilIdle()
        #expect(delegate != nil)
        scene.detail.dismiss(animated: true)
        scene.system.runUntilIdle()
        #expect(delegate == nil)
        #expect(scene.system.breaches.isEmpty)
    }

    @Test(
        "A present asked during a presentation waits for it instead of meeting rule 19, then meets rule 18 as any present while presenting"
    )
    func refusedPresents() {
        let scene = TestScene()
        func refusals(_ rule: Int) -> Int {
            scene.system.events.filter { if case .refused(rule, _) = $0 { true } else { false } }.count
        }
        scene.list.present(scene.detail, transition: .fade())
        let other = ModelViewController(name: "other")
        scene.list.present(other, transition: .card())
        #expect(other.stagehandTransition == nil)  // nothing lent while it waits
        scene.system.runUntilIdle()
        // Asked again once the fade is in: the list presents the detail, so UIKit refuses it.
        #expect(refusals(19) == 0)
        #expect(refusals(18) == 1)
        #expect(other.stagehandTransition == nil)  // the lent transition went back
        let third = ModelViewController(name: "third")
        scene.list.present(third, transition: .popup())
        #expect(refusals(18) == 2)
        scene.system.runUntilIdle()
        #expect(scene.list.presentedViewController === scene.detail)
        #expect(scene.problems.isEmpty)
    }

    @Test(
        "isModalInPresentation blocks taps and drags, and the adaptive delegate hears the attempt (rules 30, 31)"
    )
    func modalPresentationRefusesUserDismissals() throws {
        let scene = TestScene()
        scene.presentAtRest(.slideIn(from: .bottom))
        scene.detail.isModalInPresentation = true
        scene.system.tap(at: CGPoint(x: 195, y: 50))
        try scene.stagehand.drag(from: CGPoint(x: 195, y: 600), through: [100, 300], velocity: 2000)
        #expect(try !scene.stagehand.driver.accessibilityEscape())
        scene.system.runUntilIdle()
        #expect(scene.list.presentedViewController === scene.detail)
        #expect(scene.detailFrame == Rect(0, 211, 390, 633))
        scene.detail.isModalInPresentation = false
        #expect(try scene.stagehand.driver.accessibilityEscape())
        scene.system.runUntilIdle()
        #expect(scene.list.presentedViewController == nil)
        #expect(scene.problems.isEmpty)
    }

    @Test("Reduce Motion: the presented view fades in place, its frame at rest throughout")
    func reduceMotion() {
        let scene = TestScene()
        scene.list.present(scene.detail, transition: .slideIn(from: .left))
        scene.system.setReduceMotion(true)
        scene.system.advance(by: 0)
        #expect(scene.detailFrame == Rect(0, 0, 292.5, 844))
        #expect(scene.presented.presentationState.alpha == 0)
        scene.system.advance(by: 0.15)
        #expect(scene.detailFrame == Rect(0, 0, 292.5, 844))
        #expect(isClose(scene.presented.presentationState.alpha, 0.5))
        scene.system.runUntilIdle()
        #expect(scene.presented.presentationState.alpha == 1)
        #expect(scene.problems.isEmpty)
    }

    @Test("Reduce Motion caps a longer transition at 0.3 s: seed 004's 0.5 s fade presents in 0.3 s")
    func reduceMotionCapsTheDuration() {
        func completedAt(reducingMotion: Bool) -> (
            alphaAt015: Double, completedBy029: Bool, completedBy031: Bool
        ) {
            let scene = TestScene()
            scene.list.present(scene.detail, transition: .fade())
            scene.system.setReduceMotion(reducingMotion)
            scene.system.advance(by: 0)
            scene.system.advance(by: 0.15)
            let alpha = scene.presented.presentationState.alpha
            scene.system.advance(by: 0.14)
            scene.system.advance(by: 0)
            let early = scene.lines().contains("context.completeTransition(true)")
            scene.system.advance(by: 0.02)
            scene.system.advance(by: 0)
            let late = scene.lines().contains("context.completeTransition(true)")
            #expect(scene.problems.isEmpty)
            return (alpha, early, late)
        }
        let reduced = completedAt(reducingMotion: true)
        // Ease-in-out over 0.3 s is half way at 0.15 s, and done by 0.3 s.
        #expect(isClose(reduced.alphaAt015, 0.5))
        #expect(!reduced.completedBy029)
        #expect(reduced.completedBy031)
        // The same fade without Reduce Motion runs its 0.5 s: still under way at 0.31 s.
        let full = completedAt(reducingMotion: false)
        #expect(!full.completedBy031)
        #expect(!isClose(full.alphaAt015, 0.5))
    }

    @Test(
        "Reduce Motion is read once per phase: switched on mid-flight, the slide goes on through a rotation")
    func reduceMotionIsReadOncePerPhase() throws {
        let scene = TestScene()
        scene.list.present(scene.detail, transition: .slideIn(from: .left))
        scene.system.advance(by: 0)
        scene.system.setReduceMotion(true)
        scene.system.advance(by: 0.1)
        // Still sliding in from the left edge, opaque.
        #expect(scene.detailFrame.x > -292.5 && scene.detailFrame.x < -1)
        #expect(scene.presented.presentationState.alpha == 1)
        // A rotation rebuilds the plan with the setting the phase began with.
        scene.system.setGeometry(.iPhoneLandscape)
        scene.system.advance(by: 0.05)
        #expect(scene.detailFrame.x > -633 && scene.detailFrame.x < -1)
        #expect(scene.presented.presentationState.alpha == 1)
        scene.system.runUntilIdle()
        #expect(scene.detailFrame == Rect(0, 0, 633, 390))
        // The next phase reads the setting anew: the dismissal fades in place.
        try scene.stagehand.driver.dismiss()
        scene.system.advance(by: 0)
        scene.system.advance(by: 0.15)
        #expect(scene.detailFrame == Rect(0, 0, 633, 390))
        #expect(isClose(scene.presented.presentationState.alpha, 0.5))
        scene.system.runUntilIdle()
        #expect(scene.list.presentedViewController == nil)
        #expect(scene.problems.isEmpty)
    }

    @Test("Reduce Motion leaves drags under the finger: a card follows it, then a fling dismisses it")
    func reduceMotionKeepsDragsUnderTheFinger() throws {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 360))
        scene.presentAtRest(.card())
        #expect(scene.detailFrame == Rect(20, 450, 350, 360))
        let driver = try scene.stagehand.driver
        scene.system.setReduceMotion(true)
        driver.dragBegan()
        driver.dragChanged(translationX: 0, y: 100)
        scene.system.advance(by: 0)  // UIKit starts the interactive dismissal the drag asked for
        driver.dragChanged(translationX: 0, y: 150)
        #expect(scene.detailFrame == Rect(20, 600, 350, 360))
        #expect(scene.presented.presentationState.alpha == 1)
        driver.dragEnded(velocityX: 0, y: 2_000)
        scene.system.advance(by: 1.0 / 60)
        // The release spring carries it on down, still opaque: no cross-fade takes over.
        #expect(scene.detailFrame.y > 600)
        #expect(scene.presented.presentationState.alpha == 1)
        scene.system.runUntilIdle()
        #expect(scene.list.presentedViewController == nil)
        #expect(scene.problems.isEmpty)
    }

    @Test("A finger that catches a Reduce Motion dismissal scrubs its cross-fade: the card never jumps")
    func fingerCatchingAReducedDismissalScrubsTheFade() throws {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 360))
        scene.presentAtRest(.card())
        let driver = try scene.stagehand.driver
        scene.system.setReduceMotion(true)
        scene.detail.dismiss(animated: true)
        scene.system.advance(by: 0)  // the dismissal's body starts: a 0.3 s cross-fade in place
        #expect(driver.state == .dismissing)
        driver.dragBegan()  // caught at once, at progress 0
        #expect(scene.system.currentTransitionContext?.isInteractive == true)
        #expect(scene.detailFrame == Rect(20, 450, 350, 360))
        #expect(scene.presented.presentationState.alpha == 1)
        // The card's dismissal carries it 394 pt (from y = 450 to the bottom of the 844 pt screen):
        // 100 pt is 100/394 of it; the cross-fade follows, in place.
        driver.dragChanged(translationX: 0, y: 100)
        let progress = scene.system.currentTransitionContext?.percentComplete ?? 0
        #expect(abs(progress - 100.0 / 394) < 1e-9)
        #expect(scene.detailFrame == Rect(20, 450, 350, 360))
        #expect(abs(scene.presented.presentationState.alpha - (1 - progress)) < 1e-9)
        driver.dragEnded(velocityX: 0, y: 2_000)
        scene.system.runUntilIdle()
        #expect(scene.list.presentedViewController == nil)
        #expect(scene.problems.isEmpty)
    }

    @Test("Scroll hand-off: one drag scrolls the list to its top, then moves and dismisses the card")
    func scrollHandOff() throws {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 600))
        scene.presentAtRest(.card())
        let driver = try scene.stagehand.driver
        driver.dragBegan(scrollOffset: 120)
        #expect(driver.dragChanged(translationX: 0, y: 80) == 40)
        #expect(scene.detailFrame == Rect(20, 210, 350, 600))
        #expect(driver.state == .presented)
        #expect(driver.dragChanged(translationX: 0, y: 200) == 0)
        scene.system.advance(by: 0)
        #expect(driver.state == .dismissing)
        driver.dragChanged(translationX: 0, y: 300)
        #expect(scene.detailFrame == Rect(20, 390, 350, 600))
        #expect(!driver.dragEnded(velocityX: 0, y: 1200))  // the scroll view stays pinned
        scene.system.runUntilIdle()
        #expect(scene.list.presentedViewController == nil)
        #expect(scene.problems.isEmpty)
    }

    @Test("The keyboard lifts a card at rest, over the keyboard's own duration")
    func keyboardLiftsTheCard() throws {
        let scene = TestScene(preferredContentSize: CGSize(width: 0, height: 300))
        scene.presentAtRest(.card())
        #expect(scene.detailFrame == Rect(20, 510, 350, 300))
        try scene.stagehand.driver.keyboardWillChange(
            frame: CGRect(x: 0, y: 508, width: 390, height: 336), duration: 0.25)
        scene.system.runUntilIdle()
        // On the keyboard: seed 002's bottom margin is max(20 - inset, 0) from the safe area, which
        // the keyboard's 336 points join.
        #expect(scene.detailFrame == Rect(20, 208, 350, 300))
        try scene.stagehand.driver.keyboardWillChange(frame: .zero, duration: 0.25)
        scene.system.runUntilIdle()
        #expect(scene.detailFrame == Rect(20, 510, 350, 300))
        #expect(scene.problems.isEmpty)
    }

    @Test("A drag catches a dismissal running by itself (pause), and its release decides")
    func aDragCatchesARunningDismissal() throws {
        let scene = TestScene()
        scene.presentAtRest(.slideIn(from: .bottom))
        scene.detail.dismiss(animated: true)
        scene.system.advance(by: 0)
        scene.system.advance(by: 0.1)
        let driver = try scene.stagehand.driver
        let start = scene.system.events.count
        #expect(driver.shouldBeginDrag(velocityX: 0, y: -300))
        driver.dragBegan()
        let caught = Double(scene.presented.presentationState.frame.minY)
        driver.dragChanged(translationX: 0, y: -100)
        #expect(isClose(Double(scene.presented.presentationState.frame.minY), caught - 100))
        driver.dragEnded(velocityX: 0, y: -1500)
        scene.system.runUntilIdle()
        #expect(scene.list.presentedViewController === scene.detail)
        #expect(scene.detailFrame == Rect(0, 211, 390, 633))
        #expect(
            scene.lines(from: start).filter { $0.hasPrefix("context.") }.first
                == "context.pauseInteractiveTransition()")
        #expect(scene.problems.isEmpty)
    }

    @Test(
        "A user's own corner radius is never touched: Stagehand rounds and fades the presented view around it"
    )
    func ownPropertiesAreKept() {
        let scene = TestScene()
        scene.detail.view.state.cornerRadius = 7
        scene.detail.view.state.alpha = 0.9
        scene.presentAtRest(StagehandTransition.slideIn(from: .bottom).cornerRadius(16))
        // The presentation controller's presented view (the wrapper) is what Stagehand rounds, as on
        // a phone, through its clip view (the wrapper's own layer casts the shadow and never clips);
        // the app's view inside it keeps its own properties.
        #expect(scene.presented !== scene.detail.view)
        #expect(scene.presented.stagehandState.cornerRadius == 16)
        #expect(scene.detail.view.superview?.presentationState.cornerRadius == 16)
        #expect(scene.detail.view.superview?.clipsToBounds == true)
        #expect(!scene.presented.clipsToBounds)
        #expect(scene.detail.view.state.cornerRadius == 7)
        #expect(scene.detail.view.state.alpha == 0.9)
        scene.detail.dismiss(animated: true)
        scene.system.runUntilIdle()
        #expect(scene.detail.view.state.cornerRadius == 7)
        #expect(scene.detail.view.state.alpha == 0.9)
        #expect(scene.problems.isEmpty)
    }

    @Test("An app's own transition gets the same lifecycle")
    func aCustomTransition() {
        struct Curtain: CustomTransition {
            var presentationBehavior: PresentationBehavior {
                PresentationBehavior(
                    style: .overFullScreen, dimming: .standard, dismissesOnBackgroundTap: true)
            }
            func choreography(for phase: PresentationPhase, in context: TransitionContext, detent: Detent?)
                -> Choreography
            {
                let bounds = context.container.bounds
                let open = ViewState(
                    frame: CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height / 2))
                let shut = ViewState(frame: CGRect(x: 0, y: 0, width: bounds.width, height: 0))
                let timing = Timing.linear(duration: 0.4)
                let tracks = [
                    Track(
                        .dimming, from: ViewState(frame: bounds, alpha: phase == .present ? 0 : 1),
                        to: ViewState(frame: bounds, alpha: phase == .present ? 1 : 0), timing: timing),
                    Track(
                        .presented, from: phase == .present ? shut : open,
                        to: phase == .present ? open : shut,
                        timing: timing),
                ]
                return Choreography(
                    phase: phase, plan: TransitionPlan(tracks: tracks), hierarchy: [.dimming, .presented],
                    style: .overFullScreen,
                    drag: DismissalDrag(edge: .top, distance: Double(bounds.height) / 2))
            }
        }
        let scene = TestScene()
        scene.list.present(scene.detail, transition: Curtain())
        scene.system.advance(by: 0)
        scene.system.advance(by: 0.2)
        #expect(scene.detailFrame == Rect(0, 0, 390, 211))
        scene.system.runUntilIdle()
        scene.system.tap(at: CGPoint(x: 195, y: 700))
        scene.system.runUntilIdle()
        #expect(scene.list.presentedViewController == nil)
        #expect(scene.problems.isEmpty)
    }
}
