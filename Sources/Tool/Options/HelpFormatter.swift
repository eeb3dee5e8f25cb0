/// Writes the option lines of a help screen from a command's option table: the usage in a column
/// of 21, the description beside it, wrapped at 100 columns.
enum HelpFormatter {
    static let width = 100
    static let column = 23

    /// The lines for `options`, in the order given.
    static func lines(_ options: [OptionSpec]) -> String {
        options.map { entry($0.usage, $0.description, example: $0.example.map { "e.g. \($0)" }) }.joined(
            separator: "\n")
    }

    /// `  USAGE                TEXT...`, continued under TEXT.
    /// `example` is kept whole on one line (after two spaces, or on a line of its own).
    static func entry(_ usage: String, _ text: String, example: String? = nil) -> String {
        let indent = String(repeating: " ", count: column)
        var first = "  " + usage
        var lines: [String] = []
        if first.count + 1 >= column {
            lines.append(first)
            first = indent
        } else {
            first += String(repeating: " ", count: column - first.count)
        }
        var line = first
        var lineHasWords = false
        for word in text.split(separator: " ") {
            let piece = String(word)
            let addition = lineHasWords ? " " + piece : piece
            if lineHasWords && line.count + addition.count > width {
                lines.append(line)
                line = indent + piece
            } else {
                line += addition
            }
            lineHasWords = true
        }
        if let example {
            if line.count + 2 + example.count > width {
                lines.append(line)
                line = indent + example
            } else {
                line += "  " + example
            }
        }
        lines.append(line)
        return lines.map { $0.replacingTrailingSpaces() }.joined(separator: "\n")
    }
}

extension String {
    fileprivate func replacingTrailingSpaces() -> String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
