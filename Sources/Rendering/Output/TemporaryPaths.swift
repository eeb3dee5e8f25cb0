import Foundation
import StagehandHeadless

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files and folders that exist only while something is being written, so that a
/// signal that ends the process (SIGINT, SIGTERM) can remove them first.
///
/// ``AtomicFile`` registers its temporary file for as long as it exists; a command that builds a
/// temporary folder registers the folder and each file in it. Nothing is removed unless the process
/// installs the handlers with ``removeOnTerminationSignals()`` (the `stagehand` tool does; a library
/// user keeps their own signal handling).
///
/// The handler is async-signal-safe: the paths are kept as C strings made when they are
/// registered, and it calls only `unlink`, `rmdir` and `_exit`.
public enum TemporaryPaths {
    /// A registered path, to pass to ``unregister(_:)``.
    public struct Registration: Sendable, Equatable {
        let slot: Int
        /// No registration (the table was full, or nothing was registered).
        public static let none = Registration(slot: -1)
    }

    /// How many paths can be registered at once; beyond it, paths are simply not removed on a signal.
    static let capacity = 1024

    /// Registers `path` (a file, or with `isDirectory` an empty-at-the-end folder) for removal if
    /// the process is ended by a signal.
    public static func register(_ path: String, isDirectory: Bool = false) -> Registration {
        lock.lock()
        defer { lock.unlock() }
        let table = Table.shared
        for slot in 0..<capacity where table.paths[slot] == nil {
            // Published whole: the C string is complete before the slot points at it.
            table.isDirectory[slot] = isDirectory
            table.paths[slot] = strdup(path)
            return Registration(slot: slot)
        }
        return .none
    }

    /// Forgets `registration` (the path was renamed into place or removed).
    public static func unregister(_ registration: Registration) {
        guard registration.slot >= 0 else { return }
        lock.lock()
        defer { lock.unlock() }
        // The string is not freed: a handler running on another thread may be reading it, and a
        // process registers few paths.
        Table.shared.paths[registration.slot] = nil
    }

    /// Installs handlers for SIGINT and SIGTERM that remove every registered file, then every
    /// registered folder, and end the process with status 130 (SIGINT) or 143 (SIGTERM), the
    /// shell's 128 + signal number.
    public static func removeOnTerminationSignals() {
        _ = Table.shared
        for signalNumber in [SIGINT, SIGTERM] {
            var action = sigaction()
            #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = handleTerminationSignal
            #else
            action.__sigaction_handler.sa_handler = handleTerminationSignal
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signalNumber, &action, nil)
        }
        // A parent may start the process with these signals blocked (the mask is inherited): they
        // would then wait until the process ends of its own accord.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, SIGINT)
        sigaddset(&unblocked, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    }

    private static let lock = NSLock()

    /// Fixed storage that the handler reads without locking or allocating.
    final class Table: @unchecked Sendable {
        static let shared = Table()
        let paths: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
        let isDirectory: UnsafeMutablePointer<Bool>
        private init() {
            paths = .allocate(capacity: TemporaryPaths.capacity)
            paths.initialize(repeating: nil, count: TemporaryPaths.capacity)
            isDirectory = .allocate(capacity: TemporaryPaths.capacity)
            isDirectory.initialize(repeating: false, count: TemporaryPaths.capacity)
            tablePaths = paths
            tableIsDirectory = isDirectory
        }
    }
}

/// The table's storage as plain globals, so that the handler reads no lazily initialised static.
nonisolated(unsafe) private var tablePaths: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
nonisolated(unsafe) private var tableIsDirectory: UnsafeMutablePointer<Bool>?

private func handleTerminationSignal(_ signalNumber: Int32) {
    if let paths = tablePaths, let isDirectory = tableIsDirectory {
        for pass in 0..<2 {
            for slot in 0..<TemporaryPaths.capacity {
                guard let path = paths[slot] else { continue }
                if pass == 0 && !isDirectory[slot] { unlink(path) }
                if pass == 1 && isDirectory[slot] { rmdir(path) }
            }
        }
    }
    _exit(128 + signalNumber)
}
