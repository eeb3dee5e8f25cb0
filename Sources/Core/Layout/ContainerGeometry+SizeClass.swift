import Foundation

extension ContainerGeometry {
    /// A size class of the container along one axis: UIKit's `UIUserInterfaceSizeClass` without
    /// `.unspecified` (which Stagehand reads as the phone's class on that axis in portrait).
    ///
    /// Nested in ``ContainerGeometry`` so that it never clashes with SwiftUI's
    /// `UserInterfaceSizeClass` in a file that imports both modules.
    public enum SizeClass: String, CaseIterable, Sendable, Hashable {
        /// Compact: an iPhone's width in either orientation (but the largest phones' in landscape),
        /// and an iPhone's height in landscape.
        case compact
        /// Regular: an iPad's width and height at full screen, an iPhone's height in portrait.
        case regular
    }

    /// Whether the container is wide, or short, enough for a card to keep a readable width rather
    /// than fill it (``StagehandTransition/maximumWidth(_:)``): a regular width (an iPad, the
    /// largest iPhones in landscape) or a compact height (every iPhone in landscape).
    public var limitsCardWidth: Bool { horizontalSizeClass == .regular || verticalSizeClass == .compact }
}
