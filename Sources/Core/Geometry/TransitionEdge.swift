import Foundation

/// The edge a transition comes from: one of the four physical edges of the container, or the
/// leading or trailing edge, which depends on the container's layout direction.
///
/// `.left`, `.top`, `.right` and `.bottom` always mean those physical sides, in every language.
/// `.leading` is the side a line of text starts from (the left in English, the right in Arabic or
/// Hebrew) and `.trailing` the other one, as in UIKit's `NSDirectionalRectEdge`:
///
/// ```swift
/// let menu = StagehandTransition.slideIn(from: .leading)   // from the right in Arabic
/// let map = StagehandTransition.slideIn(from: .left)       // from the left in every language
/// ```
///
/// A presentation resolves its edge once, with the container's layout direction when it begins
/// (``resolved(for:)``), and keeps that physical edge until its dismissal ends: a language change
/// while it is on screen does not move it to the other side.
public enum TransitionEdge: String, CaseIterable, Sendable, Hashable {
    /// The left edge, in every layout direction.
    case left
    /// The top edge.
    case top
    /// The right edge, in every layout direction.
    case right
    /// The bottom edge.
    case bottom
    /// The edge a line of text starts from: the left one left to right, the right one right to left.
    case leading
    /// The edge a line of text ends at: the right one left to right, the left one right to left.
    case trailing

    /// The physical edge in a container laid out in `direction`: `.leading` and `.trailing` swap
    /// sides right to left; the four physical edges are themselves in every direction.
    public func resolved(for direction: UserInterfaceLayoutDirection) -> ScreenEdge {
        switch self {
        case .left: .left
        case .top: .top
        case .right: .right
        case .bottom: .bottom
        case .leading: direction == .leftToRight ? .left : .right
        case .trailing: direction == .leftToRight ? .right : .left
        }
    }

    /// The edge across the container from this one: trailing for leading, left for right, and so on.
    public var opposite: TransitionEdge {
        switch self {
        case .left: .right
        case .top: .bottom
        case .right: .left
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }

    /// Whether the edge depends on the layout direction (`.leading` and `.trailing`).
    public var isDirectional: Bool { self == .leading || self == .trailing }

    /// The physical edge `edge` as a transition edge.
    public init(_ edge: ScreenEdge) {
        switch edge {
        case .left: self = .left
        case .top: self = .top
        case .right: self = .right
        case .bottom: self = .bottom
        }
    }
}
