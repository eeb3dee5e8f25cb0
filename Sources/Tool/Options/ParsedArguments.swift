import Foundation
import StagehandHeadless

/// A command's arguments split against the options it declares: `--name value`, `--name=value`,
/// short aliases such as `-o FILE`, flags, and positional arguments (everything after `--` is
/// positional). Every option, flags included, may be given once unless it is declared repeatable.
struct ParsedArguments {
    private var values: [String: [String]] = [:]
    /// The arguments that are not options, in order.
    private(set) var positional: [String] = []

    /// Scans `arguments`; throws a ``UsageError`` naming the first unknown option, missing value,
    /// value given to a flag, or repeated option.
    init(_ arguments: [String], options: [OptionSpec], command: String) throws {
        var index = 0
        var onlyPositional = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositional || !argument.hasPrefix("-") || argument.count < 2 || Double(argument) != nil {
                positional.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositional = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard
                let option = options.first(where: {
                    "--\($0.name)" == name || $0.alias.map { "-\($0)" } == name
                })
            else {
                throw UsageError(
                    "unknown option \(name.quoted) for '\(command)' (see 'stagehand \(command) --help')")
            }
            guard option.arity == .repeatable || values[option.name] == nil else {
                throw UsageError("option '--\(option.name)' is given more than once")
            }
            if option.arity == .flag {
                guard inlineValue == nil else { throw UsageError("option '--\(option.name)' takes no value") }
                values[option.name] = [""]
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard index < arguments.count else {
                    throw UsageError("option '--\(option.name)' needs a value")
                }
                value = arguments[index]
                index += 1
            }
            values[option.name, default: []].append(value)
        }
    }

    /// Whether the option (or flag) is given.
    func isGiven(_ spec: OptionSpec) -> Bool { values[spec.name] != nil }

    /// The option's parsed value, or `nil` when it is not given.
    func value<Value>(_ option: Option<Value>) throws -> Value? {
        try values[option.spec.name]?.last.map(option.parse)
    }

    /// The option's parsed value, or `defaultValue` when it is not given.
    func value<Value>(_ option: Option<Value>, default defaultValue: Value) throws -> Value {
        try value(option) ?? defaultValue
    }

    /// Every value of a repeatable option, parsed, in the order given.
    func values<Value>(_ option: Option<Value>) throws -> [Value] {
        try (values[option.spec.name] ?? []).map(option.parse)
    }

    /// Whether the flag is given.
    func has(_ flag: Flag) -> Bool { values[flag.spec.name] != nil }

    /// The text given for an option, unparsed (for messages).
    func text(_ spec: OptionSpec) -> String? { values[spec.name]?.last }
}

/// Parsers for option values, each throwing a one-line ``UsageError``.
enum ValueParser {
    static func positiveNumber(_ text: String, option: String) throws -> Double {
        guard let value = finiteNumber(text), value > 0 else {
            throw UsageError("--\(option) must be a positive number, got \(text.quoted)")
        }
        return value
    }

    static func finiteNumber(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.contains(where: { $0.isLetter && $0 != "e" && $0 != "E" }),
            let value = Double(trimmed), value.isFinite
        else { return nil }
        return value
    }

    static func integer(_ text: String, option: String, in range: ClosedRange<Int>) throws -> Int {
        guard let value = Int(text.trimmingCharacters(in: .whitespaces)), range.contains(value) else {
            throw UsageError(
                "--\(option) must be a whole number from \(range.lowerBound) to \(range.upperBound), "
                    + "got \(text.quoted)")
        }
        return value
    }

    static func numberList(_ text: String, option: String, count: Int? = nil) throws -> [Double] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        var numbers: [Double] = []
        for part in parts {
            guard let value = finiteNumber(part) else {
                throw UsageError("--\(option) takes comma-separated numbers, got \(text.quoted)")
            }
            numbers.append(value)
        }
        if let count, numbers.count != count {
            throw UsageError(
                "--\(option) takes \(count) comma-separated numbers, got \(numbers.count) in \(text.quoted)")
        }
        return numbers
    }
}
