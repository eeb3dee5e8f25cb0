import Foundation

/// Why the renderer or an encoder refused its input.
public enum RenderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A canvas or image size that is not finite, not positive, or too large to allocate.
    case invalidSize(width: Double, height: Double, scale: Double)
    /// Pixel storage whose byte count does not match `width * height * 4`.
    case pixelCountMismatch(expected: Int, actual: Int)
    /// An animation or filmstrip with no frames.
    case noFrames
    /// A frame whose size differs from the first frame's.
    case frameSizeMismatch(index: Int, width: Int, height: Int, expectedWidth: Int, expectedHeight: Int)
    /// A list of delays whose length differs from the number of frames.
    case delayCountMismatch(frames: Int, delays: Int)
    /// A frame delay that is negative, NaN or infinite.
    case invalidDelay(index: Int, seconds: Double)
    /// An animation duration that is not finite and positive.
    case invalidDuration(Double)
    /// A crop rectangle that does not overlap the image.
    case emptyCrop
    /// A value that the SVG builder cannot write, or a film parameter out of range (names it).
    case invalidValue(String)
    /// A film that would last longer than the maximum (`FilmRequest.maximumDuration` in `StagehandPreview`).
    case filmTooLong(seconds: Double, maximum: Double)
    /// A transition still moving after `seconds`, where filming stopped.
    case neverComesToRest(seconds: Double)
    /// A film with more frames than the maximum (`FilmRequest.maximumFrameCount`).
    case tooManyFrames(count: Int, maximum: Int)
    /// A film frame with more pixels than the maximum (`FilmRequest.maximumPixelsPerFrame`).
    case frameTooLarge(width: Double, height: Double, maximumPixels: Int)
    /// The system's zlib failed to compress a PNG's image data (it names the call, zlib's return
    /// code and message: running out of memory, say).
    case compressionFailed(String)
    /// A PNG file the decoder cannot read: not a PNG, damaged, or a kind other than what
    /// ``PNGEncoder`` writes (8-bit RGB or RGBA, not interlaced); the text says which.
    case invalidPNG(String)

    /// A sentence describing the problem.
    public var description: String {
        switch self {
        case .invalidSize(let width, let height, let scale):
            "invalid size \(width) x \(height) at scale \(scale): sizes must be finite and positive, "
                + "at most \(RasterImage.maximumDimension) pixels a side and "
                + "\(RasterImage.maximumPixelCount) pixels in all"
        case .pixelCountMismatch(let expected, let actual):
            "pixel storage has \(actual) bytes, expected \(expected) (width * height * 4)"
        case .noFrames:
            "no frames: an animation or filmstrip needs at least one image"
        case .frameSizeMismatch(let index, let width, let height, let expectedWidth, let expectedHeight):
            "frame \(index) is \(width) x \(height) pixels, "
                + "but frame 0 is \(expectedWidth) x \(expectedHeight)"
        case .delayCountMismatch(let frames, let delays):
            "\(delays) delays given for \(frames) frames"
        case .invalidDelay(let index, let seconds):
            "frame \(index) has an invalid delay of \(seconds) s (must be finite and not negative)"
        case .invalidDuration(let seconds):
            "invalid animation duration \(seconds) s (must be finite and positive)"
        case .emptyCrop:
            "the crop rectangle does not overlap the image"
        case .invalidValue(let what):
            "invalid value: \(what)"
        case .filmTooLong(let seconds, let maximum):
            "the film would last \(seconds) s, more than the \(maximum) s a film may last"
        case .neverComesToRest(let seconds):
            "the transition was still moving after \(seconds) s: it never comes to rest"
        case .tooManyFrames(let count, let maximum):
            "the film would have \(count) frames, more than the \(maximum) a film may have"
        case .frameTooLarge(let width, let height, let maximum):
            "a frame of \(width) x \(height) pixels is larger than the \(maximum) pixels a film frame may have"
        case .compressionFailed(let why):
            "PNG compression failed: \(why)"
        case .invalidPNG(let why):
            "not a PNG this decoder reads: \(why)"
        }
    }
}
