import Foundation

/// How long a presented view is along one axis: a fraction of the space it may use, a fixed number of
/// points, or the length its content prefers, clamped by an optional minimum and maximum.
///
/// Resolution clamps, in this order and by design (never an error, never a crash):
/// 1. a fraction that is negative or NaN counts as 0, one above 1 as 1; points that are negative or
///    not finite count as 0;
/// 2. ``fitted`` uses the content's preferred length when it is positive and finite, else it fills
///    the available space (as UIKit does when `preferredContentSize` is zero);
/// 3. the result is clamped to [``minimum``, ``maximum``];
/// 4. and finally to [0, available]: a view never extends past its margins.
public struct Length: Sendable, Hashable {
    /// What the length is measured from.
    public enum Basis: Sendable, Hashable {
        /// A fraction of the available length (0...1).
        case fraction(Double)
        /// A fixed length in points.
        case points(Double)
        /// The content's preferred length (`preferredContentSize`), or all available when it has none.
        case fitted
        /// The length a custom detent's resolver computes from the available length
        /// (``Detent/custom(identifier:resolver:)``).
        case resolved(DetentResolver)
    }

    /// What the length is measured from.
    public var basis: Basis
    /// The shortest length, in points, applied before the available-space clamp.
    public var minimum: Double
    /// The longest length, in points, applied before the available-space clamp.
    public var maximum: Double

    /// Creates a length.
    public init(_ basis: Basis, minimum: Double = 0, maximum: Double = .infinity) {
        self.basis = basis
        self.minimum = minimum
        self.maximum = maximum
    }

    /// A fraction of the available length.
    public static func fraction(_ value: Double) -> Length { Length(.fraction(value)) }
    /// A fixed number of points.
    public static func points(_ value: Double) -> Length { Length(.points(value)) }
    /// The content's preferred length.
    public static let fitted = Length(.fitted)
    /// All the available length.
    public static let full = Length(.fraction(1))

    /// The same length with a minimum and a maximum, in points.
    public func clamped(minimum: Double = 0, maximum: Double = .infinity) -> Length {
        Length(basis, minimum: minimum, maximum: maximum)
    }

    /// The length in points, given the available length and the content's preferred length.
    public func resolve(available: Double, preferred: Double?) -> Double {
        let available = available.finiteNonNegative
        var length: Double
        switch basis {
        case .fraction(let fraction):
            length = (fraction.isNaN ? 0 : min(max(fraction, 0), 1)) * available
        case .points(let points):
            length = points.finiteNonNegative
        case .fitted:
            if let preferred, preferred.isFinite, preferred > 0 {
                length = preferred
            } else {
                length = available
            }
        case .resolved(let resolver):
            length = resolver.height(in: DetentResolutionContext(maximumDetentValue: available))
        }
        if minimum.isFinite, length < minimum { length = minimum }
        if !maximum.isNaN, length > maximum { length = maximum }
        return min(max(length, 0), available)
    }
}
