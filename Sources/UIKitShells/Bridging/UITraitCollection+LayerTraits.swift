#if canImport(UIKit)
import StagehandUIKitLayer
import UIKit

extension LayerTraits {
    /// The layer's view of `traits`: UIKit's raw values, read as they are (rule 47).
    @MainActor
    init(_ traits: UITraitCollection) {
        self.init(
            horizontalSizeClass: traits.horizontalSizeClass.rawValue,
            verticalSizeClass: traits.verticalSizeClass.rawValue,
            userInterfaceStyle: traits.userInterfaceStyle.rawValue,
            preferredContentSizeCategory: traits.preferredContentSizeCategory.rawValue,
            layoutDirection: traits.layoutDirection.rawValue)
    }
}
#endif
