import Foundation

/// A containment callback a child controller received (rule 63), naming the parent it was given
/// (nil when it leaves one).
public enum ContainmentEvent: Hashable, Sendable, CustomStringConvertible {
    /// `willMove(toParent:)`.
    case willMove(toParent: String?)
    /// `didMove(toParent:)`.
    case didMove(toParent: String?)

    /// The call as UIKit names it, such as `didMove(toParent: list)`.
    public var description: String {
        switch self {
        case .willMove(let parent): "willMove(toParent: \(parent ?? "nil"))"
        case .didMove(let parent): "didMove(toParent: \(parent ?? "nil"))"
        }
    }
}

/// Where a controller is in joining or leaving its parent (rule 63).
struct ContainmentRecord {
    /// Every containment callback received, in order.
    var events: [ContainmentEvent] = []
    /// Added by `addChild(_:)`, and not yet told `didMove(toParent:)` with its parent.
    var awaitsDidMove = false
    /// Told `willMove(toParent:)` with nil since it joined its parent.
    var toldItLeaves = false
    /// Whether its missing `didMove(toParent:)` was flagged already (once per joining).
    var untoldFlagged = false
}

/// A weak reference to a child an app's container added (rule 63's check).
@MainActor
final class WeakController {
    weak var controller: ModelViewController?

    init(_ controller: ModelViewController) { self.controller = controller }
}

extension ModelViewController {
    /// `willMove(toParent:)`: ``addChild(_:)`` calls it with the new parent; a container calls it
    /// with nil before ``removeFromParent()`` (rule 63). Recorded, then ``onContainment`` runs.
    public func willMove(toParent parent: ModelViewController?) {
        if parent == nil { containment.toldItLeaves = true }
        containmentCallback(.willMove(toParent: parent?.name), container: parent ?? self.parent)
    }

    /// `didMove(toParent:)`: a container calls it once the child's view is in place (right after
    /// ``addChild(_:)`` when nothing animates); ``removeFromParent()`` calls it with nil (rule 63).
    public func didMove(toParent parent: ModelViewController?) {
        if let parent, parent === self.parent { containment.awaitsDidMove = false }
        containmentCallback(.didMove(toParent: parent?.name), container: parent ?? self.parent)
    }

    /// Whether this controller hears its appearance callbacks from its parent (rule 64): a child of
    /// an app's container that forwards them. UIKit's own containers (navigation, tabs) send their
    /// children's themselves.
    var hearsAppearanceFromParent: Bool {
        guard let parent else { return false }
        return parent.containerHost == nil && parent.shouldAutomaticallyForwardAppearanceMethods
    }

    /// Leaves the parent: by ``removeFromParent()`` (flagged when an app's container did not call
    /// ``willMove(toParent:)`` with nil first), or by UIKit itself (``addChild(_:)`` taking the
    /// child from another parent). Either way the child then hears ``didMove(toParent:)`` with nil.
    func detachFromParent(byUIKit: Bool) {
        guard let parent else { return }
        if !byUIKit, parent.containerHost == nil, !containment.toldItLeaves {
            owningSystem?.record(.childRemovedUntold(name))
        }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        containment.awaitsDidMove = false
        containment.toldItLeaves = false
        containmentCallback(.didMove(toParent: nil), container: parent)
    }

    /// Records the callback (logged for an app's container: UIKit's own make theirs unseen), then
    /// runs what the controller does in it.
    private func containmentCallback(_ event: ContainmentEvent, container: ModelViewController?) {
        containment.events.append(event)
        if let container, container.containerHost == nil {
            (owningSystem ?? container.owningSystem)?.log(.containment(name, event))
        }
        onContainment?(event)
    }
}

/// A child controller's root view moving in or out of the window (rules 63 and 64): made before the
/// move, which it checks against the controller hierarchy and, for a child whose parent forwards its
/// appearance, starts with `viewWillAppear(_:)` or `viewWillDisappear(_:)`; ``finish()``, after the
/// move, sends the matching "did". Nil when the move sends nothing.
@MainActor
struct WindowMove {
    let controller: ModelViewController
    let system: HeadlessUIKit
    let appearing: Bool

    /// The moves of the controllers' root views in the tree of `root` as `root` moves into
    /// `superview` (nil: out of its superview): `root`'s own controller's, or, when `root` is no
    /// controller's view, those of the outermost controllers' views inside it (a wrapper around a
    /// child's view brings that view into the window with it).
    static func moves(of root: ModelView, into superview: ModelView?) -> [WindowMove] {
        var moves: [WindowMove] = []
        var queue = [root]
        while !queue.isEmpty {
            let view = queue.removeFirst()
            guard view.owningController != nil else {
                queue.append(contentsOf: view.subviews)
                continue
            }
            if let move = WindowMove(of: view, inTreeOf: root, into: superview) { moves.append(move) }
        }
        return moves
    }

    private init?(of view: ModelView, inTreeOf root: ModelView, into superview: ModelView?) {
        guard let controller = view.owningController, controller.parent != nil,
            let system = controller.owningSystem
        else { return nil }
        if let superview {
            // The views above `view` once `root` is in `superview`.
            var current = view === root ? superview : view.superview
            while let above = current, above.owningController == nil {
                current = above === root ? superview : above.superview
            }
            if let owner = current?.owningController, owner !== controller.parent {
                system.record(.viewControllerHierarchyInconsistent(controller.name))
            }
        }
        // A presentation's own controllers hear their appearance from the presentation (§5).
        guard controller.hearsAppearanceFromParent, !system.takesPartInPresentation(controller) else {
            return nil
        }
        let wasInWindow = system.isInWindow(view)
        let willBeInWindow = superview.map(system.isInWindow) ?? false
        guard wasInWindow != willBeInWindow else { return nil }
        // A callback the child already had is not sent again (rule 64's unknown).
        let state = controller.appearanceState ?? (wasInWindow ? .appeared : .disappeared)
        guard state == (willBeInWindow ? .disappeared : .appeared) else { return nil }
        self.controller = controller
        self.system = system
        appearing = willBeInWindow
        system.appearance(controller, appearing ? .willAppear : .willDisappear)
    }

    func finish() {
        system.appearance(controller, appearing ? .didAppear : .didDisappear)
    }
}

extension HeadlessUIKit {
    /// Starts watching a child an app's container added, until it is told it moved (rule 63).
    func watchContainment(of child: ModelViewController) {
        containmentWatch.append(WeakController(child))
    }

    /// Whether `controller` is the presenter or the presented controller of a presentation or
    /// dismissal in flight: the transition sends its appearance callbacks (§5), not its view's moves.
    func takesPartInPresentation(_ controller: ModelViewController) -> Bool {
        ([current, overlapping].compactMap { $0 } + orphans).contains {
            $0.presentation.presenter === controller || $0.presentation.presented === controller
        }
    }

    /// Rule 63, with the run loop quiet: a child of an app's container still waiting for its
    /// `didMove(toParent:)` is flagged, once.
    func judgeContainment() {
        containmentWatch.removeAll {
            guard let child = $0.controller else { return true }
            return child.parent == nil || !child.containment.awaitsDidMove
        }
        for entry in containmentWatch {
            guard let child = entry.controller, !child.containment.untoldFlagged else { continue }
            child.containment.untoldFlagged = true
            record(.childNeverToldItMoved(child.name))
        }
    }

    /// Rule 64: a container that forwards its appearance sends each event on to the children whose
    /// views are inside its view, after its own; a child that already had it hears nothing.
    func forwardAppearance(_ event: AppearanceEvent, toChildrenOf controller: ModelViewController) {
        guard !controller.children.isEmpty, controller.containerHost == nil,
            controller.shouldAutomaticallyForwardAppearanceMethods
        else { return }
        for child in controller.children where child.view.isInside(controller.view) {
            let state = child.appearanceState ?? (isInWindow(child.view) ? .appeared : .disappeared)
            guard state.after(event) != nil else { continue }
            appearance(child, event)
        }
    }
}

extension ModelView {
    /// Whether this view is `ancestor` or inside it.
    func isInside(_ ancestor: ModelView) -> Bool {
        var current: ModelView? = self
        while let view = current {
            if view === ancestor { return true }
            current = view.superview
        }
        return false
    }
}
