import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// One panel that stays on screen, written once for every ``Platform``: the app's
/// `StagehandPanel` on a phone and the headless UIKit's panel are thin shells over it.
///
/// The panel is a view controller (the shell) whose content controller is its child; it lives in a
/// parent controller as UIKit's child containment documents it (rule 63):
/// - **Adding**: `parent.addChild(panel)` (which tells the panel `willMove(toParent:)`), the
///   backdrop and the panel's wrapper on top of the parent's view, then `panel.didMove(toParent:
///   parent)`. The parent forwards appearance callbacks to the panel, and the panel to its content,
///   as their views enter the window (rule 64).
/// - **Removing**: `panel.willMove(toParent: nil)` as the removal begins (the app's or the
///   person's), the views taken out once the panel is off screen, then `panel.removeFromParent()`
///   (which tells it `didMove(toParent: nil)`).
///
/// Every decision is the ``PanelDriver``'s: this core reads UIKit (the parent's geometry, the
/// keyboard, the drags through ``DismissalPanCore``, the display's frames through the stage) and
/// applies the answers.
@MainActor
package final class PanelCore<P: Platform> {
    /// The platform.
    package let platform: P
    /// The views.
    package let stage: PanelLayerStage<P>
    /// The decisions.
    package let driver: PanelDriver<PanelLayerStage<P>>
    /// The drags on the panel.
    package private(set) var pan: DismissalPanCore<P>?
    /// The scroll view the app named to share drags with (`scrollView`), held weakly.
    package weak var namedScrollView: P.ScrollView?
    /// Told where the panel stands whenever it moved (the app's `onPositionChange`).
    package var onPositionChange: (@MainActor (StagehandPosition) -> Void)?
    /// Told the detent the person moved the panel to (the app's `onSelectedDetentChange`).
    package var onSelectedDetentChange: (@MainActor (Detent) -> Void)?
    /// Told once the panel has left its parent (its removal ended).
    package var onRemove: (@MainActor () -> Void)?

    /// The panel controller (the shell, which owns this core).
    private weak var panel: P.ViewController?
    /// The keyboard's observation, while the panel is in a parent.
    private var keyboard: (any LayerCancellable)?
    /// Whether sets of the selected detent animate (inside ``animateChanges(_:)``).
    private var animatesChanges = false

    /// The core of `panel`, whose content is `content`: `content` becomes the panel's child, its
    /// view inside the panel's view, inside the wrapper that rounds and shadows it.
    package init(platform: P, panel: P.ViewController, content: P.ViewController) {
        self.platform = platform
        self.panel = panel
        stage = PanelLayerStage(platform: platform)
        driver = PanelDriver(detents: [.medium, .large], stage: stage)
        panel.addChild(content)
        let panelView = panel.loadedView
        let contentView = content.loadedView
        contentView.showStagehandState(ViewState(frame: panelView.bounds), properties: .frame)
        panelView.addSubview(contentView)
        content.didMove(toParent: panel)
        let wrapper = platform.makePresentedWrapper(
            around: panelView, escape: { [weak self] in self?.driver.escape() ?? false },
            customActions: { [weak self] in self?.accessibilityActions ?? [] })
        // A panel keeps the screen around it live: never modal for VoiceOver.
        platform.setAccessibilityModal(false, on: wrapper)
        stage.wrapper = wrapper
        stage.preferredHeight = { [weak content] in
            content?.layerPreferredContentSize.flatMap { $0.height > 0 ? Double($0.height) : nil }
        }
        stage.frameTick = { [weak self] in self?.driver.frameDidDisplay() }
        stage.backdropTapped = { [weak self] in self?.driver.backdropTapped() }
        driver.positionChanged = { [weak self] position in self?.onPositionChange?(position) }
        driver.personChangedDetent = { [weak self] index in
            guard let self else { return }
            self.onSelectedDetentChange?(self.driver.detents[index])
        }
        driver.removalBegan = { [weak self] in self?.panel?.willMove(toParent: nil) }
        driver.removalEnded = { [weak self] in self?.leaveParent() }
        pan = DismissalPanCore(driver: driver, platform: platform) { [weak self] in self?.namedScrollView }
    }

    /// Adds the panel to `parent` (see the type's documentation), coming up from below its bottom
    /// edge when `animated`. A panel already in a parent stays where it is.
    package func add(to parent: P.ViewController, animated: Bool) {
        guard let panel, panel.parent == nil, panel !== parent else { return }
        parent.addChild(panel)
        stage.place(in: parent)
        panel.didMove(toParent: parent)
        if let wrapper = stage.wrapper { pan?.install(on: wrapper, in: parent.loadedView, screenEdge: nil) }
        keyboard = platform.observe(
            keyboardIn: { [weak self] in self?.stage.parentView },
            keyboard: { [weak self] frame, duration, curve in
                guard let self else { return }
                let overlap = self.stage.measure().geometry.keyboardOverlap(frame: frame)
                self.driver.keyboardWillChange(
                    overlap: overlap, duration: duration.isNaN ? 0.25 : duration,
                    curve: curve < 0 ? nil : curve)
            },
            reduceMotion: { _ in })
        driver.add(animated: animated)
    }

    /// Removes the panel from its parent, going down off screen when `animated`.
    package func remove(animated: Bool) {
        guard panel?.parent != nil else { return }
        driver.remove(animated: animated)
    }

    /// The removal ended: the views leave the parent's view, then the panel leaves the parent.
    private func leaveParent() {
        keyboard?.cancel()
        keyboard = nil
        pan?.uninstall()
        stage.takeAway()
        panel?.removeFromParent()
        onRemove?()
    }

    /// The selected detent; a set moves the panel there, animated inside ``animateChanges(_:)``.
    package var selectedDetent: Detent {
        get { driver.selectedDetent }
        set { driver.select(newValue, animated: animatesChanges) }
    }

    /// Runs `changes`, in which a set of ``selectedDetent`` animates with the release spring.
    package func animateChanges(_ changes: () -> Void) {
        let was = animatesChanges
        animatesChanges = true
        changes()
        animatesChanges = was
    }

    /// The parent's view may have changed (a rotation's animation, a safe area): the driver lays the
    /// panel out again if it did.
    package func parentDidLayOut() {
        driver.parentDidLayOut()
    }

    /// The parent changes size inside its animation (`viewWillTransition(to:with:)`'s coordinator):
    /// the panel is laid out anew inside it, followed frame by frame.
    package func parentWillLayOutAlongside() {
        driver.parentDidLayOut(animating: true)
    }

    /// The parent's size change animation completed: where the panel rests is told.
    package func parentAnimationEnded() {
        driver.parentAnimationEnded()
    }

    /// The panel will appear or did appear (`viewWillAppear(_:)`, `viewDidAppear(_:)`): its parent
    /// comes back on screen (a tab selected again, a screen above it popped), perhaps in a size or
    /// safe area it missed while away (a rotation while another tab showed): the driver lays the
    /// panel out again if it changed. At both, because whether a container sizes its child's view
    /// before or after `viewWillAppear(_:)` is not documented (rule 64).
    package func panelAppears() {
        driver.parentDidLayOut()
    }

    /// VoiceOver's custom actions, read each time.
    private var accessibilityActions: [LayerAccessibilityAction] {
        driver.accessibilityActions.map { action in
            LayerAccessibilityAction(name: action.name) { [weak self] in self?.driver.perform(action) ?? false
            }
        }
    }
}
