import Foundation
import StagehandCore
import StagehandHeadless
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

@MainActor
@Suite("Headless UIKit: run loop, keyboard and touches")
struct RunLoopTests {
    @Test("Scheduled blocks run on the next turn, in order, with the blocks they schedule")
    func scheduling() {
        let (system, _, _) = makeSystem()
        var order: [String] = []
        system.schedule {
            order.append("a")
            system.schedule { order.append("c") }
        }
        system.schedule { order.append("b") }
        #expect(order.isEmpty)
        system.advance(by: 0)
        #expect(order == ["a", "b", "c"])
        #expect(system.time == 0)
    }

    @Test("Tickers move with the clock and leave when done; onFrame runs while recording")
    func tickers() {
        let (system, _, _) = makeSystem()
        var ticks: [Double] = []
        system.addTicker { time in
            ticks.append(time)
            return ticks.count < 3
        }
        var frames: [Double] = []
        system.onFrame = { frames.append($0) }
        system.advance(by: 0.5)
        system.isRecording = true
        #expect(system.runUntilIdle(framesPerSecond: 2))
        #expect(ticks == [0.5, 1, 1.5])
        #expect(frames == [1, 1.5])
        #expect(system.isIdle)
    }

    @Test("runUntilIdle stops at its limit when something never ends")
    func limit() {
        let (system, _, _) = makeSystem()
        system.addTicker { _ in true }
        #expect(!system.runUntilIdle(framesPerSecond: 10, limit: 1))
        #expect(system.time >= 1 && system.time < 1.01)
    }

    @Test("Keyboard observers get the begin and end frames, duration and curve (§5)")
    func keyboard() {
        let (system, _, _) = makeSystem()
        var received: [KeyboardEvent] = []
        system.keyboardObservers.append { received.append($0) }
        let shown = CGRect(x: 0, y: 508, width: 390, height: 336)
        system.setKeyboard(frame: shown, duration: 0.25, curve: 7)
        system.setKeyboard(frame: CGRect(x: 0, y: 844, width: 390, height: 336), duration: 0.25, curve: 7)
        #expect(
            received == [
                KeyboardEvent(
                    frameBegin: CGRect(x: 0, y: 844, width: 390, height: 0), frameEnd: shown, duration: 0.25,
                    curve: 7),
                KeyboardEvent(
                    frameBegin: shown, frameEnd: CGRect(x: 0, y: 844, width: 390, height: 336),
                    duration: 0.25,
                    curve: 7),
            ])
    }

    @Test("Hit testing finds the top-most visible, interaction-enabled view; taps reach its handler")
    func hitTesting() {
        let (system, root, _) = makeSystem()
        let button = ModelView(
            name: "button", state: ViewState(frame: CGRect(x: 10, y: 10, width: 100, height: 44)))
        let cover = ModelView(
            name: "cover", state: ViewState(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
        root.view.addSubview(button)
        root.view.addSubview(cover)
        var tapped = 0
        root.view.tapHandler = { tapped += 1 }
        #expect(system.hitTest(CGPoint(x: 20, y: 20))?.name == "cover")
        cover.isUserInteractionEnabled = false
        #expect(system.hitTest(CGPoint(x: 20, y: 20))?.name == "button")
        button.isHidden = true
        #expect(system.tap(at: CGPoint(x: 20, y: 20))?.name == "root")
        #expect(tapped == 1)
        #expect(system.hitTest(CGPoint(x: 500, y: 20)) == nil)
    }

    @Test("A tap during a non-interactive transition is swallowed; afterwards the container takes it")
    func touchesDuringTransition() {
        let delegate = TestDelegate()
        let (system, root, detail) = makeSystem(delegate: delegate)
        root.present(detail)
        system.advance(by: 0)
        #expect(system.tap(at: CGPoint(x: 100, y: 100)) == nil)
        system.runUntilIdle()
        #expect(system.tap(at: CGPoint(x: 100, y: 100))?.name == "container")
        #expect(system.tap(at: CGPoint(x: 100, y: 600))?.name == "detail")
        #expect(system.taps.count == 3)
    }
}
