import Foundation
import StagehandCore
import StagehandHeadless

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Films a headless UIKit the way ``Scenario`` does, for scripts that are not a transition's: one
/// turn of the run loop per frame at a fixed rate, each turn's window recorded
/// (``RecordedFrame/record(_:at:)``) while the camera rolls, and kept.
///
/// Touches made with the system's `pan` at ``step`` apart are filmed too: each of their turns is a
/// frame. Each run to rest is cut after ``FilmRequest/maximumDuration``, as a safety net.
@MainActor
final class FilmCamera {
    /// The system filmed.
    let system: HeadlessUIKit
    /// Frames per second, clamped as ``Scenario`` clamps them.
    let framesPerSecond: Double
    /// The frames recorded, in order.
    private(set) var frames: [RecordedFrame] = []
    /// Whether every run to rest came to rest before its cut.
    private(set) var cameToRest = true
    /// Whether the turns are filmed.
    private var rolling = false

    /// A camera on `system` at `framesPerSecond` (clamped to 1...240, 30 when not finite).
    init(_ system: HeadlessUIKit, framesPerSecond: Double) {
        self.system = system
        self.framesPerSecond = Scenario.clampedFramesPerSecond(framesPerSecond)
        system.isRecording = true
        system.onFrame = { [weak self, weak system] time in
            guard let self, self.rolling, let system else { return }
            self.frames.append(RecordedFrame.record(system.window, at: time))
        }
    }

    /// One frame's interval, in seconds.
    var step: Double { 1 / framesPerSecond }

    /// Runs the system until it is idle, unfilmed (the set-up before the film starts).
    func settleOffCamera() {
        rolling = false
        var elapsed = 0.0
        while !system.isIdle, elapsed <= FilmRequest.maximumDuration {
            system.advance(by: step)
            elapsed += step
        }
    }

    /// Films `action` (touches, which turn the run loop themselves).
    func film(_ action: () -> Void) {
        rolling = true
        action()
    }

    /// Films the system until it is idle: a frame of what the last call started, then one per step.
    func runToRest() {
        rolling = true
        system.advance(by: 0)
        var elapsed = 0.0
        while !system.isIdle, elapsed <= FilmRequest.maximumDuration {
            system.advance(by: step)
            elapsed += step
        }
        if !system.isIdle { cameToRest = false }
    }

    /// Films `seconds` of stillness (clamped to 0...``FilmRequest/maximumDuration``).
    func hold(_ seconds: Double) {
        rolling = true
        let seconds = seconds.isFinite ? min(max(seconds, 0), FilmRequest.maximumDuration) : 0
        for _ in 0..<Int((seconds * framesPerSecond).rounded()) { system.advance(by: step) }
    }

    /// Stops filming and hands the frames over as a film of the window's size.
    func wrap() -> Film {
        rolling = false
        system.onFrame = nil
        system.isRecording = false
        return Film(frames: frames, framesPerSecond: framesPerSecond, size: system.window.state.frame.size)
    }
}
