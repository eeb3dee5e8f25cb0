import Foundation
import StagehandCore
import StagehandHeadless
import StagehandTestSupport
import Testing

/// The issues a known-issue block recorded, counted from the matcher (which Swift Testing calls
/// once per issue, from any thread).
private final class IssueLog: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    func record(_ issue: Issue) {
        lock.lock()
        defer { lock.unlock() }
        recorded.append(issue.error.map { "\($0)" } ?? "\(issue)")
    }

    var issues: [String] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }
}

/// A test's precondition that does not hold (the presentation it works on never happened) is one
/// recorded failure of that test, which stops there: the helpers throw where they used to force
/// unwrap, which crashed the whole test process and hid every test after it.
@MainActor
@Suite("A failed precondition is one failure of one test, not a crash")
struct TestSceneTests {
    @Test("scene.stagehand throws, naming what is missing, when the detail has no Stagehand presentation")
    func missingPresentationThrows() throws {
        let scene = TestScene()
        #expect(throws: MissingPresentation(detail: "detail", presented: false)) { try scene.stagehand }
        // Presented by UIKit's own present, without Stagehand.
        scene.list.present(scene.detail, animated: false)
        scene.system.runUntilIdle()
        #expect(scene.list.presentedViewController === scene.detail)
        #expect(throws: MissingPresentation(detail: "detail", presented: true)) { try scene.stagehand }
        // Presented by Stagehand: there.
        scene.detail.dismiss(animated: false)
        scene.system.runUntilIdle()
        scene.presentAtRest(.fade())
        #expect(try scene.stagehand.driver.state == .presented)
    }

    @Test("A test whose presentation did not happen records exactly one failure, and stops there")
    func oneRecordedFailure() throws {
        let log = IssueLog()
        var reachedTheEnd = false
        try withKnownIssue {
            let scene = TestScene()
            // The precondition fails: nothing was presented.
            try scene.stagehand.driver.dismiss()
            reachedTheEnd = true
        } matching: { issue in
            log.record(issue)
            return true
        }
        #expect(log.issues == ["'detail' has no Stagehand presentation (it is not presented)"])
        #expect(!reachedTheEnd)
    }
}
