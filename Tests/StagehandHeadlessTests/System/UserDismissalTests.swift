import Foundation
import StagehandCore
import StagehandHeadless
import Testing

@MainActor
@Suite("Headless UIKit: user dismissals of a custom presentation controller (rules 30, 31)")
struct UserDismissalTests {
    @Test("isModalInPresentation refuses and tells didAttemptToDismiss; a refusal by the delegate too")
    func refused() {
        let delegate = TestDelegate()
        let (system, root, detail) = makeSystem(delegate: delegate)
        presentAndSettle(system, root, detail)
        let adaptive = TestAdaptiveDelegate()
        detail.presentationController?.delegate = adaptive
        detail.isModalInPresentation = true
        var start = system.events.count
        #expect(!system.shouldBeginUserDismissal(of: detail))
        #expect(
            system.lines(from: start) == ["adaptiveDelegate.presentationControllerDidAttemptToDismiss(_:)"])
        detail.isModalInPresentation = false
        adaptive.allowsDismissal = false
        start = system.events.count
        #expect(!system.shouldBeginUserDismissal(of: detail))
        #expect(
            system.lines(from: start) == [
                "adaptiveDelegate.presentationControllerShouldDismiss(_:)",
                "adaptiveDelegate.presentationControllerDidAttemptToDismiss(_:)",
            ])
    }

    @Test("A user dismissal: should, will, the dismissal, then didDismiss once on completion")
    func accepted() {
        let delegate = TestDelegate()
        let (system, root, detail) = makeSystem(delegate: delegate)
        presentAndSettle(system, root, detail)
        let adaptive = TestAdaptiveDelegate()
        detail.presentationController?.delegate = adaptive
        let start = system.events.count
        #expect(system.shouldBeginUserDismissal(of: detail))
        system.userDismissalWillBegin(of: detail)
        root.dismiss(animated: true)
        system.runUntilIdle()
        let lines = system.lines(from: start).filter {
            $0.hasPrefix("adaptiveDelegate.") || $0.hasPrefix("completion")
        }
        #expect(
            lines == [
                "adaptiveDelegate.presentationControllerShouldDismiss(_:)",
                "adaptiveDelegate.presentationControllerWillDismiss(_:)",
                "adaptiveDelegate.presentationControllerDidDismiss(_:)",
            ])
        #expect(root.presentedViewController == nil)
    }
}
