/// A group of shapes that move with the group's transform and are clipped to its rounded rectangle:
/// mock content inside a card.
///
/// Children are positioned in the group's coordinates; each keyframe's `transform` and `opacity`
/// apply to the whole group, and its `rect` and `cornerRadius` give the clip (in the group's
/// coordinates, so it moves with the children).
public struct SVGGroup: Sendable, Equatable {
    /// The element id; must be unique in the document. An empty id is left out.
    public var id: String
    /// Whether children are clipped to the keyframes' rounded rectangle.
    public var clipsChildren: Bool
    /// The group's states, as for ``SVGShape/keyframes``.
    public var keyframes: [SVGKeyframe]
    /// The shapes and groups inside, painted in order.
    public var children: [SVGNode]

    /// A group.
    public init(id: String, clipsChildren: Bool = true, keyframes: [SVGKeyframe], children: [SVGNode]) {
        self.id = id
        self.clipsChildren = clipsChildren
        self.keyframes = keyframes
        self.children = children
    }
}
