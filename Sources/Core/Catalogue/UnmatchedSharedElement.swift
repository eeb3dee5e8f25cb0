import Foundation

/// A shared element found on one screen only: it does not fly, and fades with its screen.
///
/// A shared-element transition reports each one (in the debug log once per presentation, under the
/// category `SharedElements`, and as a value the headless UIKit's presentation answers), so that a
/// misspelt identifier, or a view hidden or off screen on the other side, does not silently turn
/// the transition into a plain fade.
public struct UnmatchedSharedElement: Sendable, Hashable, CustomStringConvertible {
    /// The screen a view is on.
    public enum Screen: String, Sendable, Hashable {
        /// The screen presenting (the list).
        case presenting
        /// The screen presented (the detail).
        case presented
    }

    /// The identifier the view carries (`stagehandIdentifier`).
    public var identifier: String
    /// The screen the view was found on.
    public var screen: Screen
    /// Why a view with the same identifier on the other screen was left out (hidden, not in the
    /// window, in a cell off screen), or nil when the other screen has none.
    public var otherScreenLeftOut: String?

    /// Creates a report of `identifier`, found on `screen` only.
    public init(identifier: String, screen: Screen, otherScreenLeftOut: String? = nil) {
        self.identifier = identifier
        self.screen = screen
        self.otherScreenLeftOut = otherScreenLeftOut
    }

    /// One line, as the debug log says it.
    public var description: String {
        let other = screen == .presenting ? "presented" : "presenting"
        let why =
            otherScreenLeftOut.map { "the \(other) screen's was left out: \($0)" }
            ?? "the \(other) screen has no view with that identifier"
        return "Shared element \"\(identifier)\" is on the \(screen.rawValue) screen only (\(why)): it fades "
            + "with its screen"
    }
}
