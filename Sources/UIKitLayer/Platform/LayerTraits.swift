import Foundation
import StagehandCore

/// A trait collection (`UITraitCollection`), as the UIKit layer reads it: UIKit's raw values of the
/// traits a presentation can hear change mid-transition (rule 47), and of the layout direction its
/// leading and trailing edges are resolved with.
package struct LayerTraits: Sendable, Hashable {
    /// `horizontalSizeClass.rawValue`.
    package var horizontalSizeClass: Int
    /// `verticalSizeClass.rawValue`.
    package var verticalSizeClass: Int
    /// `userInterfaceStyle.rawValue` (Dark Mode).
    package var userInterfaceStyle: Int
    /// `preferredContentSizeCategory.rawValue` (Dynamic Type).
    package var preferredContentSizeCategory: String
    /// `layoutDirection.rawValue` (`UITraitEnvironmentLayoutDirection`: -1 unspecified, 0 left to
    /// right, 1 right to left).
    package var layoutDirection: Int

    /// Creates a set of traits from UIKit's raw values.
    package init(
        horizontalSizeClass: Int, verticalSizeClass: Int, userInterfaceStyle: Int,
        preferredContentSizeCategory: String, layoutDirection: Int = 0
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
    }

    /// The layout direction, for the core: right to left for UIKit's 1, left to right otherwise
    /// (unspecified included, as UIKit lays out an unspecified direction).
    package var containerLayoutDirection: UserInterfaceLayoutDirection {
        layoutDirection == 1 ? .rightToLeft : .leftToRight
    }

    /// The horizontal size class, for the core: regular for UIKit's 2, compact otherwise (an
    /// unspecified class is read as a phone's width).
    package var containerHorizontalSizeClass: ContainerGeometry.SizeClass {
        horizontalSizeClass == 2 ? .regular : .compact
    }

    /// The vertical size class, for the core: compact for UIKit's 1, regular otherwise (an
    /// unspecified class is read as a phone's height in portrait).
    package var containerVerticalSizeClass: ContainerGeometry.SizeClass {
        verticalSizeClass == 1 ? .compact : .regular
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
