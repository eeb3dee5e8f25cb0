import CZlib

/// Decodes the zlib streams (RFC 1950) of the PNG encoder's IDAT chunks with the system's zlib
/// `inflate`, which checks the header, every block and the Adler-32 trailer. (`.ci/run` also decodes
/// the tool's PNG files with Pillow.)
enum TestInflate {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The bytes of the zlib stream `data`, which must end where the stream ends.
    static func zlibDecompress(_ data: [UInt8]) throws -> [UInt8] {
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        defer {
            inflateEnd(stream)
            stream.deinitialize(count: 1)
            stream.deallocate()
        }
        guard czlib_inflateInit(stream) == Z_OK else { throw Failure(description: "inflateInit failed") }
        var output: [UInt8] = []
        var piece = [UInt8](repeating: 0, count: 1 << 16)
        return try data.withUnsafeBufferPointer { input in
            stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
            stream.pointee.avail_in = uInt(input.count)
            while true {
                let code = piece.withUnsafeMutableBufferPointer { buffer in
                    stream.pointee.next_out = buffer.baseAddress
                    stream.pointee.avail_out = uInt(buffer.count)
                    return inflate(stream, Z_NO_FLUSH)
                }
                output += piece.prefix(piece.count - Int(stream.pointee.avail_out))
                switch code {
                case Z_STREAM_END:
                    guard stream.pointee.avail_in == 0 else {
                        throw Failure(description: "\(stream.pointee.avail_in) bytes after the zlib stream")
                    }
                    return output
                case Z_OK:
                    continue
                case Z_BUF_ERROR:
                    throw Failure(description: "the zlib stream is truncated")
                default:
                    let message = stream.pointee.msg.map { String(cString: $0) } ?? "code \(code)"
                    throw Failure(description: "inflate: \(message)")
                }
            }
        }
    }
}
