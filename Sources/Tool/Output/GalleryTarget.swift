import Foundation
import StagehandHeadless

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder `gallery -o DIR` writes, judged before any work: the gallery replaces only what this
/// tool wrote.
///
/// - `DIR` does not exist: it is created whole at the end (missing parents first).
/// - `DIR` is empty, or holds only a gallery this tool wrote (recognised by its marker,
///   ``GalleryManifest``: exactly the files listed, unchanged, or fewer of them): it is replaced whole
///   at the end, keeping its permission bits.
/// - `DIR` holds anything else (another file or folder, a link, a gallery with a file added or
///   edited, an older gallery without a marker): refused before any work (status 2).
/// - `DIR`, or the folder the gallery is built in beside it, may not be written into: refused before
///   any work (status 2), whoever may write into its parent.
/// - `DIR` is a symbolic link: the folder it leads to is what the rules judge, and what is replaced;
///   the link stays a link. A link that leads nowhere is refused.
/// - `DIR` is the current directory: refused (replacing it would leave the shell in a deleted folder).
struct GalleryTarget {
    /// What a folder holds, as far as replacing it goes.
    enum Contents: Equatable {
        /// Nothing is there.
        case missing
        /// Nothing, or only files this tool wrote: once the folder is swapped out, these names
        /// (the marker last) are removed from it, one by one, and then the folder itself.
        case replaceable(files: [String])
        /// Something the tool did not write, in words that follow the folder's name in a message:
        /// `holds entries this tool did not write ('photos', 'thesis.txt')`.
        case foreign(String)
        /// The folder may not be listed or written into; the system's reason.
        case inaccessible(String)
    }

    /// The path as given to `-o`, for messages.
    let given: String
    /// The path as given, made absolute (a link stays a link): where the user finds the gallery.
    let url: URL
    /// The folder the rules judge and the swap replaces: ``url``, or where it leads if it is a link.
    let path: String
    /// What ``path`` held when the command started.
    let contents: Contents

    /// Judges `text`, the value of `-o`; throws ``UsageError`` (status 2) unless the gallery may be
    /// written there.
    init(_ text: String) throws {
        given = text
        url = try OutputPath.directory(text)
        var path = url.path
        var info = stat()
        if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
            guard let resolved = Self.resolved(path) else {
                let reason = String(cString: strerror(errno))
                let destination =
                    (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
                throw UsageError(
                    "-o \(text.quoted) is a symbolic link to \(destination.quoted), which cannot be followed "
                        + "(\(reason)); create that folder or choose another")
            }
            path = resolved
        }
        self.path = path
        contents = Self.inspect(path)
        switch contents {
        case .foreign(let reason):
            throw UsageError(
                "-o \(text.quoted) \(reason); it was left as it is: choose a new or empty folder")
        case .inaccessible(let reason):
            throw UsageError(
                "-o \(text.quoted) is a folder you may not write into (\(reason)); it was left as it is: "
                    + "choose a folder you can write into")
        case .missing, .replaceable:
            break
        }
        // The gallery is built beside the folder and swapped in there: the nearest existing folder
        // above it must take new entries.
        var parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
        while OutputPath.kind(of: parent) == nil && parent != "/" {
            parent = URL(fileURLWithPath: parent).deletingLastPathComponent().path
        }
        if let reason = Self.cannotWrite(parent) {
            throw UsageError(
                "-o \(text.quoted) would be built in \(parent.quoted), which you may not write into (\(reason)); "
                    + "choose a folder you can write into")
        }
        if case .replaceable = contents, let current = Self.resolved("."), current == Self.resolved(path) {
            throw UsageError(
                "-o \(text.quoted) is the current directory, which the gallery would replace; "
                    + "choose a folder inside it, such as -o 'gallery'")
        }
    }

    /// `path` with every link and `..` resolved, or `nil` when it cannot be.
    private static func resolved(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// What the folder at `path` holds now (`path` itself is not followed if it is a link).
    static func inspect(_ path: String) -> Contents {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            return errno == ENOENT ? .missing : .inaccessible(String(cString: strerror(errno)))
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { return .foreign("is not a folder") }
        if let reason = cannotWrite(path, alsoRead: true) { return .inaccessible(reason) }
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
        } catch {
            return .inaccessible(String(cString: strerror(EACCES)))
        }
        if entries.isEmpty { return .replaceable(files: []) }

        let marker =
            entries.contains(GalleryManifest.fileName)
            ? contents(of: path + "/" + GalleryManifest.fileName, limit: GalleryManifest.maximumSize + 1)
                .flatMap { $0.count > GalleryManifest.maximumSize ? nil : $0 }
                .flatMap { GalleryManifest(parsing: String(decoding: $0, as: UTF8.self)) }
            : nil
        guard let manifest = marker else { return .foreign(notWritten(entries)) }
        let listed = Dictionary(uniqueKeysWithValues: manifest.files.map { ($0.name, $0) })
        let others = entries.filter { $0 != GalleryManifest.fileName && listed[$0] == nil }
        guard others.isEmpty else { return .foreign(notWritten(others)) }
        var files: [String] = []
        for name in entries where name != GalleryManifest.fileName {
            guard let file = listed[name], let bytes = contents(of: path + "/" + name, limit: file.size + 1)
            else {
                return .foreign("holds \(name.quoted), which is not a file this tool wrote")
            }
            guard bytes.count == file.size, GalleryManifest.digest(bytes) == file.digest else {
                return .foreign("holds \(name.quoted), edited since this tool wrote it")
            }
            files.append(name)
        }
        return .replaceable(files: files + [GalleryManifest.fileName])
    }

    /// `holds entries this tool did not write ('a', 'b', 'c' and 4 more)`.
    private static func notWritten(_ names: [String]) -> String {
        let shown = names.prefix(3).map(\.quoted).joined(separator: ", ")
        let more = names.count > 3 ? " and \(names.count - 3) more" : ""
        return "holds entries this tool did not write (\(shown)\(more))"
    }

    /// Why the process may not add and remove entries in the folder at `path` (nor list it, with
    /// `alsoRead`), or `nil` when it may. The effective user's permissions count, as for the writes.
    static func cannotWrite(_ path: String, alsoRead: Bool = false) -> String? {
        let mode = W_OK | X_OK | (alsoRead ? R_OK : 0)
        return faccessat(AT_FDCWD, path, mode, AT_EACCESS) == 0 ? nil : String(cString: strerror(errno))
    }

    /// The first `limit` bytes of the regular file at `path` (a link is not followed), or `nil` when
    /// it is not a regular file or cannot be read.
    private static func contents(of path: String, limit: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count < limit {
            let wanted = min(chunk.count, limit - bytes.count)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { break }
            bytes += chunk[0..<count]
        }
        return bytes
    }
}
