import Foundation
import StagehandCLI

exit(CommandLineTool.main(Array(CommandLine.arguments.dropFirst())))
