import Foundation
import StagehandHeadless
import StagehandPreview

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A gallery built beside its target under a temporary name (`.sh-XXXXXXXX.tmp`) and moved into
/// place whole at the end, replacing the target only then and only if it still holds nothing but
/// what this tool wrote (``GalleryTarget``): until ``commit()``, the target is as it was, and an
/// error or a SIGINT/SIGTERM removes the temporary folder (every file in it is registered with
/// ``TemporaryPaths``). Every file written is listed in the gallery's marker, ``GalleryManifest``.
final class StagingDirectory: @unchecked Sendable {
    /// The folder that will be created or replaced.
    let target: GalleryTarget
    /// The temporary folder the files are written into.
    let temporary: URL
    private var registrations: [TemporaryPaths.Registration] = []
    private var files: [GalleryManifest.File] = []
    private let lock = NSLock()
    /// Whether ``temporary`` holds the staged gallery (and nothing else), so that ``discard()`` may
    /// remove it: false once it has been moved into place.
    private var holdsStaging = true

    /// Creates the temporary folder beside the folder `target` judges (creating its missing
    /// parents).
    init(for target: GalleryTarget) throws {
        self.target = target
        let parent = URL(fileURLWithPath: target.path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw EnvironmentError("cannot create the directory \(parent.path.quoted): \(Self.reason(error))")
        }
        var made: URL?
        for _ in 0..<16 {
            let candidate = parent.appendingPathComponent(AtomicFile.temporaryName(), isDirectory: true)
            let registration = TemporaryPaths.register(candidate.path, isDirectory: true)
            if mkdir(candidate.path, 0o777) == 0 {
                registrations.append(registration)
                made = candidate
                break
            }
            let code = errno
            TemporaryPaths.unregister(registration)
            if code != EEXIST {
                throw EnvironmentError(
                    "cannot create a folder in \(parent.path.quoted): \(String(cString: strerror(code)))")
            }
        }
        guard let made else { throw EnvironmentError("cannot create a folder in \(parent.path.quoted)") }
        temporary = made
    }

    /// Writes `bytes` as the file `name` in the temporary folder, and lists it in the marker.
    func write(_ bytes: [UInt8], named name: String) throws {
        let file = GalleryManifest.File(name: name, size: bytes.count, digest: GalleryManifest.digest(bytes))
        try place(bytes, named: name)
        lock.withLock { files.append(file) }
    }

    private func place(_ bytes: [UInt8], named name: String) throws {
        let url = temporary.appendingPathComponent(name)
        let registration = TemporaryPaths.register(url.path)
        lock.withLock { registrations.append(registration) }
        do {
            try AtomicFile.write(bytes, to: url)
        } catch let error as AtomicFileError {
            throw EnvironmentError.writing(target.url.appendingPathComponent(name).path, error)
        }
    }

    /// Writes the marker, then moves the temporary folder into place, judging the target again
    /// first (it may have changed while the gallery was built):
    /// - missing: the folder is renamed into place, never over anything that appeared meanwhile
    ///   (Linux's `renameat2(RENAME_NOREPLACE)`; elsewhere `rename`, which fails on anything but an
    ///   empty folder);
    /// - empty or a gallery of this tool's: it is swapped with the target (an atomic exchange where
    ///   the system has one, Linux's `renameat2(RENAME_EXCHANGE)`; elsewhere the old folder is moved
    ///   aside first), the old folder is judged once more and swapped back if it changed in the
    ///   instant before, and then only the files it was judged to hold are removed from it, one by
    ///   one, before the folder itself (never a recursive removal);
    /// - anything else: ``EnvironmentError``, and the target is left as it is.
    func commit() throws {
        let manifest = lock.withLock { GalleryManifest(files: files) }
        try place(Array(manifest.text.utf8), named: GalleryManifest.fileName)
        let targetPath = target.path
        let temporaryPath = temporary.path
        switch GalleryTarget.inspect(targetPath) {
        case .missing:
            guard Self.renameWithoutReplacing(temporaryPath, targetPath) else {
                let code = errno
                if GalleryTarget.inspect(targetPath) != .missing { throw changed("appeared") }
                throw EnvironmentError(
                    "cannot move the gallery into \(target.given.quoted): \(String(cString: strerror(code)))")
            }
            finish()
        case .replaceable:
            var info = stat()
            if lstat(targetPath, &info) == 0 { _ = chmod(temporaryPath, info.st_mode & 0o7777) }
            if Self.exchange(temporaryPath, targetPath) {
                finish()
                try removeOld(at: temporaryPath, restoring: { Self.exchange(temporaryPath, targetPath) })
            } else {
                try replaceByMovingAside(targetPath: targetPath, temporaryPath: temporaryPath)
            }
        case .foreign(let reason):
            throw changed(target.contents == .missing ? "appeared" : "changed (it now \(reason))")
        case .inaccessible(let reason):
            throw changed(
                target.contents == .missing
                    ? "appeared" : "changed (it is now a folder you may not write into: \(reason))")
        }
    }

    /// Where the system has no exchange: the old folder is moved aside, judged, and only then is the
    /// new one moved into place (or the old one back).
    private func replaceByMovingAside(targetPath: String, temporaryPath: String) throws {
        let aside = URL(fileURLWithPath: targetPath).deletingLastPathComponent().appendingPathComponent(
            AtomicFile.temporaryName(suffix: ".old")
        ).path
        guard rename(targetPath, aside) == 0 else {
            throw EnvironmentError(
                "cannot replace \(target.given.quoted): \(String(cString: strerror(errno)))")
        }
        guard case .replaceable(let files) = GalleryTarget.inspect(aside) else {
            guard rename(aside, targetPath) == 0 else { throw notRestored(aside) }
            throw changed("changed")
        }
        guard Self.renameWithoutReplacing(temporaryPath, targetPath) else {
            let reason = String(cString: strerror(errno))
            guard rename(aside, targetPath) == 0 else { throw notRestored(aside) }
            throw EnvironmentError("cannot replace \(target.given.quoted): \(reason)")
        }
        finish()
        try remove(files, from: aside)
    }

    /// After a swap, `old` holds the previous folder: it goes if it still holds only what was
    /// judged replaceable, else `restore` swaps it back.
    private func removeOld(at old: String, restoring restore: () -> Bool) throws {
        guard case .replaceable(let files) = GalleryTarget.inspect(old) else {
            if restore() {
                holdsStaging = true
                throw changed("changed")
            }
            throw notRestored(old)
        }
        try remove(files, from: old)
    }

    /// Removes `files` (names judged to be this tool's) from `folder`, then the folder, which is
    /// then empty unless something arrived in the last instant: it is then kept, and named.
    private func remove(_ files: [String], from folder: String) throws {
        for name in files { _ = unlink(folder + "/" + name) }
        guard rmdir(folder) == 0 else {
            throw EnvironmentError(
                "the gallery is in \(target.given.quoted), but the folder it replaced could not be removed "
                    + "(\(String(cString: strerror(errno)))) and is kept as \(folder.quoted)")
        }
    }

    /// The staged files are in place: the temporary paths no longer name them.
    private func finish() {
        holdsStaging = false
        unregisterAll()
    }

    /// `-o 'DIR' appeared while the gallery was being built; ...` (status 1): `what` happened to it.
    private func changed(_ what: String) -> EnvironmentError {
        EnvironmentError(
            "-o \(target.given.quoted) \(what) while the gallery was being built; it was left as it is "
                + "and the gallery discarded")
    }

    /// The target changed in the instant of the swap and could not be swapped back: nothing is lost,
    /// and the message says where it is.
    private func notRestored(_ old: String) -> EnvironmentError {
        EnvironmentError(
            "-o \(target.given.quoted) changed while the gallery was being moved into place and could not "
                + "be put back: what it held is in \(old.quoted)")
    }

    /// Removes the temporary folder and everything in it (after a failure).
    func discard() {
        guard holdsStaging else { return }
        try? FileManager.default.removeItem(at: temporary)
        unregisterAll()
    }

    private func unregisterAll() {
        lock.withLock {
            registrations.forEach(TemporaryPaths.unregister)
            registrations = []
        }
    }

    private static func reason(_ error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let code = underlying?.code, underlying?.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(code)))
        }
        return error.localizedDescription
    }

    /// Renames `source` to `destination` only if nothing is at `destination`: Linux's
    /// `renameat2(RENAME_NOREPLACE)`, looked up at run time; where it is missing or refused by the
    /// file system, `rename`, which fails on anything there but an empty folder. `false` with `errno`
    /// set when the rename fails.
    private static func renameWithoutReplacing(_ source: String, _ destination: String) -> Bool {
        #if os(Linux)
        if let renameat2 = renameAt2 {
            let noReplace: UInt32 = 1  // RENAME_NOREPLACE
            if renameat2(AT_FDCWD, source, AT_FDCWD, destination, noReplace) == 0 { return true }
            if errno != EINVAL && errno != ENOSYS { return false }
        }
        #endif
        return rename(source, destination) == 0
    }

    #if os(Linux)
    private typealias RenameAt2 =
        @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    /// `renameat2` (glibc 2.28 and later), or `nil` where the C library lacks it.
    private static var renameAt2: RenameAt2? {
        dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2").map {
            unsafeBitCast($0, to: RenameAt2.self)
        }
    }
    #endif

    /// Swaps two paths atomically with `renameat2(RENAME_EXCHANGE)`, looked up at run time (glibc
    /// 2.28 and later); `false` where it is missing or refused.
    private static func exchange(_ first: String, _ second: String) -> Bool {
        #if os(Linux)
        guard let renameat2 = renameAt2 else { return false }
        let exchangeFlag: UInt32 = 2  // RENAME_EXCHANGE
        return renameat2(AT_FDCWD, first, AT_FDCWD, second, exchangeFlag) == 0
        #else
        return false
        #endif
    }
}
