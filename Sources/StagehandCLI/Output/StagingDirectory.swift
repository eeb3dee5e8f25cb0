import Foundation
import StagehandPreview

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder built beside its target under a temporary name (`.sh-XXXXXXXX.tmp`) and moved into
/// place whole at the end, replacing the target only then: until ``commit()``, the target is as it
/// was, and an error or a SIGINT/SIGTERM removes the temporary folder (every file in it is
/// registered with ``TemporaryPaths``).
final class StagingDirectory: @unchecked Sendable {
    /// The folder that will be replaced.
    let target: URL
    /// The temporary folder the files are written into.
    let temporary: URL
    private var registrations: [TemporaryPaths.Registration] = []
    private let lock = NSLock()
    private var committed = false

    /// Creates the temporary folder beside `target` (creating `target`'s missing parents).
    init(replacing target: URL) throws {
        self.target = target
        let parent = target.deletingLastPathComponent()
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

    /// Writes `bytes` as the file `name` in the temporary folder.
    func write(_ bytes: [UInt8], named name: String) throws {
        let url = temporary.appendingPathComponent(name)
        let registration = TemporaryPaths.register(url.path)
        lock.withLock { registrations.append(registration) }
        do {
            try AtomicFile.write(bytes, to: url)
        } catch let error as AtomicFileError {
            throw EnvironmentError.writing(target.appendingPathComponent(name).path, error)
        }
    }

    /// Moves the temporary folder into place: an atomic exchange where the system has one
    /// (Linux's `renameat2`), else the old target is moved aside first; then the old one is removed.
    func commit() throws {
        let targetPath = target.path
        let temporaryPath = temporary.path
        if OutputPath.kind(of: targetPath) == nil {
            guard rename(temporaryPath, targetPath) == 0 else {
                throw EnvironmentError(
                    "cannot move the gallery into \(targetPath.quoted): \(String(cString: strerror(errno)))")
            }
        } else if Self.exchange(temporaryPath, targetPath) {
            // The old gallery is now at the temporary path.
            try? FileManager.default.removeItem(atPath: temporaryPath)
        } else {
            let aside = target.deletingLastPathComponent().appendingPathComponent(
                AtomicFile.temporaryName(suffix: ".old")
            ).path
            guard rename(targetPath, aside) == 0 else {
                throw EnvironmentError(
                    "cannot replace \(targetPath.quoted): \(String(cString: strerror(errno)))")
            }
            guard rename(temporaryPath, targetPath) == 0 else {
                let reason = String(cString: strerror(errno))
                _ = rename(aside, targetPath)
                throw EnvironmentError("cannot replace \(targetPath.quoted): \(reason)")
            }
            try? FileManager.default.removeItem(atPath: aside)
        }
        committed = true
        unregisterAll()
    }

    /// Removes the temporary folder and everything in it (after a failure).
    func discard() {
        guard !committed else { return }
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

    /// Swaps two paths atomically with `renameat2(RENAME_EXCHANGE)`, looked up at run time (glibc
    /// 2.28 and later); `false` where it is missing or refused.
    private static func exchange(_ first: String, _ second: String) -> Bool {
        #if os(Linux)
        typealias RenameAt2 =
            @convention(c) (
                Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32
            ) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return false }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        let exchangeFlag: UInt32 = 2  // RENAME_EXCHANGE
        return renameat2(AT_FDCWD, first, AT_FDCWD, second, exchangeFlag) == 0
        #else
        return false
        #endif
    }
}
