import Foundation

/// Where a command writes: standard output and standard error, or buffers in tests.
public protocol Console: AnyObject {
    /// Writes `text` to standard output.
    func write(_ text: String)
    /// Writes `text` to standard error.
    func writeError(_ text: String)
    /// Whether standard error is a terminal (progress lines are shown only then).
    var isErrorTerminal: Bool { get }
}

/// The process's real standard output and standard error.
public final class StandardConsole: Console {
    /// Creates a console over the process's standard streams.
    public init() {}

    /// Writes to standard output.
    public func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes to standard error.
    public func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Whether standard error is a terminal.
    public var isErrorTerminal: Bool { isatty(2) == 1 }
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
