/// The CRC-32 used by PNG and zlib's gzip (polynomial 0xEDB88320, reflected, initial and final XOR
/// 0xFFFFFFFF): `CRC32.checksum(Array("123456789".utf8)) == 0xCBF43926`.
struct CRC32: Sendable {
    /// The running value before the final XOR.
    private var state: UInt32 = 0xFFFF_FFFF

    /// A fresh checksum.
    init() {}

    /// The 256-entry table for byte-at-a-time updates.
    static let table: [UInt32] = (0..<256).map { index -> UInt32 in
        var value = UInt32(index)
        for _ in 0..<8 {
            value = value & 1 == 1 ? (value >> 1) ^ 0xEDB8_8320 : value >> 1
        }
        return value
    }

    /// Adds `bytes` to the checksum.
    mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        var crc = state
        Self.table.withUnsafeBufferPointer { table in
            for byte in bytes {
                crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
            }
        }
        state = crc
    }

    /// The checksum of everything added so far.
    var value: UInt32 { state ^ 0xFFFF_FFFF }

    /// The checksum of `bytes`.
    static func checksum<Bytes: Sequence>(_ bytes: Bytes) -> UInt32 where Bytes.Element == UInt8 {
        var crc = CRC32()
        crc.update(bytes)
        return crc.value
    }
}
