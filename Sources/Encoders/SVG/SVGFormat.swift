/// Compact number formatting and XML escaping for the SVG writer.
enum SVGFormat {
    /// The largest magnitude written; larger values are clamped to it (a shape that far away is off
    /// screen anyway).
    static let maximumMagnitude = 1e12

    /// `value` rounded to `decimals` places, without trailing zeros, exponent or a negative zero:
    /// `number(1.5) == "1.5"`, `number(-0.001) == "0"`, `number(2) == "2"`.
    static func number(_ value: Double, decimals: Int = 2) -> String {
        guard !value.isNaN else { return "0" }
        let clamped = min(max(value, -maximumMagnitude), maximumMagnitude)
        var power: Int64 = 1
        for _ in 0..<decimals { power *= 10 }
        let scaled = Int64((clamped * Double(power)).rounded())
        if scaled == 0 { return "0" }
        let magnitude = scaled.magnitude
        let whole = magnitude / UInt64(power)
        var fraction = magnitude % UInt64(power)
        var text = scaled < 0 ? "-" : ""
        text += String(whole)
        if fraction != 0 {
            var digits = decimals
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            let fractionText = String(fraction)
            text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        }
        return text
    }

    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by entities, and characters that XML 1.0 does
    /// not allow (control characters other than tab, newline and carriage return) dropped.
    static func escape(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&apos;"
            case "\t", "\n", "\r": output.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                if value < 0x20 || value == 0xFFFE || value == 0xFFFF { continue }
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
