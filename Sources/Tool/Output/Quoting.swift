extension String {
    /// The text in single quotes, escaped so that it stays on one line and reads back unambiguously:
    /// `\\`, `\'`, `\n`, `\r`, `\t`, and `\u{XX}` for every other control or line-separating
    /// character. Every value a message quotes goes through it.
    var quoted: String { "'" + escapedForMessage + "'" }

    /// The text escaped as in ``quoted``, without the quotes.
    var escapedForMessage: String {
        var result = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "'": result += "\\'"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _
            where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || scalar.value == 0x2028 || scalar.value == 0x2029:
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The text with any line break escaped, for a message that must print as one line.
    var oneLine: String {
        var result = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case _
            where scalar.value == 0x0B || scalar.value == 0x0C || scalar.value == 0x85
                || scalar.value == 0x2028 || scalar.value == 0x2029:
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
