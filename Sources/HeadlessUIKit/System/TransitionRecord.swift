import Foundation

/// A transition whose context is still owed its completion, modal or navigation: what the freeze
/// check (rules 1, 3, 4), touch handling (§2 Present 2) and the alongside animations' moment
/// (rule 39) read.
@MainActor
protocol OpenTransition: AnyObject {
    /// The transition's context.
    var context: HeadlessTransitionContext { get }
    /// Whether the freeze was already flagged (rules 1, 3, 4).
    var isFrozen: Bool { get set }
    /// Whether touches are ignored now.
    var ignoresTouches: Bool { get }
    /// The transition's coordinator, until it is spent.
    var coordinator: HeadlessTransitionCoordinator? { get }
    /// The animator's (or interactor's) call under way in the body; nil outside it.
    var animatorCall: String? { get }
}

/// One accepted presentation or dismissal, from the call that started it until it completes: the
/// objects UIKit retains for one transition (animator, interactor, context, §1) and what the
/// completion path needs.
@MainActor
final class TransitionRecord: OpenTransition {
    let isPresentation: Bool
    let presentation: PresentationRecord
    let context: HeadlessTransitionContext
    /// Retained for this transition only (§1).
    var animator: (any HeadlessAnimatedTransitioning)?
    /// Retained for this transition only (§1).
    var interactor: (any HeadlessInteractiveTransitioning)?
    var completion: (@MainActor () -> Void)?
    /// Whether touches are ignored now (§2.2: no interactor, from the body's start to completion).
    var ignoresTouches = false
    /// Whether the reversed "will" callbacks were sent (a cancel, §3 cancelled step 2).
    var sentReversedWills = false
    /// Whether the freeze was already flagged (rules 1, 3, 4).
    var isFrozen = false
    /// The transition's coordinator, from the call that started it (rule 32).
    var coordinator: HeadlessTransitionCoordinator?
    /// The animator's (or interactor's) call under way in the body, for the alongside animations'
    /// moment (rule 39); nil outside it.
    var animatorCall: String?
    /// Whether the dismissal was a user dismissal, read when it completes (rule 30).
    var wasUserDismissal = false
    /// For a dismissal begun at once beside another transition (rule 24, runs at once): that
    /// transition, until this one's body runs.
    var beside: TransitionRecord?
    /// Whether a dismissal began beside this transition (its body ran while this one was in
    /// flight): the presentation controller is dismissing, this transition's own callbacks are over.
    var isSuperseded = false

    init(isPresentation: Bool, presentation: PresentationRecord, context: HeadlessTransitionContext) {
        self.isPresentation = isPresentation
        self.presentation = presentation
        self.context = context
    }
}
