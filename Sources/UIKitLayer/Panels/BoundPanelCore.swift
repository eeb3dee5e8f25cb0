import Foundation
import StagehandCore

/// A panel bound to SwiftUI's values, as `stagehandPanel(isPresented:selectedDetent:detents:)` and
/// `stagehandPanel(selectedDetent:detents:)` drive it, written once for both UIKits: the modifier
/// passes each update's values to ``update(isPresented:selectedDetent:detents:animated:)``, and what
/// the panel does goes back to the bindings here.
///
/// - **Shown**: while `isPresented` is true the panel is a child of ``parent`` (the modifier's
///   anchor controller), coming up from below at the bound detent; when it turns false the panel
///   goes down and leaves. A panel on its way out when `isPresented` turns true again finishes
///   leaving, and a new one comes up.
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
    /// A panel the core made: its shell (kept alive here while it is shown) and its core.
    package typealias Made = (shell: AnyObject, core: PanelCore<P>)

    /// The controller the panel lives in, when there is one now.
    private let parent: @MainActor () -> P.ViewController?
    /// Makes a panel around the modifier's content.
    private let make: @MainActor () -> Made
    /// The panel shown.
    private var panel: Made?
    /// The panels on their way out, kept until they have left.
    private var leaving: [Made] = []

    /// Sets `isPresented` to false (the person removed the panel).
    package var clearBinding: @MainActor () -> Void = {}
    /// Sets the `selectedDetent` binding (the person moved the panel).
    package var selectedDetentChanged: @MainActor (Detent) -> Void = { _ in }
    /// Told where the panel stands; nil once it has left.
    package var positionChanged: @MainActor (StagehandPosition?) -> Void = { _ in }

    /// A binding of panels made by `make`, living in `parent`'s controller.
    package init(
        parent: @escaping @MainActor () -> P.ViewController?, make: @escaping @MainActor () -> Made
    ) {
        self.parent = parent
        self.make = make
    }

    /// The core of the panel shown now (nil while none is, or while it leaves).
    package var shown: PanelCore<P>? { panel?.core }

    /// The modifier's values now; `animated` when SwiftUI's update animates.
    package func update(isPresented: Bool, selectedDetent: Detent, detents: [Detent], animated: Bool) {
        if !isPresented {
            leave(animated: animated)
            return
        }
        guard let core = shown else {
            show(at: selectedDetent, detents: detents, animated: animated)
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
        guard let parent = parent() else { return }
        let made = make()
        let core = made.core
        if !detents.isEmpty { core.driver.setDetents(detents) }
        core.selectedDetent = detent
        core.onSelectedDetentChange = { [weak self] detent in self?.selectedDetentChanged(detent) }
        core.onPositionChange = { [weak self, weak core] position in
            guard let self, let core, self.shown === core else { return }
            self.positionChanged(position)
        }
        core.onRemove = { [weak self, weak core] in self?.panelLeft(core) }
        panel = made
        core.add(to: parent, animated: animated)
    }

    private func leave(animated: Bool) {
        guard let panel else { return }
        self.panel = nil
        leaving.append(panel)
        positionChanged(nil)
        panel.core.remove(animated: animated)
    }

    /// A panel has left its parent: the app's removal, or the person's (which clears the binding).
    private func panelLeft(_ core: PanelCore<P>?) {
        leaving.removeAll { $0.core === core }
        guard let panel, panel.core === core else { return }
        self.panel = nil
        positionChanged(nil)
        clearBinding()
    }
}
