import Foundation
import StagehandCLI
import StagehandCore
import StagehandHeadless
import StagehandPreview

/// Rendering figures: frames painted and encoded per second at 390 x 844 points, 1x and 3x, per
/// format; a 0.5 s transition against real time; the whole gallery; and ImageMagick encoding the same
/// frames into a GIF, where it is installed.
@MainActor
func runRenderBenchmarks() throws {
    print("Rendering: the cross-fade (0.5 s) filmed at 60 fps, 390 x 844 points")
    let film = Scenario.film(
        .fade(), in: TransitionContext(container: .iPhonePortrait), script: .present, framesPerSecond: 60,
        hold: 0)
    let frameCount = film.frames.count
    print("  \(frameCount) frames")
    for scale in [1.0, 3.0] {
        let painter = FramePainter(size: film.size, scale: scale)
        var images: [RasterImage] = []
        let paint = try medianSeconds {
            images = try film.frames.map { try painter.image(of: $0) }
        }
        let gif = try medianSeconds { _ = try GIFEncoder().encode(images, frameDelay: 1.0 / 60) }
        let png = try pngFigures(images)
        let label = "\(Int(scale))x (\(images[0].width) x \(images[0].height) px)"
        print("  \(label)")
        print(
            "    paint          \(figure(Double(frameCount) / paint)) frames/s  (\(figure(paint / Double(frameCount) * 1000, 2)) ms/frame)"
        )
        print(
            "    GIF encode     \(figure(Double(frameCount) / gif)) frames/s  (\(figure(gif / Double(frameCount) * 1000, 2)) ms/frame)"
        )
        print(
            "    PNG encode     \(figure(Double(frameCount) / png.seconds)) frames/s  (\(figure(png.seconds / Double(frameCount) * 1000, 2)) ms/frame, \(png.bytes / frameCount) bytes/frame)"
        )
        print("    paint + GIF    \(figure(Double(frameCount) / (paint + gif))) frames/s")
    }
    let svg = try medianSeconds { _ = try FilmEncoder().svg(film) }
    print(
        "  SVG (vector, whole film)  \(figure(svg * 1000, 2)) ms, \(figure(Double(frameCount) / svg)) frames/s"
    )
    let whole = try medianSeconds {
        let film = Scenario.film(
            .fade(), in: TransitionContext(container: .iPhonePortrait), script: .present, framesPerSecond: 60,
            hold: 0)
        _ = try FilmEncoder().gif(film)
    }
    print(
        "  The 0.5 s fade, filmed, painted and GIF-encoded at 1x: \(figure(whole * 1000, 1)) ms, "
            + "\(figure(0.5 / whole, 1))x faster than real time")

    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "stagehand-bench-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let cores = ProcessInfo.processInfo.activeProcessorCount
    var galleryTimes: [Int: Double] = [:]
    for jobs in Set([1, cores]).sorted() {
        galleryTimes[jobs] = medianSeconds(runs: 3) {
            let console = BufferConsole()
            let status = CommandLineTool.run(
                ["gallery", "-o", directory.appendingPathComponent("gallery").path, "--jobs", "\(jobs)"],
                console: console)
            if status != 0 { print("  gallery failed: \(console.errorOutput)") }
        }
    }
    for (jobs, seconds) in galleryTimes.sorted(by: { $0.key < $1.key }) {
        print(
            "  stagehand gallery (37 GIFs at 30 fps, 1x, release), --jobs \(jobs)"
                + "\(jobs == cores ? " (every core)" : ""): \(figure(seconds, 2)) s")
    }

    // ImageMagick, side by side: the same frames, as PNG files, into one GIF.
    guard let convert = imageMagick() else {
        print("  ImageMagick: not installed (apt-get install imagemagick), no comparison")
        return
    }
    let painter = FramePainter(size: film.size, scale: 1)
    let images = try film.frames.map { try painter.image(of: $0) }
    for (index, image) in images.enumerated() {
        try AtomicFile.write(
            try PNGEncoder.encode(image),
            to: directory.appendingPathComponent(String(format: "frame-%03d.png", index)))
    }
    let ours = try medianSeconds { _ = try GIFEncoder().encode(images, frameDelay: 1.0 / 60) }
    let theirs = try medianSeconds {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: convert)
        process.arguments =
            ["-delay", "2", "-loop", "0"]
            + images.indices.map {
                directory.appendingPathComponent(String(format: "frame-%03d.png", $0)).path
            }
            + [directory.appendingPathComponent("imagemagick.gif").path]
        try process.run()
        process.waitUntilExit()
    }
    print(
        "  GIF from the same \(frameCount) frames at 1x: Stagehand \(figure(ours * 1000, 1)) ms, ImageMagick "
            + "(\(convert), reading the PNGs) \(figure(theirs * 1000, 1)) ms: \(figure(theirs / ours, 1))x")
}

/// The median seconds to encode every image of `images` as a PNG file, and the bytes of those files.
func pngFigures(_ images: [RasterImage]) throws -> (seconds: Double, bytes: Int) {
    var bytes = 0
    let seconds = try medianSeconds {
        bytes = 0
        for image in images { bytes += try PNGEncoder.encode(image).count }
    }
    return (seconds, bytes)
}

/// `stagehand-bench png`: only the PNG figures, encode time and size per frame of the cross-fade
/// (0.5 s at 60 fps, 390 x 844 points) at 1x and 3x, so that an encoder change can be compared
/// quickly with the same command before and after.
@MainActor
func runPNGBenchmarks() throws {
    print("PNG encode: the cross-fade (0.5 s) filmed at 60 fps, 390 x 844 points, median of 3 runs")
    let film = Scenario.film(
        .fade(), in: TransitionContext(container: .iPhonePortrait), script: .present, framesPerSecond: 60,
        hold: 0)
    let frameCount = film.frames.count
    for scale in [1.0, 3.0] {
        let painter = FramePainter(size: film.size, scale: scale)
        let images = try film.frames.map { try painter.image(of: $0) }
        let png = try pngFigures(images)
        let raw = images.reduce(0) { $0 + $1.width * $1.height * 3 }
        print(
            "  \(Int(scale))x (\(images[0].width) x \(images[0].height) px), \(frameCount) frames: "
                + "\(figure(png.seconds / Double(frameCount) * 1000, 2)) ms/frame, "
                + "\(png.bytes / frameCount) bytes/frame, \(png.bytes) bytes in all "
                + "(\(figure(Double(raw) / Double(png.bytes), 1))x smaller than raw RGB)")
    }
}

/// The path of ImageMagick's `convert` (or `magick`), if a real one is installed.
func imageMagick() -> String? {
    for path in ["/usr/bin/convert", "/usr/local/bin/magick", "/usr/bin/magick", "/usr/local/bin/convert"] {
        guard FileManager.default.isExecutableFile(atPath: path) else { continue }
        let process = Process()
        let pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["-version"]
        process.standardOutput = pipe
        process.standardError = Pipe()
        guard (try? process.run()) != nil else { continue }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if output.contains("ImageMagick") { return path }
    }
    return nil
}
