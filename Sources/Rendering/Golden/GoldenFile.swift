import Foundation
import StagehandCore

/// One golden reference image, `<name>.png` in a directory of references, and the files written
/// when a frame does not match it: `<name>.actual.png` and `<name>.diff.png` in the `Failures`
/// folder beside the references (ignored by git).
public struct GoldenFile: Sendable, Hashable {
    /// The folder of references.
    public var directory: URL
    /// The reference's name, without the extension.
    public var name: String

    /// The reference `name`.png in `directory`: for a test's own references, a folder beside the
    /// test file, such as `URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    /// .appendingPathComponent("Goldens")`.
    public init(directory: URL, name: String) {
        self.directory = directory
        self.name = name
    }

    /// The reference image.
    public var referenceURL: URL { directory.appendingPathComponent("\(name).png") }
    /// Where failures are written: `Failures` beside the references.
    public var failureDirectory: URL { directory.appendingPathComponent("Failures", isDirectory: true) }
    /// The frame that did not match.
    public var actualURL: URL { failureDirectory.appendingPathComponent("\(name).actual.png") }
    /// Where it differs from the reference (see ``ImageComparison/differenceImage(_:_:)``).
    public var diffURL: URL { failureDirectory.appendingPathComponent("\(name).diff.png") }

    /// What ``verify(_:with:record:writesFailureImages:)`` did.
    public enum Outcome: Sendable, Hashable {
        /// The image matches the reference.
        case matched(ImageComparison.Result)
        /// The image was written as the reference (record mode), without comparing.
        case recorded
        /// The image does not match (or there is no reference); the message names the frame, what
        /// differs, and the files written.
        case failed(String)

        /// The message of a failure; nil otherwise.
        public var failureMessage: String? {
            if case .failed(let message) = self { return message }
            return nil
        }
    }

    /// Compares `image` with the reference, or records it, as `mode` says.
    ///
    /// On a mismatch it writes the actual image and a difference image into ``failureDirectory``
    /// (when `writesFailureImages`) and names their paths in the failure's message, which the test
    /// records as an issue; on a match it removes any such files left by an earlier run. With
    /// ``GoldenRecordMode/failed`` a mismatch also overwrites the reference, and is still reported.
    ///
    /// - Throws: an error reading or writing a file, or ``RenderError/invalidPNG(_:)`` for a
    ///   reference that is not a PNG ``PNGDecoder`` reads.
    public func verify(
        _ image: RasterImage, with comparison: ImageComparison, record mode: GoldenRecordMode,
        writesFailureImages: Bool = true
    ) throws -> Outcome {
        let exists = FileManager.default.fileExists(atPath: referenceURL.path)
        if mode == .all || (mode == .missing && !exists) {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try AtomicFile.write(try PNGEncoder.encode(image), to: referenceURL)
            return .recorded
        }
        guard exists else {
            return .failed(
                "\(name): no reference at \(referenceURL.path); record it with "
                    + "\(GoldenRecordMode.environmentVariable)=missing")
        }
        let reference = try PNGDecoder.decode(Array(try Data(contentsOf: referenceURL)))
        let result = comparison.compare(image, reference)
        if result.matches {
            if writesFailureImages { removeFailureImages() }
            return .matched(result)
        }
        var message = "\(name) does not match its reference: \(result)\n  reference: \(referenceURL.path)"
        if writesFailureImages {
            try FileManager.default.createDirectory(at: failureDirectory, withIntermediateDirectories: true)
            try AtomicFile.write(try PNGEncoder.encode(image), to: actualURL)
            message += "\n  actual:    \(actualURL.path)"
            if let difference = comparison.differenceImage(image, reference) {
                try AtomicFile.write(try PNGEncoder.encode(difference), to: diffURL)
                message += "\n  diff:      \(diffURL.path)"
            }
        }
        if mode == .failed {
            try AtomicFile.write(try PNGEncoder.encode(image), to: referenceURL)
            message += "\n  recorded as the new reference"
        }
        return .failed(message)
    }

    /// Compares `image` with the reference, or records it, as `mode` says, and throws when it does
    /// not match: the one line a test needs.
    ///
    /// ```swift
    /// let golden = GoldenFile(directory: goldens, name: "banner-at-rest")
    /// try golden.expectMatch(image, record: try .fromEnvironment())
    /// ```
    ///
    /// - Throws: ``GoldenMismatch`` with the message of ``verify(_:with:record:writesFailureImages:)``
    ///   (the frame's name, how many pixels differ and their share, the largest channel difference,
    ///   and the paths of the reference, the actual image and the difference image), or any error
    ///   ``verify(_:with:record:writesFailureImages:)`` throws.
    public func expectMatch(
        _ image: RasterImage, with comparison: ImageComparison = .goldenFrames,
        record mode: GoldenRecordMode = .never
    ) throws {
        if let message = try verify(image, with: comparison, record: mode).failureMessage {
            throw GoldenMismatch(message: message)
        }
    }

    /// Removes the actual and difference images of an earlier failure, if any, and the failure
    /// folder once it is empty.
    public func removeFailureImages() {
        let files = FileManager.default
        for url in [actualURL, diffURL] { try? files.removeItem(at: url) }
        if (try? files.contentsOfDirectory(atPath: failureDirectory.path))?.isEmpty == true {
            try? files.removeItem(at: failureDirectory)
        }
    }
}

/// A frame that does not match its golden reference (or has none), or a record mode that the
/// environment misspells; ``message`` says which, and where the images were written.
public struct GoldenMismatch: Error, Sendable, Hashable, CustomStringConvertible {
    /// What differs, and the paths of the reference, the actual image and the difference image.
    public var message: String

    /// A mismatch described by `message`.
    public init(message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}
