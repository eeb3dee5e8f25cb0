import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension Hasher {
    /// Feeds a rectangle's four numbers (`CGRect` is not `Hashable` on every platform Stagehand
    /// supports, so types that hold one hash it through this).
    mutating func combine(rect: CGRect) {
        combine(Double(rect.origin.x))
        combine(Double(rect.origin.y))
        combine(Double(rect.size.width))
        combine(Double(rect.size.height))
    }
}
