import Foundation

/// Splits a command's arguments into options and positional arguments, against the options the
/// command declares: `--name value`, `--name=value`, short aliases such as `-o FILE`, and flags.
struct ArgumentScanner {
    struct Option {
        let name: String
        let alias: String?
        let takesValue: Bool
        /// Whether the option may be given more than once (read every value with ``allValues(_:)``).
        let isRepeatable: Bool
        init(_ name: String, alias: String? = nil, takesValue: Bool = true, repeatable: Bool = false) {
            self.name = name
            self.alias = alias
            self.takesValue = takesValue
            self.isRepeatable = repeatable
        }
    }

    private(set) var values: [String: String] = [:]
    private(set) var repeatedValues: [String: [String]] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positional: [String] = []

    /// Scans `arguments`; throws a ``UsageError`` naming the first unknown option, missing value or
    /// repeated option.
    init(_ arguments: [String], options: [Option], command: String) throws {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-"), argument.count > 1, Double(argument) == nil else {
                positional.append(argument)
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard
                let option = options.first(where: {
                    "--\($0.name)" == name || $0.alias.map { "-\($0)" } == name
                })
            else {
                throw UsageError(
                    "unknown option '\(name)' for '\(command)' (see 'stagehand \(command) --help')")
            }
            if !option.takesValue {
                guard inlineValue == nil else { throw UsageError("option '--\(option.name)' takes no value") }
                flags.insert(option.name)
                continue
            }
            guard option.isRepeatable || values[option.name] == nil else {
                throw UsageError("option '--\(option.name)' is given more than once")
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
            values[option.name] = value
            repeatedValues[option.name, default: []].append(value)
        }
    }

    /// The option's value (the last one, for a repeatable option), or `nil` when it is not given.
    func value(_ name: String) -> String? { values[name] }
    /// Every value of a repeatable option, in the order given.
    func allValues(_ name: String) -> [String] { repeatedValues[name] ?? [] }
    func has(_ flag: String) -> Bool { flags.contains(flag) }
}

/// Parsers for option values, each throwing a one-line ``UsageError``.
enum ValueParser {
    static func positiveNumber(_ text: String, option: String) throws -> Double {
        guard let value = finiteNumber(text), value > 0 else {
            throw UsageError("--\(option) must be a positive number, got '\(text)'")
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
                "--\(option) must be a whole number from \(range.lowerBound) to \(range.upperBound), got '\(text)'"
            )
        }
        return value
    }

    static func numberList(_ text: String, option: String, count: Int? = nil) throws -> [Double] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        var numbers: [Double] = []
        for part in parts {
            guard let value = finiteNumber(part) else {
                throw UsageError("--\(option) takes comma-separated numbers, got '\(text)'")
            }
            numbers.append(value)
        }
        if let count, numbers.count != count {
            throw UsageError(
                "--\(option) takes \(count) comma-separated numbers, got \(numbers.count) in '\(text)'")
        }
        return numbers
    }

    static func choice(_ text: String, option: String, from choices: [String]) throws -> String {
        guard choices.contains(text) else {
            throw UsageError("--\(option) must be one of \(choices.joined(separator: ", ")), got '\(text)'")
        }
        return text
    }
}
