/// One `stagehand` subcommand. Commands run on the main actor, where the headless stage lives.
///
/// A command declares its options once, in ``options`` (built from typed ``Option`` values); the
/// parser, the help screen and the tests read that table.
@MainActor
protocol Command {
    /// The word that selects it: `curve`, `plan`, ...
    static var name: String { get }
    /// One line for the tool's help.
    static var summary: String { get }
    /// Every option the command accepts, in the order its help lists them.
    static var options: [OptionSpec] { get }
    /// The full `stagehand NAME --help` text.
    static var help: String { get }
    /// Runs the command with the arguments after its name; throws ``UsageError`` for bad input
    /// (found before any work) and ``EnvironmentError`` when writing fails. Returns the exit status.
    static func run(_ arguments: [String], console: any Console) throws -> Int32
}

/// The parts every command's help shares.
enum CommandHelp {
    /// The exit statuses, as every `--help` ends.
    static let exitStatus = """
        Exit status:
          0    success
          1    the environment failed: a file or folder could not be written (disk full, no permission),
               or standard output or error refused a write; one line on standard error says what failed
          2    bad input (an option, a value, a limit, a path), refused before any work; one line on
               standard error says why, with the values quoted and escaped
          130  interrupted by SIGINT, 143 terminated by SIGTERM; temporary files are removed first and
               no target is left half-written
        """
}
