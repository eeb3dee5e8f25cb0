import Foundation

/// An RGBA colour for the renderer, each component in `0...1`, with straight (not premultiplied) alpha.
///
/// Components are clamped to `0...1` on creation; a NaN component becomes 0, so a colour is always
/// valid and drawing with it never traps.
public struct RenderColor: Sendable, Hashable {
    /// The red component, `0...1`.
    public let red: Double
    /// The green component, `0...1`.
    public let green: Double
    /// The blue component, `0...1`.
    public let blue: Double
    /// The alpha component, `0...1` (0 is fully transparent).
    public let alpha: Double

    /// Creates a colour from its components; each is clamped to `0...1` and NaN becomes 0.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.clampUnit(red)
        self.green = Self.clampUnit(green)
        self.blue = Self.clampUnit(blue)
        self.alpha = Self.clampUnit(alpha)
    }

    /// Creates an opaque-by-default colour from a `0xRRGGBB` value (the top byte is ignored).
    ///
    /// `RenderColor(hex: 0xFF8000)` is orange; pass `alpha` for a translucent colour.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255,
            alpha: alpha)
    }

    /// The same colour with its alpha replaced by `alpha` (clamped to `0...1`).
    public func with(alpha: Double) -> RenderColor {
        RenderColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Opaque black.
    public static let black = RenderColor(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = RenderColor(red: 1, green: 1, blue: 1)
    /// Fully transparent black.
    public static let clear = RenderColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// The colour as 8-bit straight-alpha bytes, each component rounded to the nearest of 0...255.
    public var rgba8: SIMD4<UInt8> {
        SIMD4(Self.byte(red), Self.byte(green), Self.byte(blue), Self.byte(alpha))
    }

    /// `#rrggbb`, lower case, ignoring alpha.
    public var hexString: String {
        let bytes = rgba8
        let value = (Int(bytes.x) << 16) | (Int(bytes.y) << 8) | Int(bytes.z)
        let digits = String(value, radix: 16)
        return "#" + String(repeating: "0", count: 6 - digits.count) + digits
    }

    static func clampUnit(_ value: Double) -> Double {
        guard !value.isNaN else { return 0 }
        return min(max(value, 0), 1)
    }

    static func byte(_ unit: Double) -> UInt8 {
        UInt8((clampUnit(unit) * 255).rounded())
    }
}
