import Foundation
import StagehandCore

/// A Stagehand presentation bound to a value, as SwiftUI's `stagehandPresentation(isPresented:…)`
/// and `stagehandPresentation(item:…)` drive it: the binding's changes go to the core's
/// ``BoundPresentation`` machine, and its actions are carried out here, on either UIKit.
///
/// - A present makes the item's controller (``content``) and presents it with ``transition`` from
///   the controller ``presenter`` finds (the hosting controller that owns the modifier's view);
///   one that UIKit refuses (the presenter already presents something, or is out of the window,
///   rule 20) is over at once, never appeared, and the binding is cleared.
/// - A dismiss asks the Stagehand presentation to dismiss (`stagehand.dismiss`).
/// - The presentation tells when it appeared and when it is over, once UIKit has finished each
///   transition (``LayerOptions/onAppeared``, ``LayerOptions/onPresentationOver``), whoever
///   dismissed it: a drag, a tap on the dimming, VoiceOver's escape or the app.
/// - ``clearBinding`` and ``onDismiss`` are the modifier's: the binding follows the truth, and
///   `onDismiss` runs once per presentation that appeared.
@MainActor
package final class BoundPresentationCore<P: Platform, ID: Hashable & Sendable> {
    private let platform: P
    private var machine = BoundPresentation<ID>()
    /// Dismissals asked for: a refusal answers the latest only.
    private var dismissals = 0

    /// The transition the next presentation uses.
    package var transition: any CustomTransition
    /// The controller to present from, when there is one now.
    package var presenter: @MainActor () -> P.ViewController?
    /// The controller that shows an item.
    package var content: @MainActor (ID) -> P.ViewController
    /// Sets the binding to nil (false).
    package var clearBinding: @MainActor () -> Void = {}
    /// The modifier's `onDismiss`.
    package var onDismiss: @MainActor () -> Void = {}
    /// The controller presented for the item on screen (or being presented or dismissed).
    package private(set) var presented: P.ViewController?
    /// The item ``presented`` shows.
    private var presentedItem: ID?
    /// The detent a card should rest at, from a `selectedDetent` binding; nil when the modifier has
    /// none. The card presents there, and moves there with its spring at each change.
    package private(set) var selectedDetent: Detent?
    /// Told the detent the person moved the card to (the binding's setter).
    package var selectedDetentChanged: @MainActor (Detent) -> Void = { _ in }

    /// Where the machine is.
    package var phase: BoundPresentation<ID>.Phase { machine.phase }

    /// A presentation bound to a value, presenting `content`'s controllers with `transition` from
    /// `presenter`'s controller on `platform`.
    package init(
        platform: P, transition: any CustomTransition,
        presenter: @escaping @MainActor () -> P.ViewController?,
        content: @escaping @MainActor (ID) -> P.ViewController
    ) {
        self.platform = platform
        self.transition = transition
        self.presenter = presenter
        self.content = content
    }

    /// The binding now says `id` (nil: nothing presented).
    package func update(_ id: ID?) {
        perform(machine.bindingChanged(to: id))
    }

    /// The content `controller` shows asks `preferences` of its presentation (SwiftUI's preferences
    /// from inside the presented view, told at each change): while it disables interactive
    /// dismissal, `controller` is `isModalInPresentation`, so a drag springs back and a tap on the
    /// dimming or VoiceOver's escape does nothing (rule 31); the binding's own dismissals still
    /// dismiss, as SwiftUI's sheet does.
    package func content(_ controller: P.ViewController, prefers preferences: ContentPresentationPreferences)
    {
        controller.isModalInPresentation = preferences.interactiveDismissDisabled
    }

    /// The item whose content the presenter's update may make again (SwiftUI's sheet shows its
    /// content as the presenter's state is now): the one presented, or being presented, while the
    /// binding still names it; nil otherwise, when the content on screen stays as it is (it leaves
    /// as it was, never blank or another item's).
    package var refreshableItem: ID? {
        guard let presentedItem, machine.wanted == presentedItem else { return nil }
        return presentedItem
    }

    /// A `selectedDetent` binding now says `detent`: a card presented and at rest moves there with
    /// its spring (`animateChanges`); one still presenting gets there once it has appeared.
    package func updateSelectedDetent(_ detent: Detent?) {
        selectedDetent = detent
        applySelectedDetent()
    }

    private func applySelectedDetent() {
        guard let detent = selectedDetent, case .presented = machine.phase, let presented,
            let core = PresentationControllerCore<P>.of(presented), core.selectedDetent != detent
        else { return }
        core.animateChanges { core.selectDetent(detent) }
    }

    private func perform(_ actions: [BoundPresentation<ID>.Action]) {
        for action in actions {
            switch action {
            case .present(let id): present(id)
            case .dismiss: dismissPresented()
            case .clearBinding: clearBinding()
            case .onDismiss: onDismiss()
            }
        }
    }

    /// Asks the presentation to dismiss. One that does not happen (the system refused it, or a
    /// finger caught the view as it left and it ran back) is asked again when the presentation next
    /// comes to rest (``PresentationRest``), on the run loop's turn after, if the binding still says
    /// so and it is still at rest then; and again after each refusal, as often as it takes. A
    /// refusal while it was at rest already waits for the next time it comes to rest (or the
    /// binding's next update), never a turn after turn.
    private func dismissPresented() {
        guard let presented else { return }
        dismissals += 1
        let attempt = dismissals
        let rest = PresentationControllerCore<P>.of(presented)?.rest
        let mark = rest?.mark()
        PresentationControllerCore<P>.dismiss(presented, animated: true) { [weak self] dismissed in
            guard let self, !dismissed, attempt == self.dismissals else { return }
            self.machine.dismissalCancelled()
            // Without a presentation nothing comes to rest: the binding's next update asks again.
            guard let rest, let mark else { return }
            self.waitForRest(rest, after: mark, attempt: attempt)
        }
    }

    /// Asks again, once the presentation is at rest after `mark`, for what the binding says.
    private func waitForRest(_ rest: PresentationRest<P>, after mark: Int, attempt: Int) {
        rest.whenAtRest(after: mark) { [weak self, weak rest] in
            self?.onNextTurn { core in
                guard attempt == core.dismissals, let rest else { return }
                // Something moved it again meanwhile: its next rest.
                guard rest.isAtRest else {
                    return core.waitForRest(rest, after: rest.mark(), attempt: attempt)
                }
                core.perform(core.machine.presentationCameToRest())
            }
        }
    }

    /// The presentation of `id` waited for its presenter's transition: made now if the binding
    /// still names `id`; otherwise what the binding says now follows.
    private func presentAfterWaiting(_ id: ID) {
        guard machine.phase == .presenting(id) else { return }
        guard machine.wanted == id else { return perform(machine.presentationEnded(appeared: false)) }
        present(id)
    }

    /// Runs `body` on the run loop's next turn. The presentation's ends are told among UIKit's
    /// coordinator completions, where other listeners (a `stagehand.dismiss` completion, the app's
    /// own) still wait their turn: a transition started there would run before they are told that
    /// the last one ended.
    private func onNextTurn(_ body: @escaping @MainActor (BoundPresentationCore) -> Void) {
        _ = platform.after(0) { [weak self] in
            guard let self else { return }
            body(self)
        }
    }

    private func present(_ id: ID) {
        // No controller is made for a presentation with no presenter.
        guard let presenter = presenter() else {
            perform(machine.presentationEnded(appeared: false))
            return
        }
        // The presenter takes part in a transition (a stack's top still leaving it, rule 61):
        // UIKit would refuse now (rules 18, 19), so the presentation waits for its end, then reads
        // the binding again.
        let resume: @MainActor () -> Void = { [weak self] in self?.onNextTurn { $0.presentAfterWaiting(id) } }
        if presenter.hasTransitionCoordinator, presenter.addTransitionCompletion(resume) { return }
        let controller = content(id)
        guard let options = LayerOptions<P>.of(controller, creating: true) else {
            perform(machine.presentationEnded(appeared: false))
            return
        }
        options.onAppeared = { [weak self] in
            self?.onNextTurn { core in
                core.perform(core.machine.presentationEnded(appeared: true))
                core.applySelectedDetent()
            }
        }
        // Only a `selectedDetent` binding listens: without one, the controller's own callback stays.
        if selectedDetent != nil {
            options.onSelectedDetentChange = { [weak self] detent in
                self?.selectedDetent = detent
                self?.selectedDetentChanged(detent)
            }
        }
        options.onDismissalWillBegin = { [weak self] in self?.machine.dismissalBegan() }
        options.onPresentationOver = { [weak self, weak controller] appeared in
            guard let self else { return }
            if self.presented === controller { (self.presented, self.presentedItem) = (nil, nil) }
            self.onNextTurn { core in
                core.perform(
                    appeared ? core.machine.dismissalEnded() : core.machine.presentationEnded(appeared: false)
                )
            }
        }
        (presented, presentedItem) = (controller, id)
        // A card presents at the detent a `selectedDetent` binding names, as Apple's sheet does.
        var transition = self.transition
        if let detent = selectedDetent, let card = transition as? StagehandTransition {
            transition = card.presenting(at: detent)
        }
        // No presenter for LayerPresenting to wait on: the binding's changes wait on their own.
        LayerPresenting<P>.present(controller, transition: transition, from: nil, platform: platform) {
            presenter.layerPresent(controller, animated: true, completion: nil)
        }
        // UIKit takes a presentation at once or never (rule 20): one it refused is over now.
        if controller.presentingViewController == nil {
            options.onAppeared = nil
            options.onDismissalWillBegin = nil
            options.onPresentationOver = nil
            (presented, presentedItem) = (nil, nil)
            perform(machine.presentationEnded(appeared: false))
        }
    }
}
