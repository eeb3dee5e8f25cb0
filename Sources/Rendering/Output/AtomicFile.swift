import Foundation
import StagehandHeadless

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files all at once: readers see the old file or the complete new one, never a partial write.
///
/// The bytes go to a new temporary file in the target's directory, named `.sh-XXXXXXXX.tmp` whatever
/// the target's name (so a target whose name is as long as the file system allows still works),
/// which is flushed to disk and then renamed over the target. On any failure the temporary file is
/// removed and the target is left untouched; while it exists, the temporary file is registered with
/// ``TemporaryPaths``, so a tool that calls ``TemporaryPaths/removeOnTerminationSignals()`` also
/// removes it on SIGINT and SIGTERM. A replaced file keeps its permission bits; a new file gets 0666
/// less the process's umask.
///
/// Bytes can be written whole, or streamed as they are produced:
///
/// ```swift
/// try AtomicFile.write(to: url) { writer in
///     for chunk in chunks { try writer.write(chunk) }
/// }
/// ```
public enum AtomicFile {
    /// Writes `data` to the file at `url`.
    public static func write(_ data: Data, to url: URL) throws {
        try write([UInt8](data), to: url)
    }

    /// Writes `bytes` to the file at `url`; see ``AtomicFileError`` for what can go wrong.
    public static func write(_ bytes: [UInt8], to url: URL) throws {
        try write(to: url) { writer in try writer.write(bytes) }
    }

    /// Creates the temporary file, lets `body` write into it in as many chunks as it likes, then
    /// flushes it and renames it over the target at `url`. If `body` throws, the temporary file is
    /// removed, the target is untouched and the error is rethrown.
    public static func write(to url: URL, _ body: (AtomicFileWriter) throws -> Void) throws {
        guard url.isFileURL else { throw AtomicFileError.notAFileURL(url.absoluteString) }
        let target = url.standardizedFileURL.path
        let directory = url.standardizedFileURL.deletingLastPathComponent().path
        let name = url.standardizedFileURL.lastPathComponent
        guard !name.isEmpty, name != "/" else { throw AtomicFileError.targetIsDirectory(target) }

        var directoryInfo = stat()
        guard stat(directory, &directoryInfo) == 0 else {
            throw AtomicFileError.directoryMissing(directory)
        }
        guard directoryInfo.st_mode & S_IFMT == S_IFDIR else {
            throw AtomicFileError.notADirectory(directory)
        }
        var targetInfo = stat()
        let targetExists = stat(target, &targetInfo) == 0
        if targetExists && targetInfo.st_mode & S_IFMT == S_IFDIR {
            throw AtomicFileError.targetIsDirectory(target)
        }

        var temporary = ""
        var descriptor: Int32 = -1
        var registration = TemporaryPaths.Registration.none
        for _ in 0..<16 {
            temporary = directory + "/" + temporaryName()
            registration = TemporaryPaths.register(temporary)
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 || errno != EEXIST { break }
            TemporaryPaths.unregister(registration)
        }
        guard descriptor >= 0 else {
            let reason = errorText(errno)
            TemporaryPaths.unregister(registration)
            throw AtomicFileError.cannotCreate(path: temporary, reason: reason)
        }
        var succeeded = false
        defer {
            if !succeeded { unlink(temporary) }
            TemporaryPaths.unregister(registration)
        }
        do {
            defer { close(descriptor) }
            if targetExists { _ = fchmod(descriptor, targetInfo.st_mode & 0o7777) }
            try body(AtomicFileWriter(descriptor: descriptor, path: temporary))
            guard fsync(descriptor) == 0 else {
                throw AtomicFileError.writeFailed(path: temporary, reason: errorText(errno))
            }
        }
        guard rename(temporary, target) == 0 else {
            throw AtomicFileError.renameFailed(from: temporary, to: target, reason: errorText(errno))
        }
        succeeded = true
    }

    /// A fresh temporary name, `.sh-XXXXXXXX.tmp` (eight random hexadecimal digits): short enough
    /// beside any legal file name, hidden, and recognisable as Stagehand's.
    public static func temporaryName(suffix: String = ".tmp") -> String {
        let digits = String(UInt32.random(in: 0...UInt32.max), radix: 16)
        return ".sh-" + String(repeating: "0", count: 8 - digits.count) + digits + suffix
    }

    static func errorText(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}

/// Writes into the temporary file of ``AtomicFile/write(to:_:)``.
public struct AtomicFileWriter: Sendable {
    let descriptor: Int32
    /// The temporary file's path (for messages).
    public let path: String

    /// Appends `bytes` to the file; throws ``AtomicFileError/writeFailed(path:reason:)`` when the
    /// system refuses (disk full, file too large, I/O error).
    public func write(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { try write($0) }
    }

    /// Appends the bytes in `buffer` to the file.
    public func write(_ buffer: UnsafeRawBufferPointer) throws {
        if let code = FileDescriptorWrite.all(buffer, to: descriptor) {
            throw AtomicFileError.writeFailed(path: path, reason: AtomicFile.errorText(code))
        }
    }
}

/// Why ``AtomicFile`` could not write a file. The target is unchanged in every case.
public enum AtomicFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The URL is not a `file:` URL.
    case notAFileURL(String)
    /// The directory that should hold the file does not exist.
    case directoryMissing(String)
    /// The path that should be the file's directory is something else.
    case notADirectory(String)
    /// The target path names a directory.
    case targetIsDirectory(String)
    /// The temporary file could not be created (for example, the directory is not writable).
    case cannotCreate(path: String, reason: String)
    /// Writing or flushing the temporary file failed (for example, the disk is full).
    case writeFailed(path: String, reason: String)
    /// The temporary file could not be renamed over the target.
    case renameFailed(from: String, to: String, reason: String)

    /// A sentence describing the problem.
    public var description: String {
        switch self {
        case .notAFileURL(let url): "cannot write to \(url): not a file URL"
        case .directoryMissing(let path): "cannot write into \(path): the directory does not exist"
        case .notADirectory(let path): "cannot write into \(path): it is not a directory"
        case .targetIsDirectory(let path): "cannot write \(path): it is a directory"
        case .cannotCreate(let path, let reason): "cannot create \(path): \(reason)"
        case .writeFailed(let path, let reason): "cannot write \(path): \(reason)"
        case .renameFailed(let from, let to, let reason): "cannot rename \(from) to \(to): \(reason)"
        }
    }
}

/// A film streams into the temporary file as it is encoded.
extension AtomicFileWriter: ByteSink {}
