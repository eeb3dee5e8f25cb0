/// The one byte writer of the GIF and PNG encoders: whole bytes and integers in either byte order
/// (GIF's little-endian fields, PNG's big-endian ones), and bit fields packed least significant bit
/// first, as GIF's LZW packs its codes.
struct ByteWriter: Sendable {
    /// The bytes completed so far.
    var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var count = 0

    /// A writer whose output starts with `prefix`.
    init(prefix: [UInt8] = [], capacity: Int = 0) {
        bytes = prefix
        bytes.reserveCapacity(capacity)
    }

    // MARK: Bit fields

    /// Appends the low `bitCount` bits of `value` (at most 32).
    @inline(__always)
    mutating func write(_ value: UInt32, bitCount: Int) {
        buffer |= UInt64(value & UInt32(truncatingIfNeeded: (UInt64(1) << bitCount) - 1)) << count
        count += bitCount
        if count >= 32 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            bytes.append(UInt8(truncatingIfNeeded: buffer >> 8))
            bytes.append(UInt8(truncatingIfNeeded: buffer >> 16))
            bytes.append(UInt8(truncatingIfNeeded: buffer >> 24))
            buffer >>= 32
            count -= 32
        }
    }

    /// Pads with zero bits to a byte boundary and moves every whole byte into ``bytes``.
    mutating func flushToByte() {
        while count > 0 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            count = max(count - 8, 0)
        }
        buffer = 0
    }

    /// The output, padded to a whole byte.
    mutating func finish() -> [UInt8] {
        flushToByte()
        return bytes
    }

    // MARK: Whole bytes (the writer must be at a byte boundary: call ``flushToByte()`` after bits)

    /// Appends whole bytes.
    mutating func append(contentsOf data: some Sequence<UInt8>) {
        bytes.append(contentsOf: data)
    }

    /// Appends one byte.
    mutating func append(_ byte: UInt8) {
        bytes.append(byte)
    }

    /// Appends the low 16 bits of `value`, least significant byte first (GIF).
    mutating func appendLittleEndian16(_ value: Int) {
        bytes.append(UInt8(truncatingIfNeeded: value))
        bytes.append(UInt8(truncatingIfNeeded: value >> 8))
    }

    /// Appends `value`, most significant byte first (PNG).
    mutating func appendBigEndian32(_ value: UInt32) {
        bytes.append(UInt8(truncatingIfNeeded: value >> 24))
        bytes.append(UInt8(truncatingIfNeeded: value >> 16))
        bytes.append(UInt8(truncatingIfNeeded: value >> 8))
        bytes.append(UInt8(truncatingIfNeeded: value))
    }
}
