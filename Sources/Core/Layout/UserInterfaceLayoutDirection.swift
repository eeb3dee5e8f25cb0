import Foundation

/// The direction a container's content is laid out in: UIKit's `UIUserInterfaceLayoutDirection`,
/// which a trait collection's `layoutDirection` reports (right to left for Arabic and Hebrew, or
/// a view whose `semanticContentAttribute` forces it).
///
/// It decides where ``TransitionEdge/leading`` and ``TransitionEdge/trailing`` are
/// (``TransitionEdge/resolved(for:)``).
public enum UserInterfaceLayoutDirection: String, CaseIterable, Sendable, Hashable {
    /// Left to right: leading is the left edge.
    case leftToRight
    /// Right to left: leading is the right edge.
    case rightToLeft
}
