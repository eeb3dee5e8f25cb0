import Foundation
import StagehandCore
import StagehandHeadless
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A presentation controller of the test's: full screen or not, removing the presenter's view or not.
@MainActor
private final class ConfigurablePresentationController: HeadlessPresentationController {
    var removes = false
    var fullscreen = true
    override var shouldRemovePresentersView: Bool { removes }
    override var shouldPresentInFullscreen: Bool { fullscreen }
}

/// An animator that adds the presented view at its final frame and completes at once.
@MainActor
private final class InstantAnimator: HeadlessAnimatedTransitioning {
    func transitionDuration(using transitionContext: HeadlessTransitionContext?) -> Double { 0 }

    func animateTransition(using context: HeadlessTransitionContext) {
        if context.isPresenting, let view = context.view(forKey: .to),
            let controller = context.viewController(forKey: .to)
        {
            context.containerView?.addSubview(view)
            view.state.frame = context.finalFrame(for: controller)
        }
        context.completeTransition(true)
    }
}

@MainActor
@Suite("Headless UIKit: status bar owner (rule 36), .automatic (rule 37), UIKit's default custom PC (§2)")
struct StatusBarAndStyleTests {
    struct OwnerCase: Sendable, CustomStringConvertible {
        let name: String
        let style: ModalPresentationStyle
        /// For `.custom`: the presentation controller's answers (nil: UIKit's default one).
        let removes: Bool?
        let fullscreen: Bool
        let captures: Bool
        let presentedOwns: Bool
        let line: Int
        var description: String { "\(name) (line \(line))" }
    }

    nonisolated static let owners: [OwnerCase] = [
        OwnerCase(
            name: ".fullScreen", style: .fullScreen, removes: nil, fullscreen: true, captures: false,
            presentedOwns: true, line: #line),
        OwnerCase(
            name: ".overFullScreen", style: .overFullScreen, removes: nil, fullscreen: true, captures: false,
            presentedOwns: false, line: #line),
        OwnerCase(
            name: ".overFullScreen, capturing", style: .overFullScreen, removes: nil, fullscreen: true,
            captures: true, presentedOwns: true, line: #line),
        OwnerCase(
            name: ".currentContext", style: .currentContext, removes: nil, fullscreen: true, captures: false,
            presentedOwns: false, line: #line),
        OwnerCase(
            name: ".pageSheet", style: .pageSheet, removes: nil, fullscreen: true, captures: false,
            presentedOwns: false, line: #line),
        OwnerCase(
            name: ".automatic", style: .automatic, removes: nil, fullscreen: true, captures: false,
            presentedOwns: false, line: #line),
        OwnerCase(
            name: ".custom, UIKit's default PC", style: .custom, removes: nil, fullscreen: true,
            captures: false,
            presentedOwns: false, line: #line),
        OwnerCase(
            name: ".custom, PC keeps the presenter", style: .custom, removes: false, fullscreen: true,
            captures: false, presentedOwns: false, line: #line),
        OwnerCase(
            name: ".custom, PC removes the presenter", style: .custom, removes: true, fullscreen: true,
            captures: false, presentedOwns: true, line: #line),
        OwnerCase(
            name: ".custom, PC removes the presenter, not full screen", style: .custom, removes: true,
            fullscreen: false, captures: false, presentedOwns: false, line: #line),
        OwnerCase(
            name: ".custom, PC keeps the presenter, capturing", style: .custom, removes: false,
            fullscreen: true,
            captures: true, presentedOwns: true, line: #line),
    ]

    @Test(
        "Rule 36: the status bar and home indicator pass to the presented controller only when its presentation says so",
        arguments: owners.indices)
    func owner(_ index: Int) {
        let testCase = Self.owners[index]
        var delegate: TestDelegate?
        if testCase.style == .custom {
            delegate = TestDelegate(presentAnimator: InstantAnimator(), dismissAnimator: InstantAnimator())
            delegate?.makeController = { presented, presenting in
                guard let removes = testCase.removes else { return nil }
                let controller = ConfigurablePresentationController(
                    presentedViewController: presented, presenting: presenting)
                controller.removes = removes
                controller.fullscreen = testCase.fullscreen
                return controller
            }
        }
        let (system, root, detail) = makeSystem(style: testCase.style, delegate: delegate)
        root.preferredStatusBarStyle = .darkContent
        detail.preferredStatusBarStyle = .lightContent
        detail.prefersStatusBarHidden = true
        detail.prefersHomeIndicatorAutoHidden = true
        detail.modalPresentationCapturesStatusBarAppearance = testCase.captures
        #expect(system.statusBarAppearanceController === root)
        presentAndSettle(system, root, detail)
        let owner = testCase.presentedOwns ? detail : root
        #expect(system.statusBarAppearanceController === owner)
        #expect(system.statusBarStyle == (testCase.presentedOwns ? .lightContent : .darkContent))
        #expect(system.isStatusBarHidden == testCase.presentedOwns)
        #expect(system.isHomeIndicatorAutoHidden == testCase.presentedOwns)
        detail.dismiss()
        system.runUntilIdle()
        #expect(system.statusBarAppearanceController === root)
        #expect(system.breaches.isEmpty)
    }

    @Test("Rule 36: each attribute follows its childFor... chain from the owner")
    func childForwarding() {
        let (system, root, _) = makeSystem()
        let top = ModelViewController(name: "top")
        let bottom = ModelViewController(name: "bottom")
        root.addChild(top)
        top.didMove(toParent: root)
        root.addChild(bottom)
        bottom.didMove(toParent: root)
        top.preferredStatusBarStyle = .lightContent
        bottom.prefersStatusBarHidden = true
        bottom.prefersHomeIndicatorAutoHidden = true
        root.childForStatusBarStyle = top
        root.childForStatusBarHidden = bottom
        #expect(system.statusBarStyleController === top)
        #expect(system.statusBarStyle == .lightContent)
        #expect(system.statusBarHiddenController === bottom)
        #expect(system.isStatusBarHidden)
        #expect(system.homeIndicatorAutoHiddenController === root)
        #expect(!system.isHomeIndicatorAutoHidden)
        root.childForHomeIndicatorAutoHidden = bottom
        #expect(system.isHomeIndicatorAutoHidden)
        // A loop stops where it would come back.
        top.childForStatusBarStyle = root
        #expect(system.statusBarStyleController === top)
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(system.lines().last == "system: status bar from <top>: lightContent, hidden")
        root.setNeedsUpdateOfHomeIndicatorAutoHidden()
        #expect(system.lines().last == "system: home indicator from <bottom>: auto-hidden")
    }

    @Test(
        "Rule 36: the status bar returns to the presenter when the presentation link is torn down (rule 33)")
    func statusBarAtDismissal() {
        let (system, root, detail) = makeSystem(style: .fullScreen)
        presentAndSettle(system, root, detail)
        var owners: [String] = []
        detail.dismiss { owners.append(system.statusBarAppearanceController.name) }
        #expect(system.statusBarAppearanceController === detail)
        system.runUntilIdle()
        #expect(owners == ["root"])
    }

    @Test(
        "Rule 36: supported orientations from the topmost .fullScreen, .overFullScreen or .custom presented controller",
        arguments: [
            (ModalPresentationStyle.fullScreen, true), (.overFullScreen, true), (.custom, true),
            (.pageSheet, false), (.overCurrentContext, false), (.automatic, false),
        ])
    func orientations(_ style: ModalPresentationStyle, decides: Bool) {
        let (system, root, detail) = makeSystem(style: style)
        detail.supportedInterfaceOrientations = .portrait
        presentAndSettle(system, root, detail)
        #expect(system.supportedInterfaceOrientationsController === (decides ? detail : root))
        #expect(root.supportedInterfaceOrientations == .allButUpsideDown)
    }

    @Test("Rule 37: .automatic resolves on every read; what was assigned is remembered apart")
    func automatic() {
        let controller = ModelViewController(name: "controller")
        #expect(controller.modalPresentationStyle == .pageSheet)
        #expect(controller.assignedModalPresentationStyle == .automatic)
        #expect(!controller.hasAssignedModalPresentationStyle)
        controller.modalPresentationStyle = .automatic
        #expect(controller.modalPresentationStyle == .pageSheet)
        #expect(controller.hasAssignedModalPresentationStyle)
        // A library that sets .custom and "restores the previous style" from a read writes the
        // resolved style, not .automatic: the trap the contract names.
        let previous = controller.modalPresentationStyle
        controller.modalPresentationStyle = .custom
        controller.modalPresentationStyle = previous
        #expect(controller.assignedModalPresentationStyle == .pageSheet)
        #expect(ModalPresentationStyle.allCases.allSatisfy { $0.resolvingAutomatic != .automatic })
    }

    @Test("Rule 37: a transition's context and coordinator report the resolved style")
    func resolvedInTransition() {
        let (system, root, detail) = makeSystem(style: .automatic)
        root.present(detail)
        #expect(root.transitionCoordinator?.presentationStyle == .pageSheet)
        #expect(system.currentTransitionContext?.presentationStyle == .pageSheet)
        system.runUntilIdle()
    }

    @Test(
        "§2 Styles, rule 11: .custom without an app PC gets UIKit's default one: the presenter stays, no appearance calls, no .from view",
        arguments: [false, true])
    func defaultCustomPresentationController(withAnimator: Bool) {
        let delegate =
            withAnimator
            ? TestDelegate(
                controller: { _, _ in nil }, presentAnimator: SlideAnimator(),
                dismissAnimator: SlideAnimator())
            : nil
        let (system, root, detail) = makeSystem(style: .custom, delegate: delegate)
        root.present(detail)
        system.advance(by: 0)
        let context = system.currentTransitionContext
        #expect(detail.presentationController?.shouldRemovePresentersView == false)
        #expect(detail.presentationController?.shouldPresentInFullscreen == true)
        #expect(context?.view(forKey: .from) == nil)
        #expect(context?.view(forKey: .to) === detail.view)
        #expect(context?.finalFrame(for: detail) == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(context?.finalFrame(for: root) == CGRect(x: 0, y: 0, width: 390, height: 844))
        system.runUntilIdle()
        #expect(system.isInWindow(root.view))
        #expect(root.appearanceEvents.isEmpty)
        #expect(detail.appearanceEvents == [.willAppear, .didAppear])
        detail.dismiss()
        system.runUntilIdle()
        #expect(root.appearanceEvents.isEmpty)
        #expect(system.window.subviews.map(\.name) == ["root"])
        #expect(system.breaches.isEmpty)
    }
}
