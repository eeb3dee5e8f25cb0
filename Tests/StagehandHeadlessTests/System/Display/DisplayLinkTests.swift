import Foundation
import StagehandCore
import StagehandHeadless
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

@MainActor
@Suite("Headless UIKit: the display's frame callback (rule 65)")
struct DisplayLinkTests {
    @Test("A display link is called at every frame with its times, and reads what is on screen mid-animation")
    func everyFrame() {
        let (system, root, _) = makeSystem()
        let card = ModelView(
            name: "card", state: ViewState(frame: CGRect(x: 0, y: 844, width: 390, height: 300)))
        root.view.addSubview(card)
        var seen: [(timestamp: Double, target: Double, y: Double, modelY: Double)] = []
        let link = HeadlessDisplayLink(name: "position") { link in
            seen.append(
                (
                    link.timestamp, link.targetTimestamp, Double(card.presentationState.frame.minY),
                    Double(card.state.frame.minY)
                ))
        }
        link.add(to: system)
        let animator = HeadlessViewPropertyAnimator(duration: 0.2, curve: .linear, in: system) {
            card.state.frame.origin.y = 544
        }
        animator.startAnimation()
        let start = system.time
        for _ in 0..<15 { system.advance(by: 1.0 / 60) }
        #expect(seen.count == 15)
        for (index, frame) in seen.enumerated() {
            #expect(abs(frame.timestamp - (start + Double(index + 1) / 60)) < 1e-9)
            #expect(abs(frame.target - frame.timestamp - 1.0 / 60) < 1e-9)
            // The model value is the animation's end from the start; the screen moves linearly.
            #expect(frame.modelY == 544)
        }
        #expect(abs(seen[5].y - (844 - 300 * 6 / 12)) < 0.5)
        #expect(seen[14].y == 544)
        // Paused, it is not called; invalidated, it is gone.
        link.isPaused = true
        system.advance(by: 1.0 / 60)
        #expect(seen.count == 15)
        link.isPaused = false
        system.advance(by: 1.0 / 60)
        #expect(seen.count == 16)
        link.invalidate()
        system.advance(by: 1.0 / 60)
        #expect(seen.count == 16)
        #expect(system.finishRun().isEmpty)
    }

    @Test("A display link keeps nothing moving, and one left running when the run ends is flagged once")
    func leftRunning() throws {
        let (system, _, _) = makeSystem()
        var calls = 0
        let link = HeadlessDisplayLink(name: "forgotten") { _ in calls += 1 }
        link.add(to: system)
        link.add(to: system)
        #expect(system.runUntilIdle())
        #expect(calls == 0)
        system.advance(by: 1.0 / 60)
        #expect(calls == 1)
        system.finishRun()
        system.finishRun()
        #expect(system.breaches == [.displayLinkLeftRunning("forgotten")])
        let breach = try #require(system.breaches.first)
        #expect(breach.ruleText.hasPrefix("A display link still on the run loop"))
    }

    @Test("A paused display link at the run's end is not flagged; an invalidated one cannot be added again")
    func pausedAndInvalidated() {
        let (system, _, _) = makeSystem()
        let paused = HeadlessDisplayLink(name: "paused") { _ in }
        paused.add(to: system)
        paused.isPaused = true
        var calls = 0
        let done = HeadlessDisplayLink(name: "done") { _ in calls += 1 }
        done.add(to: system)
        done.invalidate()
        done.add(to: system)
        #expect(!done.isAdded)
        system.advance(by: 1.0 / 60)
        #expect(calls == 0)
        #expect(system.finishRun().isEmpty)
    }
}
