import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How a screen that follows a presentation measures where the presented view stands
/// (`stagehand.onPositionChange`): the way from its off-screen state to its resting state (for a
/// card, at its highest detent), in its container.
///
/// - The **height** is how far the presented view's top edge, as drawn (its transform applied),
///   stands above the container's bottom edge; 0 while it is off screen: outside the container,
///   or fully transparent.
/// - The **progress** is 0 off screen and 1 at rest, a function of what is drawn alone (a card at
///   `.medium` reads the same whichever detent it is going to). It is the product of two shares:
///   - how far the top edge has come from the off-screen one towards the resting one, where the way
///     moves it (a card: `.medium` reads its top's share of `.large`'s; a spring's overshoot or a
///     drag past the highest detent reads above 1, a drag below the way's start below 0); where the
///     way moves only the sides (a drawer), the signed projection of the four edges onto the way;
///     where it moves no edge, 1;
///   - how far the opacity has come from the off-screen one to the resting one (a fade, Reduce
///     Motion's cross-fade), where they differ; 1 where they do not.
package struct PresentationGauge: Equatable, Sendable {
    /// The container's bounds.
    package var container: CGRect
    /// The presented view's state off screen: where the phase that runs starts (presenting) or ends
    /// (dismissing).
    package var offScreen: ViewState
    /// The presented view's state at rest (for a card, at its highest detent).
    package var rest: ViewState

    /// The gauge of a presented view that goes from `offScreen` to `rest` in `container`.
    package init(container: CGRect, offScreen: ViewState, rest: ViewState) {
        self.container = container
        self.offScreen = offScreen
        self.rest = rest
    }

    /// Where a presented view drawn in `shown` stands. Values that are not finite (a degenerate
    /// transform) read as off screen.
    package func position(of shown: ViewState) -> StagehandPosition {
        let frame = shown.visibleFrame
        // Overlapping the container by more than an edge (written out: Foundation's `intersects`
        // differs between platforms for rectangles that only touch).
        let visible =
            shown.alpha > 0 && frame.maxX > container.minX && frame.minX < container.maxX
            && frame.maxY > container.minY && frame.minY < container.maxY
        let height = visible ? max(0, Double(container.maxY - frame.minY)) : 0
        let progress = wayShare(of: frame) * fadeShare(of: shown.alpha)
        guard height.isFinite, progress.isFinite else { return StagehandPosition(height: 0, progress: 0) }
        return StagehandPosition(height: height, progress: progress)
    }

    /// How far along the way from ``offScreen``'s frame to ``rest``'s `frame` is.
    private func wayShare(of frame: CGRect) -> Double {
        let start = Self.edges(offScreen.visibleFrame)
        let end = Self.edges(rest.visibleFrame)
        // A way shorter than a quarter of a point moves nothing.
        let rise = start[1] - end[1]
        if abs(rise) > 0.25 { return (start[1] - Double(frame.minY)) / rise }
        let way = zip(end, start).map { $0 - $1 }
        let length = way.reduce(0) { $0 + $1 * $1 }
        guard length > 1.0 / 16 else { return 1 }
        let moved = zip(Self.edges(frame), start).map { $0 - $1 }
        return zip(moved, way).reduce(0) { $0 + $1.0 * $1.1 } / length
    }

    /// How far `alpha` has come from ``offScreen``'s opacity to ``rest``'s.
    private func fadeShare(of alpha: Double) -> Double {
        let fade = rest.alpha - offScreen.alpha
        return abs(fade) > 1.0 / 256 ? (alpha - offScreen.alpha) / fade : 1
    }

    private static func edges(_ frame: CGRect) -> [Double] {
        [Double(frame.minX), Double(frame.minY), Double(frame.maxX), Double(frame.maxY)]
    }
}

extension ViewState {
    /// The frame as drawn: the bounding box of ``frame`` with ``transform`` applied about its centre
    /// (what `CALayer.frame` answers for a transformed layer).
    package var visibleFrame: CGRect {
        guard !transform.isIdentity else { return frame }
        let centre = (x: Double(frame.midX), y: Double(frame.midY))
        let matrix = AffineMatrix.about(x: centre.x, y: centre.y, transform.matrix)
        let corners = [
            (Double(frame.minX), Double(frame.minY)), (Double(frame.maxX), Double(frame.minY)),
            (Double(frame.minX), Double(frame.maxY)), (Double(frame.maxX), Double(frame.maxY)),
        ].map { x, y in (matrix.a * x + matrix.c * y + matrix.tx, matrix.b * x + matrix.d * y + matrix.ty) }
        let xs = corners.map(\.0)
        let ys = corners.map(\.1)
        let (minX, maxX) = (xs.reduce(xs[0], min), xs.reduce(xs[0], max))
        let (minY, maxY) = (ys.reduce(ys[0], min), ys.reduce(ys[0], max))
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
