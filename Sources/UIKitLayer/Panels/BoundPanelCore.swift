import Foundation
import StagehandCore

/// A panel bound to SwiftUI's values, as `stagehandPanel(isPresented:selectedDetent:detents:)` and
/// `stagehandPanel(selectedDetent:detents:)` drive it, written once for both UIKits: the modifier
/// passes each update's values to ``update(isPresented:selectedDetent:detents:animated:)``, and what
/// the panel does goes back to the bindings here.
///
/// - **Shown**: while `isPresented` is true the panel (made once, by ``make``) is a child of
///   ``parent`` (the modifier's anchor controller), coming up from below at the bound detent; when
///   it turns false the panel goes down and leaves. A panel on its way out when `isPresented` turns
///   true again finishes leaving, then comes up again.
/// - **Detents**: a new non-empty set replaces the panel's (``PanelDriver/setDetents(_:)``); an
///   empty one is ignored. A bound detent that differs from the panel's moves it there, with its
///   spring when the update animates (`animateChanges`); one the panel lacks is ignored.
/// - **The person's changes** set the binding (``selectedDetentChanged``); a removal by the person
///   (the opt-in removal interaction) clears `isPresented` (``clearBinding``). The app's own changes
///   are not told back.
/// - **Position**: where the panel shown stands goes to ``positionChanged`` at every frame it moves
///   (the content's `\.stagehandPanelPosition`), and nil once it leaves.
@MainActor
package final class BoundPanelCore<P: Platform> {
    /// A panel the core made: its shell (kept alive here) and its core.
    package typealias Made = (shell: AnyObject, core: PanelCore<P>)

    /// The controller the panel lives in, when there is one now (the modifier's anchor).
    package var parent: @MainActor () -> P.ViewController? = { nil }
    /// Makes the panel around the modifier's content, once, as it is first shown; until set, no
    /// panel is shown.
    package var make: (@MainActor () -> Made)?
    /// Sets `isPresented` to false (the person removed the panel).
    package var clearBinding: @MainActor () -> Void = {}
    /// Sets the `selectedDetent` binding (the person moved the panel).
    package var selectedDetentChanged: @MainActor (Detent) -> Void = { _ in }
    /// Told where the panel stands; nil once it leaves.
    package var positionChanged: @MainActor (StagehandPosition?) -> Void = { _ in }

    /// The panel, once made: shown, leaving, or out of the parent.
    private var made: Made?
    /// Whether the panel is in the parent and not leaving.
    private var isShown = false
    /// Whether the panel is on its way out.
    private var isLeaving = false
    /// The values of the last update, for a panel shown again once it has left.
    private var wanted: (isPresented: Bool, detent: Detent, detents: [Detent], animated: Bool)?

    /// A binding of a panel ``make`` makes, living in ``parent``'s controller.
    package init() {}

    /// Where touches go in the anchor's `view`, whose own answer was `answer`: the panels and their
    /// backdrops take them, the anchor itself never (the screen under it does).
    package func hit(_ answer: P.View?, in view: P.View) -> P.View? {
        answer === view ? nil : answer
    }

    /// The core of the panel shown now (nil while none is, or while it leaves).
    package var shown: PanelCore<P>? { isShown ? made?.core : nil }

    /// The modifier's values now, and its update's transaction's `disablesAnimations`: the panel
    /// moves with its spring unless the update disables animations. While the panel leaves, a true
    /// `isPresented` shows it again once it has left.
    package func update(
        isPresented: Bool, selectedDetent: Detent, detents: [Detent], disablesAnimations: Bool
    ) {
        let animated = !disablesAnimations
        wanted = (isPresented, selectedDetent, detents, animated)
        guard isPresented else { return leave(animated: animated) }
        guard let core = shown else {
            if !isLeaving { show(at: selectedDetent, detents: detents, animated: animated) }
            return
        }
        if !detents.isEmpty, detents != core.driver.detents { core.driver.setDetents(detents) }
        guard selectedDetent != core.selectedDetent else { return }
        if animated {
            core.animateChanges { core.selectedDetent = selectedDetent }
        } else {
            core.selectedDetent = selectedDetent
        }
    }

    /// The parent laid out (its size or safe area may have changed): the panel is laid out again if
    /// it did.
    package func parentDidLayOut() {
        shown?.parentDidLayOut()
    }

    private func show(at detent: Detent, detents: [Detent], animated: Bool) {
        guard let parent = parent(), let made = made ?? makePanel() else { return }
        let core = made.core
        if !detents.isEmpty { core.driver.setDetents(detents) }
        core.selectedDetent = detent
        isShown = true
        core.add(to: parent, animated: animated)
    }

    private func makePanel() -> Made? {
        guard let made = make?() else { return nil }
        self.made = made
        let core = made.core
        core.onSelectedDetentChange = { [weak self] detent in self?.selectedDetentChanged(detent) }
        core.onPositionChange = { [weak self] position in
            guard let self, self.isShown else { return }
            self.positionChanged(position)
        }
        core.onRemove = { [weak self] in self?.panelLeft() }
        return made
    }

    private func leave(animated: Bool) {
        guard isShown, let core = made?.core else { return }
        (isShown, isLeaving) = (false, true)
        positionChanged(nil)
        core.remove(animated: animated)
    }

    /// The panel has left its parent: the app's removal (shown again if the binding says so now),
    /// or the person's (which clears the binding).
    private func panelLeft() {
        let byThePerson = !isLeaving
        (isShown, isLeaving) = (false, false)
        if byThePerson {
            positionChanged(nil)
            clearBinding()
        } else if let wanted, wanted.isPresented {
            show(at: wanted.detent, detents: wanted.detents, animated: wanted.animated)
        }
    }
}
