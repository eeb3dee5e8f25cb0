#if canImport(UIKit)
@preconcurrency import UIKit

/// UIKit's accessibility constants Stagehand uses. The SDK declares them as C globals that Swift
/// imports as mutable state; UIKit never changes them, and they are read on the main thread only.
enum AccessibilityConstants {
    /// `UIAccessibilityTraits.button`.
    @MainActor static var button: UIAccessibilityTraits { .button }
    /// `UIAccessibility.Notification.announcement`.
    @MainActor static var announcement: UIAccessibility.Notification { .announcement }
}
#endif
