import Foundation
import StagehandCore

@testable import StagehandPreview

/// One golden reference image, `<name>.png` in a directory of references, and the files written
/// when a frame does not match it: `<name>.actual.png` and `<name>.diff.png` in the `Failures`
/// folder beside the references (ignored by git).
struct GoldenFile: Sendable, Hashable {
    /// The folder of references.
    var directory: URL
    /// The reference's name, without the extension.
    var name: String

    /// The reference image.
    var referenceURL: URL { directory.appendingPathComponent("\(name).png") }
    /// Where failures are written: `Failures` beside the references.
    var failureDirectory: URL { directory.appendingPathComponent("Failures", isDirectory: true) }
    /// The frame that did not match.
    var actualURL: URL { failureDirectory.appendingPathComponent("\(name).actual.png") }
    /// Where it differs from the reference (see ``ImageComparison/differenceImage(_:_:)``).
    var diffURL: URL { failureDirectory.appendingPathComponent("\(name).diff.png") }

    /// What ``verify(_:with:record:writesFailureImages:)`` did.
    enum Outcome: Sendable, Hashable {
        /// The image matches the reference.
        case matched(ImageComparison.Result)
        /// The image was written as the reference (record mode), without comparing.
        case recorded
        /// The image does not match (or there is no reference); the message names the frame, what
        /// differs, and the files written.
        case failed(String)

        /// The message of a failure; nil otherwise.
        var failureMessage: String? {
            if case .failed(let message) = self { return message }
            return nil
        }
    }

    /// Compares `image` with the reference, or records it, as `mode` says.
    ///
    /// On a mismatch it writes the actual image and a difference image into ``failureDirectory``
    /// (when `writesFailureImages`) and names their paths in the failure's message, which the test
    /// records as an issue; on a match it removes any such files left by an earlier run. With ``GoldenRecordMode/failed`` a mismatch also overwrites the
    /// reference, and is still reported.
    func verify(
        _ image: RasterImage, with comparison: ImageComparison, record mode: GoldenRecordMode,
        writesFailureImages: Bool = true
    ) throws -> Outcome {
        let exists = FileManager.default.fileExists(atPath: referenceURL.path)
        if mode == .all || (mode == .missing && !exists) {
            try AtomicFile.write(try PNGEncoder.encode(image), to: referenceURL)
            return .recorded
        }
        guard exists else {
            return .failed(
                "\(name): no reference at \(referenceURL.path); record it with "
                    + "\(GoldenRecordMode.environmentVariable)=missing")
        }
        let decoded = try TestPNGDecoder.decode(Array(try Data(contentsOf: referenceURL)))
        let reference = try RasterImage(width: decoded.width, height: decoded.height, pixels: decoded.pixels)
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

    /// Removes the actual and difference images of an earlier failure, if any, and the failure
    /// folder once it is empty.
    func removeFailureImages() {
        let files = FileManager.default
        for url in [actualURL, diffURL] { try? files.removeItem(at: url) }
        if (try? files.contentsOfDirectory(atPath: failureDirectory.path))?.isEmpty == true {
            try? files.removeItem(at: failureDirectory)
        }
    }
}
