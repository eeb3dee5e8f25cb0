import Testing

@testable import StagehandEncoders
@testable import StagehandPreview

@Suite("Checksums (the system's zlib)")
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
        #expect(Zlib.crc32(Array(text.utf8)) == expected)
    }

    @Test("CRC-32 continued in pieces equals CRC-32 of the whole, as PNG chunks use it")
    func crc32Incremental() {
        #expect(Zlib.crc32(Array("56789".utf8), continuing: Zlib.crc32(Array("1234".utf8))) == 0xCBF4_3926)
        #expect(Zlib.crc32([], continuing: 0xCBF4_3926) == 0xCBF4_3926)
    }

    @Test(
        "The zlib stream ends with the big-endian Adler-32 of its input",
        arguments: [
            ("Wikipedia", [UInt8]([0x11, 0xE6, 0x03, 0x98])),
            ("", [0x00, 0x00, 0x00, 0x01]),
            ("123456789", [0x09, 0x1E, 0x01, 0xDE]),
        ])
    func adler32Trailer(text: String, expected: [UInt8]) throws {
        let stream = try Zlib.compress(Array(text.utf8))
        #expect(Array(stream.suffix(4)) == expected)
        #expect(try TestInflate.zlibDecompress(stream) == Array(text.utf8))
    }

    @Test("The test decoder refuses a stream whose Adler-32 is wrong")
    func adler32Mismatch() throws {
        var stream = try Zlib.compress(Array("Wikipedia".utf8))
        stream[stream.count - 1] ^= 1
        #expect(throws: TestInflate.Failure.self) { try TestInflate.zlibDecompress(stream) }
    }
}
