import Foundation
import StagehandCore
import StagehandHeadless
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

@MainActor
@Suite("Headless UIKit: requests UIKit refuses (rules 18–21, 24)")
struct RefusalTests {
    @Test("Rule 18: present on a controller already presenting is logged and dropped")
    func alreadyPresenting() {
        let (system, root, detail) = makeSystem(style: .overFullScreen)
        presentAndSettle(system, root, detail)
        let other = ModelViewController(name: "other")
        root.present(other)
        #expect(
            system.events.last
                == .refused(
                    rule: 18,
                    message:
                        "Attempt to present <other> on <root> (from <root>) which is already presenting <detail>."
                ))
        system.runUntilIdle()
        #expect(other.presentingViewController == nil)
        #expect(system.breaches.isEmpty)
    }

    @Test("Rule 19: present during a presentation is logged and dropped")
    func duringPresentation() {
        let (system, root, detail) = makeSystem(style: .overFullScreen)
        root.present(detail)
        let other = ModelViewController(name: "other")
        detail.present(other)
        #expect(
            system.events.last
                == .refused(
                    rule: 19,
                    message:
                        "Attempt to present <other> on <detail> (from <detail>) while a presentation is in progress."
                ))
        system.runUntilIdle()
        #expect(detail.presentedViewController == nil)
        #expect(root.presentedViewController === detail)
    }

    @Test("Rule 20: present from a controller whose view is not in the window is logged and dropped")
    func notInWindow() {
        let (system, root, _) = makeSystem()
        let child = ModelViewController(name: "child")
        root.addChild(child)
        child.didMove(toParent: root)
        let other = ModelViewController(name: "other")
        child.present(other)
        #expect(
            system.events.last
                == .refused(
                    rule: 20,
                    message:
                        "Attempt to present <other> on <root> (from <child>) whose view is not in the window hierarchy."
                ))
        #expect(system.currentTransitionContext == nil)
    }

    @Test("Rule 24 (iOS 17+): dismiss while transitioning is logged and the dismissal dropped")
    func dismissWhileTransitioning() {
        let delegate = TestDelegate()
        let (system, root, detail) = makeSystem(delegate: delegate)
        root.present(detail)
        var dismissed = false
        detail.dismiss { dismissed = true }
        #expect(
            system.events.last
                == .refused(
                    rule: 24,
                    message: "Trying to dismiss the presentation controller while transitioning already."))
        system.runUntilIdle()
        #expect(!dismissed)
        #expect(root.presentedViewController === detail)
        #expect(system.breaches.isEmpty)
    }

    struct ActiveCase: Sendable, CustomStringConvertible {
        let name: String
        let line: Int
        var description: String { "\(name) (line \(line))" }
    }

    @Test(
        "Rule 21: presenting an active controller is a breach (UIKit throws)",
        arguments: [
            ActiveCase(name: "itself", line: #line), ActiveCase(name: "already presented", line: #line),
            ActiveCase(name: "a child", line: #line),
        ])
    func activeController(_ testCase: ActiveCase) {
        let (system, root, detail) = makeSystem(style: .overFullScreen)
        let target: ModelViewController
        switch testCase.name {
        case "itself": target = root
        case "already presented":
            presentAndSettle(system, root, detail)
            target = detail
        default:
            target = ModelViewController(name: "child")
            root.addChild(target)
            target.didMove(toParent: root)
        }
        let start = system.events.count
        root.present(target)
        #expect(system.breaches == [.presentedActiveController(target.name)])
        #expect(
            system.lines(from: start).first
                == "refused (rule 21): Application tried to present modally an active controller <\(target.name)>."
        )
        #expect(system.breaches.first?.rule == 21)
    }
}
