import Foundation

/// One of the four edges of a container, the side a presented view slides in from or is attached to.
///
/// Named `ScreenEdge` rather than `Edge` so that it never clashes with SwiftUI's `Edge` in a file
/// that imports both modules.
public enum ScreenEdge: String, CaseIterable, Sendable, Hashable {
    /// The left edge (minimum x).
    case left
    /// The top edge (minimum y).
    case top
    /// The right edge (maximum x).
    case right
    /// The bottom edge (maximum y).
    case bottom

    /// The axis a view attached to this edge slides along: horizontal for left and right.
    public var axis: Axis {
        switch self {
        case .left, .right: .horizontal
        case .top, .bottom: .vertical
        }
    }

    /// The edge across the container from this one.
    public var opposite: ScreenEdge {
        switch self {
        case .left: .right
        case .right: .left
        case .top: .bottom
        case .bottom: .top
        }
    }

    /// +1 for the right and bottom edges (where coordinates grow), -1 for the left and top edges.
    ///
    /// A view attached to this edge leaves the screen by moving in this direction along ``axis``.
    public var outwardSign: Double {
        switch self {
        case .left, .top: -1
        case .right, .bottom: 1
        }
    }
}

extension ScreenEdge {
    /// A direction in the plane: the axis a view attached to an edge slides along.
    ///
    /// Nested in ``ScreenEdge`` so that it never clashes with SwiftUI's `Axis` in a file that
    /// imports both modules.
    public enum Axis: String, CaseIterable, Sendable, Hashable {
        /// Along x.
        case horizontal
        /// Along y.
        case vertical
    }
}
