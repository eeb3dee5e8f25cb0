import StagehandCore

/// An animated SVG document: vector shapes whose geometry, opacity and transform are interpolated
/// between keyframes with SMIL (`<animate>` and `<animateTransform>`), so it plays in browsers without
/// script.
///
/// Each attribute is written as a static value when it does not change, and otherwise as one
/// `<animate>` with `values` and `keyTimes` (linear interpolation, SMIL's default), keeping only the
/// keyframes needed to follow the samples within a small tolerance (0.05 pt, 0.005 opacity, 0.1 degree).
/// Transforms that never rotate or shear are folded into the shape's own geometry; other transforms
/// are decomposed into `translate rotate scale skewX`, each animated separately on a wrapping `<g>`.
/// Numbers have at most 2 decimals (4 for scales and key times, 3 for opacities) and never read "-0".
public struct SVGAnimation: Sendable, Equatable {
    /// The width of the canvas in points (also the `viewBox` width).
    public var width: Double
    /// The height of the canvas in points.
    public var height: Double
    /// The length of one pass of the animation, in seconds.
    public var duration: Double
    /// Whether the animation repeats forever (`repeatCount="indefinite"`) or holds its last frame
    /// (`fill="freeze"`).
    public var loops: Bool
    /// A colour filling the whole canvas behind the nodes, if any.
    public var background: RGBAColor?
    /// The shapes and groups, painted in order.
    public var nodes: [SVGNode]

    /// An animation.
    public init(
        width: Double, height: Double, duration: Double, loops: Bool = true, background: RGBAColor? = nil,
        nodes: [SVGNode]
    ) {
        self.width = width
        self.height = height
        self.duration = duration
        self.loops = loops
        self.background = background
        self.nodes = nodes
    }

    /// The SVG document.
    ///
    /// Throws ``RenderError/invalidSize(width:height:scale:)`` for a size that is not finite and
    /// positive, ``RenderError/invalidDuration(_:)``, and ``RenderError/invalidValue(_:)`` for a node
    /// without keyframes, a keyframe with a non-finite time, rectangle or transform, or a duplicate id.
    public func document() throws -> String {
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw RenderError.invalidSize(width: width, height: height, scale: 1)
        }
        guard duration.isFinite, duration > 0 else { throw RenderError.invalidDuration(duration) }
        var writer = SVGWriter(duration: duration, loops: loops)
        try writer.reserveIds(nodes)
        let w = SVGFormat.number(width)
        let h = SVGFormat.number(height)
        writer.output +=
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" "
            + "viewBox=\"0 0 \(w) \(h)\">\n"
        if let background {
            writer.output += "<rect width=\"\(w)\" height=\"\(h)\"\(SVGWriter.fillAttributes(background))/>\n"
        }
        for node in nodes { try writer.write(node) }
        writer.output += "</svg>\n"
        return writer.output
    }
}
