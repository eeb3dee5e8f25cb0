import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where a panel stands in its parent's view: the one place its frame, its detents' heights and its
/// position are decided (``PanelDriver`` asks it; nothing else computes a panel's frame).
///
/// - **Compact width** (a phone): the panel spans the parent's width inside its safe area's left
///   and right, and reaches down to the parent's bottom edge, so it covers the home indicator's
///   strip as Maps' does. Its detents are measured from the **floor**, the top of the bottom safe
///   area (a tab bar, the home indicator) or of the keyboard, whichever is higher: a panel at
///   `.points(96)` shows 96 points above the tab bar, and the bars drawn over its bottom hide
///   nothing that counts. Its top corners are rounded.
/// - **Regular width** (an iPad's full screen or a large split): the panel floats at the leading
///   side, ``floatingMargin`` from the safe area's leading and bottom edges, at most
///   ``floatingMaximumWidth`` wide, all four corners rounded, as Maps' card does on an iPad; its
///   detents are measured from the floor less the margin. Right to left, it floats at the right.
/// - **The top**: no detent reaches higher than ``topMargin`` below the top of the safe area (under
///   a navigation bar, the status bar), the room `.large` fills.
package struct PanelLayout: Sendable, Equatable {
    /// The most a floating panel is wide, in points (Maps' card on an iPad is about as wide).
    package static let floatingMaximumWidth = 400.0
    /// A floating panel's distance from the safe area's leading and bottom edges.
    package static let floatingMargin = 16.0
    /// The room left above the tallest a panel can be, below the top of the safe area.
    package static let topMargin = 10.0

    /// The parent's view, measured now.
    package let geometry: ContainerGeometry
    /// How far the keyboard covers the parent's view from its bottom edge, in points.
    package let keyboardOverlap: Double

    /// The layout of a panel in `geometry`, the keyboard covering `keyboardOverlap` points of it.
    package init(geometry: ContainerGeometry, keyboardOverlap: Double = 0) {
        self.geometry = geometry
        self.keyboardOverlap = keyboardOverlap.finiteNonNegative
    }

    /// Whether the panel floats at the leading side (regular width) rather than spanning the width.
    package var floats: Bool { geometry.horizontalSizeClass == .regular }

    /// The line the detents' heights are measured from, as a y coordinate of the parent's view.
    package var floor: Double {
        let bounds = geometry.bounds
        let bottom = max(geometry.safeArea.bottom, keyboardOverlap)
        return Double(bounds.maxY) - bottom - (floats ? Self.floatingMargin : 0)
    }

    /// The highest a panel's top edge may stand, as a y coordinate of the parent's view.
    package var ceiling: Double {
        Double(geometry.bounds.minY) + geometry.safeArea.top + Self.topMargin
    }

    /// The height a detent resolves against: from the floor up to the ceiling (never negative).
    package var available: Double { max(floor - ceiling, 0) }

    /// Each of `detents`' heights above the floor, for content whose preferred height is
    /// `preferred` (``Detent/fitted``), in the detents' order.
    package func heights(of detents: [Detent], preferred: Double?) -> [Double] {
        detents.map { $0.height(available: available, preferred: preferred) }
    }

    /// The panel's frame with its top edge `height` points above the floor.
    package func frame(height: Double) -> CGRect {
        let bounds = geometry.bounds
        let safe = geometry.safeArea
        let top = floor - height
        if floats {
            let room = Double(bounds.width) - safe.left - safe.right - 2 * Self.floatingMargin
            let width = min(Self.floatingMaximumWidth, max(room, 0))
            let x =
                geometry.layoutDirection == .rightToLeft
                ? Double(bounds.maxX) - safe.right - Self.floatingMargin - width
                : Double(bounds.minX) + safe.left + Self.floatingMargin
            return CGRect(x: x, y: top, width: width, height: max(floor - top, 0))
        }
        let width = max(Double(bounds.width) - safe.left - safe.right, 0)
        return CGRect(
            x: Double(bounds.minX) + safe.left, y: top, width: width,
            height: max(Double(bounds.maxY) - top, 0))
    }

    /// The height above the floor at which the panel is entirely off screen, below the parent's
    /// bottom edge (negative: the floor stands above that edge).
    package var hiddenHeight: Double { floor - Double(geometry.bounds.maxY) }

    /// The height above the floor of a panel whose frame is `frame`.
    package func height(of frame: CGRect) -> Double { floor - Double(frame.minY) }

    /// The corners a panel rounds: the top two when it reaches the bottom edge, all four floating.
    package var roundedCorners: RoundedCorners { floats ? .all : .on(.top) }

    /// The position of a panel whose frame is `frame`, its detents `heights` tall: its top edge's
    /// height above the parent's bottom edge, and its progress from the lowest detent (0) to the
    /// highest (1); with a single height, from off screen (0) to it (1).
    package func position(of frame: CGRect, heights: [Double]) -> StagehandPosition {
        let height = height(of: frame)
        let lowest = heights.min() ?? 0
        let highest = heights.max() ?? 0
        let progress: Double
        if highest > lowest {
            progress = (height - lowest) / (highest - lowest)
        } else {
            let travel = lowest - hiddenHeight
            progress = travel > 0 ? (height - hiddenHeight) / travel : 1
        }
        return StagehandPosition(
            height: Double(geometry.bounds.maxY) - Double(frame.minY), progress: progress)
    }
}
