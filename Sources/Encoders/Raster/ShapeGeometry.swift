import Foundation

/// A rounded rectangle or an ellipse in its own (local) coordinates, validated and normalised: the
/// rectangle is standardised (negative sizes flipped, like `CGRect.standardized`) and the corner radius
/// clamped to `0...min(halfWidth, halfHeight)`, a NaN radius counting as 0.
struct ShapeGeometry: Sendable, Equatable {
    /// Which outline the geometry describes.
    enum Kind: Sendable, Equatable {
        /// A rectangle with circular corners of ``ShapeGeometry/radius``.
        case roundedRect
        /// The ellipse inscribed in the rectangle.
        case ellipse
    }

    var kind: Kind
    var centerX: Double
    var centerY: Double
    var halfWidth: Double
    var halfHeight: Double
    /// The corner radius (rounded rectangles only), already clamped.
    var radius: Double

    /// `nil` (draw nothing) when the rectangle is not finite or has no area.
    init?(kind: Kind, rect: CGRect, cornerRadius: Double) {
        let x = Double(rect.origin.x)
        let y = Double(rect.origin.y)
        let width = Double(rect.size.width)
        let height = Double(rect.size.height)
        guard x.isFinite, y.isFinite, width.isFinite, height.isFinite, width != 0, height != 0 else {
            return nil
        }
        self.kind = kind
        centerX = x + width / 2
        centerY = y + height / 2
        halfWidth = abs(width) / 2
        halfHeight = abs(height) / 2
        radius = kind == .roundedRect ? Self.clampRadius(cornerRadius, halfWidth, halfHeight) : 0
        guard centerX.isFinite, centerY.isFinite else { return nil }
    }

    /// A corner radius clamped to `0...min(halfWidth, halfHeight)`; NaN and negative radii become 0.
    static func clampRadius(_ radius: Double, _ halfWidth: Double, _ halfHeight: Double) -> Double {
        guard radius > 0 else { return 0 }  // also catches NaN
        return min(radius, halfWidth, halfHeight)
    }
}
