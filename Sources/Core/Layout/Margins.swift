import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A margin on one edge of a presented view, and whether it counts from the safe area.
public struct Margin: Sendable, Hashable {
    /// Where a margin is measured from.
    public enum Reference: String, Sendable, Hashable, CaseIterable {
        /// From the container's edge, ignoring the safe area (a drawer covers the whole
        /// container).
        case container
        /// From the safe area's edge: the safe-area inset plus the length (the bottom card's sides).
        case safeArea
        /// From the container's edge, but never inside the safe area: `max(length, inset)`. This is
        /// the bottom card's bottom, `max(20 - bottom inset, 0)` above the safe area, which is 20
        /// points above the container's bottom or the safe area's bottom, whichever is higher.
        case atLeastSafeArea
    }

    /// The length in points; negative or non-finite lengths count as zero.
    public var length: Double
    /// Where the length is measured from.
    public var reference: Reference

    /// Creates a margin.
    public init(_ length: Double, from reference: Reference = .container) {
        self.length = length
        self.reference = reference
    }

    /// No margin, measured from the container's edge.
    public static let zero = Margin(0)

    /// The distance from the container's edge, given the safe-area inset on that edge.
    public func resolve(safeInset: Double) -> Double {
        let length = length.finiteNonNegative
        let inset = safeInset.finiteNonNegative
        switch reference {
        case .container: return length
        case .safeArea: return inset + length
        case .atLeastSafeArea: return max(length, inset)
        }
    }
}

/// The margins on the four edges of a presented view.
public struct Margins: Sendable, Hashable {
    /// The top margin.
    public var top: Margin
    /// The left margin.
    public var left: Margin
    /// The bottom margin.
    public var bottom: Margin
    /// The right margin.
    public var right: Margin

    /// Creates margins edge by edge.
    public init(top: Margin = .zero, left: Margin = .zero, bottom: Margin = .zero, right: Margin = .zero) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same length on every edge, all measured from `reference`.
    public init(all length: Double, from reference: Margin.Reference = .container) {
        let margin = Margin(length, from: reference)
        self.init(top: margin, left: margin, bottom: margin, right: margin)
    }

    /// No margins: the view may use the whole container, safe area included.
    public static let zero = Margins()

    /// The margin on `edge`.
    public subscript(edge: ScreenEdge) -> Margin {
        get {
            switch edge {
            case .top: top
            case .left: left
            case .bottom: bottom
            case .right: right
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .left: left = newValue
            case .bottom: bottom = newValue
            case .right: right = newValue
            }
        }
    }

    /// The rectangle of `container` left inside these margins. It always lies inside the
    /// container's bounds: margins wider than the container leave a zero-width rectangle.
    public func availableRect(in container: ContainerGeometry) -> CGRect {
        let bounds = container.bounds
        let minX = Double(bounds.minX)
        let maxX = Double(bounds.maxX)
        let minY = Double(bounds.minY)
        let maxY = Double(bounds.maxY)
        let left = min(minX + self.left.resolve(safeInset: container.safeArea.left), maxX)
        let right = max(maxX - self.right.resolve(safeInset: container.safeArea.right), left)
        let top = min(minY + self.top.resolve(safeInset: container.safeArea.top), maxY)
        let bottom = max(maxY - self.bottom.resolve(safeInset: container.safeArea.bottom), top)
        return CGRect(x: left, y: top, width: min(right, maxX) - left, height: min(bottom, maxY) - top)
    }
}
