import Foundation
import Testing

@testable import StagehandCore

@Suite("The motion engine of sheets at detents (DetentMotion)")
struct DetentMotionTests {
    /// Detents 100, 400 and 700 points tall in an 844-point container.
    let motion = DetentMotion(heights: [100, 400, 700], dimension: 844)

    @Test(
        "A drag shows the detent's height less the drag, resisting past either end",
        arguments: [
            // (from detent, moved down, expected height)
            (1, 0.0, 400.0), (1, 100.0, 300.0), (1, -250.0, 650.0), (2, 0.0, 700.0),
        ])
    func heights(start: Int, moved: Double, expected: Double) {
        #expect(motion.height(draggedBy: moved, from: start, escapesBelowLowest: false) == .height(expected))
    }

    @Test("Past the highest detent the band resists upwards; below the lowest, downwards")
    func rubberBands() throws {
        guard case .height(let above) = motion.height(draggedBy: -100, from: 2, escapesBelowLowest: false),
            case .height(let below) = motion.height(draggedBy: 100, from: 0, escapesBelowLowest: false)
        else {
            Issue.record("a drag that does not escape shows a height")
            return
        }
        #expect(above > 700 && above < 800)
        #expect(below < 100 && below > 0)
        // The band's slope is below one: a further drag moves it less.
        guard case .height(let further) = motion.height(draggedBy: 200, from: 0, escapesBelowLowest: false)
        else {
            return
        }
        #expect(further < below && below - further < 100)
    }

    @Test("Below the lowest detent a sheet that may leave says so, with the way down to the lowest")
    func escapes() {
        #expect(motion.height(draggedBy: 350, from: 1, escapesBelowLowest: true) == .belowLowest(offset: 300))
        #expect(motion.expansionRoom(from: 0) == 600)
        #expect(motion.expansionRoom(from: 2) == nil)
        #expect(DetentMotion(heights: [300], dimension: 844).expansionRoom(from: 0) == nil)
    }

    @Test("A release comes to rest at the detent nearest its projection, or below half the lowest: none")
    func release() {
        #expect(motion.restingDetent(releasedAt: 390, velocity: 0, rate: .normal) == 1)
        #expect(motion.restingDetent(releasedAt: 390, velocity: 3000, rate: .normal) == 2)
        #expect(motion.restingDetent(releasedAt: 120, velocity: -2000, rate: .normal) == nil)
    }

    @Test("A drag shared with a scroll view moves the sheet only once the content is at its top")
    func sharedDrag() {
        var drag = DetentDrag(scrollOffset: 40, maximumScrollOffset: 500)
        #expect(drag.change(to: 30) == 10)
        #expect(drag.moved == 0)
        #expect(drag.change(to: 70) == 0)
        #expect(drag.moved == 30)
        #expect(!drag.scrollMayDecelerate)
        #expect(!drag.endsInContent)
        var plain = DetentDrag()
        #expect(plain.change(to: 25) == nil)
        #expect(plain.moved == 25)
        #expect(plain.scrollMayDecelerate)
    }
}
