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
/// - while a transition runs, a change waits for it to end, and only the last one counts: an item
///   set again while the binding's dismissal runs is presented again once it is over, as SwiftUI's
///   own sheet does;
/// - a dismissal the binding asked for that did not happen (refused, or caught by a finger and run
///   back) is asked again each time the presentation comes to rest (``presentationCameToRest()``),
///   for as long as the binding still says so;
/// - the presentation ends by itself (a drag, a tap on the dimming, VoiceOver's escape, the app's
///   `dismiss`): the binding is cleared once the dismissal has finished, never when it begins or
///   when a drag is cancelled, and `onDismiss` runs exactly once per presentation that appeared.
///
/// So whenever nothing moves, what is presented is what the binding says: the same item, or
/// nothing.
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
    /// Whether the binding changed since the presentation was asked for, or since its last
    /// dismissal began: a value written while a presentation is turned back, or while a dismissal
    /// the binding did not ask for runs, is what comes after it (even the same item, set again).
    private var changedMeanwhile = false

    /// A machine with nothing presented and an empty binding.
    package init() {}

    /// The binding changed to `id` (nil: nothing presented).
    package mutating func bindingChanged(to id: ID?) -> [Action] {
        if id != wanted { changedMeanwhile = true }
        wanted = id
        switch phase {
        case .idle:
            guard let id else { return [] }
            startPresenting(id)
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
            // has moved on meanwhile (to another item, or away and back to this one after the
            // presentation was turned back), which is presented now.
            if let next = wanted, next != id || changedMeanwhile {
                startPresenting(next)
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
    /// presentation is shown; the platform tells the machine when it next comes to rest
    /// (``presentationCameToRest()``), which asks again while the binding still says so.
    package mutating func dismissalCancelled() {
        guard case .dismissing(let id) = phase else { return }
        phase = .presented(id)
    }

    /// Whether a request is owed: the presentation is shown at rest but the binding names
    /// something else (a dismissal it asked for was refused or ran back).
    package var owesRequest: Bool {
        guard case .presented(let shown) = phase else { return false }
        return wanted != shown
    }

    /// The presentation came to rest (no transition, no finger, no settle): a dismissal the binding
    /// asked for that did not happen is asked again, as often as it takes; nothing otherwise.
    package mutating func presentationCameToRest() -> [Action] {
        guard owesRequest, case .presented(let shown) = phase else { return [] }
        phase = .dismissing(shown)
        return [.dismiss]
    }

    /// A presentation of `id` is asked for: what the binding said before is no change made while
    /// it, or its dismissal, runs.
    private mutating func startPresenting(_ id: ID) {
        phase = .presenting(id)
        changedMeanwhile = false
    }

    /// A dismissal of the presentation began (whoever asked): changes of the binding from now on
    /// were made while it ran.
    package mutating func dismissalBegan() {
        changedMeanwhile = false
    }

    /// The presentation is over: dismissed, whoever asked (the binding, a drag, a tap, the app).
    ///
    /// A dismissal the binding asked for (``Phase/dismissing(_:)``), or one during which the binding
    /// changed, leaves the binding alone: it says what comes next, even the same item set again
    /// meanwhile, which is then presented again. One the binding did not ask for, while it named
    /// the item shown all along, clears it.
    package mutating func dismissalEnded() -> [Action] {
        let shown: ID
        let askedByBinding: Bool
        switch phase {
        case .presented(let id): (shown, askedByBinding) = (id, false)
        case .dismissing(let id): (shown, askedByBinding) = (id, true)
        case .idle, .presenting: return []
        }
        phase = .idle
        if !askedByBinding, !changedMeanwhile, wanted == shown {
            // Dismissed without the binding asking: it follows, before `onDismiss` reads it.
            wanted = nil
            return [.clearBinding, .onDismiss]
        }
        guard let next = wanted else { return [.onDismiss] }
        startPresenting(next)
        return [.onDismiss, .present(next)]
    }
}
