import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// `UIViewController` in the headless UIKit: a name, a view, children, and the modal presentation
/// relationships (`presentingViewController`, `presentedViewController`, `presentationController`)
/// kept by the ``HeadlessUIKit`` it belongs to.
///
/// A controller belongs to a system once it is the root, a child of one that belongs, or presented
/// by one. A controller that belongs to none cannot present: there is no window to present in, and
/// nothing to log the refusal to.
@MainActor
public final class ModelViewController {
    /// The controller's name, used in events and log texts (`<name>`).
    public let name: String
    /// The controller's root view, created with the controller; it resizes with its superview like
    /// a UIKit root view (`autoresizesFlexibleSize`).
    public let view: ModelView
    /// The child controllers, in the order they were added.
    public internal(set) var children: [ModelViewController] = []
    /// The controller this one is a child of.
    public internal(set) weak var parent: ModelViewController?
    /// How the controller is presented, resolved on every read (rule 37): `.automatic` (the
    /// default) reads as ``ModalPresentationStyle/resolvingAutomatic``'s answer, `.pageSheet`, never
    /// as `.automatic`. What was assigned, unresolved, is ``assignedModalPresentationStyle``.
    public var modalPresentationStyle: ModalPresentationStyle {
        get { assignedModalPresentationStyle.resolvingAutomatic }
        set {
            assignedModalPresentationStyle = newValue
            hasAssignedModalPresentationStyle = true
        }
    }
    /// The style last assigned to ``modalPresentationStyle``, unresolved (`.automatic` until one
    /// is). UIKit keeps it private; here so that a test can tell whether code that "restores the
    /// previous style" restored `.automatic` or wrote the resolved style (rule 37).
    public private(set) var assignedModalPresentationStyle: ModalPresentationStyle = .automatic
    /// Whether anything ever assigned ``modalPresentationStyle`` (rule 37): a library that sets
    /// `.custom` and later restores the app's style must remember this itself, as UIKit offers no
    /// way to ask.
    public private(set) var hasAssignedModalPresentationStyle = false
    /// The transitioning delegate, held weakly as in UIKit (contract §1).
    public weak var transitioningDelegate: (any HeadlessTransitioningDelegate)?
    /// Whether a context presentation from this controller or its children covers this controller
    /// only (contract §2, Styles).
    public var definesPresentationContext = false
    /// Whether user dismissals are refused (rule 31).
    public var isModalInPresentation = false
    /// Objects the controller keeps alive for others: the headless stand-in for
    /// `objc_setAssociatedObject`, with which Stagehand ties its transitioning delegate's lifetime to
    /// the presented controller.
    public var associatedObjects: [String: AnyObject] = [:]
    /// The controller that presented this one or its farthest ancestor (D H4), from `present` until
    /// the presentation is torn down (rule 33), read up the parent chain: a child of a presented
    /// navigation controller answers the navigation controller's presenter.
    public var presentingViewController: ModelViewController? {
        var current: ModelViewController? = self
        while let controller = current {
            if let presenting = controller.presentingLink { return presenting }
            current = controller.parent
        }
        return nil
    }
    /// The controller presented by this one or its nearest ancestor (D H4), from `present` until
    /// the presentation is torn down (rule 33): a child of the presenter sees it too.
    public var presentedViewController: ModelViewController? {
        var current: ModelViewController? = self
        while let controller = current {
            if let presented = controller.presentedLink { return presented }
            current = controller.parent
        }
        return nil
    }
    /// The controller this very one presents (not an ancestor's), kept by the system.
    var presentedLink: ModelViewController?
    /// The controller that presents this very one, kept by the system.
    weak var presentingLink: ModelViewController?
    /// The presentation controller, held strongly from `present` until the dismissal completes
    /// (contract §1), then released.
    public internal(set) var presentationController: HeadlessPresentationController?
    /// Every appearance callback received, in order (contract §5).
    public internal(set) var appearanceEvents: [AppearanceEvent] = []
    /// How many times `viewWillTransition(to:with:)` reached this controller (rule 26).
    public private(set) var viewWillTransitionCount = 0
    /// What the controller does when its size will change, before the change flows on (an override
    /// of `viewWillTransition(to:with:)` that calls `super` last): typically alongside animations
    /// and completions on the size change's coordinator.
    public var willTransitionToSize: (@MainActor (CGSize, HeadlessTransitionCoordinator) -> Void)?

    /// What the controller does in its appearance methods (`viewWillAppear(_:)` and the others, which
    /// call `super`), after the system recorded the call.
    public var onAppearance: (@MainActor (AppearanceEvent) -> Void)?

    /// `preferredStatusBarStyle` (rule 36). Default `.default`.
    public var preferredStatusBarStyle: StatusBarStyle = .default
    /// `prefersStatusBarHidden` (rule 36). Default false.
    public var prefersStatusBarHidden = false
    /// `prefersHomeIndicatorAutoHidden` (rule 36). Default false.
    public var prefersHomeIndicatorAutoHidden = false
    /// `childForStatusBarStyle`: the child whose ``preferredStatusBarStyle`` is used instead of
    /// this controller's (D H4). Default nil.
    public weak var childForStatusBarStyle: ModelViewController?
    /// `childForStatusBarHidden`: the child whose ``prefersStatusBarHidden`` is used instead (D H4).
    public weak var childForStatusBarHidden: ModelViewController?
    /// `childForHomeIndicatorAutoHidden`: the child whose ``prefersHomeIndicatorAutoHidden`` is used
    /// instead (D H4).
    public weak var childForHomeIndicatorAutoHidden: ModelViewController?
    /// `modalPresentationCapturesStatusBarAppearance`: whether this controller, presented, takes
    /// the status bar (and the home indicator) over even when its presentation does not remove the
    /// presenter's view (rule 36, D H4). Default false.
    public var modalPresentationCapturesStatusBarAppearance = false
    /// `supportedInterfaceOrientations` (rule 36). Default `.allButUpsideDown`, an iPhone's.
    public var supportedInterfaceOrientations: InterfaceOrientationMask = .allButUpsideDown

    /// The navigation controller this controller is (its `UINavigationController` object), when it
    /// is one.
    public internal(set) weak var navigationHost: HeadlessNavigationController?
    /// The navigation or tab bar controller this controller is, when it is one: whose switch's
    /// coordinator it and its children answer (rule 53).
    weak var containerHost: (any ContainerTransitionHost)?
    /// The nearest navigation controller up the parent chain, this controller not included
    /// (`navigationController`, D H6: "If this view controller has been pushed onto a navigation
    /// controller, return it").
    public var navigationController: HeadlessNavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller.navigationHost { return navigation }
            current = controller.parent
        }
        return nil
    }

    /// The system the controller belongs to.
    weak var system: HeadlessUIKit? {
        didSet { for child in children { child.system = system } }
    }
    /// Where the controller is in its appearance cycle, to check balance (§5); nil until its first
    /// callback, when it is read from whether its view is in the window.
    var appearanceState: AppearanceState?
    /// `shouldAutomaticallyForwardAppearanceMethods` (rule 64): whether this controller's children
    /// hear its appearance callbacks, and theirs as their views enter and leave the window. Default
    /// true, as UIKit's; a container that answers false calls its children's
    /// ``beginAppearanceTransition(_:animated:)`` and ``endAppearanceTransition()`` itself.
    public var shouldAutomaticallyForwardAppearanceMethods = true
    /// Every containment callback received, in order (rule 63).
    public var containmentEvents: [ContainmentEvent] { containment.events }
    /// What the controller does in `willMove(toParent:)` and `didMove(toParent:)` (overrides that
    /// call `super`), after the system recorded the call.
    public var onContainment: (@MainActor (ContainmentEvent) -> Void)?
    /// Where the controller is in joining or leaving its parent (rule 63).
    var containment = ContainmentRecord()

    /// The preferred size of the controller's content. Setting it while presented tells the
    /// presentation controller (rule 28).
    public var preferredContentSize: CGSize? {
        didSet {
            guard preferredContentSize != oldValue, presentingLink != nil,
                let controller = presentationController
            else { return }
            // Rule 28: a change calls the PC's preferredContentSizeDidChange(forChildContentContainer:).
            system?.log(.presentationController("preferredContentSizeDidChange(forChildContentContainer:)"))
            controller.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }

    /// Creates a controller whose view shows `content`.
    public init(name: String, content: ModelContent = .none) {
        self.name = name
        self.view = ModelView(name: name, content: content)
        view.autoresizesFlexibleSize = true
        view.owningController = self
    }

    /// Adds `child` as a child controller (rule 63): a child of another controller is first removed
    /// from it, as by ``removeFromParent()``; then `child` hears ``willMove(toParent:)`` with this
    /// controller, and joins ``children``. Its view is not added: add it to the hierarchy yourself,
    /// then call the child's ``didMove(toParent:)``, as in UIKit. Adding a child again does nothing.
    public func addChild(_ child: ModelViewController) {
        guard child.parent !== self, child !== self else { return }
        child.detachFromParent(byUIKit: true)
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
        child.system = system
        child.containment.awaitsDidMove = true
        child.containment.untoldFlagged = false
        if containerHost == nil { owningSystem?.watchContainment(of: child) }
    }

    /// Removes the controller from its parent (rule 63): its parent must have told it first, with
    /// ``willMove(toParent:)`` and nil, or the headless UIKit records a breach; it then hears
    /// ``didMove(toParent:)`` with nil, as UIKit calls it.
    public func removeFromParent() {
        detachFromParent(byUIKit: false)
    }

    /// Presents `controller` (`present(_:animated:completion:)`): the system refuses or schedules
    /// the transition; see ``HeadlessUIKit``.
    public func present(
        _ controller: ModelViewController, animated: Bool = true,
        completion: (@MainActor () -> Void)? = nil
    ) {
        owningSystem?.present(controller, from: self, animated: animated, completion: completion)
    }

    /// Dismisses what this controller presents, or, when it presents nothing, this controller
    /// itself (rule 25).
    public func dismiss(animated: Bool = true, completion: (@MainActor () -> Void)? = nil) {
        owningSystem?.dismiss(from: self, animated: animated, completion: completion)
    }

    /// The container will change size (`viewWillTransition(to:with:)`): counts the call, logs it,
    /// runs ``willTransitionToSize`` (what an override does before calling `super`), then forwards
    /// it to the children, then to the presentation controller of what this controller presents
    /// (rule 26).
    public func viewWillTransition(to size: CGSize, with coordinator: HeadlessTransitionCoordinator) {
        viewWillTransitionCount += 1
        owningSystem?.log(.viewWillTransition(name, width: Double(size.width), height: Double(size.height)))
        willTransitionToSize?(size, coordinator)
        // Rule 26: root -> children -> PC -> presented controller.
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
        if let presented = presentedLink, let controller = presented.presentationController,
            presented.presentingLink === self
        {
            owningSystem?.log(.presentationController("viewWillTransition(to:)"))
            controller.viewWillTransition(to: size, with: coordinator)
        }
    }

    /// `beginAppearanceTransition(_:animated:)` called by hand, on top of the system's own calls:
    /// recorded like theirs, and flagged when unbalanced (§5).
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        owningSystem?.appearance(self, isAppearing ? .willAppear : .willDisappear)
    }

    /// `endAppearanceTransition()` called by hand: the "did" that matches the current "will";
    /// flagged when there is none (§5).
    public func endAppearanceTransition() {
        owningSystem?.appearance(self, appearanceState == .appearing ? .didAppear : .didDisappear)
    }

    /// The system, found through the parent chain when this controller has none of its own.
    var owningSystem: HeadlessUIKit? {
        var current: ModelViewController? = self
        while let controller = current {
            if let system = controller.system { return system }
            current = controller.parent
        }
        return nil
    }

    /// The topmost controller of the parent chain.
    var topmostParent: ModelViewController {
        var current = self
        while let parent = current.parent { current = parent }
        return current
    }

    /// The nearest controller, itself included, up the parent chain that defines a presentation
    /// context.
    var presentationContextController: ModelViewController? {
        var current: ModelViewController? = self
        while let controller = current {
            if controller.definesPresentationContext { return controller }
            current = controller.parent
        }
        return nil
    }
}
