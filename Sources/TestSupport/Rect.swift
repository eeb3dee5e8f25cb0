import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A rectangle as four Doubles, so that tests compare values of one type (on Linux,
/// `#expect(someCGFloat == someDouble)` fails even when the values are equal).
public struct Rect: Equatable, Sendable, CustomStringConvertible {
    /// The origin's x.
    public var x: Double
    /// The origin's y.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// A rectangle from its four numbers.
    public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The four numbers of `rect`.
    public init(_ rect: CGRect) {
        self.init(
            Double(rect.origin.x), Double(rect.origin.y), Double(rect.size.width), Double(rect.size.height))
    }

    /// Whether every number is within `tolerance` of `other`'s.
    public func isClose(to other: Rect, _ tolerance: Double = 1e-9) -> Bool {
        abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }

    /// `(x, y, width, height)`.
    public var description: String { "(\(x), \(y), \(width), \(height))" }
}

/// Whether `a` and `b` are within `tolerance` of each other.
public func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}
