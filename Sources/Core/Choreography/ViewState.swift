import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Everything a transition animates on one view: its frame, alpha, transform and corner radius.
///
/// `frame` is the view's untransformed frame (its centre and bounds size in the container), as UIKit
/// defines `frame` when the transform is the identity; `transform` is then applied about the frame's
/// centre. The UIKit stage sets `bounds`, `center` and `transform` from these, so a scaled view still
/// lays out its content at the frame's size.
public struct ViewState: Sendable, Hashable {
    /// The untransformed frame in the container's coordinates.
    public var frame: CGRect
    /// The opacity, 0 (invisible) to 1.
    public var alpha: Double
    /// The transform applied about the frame's centre.
    public var transform: Transform2D
    /// The corner radius in points.
    public var cornerRadius: Double

    /// Creates a view state.
    public init(
        frame: CGRect, alpha: Double = 1, transform: Transform2D = .identity, cornerRadius: Double = 0
    ) {
        self.frame = frame
        self.alpha = alpha
        self.transform = transform
        self.cornerRadius = cornerRadius
    }

    /// Hashes every component (`CGRect` itself is not `Hashable` on Apple platforms before iOS 17).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rect: frame)
        hasher.combine(alpha)
        hasher.combine(transform)
        hasher.combine(cornerRadius)
    }

    /// Whether a view in this state clips its content (`clipsToBounds`): when its corners are
    /// rounded, so that content does not spill past them. A stage turns clipping on for such a
    /// state, and the renderer clips the view's subviews.
    public var clipsContent: Bool { cornerRadius > 0 }

    /// A zero-sized, fully transparent state.
    public static let zero = ViewState(frame: .zero, alpha: 0)

    /// The state `fraction` of the way from `start` to `end`.
    ///
    /// Every component is interpolated linearly, and `fraction` may lie outside [0, 1] (an
    /// overshooting spring). The result is clamped to what a view can show: alpha to [0, 1], corner
    /// radius and frame size to 0 or more.
    @inlinable
    public static func interpolate(from start: ViewState, to end: ViewState, fraction: Double) -> ViewState {
        @inline(__always) func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
        let width = mix(Double(start.frame.size.width), Double(end.frame.size.width))
        let height = mix(Double(start.frame.size.height), Double(end.frame.size.height))
        let alpha = mix(start.alpha, end.alpha)
        return ViewState(
            frame: CGRect(
                x: mix(Double(start.frame.origin.x), Double(end.frame.origin.x)),
                y: mix(Double(start.frame.origin.y), Double(end.frame.origin.y)),
                width: width > 0 ? width : 0, height: height > 0 ? height : 0),
            alpha: alpha < 0 ? 0 : (alpha > 1 ? 1 : alpha),
            transform: Transform2D(
                scaleX: mix(start.transform.scaleX, end.transform.scaleX),
                scaleY: mix(start.transform.scaleY, end.transform.scaleY),
                rotation: mix(start.transform.rotation, end.transform.rotation),
                translationX: mix(start.transform.translationX, end.transform.translationX),
                translationY: mix(start.transform.translationY, end.transform.translationY)),
            cornerRadius: max(0, mix(start.cornerRadius, end.cornerRadius)))
    }

    /// This state with the properties in `properties` taken from `other`.
    @inlinable
    public func replacing(_ properties: ViewProperties, from other: ViewState) -> ViewState {
        var result = self
        if properties.contains(.frame) { result.frame = other.frame }
        if properties.contains(.alpha) { result.alpha = other.alpha }
        if properties.contains(.transform) { result.transform = other.transform }
        if properties.contains(.cornerRadius) { result.cornerRadius = other.cornerRadius }
        return result
    }

    /// Where the frame's four corners land on screen once the transform is applied about its
    /// centre: top-left, top-right, bottom-right, bottom-left.
    package var transformedCorners: [CGPoint] {
        let matrix = screenMatrix
        let minX = Double(frame.minX)
        let minY = Double(frame.minY)
        let maxX = Double(frame.maxX)
        let maxY = Double(frame.maxY)
        return [(minX, minY), (maxX, minY), (maxX, maxY), (minX, maxY)].map { point in
            let mapped = matrix.apply(x: point.0, y: point.1)
            return CGPoint(x: mapped.x, y: mapped.y)
        }
    }

    /// The matrix that maps container coordinates of the untransformed frame to where the view is
    /// drawn: the transform applied about the frame's centre.
    package var screenMatrix: AffineMatrix {
        let centerX = Double(frame.midX)
        let centerY = Double(frame.midY)
        return AffineMatrix.translation(x: -centerX, y: -centerY)
            .concatenating(transform.matrix)
            .concatenating(.translation(x: centerX, y: centerY))
    }
}

/// The properties of a ``ViewState`` that a track animates.
public struct ViewProperties: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt8
    /// Creates a set from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The frame.
    public static let frame = ViewProperties(rawValue: 1 << 0)
    /// The alpha.
    public static let alpha = ViewProperties(rawValue: 1 << 1)
    /// The transform.
    public static let transform = ViewProperties(rawValue: 1 << 2)
    /// The corner radius.
    public static let cornerRadius = ViewProperties(rawValue: 1 << 3)
    /// Every property.
    public static let all: ViewProperties = [.frame, .alpha, .transform, .cornerRadius]
}
