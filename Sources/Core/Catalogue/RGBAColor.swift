import Foundation

/// A colour as red, green, blue and alpha components in [0, 1] (sRGB, straight alpha): the dimming
/// colour of a transition. The UIKit layer turns it into a `UIColor`; the renderer paints with it.
public struct RGBAColor: Sendable, Hashable {
    /// Red, 0...1.
    public var red: Double
    /// Green, 0...1.
    public var green: Double
    /// Blue, 0...1.
    public var blue: Double
    /// Alpha, 0...1.
    public var alpha: Double

    /// Creates a colour; components are clamped to [0, 1] and NaN counts as 0.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
    }

    /// A grey of `white` (0 black, 1 white), as `UIColor(white:alpha:)`.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Opaque black.
    public static let black = RGBAColor(white: 0)
    /// Opaque white.
    public static let white = RGBAColor(white: 1)

    /// The same colour at alpha 1 (a layer's `shadowColor`, whose opacity is set apart).
    package var opaque: RGBAColor { RGBAColor(red: red, green: green, blue: blue) }

    /// The same colour with another alpha.
    public func withAlpha(_ alpha: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
    }
}
