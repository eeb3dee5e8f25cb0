/// One `stagehand` subcommand. Commands run on the main actor, where the headless stage lives.
@MainActor
protocol Command {
    /// The word that selects it: `curve`, `plan`, ...
    static var name: String { get }
    /// One line for the tool's help.
    static var summary: String { get }
    /// The full `stagehand NAME --help` text.
    static var help: String { get }
    /// Runs the command with the arguments after its name; throws ``UsageError`` for bad input.
    /// Returns the exit status.
    static func run(_ arguments: [String], console: any Console) throws -> Int32
}
