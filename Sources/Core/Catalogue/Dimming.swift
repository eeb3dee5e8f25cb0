import Foundation

/// The view between the presenting and the presented screen: a colour (a drawer's 50 % black), or a
/// blur of what lies behind it.
///
/// The dimming view covers the container; the plan animates its alpha from 0 to 1 while presenting
/// and back while dismissing, so what shows is `color` at `color.alpha` once fully presented.
public struct Dimming: Sendable, Hashable {
    /// The colour, alpha included (black at 0.5 by default).
    public var color: RGBAColor
    /// Whether the backdrop also blurs what lies behind it (`UIVisualEffectView` on iOS).
    public var blursBackground: Bool

    /// Creates a dimming.
    public init(color: RGBAColor = RGBAColor(white: 0, alpha: 0.5), blursBackground: Bool = false) {
        self.color = color
        self.blursBackground = blursBackground
    }

    /// A drawer's dimming: black at 50 %.
    public static let standard = Dimming()
}
