import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Distances inward from each edge of a rectangle, in points: a safe area, margins, a padding.
///
/// The same four values as UIKit's `UIEdgeInsets`; the UIKit layer converts between the two.
public struct Insets: Sendable, Hashable {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the left edge.
    public var left: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the right edge.
    public var right: Double

    /// Creates insets from the four distances, in UIKit's order (top, left, bottom, right).
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Insets of the same length on every edge.
    public init(all length: Double) {
        self.init(top: length, left: length, bottom: length, right: length)
    }

    /// No inset on any edge.
    public static let zero = Insets()

    /// The inset from `edge`.
    public subscript(edge: ScreenEdge) -> Double {
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

    /// The same insets with every value that is negative, NaN or infinite replaced by zero.
    ///
    /// Geometry read from a container goes through this, so a bad safe area can never push a
    /// view outside its container.
    public var sanitized: Insets {
        Insets(
            top: top.finiteNonNegative, left: left.finiteNonNegative,
            bottom: bottom.finiteNonNegative, right: right.finiteNonNegative)
    }
}

extension CGRect {
    /// The rectangle shrunk by `insets` on each side; never narrower or shorter than zero.
    public func inset(by insets: Insets) -> CGRect {
        let width = max(0, Double(size.width) - insets.left - insets.right)
        let height = max(0, Double(size.height) - insets.top - insets.bottom)
        return CGRect(
            x: Double(origin.x) + insets.left, y: Double(origin.y) + insets.top, width: width, height: height)
    }
}
