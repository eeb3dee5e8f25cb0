import Foundation
import StagehandCLI

exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst()), console: StandardConsole()))
