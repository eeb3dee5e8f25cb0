import Foundation
import StagehandCore
import Testing

@testable import StagehandCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The tool's promises, end to end on the built binary: exact messages and statuses for bad input,
/// failed writes to standard output, signals during a write, and all-or-nothing galleries.
@Suite("stagehand's promises")
struct PromiseTests {
    static let transitions = TransitionName.allValueStrings.joined(separator: ", ")

    /// Each bad input with its exact message (one line) and status 2, decided before any work.
    @Test(
        "Bad input: the exact message and status 2",
        arguments: [
            (
                ["plan", "fade", "--fade", "--fade"],
                "stagehand plan: error: option '--fade' is given more than once"
            ),
            (["render", "fade", "-o", ""], "stagehand render: error: -o needs a file name, got ''"),
            (
                ["render", "fade", "-o", "out.gif/"],
                "stagehand render: error: -o must name a file, not a directory, got 'out.gif/'"
            ),
            (["gallery", "-o", ""], "stagehand gallery: error: -o needs a directory name, got ''"),
            (
                ["plan", "fa\nde"],
                "stagehand plan: error: unknown transition 'fa\\nde'; expected one of: \(transitions)"
            ),
            (
                ["render", "it's"],
                "stagehand render: error: unknown transition 'it\\'s'; expected one of: \(transitions)"
            ),
            (
                ["render", "fade", "--timing", "linear", "--duration", "100", "-o", "x.gif"],
                "stagehand render: error: the present phase lasts 100 s, longer than the 30 s a film holds; "
                    + "shorten --duration or --timing"
            ),
            (
                ["render", "fade", "--container", "8192x8192", "--scale", "3", "-o", "x.gif"],
                "stagehand render: error: a frame would be 24576x24576 pixels, more than 16384 a side or "
                    + "67108864 in all; lower --scale or --container"
            ),
            (
                ["render", "fade", "--container", "4000x800", "--scale", "3", "-o", "x.png"],
                "stagehand render: error: the filmstrip would be 60192x2400 pixels, more than 16384 a side or "
                    + "67108864 in all; lower --scale or --container"
            ),
            (
                // Within the raster image's limits, beyond the renderer's per-frame limit.
                ["render", "fade", "--container", "3000x3000", "-o", "x.gif"],
                "stagehand render: error: a frame of 3000.0 x 3000.0 pixels is larger than the 4194304 pixels "
                    + "a film frame may have"
            ),
            (
                ["render", "fade", "--container", "1e308x1e308", "-o", "x.gif"],
                "stagehand render: error: --container must be at most 100000 points a side, got '1e308x1e308'"
            ),
            (
                ["render", "fade", "-o", "x.bmp"],
                "stagehand render: error: cannot tell the format of 'x.bmp': use .gif, .png, .svg or .json"
            ),
            (
                ["render", "fade", "-o", "missing/x.gif"],
                "stagehand render: error: the directory of -o 'missing/x.gif' does not exist"
            ),
            (["render", "fade"], "stagehand render: error: missing -o FILE (.gif, .png, .svg or .json)"),
            (
                ["curve", "linear", "--format", "xml"],
                "stagehand curve: error: --format must be one of csv, json, got 'xml'"
            ),
            (
                ["plan", "fade", "--phase", "round-trip"],
                "stagehand plan: error: --phase must be one of present, dismiss, got 'round-trip'"
            ),
            (
                ["plan", "slide-in", "--edge", "up\r"],
                "stagehand plan: error: --edge must be one of left, top, right, bottom, got 'up\\r'"
            ),
            (
                ["gallery", "--jobs", "0"],
                "stagehand gallery: error: --jobs must be a whole number from 1 to 256, got '0'"
            ),
            (["dance"], "stagehand: error: unknown command 'dance' (see 'stagehand --help')"),
            (
                ["curve", "ease-in", "--bogus\n"],
                "stagehand curve: error: unknown option '--bogus\\n' for 'curve' (see 'stagehand curve --help')"
            ),
            (
                ["plan", "fade", "--edge", "left"],
                "stagehand plan: error: --edge applies only to slide-in, cover and push, not to fade"
            ),
            (
                ["curve", "linear", "--samples", "2", "--at", "0"],
                "stagehand curve: error: --samples and --at cannot be used together"
            ),
        ] as [([String], String)])
    func badInput(arguments: [String], message: String) throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try runBinary(arguments, in: directory)
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.error == message + "\n")
        #expect(try contents(of: directory) == [], "no work, no file")
    }

    /// Every option but a repeatable one is refused when given twice, flags included; the list is
    /// each command's own option table.
    @Test @MainActor func everyOptionGivenTwiceIsRefused() {
        for command in CommandLineTool.commands {
            for spec in command.options where spec.arity != .repeatable {
                let once = spec.arity == .flag ? ["--\(spec.name)"] : ["--\(spec.name)", "1"]
                let result = runTool([command.name, "fade"] + once + once)
                #expect(result.status == 2, "\(command.name) --\(spec.name)")
                #expect(
                    result.error
                        == "stagehand \(command.name): error: option '--\(spec.name)' is given more than once\n"
                )
            }
        }
    }

    /// Every declared option appears in its command's help, with its example, within 100 columns, and
    /// every help documents the exit statuses.
    @Test @MainActor func everyDeclaredOptionIsInTheHelp() {
        for command in CommandLineTool.commands {
            let help = runTool(command.name, "--help").output
            // Wrapping may break a value list across lines; compare with single spaces.
            let flat = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            for spec in command.options {
                #expect(help.contains("--\(spec.name)"), "\(command.name) --\(spec.name)")
                if let example = spec.example { #expect(flat.contains("e.g. \(example)")) }
                if let allowed = spec.allowedText { #expect(flat.contains(allowed)) }
            }
            #expect(help.contains("130  interrupted by SIGINT, 143 terminated by SIGTERM"))
            #expect(help.split(separator: "\n").allSatisfy { $0.count <= 100 }, "\(command.name)")
        }
    }

    @Test(
        "Quoted values stay on one line",
        arguments: [
            ("plain", "'plain'"), ("a\nb", "'a\\nb'"), ("it's", "'it\\'s'"),
            ("back\\slash", "'back\\\\slash'"),
            ("tab\there", "'tab\\there'"), ("bell\u{7}", "'bell\\u{7}'"),
            ("line\u{2028}sep", "'line\\u{2028}sep'"),
            ("", "''"),
        ] as [(String, String)])
    func quoting(value: String, quoted: String) {
        #expect(value.quoted == quoted)
    }

    @Test("A failing standard output: status 1 and one line on standard error")
    func fullStandardOutput() throws {
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent("stagehand")
        process.arguments = ["curve", "linear"]
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
        let error = Pipe()
        process.standardError = error
        process.environment = childEnvironment
        try process.run()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 1)
        #expect(
            message == "stagehand curve: error: cannot write to standard output: No space left on device\n")
    }

    @Test("A pipe closed early: status 1, no crash, no SIGPIPE")
    func pipeClosedEarly() throws {
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent("stagehand")
        process.arguments = ["curve", "linear", "--samples", "1000000"]
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try output.fileHandleForReading.close()
        process.environment = childEnvironment
        try process.run()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 1)
        #expect(message == "stagehand curve: error: cannot write to standard output: Broken pipe\n")
    }

    @Test("A closed standard output: status 1, no crash")
    func closedStandardOutput() throws {
        let result = try runShell(#"exec "$0" curve linear >&-"#)
        #expect(result.status == 1)
        #expect(
            result.error == "stagehand curve: error: cannot write to standard output: Bad file descriptor\n")
    }

    @Test("A legal 240-character file name works", arguments: ["gif", "json"])
    func longFileName(format: String) throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let name = String(repeating: "a", count: 239 - format.count) + "." + format
        #expect(name.utf8.count == 240)
        let result = try runBinary(["render", "fade", "--fps", "5", "-o", name], in: directory)
        #expect(result.status == 0 && result.error.isEmpty)
        #expect(try contents(of: directory) == [name])
    }

    @Test(
        "SIGINT and SIGTERM during a write: 130 and 143, no temporary file, no target",
        arguments: [(SIGINT, 130), (SIGTERM, 143)] as [(Int32, Int32)])
    func signalDuringRender(signal: Int32, status: Int32) throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let process = try spawn(
            ["render", "fade", "--timing", "linear", "--duration", "10", "--fps", "60", "-o", "long.gif"],
            in: directory
        ).process
        try waitForTemporary(in: directory, process: process)
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == status)
        #expect(try contents(of: directory) == [])
    }

    @Test("A gallery ended by SIGTERM leaves the target as it was")
    func signalDuringGallery() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try handMadeGallery(in: directory)
        let before = try tree(at: directory)
        let process = try spawn(["gallery", "-o", "gallery", "--fps", "5"], in: directory).process
        try waitForTemporary(in: directory, process: process)
        Thread.sleep(forTimeInterval: 0.5)
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect(process.terminationStatus == 143)
        #expect(try tree(at: directory) == before, "the old gallery, byte for byte, and nothing else")
    }

    @Test("A gallery failing half-way (a file-size limit) leaves the target as it was")
    func galleryFailingHalfWay() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try handMadeGallery(in: directory)
        let before = try tree(at: directory)
        // 20 KB per file: the first GIFs fit, a later one does not (as on a disk that fills up).
        let result = try runShell(#"ulimit -f 20; exec "$0" gallery -o gallery --fps 5"#, in: directory)
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("stagehand gallery: error: cannot write '"), "\(result.error)")
        #expect(result.error.hasSuffix(": File too large\n"))
        #expect(result.error.filter { $0 == "\n" }.count == 1)
        #expect(try tree(at: directory) == before, "the old gallery, byte for byte, and nothing else")
    }

    @Test("A gallery replaces its target whole, and the same bytes come from one job or several")
    @MainActor func galleryReplacesAndIsIdenticalInParallel() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // A gallery this tool wrote, with a file a later version no longer writes: replaced whole.
        let serial = try handMadeGallery(in: directory, files: ["index.html": "old", "stale.gif": "stale"])
        let parallel = directory.appendingPathComponent("parallel")
        #expect(runTool("gallery", "-o", serial.path, "--fps", "3", "--jobs", "1").status == 0)
        #expect(runTool("gallery", "-o", parallel.path + "/", "--fps", "3", "--jobs", "4").status == 0)
        let files = try contents(of: serial)
        #expect(files.count == GalleryCommand.entries().count + 2)  // and index.html and the marker
        #expect(!files.contains("stale.gif"))
        #expect(try contents(of: parallel) == files)
        for file in files {
            let one = try Data(contentsOf: serial.appendingPathComponent(file))
            let other = try Data(contentsOf: parallel.appendingPathComponent(file))
            #expect(one == other, "\(file)")
        }
        #expect(try contents(of: directory) == ["gallery", "parallel"])
    }

    /// The catch-all of ``CommandLineTool``: an error that is neither bad input nor a failure of the
    /// environment is status 1, one line, through the same mapping every command's errors take.
    @Test("An unexpected error: status 1 and one line on standard error")
    @MainActor func unexpectedErrorIsStatusOne() {
        let console = BufferConsole()
        let status = CommandLineTool.run(
            ["explode", "now"], console: console, commands: CommandLineTool.commands + [ExplodingCommand.self]
        )
        #expect(status == 1)
        #expect(console.output.isEmpty)
        #expect(console.errorOutput == "stagehand explode: error: something\\nnobody expected\n")
    }

    @Test @MainActor func hugeDurationKeepsTheLastTime() {
        let result = runTool("curve", "linear", "--duration", "1e308", "--samples", "3")
        #expect(result.status == 0)
        #expect(result.output.split(separator: "\n").last?.hasPrefix("1e+308,1,") == true, "\(result.output)")
    }

    @Test("Every registry name builds a transition of that name, and the CLI takes it")
    @MainActor func registry() throws {
        for name in TransitionName.allCases {
            #expect(name.defaultTransition.name == name.rawValue)
            #expect(TransitionName(argument: name.rawValue) == name)
            let result = runTool("plan", name.rawValue, "--at", "0")
            #expect(result.status == 0, "\(name)")
        }
        #expect(GalleryCommand.entries().allSatisfy { TransitionName(rawValue: $0.transition.name) != nil })
    }
}

/// A command that throws an error no real command throws, to reach the tool's catch-all.
@MainActor
private enum ExplodingCommand: Command {
    struct Unexpected: Error, CustomStringConvertible {
        var description: String { "something\nnobody expected" }
    }

    static let name = "explode"
    static let summary = "Throws an error nobody expected"
    static let options: [OptionSpec] = []
    static let help = "Usage: stagehand explode\n"

    static func run(_ arguments: [String], console: any Console) throws -> Int32 {
        throw Unexpected()
    }
}
