import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a transition knows about the view it runs in: the container's bounds and its safe area, its
/// layout direction and its size classes.
///
/// In UIKit these come from the transition context's `containerView.bounds` and
/// `containerView.safeAreaInsets`, and from the presentation controller's trait collection
/// (`layoutDirection`, `horizontalSizeClass`, `verticalSizeClass`); the headless stage makes them
/// up. Values that cannot be laid out
/// in (negative or non-finite sizes and insets) are clamped to zero when the geometry is created,
/// so everything derived from it stays finite and inside the container.
public struct ContainerGeometry: Sendable, Hashable {
    /// The container's bounds, in its own coordinates.
    public var bounds: CGRect
    /// The container's safe-area insets.
    public var safeArea: Insets
    /// The direction the container's content is laid out in, which places the
    /// ``TransitionEdge/leading`` and ``TransitionEdge/trailing`` edges; left to right by default.
    ///
    /// A presentation reads it once, when it begins, and keeps it until its dismissal ends.
    public var layoutDirection: UserInterfaceLayoutDirection
    /// The container's horizontal size class; compact (a phone's) by default.
    public var horizontalSizeClass: SizeClass
    /// The container's vertical size class; regular (a phone's in portrait) by default.
    public var verticalSizeClass: SizeClass

    /// Creates a container geometry; see the type's documentation for the clamps.
    ///
    /// The defaults of the layout direction and the size classes are an iPhone's in portrait, left to
    /// right: a geometry made without them lays a card out as wide as its margins allow.
    public init(
        bounds: CGRect, safeArea: Insets = .zero,
        layoutDirection: UserInterfaceLayoutDirection = .leftToRight,
        horizontalSizeClass: SizeClass = .compact, verticalSizeClass: SizeClass = .regular
    ) {
        let x = Double(bounds.origin.x)
        let y = Double(bounds.origin.y)
        self.bounds = CGRect(
            x: x.isFinite ? x : 0, y: y.isFinite ? y : 0,
            width: Double(bounds.size.width).finiteNonNegative,
            height: Double(bounds.size.height).finiteNonNegative)
        self.safeArea = safeArea.sanitized
        self.layoutDirection = layoutDirection
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    /// A container of `size` at the origin.
    public init(
        size: CGSize, safeArea: Insets = .zero, layoutDirection: UserInterfaceLayoutDirection = .leftToRight,
        horizontalSizeClass: SizeClass = .compact, verticalSizeClass: SizeClass = .regular
    ) {
        self.init(
            bounds: CGRect(origin: .zero, size: size), safeArea: safeArea, layoutDirection: layoutDirection,
            horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass)
    }

    /// The bounds of an iPhone 14 or 15 in portrait (390 × 844 points) with its safe area
    /// (47 points at the top, 34 at the bottom): the default stage of the command-line tool.
    public static let iPhonePortrait = ContainerGeometry(
        size: CGSize(width: 390, height: 844), safeArea: Insets(top: 47, bottom: 34))

    /// The same phone in landscape (844 × 390), with the sensor housing on the left: a compact
    /// height, so a card keeps its maximum width (``StagehandTransition/maximumWidth(_:)``).
    public static let iPhoneLandscape = ContainerGeometry(
        size: CGSize(width: 844, height: 390), safeArea: Insets(left: 47, bottom: 21, right: 47),
        verticalSizeClass: .compact)

    /// An 11-inch iPad in portrait at full screen (834 × 1194 points), its status bar's 24 points at
    /// the top and its home indicator's 20 at the bottom: regular in both size classes.
    public static let iPadPortrait = ContainerGeometry(
        size: CGSize(width: 834, height: 1194), safeArea: Insets(top: 24, bottom: 20),
        horizontalSizeClass: .regular, verticalSizeClass: .regular)

    /// The same geometry laid out in `direction`.
    public func laidOut(in direction: UserInterfaceLayoutDirection) -> ContainerGeometry {
        var geometry = self
        geometry.layoutDirection = direction
        return geometry
    }

    /// Hashes every field.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rect: bounds)
        hasher.combine(safeArea)
        hasher.combine(layoutDirection)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
    }

    /// The part of the bounds inside the safe area.
    public var safeBounds: CGRect { bounds.inset(by: safeArea) }

    /// How far a keyboard at `frame` (in the container's coordinates) covers the container from its
    /// bottom edge: 0 for an empty frame (a floating or hidden keyboard reports one) or a frame off
    /// the container (another screen's); otherwise from the keyboard's top edge down to the
    /// container's bottom.
    public func keyboardOverlap(frame: CGRect) -> Double {
        guard !frame.isEmpty, frame.intersects(bounds), frame.minY.isFinite else { return 0 }
        return max(0, Double(bounds.maxY - frame.minY))
    }
}
