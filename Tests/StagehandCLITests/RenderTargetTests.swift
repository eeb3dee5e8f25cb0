import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `stagehand render -o FILE` where `FILE` cannot be written, run as the built binary: the exact
/// status, the one line on standard error, nothing on standard output, and the folder left byte for
/// byte as it was, with no temporary file. Every case fails for root too (the tests run as root in
/// CI, and root may write into a mode-555 folder): the one about permissions runs the binary as
/// `nobody`.
@Suite("stagehand render -o FILE that cannot be written")
struct RenderTargetTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// The path given to `-o`, relative to the scratch folder the binary runs in.
        var output: String
        var status: Int32
        var message: String
        var testDescription: String { name }
    }

    static let longName = String(repeating: "a", count: 300) + ".png"

    /// The scratch folder holds `notes.txt` (a file) and `taken.png/` (a folder holding a file).
    static let cases: [Case] = [
        Case(
            name: "a directory that does not exist", output: "missing/out.png", status: 2,
            message: "the directory of -o 'missing/out.png' does not exist"),
        Case(
            name: "a directory two levels missing", output: "missing/deeper/out.gif", status: 2,
            message: "the directory of -o 'missing/deeper/out.gif' does not exist"),
        Case(
            name: "an existing directory", output: "taken.png", status: 2,
            message: "-o 'taken.png' is a directory; name a file in it"),
        Case(
            name: "an existing directory, named with ./", output: "./taken.png", status: 2,
            message: "-o './taken.png' is a directory; name a file in it"),
        Case(
            name: "a path under a regular file", output: "notes.txt/x.png", status: 2,
            message: "-o 'notes.txt/x.png' is inside 'notes.txt', which is not a directory"),
        Case(
            name: "a path two levels under a regular file", output: "notes.txt/sub/x.png", status: 2,
            message: "-o 'notes.txt/sub/x.png' is inside 'notes.txt', which is not a directory"),
        Case(
            name: "a file name longer than the file system allows", output: longName, status: 2,
            message: "the file name of -o '\(longName)' is 304 bytes, more than the 255 its directory's file "
                + "system allows"),
    ]

    @Test("Refused before any work, one line, nothing written", arguments: cases)
    func refused(_ c: Case) throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("mine".utf8).write(to: directory.appendingPathComponent("notes.txt"))
        let folder = directory.appendingPathComponent("taken.png")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        try Data("kept".utf8).write(to: folder.appendingPathComponent("inside.txt"))
        let before = try tree(at: directory)
        let result = try runBinary(["render", "fade", "--fps", "5", "-o", c.output], in: directory)
        #expect(result.status == c.status)
        #expect(result.output.isEmpty)
        #expect(result.error == "stagehand render: error: \(c.message)\n")
        #expect(try tree(at: directory) == before, "byte for byte, and no temporary file")
    }

    /// The kernel's permission check: as root the binary runs as `nobody` through `setpriv`, so the
    /// mode-555 folder, owned by root, is someone else's. The temporary file cannot be created, which
    /// is found as the work starts: status 1 (an environment failure, as documented), and nothing
    /// appears in the folder.
    @Test(
        "A folder the user may not write into: status 1, one line, nothing written",
        .enabled(if: geteuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")))
    func unwritableFolder() throws {
        let scratch = try scratchDirectory()
        let closed = scratch.appendingPathComponent("closed")
        defer {
            chmod(closed.path, 0o755)
            try? FileManager.default.removeItem(at: scratch)
        }
        try FileManager.default.createDirectory(at: closed, withIntermediateDirectories: false)
        try Data("old".utf8).write(to: closed.appendingPathComponent("fade.png"))
        chmod(closed.path, 0o555)
        chmod(scratch.path, 0o777)
        let before = try tree(at: scratch)
        let arguments = ["render", "fade", "--fps", "5", "-o", "closed/fade.png"]
        let result =
            geteuid() == 0
            ? try runBinaryAsNobody(arguments, in: scratch) : try runBinary(arguments, in: scratch)
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(
            result.error == "stagehand render: error: cannot write 'closed/fade.png': Permission denied\n")
        #expect(try tree(at: scratch) == before, "the old file whole, and no temporary file")
    }
}
