import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A ``MockSurface`` that keeps the shapes drawn on it as static SVG shapes, for the vector output.
struct ShapeRecorder: MockSurface {
    private(set) var shapes: [SVGNode] = []
    private let prefix: String

    init(prefix: String) {
        self.prefix = prefix
    }

    mutating func fillRoundedRect(
        _ rect: CGRect, cornerRadius: Double, color: RGBAColor, opacity: Double, transform: AffineMatrix
    ) {
        append(.roundedRect, rect, cornerRadius, color, opacity, transform)
    }

    mutating func fillEllipse(in rect: CGRect, color: RGBAColor, opacity: Double, transform: AffineMatrix) {
        append(.ellipse, rect, 0, color, opacity, transform)
    }

    private mutating func append(
        _ kind: SVGShape.Kind, _ rect: CGRect, _ radius: Double, _ color: RGBAColor, _ opacity: Double,
        _ transform: AffineMatrix
    ) {
        let keyframe = SVGKeyframe(
            time: 0, rect: rect, cornerRadius: radius, opacity: opacity, transform: transform)
        shapes.append(
            .shape(SVGShape(id: "\(prefix)-\(shapes.count)", kind: kind, fill: color, keyframes: [keyframe])))
    }
}
