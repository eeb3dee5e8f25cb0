/// Encodes a ``RasterImage`` as a PNG file.
///
/// The output is 8 bits a channel, non-interlaced: colour type 2 (RGB) when every pixel is opaque,
/// otherwise colour type 6 (RGBA, straight alpha). Each row gets the filter (None, Sub, Up, Average or
/// Paeth) whose output has the smallest sum of absolute values, and the filtered rows are compressed
/// one at a time by the system's zlib (level 6, as libpng's default) into a single zlib stream in one
/// IDAT chunk.
public enum PNGEncoder {
    /// The PNG file signature.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The bytes of a PNG file showing `image`.
    ///
    /// Throws a ``RenderError`` for images that break the ``RasterImage`` invariants (which its
    /// initialisers prevent), and ``RenderError/compressionFailed(_:)`` when zlib fails (out of
    /// memory, say).
    public static func encode(_ image: RasterImage) throws -> [UInt8] {
        try RasterImage.validate(width: image.width, height: image.height)
        guard image.pixels.count == image.width * image.height * 4 else {
            throw RenderError.pixelCountMismatch(
                expected: image.width * image.height * 4, actual: image.pixels.count)
        }
        let opaque = image.isOpaque
        let channels = opaque ? 3 : 4
        let compressed: [UInt8]
        do {
            let deflater = try ZlibDeflater(level: Zlib.pngLevel)
            try PNGFilter.forEachFilteredRow(image, channels: channels) { row in
                try deflater.append(UnsafeRawBufferPointer(row))
            }
            compressed = try deflater.finish()
        } catch {
            // Only zlib's calls throw here: a ZlibError, which describes itself.
            throw RenderError.compressionFailed(String(describing: error))
        }

        var output = ByteWriter(prefix: signature, capacity: compressed.count + 128)
        var header = ByteWriter()
        header.appendBigEndian32(UInt32(image.width))
        header.appendBigEndian32(UInt32(image.height))
        // Depth, colour type, compression, filter, interlace.
        header.append(contentsOf: [8, opaque ? 2 : 6, 0, 0, 0])
        appendChunk("IHDR", header.bytes, to: &output)
        appendChunk("IDAT", compressed, to: &output)
        appendChunk("IEND", [], to: &output)
        return output.bytes
    }

    /// Length, type, data and the CRC-32 of type and data.
    static func appendChunk(_ type: String, _ data: [UInt8], to output: inout ByteWriter) {
        let typeBytes = Array(type.utf8)
        output.appendBigEndian32(UInt32(data.count))
        output.append(contentsOf: typeBytes)
        output.append(contentsOf: data)
        output.appendBigEndian32(Zlib.crc32(data, continuing: Zlib.crc32(typeBytes)))
    }
}
