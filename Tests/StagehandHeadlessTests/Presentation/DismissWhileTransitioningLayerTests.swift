import Foundation
import StagehandCore
import StagehandUIKitLayer
import Testing

@testable import StagehandHeadless
@testable import StagehandTesting

/// The app's own UIKit `dismiss` on the presented controller while a Stagehand card or drawer is
/// presenting, or dismissing, on each reading of rule 24 (dropped, held, run at once), replayed in
/// the explorer's world: every context completed exactly once, no breach, no stage misuse, every
/// completion run as often as UIKit owes it, `stagehand.dismiss` answered right, nothing leaked.
@MainActor
@Suite("Stagehand on every reading of rule 24: the app's own dismiss during a Stagehand transition")
struct DismissWhileTransitioningLayerTests {
    nonisolated static let scenarios: [(name: String, events: [PresentationExplorer.Event])] = [
        ("while presenting", [.present, .oneFrame, .oneFrame, .uikitDismiss, .runUntilIdle]),
        (
            "while dismissing",
            [.present, .runUntilIdle, .stagehandDismiss, .oneFrame, .oneFrame, .uikitDismiss, .runUntilIdle]
        ),
    ]

    @Test(
        "UIKit's dismiss during a Stagehand transition keeps every promise",
        arguments: scenarios.indices, DismissalWhileTransitioning.allCases)
    func scenario(index: Int, reading: DismissalWhileTransitioning) {
        let (name, events) = Self.scenarios[index]
        for transition in [StagehandTransition.card(), StagehandTransition.slideIn(from: .left)] {
            let (problem, log) = PresentationExplorer.replay(
                transition, events: events, unknowns: Unknowns(dismissalRequestedWhileTransitioning: reading))
            #expect(problem == nil, "\(name), \(reading): \(problem ?? ""); \(log.suffix(16))")
            // On the runs-at-once reading the second context really begins beside the first.
            let beside = log.contains {
                $0.contains("a second transition context begins while the first is in flight")
            }
            #expect(beside == (reading == .runsAtOnce), "\(name), \(reading)")
        }
    }
}
