import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where a presented view sits in its container: attached to an edge or centred, how long it is
/// along each axis, and its margins.
///
/// A layout is a pure function of the container's geometry and the content's preferred size, so a
/// presentation recomputes its frame on every container size change (rotation, split view, a
/// window resize) by calling ``frame(in:preferredContentSize:)`` again.
///
/// ```swift
/// let drawer = PresentationLayout.drawer(from: .left)          // 3/4 of the width
/// let frame = drawer.frame(in: ContainerGeometry(size: CGSize(width: 390, height: 844)))
/// // (0, 0, 292.5, 844)
/// ```
public struct PresentationLayout: Sendable, Hashable {
    /// Where the view is placed inside the space its margins leave.
    public enum Anchor: Sendable, Hashable {
        /// Flush with an edge, centred along that edge.
        case edge(ScreenEdge)
        /// Centred on both axes.
        case center
    }

    /// Where the view is placed.
    public var anchor: Anchor
    /// The view's width.
    public var width: Length
    /// The view's height.
    public var height: Length
    /// The view's margins, each measured from the container or from its safe area.
    public var margins: Margins

    /// Creates a layout.
    public init(anchor: Anchor, width: Length, height: Length, margins: Margins = .zero) {
        self.anchor = anchor
        self.width = width
        self.height = height
        self.margins = margins
    }

    /// A view attached to `edge`, `length` long along the edge's axis and filling the other axis:
    /// a drawer, which by default covers 3/4 of the whole container (safe area included).
    public static func drawer(
        from edge: ScreenEdge, length: Length = .fraction(0.75), margins: Margins = .zero
    ) -> PresentationLayout {
        switch edge.axis {
        case .horizontal:
            PresentationLayout(anchor: .edge(edge), width: length, height: .full, margins: margins)
        case .vertical:
            PresentationLayout(anchor: .edge(edge), width: .full, height: length, margins: margins)
        }
    }

    /// A bottom card: `inset` points from the safe area's sides, `inset` points above the
    /// container's bottom but never inside the safe area (that is, `max(inset - bottom inset, 0)`
    /// above the safe area's bottom), `inset` below the safe area's top, and as tall as its
    /// preferred content size (all the height inside the margins when it has none).
    public static func card(inset: Double = 20, height: Length = .fitted) -> PresentationLayout {
        PresentationLayout(
            anchor: .edge(.bottom), width: .full, height: height,
            margins: Margins(
                top: Margin(inset, from: .safeArea), left: Margin(inset, from: .safeArea),
                bottom: Margin(inset, from: .atLeastSafeArea), right: Margin(inset, from: .safeArea)))
    }

    /// A view centred in the container, `width` by `height`, inside `margins` (an alert or popup).
    public static func centered(
        width: Length = .fitted, height: Length = .fitted,
        margins: Margins = Margins(all: 16, from: .safeArea)
    ) -> PresentationLayout {
        PresentationLayout(anchor: .center, width: width, height: height, margins: margins)
    }

    /// The whole container.
    public static let fullScreen = PresentationLayout(anchor: .center, width: .full, height: .full)

    /// The presented view's frame in the container's coordinates when fully presented. It always
    /// lies inside the container's bounds.
    public func frame(in container: ContainerGeometry, preferredContentSize: CGSize? = nil) -> CGRect {
        frame(in: container, preferredContentSize: preferredContentSize, maximumWidth: nil)
    }

    /// ``frame(in:preferredContentSize:)`` no wider than `maximumWidth` (nil: no limit), placed by
    /// the anchor as any narrower view is (centred but for a view attached to the left or right).
    func frame(in container: ContainerGeometry, preferredContentSize: CGSize?, maximumWidth: Double?)
        -> CGRect
    {
        let available = margins.availableRect(in: container)
        let availableWidth = Double(available.width)
        let availableHeight = Double(available.height)
        var width = width.resolve(
            available: availableWidth, preferred: preferredContentSize.map { Double($0.width) })
        if let maximumWidth { width = min(width, maximumWidth) }
        let height = height.resolve(
            available: availableHeight, preferred: preferredContentSize.map { Double($0.height) })
        let centeredX = Double(available.minX) + (availableWidth - width) / 2
        let centeredY = Double(available.minY) + (availableHeight - height) / 2
        let origin: (x: Double, y: Double)
        switch anchor {
        case .center: origin = (centeredX, centeredY)
        case .edge(.left): origin = (Double(available.minX), centeredY)
        case .edge(.right): origin = (Double(available.maxX) - width, centeredY)
        case .edge(.top): origin = (centeredX, Double(available.minY))
        case .edge(.bottom): origin = (centeredX, Double(available.maxY) - height)
        }
        return CGRect(x: origin.x, y: origin.y, width: width, height: height)
    }

    /// The edge the view is attached to, if any.
    public var edge: ScreenEdge? {
        if case .edge(let edge) = anchor { return edge }
        return nil
    }
}

extension CGRect {
    /// This rectangle moved along `edge`'s axis until it lies just beyond `edge` of `bounds`, touching
    /// it from outside: where a view that slides in from `edge` starts, and where it leaves to.
    ///
    /// Gives a drawer's off-screen frames (`x = -width` from the left, `x = container width`
    /// from the right, and so on) and a bottom card's (`y += container height - minY`).
    public func offscreen(beyond edge: ScreenEdge, of bounds: CGRect) -> CGRect {
        var frame = self
        switch edge {
        case .left: frame.origin.x = bounds.minX - size.width
        case .right: frame.origin.x = bounds.maxX
        case .top: frame.origin.y = bounds.minY - size.height
        case .bottom: frame.origin.y = bounds.maxY
        }
        return frame
    }
}
