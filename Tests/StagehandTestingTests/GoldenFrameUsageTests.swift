// Golden frames of an app's own transition, through the public API only: the headless UIKit draws
// the window, StagehandPreview paints and compares it.
import Foundation
import StagehandCore
import StagehandHeadless
import StagehandPreview
import StagehandTesting
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

@MainActor
@Suite("Golden frames of an app's transition, through the public API")
struct GoldenFrameUsageTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Goldens")

    /// The window of `test` as it is now, painted at half scale.
    static func picture(_ test: TransitionTest) throws -> RasterImage {
        let frame = RecordedFrame.record(test.system.window, at: test.system.time)
        return try FramePainter(size: test.system.geometry.bounds.size, scale: 0.5).image(of: frame)
    }

    @Test("The banner half-way down and at rest match their references")
    func bannerMatches() throws {
        let mode = try GoldenRecordMode.fromEnvironment()
        let test = TransitionTest(Banner(), screen: proMax)
        test.presentingViewController.present(test.presentedViewController, transition: Banner())
        test.system.advance(by: 0)
        for _ in 0..<9 { test.system.advance(by: 1.0 / 60) }
        try GoldenFile(directory: Self.goldens, name: "banner-halfway").expectMatch(
            try Self.picture(test), record: mode)
        test.system.runUntilIdle()
        try GoldenFile(directory: Self.goldens, name: "banner-at-rest").expectMatch(
            try Self.picture(test), record: mode)
        try test.expectContractKept()
    }

    @Test("A frame that differs fails, naming it and its share, with the actual and diff images beside it")
    func mismatch() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "stagehand-golden-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let test = TransitionTest(Banner(), screen: proMax)
        let golden = GoldenFile(directory: folder, name: "screen")
        try golden.expectMatch(try Self.picture(test), record: .missing)
        #expect(FileManager.default.fileExists(atPath: golden.referenceURL.path))
        try test.present()
        let failure = try #require(throws: GoldenMismatch.self) {
            try golden.expectMatch(try Self.picture(test))
        }
        #expect(failure.message.hasPrefix("screen does not match its reference: "))
        #expect(failure.message.contains("89339 of 100190 pixels (89.170 %) differ"))
        #expect(failure.message.contains("actual:    \(golden.actualURL.path)"))
        #expect(failure.message.contains("diff:      \(golden.diffURL.path)"))
        let actual = try PNGDecoder.decode(Array(try Data(contentsOf: golden.actualURL)))
        #expect(actual == (try Self.picture(test)))
        #expect(FileManager.default.fileExists(atPath: golden.diffURL.path))
        // The banner and its dimming change 89.2 % of the pixels: a comparison allowing 95 % lets them
        // through, and the failure's images are cleared.
        try golden.expectMatch(
            try Self.picture(test), with: ImageComparison(channelTolerance: 0, maximumDifferingShare: 0.95))
        #expect(!FileManager.default.fileExists(atPath: golden.actualURL.path))
    }

    @Test(
        "A comparison's tolerance and share are clamped to what they can mean",
        arguments: [(-3, Double.nan, 0, 0.0), (2, 0.25, 2, 0.25), (0, 7, 0, 1), (300, -1, 300, 0)])
    func comparisonClamps(tolerance: Int, share: Double, clampedTolerance: Int, clampedShare: Double) {
        let comparison = ImageComparison(channelTolerance: tolerance, maximumDifferingShare: share)
        #expect(comparison.channelTolerance == clampedTolerance)
        #expect(comparison.maximumDifferingShare == clampedShare)
    }
}
