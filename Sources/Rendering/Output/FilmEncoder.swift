import Foundation
import StagehandCore
import StagehandHeadless

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The file formats a film is written in.
public enum FilmFormat: String, Sendable, CaseIterable {
    /// An animated GIF of every frame, looping.
    case gif
    /// A PNG filmstrip of five key frames (0, 25, 50, 75 and 100 % of the film), side by side.
    case png
    /// An animated SVG: vector shapes with SMIL keyframes at every frame.
    case svg

    /// The format of a file, from its extension (case-insensitive), or nil.
    public init?(fileExtension: String) {
        self.init(rawValue: fileExtension.lowercased())
    }
}

/// Turns recorded films into GIF, PNG and SVG bytes.
///
/// These whole-film APIs suit tests and short films; they are built on the streaming encoders that
/// ``FilmRequest/render(to:)`` uses to film, paint, encode and write one frame at a time, and give
/// the same bytes. Frames are painted one at a time here too: only the recorded frames are kept.
public struct FilmEncoder: Sendable {
    /// Pixels per point for the raster formats (1...3 in practice; at most 8).
    public var scale: Double

    /// Creates an encoder.
    public init(scale: Double = 1) {
        self.scale = scale
    }

    /// The film in `format`.
    public func encode(_ film: Film, as format: FilmFormat) throws -> [UInt8] {
        switch format {
        case .gif: try gif(film)
        case .png: try filmstrip(film)
        case .svg: Array(try svg(film).utf8)
        }
    }

    /// An animated GIF, one image per frame at the film's rate, looping forever (see ``GIFStream``
    /// for its palettes).
    public func gif(_ film: Film) throws -> [UInt8] {
        guard let first = film.frames.first else { throw RenderError.noFrames }
        let painter = FramePainter(size: film.size, scale: scale)
        let image = try painter.image(of: first)
        var stream = try GIFStream(width: image.width, height: image.height, sink: ByteBuffer())
        try stream.append(image, delay: 1 / film.framesPerSecond)
        for frame in film.frames.dropFirst() {
            try stream.append(try painter.image(of: frame), delay: 1 / film.framesPerSecond)
        }
        return try stream.finish().bytes
    }

    /// The fractions of a film the filmstrip shows.
    public static let keyFractions = [0, 0.25, 0.5, 0.75, 1.0]

    /// The indices of the frames at `fractions` of a film of `count` frames (the last for 1).
    static func keyFrameIndices(count: Int, at fractions: [Double] = keyFractions) -> [Int] {
        guard count > 0 else { return [] }
        let last = count - 1
        return fractions.map { fraction in
            let clamped = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
            return Int((clamped * Double(last)).rounded())
        }
    }

    /// The frames at `fractions` of the film (the last frame for 1).
    public func keyFrames(_ film: Film, at fractions: [Double] = keyFractions) -> [RecordedFrame] {
        Self.keyFrameIndices(count: film.frames.count, at: fractions).map { film.frames[$0] }
    }

    /// A PNG of the key frames side by side, 16 points apart on white.
    public func filmstrip(_ film: Film) throws -> [UInt8] {
        try filmstrip(of: keyFrames(film), size: film.size)
    }

    /// A PNG of `frames` side by side, 16 points apart on white.
    func filmstrip(of frames: [RecordedFrame], size: CGSize) throws -> [UInt8] {
        let painter = FramePainter(size: size, scale: scale)
        let images = try frames.map { try painter.image(of: $0) }
        guard !images.isEmpty else { throw RenderError.noFrames }
        let strip = try RasterImage.filmstrip(
            images, spacing: Int((16 * scale).rounded()), background: .white)
        return try PNGEncoder.encode(strip)
    }

    /// An animated SVG of the film: each view a group that moves, fades and clips like the view, its
    /// mock content as static shapes inside it.
    public func svg(_ film: Film) throws -> String {
        var writer = SVGFilmWriter(size: film.size, framesPerSecond: film.framesPerSecond)
        for frame in film.frames { writer.add(frame) }
        return try writer.document()
    }
}
