import StagehandCore

/// What the renderer needs of a colour beyond the core's ``RGBAColor``: hex literals and bytes.
extension RGBAColor {
    /// Creates an opaque-by-default colour from a `0xRRGGBB` value (the top byte is ignored).
    ///
    /// `RGBAColor(hex: 0xFF8000)` is orange; pass `alpha` for a translucent colour.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255,
            alpha: alpha)
    }

    /// Fully transparent black.
    public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)

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

    static func byte(_ unit: Double) -> UInt8 {
        UInt8((clampForRender(unit) * 255).rounded())
    }

    /// `value` clamped to `0...1`, NaN counting as 0 (opacities and components).
    static func clampForRender(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}
