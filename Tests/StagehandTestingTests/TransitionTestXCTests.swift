// The same public API under XCTest: expectations throw, so a test method that `throws` fails with
// the expectation's message. (XCTest on Linux cannot discover a `@MainActor` test method, so each
// method hops to the main actor itself; on Apple platforms `@MainActor func test…() throws` works.)
import StagehandCore
import StagehandTesting
import XCTest

final class TransitionTestXCTests: XCTestCase {
    func testSlideInFromTheLeftEntersFromOffScreenAndDragsAway() async throws {
        try await MainActor.run { try Self.slideInFromTheLeft() }
    }

    func testAFailedExpectationIsAThrownErrorWithItsMessage() async throws {
        try await MainActor.run { try Self.failedExpectation() }
    }

    @MainActor
    private static func slideInFromTheLeft() throws {
        let test = TransitionTest(StagehandTransition.slideIn(from: .left))
        let recording = try test.present()
        let first = try XCTUnwrap(recording.state(of: .presented, atFraction: 0))
        let rest = try XCTUnwrap(recording.state(of: .presented, atFraction: 1))
        XCTAssertEqual(first.frame.maxX, 0, accuracy: 1e-6)
        XCTAssertEqual(rest.frame.minX, 0, accuracy: 1e-6)
        try test.expectDrag(translation: 300, velocity: 0, outcome: .finished)
        try test.expectContractKept()
        try test.expectNothingLeaked()
    }

    @MainActor
    private static func failedExpectation() throws {
        let test = TransitionTest(StagehandTransition.cover())
        try test.present()
        XCTAssertThrowsError(try test.expectDrag(translation: 600, velocity: 0, outcome: .finished)) {
            error in
            XCTAssertTrue("\(error)".contains("cancelled, expected finished"), "\(error)")
        }
    }
}
