import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Checks on the path given to `-o`, made before any work so that a path that cannot be right is
/// bad input (status 2), not a failure found after seconds of rendering.
enum OutputPath {
    /// A file to write: not empty, not ending in `/`, not an existing directory, in a directory that
    /// exists, its name no longer than the directory's file system allows.
    static func file(_ text: String, option: String = "output") throws -> URL {
        guard !text.isEmpty else { throw UsageError("-o needs a file name, got ''") }
        guard !text.hasSuffix("/") else {
            throw UsageError("-o must name a file, not a directory, got \(text.quoted)")
        }
        let url = URL(fileURLWithPath: text)
        if kind(of: url.path) == S_IFDIR {
            throw UsageError("-o \(text.quoted) is a directory; name a file in it")
        }
        let directory = url.deletingLastPathComponent().path
        switch kind(of: directory) {
        case S_IFDIR: break
        case nil:
            // A missing directory, or one under a file (`notes.txt/out.png`, `notes.txt/a/out.png`):
            // name the file that is in the way rather than say that nothing is there.
            if let file = fileInTheWay(of: text) {
                throw UsageError("-o \(text.quoted) is inside \(file.quoted), which is not a directory")
            }
            throw UsageError("the directory of -o \(text.quoted) does not exist")
        default:
            throw UsageError(
                "-o \(text.quoted) is inside \(parent(of: text).quoted), which is not a directory")
        }
        // A name the file system cannot hold would otherwise fail only at the end, after the work.
        let name = url.lastPathComponent
        let limit = pathconf(directory, Int32(_PC_NAME_MAX))
        if limit > 0, name.utf8.count > limit {
            throw UsageError(
                "the file name of -o \(text.quoted) is \(name.utf8.count) bytes, more than the \(limit) its "
                    + "directory's file system allows")
        }
        return url
    }

    /// `text` without its last component, as given ("." for a bare name).
    private static func parent(of text: String) -> String {
        var components = text.split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast()
        if components.isEmpty { return "." }
        let joined = components.joined(separator: "/")
        return joined.isEmpty ? "/" : joined
    }

    /// The nearest existing ancestor of the file `text` names, as given, when it is not a directory.
    private static func fileInTheWay(of text: String) -> String? {
        var ancestor = parent(of: text)
        while kind(of: ancestor) == nil, ancestor != ".", ancestor != "/" {
            ancestor = parent(of: ancestor)
        }
        guard let kind = kind(of: ancestor), kind != S_IFDIR else { return nil }
        return ancestor
    }

    /// A directory to build: not empty, not an existing file (a trailing `/` is allowed: it names a
    /// directory).
    static func directory(_ text: String) throws -> URL {
        guard !text.isEmpty else { throw UsageError("-o needs a directory name, got ''") }
        var trimmed = text
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard trimmed != "/" else { throw UsageError("-o cannot be the root directory '/'") }
        let url = URL(fileURLWithPath: trimmed, isDirectory: true).standardizedFileURL
        if let kind = kind(of: url.path), kind != S_IFDIR {
            throw UsageError("-o \(text.quoted) exists and is not a directory")
        }
        var parent = url.deletingLastPathComponent().path
        // The nearest existing ancestor must be a directory (missing ones are created).
        while kind(of: parent) == nil && parent != "/" {
            parent = URL(fileURLWithPath: parent).deletingLastPathComponent().path
        }
        if kind(of: parent) != S_IFDIR {
            throw UsageError("-o \(text.quoted) is inside \(parent.quoted), which is not a directory")
        }
        return url
    }

    /// The file type bits of `path` (following links), or `nil` when nothing is there.
    static func kind(of path: String) -> mode_t? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }
}
