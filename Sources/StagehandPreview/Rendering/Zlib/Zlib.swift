/// The zlib container (RFC 1950) around a ``Deflate`` stream, as PNG's IDAT data requires.
enum Zlib {
    /// `0x78 0x9C` (32 KiB window, default level), the raw DEFLATE data, then the big-endian Adler-32
    /// of `input`.
    static func compress(_ input: [UInt8]) -> [UInt8] {
        var output: [UInt8] = [0x78, 0x9C]
        output.append(contentsOf: Deflate.compress(input))
        let checksum = Adler32.checksum(input)
        output.append(contentsOf: [
            UInt8(checksum >> 24), UInt8((checksum >> 16) & 0xFF), UInt8((checksum >> 8) & 0xFF),
            UInt8(checksum & 0xFF),
        ])
        return output
    }
}
