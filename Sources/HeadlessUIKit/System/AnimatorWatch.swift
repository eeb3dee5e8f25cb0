import Foundation

/// The property animators of one headless UIKit, held weakly with the condition each was last in,
/// so that one released while paused, or stopped and not finished, is caught (rule 39: UIKit raises
/// "It is an error to release a paused or stopped property animator.").
///
/// An animator cannot report its own release (a `deinit` runs outside the main actor); instead it
/// tells its entry every change of condition, and the system checks every turn of its run loop for
/// entries whose animator is gone.
@MainActor
final class AnimatorWatch {
    /// What an animator is in, as far as releasing it goes.
    enum Condition {
        /// Inactive or running: releasing it is fine (UIKit keeps a running animator alive itself).
        case releasable
        /// Active and paused.
        case paused
        /// Stopped and not finished.
        case stopped
    }

    /// One animator's entry.
    final class Entry {
        weak var animator: HeadlessViewPropertyAnimator?
        var condition = Condition.releasable

        init(_ animator: HeadlessViewPropertyAnimator) { self.animator = animator }
    }

    private var entries: [Entry] = []

    /// Starts watching `animator`; it updates the entry's condition.
    func watch(_ animator: HeadlessViewPropertyAnimator) -> Entry {
        let entry = Entry(animator)
        entries.append(entry)
        return entry
    }

    /// Forgets the animators that are gone and returns the misuse of each released paused or stopped.
    func collectReleased() -> [HeadlessAnimatorMisuse] {
        var misuses: [HeadlessAnimatorMisuse] = []
        entries.removeAll { entry in
            guard entry.animator == nil else { return false }
            switch entry.condition {
            case .releasable: break
            case .paused: misuses.append(.releasedWhilePaused)
            case .stopped: misuses.append(.releasedWhileStopped)
            }
            return true
        }
        return misuses
    }
}

extension HeadlessUIKit {
    /// Rule 39: records every animator released, since the last turn, while paused or stopped.
    func checkForReleasedAnimators() {
        for misuse in animatorWatch.collectReleased() { record(.propertyAnimatorMisuse(misuse)) }
    }
}
