import Foundation
import StagehandCore
import Testing

@testable import StagehandHeadless

#if canImport(CoreGraphics)
import CoreGraphics
#endif

@MainActor
@Suite("Headless UIKit: the long press, and a recognizer that waits for it")
struct LongPressTests {
    /// A finger's life: its offsets from where it landed (y only), one per 1/64 s frame, then a lift.
    struct Press: Sendable, CustomStringConvertible {
        let name: String
        let moves: [Double]
        let history: [HeadlessGestureRecognizer.State]
        var description: String { name }
    }

    /// `UILongPressGestureRecognizer.h` lines 17–19 and 27–28: it begins after 0.5 s held within 10
    /// points, changes as the finger moves on with no limit, ends at the lift; it fails when the
    /// finger moves farther or lifts first. 32 frames are exactly 0.5 s.
    @Test(
        "A long press begins after 0.5 s held within 10 points, and fails otherwise",
        arguments: [
            Press(
                name: "held 0.5 s, then moved 100 points", moves: Array(repeating: 0, count: 32) + [50, 100],
                history: [.began, .changed, .changed, .ended, .possible]),
            Press(
                name: "drifting 10 points, held", moves: [4, 8, 10] + Array(repeating: 10, count: 30),
                history: [.began, .ended, .possible]),
            Press(name: "moved 11 points", moves: [4, 8, 11], history: [.failed, .possible]),
            Press(
                name: "lifted after 31 frames", moves: Array(repeating: 0, count: 31),
                history: [.failed, .possible]),
        ])
    func longPress(_ press: Press) {
        let scene = TouchScene()
        let text = scene.addView("text", CGRect(x: 0, y: 300, width: 390, height: 200))
        let recognizer = scene.attach(HeadlessLongPressGestureRecognizer(), named: "press", to: text)
        scene.system.pan(
            from: CGPoint(x: 195, y: 400), through: press.moves.map { CGPoint(x: 195, y: 400 + $0) },
            frameInterval: exactFrame)
        #expect(recognizer.history == press.history)
        #expect(
            scene.actions == press.history.filter { $0 != .failed && $0 != .possible }.map { "press: \($0)" })
    }

    /// A pan that waits for a press to fail asks to begin at its slop (10 points), while the press
    /// still allows the finger 20; it begins once the press fails, with its translation from there,
    /// and its target sees `.began` before `.changed`, whether it sees each move before the press
    /// (deeper in the tree) or after it.
    @Test(
        "A pan that waited for a press begins once the press fails, its targets told began first",
        arguments: [false, true])
    func waitingPanBeginsWhenThePressFails(panIsDeeper: Bool) {
        let scene = TouchScene()
        let text = scene.addView("text", CGRect(x: 0, y: 300, width: 390, height: 200))
        let press = scene.attach(
            HeadlessLongPressGestureRecognizer(), named: "press", to: panIsDeeper ? scene.root : text)
        press.allowableMovement = 20
        let pan = scene.attach(
            HeadlessPanGestureRecognizer(), named: "pan", to: panIsDeeper ? text : scene.root)
        let delegate = ScriptedGestureDelegate()
        delegate.requiresFailureOf = [press]
        pan.delegate = delegate
        let touch = scene.system.pan(
            from: CGPoint(x: 195, y: 400), through: [10, 20, 30, 40].map { CGPoint(x: 195, y: 400 + $0) },
            frameInterval: exactFrame, lifts: false)
        #expect(press.history == [.failed, .possible])
        #expect(scene.actions == ["pan: began", "pan: changed"])
        // Began where the press failed, 30 points down: 10 points since.
        #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 10))
        scene.system.lift(touch)
        #expect(pan.history == [.began, .changed, .ended, .possible])
    }
}
