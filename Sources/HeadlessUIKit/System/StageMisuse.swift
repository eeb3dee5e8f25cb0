import Foundation

/// Something code under test asked of a presentation's views that UIKit would not allow (setting a
/// state on a view that is not in the container, inserting a view UIKit does not hand over): a
/// debug log on a phone, recorded here (``HeadlessUIKit/stageMisuses``) so a test fails where the
/// phone would misbehave.
public struct StageMisuse: Sendable, Hashable, CustomStringConvertible {
    /// What was asked.
    public var description: String

    /// Creates a misuse described by `description`.
    public init(description: String) { self.description = description }
}
