import Foundation
import StagehandCore
import StagehandHeadless
import StagehandPreview

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The `stagehand` command-line tool: parses the arguments, runs a command, and maps its outcome
/// to an exit status: 0 success, 1 a failure of the environment, 2 bad input (found before any
/// work), 130 and 143 after SIGINT and SIGTERM. Every error is one line on standard error.
@MainActor
public enum CommandLineTool {
    /// The tool's version, which `stagehand --version` prints: the package's newest release, the
    /// newest version heading of CHANGELOG.md (a test holds the two in step).
    public static let version = "0.1.0"

    static var commands: [any Command.Type] {
        [CurveCommand.self, PlanCommand.self, RenderCommand.self, GalleryCommand.self]
    }

    static var help: String {
        let list = commands.map { HelpFormatter.entry($0.name, $0.summary) }
        return """
            stagehand: custom view-controller transitions, run, measured and seen anywhere.

            Usage: stagehand COMMAND [OPTIONS]
                   stagehand --help | --version

            Commands:
            \(list.joined(separator: "\n"))

            Run 'stagehand COMMAND --help' for a command's options.

            Options:
            \(HelpFormatter.entry("--help, -h", "Print this help"))
            \(HelpFormatter.entry("--version", "Print the tool's version ('stagehand \(version)')"))

            \(CommandHelp.exitStatus)

            """
    }

    /// The process's entry point: ignores SIGPIPE (a closed pipe is a failed write, status 1) and
    /// SIGXFSZ (a file-size limit is a failed write), removes temporary files on SIGINT and SIGTERM,
    /// and runs the tool on the real standard streams.
    public static func main(_ arguments: [String]) -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
        TemporaryPaths.removeOnTerminationSignals()
        return run(arguments, console: StandardConsole())
    }

    /// Runs the tool with `arguments` (without the program name) and returns the exit status.
    public static func run(_ arguments: [String], console: any Console) -> Int32 {
        run(arguments, console: console, commands: commands)
    }

    /// Runs the tool with `commands` as its commands: the one place where an outcome becomes an exit
    /// status. The tests pass a command that throws an error no command throws, to pin the
    /// catch-all status.
    static func run(_ arguments: [String], console: any Console, commands: [any Command.Type]) -> Int32 {
        var prefix = "stagehand"
        do {
            if arguments.first == "--version" {
                guard arguments.count == 1 else {
                    throw UsageError("'--version' takes no arguments (see 'stagehand --help')")
                }
                try console.write("stagehand \(version)\n")
                return 0
            }
            guard let first = arguments.first, !["--help", "-h", "help"].contains(first) else {
                if arguments.count > 1, let command = commands.first(where: { $0.name == arguments[1] }) {
                    try console.write(command.help)
                } else {
                    try console.write(help)
                }
                return 0
            }
            guard let command = commands.first(where: { $0.name == first }) else {
                throw UsageError("unknown command \(first.quoted) (see 'stagehand --help')")
            }
            prefix = "stagehand \(command.name)"
            let rest = Array(arguments.dropFirst())
            if rest.contains("--help") || rest.contains("-h") {
                try console.write(command.help)
                return 0
            }
            return try command.run(rest, console: console)
        } catch let error as UsageError {
            report(error.message, prefix: prefix, console: console)
            return 2
        } catch let error as SpringParameters.InvalidParameters {
            report("\(error)", prefix: prefix, console: console)
            return 2
        } catch let error as EnvironmentError {
            report(error.message, prefix: prefix, console: console)
            return 1
        } catch {
            report("\(error)", prefix: prefix, console: console)
            return 1
        }
    }

    /// Writes `PREFIX: error: MESSAGE` as one line; if standard error itself fails there is nowhere
    /// left to say so, and the status alone tells.
    private static func report(_ message: String, prefix: String, console: any Console) {
        try? console.writeError("\(prefix): error: \(message.oneLine)\n")
    }
}
