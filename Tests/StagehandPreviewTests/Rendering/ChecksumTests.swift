import Testing

@testable import StagehandPreview

@Suite("Checksums")
struct ChecksumTests {
    @Test(
        "CRC-32 of known strings",
        arguments: [
            ("123456789", UInt32(0xCBF4_3926)),
            ("", UInt32(0)),
            ("The quick brown fox jumps over the lazy dog", UInt32(0x414F_A339)),
            ("IEND", UInt32(0xAE42_6082)),
        ])
    func crc32(text: String, expected: UInt32) {
        #expect(CRC32.checksum(Array(text.utf8)) == expected)
    }

    @Test("CRC-32 updated in pieces equals CRC-32 of the whole")
    func crc32Incremental() {
        var crc = CRC32()
        crc.update(Array("1234".utf8))
        crc.update(Array("56789".utf8))
        #expect(crc.value == 0xCBF4_3926)
    }

    @Test(
        "Adler-32 of known strings",
        arguments: [
            ("Wikipedia", UInt32(0x11E6_0398)),
            ("", UInt32(1)),
            ("123456789", UInt32(0x091E_01DE)),
        ])
    func adler32(text: String, expected: UInt32) {
        #expect(Adler32.checksum(Array(text.utf8)) == expected)
    }

    @Test("Adler-32 of long input matches the simple definition (modulo reduction in blocks)")
    func adler32Long() {
        var generator = SeededGenerator(seed: 7)
        let bytes = generator.bytes(100_000) + [UInt8](repeating: 255, count: 20_000)
        #expect(Adler32.checksum(bytes) == TestInflate.adler32(bytes))
    }
}
