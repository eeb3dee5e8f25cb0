/// The Adler-32 checksum that ends a zlib stream: `Adler32.checksum(Array("Wikipedia".utf8)) ==
/// 0x11E60398`.
struct Adler32: Sendable {
    private var low: UInt32 = 1
    private var high: UInt32 = 0

    /// A fresh checksum.
    init() {}

    /// The most bytes that can be summed before `high` could overflow 32 bits.
    private static let blockLength = 5552
    private static let modulus: UInt32 = 65521

    /// Adds `bytes` to the checksum.
    mutating func update(_ bytes: UnsafeBufferPointer<UInt8>) {
        var index = 0
        var a = low
        var b = high
        while index < bytes.count {
            let end = min(index + Self.blockLength, bytes.count)
            while index < end {
                a &+= UInt32(bytes[index])
                b &+= a
                index += 1
            }
            a %= Self.modulus
            b %= Self.modulus
        }
        low = a
        high = b
    }

    /// Adds `bytes` to the checksum.
    mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { update($0) }
    }

    /// The checksum of everything added so far.
    var value: UInt32 { (high << 16) | low }

    /// The checksum of `bytes`.
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var adler = Adler32()
        adler.update(bytes)
        return adler.value
    }
}
