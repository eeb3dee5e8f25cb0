import Foundation

/// What a presentation bound to a value does as that value and the presentation change: the state
/// machine behind SwiftUI's `stagehandPresentation(isPresented:…)` and `stagehandPresentation(item:…)`
/// modifiers, free of SwiftUI and UIKit so that it is tested headless.
///
/// The binding says what should be presented (an item's identity, or nil); the presentation says
/// what is. The machine answers each change with the ``Action``s that bring the two together, one
/// transition at a time, as SwiftUI's own `sheet(item:)` does:
/// - nothing presented, the binding names an item: present it;
/// - presented, the binding clears: dismiss;
/// - presented, the binding names another item: dismiss, then present the new one once the
///   dismissal has finished;
/// - while a transition runs, a change waits for it to end, and only the last one counts;
/// - the presentation ends by itself (a drag, a tap on the dimming, VoiceOver's escape, the app's
///   `dismiss`): the binding is cleared once the dismissal has finished, never when it begins or
///   when a drag is cancelled, and `onDismiss` runs exactly once per presentation that appeared.
package struct BoundPresentation<ID: Hashable & Sendable>: Sendable {
    /// Where the presentation is.
    package enum Phase: Sendable, Equatable {
        /// Nothing presented, nothing under way.
        case idle
        /// `ID`'s presentation was asked for and has not finished.
        case presenting(ID)
        /// `ID` is presented, at rest.
        case presented(ID)
        /// `ID`'s dismissal was asked for (by the binding) and has not finished.
        case dismissing(ID)
    }

    /// What to do.
    package enum Action: Sendable, Equatable {
        /// Present the content for this item.
        case present(ID)
        /// Dismiss what is presented.
        case dismiss
        /// Set the binding to nil (false): the presentation ended without the binding asking.
        case clearBinding
        /// Run the modifier's `onDismiss`: a presentation that appeared has ended.
        case onDismiss
    }

    /// Where the presentation is.
    package private(set) var phase: Phase = .idle
    /// What the binding says now.
    package private(set) var wanted: ID?

    /// A machine with nothing presented and an empty binding.
    package init() {}

    /// The binding changed to `id` (nil: nothing presented).
    package mutating func bindingChanged(to id: ID?) -> [Action] {
        wanted = id
        switch phase {
        case .idle:
            guard let id else { return [] }
            phase = .presenting(id)
            return [.present(id)]
        case .presented(let shown):
            guard id != shown else { return [] }
            phase = .dismissing(shown)
            return [.dismiss]
        case .presenting, .dismissing:
            // The running transition ends first; its end reads `wanted`.
            return []
        }
    }

    /// The presentation asked for finished: `appeared` is false when it did not happen (UIKit
    /// refused it, or it was cancelled and ran back).
    package mutating func presentationEnded(appeared: Bool) -> [Action] {
        guard case .presenting(let id) = phase else { return [] }
        guard appeared else {
            phase = .idle
            // The binding asked for something that is not there: it follows the truth, unless it
            // has moved on to another item meanwhile, which is presented now.
            if let next = wanted, next != id {
                phase = .presenting(next)
                return [.present(next)]
            }
            wanted = nil
            return [.clearBinding]
        }
        phase = .presented(id)
        guard wanted != id else { return [] }
        phase = .dismissing(id)
        return [.dismiss]
    }

    /// A dismissal the binding asked for did not happen: the system refused it (another
    /// transition was in progress) or it ran back (a finger caught the view as it left). The
    /// presentation is shown; the platform asks again (``bindingChanged(to:)`` with ``wanted``) once
    /// the transition in progress has ended, since the binding still says so.
    package mutating func dismissalCancelled() {
        guard case .dismissing(let id) = phase else { return }
        phase = .presented(id)
    }

    /// The presentation is over: dismissed, whoever asked (the binding, a drag, a tap, the app).
    package mutating func dismissalEnded() -> [Action] {
        let shown: ID
        switch phase {
        case .presented(let id), .dismissing(let id): shown = id
        case .idle, .presenting: return []
        }
        phase = .idle
        guard wanted != shown else {
            // Dismissed without the binding asking: it follows, before `onDismiss` reads it.
            wanted = nil
            return [.clearBinding, .onDismiss]
        }
        guard let next = wanted else { return [.onDismiss] }
        phase = .presenting(next)
        return [.onDismiss, .present(next)]
    }
}
