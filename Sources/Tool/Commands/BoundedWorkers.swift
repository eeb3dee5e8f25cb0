import Dispatch
import Foundation

/// Work on background threads, at most `limit` pieces at once, counting the caller's own share:
/// the caller takes a permit with ``acquire()`` before preparing a piece, and the piece, handed to
/// ``run(_:)``, returns the permit when it ends. The first error stops the rest and is rethrown by
/// ``finish()``.
///
/// The gallery's films are made on the main actor (the headless UIKit is `@MainActor`) while the
/// tool's entry point is synchronous, so the parallel part (painting and encoding, which need no
/// actor) runs on Dispatch threads rather than in a task group that the main thread would have to
/// block on.
final class BoundedWorkers: @unchecked Sendable {
    private let permits: DispatchSemaphore
    private let group = DispatchGroup()
    private let lock = NSLock()
    private var firstError: (any Error)?

    init(limit: Int) {
        permits = DispatchSemaphore(value: max(1, limit))
    }

    /// Whether a piece has failed (the caller should stop preparing new ones).
    var hasFailed: Bool { lock.withLock { firstError != nil } }

    /// Waits for a free permit.
    func acquire() { permits.wait() }

    /// Returns a permit taken by ``acquire()`` and not handed to ``run(_:)``.
    func release() { permits.signal() }

    /// Runs `work` on a background thread with the permit the caller holds.
    func run(_ work: @escaping @Sendable () throws -> Void) {
        group.enter()
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            defer {
                permits.signal()
                group.leave()
            }
            guard !hasFailed else { return }
            do {
                try work()
            } catch {
                lock.withLock {
                    if firstError == nil { firstError = error }
                }
            }
        }
    }

    /// Waits for every piece; rethrows the first error.
    func finish() throws {
        group.wait()
        if let error = lock.withLock({ firstError }) { throw error }
    }
}
