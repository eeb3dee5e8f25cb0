import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a transition knows about the view it runs in: the container's bounds and its safe area.
///
/// In UIKit these come from the transition context's `containerView.bounds` and
/// `containerView.safeAreaInsets`; the headless stage makes them up. Values that cannot be laid out
/// in (negative or non-finite sizes and insets) are clamped to zero when the geometry is created,
/// so everything derived from it stays finite and inside the container.
public struct ContainerGeometry: Sendable, Hashable {
    /// The container's bounds, in its own coordinates.
    public var bounds: CGRect
    /// The container's safe-area insets.
    public var safeArea: Insets

    /// Creates a container geometry; see the type's documentation for the clamps.
    public init(bounds: CGRect, safeArea: Insets = .zero) {
        let x = Double(bounds.origin.x)
        let y = Double(bounds.origin.y)
        self.bounds = CGRect(
            x: x.isFinite ? x : 0, y: y.isFinite ? y : 0,
            width: Double(bounds.size.width).finiteNonNegative,
            height: Double(bounds.size.height).finiteNonNegative)
        self.safeArea = safeArea.sanitized
    }

    /// A container of `size` at the origin.
    public init(size: CGSize, safeArea: Insets = .zero) {
        self.init(bounds: CGRect(origin: .zero, size: size), safeArea: safeArea)
    }

    /// The bounds of an iPhone 14 or 15 in portrait (390 × 844 points) with its safe area
    /// (47 points at the top, 34 at the bottom): the default stage of the command-line tool.
    public static let iPhonePortrait = ContainerGeometry(
        size: CGSize(width: 390, height: 844), safeArea: Insets(top: 47, bottom: 34))

    /// The same phone in landscape (844 × 390), with the sensor housing on the left.
    public static let iPhoneLandscape = ContainerGeometry(
        size: CGSize(width: 844, height: 390), safeArea: Insets(left: 47, bottom: 21, right: 47))

    /// Hashes the bounds and the safe area.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rect: bounds)
        hasher.combine(safeArea)
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
