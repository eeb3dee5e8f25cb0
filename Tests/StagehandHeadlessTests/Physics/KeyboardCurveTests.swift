import Foundation
import StagehandCore
import StagehandHeadless
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Rule 46: the card moves with the keyboard on exactly the curve and the duration UIKit sends, its
/// private curve 7 included, on every reading of what curve 7 is.
@MainActor
@Suite("The keyboard's curve (rule 46)")
struct KeyboardCurveTests {
    /// A keyboard event, the reading of curve 7, and the progress the card must show at a time.
    struct Case: Sendable, CustomStringConvertible {
        var curve: Int
        var duration: Double
        var spring: Bool
        var description: String { "curve \(curve), \(duration) s, \(spring ? "spring" : "cubic") reading" }

        /// The keyboard's progress `time` seconds after the event, by UIKit's curve on this reading.
        func progress(at time: Double) -> Double {
            switch curve {
            case 2: return CubicBezier.easeOut.progress(at: min(time / duration, 1))
            default:
                if spring {
                    return (try? SpringParameters(mass: 3, stiffness: 1000, damping: 500))?.progress(at: time)
                        ?? .nan
                }
                let bezier = (try? CubicBezier(x1: 0.38, y1: 0.7, x2: 0.125, y2: 1)) ?? .linear
                return bezier.progress(at: min(time / duration, 1))
            }
        }
    }

    nonisolated static let cases = [
        Case(curve: 7, duration: 0.25, spring: false), Case(curve: 7, duration: 0.25, spring: true),
        Case(curve: 2, duration: 0.4, spring: false), Case(curve: 2, duration: 0.4, spring: true),
    ]

    @Test("A keyboard event moves the card on its curve and duration", arguments: cases)
    func cardFollowsTheKeyboardsCurve(_ event: Case) throws {
        let scene = TestScene(
            preferredContentSize: CGSize(width: 0, height: 320),
            unknowns: Unknowns(keyboardCurveIsSpring: event.spring))
        scene.presentAtRest(.card())
        let start = scene.detailFrame.y
        scene.system.setKeyboard(
            frame: CGRect(x: 0, y: 508, width: 390, height: 336), duration: event.duration, curve: event.curve
        )
        let end = Double(try scene.stagehand.driver.frameOfPresentedView().minY)
        #expect(end < start - 100)
        var time = 0.0
        for step in [0.05, 0.05, 0.05, 0.05, 0.1] {
            scene.system.advance(by: step)
            time += step
            let expected = start + (end - start) * event.progress(at: time)
            #expect(abs(scene.detailFrame.y - expected) < 0.5, "\(event) at \(time) s")
        }
        scene.system.runUntilIdle()
        #expect(abs(scene.detailFrame.y - end) < 0.01)
        #expect(scene.problems.isEmpty)
    }
}
