import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Everything a transition is laid out from, measured when it starts (and again when the
/// container changes size): the container, the presented content's preferred size, the frame of the
/// view a zoom grows from, and the shared elements found on both screens.
public struct TransitionContext: Sendable, Hashable {
    /// The container's bounds and safe area.
    public var container: ContainerGeometry
    /// The presented view controller's `preferredContentSize`, if it has one (zero counts as none).
    public var preferredContentSize: CGSize?
    /// The frame, in the container's coordinates, of the view a zoom starts from and returns to.
    public var sourceFrame: CGRect?
    /// The elements matched by identifier on both screens.
    public var elements: [SharedElement]

    /// Creates a context.
    public init(
        container: ContainerGeometry, preferredContentSize: CGSize? = nil, sourceFrame: CGRect? = nil,
        elements: [SharedElement] = []
    ) {
        self.container = container
        self.preferredContentSize = preferredContentSize
        self.sourceFrame = sourceFrame
        self.elements = elements
    }

    /// Hashes every field (`CGRect` and `CGSize` are not `Hashable` on every platform).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(container)
        hasher.combine(preferredContentSize.map { [Double($0.width), Double($0.height)] })
        if let sourceFrame { hasher.combine(rect: sourceFrame) }
        hasher.combine(elements)
    }

    /// Two contexts are equal when every field is.
    public static func == (lhs: TransitionContext, rhs: TransitionContext) -> Bool {
        lhs.container == rhs.container && lhs.preferredContentSize == rhs.preferredContentSize
            && lhs.sourceFrame == rhs.sourceFrame && lhs.elements == rhs.elements
    }
}

/// A view that appears on both screens under one identifier (an avatar in a list and in a detail
/// screen), with its frame on each, in the container's coordinates.
public struct SharedElement: Sendable, Hashable {
    /// The identifier both views carry.
    public var id: String
    /// The frame on the presenting screen.
    public var sourceFrame: CGRect
    /// The frame on the presented screen.
    public var destinationFrame: CGRect
    /// The corner radius on the presenting screen (half the width for a round avatar).
    public var sourceCornerRadius: Double
    /// The corner radius on the presented screen.
    public var destinationCornerRadius: Double

    /// Creates a shared element.
    public init(
        id: String, sourceFrame: CGRect, destinationFrame: CGRect, sourceCornerRadius: Double = 0,
        destinationCornerRadius: Double = 0
    ) {
        self.id = id
        self.sourceFrame = sourceFrame
        self.destinationFrame = destinationFrame
        self.sourceCornerRadius = sourceCornerRadius
        self.destinationCornerRadius = destinationCornerRadius
    }

    /// Hashes every field.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(rect: sourceFrame)
        hasher.combine(rect: destinationFrame)
        hasher.combine(sourceCornerRadius)
        hasher.combine(destinationCornerRadius)
    }

    /// Matches the elements present on both screens by identifier, in the order of `sources`.
    /// Identifiers found on only one screen are left out: those views simply fade with their screen.
    public static func match(
        sources: [(id: String, frame: CGRect, cornerRadius: Double)],
        destinations: [(id: String, frame: CGRect, cornerRadius: Double)]
    ) -> [SharedElement] {
        var matched: [SharedElement] = []
        var used: Set<String> = []
        for source in sources where !used.contains(source.id) {
            guard let destination = destinations.first(where: { $0.id == source.id }) else { continue }
            used.insert(source.id)
            matched.append(
                SharedElement(
                    id: source.id, sourceFrame: source.frame, destinationFrame: destination.frame,
                    sourceCornerRadius: source.cornerRadius, destinationCornerRadius: destination.cornerRadius
                ))
        }
        return matched
    }
}
