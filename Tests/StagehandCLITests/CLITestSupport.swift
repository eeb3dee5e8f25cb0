import Foundation
import StagehandCLI

/// Runs the tool in-process and returns its exit status and what it wrote.
@MainActor
func runTool(_ arguments: String...) -> (status: Int32, output: String, error: String) {
    runTool(arguments)
}

@MainActor
func runTool(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
    let console = BufferConsole()
    let status = CommandLineTool.run(arguments, console: console)
    return (status, console.output, console.errorOutput)
}

/// The directory that holds the built products (the test bundle sits beside the executables).
let productsDirectory: URL = {
    var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    while url.pathComponents.count > 1 {
        url.deleteLastPathComponent()
        if FileManager.default.isExecutableFile(atPath: url.appendingPathComponent("stagehand").path) {
            return url
        }
    }
    return URL(fileURLWithPath: ".build/debug")
}()

/// Runs the built `stagehand` binary as a separate process.
func runBinary(_ arguments: [String], in directory: URL? = nil) throws -> (
    status: Int32, output: String, error: String
) {
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("stagehand")
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
        process.terminationStatus, String(decoding: outputData, as: UTF8.self),
        String(decoding: errorData, as: UTF8.self)
    )
}

/// Parses the CSV that `stagehand curve` writes.
func parseCurveCSV(_ text: String) -> [(time: Double, progress: Double, velocity: Double)]? {
    var lines = text.split(separator: "\n").map(String.init)
    guard lines.first == "time,progress,velocity" else { return nil }
    lines.removeFirst()
    var rows: [(Double, Double, Double)] = []
    for line in lines {
        let fields = line.split(separator: ",").compactMap { Double(String($0)) }
        guard fields.count == 3 else { return nil }
        rows.append((fields[0], fields[1], fields[2]))
    }
    return rows
}
