import Foundation

extension Double {
    /// The value itself when it is finite and not negative, else zero.
    @inlinable var finiteNonNegative: Double { isFinite && self > 0 ? self : 0 }
}
