import Foundation
import StagehandCore
import StagehandHeadless
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The navigation controller's part of the contract (rules 52–57), one test or more per rule, on
/// the headless UIKit's `HeadlessNavigationController`.
@MainActor
@Suite("Navigation controller: rules 52–57")
struct NavigationControllerTests {
    /// A window whose root is a navigation controller holding "root", and a "detail" to push.
    private func makeNavigation(delegate: (any HeadlessNavigationControllerDelegate)? = nil) -> (
        system: HeadlessUIKit, navigation: HeadlessNavigationController, root: ModelViewController,
        detail: ModelViewController
    ) {
        let root = ModelViewController(name: "root", content: .listScreen(title: "Inbox", safeTop: 47))
        let navigation = HeadlessNavigationController(rootViewController: root)
        navigation.delegate = delegate
        let system = HeadlessUIKit(root: navigation.controller)
        let detail = ModelViewController(name: "detail", content: .card(title: "Ada"))
        return (system, navigation, root, detail)
    }

    private static let bounds = CGRect(origin: .zero, size: ContainerGeometry.iPhonePortrait.bounds.size)

    // MARK: Rule 52

    @Test(
        "Rule 52: willShow, then the animator, then the interaction controller; the body on the next turn; didShow once it completed"
    )
    func pushCallsInOrder() {
        let delegate = AnimatingNavigationDelegate()
        let (system, navigation, root, detail) = makeNavigation(delegate: delegate)
        let start = system.events.count
        navigation.pushViewController(detail, animated: true)
        // The stack changes at the call; the body waits for the next turn.
        #expect(navigation.viewControllers.map(\.name) == ["root", "detail"])
        #expect(navigation.topViewController === detail)
        #expect(detail.navigationController === navigation)
        #expect(delegate.animator.started == 0)
        #expect(
            system.lines(from: start) == [
                "system: navigation push from <root> to <detail>",
                "navigationDelegate.navigationController(_:willShow:animated:)",
                "navigationDelegate.navigationController(_:animationControllerFor:from:to:)",
                "navigationDelegate.navigationController(_:interactionControllerFor:)",
            ])
        #expect(delegate.asked == [.init(operation: .push, from: "root", to: "detail")])
        system.runUntilIdle()
        let lines = system.lines(from: start)
        let completed = lines.firstIndex(of: "context.completeTransition(true)")
        let didShow = lines.firstIndex(of: "navigationDelegate.navigationController(_:didShow:animated:)")
        #expect(completed != nil && didShow != nil && completed! < didShow!)
        #expect(lines.filter { $0.contains("didShow") }.count == 1)
        #expect(delegate.shown == ["will detail", "did detail"])
        #expect(root.appearanceEvents == [.willDisappear, .didDisappear])
        #expect(detail.appearanceEvents == [.willAppear, .didAppear])
        #expect(detail.view.superview === navigation.contentView)
        #expect(detail.view.state.frame == Self.bounds)
        #expect(root.view.superview == nil)
        #expect(system.breaches.isEmpty)
    }

    @Test("Rule 52: a pop asks for the animator with .pop, from the old top to the new one")
    func popOperation() {
        let delegate = AnimatingNavigationDelegate()
        let (system, navigation, root, detail) = makeNavigation(delegate: delegate)
        navigation.pushViewController(detail, animated: true)
        system.runUntilIdle()
        let popped = navigation.popViewController(animated: true)
        #expect(popped === detail)
        #expect(navigation.viewControllers.map(\.name) == ["root"])
        system.runUntilIdle()
        #expect(delegate.asked.last == .init(operation: .pop, from: "detail", to: "root"))
        #expect(root.view.superview === navigation.contentView)
        #expect(detail.view.superview == nil)
        #expect(detail.parent == nil)
        #expect(detail.navigationController == nil)
        #expect(delegate.shown.suffix(2) == ["will root", "did root"])
        #expect(system.breaches.isEmpty)
    }

    @Test(
        "Rule 52: the interaction controller is asked only for an animator, the animator only when animated",
        arguments: [(animated: true, answers: false), (animated: false, answers: true)])
    func askedOnlyWhenItCounts(animated: Bool, answers: Bool) {
        let delegate = AnimatingNavigationDelegate()
        delegate.answersAnimator = answers
        let (system, navigation, _, detail) = makeNavigation(delegate: delegate)
        let start = system.events.count
        navigation.pushViewController(detail, animated: animated)
        let lines = system.lines(from: start)
        #expect(lines.contains { $0.contains("interactionControllerFor") } == false)
        #expect(lines.contains { $0.contains("animationControllerFor") } == animated)
        system.runUntilIdle()
        // UIKit's own slide ran, and put the views in place itself.
        #expect(detail.view.superview === navigation.contentView)
        #expect(navigation.controller.view.subviews.count == 1)
        #expect(navigation.contentView.subviews.map(\.name) == ["detail"])
        #expect(system.breaches.isEmpty)
    }

    @Test("Rule 52: a delegate that supplies no animators is never asked, and UIKit's slide takes 0.35 s")
    func plainDelegateGetsTheSystemSlide() {
        let delegate = PlainNavigationDelegate()
        let (system, navigation, root, detail) = makeNavigation(delegate: delegate)
        navigation.pushViewController(detail, animated: true)
        system.advance(by: 0)
        #expect(detail.view.state.frame.minX == Self.bounds.width)
        system.advance(by: 0.175)
        #expect(abs(Double(detail.view.state.frame.minX) - Double(Self.bounds.width) / 2) < 0.5)
        system.runUntilIdle()
        #expect(delegate.shown == ["will detail", "did detail"])
        #expect(!system.events.map(\.description).contains { $0.contains("animationControllerFor") })
        #expect(root.view.superview == nil)
        #expect(system.breaches.isEmpty)
    }

    @Test(
        "Rule 52: off screen (its tab not selected) a push is made at once; the delegate hears of the top when the navigation controller appears"
    )
    func offScreenPushAndAppearance() {
        let delegate = AnimatingNavigationDelegate()
        let root = ModelViewController(name: "root")
        let navigation = HeadlessNavigationController(rootViewController: root)
        navigation.delegate = delegate
        let other = ModelViewController(name: "other")
        let tabs = HeadlessTabBarController(tabs: [navigation.controller, other])
        let system = HeadlessUIKit(root: tabs.controller)
        let detail = ModelViewController(name: "detail")
        tabs.tapTab(at: 1)
        navigation.pushViewController(detail, animated: true)
        // At once: no transition, no animator asked, nobody told.
        #expect(!navigation.isTransitioning)
        #expect(navigation.contentView.subviews.map(\.name) == ["detail"])
        #expect(delegate.asked.isEmpty && delegate.shown.isEmpty)
        tabs.tapTab(at: 0)
        #expect(delegate.shown == ["will detail", "did detail"])
        #expect(detail.appearanceEvents == [.willAppear, .didAppear])
        #expect(root.appearanceEvents == [.willDisappear, .didDisappear])
        #expect(system.breaches.isEmpty)
    }

    // MARK: Rule 53

    @Test("Rule 53: the context hands out both views in the content view, the to-view ending at its bounds")
    func contextOfAPush() throws {
        let delegate = AnimatingNavigationDelegate()
        let (system, navigation, root, detail) = makeNavigation(delegate: delegate)
        navigation.pushViewController(detail, animated: true)
        system.advance(by: 0)
        let context = try #require(navigation.currentTransitionContext)
        #expect(context.containerView === navigation.contentView)
        #expect(context.view(forKey: .from) === root.view)
        #expect(context.view(forKey: .to) === detail.view)
        #expect(context.navigationOperation == .push)
        #expect(context.presentationStyle == nil)
        #expect(context.initialFrame(for: root) == Self.bounds)
        #expect(context.finalFrame(for: root) == .zero)
        #expect(context.finalFrame(for: detail) == Self.bounds)
        #expect(system.isIgnoringTouches)
        system.runUntilIdle()
        #expect(!system.isIgnoringTouches)
        #expect(context.containerView == nil)
    }

    @Test(
        "Rule 53: the coordinator exists from the call's return until its completions, for the navigation controller and both controllers"
    )
    func coordinatorLifetime() throws {
        let delegate = AnimatingNavigationDelegate()
        let (system, navigation, root, detail) = makeNavigation(delegate: delegate)
        #expect(navigation.transitionCoordinator == nil)
        navigation.pushViewController(detail, animated: true)
        let coordinator = try #require(navigation.transitionCoordinator)
        #expect(navigation.controller.transitionCoordinator === coordinator)
        #expect(root.transitionCoordinator === coordinator)
        #expect(detail.transitionCoordinator === coordinator)
        var ranCompletion = false
        var coordinatorInsideCompletion: HeadlessTransitionCoordinator?
        coordinator.animate(alongsideTransition: nil) { _ in
            ranCompletion = true
            coordinatorInsideCompletion = navigation.transitionCoordinator
        }
        system.runUntilIdle()
        #expect(ranCompletion)
        #expect(coordinatorInsideCompletion == nil)
        #expect(navigation.transitionCoordinator == nil)
        #expect(detail.transitionCoordinator == nil)
    }

    @Test("Rule 53: a push from the coordinator's completion is a new transition, accepted")
    func pushFromTheCompletion() throws {
        let delegate = AnimatingNavigationDelegate()
        let (system, navigation, _, detail) = makeNavigation(delegate: delegate)
        let third = ModelViewController(name: "third")
        navigation.pushViewController(detail, animated: true)
        try #require(navigation.transitionCoordinator).animate(alongsideTransition: nil) { _ in
            navigation.pushViewController(third, animated: true)
        }
        system.runUntilIdle()
        #expect(navigation.viewControllers.map(\.name) == ["root", "detail", "third"])
        #expect(third.view.superview === navigation.contentView)
        #expect(system.breaches.isEmpty)
    }

    @Test("Rule 53: the navigation bar shows the new top in the transition's animation, not before")
    func barRunsAlongside() {
        let delegate = AnimatingNavigationDelegate()
        let (system, navigation, root, detail) = makeNavigation(delegate: delegate)
        navigation.pushViewController(detail, animated: true)
        #expect(navigation.navigationBarTopItem === root)
        system.advance(by: 0)
        #expect(navigation.navigationBarTopItem === detail)
        system.runUntilIdle()
        #expect(navigation.navigationBarTopItem === detail)
    }

    @Test(
        "Rule 53: an animator that leaves a view in the content view, or never adds the to-view, is caught",
        arguments: [AnimatorFault.leavesTheFromView, .neverAddsTheToView])
    func animatorFaults(fault: AnimatorFault) {
        let delegate = AnimatingNavigationDelegate()
        delegate.animator.fault = fault
        let (system, navigation, _, detail) = makeNavigation(delegate: delegate)
        navigation.pushViewController(detail, animated: true)
        system.runUntilIdle()
        switch fault {
        case .leavesTheFromView: #expect(system.breaches == [.navigationViewLeftBehind("root")])
        case .neverAddsTheToView: #expect(system.breaches == [.viewSetOutsideContainer("detail")])
        case .neverCompletes, .completesFinishedAfterCancel: Issue.record("not a row of this table")
        }
    }

    @Test("Rules 1 and 3: a push whose animator never completes freezes, as a presentation does")
    func pushNeverCompleted() {
        let delegate = AnimatingNavigationDelegate()
        delegate.animator.fault = .neverCompletes
        let (system, navigation, _, detail) = makeNavigation(delegate: delegate)
        navigation.pushViewController(detail, animated: true)
        #expect(system.finishRun() == [.neverCompleted])
        #expect(system.isIgnoringTouches)
    }

    // MARK: Rule 54

    @Test(
        "Rule 54: a cancelled interactive pop sends willShow once and no didShow, and the popped controller is the top again"
    )
    func cancelledInteractivePop() throws {
        let delegate = AnimatingNavigationDelegate()
        let (system, navigation, root, detail) = makeNavigation(delegate: delegate)
        navigation.pushViewController(detail, animated: true)
        system.runUntilIdle()
        delegate.shown.removeAll()
        delegate.interactive = true
        navigation.popViewController(animated: true)
        system.advance(by: 0)
        let interactor = try #require(delegate.interactor)
        #expect(navigation.viewControllers.map(\.name) == ["root"])
        #expect(!system.isIgnoringTouches)
        interactor.update(0.3)
        interactor.cancel()
        system.runUntilIdle()
        #expect(delegate.shown == ["will root"])
        #expect(navigation.viewControllers.map(\.name) == ["root", "detail"])
        #expect(navigation.topViewController === detail)
        #expect(detail.parent === navigation.controller)
        #expect(navigation.navigationBarTopItem === detail)
        #expect(detail.view.superview === navigation.contentView)
        #expect(detail.view.state.frame == Self.bounds)
        #expect(root.view.superview == nil)
        #expect(root.appearanceEvents.suffix(3) == [.willAppear, .willDisappear, .didDisappear])
        #expect(detail.appearanceEvents.suffix(3) == [.willDisappear, .willAppear, .didAppear])
        #expect(system.breaches.isEmpty)
    }

    @Test("Rule 54: a finished interactive pop sends didShow once")
    func finishedInteractivePop() throws {
        let delegate = AnimatingNavigationDelegate()
        let (system, navigation, root, detail) = makeNavigation(delegate: delegate)
        navigation.pushViewController(detail, animated: true)
        system.runUntilIdle()
        delegate.shown.removeAll()
        delegate.interactive = true
        navigation.popViewController(animated: true)
        system.advance(by: 0)
        let interactor = try #require(delegate.interactor)
        interactor.update(0.6)
        interactor.finish()
        system.runUntilIdle()
        #expect(delegate.shown == ["will root", "did root"])
        #expect(navigation.viewControllers.map(\.name) == ["root"])
        #expect(root.view.superview === navigation.contentView)
        #expect(system.breaches.isEmpty)
    }

    @Test(
        "Rule 54: popping to the root takes every controller above it off, and puts them back when cancelled")
    func popToRootCancelled() throws {
        let delegate = AnimatingNavigationDelegate()
        let (system, navigation, _, detail) = makeNavigation(delegate: delegate)
        let third = ModelViewController(name: "third")
        navigation.pushViewController(detail, animated: false)
        system.runUntilIdle()
        navigation.pushViewController(third, animated: false)
        system.runUntilIdle()
        delegate.interactive = true
        let popped = navigation.popToRootViewController(animated: true)
        #expect(popped?.map(\.name) == ["detail", "third"])
        system.advance(by: 0)
        try #require(delegate.interactor).cancel()
        system.runUntilIdle()
        #expect(navigation.viewControllers.map(\.name) == ["root", "detail", "third"])
        #expect(navigation.controller.children.map(\.name) == ["root", "detail", "third"])
        #expect(system.breaches.isEmpty)
    }

    @Test(
        "Rule 54: popping to a controller in the stack takes those above it off; an unknown or top target pops nothing"
    )
    func popToAController() throws {
        let delegate = AnimatingNavigationDelegate()
        let (system, navigation, root, detail) = makeNavigation(delegate: delegate)
        let third = ModelViewController(name: "third")
        let stranger = ModelViewController(name: "stranger")
        navigation.pushViewController(detail, animated: false)
        system.runUntilIdle()
        navigation.pushViewController(third, animated: false)
        system.runUntilIdle()
        #expect(navigation.popToViewController(stranger, animated: true) == nil)
        #expect(navigation.popToViewController(third, animated: true) == nil)
        #expect(navigation.popToViewController(detail, animated: true)?.map(\.name) == ["third"])
        #expect(navigation.isTransitioning)
        system.runUntilIdle()
        #expect(!navigation.isTransitioning)
        #expect(navigation.viewControllers.map(\.name) == ["root", "detail"])
        #expect(delegate.asked.last == .init(operation: .pop, from: "third", to: "detail"))
        #expect(third.parent == nil)
        #expect(system.breaches.isEmpty)
        _ = root
    }

    @Test(
        "Rule 8: a cancelled interruptible pop finished again sends the forward wills again, and completes as a pop"
    )
    func cancelledThenResumed() throws {
        let delegate = AnimatingNavigationDelegate()
        delegate.animator.isInterruptible = true
        let (system, navigation, root, detail) = makeNavigation(delegate: delegate)
        navigation.pushViewController(detail, animated: false)
        system.runUntilIdle()
        delegate.interactive = true
        navigation.popViewController(animated: true)
        system.advance(by: 0)
        let interactor = try #require(delegate.interactor)
        let context = try #require(navigation.currentTransitionContext)
        interactor.update(0.5)
        interactor.cancel()
        system.advance(by: 1.0 / 60)
        context.pauseInteractiveTransition()
        interactor.finish()
        system.runUntilIdle()
        #expect(navigation.viewControllers.map(\.name) == ["root"])
        #expect(root.appearanceEvents.suffix(4) == [.willAppear, .willDisappear, .willAppear, .didAppear])
        #expect(
            detail.appearanceEvents.suffix(4) == [.willDisappear, .willAppear, .willDisappear, .didDisappear])
        #expect(system.breaches.isEmpty)
    }

    @Test(
        "Rule 5: a push completed as finished after a cancel follows what the animator said, and is flagged")
    func completedAgainstTheCancel() throws {
        let delegate = AnimatingNavigationDelegate()
        delegate.animator.fault = .completesFinishedAfterCancel
        delegate.interactive = true
        let (system, navigation, root, detail) = makeNavigation(delegate: delegate)
        navigation.pushViewController(detail, animated: true)
        system.advance(by: 0)
        try #require(delegate.interactor).cancel()
        system.runUntilIdle()
        #expect(system.breaches == [.completedCancelledAsFinished])
        #expect(navigation.viewControllers.map(\.name) == ["root", "detail"])
        #expect(detail.appearanceEvents == [.willAppear, .willDisappear, .willAppear, .didAppear])
        #expect(root.appearanceEvents.last == .didDisappear)
    }

    @Test("A navigation controller outside any window pushes and pops at once, with no transition")
    func outsideTheWindow() {
        let root = ModelViewController(name: "root")
        let detail = ModelViewController(name: "detail")
        let navigation = HeadlessNavigationController(rootViewController: root)
        let delegate = AnimatingNavigationDelegate()
        navigation.delegate = delegate
        navigation.pushViewController(detail, animated: true)
        #expect(!navigation.isTransitioning)
        #expect(delegate.asked.isEmpty)
        #expect(navigation.contentView.subviews.map(\.name) == ["detail"])
        #expect(navigation.navigationBarTopItem === detail)
        #expect(navigation.popViewController(animated: true) === detail)
        #expect(navigation.contentView.subviews.map(\.name) == ["root"])
        #expect(detail.parent == nil)
    }

    @Test("A delegate that only supplies animators needs no willShow or didShow of its own")
    func animatorsOnly() {
        let delegate = AnimatorsOnlyDelegate()
        let (system, navigation, _, detail) = makeNavigation(delegate: delegate)
        navigation.pushViewController(detail, animated: true)
        system.runUntilIdle()
        #expect(delegate.animator.started == 1)
        #expect(navigation.topViewController === detail)
        #expect(system.breaches.isEmpty)
    }

    // MARK: Rule 55

    @Test(
        "Rule 55: UIKit's edge swipe pops, unless the delegate supplies animators (even none) or the stack holds one controller",
        arguments: [
            (delegate: DelegateKind.none, pushes: true, pops: true),
            (delegate: .plain, pushes: true, pops: true),
            (delegate: .animating, pushes: true, pops: false),
            (delegate: .animatingWithNoAnimators, pushes: true, pops: false),
            (delegate: .plain, pushes: false, pops: false),
        ])
    func systemEdgeSwipe(delegate kind: DelegateKind, pushes: Bool, pops: Bool) {
        let delegate = kind.make()
        let (system, navigation, _, detail) = makeNavigation(delegate: delegate)
        if pushes {
            navigation.pushViewController(detail, animated: true)
            system.runUntilIdle()
        }
        let before = navigation.viewControllers.map(\.name)
        system.pan(from: CGPoint(x: 2, y: 400), by: CGPoint(x: 260, y: 0), steps: 12)
        system.runUntilIdle()
        let after = navigation.viewControllers.map(\.name)
        #expect((after.count == before.count - 1) == pops, "\(before) -> \(after)")
        #expect(system.breaches.isEmpty)
        _ = delegate
    }

    @Test("Rule 55: a short, slow edge swipe does not pop")
    func shortSwipe() {
        let (system, navigation, _, detail) = makeNavigation()
        navigation.pushViewController(detail, animated: false)
        system.runUntilIdle()
        system.pan(from: CGPoint(x: 2, y: 400), by: CGPoint(x: 60, y: 0), steps: 30)
        system.runUntilIdle()
        #expect(navigation.viewControllers.map(\.name) == ["root", "detail"])
    }

    // MARK: Rule 56

    @Test(
        "Rule 56: a push or a pop during a navigation transition is recorded and dropped",
        arguments: [true, false])
    func nestedTransition(secondIsPush: Bool) {
        let delegate = AnimatingNavigationDelegate()
        let (system, navigation, _, detail) = makeNavigation(delegate: delegate)
        let third = ModelViewController(name: "third")
        navigation.pushViewController(detail, animated: true)
        if secondIsPush {
            navigation.pushViewController(third, animated: true)
        } else {
            #expect(navigation.popViewController(animated: true) == nil)
        }
        let word = secondIsPush ? "push" : "pop"
        let message = "nested \(word) animation can result in corrupted navigation bar"
        #expect(system.breaches == [.nestedNavigationTransition(message)])
        #expect(system.events.contains(.refused(rule: 56, message: message)))
        system.runUntilIdle()
        #expect(navigation.viewControllers.map(\.name) == ["root", "detail"])
        #expect(third.parent == nil)
    }

    // MARK: Rule 57

    @Test("Rule 57: pushing a controller in the stack, or one that is presented, is recorded and dropped")
    func pushingAnActiveController() {
        let (system, navigation, root, detail) = makeNavigation()
        navigation.pushViewController(root, animated: false)
        #expect(system.breaches == [.pushedActiveController("root")])
        let sheet = ModelViewController(name: "sheet")
        sheet.modalPresentationStyle = .overFullScreen
        navigation.controller.present(sheet, animated: false)
        system.runUntilIdle()
        navigation.pushViewController(sheet, animated: true)
        #expect(system.breaches == [.pushedActiveController("root"), .pushedActiveController("sheet")])
        #expect(navigation.viewControllers.map(\.name) == ["root"])
        _ = detail
    }
}

/// What kind of navigation delegate a row of the edge-swipe table sets.
enum DelegateKind: Sendable, CustomStringConvertible {
    case none, plain, animating, animatingWithNoAnimators

    @MainActor
    func make() -> (any HeadlessNavigationControllerDelegate)? {
        switch self {
        case .none: return nil
        case .plain: return PlainNavigationDelegate()
        case .animating: return AnimatingNavigationDelegate()
        case .animatingWithNoAnimators:
            let delegate = AnimatingNavigationDelegate()
            delegate.answersAnimator = false
            return delegate
        }
    }

    var description: String {
        switch self {
        case .none: "no delegate"
        case .plain: "a delegate without animators"
        case .animating: "a delegate with animators"
        case .animatingWithNoAnimators: "a delegate implementing the animator method, answering nil"
        }
    }
}

/// A fault a test plants in ``NavigationSlideAnimator``.
enum AnimatorFault: Sendable {
    case leavesTheFromView, neverAddsTheToView, neverCompletes, completesFinishedAfterCancel
}

/// A navigation delegate that implements only the animator method (UIKit's defaults for the rest).
@MainActor
final class AnimatorsOnlyDelegate: HeadlessNavigationAnimating {
    let animator = NavigationSlideAnimator()

    func navigationController(
        _ navigationController: HeadlessNavigationController,
        animationControllerFor operation: NavigationOperation, from: ModelViewController,
        to: ModelViewController
    ) -> (any HeadlessAnimatedTransitioning)? { animator }
}

/// A navigation delegate that only hears `willShow` and `didShow`, and records them.
@MainActor
class PlainNavigationDelegate: HeadlessNavigationControllerDelegate {
    var shown: [String] = []

    func navigationController(
        _ navigationController: HeadlessNavigationController, willShow viewController: ModelViewController,
        animated: Bool
    ) { shown.append("will \(viewController.name)") }

    func navigationController(
        _ navigationController: HeadlessNavigationController, didShow viewController: ModelViewController,
        animated: Bool
    ) { shown.append("did \(viewController.name)") }
}

/// A navigation delegate that supplies a ``NavigationSlideAnimator`` (and, when `interactive`, a
/// ``PercentInteractor``) and records what it was asked and shown.
@MainActor
final class AnimatingNavigationDelegate: PlainNavigationDelegate, HeadlessNavigationAnimating {
    struct Question: Equatable {
        var operation: NavigationOperation
        var from: String
        var to: String
    }

    let supply = AnimatorSupply()
    var animator: NavigationSlideAnimator { supply.animator }
    var answersAnimator = true
    var interactive: Bool {
        get { supply.interactive }
        set { supply.interactive = newValue }
    }
    var interactor: PercentInteractor? { supply.interactor }
    private(set) var asked: [Question] = []

    func navigationController(
        _ navigationController: HeadlessNavigationController,
        animationControllerFor operation: NavigationOperation, from: ModelViewController,
        to: ModelViewController
    ) -> (any HeadlessAnimatedTransitioning)? {
        asked.append(Question(operation: operation, from: from.name, to: to.name))
        return answersAnimator ? animator : nil
    }

    func navigationController(
        _ navigationController: HeadlessNavigationController,
        interactionControllerFor animator: any HeadlessAnimatedTransitioning
    ) -> (any HeadlessInteractiveTransitioning)? { supply.vendInteractor() }
}

/// A ``NavigationSlideAnimator`` and, when `interactive`, a ``PercentInteractor`` driving it: what
/// the test delegates of navigation and tab bar controllers hand out.
@MainActor
final class AnimatorSupply {
    let animator = NavigationSlideAnimator()
    var interactive = false
    private(set) var interactor: PercentInteractor?

    /// A new interaction controller over the animator when `interactive`, else nil.
    func vendInteractor() -> (any HeadlessInteractiveTransitioning)? {
        guard interactive else { return nil }
        let interactor = PercentInteractor(animator: animator)
        self.interactor = interactor
        return interactor
    }
}

/// A push or pop animator that slides the to-view in from the right (a push) or the from-view out to
/// it (a pop), and takes out the view that left the screen before it completes (rule 53), unless a
/// fault is planted.
@MainActor
final class NavigationSlideAnimator: AnimationHolding {
    var fault: AnimatorFault?
    var isInterruptible = false
    private(set) var started = 0
    private(set) var animation: HeadlessPropertyAnimation?

    func transitionDuration(using transitionContext: HeadlessTransitionContext?) -> Double { 0.3 }

    func animateTransition(using context: HeadlessTransitionContext) {
        started += 1
        guard let container = context.containerView, let system = context.system,
            let from = context.view(forKey: .from), let to = context.view(forKey: .to),
            let toController = context.viewController(forKey: .to)
        else { return }
        let bounds = context.finalFrame(for: toController)
        let offscreen = bounds.offsetBy(dx: bounds.width, dy: 0)
        let push = context.navigationOperation == .push
        if fault != .neverAddsTheToView {
            if push { container.addSubview(to) } else { container.insertSubview(to, belowSubview: from) }
        }
        to.state.frame = push ? offscreen : bounds
        let moving = push ? to : from
        var start = moving.state
        start.frame = push ? offscreen : bounds
        var end = moving.state
        end.frame = push ? bounds : offscreen
        let fault = fault
        let animation = HeadlessPropertyAnimation(
            view: moving, from: start, to: end, duration: 0.3,
            completion: { _ in
                guard fault != .neverCompletes else { return }
                let cancelled = context.transitionWasCancelled && fault != .completesFinishedAfterCancel
                if fault != .leavesTheFromView { (cancelled ? to : from).removeFromSuperview() }
                context.completeTransition(!cancelled)
            })
        self.animation = animation
        animation.start(in: system)
    }
}
