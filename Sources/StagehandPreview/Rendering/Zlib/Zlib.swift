/// The zlib container (RFC 1950) around a ``Deflate`` stream, as PNG's IDAT data requires.
enum Zlib {
    /// `0x78 0x9C` (32 KiB window, default level), the raw DEFLATE data, then the big-endian Adler-32
    /// of `input`.
    static func compress(_ input: [UInt8]) -> [UInt8] {
        var writer = ByteWriter(prefix: [0x78, 0x9C], capacity: input.count / 4 + 64)
        Deflate.compress(input, into: &writer)
        writer.appendBigEndian32(Adler32.checksum(input))
        return writer.bytes
    }
}
