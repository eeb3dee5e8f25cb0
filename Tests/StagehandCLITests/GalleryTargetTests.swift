import Foundation
import Testing

@testable import StagehandCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `gallery -o DIR` deletes or changes nothing it did not write, end to end on the built binary: for
/// each kind of DIR, the exact status and message, every file the user had still there byte for
/// byte, and nothing temporary left.
@Suite("gallery -o DIR replaces only what it wrote")
struct GalleryTargetTests {
    static let refusal = "; it was left as it is: choose a new or empty folder"

    /// Every file a gallery holds: the films, index.html and the marker.
    @MainActor static var galleryFiles: [String] {
        (GalleryCommand.entries().map { "\($0.file).gif" } + ["index.html", ".stagehand-gallery"]).sorted()
    }

    @Test("A new DIR is created whole, with its missing parents; nothing else changes")
    func newFolderIsCreatedWhole() async throws {
        let scratch = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        try Data("mine".utf8).write(to: scratch.appendingPathComponent("keep.txt"))
        let result = try runBinary(["gallery", "-o", "out/new", "--fps", "1"], in: scratch)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.isEmpty)
        #expect(result.output.hasPrefix("Wrote 37 GIFs and index.html to \(scratch.path)/out/new in "))
        #expect(try contents(of: scratch.appendingPathComponent("out/new")) == (await Self.galleryFiles))
        #expect(try contents(of: scratch) == ["keep.txt", "out"])
        #expect(try contents(of: scratch.appendingPathComponent("out")) == ["new"])
        #expect(try Data(contentsOf: scratch.appendingPathComponent("keep.txt")) == Data("mine".utf8))
    }

    @Test("A DIR holding only a gallery this tool wrote (a file deleted from it or not) is replaced whole")
    func previousGalleryIsReplacedWhole() async throws {
        let scratch = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        try Data("mine".utf8).write(to: scratch.appendingPathComponent("keep.txt"))
        let gallery = scratch.appendingPathComponent("gallery")
        #expect(try runBinary(["gallery", "--fps", "1"], in: scratch).status == 0)
        let written = try tree(at: gallery)
        // The user deletes one film and makes the folder private: still only the tool's files.
        try FileManager.default.removeItem(at: gallery.appendingPathComponent("card-present.gif"))
        chmod(gallery.path, 0o750)
        let again = try runBinary(["gallery", "--fps", "1"], in: scratch)
        #expect(again.status == 0, "\(again.error)")
        #expect(again.error.isEmpty)
        var expected = written
        expected[""] = .folder(mode: 0o750)
        #expect(try tree(at: gallery) == expected, "the same gallery again, keeping the folder's mode")
        #expect(try contents(of: scratch) == ["gallery", "keep.txt"])
        #expect(try Data(contentsOf: scratch.appendingPathComponent("keep.txt")) == Data("mine".utf8))
    }

    @Test("An empty DIR is filled, keeping its permission bits")
    func emptyFolderIsFilled() async throws {
        let scratch = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let empty = scratch.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: false)
        chmod(empty.path, 0o700)
        let result = try runBinary(["gallery", "-o", "empty/", "--fps", "1"], in: scratch)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.isEmpty)
        #expect(try contents(of: empty) == (await Self.galleryFiles))
        #expect(try tree(at: empty)[""] == .folder(mode: 0o700))
        #expect(try contents(of: scratch) == ["empty"])
    }

    /// A DIR that holds anything but the tool's own files, set up by `setUp` in a fresh folder.
    struct Refusal: Sendable, CustomTestStringConvertible {
        var name: String
        var arguments: [String]
        var message: String
        var setUp: @Sendable (URL) throws -> Void
        var testDescription: String { name }
    }

    static let refusals: [Refusal] = [
        Refusal(
            name: "your files and folders", arguments: ["-o", "desk"],
            message: "-o 'desk' holds entries this tool did not write ('photos', 'thesis.txt')" + refusal
        ) { scratch in
            try write("thesis", to: scratch, "desk/thesis.txt")
            try write("jpeg", to: scratch, "desk/photos/a.jpg")
        },
        Refusal(
            name: "the default ./gallery, holding your files", arguments: [],
            message: "-o 'gallery' holds entries this tool did not write ('notes.txt')" + refusal
        ) { scratch in
            try write("notes", to: scratch, "gallery/notes.txt")
        },
        Refusal(
            name: "many entries", arguments: ["-o", "desk"],
            message: "-o 'desk' holds entries this tool did not write ('a', 'b', 'c' and 2 more)" + refusal
        ) { scratch in
            for name in ["e", "d", "c", "b", "a"] { try write(name, to: scratch, "desk/\(name)") }
        },
        Refusal(
            name: "a gallery with a file added", arguments: ["-o", "gallery"],
            message: "-o 'gallery' holds entries this tool did not write ('notes.txt')" + refusal
        ) { scratch in
            try handMadeGallery(in: scratch)
            try write("notes", to: scratch, "gallery/notes.txt")
        },
        Refusal(
            name: "a gallery with a folder added", arguments: ["-o", "gallery"],
            message: "-o 'gallery' holds entries this tool did not write ('more')" + refusal
        ) { scratch in
            try handMadeGallery(in: scratch)
            try FileManager.default.createDirectory(
                at: scratch.appendingPathComponent("gallery/more"), withIntermediateDirectories: false)
        },
        Refusal(
            name: "a gallery with a file edited (same size)", arguments: ["-o", "gallery"],
            message: "-o 'gallery' holds 'index.html', edited since this tool wrote it" + refusal
        ) { scratch in
            try handMadeGallery(in: scratch)
            try write("olD", to: scratch, "gallery/index.html")
        },
        Refusal(
            name: "a gallery whose listed file is now a link", arguments: ["-o", "gallery"],
            message: "-o 'gallery' holds 'index.html', which is not a file this tool wrote" + refusal
        ) { scratch in
            try handMadeGallery(in: scratch)
            try write("old", to: scratch, "thesis.txt")
            try FileManager.default.removeItem(at: scratch.appendingPathComponent("gallery/index.html"))
            try FileManager.default.createSymbolicLink(
                atPath: scratch.appendingPathComponent("gallery/index.html").path,
                withDestinationPath: "../thesis.txt")
        },
        Refusal(
            name: "a gallery written before the marker existed", arguments: ["-o", "gallery"],
            message: "-o 'gallery' holds entries this tool did not write ('index.html')" + refusal
        ) { scratch in
            try write("old", to: scratch, "gallery/index.html")
        },
        Refusal(
            name: "a marker naming a file outside the folder", arguments: ["-o", "gallery"],
            message: "-o 'gallery' holds entries this tool did not write ('.stagehand-gallery')" + refusal
        ) { scratch in
            try write("old", to: scratch, "thesis.txt")
            try write(
                "stagehand-gallery 1\n3 1a0fad1921d08076 ../thesis.txt\n", to: scratch,
                "gallery/.stagehand-gallery")
        },
        Refusal(
            name: "a link to a folder of yours", arguments: ["-o", "links/out"],
            message: "-o 'links/out' holds entries this tool did not write ('thesis.txt')" + refusal
        ) { scratch in
            try write("thesis", to: scratch, "real/desk/thesis.txt")
            try link(scratch, "links/out", to: "../real/desk")
        },
        Refusal(
            name: "a link that leads nowhere", arguments: ["-o", "links/out"],
            message: "-o 'links/out' is a symbolic link to 'nowhere', which cannot be followed "
                + "(No such file or directory); create that folder or choose another"
        ) { scratch in
            try link(scratch, "links/out", to: "nowhere")
        },
    ]

    @Test("A DIR holding anything else is refused before any work, and left as it is", arguments: refusals)
    func folderHoldingAnythingElseIsRefused(_ refusal: Refusal) throws {
        let scratch = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        try refusal.setUp(scratch)
        let before = try tree(at: scratch)
        let result = try runBinary(["gallery"] + refusal.arguments + ["--fps", "1"], in: scratch)
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.error == "stagehand gallery: error: " + refusal.message + "\n")
        #expect(try tree(at: scratch) == before, "every file as it was, byte for byte, and nothing new")
    }

    @Test("The current directory is refused, even empty")
    func currentDirectoryIsRefused() throws {
        let scratch = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let here = scratch.appendingPathComponent("here")
        try FileManager.default.createDirectory(at: here, withIntermediateDirectories: false)
        let before = try tree(at: scratch)
        let result = try runBinary(["gallery", "-o", "."], in: here)
        #expect(result.status == 2)
        #expect(
            result.error
                == "stagehand gallery: error: -o '.' is the current directory, which the gallery would "
                + "replace; choose a folder inside it, such as -o 'gallery'\n")
        #expect(try tree(at: scratch) == before)
    }

    @Test("A link to a folder: the gallery is built beside that folder and fills it; the link stays a link")
    func linkToAFolderWritesIntoTheFolder() async throws {
        let scratch = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let real = scratch.appendingPathComponent("real")
        try FileManager.default.createDirectory(
            at: real.appendingPathComponent("gallery"), withIntermediateDirectories: true)
        try link(scratch, "links/out", to: "../real/gallery")
        let (process, error) = try spawn(["gallery", "-o", "links/out", "--fps", "1"], in: scratch)
        try waitForTemporary(in: real, process: process)
        #expect(
            try contents(of: scratch.appendingPathComponent("links")) == ["out"], "nothing beside the link")
        let message = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(String(decoding: message, as: UTF8.self))")
        #expect(try tree(at: scratch)["links/out"] == .link(destination: "../real/gallery"))
        #expect(try contents(of: real.appendingPathComponent("gallery")) == (await Self.galleryFiles))
        #expect(try contents(of: real) == ["gallery"])
        #expect(try temporaryLeft(under: scratch) == [])
    }

    /// A DIR (or the folder beside which it is built) that the user may not write into, though its
    /// parent may be writable: refused, never replaced through the parent.
    struct Unwritable: Sendable, CustomTestStringConvertible {
        var name: String
        var output: String
        var locked: String
        var message: @Sendable (URL) -> String
        var setUp: @Sendable (URL) throws -> Void
        var testDescription: String { name }
    }

    static let unwritable: [Unwritable] = [
        Unwritable(
            name: "an empty DIR (mode 555) in a folder the user may write into", output: "locked",
            locked: "locked",
            message: { _ in
                "-o 'locked' is a folder you may not write into (Permission denied); it was left as it is: "
                    + "choose a folder you can write into"
            }
        ) { scratch in
            try FileManager.default.createDirectory(
                at: scratch.appendingPathComponent("locked"), withIntermediateDirectories: false)
        },
        Unwritable(
            name: "a gallery of this tool's (mode 555) in a folder the user may write into", output: "locked",
            locked: "locked",
            message: { _ in
                "-o 'locked' is a folder you may not write into (Permission denied); it was left as it is: "
                    + "choose a folder you can write into"
            }
        ) { scratch in
            try handMadeGallery("locked", in: scratch)
        },
        Unwritable(
            name: "a new DIR in a folder the user may not write into", output: "closed/new", locked: "closed",
            message: { scratch in
                "-o 'closed/new' would be built in '\(scratch.path)/closed', which you may not write into "
                    + "(Permission denied); choose a folder you can write into"
            }
        ) { scratch in
            try FileManager.default.createDirectory(
                at: scratch.appendingPathComponent("closed"), withIntermediateDirectories: false)
        },
        Unwritable(
            name: "a gallery of this tool's in a folder the user may not write into",
            output: "closed/gallery",
            locked: "closed",
            message: { scratch in
                "-o 'closed/gallery' would be built in '\(scratch.path)/closed', which you may not write "
                    + "into (Permission denied); choose a folder you can write into"
            }
        ) { scratch in
            // The gallery itself is open to anyone: only the folder it is built in is closed.
            chmod(try handMadeGallery(in: scratch.appendingPathComponent("closed")).path, 0o777)
        },
    ]

    /// The kernel's permission check, not a simulation of it: as root (who may write anywhere) the
    /// binary runs as `nobody` through `setpriv`, so the folders, owned by root, are someone else's;
    /// as any other user it runs as that user, who may not write into a mode-555 folder either.
    @Test(
        "A DIR the user may not write into is refused with status 2 and left as it is",
        .enabled(if: geteuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")),
        arguments: unwritable)
    func unwritableFolderIsRefused(_ unwritable: Unwritable) throws {
        let scratch = try scratchDirectory()
        defer {
            chmod(scratch.appendingPathComponent(unwritable.locked).path, 0o755)
            try? FileManager.default.removeItem(at: scratch)
        }
        try unwritable.setUp(scratch)
        let locked = scratch.appendingPathComponent(unwritable.locked)
        chmod(locked.path, 0o555)
        chmod(scratch.path, 0o777)  // the parent: anyone may add and remove entries in it
        let before = try tree(at: scratch)
        let identity = inode(of: locked)
        let arguments = ["gallery", "-o", unwritable.output, "--fps", "1"]
        let result =
            geteuid() == 0
            ? try runBinaryAsNobody(arguments, in: scratch) : try runBinary(arguments, in: scratch)
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.error == "stagehand gallery: error: " + unwritable.message(scratch) + "\n")
        #expect(try tree(at: scratch) == before, "every file as it was, byte for byte, and nothing new")
        #expect(inode(of: locked) == identity, "the very same folder, not one put in its place")
    }

    @Test("A DIR that appears while the gallery is built is left as it is (status 1)")
    func folderAppearingDuringTheBuildIsLeftAlone() throws {
        let scratch = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let (process, error) = try spawn(
            ["gallery", "-o", "gallery", "--fps", "5", "--jobs", "1"], in: scratch)
        try waitForTemporary(in: scratch, process: process)
        try write("thesis", to: scratch, "gallery/thesis.txt")
        let before = try tree(at: scratch.appendingPathComponent("gallery"))
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(
            message
                == "stagehand gallery: error: -o 'gallery' appeared while the gallery was being built; "
                + "it was left as it is and the gallery discarded\n")
        #expect(try tree(at: scratch.appendingPathComponent("gallery")) == before)
        #expect(try contents(of: scratch) == ["gallery"])
    }

    @Test("A gallery that gains a file while the gallery is built is left as it is (status 1)")
    func galleryChangingDuringTheBuildIsLeftAlone() throws {
        let scratch = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        try handMadeGallery(in: scratch)
        let (process, error) = try spawn(
            ["gallery", "-o", "gallery", "--fps", "5", "--jobs", "1"], in: scratch)
        try waitForTemporary(in: scratch, process: process)
        try write("notes", to: scratch, "gallery/notes.txt")
        let before = try tree(at: scratch.appendingPathComponent("gallery"))
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(
            message
                == "stagehand gallery: error: -o 'gallery' changed (it now holds entries this tool did not "
                + "write ('notes.txt')) while the gallery was being built; it was left as it is and the "
                + "gallery discarded\n")
        #expect(try tree(at: scratch.appendingPathComponent("gallery")) == before)
        #expect(try contents(of: scratch) == ["gallery"])
    }
}

// MARK: - Helpers

/// Writes `text` to `path` under `root`, creating the folders on the way.
private func write(_ text: String, to root: URL, _ path: String) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
}

/// Makes `path` under `root` a symbolic link to `destination` (as written, relative or not).
private func link(_ root: URL, _ path: String, to destination: String) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
}

/// Runs the built binary as the user `nobody` (uid and gid 65534, no supplementary groups).
func runBinaryAsNobody(_ arguments: [String], in directory: URL) throws -> (
    status: Int32, output: String, error: String
) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
    process.arguments =
        [
            "--reuid=65534", "--regid=65534", "--clear-groups",
            productsDirectory.appendingPathComponent("stagehand").path,
        ]
        + arguments
    process.currentDirectoryURL = directory
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.environment = childEnvironment
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
        process.terminationStatus, String(decoding: outputData, as: UTF8.self),
        String(decoding: errorData, as: UTF8.self)
    )
}
