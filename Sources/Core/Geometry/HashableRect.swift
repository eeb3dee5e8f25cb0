import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A rectangle's four numbers as a `Hashable` value, for types that store a `CGRect` and want the
/// compiler's hashing and equality (`CGRect` is not `Hashable` in every SDK Stagehand builds with).
struct HashableRect: Sendable, Hashable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    init(_ rect: CGRect) {
        x = Double(rect.origin.x)
        y = Double(rect.origin.y)
        width = Double(rect.size.width)
        height = Double(rect.size.height)
    }

    /// The rectangle.
    var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
}
