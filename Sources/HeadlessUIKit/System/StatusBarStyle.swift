import Foundation

/// `UIStatusBarStyle` in the headless UIKit: what a controller's `preferredStatusBarStyle` asks of
/// the status bar (rule 36).
public enum StatusBarStyle: Sendable, Hashable, CaseIterable {
    /// `.default`: dark content on light backgrounds, light on dark (follows the interface style).
    case `default`
    /// `.lightContent`: light content, for dark backgrounds.
    case lightContent
    /// `.darkContent`: dark content, for light backgrounds.
    case darkContent
}
