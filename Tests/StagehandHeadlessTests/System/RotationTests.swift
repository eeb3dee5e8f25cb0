import Foundation
import StagehandCore
import StagehandHeadless
import StagehandUIKitLayer
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A presented card whose presentation controller the test configures.
@MainActor
private func presentedCard(
    configure: @escaping (CardPresentationController) -> Void = { _ in }
) -> (HeadlessUIKit, ModelViewController, ModelViewController, TestDelegate) {
    let delegate = TestDelegate(controller: {
        let controller = CardPresentationController(presentedViewController: $0, presenting: $1)
        configure(controller)
        return controller
    })
    let (system, root, detail) = makeSystem(delegate: delegate)
    presentAndSettle(system, root, detail)
    return (system, root, detail, delegate)
}

@MainActor
@Suite("Headless UIKit: rotation and layout (rules 26–28)")
struct RotationTests {
    @Test("At rest: viewWillTransition root -> children -> PC -> presented, then the container's layout")
    func atRest() {
        let (system, root, detail, delegate) = presentedCard()
        let child = ModelViewController(name: "child")
        root.addChild(child)
        child.didMove(toParent: root)
        let start = system.events.count
        system.setGeometry(.iPhoneLandscape)
        #expect(
            system.lines(from: start) == [
                "system: geometry 844x390",
                "root.viewWillTransition(to: 844x390)",
                "child.viewWillTransition(to: 844x390)",
                "pc.viewWillTransition(to:)",
                "detail.viewWillTransition(to: 844x390)",
                "pc.containerViewWillLayoutSubviews()",
                "pc.containerViewDidLayoutSubviews()",
            ])
        #expect(detail.view.state.frame == CGRect(x: 0, y: 195, width: 844, height: 195))
        #expect(root.view.state.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(
            detail.presentationController?.containerView?.safeAreaInsets
                == ContainerGeometry.iPhoneLandscape.safeArea)
        #expect(system.breaches.isEmpty)
        #expect(detail.viewWillTransitionCount == 1)
        // Rule 26: no call when the size is unchanged.
        system.setGeometry(.iPhoneLandscape)
        #expect(root.viewWillTransitionCount == 1)
        _ = delegate
    }

    @Test("Rule 27: a PC that does not reset the frame is flagged; autoresizing stretched the view first")
    func notReset() {
        let (system, _, detail, delegate) = presentedCard { $0.resetsFrame = false }
        system.setGeometry(ContainerGeometry(size: CGSize(width: 500, height: 900)))
        // Flexible size: 390 x 422 grew by 110 x 56.
        #expect(detail.view.state.frame == CGRect(x: 0, y: 422, width: 500, height: 478))
        #expect(system.breaches == [.presentedFrameNotReset("detail")])
        _ = delegate
    }

    @Test("Rule 26: a PC that skips super stops the flow to the presented controller")
    func skippedSuper() {
        let (system, root, detail, delegate) = presentedCard { $0.forwardsViewWillTransition = false }
        system.setGeometry(.iPhoneLandscape)
        #expect(root.viewWillTransitionCount == 1)
        #expect(detail.viewWillTransitionCount == 0)
        _ = delegate
    }

    @Test(
        "During a presentation the layout runs, unchecked; during a dismissal UIKit skips WillLayout (rule 27)"
    )
    func inFlight() {
        let delegate = TestDelegate()
        let (system, root, detail) = makeSystem(delegate: delegate)
        root.present(detail)
        system.advance(by: 0)
        system.advance(by: 0.1)
        var start = system.events.count
        system.setGeometry(.iPhoneLandscape)
        #expect(
            system.lines(from: start).suffix(2) == [
                "pc.containerViewWillLayoutSubviews()", "pc.containerViewDidLayoutSubviews()",
            ])
        system.runUntilIdle()
        detail.dismiss()
        system.advance(by: 0)
        start = system.events.count
        system.setGeometry(.iPhonePortrait)
        // Rule 34: DidLayout while dismissing is unknown; the model calls it.
        #expect(
            system.lines(from: start).suffix(2) == [
                "system: containerViewWillLayoutSubviews skipped: dismissing",
                "pc.containerViewDidLayoutSubviews()",
            ])
        system.runUntilIdle()
        #expect(system.window.subviews.map(\.name) == ["root"])
        #expect(root.view.state.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test("Rule 28: preferredContentSize changes reach the PC while presented only")
    func preferredContentSize() {
        let (system, _, detail, delegate) = presentedCard()
        let start = system.events.count
        detail.preferredContentSize = CGSize(width: 390, height: 300)
        detail.preferredContentSize = CGSize(width: 390, height: 300)
        #expect(system.lines(from: start) == ["pc.preferredContentSizeDidChange(forChildContentContainer:)"])
        let other = ModelViewController(name: "other")
        other.preferredContentSize = CGSize(width: 1, height: 1)
        #expect(system.events.count == start + 1)
        _ = delegate
    }
}
