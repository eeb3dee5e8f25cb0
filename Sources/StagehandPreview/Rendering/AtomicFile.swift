import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files all at once: readers see the old file or the complete new one, never a partial write.
///
/// The bytes go to a new temporary file (`.<name>.<random>.tmp`) in the target's directory, which is
/// flushed to disk and then renamed over the target. On any failure the temporary file is removed and
/// the target is left untouched. A replaced file keeps its permission bits; a new file gets 0666 less
/// the process's umask.
public enum AtomicFile {
    /// Writes `data` to the file at `url`.
    public static func write(_ data: Data, to url: URL) throws {
        try write([UInt8](data), to: url)
    }

    /// Writes `bytes` to the file at `url`; see ``AtomicFileError`` for what can go wrong.
    public static func write(_ bytes: [UInt8], to url: URL) throws {
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

        let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
        let temporary = directory + "/." + name + "." + suffix + ".tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o666)
        guard descriptor >= 0 else {
            throw AtomicFileError.cannotCreate(path: temporary, reason: errorText(errno))
        }
        var succeeded = false
        defer {
            if !succeeded { unlink(temporary) }
        }
        do {
            defer { close(descriptor) }
            if targetExists { _ = fchmod(descriptor, targetInfo.st_mode & 0o7777) }
            try bytes.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = posixWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        throw AtomicFileError.writeFailed(path: temporary, reason: errorText(errno))
                    }
                    offset += written
                }
            }
            guard fsync(descriptor) == 0 else {
                throw AtomicFileError.writeFailed(path: temporary, reason: errorText(errno))
            }
        }
        guard rename(temporary, target) == 0 else {
            throw AtomicFileError.renameFailed(from: temporary, to: target, reason: errorText(errno))
        }
        succeeded = true
    }

    static func errorText(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    @inline(__always)
    private static func posixWrite(_ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, pointer, count)
        #elseif canImport(Musl)
        Musl.write(descriptor, pointer, count)
        #else
        Darwin.write(descriptor, pointer, count)
        #endif
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
