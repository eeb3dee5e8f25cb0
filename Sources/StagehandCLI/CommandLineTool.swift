import Foundation

/// The `stagehand` command-line tool: parses the arguments, runs a command, and maps its outcome
/// to an exit status (0 success, 1 failure while working, 2 bad input).
@MainActor
public enum CommandLineTool {
    static var commands: [any Command.Type] {
        [CurveCommand.self, PlanCommand.self, RenderCommand.self, GalleryCommand.self]
    }

    static var help: String {
        let width = commands.map { $0.name.count }.max() ?? 0
        let list = commands.map {
            "  \($0.name.padding(toLength: width + 2, withPad: " ", startingAt: 0))\($0.summary)"
        }
        return """
            stagehand: custom view-controller transitions, run, measured and seen anywhere.

            Usage: stagehand COMMAND [OPTIONS]

            Commands:
            \(list.joined(separator: "\n"))

            Run 'stagehand COMMAND --help' for a command's options.

            """
    }

    /// Runs the tool with `arguments` (without the program name) and returns the exit status.
    @MainActor
    public static func run(_ arguments: [String], console: any Console) -> Int32 {
        guard let first = arguments.first, !["--help", "-h", "help"].contains(first) else {
            if arguments.count > 1, let command = commands.first(where: { $0.name == arguments[1] }) {
                console.write(command.help)
            } else {
                console.write(help)
            }
            return 0
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            console.writeError("stagehand: error: unknown command '\(first)' (see 'stagehand --help')\n")
            return 2
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            console.write(command.help)
            return 0
        }
        do {
            return try command.run(rest, console: console)
        } catch let error as UsageError {
            console.writeError("stagehand \(command.name): error: \(error.message)\n")
            return 2
        } catch {
            console.writeError("stagehand \(command.name): error: \(error)\n")
            return 1
        }
    }
}
