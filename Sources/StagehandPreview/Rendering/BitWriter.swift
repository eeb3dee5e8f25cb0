/// Collects bits least significant first into bytes, as DEFLATE and GIF's LZW both pack them.
struct BitWriter: Sendable {
    /// The bytes completed so far.
    var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var count = 0

    /// A writer whose output starts with `prefix`.
    init(prefix: [UInt8] = [], capacity: Int = 0) {
        bytes = prefix
        bytes.reserveCapacity(capacity)
    }

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

    /// Appends whole bytes; the writer must be at a byte boundary (call ``flushToByte()`` first).
    mutating func append(contentsOf data: ArraySlice<UInt8>) {
        bytes.append(contentsOf: data)
    }

    /// The output, padded to a whole byte.
    mutating func finish() -> [UInt8] {
        flushToByte()
        return bytes
    }
}
