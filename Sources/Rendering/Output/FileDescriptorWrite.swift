import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

/// Writes every byte of a buffer to a file descriptor, as `write(2)` allows: in as many calls as it
/// takes, retrying after a signal (`EINTR`). Shared by the atomic file writer and the command-line
/// tool's console, which must report a failed write, never crash on one.
public enum FileDescriptorWrite {
    /// Writes all of `buffer` to `descriptor`.
    ///
    /// - Returns: nil when every byte was written, else the `errno` of the call that failed (a full
    ///   disk, a file too large, a closed pipe, a bad descriptor).
    public static func all(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        guard let base = buffer.baseAddress else { return nil }
        var offset = 0
        while offset < buffer.count {
            let written = posixWrite(descriptor, base + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }

    /// The text of an `errno` value (`strerror`).
    public static func describe(_ code: Int32) -> String { String(cString: strerror(code)) }

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
