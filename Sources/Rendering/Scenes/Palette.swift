import StagehandCore
import StagehandHeadless

/// iOS's light-mode system colours, for the mock screens.
enum Palette {
    static let background = RGBAColor(hex: 0xFFFFFF)
    static let groupedBackground = RGBAColor(hex: 0xF2F2F7)
    static let bar = RGBAColor(hex: 0xF9F9F9)
    static let label = RGBAColor(hex: 0x1C1C1E)
    static let secondaryLabel = RGBAColor(hex: 0x8A8A8E)
    static let tertiaryLabel = RGBAColor(hex: 0xC7C7CC)
    static let separator = RGBAColor(hex: 0xC6C6C8)
    static let fill = RGBAColor(hex: 0xE5E5EA)
    static let tint = RGBAColor(hex: 0x007AFF)
    static let window = RGBAColor(hex: 0x000000)

    /// Avatar and icon colours: orange, green, indigo, pink, teal, purple, yellow, blue, red, mint.
    static let accents: [RGBAColor] = [
        0xFF9500, 0x34C759, 0x5856D6, 0xFF2D55, 0x5AC8FA, 0xAF52DE, 0xFFCC00, 0x007AFF, 0xFF3B30, 0x00C7BE,
    ].map { RGBAColor(hex: $0) }

    static func accent(_ index: Int) -> RGBAColor {
        accents[((index % accents.count) + accents.count) % accents.count]
    }
}
