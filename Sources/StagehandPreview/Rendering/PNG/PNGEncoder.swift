/// Encodes a ``RasterImage`` as a PNG file.
///
/// The output is 8 bits a channel, non-interlaced: colour type 2 (RGB) when every pixel is opaque,
/// otherwise colour type 6 (RGBA, straight alpha). Each row gets the filter (None, Sub, Up, Average or
/// Paeth) whose output has the smallest sum of absolute values, and the filtered rows are compressed
/// with this module's own ``Deflate`` in a single zlib stream in one IDAT chunk.
public enum PNGEncoder {
    /// The PNG file signature.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The bytes of a PNG file showing `image`.
    ///
    /// Throws only for images that break the ``RasterImage`` invariants (which its initialisers
    /// prevent), so callers can treat a throw as a programming error.
    public static func encode(_ image: RasterImage) throws -> [UInt8] {
        try RasterImage.validate(width: image.width, height: image.height)
        guard image.pixels.count == image.width * image.height * 4 else {
            throw RenderError.pixelCountMismatch(
                expected: image.width * image.height * 4, actual: image.pixels.count)
        }
        let opaque = image.isOpaque
        let channels = opaque ? 3 : 4
        let filtered = PNGFilter.filterRows(image, channels: channels)
        let compressed = Zlib.compress(filtered)

        var output = signature
        output.reserveCapacity(compressed.count + 128)
        var header: [UInt8] = []
        appendBigEndian(UInt32(image.width), to: &header)
        appendBigEndian(UInt32(image.height), to: &header)
        header += [8, opaque ? 2 : 6, 0, 0, 0]  // depth, colour type, compression, filter, interlace
        appendChunk("IHDR", header, to: &output)
        appendChunk("IDAT", compressed, to: &output)
        appendChunk("IEND", [], to: &output)
        return output
    }

    static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [
            UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF),
        ]
    }

    /// Length, type, data and the CRC-32 of type and data.
    static func appendChunk(_ type: String, _ data: [UInt8], to output: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        appendBigEndian(UInt32(data.count), to: &output)
        output += typeBytes
        output += data
        var crc = CRC32()
        crc.update(typeBytes)
        crc.update(data)
        appendBigEndian(crc.value, to: &output)
    }
}
