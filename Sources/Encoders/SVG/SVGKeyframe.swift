import Foundation
import StagehandCore

/// The state of an SVG shape (or the clip of a group) at one moment.
public struct SVGKeyframe: Sendable, Equatable {
    /// The moment, in seconds from the start of the animation; clamped to `0...duration`.
    public var time: Double
    /// The rectangle in points (for a shape: its frame before `transform`; for a group: its clip).
    public var rect: CGRect
    /// The corner radius in points; clamped to half the shorter side, NaN or negative counts as 0.
    public var cornerRadius: Double
    /// The opacity, clamped to `0...1` (NaN counts as 0).
    public var opacity: Double
    /// The transform, applied about the world origin like
    /// ``RasterCanvas/fillRoundedRect(_:cornerRadius:color:opacity:transform:)``.
    public var transform: AffineMatrix

    /// A keyframe; everything but the time and rectangle has a neutral default.
    public init(
        time: Double, rect: CGRect, cornerRadius: Double = 0, opacity: Double = 1,
        transform: AffineMatrix = .identity
    ) {
        self.time = time
        self.rect = rect
        self.cornerRadius = cornerRadius
        self.opacity = opacity
        self.transform = transform
    }
}
