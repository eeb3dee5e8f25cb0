#if canImport(UIKit)
import StagehandCore
import StagehandUIKitLayer
import UIKit

/// A sheet that lives inside a screen and stays: a map's search results, a player's mini player, a
/// drawer of attachments. It rests at detents with Apple's names, follows a finger with rubber
/// banding and the fling's projection, shares drags with a scroll view, and never dismisses unless
/// the app opts in to ``isRemovalInteractionEnabled``. The screen around it stays live at every
/// detent at or below ``largestUndimmedDetent``.
///
/// ```swift
/// let panel = StagehandPanel(contentViewController: results)
/// panel.detents = [.points(96), .medium, .large]
/// panel.selectedDetent = .points(96)
/// panel.largestUndimmedDetent = .medium
/// panel.scrollView = results.tableView
/// panel.onPositionChange = { position in mapButtons.transform = .init(translationX: 0, y: -position.height) }
/// mapViewController.stagehand.addPanel(panel)
/// ```
///
/// A panel is a view controller, as FloatingPanel's is: ``StagehandPresentation/addPanel(_:animated:)``
/// makes it a child of the screen it lives in, and its content a child of it, as UIKit documents
/// child containment; the content hears its appearance callbacks as it comes and goes. On a phone it
/// spans the screen's width and stands above the tab bar; in regular width it floats at the leading
/// side, at most 400 points wide, as Maps' card does on an iPad.
@MainActor
public final class StagehandPanel: UIViewController {
    /// The controller the panel shows.
    public let contentViewController: UIViewController
    /// The core every member calls.
    private(set) lazy var core = PanelCore(
        platform: UIKitPlatform(), panel: self, content: contentViewController)

    /// A panel showing `contentViewController`, resting at `.medium` and `.large`, at `.medium`.
    public init(contentViewController: UIViewController) {
        self.contentViewController = contentViewController
        super.init(nibName: nil, bundle: nil)
        // The content becomes the panel's child now, as its view joins the panel's.
        _ = core
    }

    /// Panels are made in code: a panel from a storyboard or a nib is not made (nil).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The heights the panel rests at, as `UISheetPresentationController.detents`. Setting keeps the
    /// selected detent when the new set has it, else moves to the one nearest in height; an empty set
    /// is ignored. `.medium` and `.large` until set.
    public var detents: [Detent] {
        get { core.driver.detents }
        set { core.driver.setDetents(newValue) }
    }

    /// The detent the panel rests at. Setting one of ``detents`` moves it there, at once or, inside
    /// ``animateChanges(_:)``, with the panel's spring; any other detent, and a set while a finger
    /// holds the panel, are ignored. A set is never reported to ``onSelectedDetentChange``.
    public var selectedDetent: Detent {
        get { core.selectedDetent }
        set { core.selectedDetent = newValue }
    }

    /// The largest detent that leaves the screen around the panel undimmed and live. Above it a
    /// backdrop dims the screen, takes its touches, and a tap on it brings the panel down to this
    /// detent. Nil (the default), or a detent the panel does not have, means no backdrop at any
    /// detent: unlike a sheet, a panel keeps its screen live unless asked.
    public var largestUndimmedDetent: Detent? {
        get { core.driver.largestUndimmedDetent }
        set { core.driver.largestUndimmedDetent = newValue }
    }

    /// Whether the panel shows a grabber at its top edge. False by default.
    public var prefersGrabberVisible: Bool {
        get { core.driver.prefersGrabberVisible }
        set { core.driver.prefersGrabberVisible = newValue }
    }

    /// The radius of the panel's rounded corners, in points (16 by default; negative or NaN counts
    /// as 0).
    public var preferredCornerRadius: CGFloat {
        get { CGFloat(core.driver.cornerRadius) }
        set { core.driver.cornerRadius = Double(newValue) }
    }

    /// Whether a drag that begins in ``scrollView`` scrolled to its top grows the panel to its
    /// highest detent before the content scrolls, as Apple's sheets. True by default.
    public var prefersScrollingExpandsWhenScrolledToEdge: Bool {
        get { core.driver.scrollingExpandsWhenScrolledToEdge }
        set { core.driver.scrollingExpandsWhenScrolledToEdge = newValue }
    }

    /// Whether a drag below the lowest detent removes the panel (it follows the finger down, and a
    /// release heading away removes it), as FloatingPanel's removal interaction; VoiceOver's escape
    /// and a "Dismiss" action remove it too. False by default: a panel stays.
    public var isRemovalInteractionEnabled: Bool {
        get { core.driver.isRemovalInteractionEnabled }
        set { core.driver.isRemovalInteractionEnabled = newValue }
    }

    /// The scroll view that shares drags with the panel: scrolled to its top, a drag down moves the
    /// panel; otherwise the first scroll view found in the content.
    public weak var scrollView: UIScrollView? {
        get { core.namedScrollView }
        set { core.namedScrollView = newValue }
    }

    /// Told the detent the person moved the panel to (a drag released at another detent, a tap on
    /// the backdrop, a VoiceOver action), once per change, when it comes to rest there; never for the
    /// app's own sets.
    public var onSelectedDetentChange: (@MainActor (Detent) -> Void)? {
        get { core.onSelectedDetentChange }
        set { core.onSelectedDetentChange = newValue }
    }

    /// Told where the panel stands at every frame it moves: a drag, a spring, ``animateChanges(_:)``,
    /// its addition and removal, a rotation, the keyboard; read from what is on screen, and never
    /// when nothing moved. Its last value is where the panel rests.
    public var onPositionChange: (@MainActor (StagehandPosition) -> Void)? {
        get { core.onPositionChange }
        set { core.onPositionChange = newValue }
    }

    /// Told once the panel has left its parent (``remove(animated:)``, or the person's removal).
    public var onRemove: (@MainActor () -> Void)? {
        get { core.onRemove }
        set { core.onRemove = newValue }
    }

    /// Where the panel stands now; nil while it is not in a parent.
    public var position: StagehandPosition? { core.driver.position }

    /// Runs `changes`, in which a set of ``selectedDetent`` animates with the panel's spring, as
    /// `UISheetPresentationController.animateChanges(_:)`.
    public func animateChanges(_ changes: () -> Void) {
        core.animateChanges(changes)
    }

    /// Removes the panel from the screen it lives in: down off screen when `animated`, then out of
    /// the screen's view and its children.
    public func remove(animated: Bool = true) {
        core.remove(animated: animated)
    }

    /// The screen changes size: the panel keeps its detent, laid out again inside the change's
    /// animation.
    public override func viewWillTransition(
        to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(
            alongsideTransition: { [core] _ in core.parentWillLayOutAlongside() },
            completion: { [core] _ in core.parentAnimationEnded() })
    }

    /// The panel comes back on screen with its screen (a tab selected again): laid out again if the
    /// screen changed size while away.
    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        core.panelAppears()
    }

    /// The panel came back on screen: laid out again if the screen's size was set after it was
    /// told it would appear.
    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        core.panelAppears()
    }

    /// The safe area changed (a bar came or went): the panel is laid out again if the screen's did.
    public override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        core.parentDidLayOut()
    }
}

extension StagehandPresentation {
    /// Adds `panel` to this controller: a child of it, on top of its view and of the panels it
    /// already holds, coming up from below when `animated`. A panel already in a controller stays
    /// where it is.
    public func addPanel(_ panel: StagehandPanel, animated: Bool = true) {
        panel.core.add(to: viewController, animated: animated)
    }

    /// The panels this controller holds, bottom to top.
    public var panels: [StagehandPanel] {
        viewController.children.compactMap { $0 as? StagehandPanel }
    }
}
#endif
