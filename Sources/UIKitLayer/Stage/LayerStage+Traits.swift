import Foundation
import StagehandCore

extension LayerStage {
    /// The layout direction the presentation's leading and trailing edges are resolved with: read
    /// from the presentation controller's traits the first time it is asked for with a presentation
    /// controller at hand (when the presentation begins), and kept until the presentation ends, so a
    /// drawer does not change sides when the language changes while it is on screen. Left to right
    /// while there is no presentation controller.
    package var layoutDirection: UserInterfaceLayoutDirection {
        if let fixedLayoutDirection { return fixedLayoutDirection }
        guard let host else { return .leftToRight }
        let direction = host.layerTraits.containerLayoutDirection
        fixedLayoutDirection = direction
        return direction
    }

    /// The geometry of `container`: its bounds and safe area, the presentation's layout direction
    /// (``layoutDirection``) and the size classes the presentation controller has now (rule 47).
    func containerGeometry(of container: P.View) -> ContainerGeometry {
        let traits = host?.layerTraits
        return ContainerGeometry(
            bounds: container.bounds, safeArea: container.layerSafeArea, layoutDirection: layoutDirection,
            horizontalSizeClass: traits?.containerHorizontalSizeClass ?? .compact,
            verticalSizeClass: traits?.containerVerticalSizeClass ?? .regular)
    }
}
