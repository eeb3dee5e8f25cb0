import CZlib

/// The system's zlib, as the PNG encoder uses it: CRC-32 for the chunks, and whole zlib streams
/// (RFC 1950) for tests and small inputs (``ZlibDeflater`` compresses in pieces).
enum Zlib {
    /// The compression level of PNG's image data: zlib's default, 6, as libpng's. Level 9 makes
    /// Stagehand's frames a few per cent smaller for about twice the time; level 1 makes them about
    /// half as large again (README, Figures).
    static let pngLevel: Int32 = 6

    /// zlib's functions take at most `UInt32.max` bytes a call; longer inputs go in pieces this long.
    static let largestPiece = 1 << 30

    /// The CRC-32 of PNG chunks (and gzip): `crc32(Array("123456789".utf8)) == 0xCBF43926`.
    ///
    /// - Parameters:
    ///   - bytes: the bytes to add.
    ///   - crc: the CRC-32 of the bytes before these (0 for none), to checksum in pieces.
    static func crc32(_ bytes: UnsafeRawBufferPointer, continuing crc: UInt32 = 0) -> UInt32 {
        var value = UInt(crc)
        var offset = 0
        while offset < bytes.count, let base = bytes.baseAddress {
            let count = min(largestPiece, bytes.count - offset)
            value = CZlib.crc32(value, (base + offset).assumingMemoryBound(to: Bytef.self), uInt(count))
            offset += count
        }
        return UInt32(truncatingIfNeeded: value)
    }

    /// The CRC-32 of `bytes`, continuing `crc` (0 for none).
    static func crc32(_ bytes: [UInt8], continuing crc: UInt32 = 0) -> UInt32 {
        bytes.withUnsafeBytes { crc32($0, continuing: crc) }
    }

    /// The zlib stream (RFC 1950: header, DEFLATE data, Adler-32 of `bytes`) of `bytes`.
    ///
    /// - Parameter level: 0 (stored) to 9 (smallest); anything else is zlib's `Z_STREAM_ERROR`.
    /// - Throws: a ``ZlibError`` when zlib fails.
    static func compress(_ bytes: [UInt8], level: Int32 = pngLevel) throws -> [UInt8] {
        let deflater = try ZlibDeflater(level: level)
        try bytes.withUnsafeBytes { try deflater.append($0) }
        return try deflater.finish()
    }
}
