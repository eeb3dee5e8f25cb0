import Foundation
import StagehandCore
import StagehandUIKitLayer

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A panel that stays, in the headless UIKit: the shell the phone's `StagehandPanel` is, over the
/// same `PanelCore`, with its panel controller a ``ModelViewController`` (the headless UIKit's
/// controllers are final: the overrides are the controller's closures). Add it with
/// ``ModelViewController/addPanel(_:animated:)``.
@MainActor
public final class HeadlessStagehandPanel {
    /// The panel's controller: a child of the controller it lives in, parent of its content.
    public let viewController: ModelViewController
    /// The controller the panel shows.
    public let contentViewController: ModelViewController
    /// The core every member calls.
    package let core: PanelCore<HeadlessPlatform>

    /// A panel showing `contentViewController` (its controller named `name`), resting at `.medium`
    /// and `.large`, at `.medium`.
    public init(contentViewController: ModelViewController, name: String = "panel") {
        let controller = ModelViewController(name: name)
        viewController = controller
        self.contentViewController = contentViewController
        core = PanelCore(
            platform: HeadlessPlatform(system: contentViewController.owningSystem), panel: controller,
            content: contentViewController)
        controller.willTransitionToSize = { [weak core] _, coordinator in
            _ = coordinator.animate(
                alongsideTransition: { _ in core?.parentWillLayOutAlongside() },
                completion: { _ in core?.parentAnimationEnded() })
        }
        controller.onAppearance = { [weak core] event in
            guard event == .willAppear || event == .didAppear else { return }
            core?.panelAppears()
        }
        core.onRemove = { [weak self] in
            // The parent no longer holds the panel: nothing ties it to its controller any more.
            self?.viewController.associatedObjects[Self.key] = nil
            self?.onRemove?()
        }
    }

    /// The key under which a panel's controller holds its panel while it is in a parent.
    static let key = "stagehand.panel"

    /// `detents` (see `StagehandPanel.detents`).
    public var detents: [Detent] {
        get { core.driver.detents }
        set { core.driver.setDetents(newValue) }
    }

    /// `selectedDetent` (see `StagehandPanel.selectedDetent`).
    public var selectedDetent: Detent {
        get { core.selectedDetent }
        set { core.selectedDetent = newValue }
    }

    /// `largestUndimmedDetent` (see `StagehandPanel.largestUndimmedDetent`).
    public var largestUndimmedDetent: Detent? {
        get { core.driver.largestUndimmedDetent }
        set { core.driver.largestUndimmedDetent = newValue }
    }

    /// `prefersGrabberVisible`.
    public var prefersGrabberVisible: Bool {
        get { core.driver.prefersGrabberVisible }
        set { core.driver.prefersGrabberVisible = newValue }
    }

    /// `preferredCornerRadius`, in points.
    public var preferredCornerRadius: Double {
        get { core.driver.cornerRadius }
        set { core.driver.cornerRadius = newValue }
    }

    /// `prefersScrollingExpandsWhenScrolledToEdge`.
    public var prefersScrollingExpandsWhenScrolledToEdge: Bool {
        get { core.driver.scrollingExpandsWhenScrolledToEdge }
        set { core.driver.scrollingExpandsWhenScrolledToEdge = newValue }
    }

    /// `isRemovalInteractionEnabled`.
    public var isRemovalInteractionEnabled: Bool {
        get { core.driver.isRemovalInteractionEnabled }
        set { core.driver.isRemovalInteractionEnabled = newValue }
    }

    /// `scrollView`: a scrolling ``ModelView`` of the content.
    public var scrollView: ModelView? {
        get { core.namedScrollView }
        set { core.namedScrollView = newValue }
    }

    /// `onSelectedDetentChange`.
    public var onSelectedDetentChange: (@MainActor (Detent) -> Void)? {
        get { core.onSelectedDetentChange }
        set { core.onSelectedDetentChange = newValue }
    }

    /// `onPositionChange`.
    public var onPositionChange: (@MainActor (StagehandPosition) -> Void)? {
        get { core.onPositionChange }
        set { core.onPositionChange = newValue }
    }

    /// `onRemove`.
    public var onRemove: (@MainActor () -> Void)?

    /// `position`: where the panel stands now; nil while it is not in a parent.
    public var position: StagehandPosition? { core.driver.position }

    /// The panel's wrapper: the view that moves, in the parent's view.
    public var panelView: ModelView? { core.stage.wrapper }

    /// The backdrop, while the panel is in a parent.
    public var backdropView: ModelView? { core.stage.backdrop }

    /// How many frames the display link called the panel back (what following the position costs).
    public var framesFollowed: Int { core.stage.framesTicked }

    /// `animateChanges(_:)`.
    public func animateChanges(_ changes: () -> Void) {
        core.animateChanges(changes)
    }

    /// `remove(animated:)`.
    public func remove(animated: Bool = true) {
        core.remove(animated: animated)
    }
}

extension ModelViewController {
    /// `stagehand.addPanel(_:animated:)`: adds `panel` as a child of this controller, on top of its
    /// view and of the panels it holds, coming up from below when `animated`. The controller holds
    /// the panel until it is removed, as a phone's parent holds its child.
    public func addPanel(_ panel: HeadlessStagehandPanel, animated: Bool = true) {
        guard panel.viewController.parent == nil else { return }
        panel.viewController.associatedObjects[HeadlessStagehandPanel.key] = panel
        if panel.core.platform.system == nil { panel.core.platform.system = owningSystem }
        panel.core.add(to: self, animated: animated)
    }

    /// `stagehand.panels`: the panels this controller holds, bottom to top.
    public var panels: [HeadlessStagehandPanel] {
        children.compactMap { $0.associatedObjects[HeadlessStagehandPanel.key] as? HeadlessStagehandPanel }
    }
}
