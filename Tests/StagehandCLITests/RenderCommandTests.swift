import Foundation
import Testing

@testable import StagehandCLI

/// A fresh empty directory for one test.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "stagehand-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

@MainActor
@Suite("stagehand render and gallery")
struct RenderCommandTests {
    @Test("Every format", arguments: ["gif", "png", "svg", "json"])
    func everyFormat(format: String) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("card.\(format)")
        let result = runTool("render", "card", "--content", "390x300", "--fps", "20", "-o", file.path)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.isEmpty && result.output.isEmpty)
        let bytes = Array(try Data(contentsOf: file))
        switch format {
        case "gif":
            #expect(Array(bytes.prefix(6)) == Array("GIF89a".utf8))
            #expect(Int(bytes[6]) | Int(bytes[7]) << 8 == 390)  // logical screen width
            #expect(Int(bytes[8]) | Int(bytes[9]) << 8 == 844)
        case "png":
            #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            // A filmstrip of five 390-point frames, 16 points apart.
            let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
            #expect(width == 5 * 390 + 4 * 16)
        case "svg":
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(text.contains("<svg") && text.contains("viewBox=\"0 0 390 844\""))
            #expect(text.contains("<animateTransform"))
        default:
            let object = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
            #expect(object["transition"] as? String == "card")
            #expect((object["frames"] as? [Any])?.isEmpty == false)
        }
        // Nothing but the file: no temporary file left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["card.\(format)"])
    }

    @Test func scaleAndRoundTrip() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("fade.gif")
        #expect(
            runTool("render", "fade", "--phase", "round-trip", "--scale", "2", "--fps", "10", "-o", file.path)
                .status == 0)
        let bytes = Array(try Data(contentsOf: file))
        #expect(Int(bytes[6]) | Int(bytes[7]) << 8 == 780)
        let json = directory.appendingPathComponent("fade.json")
        #expect(
            runTool("render", "fade", "--phase", "round-trip", "--fps", "10", "-o", json.path).status == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
        #expect(object["phase"] as? String == "round-trip")
        #expect(abs((object["duration"] as? Double ?? 0) - 1.0) < 1e-9)  // 0.5 s in, 0.5 s out
    }

    @Test(
        "Bad input: one line, exit 2, no file",
        arguments: [
            ["render", "card", "-o", "out.bmp"],
            ["render", "card"],
            ["render", "card", "-o", "missing-directory/out.gif"],
            ["render", "card", "--fps", "0", "-o", "out.gif"],
            ["render", "card", "--scale", "4", "-o", "out.gif"],
            ["render", "card", "--phase", "sideways", "-o", "out.gif"],
            ["render", "wobble", "-o", "out.gif"],
            ["render", "card", "--edge", "left", "-o", "out.gif"],
            ["gallery", "--fps", "0"],
            ["gallery", "extra"],
        ])
    func badInput(arguments: [String]) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let absolute = arguments.map {
            $0.hasSuffix(".gif") || $0.hasSuffix(".bmp") ? directory.appendingPathComponent($0).path : $0
        }
        let result = runTool(absolute)
        #expect(result.status == 2)
        #expect(result.error.filter { $0 == "\n" }.count == 1, "\(result.error)")
        #expect(result.output.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func aFailedWriteLeavesTheOldFileWhole() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // The target is a directory: the write fails, and nothing half-written appears.
        let target = directory.appendingPathComponent("taken.gif")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        let result = runTool("render", "fade", "--fps", "5", "-o", target.path)
        #expect(result.status == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["taken.gif"])
    }

    @Test(
        "render -o FILE never replaces a directory of that name, nor one a link leads to",
        arguments: [("taken.gif", false), ("link.gif", true)])
    func renderRefusesADirectory(name: String, isLink: Bool) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let folder = directory.appendingPathComponent("taken.gif")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        try Data("mine".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        if isLink {
            try FileManager.default.createSymbolicLink(
                atPath: directory.appendingPathComponent(name).path, withDestinationPath: "taken.gif")
        }
        let before = try tree(at: directory)
        let result = try runBinary(["render", "fade", "--fps", "5", "-o", name], in: directory)
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.error == "stagehand render: error: -o '\(name)' is a directory; name a file in it\n")
        #expect(try tree(at: directory) == before, "byte for byte, and no temporary file")
    }

    @Test("render -o FILE replaces the file it names, and nothing beside it")
    func renderReplacesTheFileItNames() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("old".utf8).write(to: directory.appendingPathComponent("fade.gif"))
        try Data("mine".utf8).write(to: directory.appendingPathComponent("notes.txt"))
        let result = try runBinary(["render", "fade", "--fps", "5", "-o", "fade.gif"], in: directory)
        #expect(result.status == 0 && result.error.isEmpty)
        #expect(try contents(of: directory) == ["fade.gif", "notes.txt"])
        #expect(
            Array(try Data(contentsOf: directory.appendingPathComponent("fade.gif")).prefix(6))
                == Array("GIF89a".utf8))
        #expect(try Data(contentsOf: directory.appendingPathComponent("notes.txt")) == Data("mine".utf8))
    }

    @Test func galleryWritesEveryFilmAndAnIndex() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = runTool("gallery", "-o", directory.path, "--fps", "5")
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.hasPrefix("Wrote 37 GIFs and index.html"))
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        let gifs = files.filter { $0.hasSuffix(".gif") }
        #expect(gifs.count == 37)
        #expect(files.count == 39)  // and index.html and the marker
        #expect(files.contains(".stagehand-gallery"))
        let index = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
        for gif in gifs {
            #expect(index.contains("src=\"\(gif)\""))
            let bytes = Array(try Data(contentsOf: directory.appendingPathComponent(gif)).prefix(6))
            #expect(bytes == Array("GIF89a".utf8), "\(gif)")
        }
        // Every transition and both phases are there, with their timings.
        for name in [
            "slide-in-left", "slide-in-top", "zoom", "card", "shared-element", "fade", "cover-right",
            "push-left", "popup",
        ] {
            #expect(gifs.contains("\(name)-present.gif") && gifs.contains("\(name)-dismiss.gif"), "\(name)")
        }
        #expect(index.contains("ease-in-out, 0.3 s"))
        #expect(index.contains("spring: response"))
    }
}
