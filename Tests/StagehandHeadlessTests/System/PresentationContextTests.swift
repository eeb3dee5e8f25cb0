import Foundation
import StagehandCore
import StagehandHeadless
import StagehandUIKitLayer
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A root with a child "tab" covering its lower half, defining a presentation context.
@MainActor
private func makeTabbedSystem() -> (HeadlessUIKit, ModelViewController, ModelViewController) {
    let root = ModelViewController(name: "root")
    let system = HeadlessUIKit(root: root)
    let tab = ModelViewController(name: "tab")
    root.addChild(tab)
    tab.didMove(toParent: root)
    tab.view.state.frame = CGRect(x: 0, y: 400, width: 390, height: 444)
    root.view.addSubview(tab.view)
    tab.definesPresentationContext = true
    return (system, root, tab)
}

@MainActor
@Suite("Headless UIKit: presentation contexts (§2 Styles)")
struct PresentationContextTests {
    @Test("A context style presents over the definesPresentationContext controller only")
    func contextStyle() {
        let (system, root, tab) = makeTabbedSystem()
        let detail = ModelViewController(name: "detail")
        detail.modalPresentationStyle = .currentContext
        tab.present(detail)
        system.runUntilIdle()
        #expect(detail.presentingViewController === tab)
        #expect(system.lines().contains("system: container inserted into root"))
        let container = root.view.subviews.last
        #expect(container?.name == "container")
        #expect(container?.state.frame == CGRect(x: 0, y: 400, width: 390, height: 444))
        #expect(detail.view.state.frame == CGRect(x: 0, y: 0, width: 390, height: 444))
        // The tab appeared with its view (rule 64); .currentContext removes the covered controller's
        // view (§5: it gets appearance calls, from the presentation only).
        #expect(tab.appearanceEvents == [.willAppear, .didAppear, .willDisappear, .didDisappear])
        #expect(!system.isInWindow(tab.view))
        detail.dismiss()
        system.runUntilIdle()
        #expect(root.view.subviews.map(\.name) == ["tab"])
        #expect(tab.view.state.frame == CGRect(x: 0, y: 400, width: 390, height: 444))
        #expect(system.breaches.isEmpty)
    }

    @Test("A custom PC honours definesPresentationContext only when shouldPresentInFullscreen is false")
    func customContext() {
        for fullscreen in [true, false] {
            let (system, root, tab) = makeTabbedSystem()
            let delegate = TestDelegate(controller: {
                let controller = CardPresentationController(presentedViewController: $0, presenting: $1)
                controller.fullscreen = fullscreen
                return controller
            })
            let detail = ModelViewController(name: "detail")
            detail.modalPresentationStyle = .custom
            detail.transitioningDelegate = delegate
            tab.present(detail)
            system.runUntilIdle()
            let host = fullscreen ? "window" : "root"
            #expect(system.lines().contains("system: container inserted into \(host)"))
            #expect(system.breaches.isEmpty)
            _ = root
        }
    }

    @Test("The same script gives the same log: the system is deterministic")
    func deterministic() {
        func run() -> [SystemEvent] {
            let delegate = TestDelegate()
            let animator = SlideAnimator(interruptible: true)
            let interactor = PercentInteractor(animator: animator, wantsInteractiveStart: false)
            delegate.presentAnimator = animator
            delegate.presentInteractor = interactor
            let (system, root, detail) = makeSystem(delegate: delegate)
            root.present(detail)
            system.advance(by: 0)
            system.advance(by: 0.1)
            interactor.pause()
            interactor.finish()
            system.runUntilIdle()
            detail.dismiss()
            system.runUntilIdle()
            return system.events
        }
        let first = run()
        #expect(first == run())
        #expect(first.count > 20)
    }
}
