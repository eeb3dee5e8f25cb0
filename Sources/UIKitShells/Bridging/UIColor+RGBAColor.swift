#if canImport(UIKit)
import StagehandCore
import UIKit

extension UIColor {
    /// The sRGB colour with the same components (the dimming's colour).
    convenience init(_ color: RGBAColor) {
        self.init(
            red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
            alpha: CGFloat(color.alpha))
    }
}

extension RGBAColor {
    /// The components of `color` as it appears in `traitCollection`: a dynamic colour (a system
    /// colour such as `.label`, or one made with `UIColor(dynamicProvider:)`) is resolved for those
    /// traits now, and keeps that appearance afterwards.
    ///
    /// Components outside 0...1 (an extended-range colour) are clamped to it, as
    /// ``RGBAColor/init(red:green:blue:alpha:)`` documents. A colour UIKit cannot express in RGB (a
    /// pattern image) becomes black at the colour's alpha.
    ///
    /// - Parameters:
    ///   - color: the colour.
    ///   - traitCollection: the traits a dynamic colour is resolved for; the current ones by default.
    public init(_ color: UIColor, resolvedWith traitCollection: UITraitCollection = .current) {
        let resolved = color.resolvedColor(with: traitCollection)
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        // `getRed(_:green:blue:alpha:)` leaves its arguments unchanged for a colour outside an RGB
        // colour space ("the parameters are unchanged", UIColor's documentation): black at the
        // colour's own alpha, with no branch here.
        var alpha = resolved.cgColor.alpha
        _ = resolved.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
}

extension Dimming {
    /// A dimming of `color` (resolved for the current traits, ``RGBAColor/init(_:resolvedWith:)``),
    /// blurring what is behind it when `blursBackground` is true.
    ///
    /// ```swift
    /// let transition = StagehandTransition.card().dimming(Dimming(color: .black.withAlphaComponent(0.3)))
    /// ```
    public init(color: UIColor, blursBackground: Bool = false) {
        self.init(color: RGBAColor(color), blursBackground: blursBackground)
    }
}

extension Shadow {
    /// A shadow of `color` (resolved for the current traits, ``RGBAColor/init(_:resolvedWith:)``;
    /// its alpha is the shadow's opacity), blurred by `radius` points and cast by the offsets.
    ///
    /// ```swift
    /// let card = StagehandTransition.card().shadow(Shadow(color: .black.withAlphaComponent(0.3), radius: 24))
    /// ```
    public init(color: UIColor, radius: Double, offsetX: Double = 0, offsetY: Double = 0) {
        self.init(color: RGBAColor(color), radius: radius, offsetX: offsetX, offsetY: offsetY)
    }
}
#endif
