import Foundation
import StagehandCore
import StagehandHeadless
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Pushes and pops with Stagehand transitions, through Stagehand's forwarding navigation delegate,
/// on the headless UIKit (which records every breach of rules 52–57).
@MainActor
@Suite("Navigation: pushes and pops with Stagehand transitions")
struct StagehandNavigationTests {
    private struct Setup {
        let system: HeadlessUIKit
        let navigation: HeadlessNavigationController
        let root: ModelViewController
        let detail: ModelViewController
    }

    private func makeSetup(appDelegate: (any HeadlessNavigationControllerDelegate)? = nil) -> Setup {
        let root = ModelViewController(name: "root", content: .listScreen(title: "Inbox", safeTop: 47))
        let navigation = HeadlessNavigationController(rootViewController: root)
        navigation.delegate = appDelegate
        let system = HeadlessUIKit(root: navigation.controller)
        let detail = ModelViewController(name: "detail", content: .card(title: "Ada"))
        return Setup(system: system, navigation: navigation, root: root, detail: detail)
    }

    private static let bounds = CGRect(origin: .zero, size: ContainerGeometry.iPhonePortrait.bounds.size)

    @Test("A push with a fade: the pushed view fades in over the root, which leaves once it is over")
    func fadePush() {
        let s = makeSetup()
        s.navigation.pushViewController(s.detail, transition: StagehandTransition.fade())
        s.system.advance(by: 0)
        s.system.advance(by: 0.1)
        // Mid-fade: both views in the content view, the pushed one on top and translucent.
        #expect(s.detail.view.superview === s.navigation.contentView)
        #expect(s.root.view.superview === s.navigation.contentView)
        #expect(s.navigation.contentView.subviews.last === s.detail.view)
        #expect(s.detail.view.presentationState.alpha > 0 && s.detail.view.presentationState.alpha < 1)
        s.system.runUntilIdle()
        #expect(s.detail.view.superview === s.navigation.contentView)
        #expect(s.detail.view.state.frame == Self.bounds)
        #expect(s.detail.view.state.alpha == 1)
        #expect(s.root.view.superview == nil)
        #expect(s.navigation.viewControllers.map(\.name) == ["root", "detail"])
        #expect(s.system.breaches.isEmpty)
    }

    @Test("The pop runs the transition the controller was pushed with, backwards, and puts the root back")
    func fadePop() {
        let s = makeSetup()
        s.navigation.pushViewController(s.detail, transition: StagehandTransition.fade())
        s.system.runUntilIdle()
        s.navigation.popViewController(animated: true)
        s.system.advance(by: 0)
        s.system.advance(by: 0.1)
        #expect(s.root.view.superview === s.navigation.contentView)
        #expect(s.navigation.contentView.subviews.first === s.root.view)
        #expect(s.detail.view.presentationState.alpha > 0 && s.detail.view.presentationState.alpha < 1)
        s.system.runUntilIdle()
        #expect(s.detail.view.superview == nil)
        #expect(s.root.view.superview === s.navigation.contentView)
        #expect(s.root.view.state.frame == Self.bounds)
        #expect(s.root.view.state.alpha == 1)
        #expect(s.navigation.viewControllers.map(\.name) == ["root"])
        #expect(s.system.breaches.isEmpty)
    }

    @Test("A controller pushed without a transition slides in from the trailing edge, as UIKit's push")
    func standardPush() {
        let s = makeSetup()
        s.navigation.enableStagehandTransitions()
        s.navigation.pushViewController(s.detail, animated: true)
        s.system.advance(by: 0)
        s.system.advance(by: 0.05)
        let x = Double(s.detail.view.presentationState.frame.minX)
        #expect(x > 0 && x < Double(Self.bounds.width))
        s.system.runUntilIdle()
        #expect(s.detail.view.state.frame == Self.bounds)
        #expect(s.root.view.superview == nil)
        #expect(s.system.breaches.isEmpty)
    }

    @Test("A drawer is not pushed with: UIKit's own push runs, and the reason is logged")
    func drawerFallsBack() {
        let s = makeSetup()
        s.navigation.pushViewController(s.detail, transition: StagehandTransition.slideIn(from: .left))
        s.system.runUntilIdle()
        #expect(s.detail.view.state.frame == Self.bounds)
        #expect(s.root.view.superview == nil)
        #expect(s.system.lines(from: 0).contains { $0.contains("UIKit's own animation") })
        #expect(s.system.breaches.isEmpty)
    }

    @Test("The back swipe pops interactively; released early it is cancelled and every view is put back")
    func backSwipeCancelled() {
        let s = makeSetup()
        s.navigation.pushViewController(s.detail, transition: StagehandTransition.fade())
        s.system.runUntilIdle()
        let before = s.detail.view.state
        s.system.pan(
            from: CGPoint(x: 5, y: 400), by: CGPoint(x: 60, y: 0), releaseVelocity: CGPoint(x: -200, y: 0))
        s.system.runUntilIdle()
        #expect(s.navigation.viewControllers.map(\.name) == ["root", "detail"])
        #expect(s.detail.view.state == before)
        #expect(s.detail.view.superview === s.navigation.contentView)
        #expect(s.root.view.superview == nil)
        #expect(s.system.breaches.isEmpty)
    }

    @Test(
        "The back swipe follows the finger, and released past half the width pops; didShow once, for the root"
    )
    func backSwipeFinished() {
        let app = PlainNavigationDelegate()
        let s = makeSetup(appDelegate: app)
        s.navigation.pushViewController(s.detail, transition: StagehandTransition.fade())
        s.system.runUntilIdle()
        let touch = s.system.pan(from: CGPoint(x: 5, y: 400), by: CGPoint(x: 250, y: 0), lifts: false)
        s.system.advance(by: 1.0 / 60)
        // Held by the finger: part-way through the pop, the root under the pushed view.
        let alpha = Double(s.detail.view.presentationState.alpha)
        #expect(alpha > 0.2 && alpha < 0.8)
        #expect(s.navigation.contentView.subviews.map(\.name) == ["root", "detail"])
        #expect(s.navigation.isTransitioning)
        s.system.lift(touch)
        s.system.runUntilIdle()
        #expect(s.navigation.viewControllers.map(\.name) == ["root"])
        #expect(s.detail.view.superview == nil)
        #expect(s.root.view.superview === s.navigation.contentView)
        #expect(s.root.view.state.frame == Self.bounds)
        #expect(app.shown == ["will detail", "did detail", "will root", "did root"])
        #expect(s.system.breaches.isEmpty)
    }

    @Test("The back swipe does not begin on the root, nor on a drawer's push UIKit ran")
    func backSwipeOnlyWithAScreenBelow() {
        let s = makeSetup()
        s.navigation.enableStagehandTransitions()
        s.system.pan(from: CGPoint(x: 5, y: 400), by: CGPoint(x: 250, y: 0))
        s.system.runUntilIdle()
        #expect(s.navigation.viewControllers.map(\.name) == ["root"])
        #expect(s.system.breaches.isEmpty)
    }

    @Test("The app's delegate hears every call, and an animator it supplies wins over Stagehand's")
    func forwardsToTheAppsDelegate() {
        let app = PlainNavigationDelegate()
        let s = makeSetup()
        s.navigation.enableStagehandTransitions()
        // Set after Stagehand's: still heard.
        s.navigation.stagehandForwardedDelegate = app
        #expect(s.navigation.stagehandForwardedDelegate === app)
        s.navigation.pushViewController(s.detail, transition: StagehandTransition.fade())
        s.system.runUntilIdle()
        #expect(app.shown == ["will detail", "did detail"])
        let third = ModelViewController(name: "third", content: .card(title: "Grace"))
        let own = AnimatingNavigationDelegate()
        s.navigation.stagehandForwardedDelegate = own
        s.navigation.pushViewController(third, transition: StagehandTransition.fade())
        s.system.runUntilIdle()
        #expect(own.animator.started == 1)
        #expect(own.shown == ["will third", "did third"])
        #expect(s.navigation.viewControllers.map(\.name) == ["root", "detail", "third"])
        #expect(s.system.breaches.isEmpty)
    }

    @Test("A push parallaxes the root 30 % aside; a pop brings it back from there, and it rests untouched")
    func pushParallax() {
        let s = makeSetup()
        s.navigation.pushViewController(s.detail, transition: StagehandTransition.push(from: .trailing))
        s.system.runUntilIdle()
        s.navigation.popViewController(animated: true)
        s.system.advance(by: 0)
        // The pop's first frame: the root where the push left it, 117 points out to the left.
        #expect(Rect(s.root.view.presentationState.frame) == Rect(-117, 0, 390, 844))
        s.system.runUntilIdle()
        #expect(s.root.view.state == ViewState(frame: Self.bounds))
        #expect(s.system.breaches.isEmpty)
    }

    @Test(
        "A zoom push grows from the cell and lands filling the navigation controller; the pop shrinks back to it"
    )
    func zoomPush() {
        let s = makeSetup()
        let cell = ModelView(
            name: "cell", state: ViewState(frame: CGRect(x: 16, y: 200, width: 100, height: 60)))
        s.root.view.addSubview(cell)
        s.navigation.pushViewController(s.detail, transition: StagehandTransition.zoom(from: cell))
        s.system.advance(by: 0)
        let first = s.navigation.contentView.subviews.last!.presentationState.frame
        #expect(first.width < 200 && first.minY > 100)
        s.system.runUntilIdle()
        #expect(s.detail.view.state.frame == Self.bounds)
        #expect(s.navigation.contentView.subviews.map(\.name) == ["detail"])
        s.navigation.popViewController(animated: true)
        s.system.runUntilIdle()
        #expect(s.navigation.contentView.subviews.map(\.name) == ["root"])
        #expect(!cell.isHidden)
        #expect(s.system.breaches.isEmpty)
    }

    @Test(
        "A shared element flies from the list to the detail, both originals hidden in flight and shown once it lands"
    )
    func sharedElementPush() {
        let s = makeSetup()
        let small = ModelView(
            name: "small-avatar", state: ViewState(frame: CGRect(x: 16, y: 152, width: 40, height: 40)),
            identifier: "avatar")
        let large = ModelView(
            name: "large-avatar", state: ViewState(frame: CGRect(x: 95, y: 140, width: 200, height: 200)),
            identifier: "avatar")
        s.root.view.addSubview(small)
        s.detail.view.addSubview(large)
        s.navigation.pushViewController(s.detail, transition: StagehandTransition.sharedElement())
        s.system.advance(by: 0)
        #expect(small.isHidden && large.isHidden)
        #expect(s.navigation.contentView.subviews.map(\.name).contains("snapshot of small-avatar"))
        s.system.runUntilIdle()
        #expect(!small.isHidden && !large.isHidden)
        #expect(s.navigation.contentView.subviews.map(\.name) == ["detail"])
        s.navigation.popViewController(animated: true)
        s.system.advance(by: 0)
        #expect(small.isHidden && large.isHidden)
        s.system.runUntilIdle()
        #expect(!small.isHidden && !large.isHidden)
        #expect(s.navigation.contentView.subviews.map(\.name) == ["root"])
        #expect(s.system.breaches.isEmpty)
    }

    @Test("Popping to the root from three deep runs the top's transition; the screen between never shows")
    func popToRoot() {
        let s = makeSetup()
        let third = ModelViewController(name: "third", content: .card(title: "Grace"))
        s.navigation.pushViewController(s.detail, transition: StagehandTransition.fade())
        s.system.runUntilIdle()
        s.navigation.pushViewController(third, transition: StagehandTransition.cover(from: .bottom))
        s.system.runUntilIdle()
        s.navigation.popToRootViewController(animated: true)
        s.system.advance(by: 0)
        s.system.advance(by: 0.1)
        #expect(s.navigation.contentView.subviews.map(\.name) == ["root", "third"])
        // The cover leaves downwards.
        #expect(third.view.presentationState.frame.minY > 0)
        s.system.runUntilIdle()
        #expect(s.navigation.viewControllers.map(\.name) == ["root"])
        #expect(s.navigation.contentView.subviews.map(\.name) == ["root"])
        #expect(s.system.breaches.isEmpty)
    }

    @Test("A controller pushed without animation is popped by the back swipe all the same")
    func swipeAfterUnanimatedPush() {
        let s = makeSetup()
        s.navigation.enableStagehandTransitions()
        s.navigation.pushViewController(s.detail, animated: false)
        s.system.runUntilIdle()
        #expect(s.navigation.contentView.subviews.map(\.name) == ["detail"])
        s.system.pan(
            from: CGPoint(x: 5, y: 400), by: CGPoint(x: 300, y: 0), releaseVelocity: CGPoint(x: 800, y: 0))
        s.system.runUntilIdle()
        #expect(s.navigation.viewControllers.map(\.name) == ["root"])
        #expect(s.navigation.contentView.subviews.map(\.name) == ["root"])
        #expect(s.root.view.state == ViewState(frame: Self.bounds))
        #expect(s.system.breaches.isEmpty)
    }

    @Test("A swipe while the push still runs does not pop (rule 55: no transition running)")
    func noSwipeDuringPush() {
        let s = makeSetup()
        s.navigation.pushViewController(s.detail, transition: StagehandTransition.fade())
        s.system.advance(by: 0)
        s.system.pan(
            from: CGPoint(x: 5, y: 400), by: CGPoint(x: 300, y: 0), releaseVelocity: CGPoint(x: 800, y: 0))
        s.system.runUntilIdle()
        #expect(s.navigation.viewControllers.map(\.name) == ["root", "detail"])
        #expect(s.navigation.contentView.subviews.map(\.name) == ["detail"])
        #expect(s.system.breaches.isEmpty)
    }

    @Test("Right to left, the back swipe comes from the right edge and the standard push from the left")
    func rightToLeft() {
        let s = makeSetup()
        s.system.setTraits(HeadlessTraits.iPhonePortrait.laidOut(in: .rightToLeft))
        s.navigation.enableStagehandTransitions()
        s.navigation.pushViewController(s.detail, animated: true)
        s.system.advance(by: 0)
        #expect(s.detail.view.presentationState.frame.minX < 0)
        s.system.runUntilIdle()
        // From the left edge: nothing.
        s.system.pan(
            from: CGPoint(x: 5, y: 400), by: CGPoint(x: 300, y: 0), releaseVelocity: CGPoint(x: 800, y: 0))
        s.system.runUntilIdle()
        #expect(s.navigation.viewControllers.count == 2)
        s.system.pan(
            from: CGPoint(x: 385, y: 400), by: CGPoint(x: -300, y: 0), releaseVelocity: CGPoint(x: -800, y: 0)
        )
        s.system.runUntilIdle()
        #expect(s.navigation.viewControllers.map(\.name) == ["root"])
        #expect(s.system.breaches.isEmpty)
    }

    @Test("A push asked for while a push runs waits for its end, then runs with its transition (rule 56)")
    func pushDuringPushWaits() {
        let s = makeSetup()
        let third = ModelViewController(name: "third", content: .card(title: "Grace"))
        s.navigation.pushViewController(s.detail, transition: StagehandTransition.fade())
        s.system.advance(by: 0.1)
        s.navigation.pushViewController(third, transition: StagehandTransition.cover(from: .bottom))
        // Not yet: the first push runs.
        #expect(s.navigation.viewControllers.map(\.name) == ["root", "detail"])
        #expect(s.system.lines(from: 0).contains { $0.contains("A push waits") })
        s.system.runUntilIdle()
        #expect(s.navigation.viewControllers.map(\.name) == ["root", "detail", "third"])
        #expect(s.navigation.contentView.subviews.map(\.name) == ["third"])
        s.navigation.popViewController(animated: true)
        s.system.advance(by: 0)
        s.system.advance(by: 0.1)
        // Popped with its own cover: it leaves downwards.
        #expect(third.view.presentationState.frame.minY > 0)
        s.system.runUntilIdle()
        #expect(s.system.breaches.isEmpty)
    }

    @Test("A controller already in the stack is not pushed again: logged, where UIKit would throw (rule 57)")
    func pushOfAControllerInTheStackIsRefused() {
        let s = makeSetup()
        s.navigation.pushViewController(s.detail, transition: StagehandTransition.fade())
        s.system.runUntilIdle()
        s.navigation.pushViewController(s.detail, transition: StagehandTransition.fade())
        s.navigation.pushViewController(s.root, transition: StagehandTransition.fade())
        s.system.runUntilIdle()
        #expect(s.navigation.viewControllers.map(\.name) == ["root", "detail"])
        #expect(s.system.lines(from: 0).filter { $0.contains("A push was not made") }.count == 2)
        #expect(s.system.breaches.isEmpty)
    }
}
