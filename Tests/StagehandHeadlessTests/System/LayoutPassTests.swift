import Foundation
import StagehandCore
import StagehandHeadless
import StagehandUIKitLayer
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A bottom-half card whose layout callbacks are counted, and which can do more in them.
@MainActor
private final class CountingPresentationController: HeadlessPresentationController {
    var calls: [String] = []
    var resetsFrame = true
    var onWillLayout: (() -> Void)?

    override var frameOfPresentedViewInContainerView: CGRect {
        let size = containerView?.state.frame.size ?? .zero
        return CGRect(x: 0, y: size.height / 2, width: size.width, height: size.height / 2)
    }

    override func containerViewWillLayoutSubviews() {
        calls.append("will")
        if resetsFrame { presentedView?.state.frame = frameOfPresentedViewInContainerView }
        onWillLayout?()
    }

    override func containerViewDidLayoutSubviews() { calls.append("did") }
}

/// `detail` presented at rest by a ``CountingPresentationController``, its calls so far cleared.
@MainActor
private func presentedAtRest() throws -> (
    HeadlessUIKit, ModelViewController, ModelViewController, CountingPresentationController, TestDelegate
) {
    var pc: CountingPresentationController?
    let delegate = TestDelegate(controller: {
        let controller = CountingPresentationController(presentedViewController: $0, presenting: $1)
        pc = controller
        return controller
    })
    let (system, root, detail) = makeSystem(delegate: delegate)
    presentAndSettle(system, root, detail)
    pc?.calls.removeAll()
    return (system, root, detail, try #require(pc), delegate)
}

@MainActor
@Suite("Headless UIKit: layout passes as UIKit makes them (rules 27, 34)")
struct LayoutPassTests {
    @Test("A new container is laid out at the end of the body's turn; at rest nothing is, unmarked")
    func newContainer() {
        var pc: CountingPresentationController?
        let delegate = TestDelegate(controller: {
            let controller = CountingPresentationController(presentedViewController: $0, presenting: $1)
            pc = controller
            return controller
        })
        let (system, root, detail) = makeSystem(delegate: delegate)
        root.present(detail)
        system.advance(by: 0)
        #expect(pc?.calls == ["will", "did"])
        system.runUntilIdle()
        #expect(pc?.calls == ["will", "did"])
        system.advance(by: 1)
        #expect(pc?.calls == ["will", "did"])
        #expect(system.breaches.isEmpty)
    }

    @Test("setNeedsLayout marks the container: one pass at the end of the turn, however often marked")
    func setNeedsLayout() throws {
        let (system, _, detail, pc, delegate) = try presentedAtRest()
        let container = detail.presentationController?.containerView
        container?.setNeedsLayout()
        container?.setNeedsLayout()
        #expect(pc.calls.isEmpty)
        #expect(!system.isIdle)
        system.advance(by: 0)
        #expect(pc.calls == ["will", "did"])
        system.advance(by: 0)
        #expect(pc.calls == ["will", "did"])
        _ = delegate
    }

    struct MarkCase: Sendable, CustomStringConvertible {
        let name: String
        let line: Int
        var description: String { "\(name) (line \(line))" }
    }

    @Test(
        "A subview added or removed, or a new size, marks the container; a new position or safe area doesn't",
        arguments: [
            MarkCase(name: "subview added", line: #line), MarkCase(name: "subview removed", line: #line),
            MarkCase(name: "resized", line: #line), MarkCase(name: "moved", line: #line),
            MarkCase(name: "safe area", line: #line),
        ])
    func marks(_ testCase: MarkCase) throws {
        let (system, _, detail, pc, delegate) = try presentedAtRest()
        guard let container = detail.presentationController?.containerView else {
            Issue.record("no container")
            return
        }
        let chrome = ModelView(name: "chrome")
        switch testCase.name {
        case "subview added": container.addSubview(chrome)
        case "subview removed": detail.view.removeFromSuperview()
        case "resized": container.state.frame.size.height -= 100
        case "moved": container.state.frame.origin.y += 10
        default: container.safeAreaInsets = Insets(top: 0, left: 0, bottom: 0, right: 0)
        }
        system.advance(by: 0)
        let marked = ["subview added", "subview removed", "resized"].contains(testCase.name)
        #expect(pc.calls == (marked ? ["will", "did"] : []))
        _ = delegate
    }

    @Test("Rule 34: layoutIfNeeded inside an animation block re-enters the presentation controller at once")
    func reentrantLayoutIfNeeded() {
        var pc: CountingPresentationController?
        let delegate = TestDelegate(controller: {
            let controller = CountingPresentationController(presentedViewController: $0, presenting: $1)
            pc = controller
            return controller
        })
        let (system, root, detail) = makeSystem(delegate: delegate)
        root.present(detail)
        var inBlock: [[String]] = []
        root.transitionCoordinator?.animate(alongsideTransition: { context in
            inBlock.append(pc?.calls ?? [])
            context.containerView?.setNeedsLayout()
            detail.view.layoutIfNeeded()
            inBlock.append(pc?.calls ?? [])
        })
        system.advance(by: 0)
        #expect(inBlock == [[], ["will", "did"]])
        // The end of the turn finds nothing marked: no second pass.
        #expect(pc?.calls == ["will", "did"])
        system.runUntilIdle()
        #expect(system.breaches.isEmpty)
    }

    @Test("layoutIfNeeded lays out a marked container from it, a view inside it or the window; nothing else")
    func layoutIfNeededScope() throws {
        let (system, root, detail, pc, delegate) = try presentedAtRest()
        let container = detail.presentationController?.containerView
        // Unmarked: nothing.
        container?.layoutIfNeeded()
        #expect(pc.calls.isEmpty)
        // Marked: a view beside it (the presenter's, not in the container) does not lay it out.
        container?.setNeedsLayout()
        root.view.layoutIfNeeded()
        #expect(pc.calls.isEmpty)
        detail.view.layoutIfNeeded()
        #expect(pc.calls == ["will", "did"])
        container?.setNeedsLayout()
        system.window.layoutIfNeeded()
        #expect(pc.calls == ["will", "did", "will", "did"])
        container?.setNeedsLayout()
        container?.layoutIfNeeded()
        #expect(pc.calls.count == 6)
        system.advance(by: 0)
        #expect(pc.calls.count == 6)
        _ = delegate
    }

    @Test("A presentation controller that marks its container in every pass gets one pass per turn")
    func markingInEveryPass() throws {
        let (system, _, detail, pc, delegate) = try presentedAtRest()
        let container = detail.presentationController?.containerView
        pc.onWillLayout = {
            container?.setNeedsLayout()
            container?.layoutIfNeeded()  // inside its own pass: not re-entered
        }
        container?.setNeedsLayout()
        system.advance(by: 0)
        system.advance(by: 0)
        #expect(pc.calls == ["will", "did", "will", "did"])
        #expect(!system.runUntilIdle(limit: 0.1))
        _ = delegate
    }

    @Test("Rule 27: while dismissing, WillLayout is skipped and DidLayout called (rule 34's unknown)")
    func whileDismissing() throws {
        let (system, _, detail, pc, delegate) = try presentedAtRest()
        detail.dismiss()
        system.advance(by: 0)
        detail.presentationController?.containerView?.setNeedsLayout()
        system.advance(by: 0.05)
        #expect(pc.calls == ["did"])
        #expect(system.lines().contains("system: containerViewWillLayoutSubviews skipped: dismissing"))
        system.runUntilIdle()
        #expect(system.breaches.isEmpty)
        _ = delegate
    }

    @Test("Rule 27 after every pass at rest: a presentation controller that does not reset the frame")
    func notResetAfterAnyPass() throws {
        let (system, _, detail, pc, delegate) = try presentedAtRest()
        pc.resetsFrame = false
        detail.view.state.frame.origin.y -= 40
        system.advance(by: 0)
        #expect(system.breaches.isEmpty)  // nothing marked the container: no pass, no check
        detail.presentationController?.containerView?.addSubview(ModelView(name: "chrome"))
        system.advance(by: 0)
        #expect(system.breaches == [.presentedFrameNotReset("detail")])
        _ = delegate
    }
}
