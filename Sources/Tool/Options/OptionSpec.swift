/// One option as a command declares it: everything that parsing, validation, the help screen and
/// the tests need, in one place.
struct OptionSpec: Sendable, Equatable {
    /// Whether the option takes a value, and how often it may be given.
    enum Arity: Sendable, Equatable {
        /// No value; given once at most.
        case flag
        /// One value; given once at most.
        case single
        /// One value each time; may be given again (read with ``ParsedArguments/values(_:)``).
        case repeatable
    }

    /// The long name, without the dashes.
    var name: String
    /// The one-letter alias (`o` for `-o`), if any.
    var alias: Character?
    var arity: Arity
    /// The value's placeholder in the help (`N`, `FILE`); empty for a flag.
    var valueName: String
    /// What the option does, one or more sentences.
    var help: String
    /// The default, as the help prints it; `nil` when there is none or the help explains it.
    var defaultText: String?
    /// The values accepted, as the help prints them (`present, dismiss`, `1 to 120`).
    var allowedText: String?
    /// A whole example, `--fps 10`.
    var example: String?

    /// `--name VALUE` or `-o, --output FILE`: how the help and the messages show it.
    var usage: String {
        let long = "--\(name)" + (valueName.isEmpty ? "" : " \(valueName)")
        return alias.map { "-\($0), \(long)" } ?? long
    }

    /// The help's paragraph: what it does, the values it takes and its default (the example is
    /// printed after it).
    var description: String {
        var text = help
        if let allowedText { text += " Allowed: \(allowedText)." }
        if let defaultText { text += " Default: \(defaultText)." }
        return text
    }
}

/// An option whose value parses to `Value`: its declaration and its parser. A command lists its
/// options once, as values of this type; the scanner, the help and the tests read that list.
struct Option<Value>: Sendable {
    let spec: OptionSpec
    let parse: @Sendable (String) throws -> Value

    init(
        _ name: String, alias: Character? = nil, valueName: String, repeatable: Bool = false, help: String,
        defaultText: String? = nil, allowedText: String? = nil, example: String? = nil,
        parse: @escaping @Sendable (String) throws -> Value
    ) {
        spec = OptionSpec(
            name: name, alias: alias, arity: repeatable ? .repeatable : .single, valueName: valueName,
            help: help, defaultText: defaultText, allowedText: allowedText, example: example)
        self.parse = parse
    }
}

extension Option where Value: ExpressibleByArgument {
    /// An option that takes one of `Value`'s words; the help lists them all.
    init(
        _ name: String, valueName: String, help: String, defaultText: String? = nil, example: String? = nil
    ) {
        self.init(
            name, valueName: valueName, help: help, defaultText: defaultText,
            allowedText: Value.allValueStrings.joined(separator: ", "), example: example,
            parse: { try Value.parse($0, option: name) })
    }
}

extension Option where Value == Int {
    /// A whole number in `range`.
    static func integer(
        _ name: String, in range: ClosedRange<Int>, valueName: String = "N", help: String, defaultValue: Int?,
        example: String? = nil
    ) -> Self {
        Option(
            name, valueName: valueName, help: help, defaultText: defaultValue.map { "\($0)" },
            allowedText: "\(range.lowerBound) to \(range.upperBound)", example: example,
            parse: { try ValueParser.integer($0, option: name, in: range) })
    }
}

extension Option where Value == String {
    /// Any text (a path, a timing parsed later).
    static func text(
        _ name: String, alias: Character? = nil, valueName: String, help: String, defaultText: String? = nil,
        example: String? = nil
    ) -> Self {
        Option(
            name, alias: alias, valueName: valueName, help: help, defaultText: defaultText, example: example,
            parse: { $0 })
    }
}

/// An option without a value: given or not.
struct Flag: Sendable {
    let spec: OptionSpec

    init(_ name: String, help: String, example: String? = nil) {
        spec = OptionSpec(
            name: name, alias: nil, arity: .flag, valueName: "", help: help, defaultText: nil,
            allowedText: nil, example: example)
    }
}
