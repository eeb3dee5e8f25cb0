import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The views of one screen that may fly in a shared-element transition: those that carry a
/// `stagehandIdentifier` and can be seen now, found through the whole view tree (so through
/// container controllers: a navigation controller's view holds its top controller's view).
///
/// A view is left out, with the reason kept for the debug log, when it or an ancestor is hidden,
/// when it is not in a window or lies entirely outside it, and when it belongs to a table or
/// collection view cell that has left the screen (such cells stay in the hierarchy for reuse): the
/// core's ``ElementEligibility`` judges.
@MainActor
package struct SharedElementSearch<P: Platform> {
    /// The views found, depth first, the first of each identifier only.
    package private(set) var found: [(id: String, view: P.View)] = []
    /// Identified views left out, and why.
    package private(set) var skipped: [(id: String, reason: String)] = []

    private let platform: P
    /// The views Stagehand itself hid during a flight: they still count as visible, so that a
    /// container that changes size mid-flight measures the same elements again.
    private let hiddenByStagehand: Set<ObjectIdentifier>

    /// Searches the tree under `root` (nothing when nil); views in `hiddenByStagehand` count as
    /// visible.
    package init(under root: P.View?, platform: P, hiddenByStagehand: [P.View] = []) {
        self.platform = platform
        self.hiddenByStagehand = Set(hiddenByStagehand.map(ObjectIdentifier.init))
        guard let root else { return }
        var seen: Set<String> = []
        visit(root, seen: &seen)
    }

    /// The first visible view under `root` that carries `identifier`.
    package static func view(withIdentifier identifier: String, under root: P.View?, platform: P) -> P.View? {
        SharedElementSearch(under: root, platform: platform).found.first { $0.id == identifier }?.view
    }

    private mutating func visit(_ view: P.View, seen: inout Set<String>) {
        if let id = view.stagehandIdentifier, !id.isEmpty, !seen.contains(id) {
            if let reason = reasonToSkip(view) {
                skipped.append((id, reason))
            } else {
                seen.insert(id)
                found.append((id, view))
            }
        }
        guard !view.isHidden || hiddenByStagehand.contains(ObjectIdentifier(view)) else { return }
        for subview in view.subviews { visit(subview, seen: &seen) }
    }

    /// Why `view` cannot fly, or nil when it can.
    private func reasonToSkip(_ view: P.View) -> String? {
        var hidden = false
        var ancestor: P.View? = view
        while let current = ancestor {
            hidden = hidden || (current.isHidden && !hiddenByStagehand.contains(ObjectIdentifier(current)))
            ancestor = current.superview
        }
        let window = view.windowBounds
        let intersects = window.map { view.convert(view.bounds, to: nil).intersects($0) } ?? false
        return ElementEligibility(
            isInWindow: window != nil, isHiddenByTheApp: hidden,
            isInCellOffScreen: platform.isInCellOffScreen(view),
            intersectsWindow: intersects
        ).reasonToSkip
    }
}
