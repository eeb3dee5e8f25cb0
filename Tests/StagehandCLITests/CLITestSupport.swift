import Foundation
import StagehandCLI
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

/// The environment of a child process: this process's, with the profile a coverage build's child
/// would write (`swift test --enable-code-coverage`) sent to /dev/null. A child run as nobody,
/// under a file-size limit or killed mid-write would otherwise print "LLVM Profile Error" on its
/// standard error or leave a corrupt profile that stops the merge. Without coverage it changes
/// nothing.
var childEnvironment: [String: String] {
    ProcessInfo.processInfo.environment.merging(["LLVM_PROFILE_FILE": "/dev/null"]) { $1 }
}

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
    process.environment = childEnvironment
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

// MARK: - Folders on disk

/// A fresh empty folder under the system's temporary directory.
func scratchDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "stagehand-promise-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The names in `directory`, hidden ones included, sorted.
func contents(of directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
}

/// One entry of a ``tree(at:)``: what it is, with its permission bits.
enum TreeEntry: Equatable, CustomStringConvertible {
    case file(bytes: Data, mode: mode_t)
    case folder(mode: mode_t)
    case link(destination: String)

    var description: String {
        switch self {
        case .file(let bytes, let mode): "file of \(bytes.count) bytes, mode \(String(mode, radix: 8))"
        case .folder(let mode): "folder, mode \(String(mode, radix: 8))"
        case .link(let destination): "link to \(destination)"
        }
    }
}

/// Everything under `root` (links not followed), by path relative to `root` ("" is `root` itself):
/// two equal trees hold the same files, byte for byte, the same folders and the same links.
func tree(at root: URL) throws -> [String: TreeEntry] {
    var entries: [String: TreeEntry] = [:]
    func visit(_ relative: String) throws {
        let path = relative.isEmpty ? root.path : root.path + "/" + relative
        var info = stat()
        guard lstat(path, &info) == 0 else { throw CocoaError(.fileNoSuchFile) }
        switch info.st_mode & S_IFMT {
        case S_IFLNK:
            entries[relative] = .link(
                destination: try FileManager.default.destinationOfSymbolicLink(atPath: path))
        case S_IFDIR:
            entries[relative] = .folder(mode: info.st_mode & 0o7777)
            for name in try FileManager.default.contentsOfDirectory(atPath: path) {
                try visit(relative.isEmpty ? name : relative + "/" + name)
            }
        default:
            entries[relative] = .file(
                bytes: try Data(contentsOf: URL(fileURLWithPath: path)), mode: info.st_mode & 0o7777)
        }
    }
    try visit("")
    return entries
}

/// The inode of the folder or file at `url` (links not followed): the same inode is the same
/// folder, not one put in its place.
func inode(of url: URL) -> ino_t? {
    var info = stat()
    return lstat(url.path, &info) == 0 ? info.st_ino : nil
}

/// Whether any `.sh-` temporary file or folder is left anywhere under `root`.
func temporaryLeft(under root: URL) throws -> [String] {
    try tree(at: root).keys.filter { $0.split(separator: "/").contains { $0.hasPrefix(".sh-") } }.sorted()
}

/// A gallery as `stagehand gallery` leaves it, made by hand: the files, and a marker in the format
/// `GalleryManifest` documents, with digests computed independently (Python's FNV-1a 64 of the
/// bytes: `h = 0xcbf29ce484222325; for x in b: h = ((h ^ x) * 0x100000001b3) % 2**64`).
@discardableResult
func handMadeGallery(
    _ name: String = "gallery", in directory: URL, files: [String: String] = ["index.html": "old"]
)
    throws -> URL
{
    let digests = ["old": "1a0fad1921d08076", "olD": "1a0f8d1921d04a16", "stale": "ee7f9aad45ca109e"]
    let target = directory.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    var marker = "stagehand-gallery 1\n"
    for (file, text) in files.sorted(by: { $0.key < $1.key }) {
        try Data(text.utf8).write(to: target.appendingPathComponent(file))
        let digest = try #require(
            digests[text], "no digest for \(text.debugDescription): add it to the table")
        marker += "\(text.utf8.count) \(digest) \(file)\n"
    }
    try Data(marker.utf8).write(to: target.appendingPathComponent(".stagehand-gallery"))
    return target
}

// MARK: - The binary as a separate process

/// Starts the built `stagehand` in `directory`, its standard error captured.
func spawn(_ arguments: [String], in directory: URL) throws -> (
    process: Process, error: Pipe
) {
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("stagehand")
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.standardOutput = FileHandle.nullDevice
    let error = Pipe()
    process.standardError = error
    process.environment = childEnvironment
    try process.run()
    return (process, error)
}

/// Waits until a `.sh-` temporary file or folder appears in `directory` (the write has begun).
func waitForTemporary(in directory: URL, process: Process) throws {
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline, process.isRunning {
        if try contents(of: directory).contains(where: { $0.hasPrefix(".sh-") }) { return }
        Thread.sleep(forTimeInterval: 0.02)
    }
    Issue.record("no temporary file appeared in \(directory.path)")
}

/// Runs `script` with `/bin/sh`, `$0` being the built `stagehand`.
func runShell(_ script: String, in directory: URL? = nil) throws -> (status: Int32, error: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script, productsDirectory.appendingPathComponent("stagehand").path]
    if let directory { process.currentDirectoryURL = directory }
    let error = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = error
    process.environment = childEnvironment
    try process.run()
    let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, message)
}
