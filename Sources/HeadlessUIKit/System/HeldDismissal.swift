import Foundation

/// A `dismiss` called while a transition was in progress, held under the held reading of rule 24
/// (``DismissalWhileTransitioning/held``) until that transition completes.
@MainActor
struct HeldDismissal {
    /// Its number among the calls held in this system, from 0.
    let number: Int
    /// The controller `dismiss` was called on.
    weak var caller: ModelViewController?
    /// The controller it was to dismiss when it was called (rule 25 resolved then).
    weak var presented: ModelViewController?
    /// `animated:` of the call.
    let animated: Bool
    /// The call's completion.
    let completion: (@MainActor () -> Void)?
}

extension HeadlessUIKit {
    /// Once no transition is in progress, performs the held `dismiss` calls in the order they were
    /// made, until one is accepted (the rest wait for its end); one whose controller is no longer
    /// presented is dropped, its completion never run (rule 24's held reading).
    func performHeldDismissals() {
        while current == nil, overlapping == nil, !heldDismissals.isEmpty {
            let held = heldDismissals.removeFirst()
            guard let presented = held.presented, presented.presentingLink != nil else {
                log(.system("held dismiss dropped: what it was to dismiss is no longer presented"))
                heldDismissalResolved?(held.number, false)
                continue
            }
            log(.system("performing the dismiss held during the transition (rule 24)"))
            heldDismissalResolved?(held.number, true)
            dismiss(presented, animated: held.animated, completion: held.completion)
        }
    }
}
