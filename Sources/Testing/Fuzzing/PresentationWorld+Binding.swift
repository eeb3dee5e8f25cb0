import Foundation
import StagehandCore
import StagehandHeadless
import StagehandUIKitLayer

/// The app presents its detail through a binding, as SwiftUI's `stagehandPresentation(item:…)`
/// does: the binding's owner writes it, a ``BoundPresentationCore`` on the headless UIKit presents
/// and dismisses, and the core clears the binding through the owner, who (as SwiftUI) writes it on
/// the next turn of the run loop, after the event that caused it, and then updates the core with
/// it.
@MainActor
final class BindingRecord {
    /// The presentation bound to the binding, presenting the world's detail for either item.
    let core: BoundPresentationCore<HeadlessPlatform, Int>
    /// What the binding says: the item presented (1 or 2), or nil.
    private(set) var value: Int?
    /// A clear the core asked for, written on the next turn.
    var clearIsPending = false
    /// The detail, and how many appearance events it had, when the owner last wrote the binding: a
    /// write after its last `viewWillDisappear` came while the dismissal that ended was under way.
    var ownerWrote: (detail: ObjectIdentifier, events: Int)?
    /// The item the detail was last handed out for.
    var shownItem: Int?
    /// How many times `onDismiss` ran.
    var onDismissRuns = 0
    /// The controllers the core was handed, with how many times each appeared and then
    /// disappeared (kept once a controller is gone).
    var handedOut: [(controller: Weak<ModelViewController>, cycles: Int)] = []
    /// The first broken promise, if any.
    var problem: String?

    init(core: BoundPresentationCore<HeadlessPlatform, Int>) { self.core = core }

    /// The item the binding named last (nil before it named any).
    private(set) var lastNamed: Int?

    /// The owner writes `value` and updates the core with it (SwiftUI's next update), unless the
    /// update is lost.
    func write(_ value: Int?, losingUpdate: Bool = false) {
        self.value = value
        if let value { lastNamed = value }
        if !losingUpdate { core.update(value) }
    }

    /// The presentations that appeared and are over, over every controller handed out.
    var finishedPresentations: Int {
        for index in handedOut.indices {
            if let controller = handedOut[index].controller.object {
                handedOut[index].cycles = Self.cycles(in: controller.appearanceEvents)
            }
        }
        return handedOut.reduce(0) { $0 + $1.cycles }
    }

    /// How many times a controller appeared (`viewDidAppear`) and then disappeared
    /// (`viewDidDisappear`); a cancelled dismissal (disappearing, then appearing again) is no end.
    static func cycles(in events: [AppearanceEvent]) -> Int {
        var appeared = false
        var count = 0
        for event in events {
            switch event {
            case .didAppear: appeared = true
            case .didDisappear where appeared:
                appeared = false
                count += 1
            default: break
            }
        }
        return count
    }
}

/// The binding's events, and the promise `binding:`:
/// - the core clears the binding only once the presentation is over (never while the detail is
///   presented: not when a dismissal begins, not when a drag is cancelled), and never over an item
///   the owner wrote after that dismissal began (the last change counts: the owner's);
/// - `onDismiss` runs once per presentation that appeared and is over, never more, never before;
/// - at rest, the binding tells the truth: the detail is presented exactly when the binding names
///   an item, for that item, and the core's phase agrees.
extension PresentationWorld {
    /// Makes the binding: the core presents the detail from the list.
    func makeBinding() -> BindingRecord {
        let core = BoundPresentationCore<HeadlessPlatform, Int>(
            platform: HeadlessPlatform(system: system), transition: transition,
            presenter: { [weak self] in self?.list },
            content: { [weak self] item in self?.handOutDetail(for: item) ?? ModelViewController(name: "gone")
            })
        let record = BindingRecord(core: core)
        core.clearBinding = { [weak self, weak record] in
            guard let self, let record else { return }
            if self.detail.presentingViewController != nil, record.problem == nil {
                record.problem = "binding: cleared while <detail> is presented"
            }
            let events = self.detail.appearanceEvents
            let dismissalBegan = events.lastIndex(of: .willDisappear) ?? -1
            if let item = record.value, let wrote = record.ownerWrote,
                wrote.detail == ObjectIdentifier(self.detail), wrote.events > dismissalBegan,
                record.problem == nil
            {
                record.problem =
                    "binding: cleared item \(item), which the owner wrote after the dismissal began"
            }
            record.clearIsPending = true
        }
        core.onDismiss = { [weak record] in record?.onDismissRuns += 1 }
        return record
    }

    /// The detail, handed to the core for a presentation of `item`.
    private func handOutDetail(for item: Int) -> ModelViewController {
        guard let binding else { return detail }
        if !binding.handedOut.contains(where: { $0.controller.object === detail }) {
            binding.handedOut.append((Weak(detail), 0))
        }
        binding.shownItem = fault == .contentForAnotherItem ? 3 - item : item
        detailWasPresented = true
        return detail
    }

    /// Whether the binding names no item (the event ``bind(_:)`` with an item acts).
    var bindingIsEmpty: Bool { binding?.value == nil }

    /// The binding's owner sets it: to item 1 or 2, or to nil.
    func bind(_ item: Int?) -> String? {
        guard let binding, binding.value != item else { return nil }
        binding.ownerWrote = (ObjectIdentifier(detail), detail.appearanceEvents.count)
        binding.write(
            item, losingUpdate: fault == .loseOwnersWritesWhileDismissing && detail.isBeingDismissed)
        // The presentation's delegate and stage must be freed at the end, as the app's own.
        if binding.core.presented === detail { captureStagehand(of: detail) }
        return "binding = \(item.map { "item \($0)" } ?? "nil")"
    }

    /// The binding's next item: 2 after 1, 1 after 2 (another identity, as `sheet(item:)` sees it).
    var otherItem: Int { binding?.value == 1 ? 2 : 1 }

    /// Whether the binding is empty and last named item 1 (the event that sets item 2 then acts).
    var bindingLastNamedFirstItem: Bool { bindingIsEmpty && binding?.lastNamed == 1 }

    /// Writes a clear the core asked for (the run loop turned since), as SwiftUI does.
    func flushBinding() {
        guard let binding, binding.clearIsPending else { return }
        binding.clearIsPending = false
        binding.write(nil)
    }

    func bindingProblem() -> String? {
        guard let binding else { return nil }
        if let problem = binding.problem { return problem }
        let finished = binding.finishedPresentations
        if binding.onDismissRuns > finished {
            return
                "binding: onDismiss ran \(binding.onDismissRuns) times for \(finished) finished presentations"
        }
        guard system.isIdle, system.currentTransitionContext == nil, finger == nil else { return nil }
        if binding.onDismissRuns != finished {
            return "binding: at rest, onDismiss ran \(binding.onDismissRuns) times for \(finished) finished "
                + "presentations"
        }
        let presented = detail.presentingViewController != nil && binding.core.presented === detail
        if (binding.value != nil) != presented {
            return "binding: at rest, the binding says \(String(describing: binding.value)), <detail> "
                + (presented ? "is presented" : "is not presented")
        }
        if presented, binding.shownItem != binding.value {
            return
                "binding: at rest, the binding says \(String(describing: binding.value)), <detail> shows item "
                + String(describing: binding.shownItem)
        }
        let phase = binding.core.phase
        let expected: BoundPresentation<Int>.Phase = binding.value.map { .presented($0) } ?? .idle
        if phase != expected {
            return "binding: at rest, the bound presentation is \(phase), not \(expected)"
        }
        return nil
    }
}
