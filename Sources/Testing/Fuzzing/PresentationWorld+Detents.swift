import Foundation
import StagehandCore
import StagehandHeadless

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What the world knows of a card's selected detent: the detent the app was told of (the first
/// detent, its own sets, the callback's calls), per presentation, and the first problem met.
struct DetentRecord {
    /// The presentation the record is about (its driver), held weakly: nil before any and once it
    /// is gone (an identifier could be reused by the next presentation's driver).
    weak var presentation: AnyObject?
    /// The index of the detent the app knows the card to be at.
    var known = 0
    /// The callback's calls, over the whole run.
    var reports = 0
    /// The first broken promise, if any.
    var problem: String?
}

/// A card's selected detent and VoiceOver's actions in the world (rule 50): the app sets the next
/// detent (at once or inside `animateChanges`), VoiceOver performs a custom action; and the
/// promises `detent:`:
/// - the callback is called once per change the person makes (a drag, a VoiceOver action), never
///   for the app's sets, and never to name the detent the app already knows of;
/// - at rest, the card is at the detent the app was told of, at that detent's height.
extension PresentationWorld {
    /// Whether the detail is a card with several detents at rest: where the new events act.
    var canChangeDetent: Bool {
        isAtRest(detail) && (stagehand?.driver.behavior.detents.count ?? 0) > 1
    }

    /// Hears `controller`'s detent callback.
    func listenToDetents(of controller: ModelViewController) {
        controller.stagehandOnSelectedDetentChange = { [weak self, weak controller] detent in
            guard let self, let controller else { return }
            self.heard(detent, from: controller)
        }
    }

    /// The app sets the next detent of the card (after the last, the first), animated or not.
    func selectNextDetent(animated: Bool) -> String? {
        guard canChangeDetent, let stagehand else { return nil }
        let detents = stagehand.driver.behavior.detents
        syncPresentation()
        let next = (stagehand.driver.detent + 1) % detents.count
        let reports = self.detents.reports
        if animated {
            stagehand.animateChanges { stagehand.selectedDetent = detents[next] }
        } else {
            stagehand.selectedDetent = detents[next]
        }
        if fault == .reportAppDetentSets { heard(detents[next], from: detail) }
        if self.detents.reports != reports, self.detents.problem == nil {
            self.detents.problem = "detent: the app's set of detent \(next) was reported to it"
        }
        self.detents.known = next
        if !animated, !isAtRest(detail), self.detents.problem == nil {
            self.detents.problem = "detent: an unanimated set of detent \(next) left something running"
        }
        return animated ? "app animates to detent \(next)" : "app selects detent \(next)"
    }

    /// VoiceOver performs the first of the presented view's custom actions that moves the card.
    func performVoiceOverAction() -> String? {
        guard canChangeDetent, let presented = stagehand?.presentedView,
            let name = presented.accessibilityCustomActionNames.first(where: { $0 != "Dismiss" })
        else { return nil }
        syncPresentation()
        let reports = detents.reports
        let announcements = system.accessibilityAnnouncements.count
        let acted = presented.performAccessibilityCustomAction(named: name)
        if detents.problem == nil {
            if !acted {
                detents.problem = "detent: VoiceOver's \(name) did not act"
            } else if detents.reports != reports + 1 {
                detents.problem =
                    "detent: VoiceOver's \(name) was reported \(detents.reports - reports) times"
            } else if system.accessibilityAnnouncements.count != announcements + 1 {
                detents.problem = "detent: VoiceOver's \(name) announced nothing"
            }
        }
        return "VoiceOver: \(name)"
    }

    /// The fuzzer's detent events: where a card with several detents is at rest, one draw in twelve
    /// each sets the next detent at once, animates to it, or performs a VoiceOver action, and three
    /// in twelve drag on the card's list (up to four translations, mostly up, and a release); the
    /// other draws (and anywhere else, with nothing drawn) leave the step to the other events.
    func detentStep(_ random: inout Generator) -> String? {
        guard canChangeDetent else { return nil }
        switch random.int(below: 12) {
        case 0: return selectNextDetent(animated: false)
        case 1: return selectNextDetent(animated: true)
        case 2: return performVoiceOverAction()
        case 3, 4, 5:
            let moves = (0...random.int(below: 4)).map { _ in random.double(in: -500...250) }
            return dragOnFeed(through: moves, velocity: random.double(in: -3000...3000))
        default: return nil
        }
    }

    /// The promises about detents, checked after every event.
    func detentProblem() -> String? {
        if let problem = detents.problem { return problem }
        guard isAtRest(detail), let driver = stagehand?.driver, driver.behavior.detents.count > 1 else {
            return nil
        }
        syncPresentation()
        if driver.detent != detents.known {
            return "detent: <detail> rests at detent \(driver.detent), the app was told of \(detents.known)"
        }
        guard let view = stagehand?.presentedView,
            let container = detail.presentationController?.containerView,
            let laidOut = layout(of: detail, phase: .present, detent: driver.behavior.detents[driver.detent])?
                .finalStates.first?.frame
        else { return nil }
        let frame = system.frame(of: view, in: container)
        if !HeadlessUIKit.same(frame, laidOut) {
            return "detent: <detail> at \(frame), not at detent \(driver.detent)'s frame \(laidOut)"
        }
        return nil
    }

    /// Starts a new record when the detail's presentation is a new one (it begins at its first
    /// detent).
    private func syncPresentation() {
        guard let driver = stagehand?.driver else { return }
        guard detents.presentation !== driver else { return }
        detents.presentation = driver
        detents.known = 0
    }

    /// The callback named `detent` for `controller`'s card.
    private func heard(_ detent: Detent, from controller: ModelViewController) {
        if fault == .dropPersonDetentReports { return }
        detents.reports += 1
        guard controller === detail, let driver = stagehand?.driver else { return }
        syncPresentation()
        guard let index = driver.behavior.detents.firstIndex(of: detent) else {
            detents.problem = detents.problem ?? "detent: the callback named \(detent), not one of the card's"
            return
        }
        if index == detents.known, detents.problem == nil {
            detents.problem = "detent: the callback named detent \(index), which the app already knew of"
        }
        detents.known = index
    }
}
