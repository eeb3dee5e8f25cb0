import Foundation

/// A trait collection (`UITraitCollection`), as the UIKit layer reads it: UIKit's raw values of the
/// traits a presentation can hear change mid-transition (rule 47).
package struct LayerTraits: Sendable, Hashable {
    /// `horizontalSizeClass.rawValue`.
    package var horizontalSizeClass: Int
    /// `verticalSizeClass.rawValue`.
    package var verticalSizeClass: Int
    /// `userInterfaceStyle.rawValue` (Dark Mode).
    package var userInterfaceStyle: Int
    /// `preferredContentSizeCategory.rawValue` (Dynamic Type).
    package var preferredContentSizeCategory: String

    /// Creates a set of traits from UIKit's raw values.
    package init(
        horizontalSizeClass: Int, verticalSizeClass: Int, userInterfaceStyle: Int,
        preferredContentSizeCategory: String
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    /// Whether a change from `previous` (nil: none known) to these traits can move Stagehand's
    /// layout: a size class changed. Stagehand lays out from the container's bounds and safe area,
    /// the presented controller's preferred content size and the keyboard; a size class comes with a
    /// new size (a rotation, an iPad resize), and is where an app's own adaptive layout (and so its
    /// preferred size) changes. Dark Mode changes colours only, and a Dynamic Type size reaches the
    /// layout through the preferred content size the app sets (rule 28): neither moves the layout
    /// by itself.
    package func changesLayout(from previous: LayerTraits?) -> Bool {
        guard let previous else { return true }
        return horizontalSizeClass != previous.horizontalSizeClass
            || verticalSizeClass != previous.verticalSizeClass
    }
}
