import Foundation

/// Whether a view carrying a shared-element identifier may fly, from what a stage observes of it:
/// the rule both stages apply (UIKit's and the headless one), so that matching is decided and
/// tested in one place.
package struct ElementEligibility: Sendable, Hashable {
    /// Whether the view is in a window.
    public var isInWindow: Bool
    /// Whether the view or one of its ancestors is hidden by the app (views Stagehand hid for a
    /// flight do not count: they are still the elements).
    public var isHiddenByTheApp: Bool
    /// Whether the view belongs to a table or collection view cell that has left the screen (such
    /// cells stay in the hierarchy to be reused, showing another row later).
    public var isInCellOffScreen: Bool
    /// Whether any of the view's frame lies inside its window.
    public var intersectsWindow: Bool

    /// Creates the observations of one view.
    public init(
        isInWindow: Bool, isHiddenByTheApp: Bool, isInCellOffScreen: Bool = false, intersectsWindow: Bool
    ) {
        self.isInWindow = isInWindow
        self.isHiddenByTheApp = isHiddenByTheApp
        self.isInCellOffScreen = isInCellOffScreen
        self.intersectsWindow = intersectsWindow
    }

    /// Why the view cannot fly, for the debug log, or nil when it can. Checked in this order: not
    /// in a window, hidden, in a cell that left the screen, outside the window.
    public var reasonToSkip: String? {
        if !isInWindow { return "not in a window" }
        if isHiddenByTheApp { return "hidden" }
        if isInCellOffScreen { return "in a table or collection view cell that left the screen" }
        if !intersectsWindow { return "outside the window" }
        return nil
    }
}
