/// An element of an ``SVGAnimation``: a shape or a group of nodes.
public indirect enum SVGNode: Sendable, Equatable {
    /// A single shape.
    case shape(SVGShape)
    /// A clipped, transformed group.
    case group(SVGGroup)
}
