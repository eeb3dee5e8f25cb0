import Foundation

/// A shadow under a presented view, as its layer casts it (`CALayer`'s `shadowColor`,
/// `shadowOpacity`, `shadowRadius` and `shadowOffset`).
///
/// ```swift
/// let card = StagehandTransition.card().shadow(Shadow(color: RGBAColor(white: 0, alpha: 0.3), radius: 20))
/// let flat = StagehandTransition.card().shadow(nil)  // no shadow
/// ```
public struct Shadow: Sendable, Hashable {
    /// The shadow's colour; its alpha is the shadow's opacity (`shadowOpacity`).
    public var color: RGBAColor
    /// The blur radius, in points (`shadowRadius`); negative or NaN counts as 0.
    public var radius: Double
    /// How far the shadow is cast to the right, in points (`shadowOffset.width`).
    public var offsetX: Double
    /// How far the shadow is cast down, in points (`shadowOffset.height`); negative casts it up.
    public var offsetY: Double

    /// Creates a shadow; a radius that is negative or NaN counts as 0, and an offset that is not
    /// finite as 0.
    public init(color: RGBAColor, radius: Double, offsetX: Double = 0, offsetY: Double = 0) {
        self.color = color
        self.radius = radius.finiteNonNegative
        self.offsetX = offsetX.isFinite ? offsetX : 0
        self.offsetY = offsetY.isFinite ? offsetY : 0
    }

    /// The shadow of a card and a popup by default: black at 12 %, a 16-point blur, cast straight
    /// under the view, soft enough to lift it off a light screen without a dark rim.
    public static let standard = Shadow(color: RGBAColor(white: 0, alpha: 0.12), radius: 16)
}
