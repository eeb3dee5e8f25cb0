import Foundation
import StagehandPreview

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command writes: standard output and standard error, or buffers in tests. A write that
/// fails throws (one line saying which stream and why), it never stops the process.
public protocol Console: AnyObject {
    /// Writes `text` to standard output.
    func write(_ text: String) throws
    /// Writes `text` to standard error.
    func writeError(_ text: String) throws
    /// Whether standard error is a terminal (progress lines are shown only then).
    var isErrorTerminal: Bool { get }
}

/// The process's real standard output and standard error, written with `write(2)`: a full disk,
/// a closed pipe (SIGPIPE is ignored by ``CommandLineTool/main(_:)``) or a closed descriptor is an
/// error thrown to the command, not a crash.
public final class StandardConsole: Console {
    private let closed: Set<Int32>

    /// Creates a console over the process's standard streams. A stream found closed is replaced by
    /// `/dev/null`, so that no file the tool opens takes its descriptor, and every write to it
    /// fails with "Bad file descriptor".
    public init() {
        var closed: Set<Int32> = []
        for descriptor: Int32 in [0, 1, 2] where fcntl(descriptor, F_GETFD) == -1 {
            closed.insert(descriptor)
            let placeholder = open("/dev/null", O_RDWR)
            if placeholder >= 0 && placeholder != descriptor {
                dup2(placeholder, descriptor)
                close(placeholder)
            }
        }
        self.closed = closed
    }

    /// Writes to standard output.
    public func write(_ text: String) throws {
        try Self.write(text, to: 1, named: "standard output", closed: closed.contains(1))
    }

    /// Writes to standard error.
    public func writeError(_ text: String) throws {
        try Self.write(text, to: 2, named: "standard error", closed: closed.contains(2))
    }

    /// Whether standard error is a terminal.
    public var isErrorTerminal: Bool { !closed.contains(2) && isatty(2) == 1 }

    private static func write(_ text: String, to descriptor: Int32, named name: String, closed: Bool) throws {
        guard !closed else {
            throw EnvironmentError("cannot write to \(name): \(String(cString: strerror(EBADF)))")
        }
        let failure = Array(text.utf8).withUnsafeBytes { FileDescriptorWrite.all($0, to: descriptor) }
        if let failure {
            throw EnvironmentError("cannot write to \(name): \(FileDescriptorWrite.describe(failure))")
        }
    }
}

/// A console that keeps what is written, for tests.
public final class BufferConsole: Console {
    /// Everything written to standard output.
    public private(set) var output = ""
    /// Everything written to standard error.
    public private(set) var errorOutput = ""
    /// Creates an empty buffer console.
    public init() {}
    /// Appends to ``output``.
    public func write(_ text: String) { output += text }
    /// Appends to ``errorOutput``.
    public func writeError(_ text: String) { errorOutput += text }
    /// Never a terminal.
    public var isErrorTerminal: Bool { false }
}
