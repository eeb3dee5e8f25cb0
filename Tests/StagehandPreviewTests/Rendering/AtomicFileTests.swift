import Foundation
import Testing

@testable import StagehandPreview

@Suite("Atomic file writes")
struct AtomicFileTests {
    /// A fresh empty directory, removed by the caller.
    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("stagehand-atomic-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func contents(of directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    @Test("Writes a new file with exactly the bytes, leaving no temporary file")
    func newFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("out.png")
        let bytes: [UInt8] = (0..<100_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
        try AtomicFile.write(bytes, to: target)
        #expect(try [UInt8](Data(contentsOf: target)) == bytes)
        #expect(try contents(of: directory) == ["out.png"])
    }

    @Test("Replaces an existing file whole, keeping its permissions")
    func replace() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("anim.gif")
        try Data(repeating: 0xAA, count: 5_000).write(to: target)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: target.path)
        try AtomicFile.write(Data([1, 2, 3]), to: target)
        #expect(try Data(contentsOf: target) == Data([1, 2, 3]))
        let permissions =
            try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] as? Int
        #expect(permissions == 0o640)
        #expect(try contents(of: directory) == ["anim.gif"])
    }

    @Test("A missing directory throws and creates nothing")
    func missingDirectory() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("nope", isDirectory: true)
        let target = missing.appendingPathComponent("out.svg")
        #expect(throws: AtomicFileError.directoryMissing(missing.path)) {
            try AtomicFile.write([1], to: target)
        }
        #expect(!FileManager.default.fileExists(atPath: missing.path))
        #expect(try contents(of: directory).isEmpty)
    }

    @Test("A directory at the target path, or a file where the directory should be, throws")
    func wrongKinds() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(throws: AtomicFileError.self) { try AtomicFile.write([1], to: directory) }
        let file = directory.appendingPathComponent("plain")
        try Data([9]).write(to: file)
        #expect(throws: AtomicFileError.notADirectory(file.path)) {
            try AtomicFile.write([1], to: file.appendingPathComponent("inner.png"))
        }
        #expect(throws: AtomicFileError.notAFileURL("https://example.com/a.png")) {
            try AtomicFile.write([1], to: URL(string: "https://example.com/a.png")!)
        }
        #expect(try contents(of: directory) == ["plain"])
        #expect(try Data(contentsOf: file) == Data([9]))
    }

    @Test("A directory that cannot be written to throws and leaves the target untouched")
    func unwritableDirectory() throws {
        let directory = try temporaryDirectory()
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
            try? FileManager.default.removeItem(at: directory)
        }
        let target = directory.appendingPathComponent("keep.png")
        try Data([7, 7, 7]).write(to: target)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.path)
        // Root ignores directory permissions; the check only means something for other users.
        if getuid() != 0 {
            #expect(throws: AtomicFileError.self) { try AtomicFile.write([1, 2], to: target) }
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
        if getuid() != 0 {
            #expect(try Data(contentsOf: target) == Data([7, 7, 7]))
        }
        #expect(try contents(of: directory) == ["keep.png"])
    }

    @Test("Error messages name the path")
    func messages() {
        #expect(
            AtomicFileError.directoryMissing("/x/y").description
                == "cannot write into /x/y: the directory does not exist")
    }
}
