import Foundation
import StagehandCore
import StagehandHeadless
import StagehandTestSupport
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A transition lent for one push (`pushViewController(_:transition:animated:)`) serves that push
/// only: when UIKit runs the push without asking for an animator (not animated), the transition is
/// not left waiting for the controller's next push. A later plain animated push of the same
/// controller (`pushViewController(_:animated: true)`) runs as UIKit's own push does, from the
/// trailing edge, exactly as the push of a controller never lent a transition. (An audit found a
/// one-line fault here that passed the whole suite.)
@MainActor
@Suite("Navigation: a transition lent for a push that was not animated serves no later push")
struct LentPushTransitionTests {
    /// What a push shows at each frame: the pushed and the root views' frames and alphas.
    struct Frame: Equatable, CustomStringConvertible {
        var pushed: Rect
        var pushedAlpha: Double
        var root: Rect
        var rootAlpha: Double
        var description: String { "pushed \(pushed) a=\(pushedAlpha), root \(root) a=\(rootAlpha)" }

        /// Equal but for the rounding of a clock that started later (1e-9).
        func isClose(to other: Frame) -> Bool {
            pushed.isClose(to: other.pushed) && root.isClose(to: other.root)
                && StagehandTestSupport.isClose(pushedAlpha, other.pushedAlpha)
                && StagehandTestSupport.isClose(rootAlpha, other.rootAlpha)
        }
    }

    /// Pushes `pushed` on `navigation` with UIKit's `pushViewController(_:animated: true)` and
    /// records each frame until the system is idle.
    private func plainPushFrames(
        _ pushed: ModelViewController, root: ModelViewController, on navigation: HeadlessNavigationController,
        system: HeadlessUIKit
    ) -> [Frame] {
        navigation.pushViewController(pushed, animated: true)
        var frames: [Frame] = []
        while !system.isIdle, frames.count < 600 {
            system.advance(by: 1.0 / 60)
            frames.append(
                Frame(
                    pushed: Rect(pushed.view.presentationState.frame),
                    pushedAlpha: Double(pushed.view.presentationState.alpha),
                    root: Rect(root.view.presentationState.frame),
                    rootAlpha: Double(root.view.presentationState.alpha)))
        }
        return frames
    }

    @Test(
        "Pushed with a transition but not animated, popped, then pushed plainly: UIKit's own push, not the lent transition",
        arguments: [
            (name: "a fade", transition: StagehandTransition.fade()),
            ("a cover", .cover()),
        ])
    func lentTransitionServesOnePush(name: String, transition: StagehandTransition) {
        // The reference: the trailing push of a controller never lent a transition.
        let reference: [Frame] = {
            let root = ModelViewController(name: "root", content: .listScreen(title: "Inbox", safeTop: 47))
            let navigation = HeadlessNavigationController(rootViewController: root)
            let system = HeadlessUIKit(root: navigation.controller)
            navigation.enableStagehandTransitions()
            let detail = ModelViewController(name: "detail", content: .card(title: "Ada"))
            return plainPushFrames(detail, root: root, on: navigation, system: system)
        }()
        let root = ModelViewController(name: "root", content: .listScreen(title: "Inbox", safeTop: 47))
        let navigation = HeadlessNavigationController(rootViewController: root)
        let system = HeadlessUIKit(root: navigation.controller)
        let detail = ModelViewController(name: "detail", content: .card(title: "Ada"))
        navigation.pushViewController(detail, transition: transition, animated: false)
        system.runUntilIdle()
        #expect(navigation.viewControllers.map(\.name) == ["root", "detail"], "\(name)")
        navigation.popViewController(animated: true)
        system.runUntilIdle()
        #expect(navigation.viewControllers.map(\.name) == ["root"], "\(name)")
        let frames = plainPushFrames(detail, root: root, on: navigation, system: system)
        // The trailing push: opaque throughout, sliding in from the right edge over the root,
        // which moves aside.
        #expect(reference.count > 5)
        #expect(reference.allSatisfy { $0.pushedAlpha == 1 })
        #expect(reference.contains { $0.pushed.x > 0 && $0.pushed.x < 390 })
        #expect(frames.count == reference.count, "\(name)")
        for (index, (frame, expected)) in zip(frames, reference).enumerated() {
            #expect(frame.isClose(to: expected), "\(name), frame \(index): \(frame), not \(expected)")
        }
        #expect(navigation.viewControllers.map(\.name) == ["root", "detail"], "\(name)")
        #expect(detail.view.state.frame == CGRect(x: 0, y: 0, width: 390, height: 844), "\(name)")
        #expect(system.breaches.isEmpty, "\(name): \(system.breaches)")
    }
}
