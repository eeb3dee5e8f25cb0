import StagehandCore

/// A filled rounded rectangle or ellipse in an ``SVGAnimation``, animated through its keyframes.
public struct SVGShape: Sendable, Equatable {
    /// The outline of a shape.
    public enum Kind: Sendable, Equatable {
        /// A rectangle with rounded corners (`<rect rx ry>`).
        case roundedRect
        /// The ellipse inscribed in the keyframe's rectangle (`<ellipse>`).
        case ellipse
    }

    /// The element id; must be unique in the document. Escaped as needed; an empty id is left out.
    public var id: String
    /// The outline.
    public var kind: Kind
    /// The fill colour; its alpha becomes `fill-opacity`.
    public var fill: RGBAColor
    /// The states to interpolate between, in any order (they are sorted by time). One keyframe makes a
    /// static shape.
    public var keyframes: [SVGKeyframe]

    /// A shape.
    public init(id: String, kind: Kind, fill: RGBAColor, keyframes: [SVGKeyframe]) {
        self.id = id
        self.kind = kind
        self.fill = fill
        self.keyframes = keyframes
    }
}
