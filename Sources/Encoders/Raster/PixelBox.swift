/// A half-open rectangle of pixels, `x0..<x1` by `y0..<y1`.
struct PixelBox: Sendable, Equatable {
    var x0: Int
    var y0: Int
    var x1: Int
    var y1: Int

    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    func intersection(_ other: PixelBox) -> PixelBox {
        PixelBox(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
    }

    /// `value` truncated towards negative infinity and clamped to `lower...upper`; NaN gives `lower`.
    /// Never traps, however large or non-finite the value.
    static func floorClamped(_ value: Double, _ lower: Int, _ upper: Int) -> Int {
        guard value > Double(lower) else { return lower }
        guard value < Double(upper) else { return upper }
        return Int(value.rounded(.down))
    }

    /// `value` rounded up and clamped to `lower...upper`; NaN gives `lower`.
    static func ceilClamped(_ value: Double, _ lower: Int, _ upper: Int) -> Int {
        guard value > Double(lower) else { return lower }
        guard value < Double(upper) else { return upper }
        return Int(value.rounded(.up))
    }
}
