#if canImport(UIKit)
import UIKit

/// The views of one screen that may fly in a shared-element transition: those that carry a
/// ``UIKit/UIView/stagehandIdentifier`` and can be seen now, found through the whole view tree (so
/// through container controllers: a navigation controller's view holds its top controller's view).
///
/// A view is left out, with the reason kept for the debug log, when it or an ancestor is hidden,
/// when it is not in a window or lies entirely outside it, and when it belongs to a table or
/// collection view cell that has left the screen (such cells stay in the hierarchy for reuse).
@MainActor
struct SharedElementSearch {
    /// The views found, depth first, the first of each identifier only.
    private(set) var found: [(id: String, view: UIView)] = []
    /// Identified views left out, and why.
    private(set) var skipped: [(id: String, reason: String)] = []

    /// The views Stagehand itself hid during a flight: they still count as visible, so that a
    /// container that changes size mid-flight measures the same elements again.
    private let hiddenByStagehand: Set<ObjectIdentifier>

    /// Searches the tree under `root` (nothing when nil); views in `hiddenByStagehand` count as
    /// visible.
    init(under root: UIView?, hiddenByStagehand: [UIView] = []) {
        self.hiddenByStagehand = Set(hiddenByStagehand.map(ObjectIdentifier.init))
        guard let root else { return }
        var seen: Set<String> = []
        visit(root, seen: &seen)
    }

    /// The first visible view under `root` that carries `identifier`.
    static func view(withIdentifier identifier: String, under root: UIView?) -> UIView? {
        SharedElementSearch(under: root).found.first { $0.id == identifier }?.view
    }

    private mutating func visit(_ view: UIView, seen: inout Set<String>) {
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

    /// Why `view` cannot fly, or nil when it can: what UIKit shows of it, judged by the core's
    /// ``ElementEligibility``.
    private func reasonToSkip(_ view: UIView) -> String? {
        let window = view.window
        var hidden = false
        var offScreenCell = false
        var ancestor: UIView? = view
        while let current = ancestor {
            hidden = hidden || (current.isHidden && !hiddenByStagehand.contains(ObjectIdentifier(current)))
            if let cell = current as? UITableViewCell, let table = Self.enclosing(UITableView.self, of: cell)
            {
                offScreenCell = offScreenCell || !table.visibleCells.contains(cell)
            }
            if let cell = current as? UICollectionViewCell,
                let collection = Self.enclosing(UICollectionView.self, of: cell)
            {
                offScreenCell = offScreenCell || !collection.visibleCells.contains(cell)
            }
            ancestor = current.superview
        }
        let intersects = window.map { view.convert(view.bounds, to: $0).intersects($0.bounds) } ?? false
        return ElementEligibility(
            isInWindow: window != nil, isHiddenByTheApp: hidden, isInCellOffScreen: offScreenCell,
            intersectsWindow: intersects
        ).reasonToSkip
    }

    private static func enclosing<T: UIView>(_ type: T.Type, of view: UIView) -> T? {
        var ancestor = view.superview
        while let current = ancestor {
            if let match = current as? T { return match }
            ancestor = current.superview
        }
        return nil
    }
}
#endif
