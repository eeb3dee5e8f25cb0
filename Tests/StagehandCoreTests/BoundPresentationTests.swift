import Foundation
import Testing

@testable import StagehandCore

/// The state machine behind SwiftUI's presentation modifiers: sequences of binding changes and
/// presentation ends, and every action they give, in order.
@Suite("A presentation bound to a value")
struct BoundPresentationTests {
    /// One input.
    enum Input: Sendable, CustomStringConvertible {
        case binding(Int?)
        case presented(Bool)
        case dismissed
        case dismissalCancelled
        /// A dismissal began, whoever asked.
        case dismissalBegan
        /// The presentation came to rest.
        case cameToRest

        var description: String {
            switch self {
            case .binding(let id): "binding \(id.map(String.init) ?? "nil")"
            case .presented(let appeared): appeared ? "presented" : "refused"
            case .dismissed: "dismissed"
            case .dismissalCancelled: "dismissal cancelled"
            case .dismissalBegan: "dismissal began"
            case .cameToRest: "came to rest"
            }
        }
    }

    typealias Action = BoundPresentation<Int>.Action

    /// Inputs, the actions they give, and the phase and binding at the end.
    static let sequences:
        [(
            name: String, inputs: [Input], actions: [Action], phase: BoundPresentation<Int>.Phase,
            wanted: Int?
        )] = [
            (
                "present and dismiss by the binding",
                [.binding(1), .presented(true), .binding(nil), .dismissed],
                [.present(1), .dismiss, .onDismiss], .idle, nil
            ),
            (
                "dismissed by a drag: the binding follows once it is over, then onDismiss",
                [.binding(1), .presented(true), .dismissed], [.present(1), .clearBinding, .onDismiss], .idle,
                nil
            ),
            (
                "cleared while presenting: the dismissal waits for the presentation",
                [.binding(1), .binding(nil), .presented(true), .dismissed],
                [.present(1), .dismiss, .onDismiss], .idle,
                nil
            ),
            (
                "cleared and set again while presenting: nothing to do",
                [.binding(1), .binding(nil), .binding(1), .presented(true)],
                [.present(1)], .presented(1), 1
            ),
            (
                "another item while presented: dismissed, then the new one",
                [.binding(1), .presented(true), .binding(2), .dismissed, .presented(true)],
                [.present(1), .dismiss, .onDismiss, .present(2)], .presented(2), 2
            ),
            (
                "another item while dismissing: presented once the dismissal ends",
                [.binding(1), .presented(true), .binding(nil), .binding(3), .dismissed],
                [.present(1), .dismiss, .onDismiss, .present(3)], .presenting(3), 3
            ),
            (
                "a refused presentation clears the binding and runs no onDismiss",
                [.binding(1), .presented(false)],
                [.present(1), .clearBinding], .idle, nil
            ),
            (
                "a refused presentation while another item waits presents that one",
                [.binding(1), .binding(2), .presented(false)], [.present(1), .present(2)], .presenting(2), 2
            ),
            (
                "the same item again changes nothing", [.binding(1), .presented(true), .binding(1)],
                [.present(1)],
                .presented(1), 1
            ),
            (
                "ends that come twice or out of turn are ignored",
                [
                    .dismissed, .presented(true), .binding(1), .presented(true), .presented(true), .dismissed,
                    .dismissed,
                ],
                [.present(1), .clearBinding, .onDismiss], .idle, nil
            ),
            ("a nil binding with nothing presented does nothing", [.binding(nil)], [], .idle, nil),
            (
                "a dismissal the binding asked for, refused or caught, is asked again at rest",
                [.binding(1), .presented(true), .binding(nil), .dismissalCancelled, .cameToRest, .dismissed],
                [.present(1), .dismiss, .dismiss, .onDismiss], .idle, nil
            ),
            (
                "refused twice: asked again at each rest, as often as it takes",
                [
                    .binding(1), .presented(true), .binding(nil), .dismissalCancelled, .cameToRest,
                    .dismissalCancelled, .cameToRest, .dismissalCancelled, .cameToRest, .dismissed,
                ],
                [.present(1), .dismiss, .dismiss, .dismiss, .dismiss, .onDismiss], .idle, nil
            ),
            (
                "another item's dismissal caught: asked again at rest, then the new item",
                [.binding(1), .presented(true), .binding(2), .dismissalCancelled, .cameToRest, .dismissed],
                [.present(1), .dismiss, .dismiss, .onDismiss, .present(2)], .presenting(2), 2
            ),
            (
                "the binding set back to the item before the rest: it stays, nothing asked",
                [
                    .binding(1), .presented(true), .binding(nil), .dismissalCancelled, .binding(1),
                    .cameToRest,
                ],
                [.present(1), .dismiss], .presented(1), 1
            ),
            (
                "a person's own drag cancelled changes nothing, at rest neither",
                [.binding(1), .presented(true), .dismissalCancelled, .cameToRest], [.present(1)],
                .presented(1),
                1
            ),
            (
                "the last change counts: set again while the binding's dismissal runs, presented again",
                [.binding(1), .presented(true), .binding(nil), .dismissalBegan, .binding(1), .dismissed],
                [.present(1), .dismiss, .onDismiss, .present(1)], .presenting(1), 1
            ),
            (
                "a person's dismissal with the binding unchanged since it began clears the binding",
                [
                    .binding(1), .presented(true), .binding(nil), .dismissalCancelled, .binding(1),
                    .dismissalBegan,
                    .dismissed,
                ],
                [.present(1), .dismiss, .clearBinding, .onDismiss], .idle, nil
            ),
            (
                "the app's dismissal begun while presenting, the binding away and back meanwhile: again",
                [.binding(1), .dismissalBegan, .binding(2), .binding(1), .presented(true), .dismissed],
                [.present(1), .onDismiss, .present(1)], .presenting(1), 1
            ),
            (
                "away and back while a presentation was turned back: presented again",
                [.binding(1), .binding(nil), .binding(1), .presented(false)], [.present(1), .present(1)],
                .presenting(1), 1
            ),
            (
                "a presentation turned back with the binding unchanged clears it",
                [.binding(1), .dismissalBegan, .presented(false)], [.present(1), .clearBinding], .idle, nil
            ),
        ]

    @Test("Every sequence gives its actions in order", arguments: sequences.indices)
    func sequence(index: Int) {
        let (name, inputs, actions, phase, wanted) = Self.sequences[index]
        var machine = BoundPresentation<Int>()
        var given: [Action] = []
        for input in inputs {
            switch input {
            case .binding(let id): given += machine.bindingChanged(to: id)
            case .presented(let appeared): given += machine.presentationEnded(appeared: appeared)
            case .dismissed: given += machine.dismissalEnded()
            case .dismissalCancelled: machine.dismissalCancelled()
            case .dismissalBegan: machine.dismissalBegan()
            case .cameToRest: given += machine.presentationCameToRest()
            }
        }
        #expect(given == actions, "\(name)")
        #expect(machine.phase == phase, "\(name)")
        #expect(machine.wanted == wanted, "\(name)")
    }

    @Test("Random inputs: one transition at a time, onDismiss once per appearance, the binding true")
    func randomInputs() {
        var random = SeededGenerator(seed: 24)
        var appearancesInAll = 0
        for _ in 0..<2_000 {
            var machine = BoundPresentation<Int>()
            // What the platform has: the item on screen, and whether a transition runs.
            var onScreen: Int?
            var inFlight = false
            var appearances = 0
            var dismissals = 0
            for _ in 0..<20 {
                var actions: [Action] = []
                switch Int.random(in: 0..<5, using: &random) {
                case 0:
                    let id: Int? = Bool.random(using: &random) ? nil : Int.random(in: 1...3, using: &random)
                    actions = machine.bindingChanged(to: id)
                case 1:
                    // The presentation asked for ends, shown or refused.
                    guard inFlight, onScreen == nil, case .presenting(let id) = machine.phase else {
                        continue
                    }
                    let appeared = Int.random(in: 0..<5, using: &random) > 0
                    inFlight = false
                    if appeared {
                        onScreen = id
                        appearances += 1
                    }
                    actions = machine.presentationEnded(appeared: appeared)
                case 4:
                    // A dismissal the binding asked for runs back (a finger caught the view).
                    guard inFlight, onScreen != nil else { continue }
                    inFlight = false
                    machine.dismissalCancelled()
                    actions = machine.presentationCameToRest()
                default:
                    // The presentation is over, whoever dismissed it.
                    guard onScreen != nil else { continue }
                    onScreen = nil
                    inFlight = false
                    actions = machine.dismissalEnded()
                }
                for action in actions {
                    switch action {
                    case .present:
                        #expect(!inFlight && onScreen == nil, "a presentation asked for over another")
                        inFlight = true
                    case .dismiss:
                        #expect(onScreen != nil, "a dismissal with nothing presented")
                        inFlight = true
                    case .onDismiss: dismissals += 1
                    case .clearBinding: #expect(machine.wanted == nil)
                    }
                }
                #expect(dismissals <= appearances)
                // At rest, what is shown is what the binding says.
                if !inFlight { #expect(onScreen == machine.wanted) }
            }
            appearancesInAll += appearances
        }
        #expect(appearancesInAll > 1_000)
    }
}
