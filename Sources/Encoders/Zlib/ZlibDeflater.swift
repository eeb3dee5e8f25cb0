import CZlib

/// One zlib stream (RFC 1950) compressed by the system's zlib from input given in pieces, so that a
/// caller never holds all of the input at once: the PNG encoder gives it one filtered row at a
/// time. Each call's output joins ``compressed``; zlib itself holds about 256 KiB.
///
/// Every failing zlib call throws a ``ZlibError``; after one, or after ``finish()``, the deflater
/// refuses further input with `Z_STREAM_ERROR`. (Untyped `throws`: the iOS 16.5 SDK's standard
/// library rethrows untyped errors from `withUnsafeBytes`, and a typed `do throws` inside one crashed
/// the compiler.)
final class ZlibDeflater {
    /// zlib's state, which must not move while the stream lives (zlib checks that it did not).
    private let stream: UnsafeMutablePointer<z_stream>
    /// Where zlib writes before the bytes join ``compressed``.
    private let window: UnsafeMutablePointer<UInt8>
    private static let windowSize = 1 << 16
    private var isOpen: Bool
    /// The compressed bytes so far: the whole stream after ``finish()``.
    private(set) var compressed: [UInt8] = []

    /// A stream with zlib's 32 KiB window and default memory level (8).
    ///
    /// - Parameters:
    ///   - level: 0 (stored) to 9 (smallest); zlib refuses anything else with `Z_STREAM_ERROR`.
    ///   - strategy: zlib's `Z_DEFAULT_STRATEGY`, `Z_FILTERED`, `Z_RLE`, ...
    init(level: Int32 = Zlib.pngLevel, strategy: Int32 = Z_DEFAULT_STRATEGY) throws {
        stream = .allocate(capacity: 1)
        // zalloc, zfree and opaque must be null (zlib's allocator) before the init call.
        stream.initialize(to: z_stream())
        let code = czlib_deflateInit2(stream, level, MAX_WBITS, 8, strategy)
        guard code == Z_OK else {
            let error = ZlibError(function: "deflateInit2", code: code, streamMessage: stream.pointee.msg)
            stream.deinitialize(count: 1)
            stream.deallocate()
            throw error
        }
        window = .allocate(capacity: Self.windowSize)
        isOpen = true
    }

    deinit {
        deflateEnd(stream)  // returns Z_DATA_ERROR for an unfinished stream, which is being discarded
        stream.deinitialize(count: 1)
        stream.deallocate()
        window.deallocate()
    }

    /// Compresses `bytes` after the input given so far.
    func append(_ bytes: UnsafeRawBufferPointer) throws {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        var offset = 0
        while offset < bytes.count {
            let count = min(Zlib.largestPiece, bytes.count - offset)
            stream.pointee.next_in = UnsafeMutablePointer(
                mutating: (base + offset).assumingMemoryBound(to: Bytef.self))
            stream.pointee.avail_in = uInt(count)
            try run(Z_NO_FLUSH)
            offset += count
        }
    }

    /// Compresses the rest, writes the Adler-32 trailer and returns the whole zlib stream.
    func finish() throws -> [UInt8] {
        stream.pointee.next_in = nil
        stream.pointee.avail_in = 0
        try run(Z_FINISH)
        isOpen = false
        return compressed
    }

    /// Calls `deflate` until it has taken all the input (and, for `Z_FINISH`, ended the stream),
    /// moving its output into ``compressed``.
    private func run(_ flush: Int32) throws {
        guard isOpen else {
            throw ZlibError(function: "deflate", code: Z_STREAM_ERROR, streamMessage: nil)
        }
        while true {
            stream.pointee.next_out = window
            stream.pointee.avail_out = uInt(Self.windowSize)
            let code = deflate(stream, flush)
            // Z_BUF_ERROR only says that no progress was possible, which is not an error here.
            guard code == Z_OK || code == Z_STREAM_END || code == Z_BUF_ERROR else {
                isOpen = false
                throw ZlibError(function: "deflate", code: code, streamMessage: stream.pointee.msg)
            }
            let produced = Self.windowSize - Int(stream.pointee.avail_out)
            compressed.append(contentsOf: UnsafeBufferPointer(start: window, count: produced))
            let done = flush == Z_FINISH ? code == Z_STREAM_END : stream.pointee.avail_out != 0
            if done { return }
        }
    }
}
