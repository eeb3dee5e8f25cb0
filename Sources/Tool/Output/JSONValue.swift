import Foundation
import StagehandHeadless

/// A JSON value with ordered object keys, written compactly and deterministically: the format of
/// `stagehand curve --format json`, `stagehand plan` and `stagehand render -o FILE.json`.
enum JSONValue: Equatable {
    case number(Double)
    case string(String)
    case bool(Bool)
    case array([JSONValue])
    case object([(String, JSONValue)])
    case null

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.serialized() == rhs.serialized() }

    /// The value as JSON text on one line.
    func serialized() -> String {
        var text = ""
        write(into: &text)
        return text
    }

    func write(into text: inout String) {
        switch self {
        case .number(let value): text += NumberFormat.string(value)
        case .string(let value): Self.writeString(value, into: &text)
        case .bool(let value): text += value ? "true" : "false"
        case .null: text += "null"
        case .array(let values):
            text += "["
            for (index, value) in values.enumerated() {
                if index > 0 { text += "," }
                value.write(into: &text)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { text += "," }
                Self.writeString(key, into: &text)
                text += ":"
                value.write(into: &text)
            }
            text += "}"
        }
    }

    private static func writeString(_ value: String, into text: inout String) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case let control where control.value < 0x20:
                text += String(format: "\\u%04x", control.value)
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}

/// How numbers are printed in CSV and JSON: 12 significant digits (a picometre on a phone's screen,
/// and so that 0.3 / 3 prints as 0.1), no trailing zeros, whole numbers without a fractional part,
/// and no negative zero. Non-finite values, which the commands never produce, print as 0 so the
/// output always parses.
enum NumberFormat {
    static func string(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let text = String(format: "%.12g", value)
        return text == "-0" ? "0" : text
    }
}
