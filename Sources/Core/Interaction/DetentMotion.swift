import Foundation

/// How a sheet that rests at detents moves under a finger: the one motion engine of Stagehand's
/// cards (``PresentationDriver``) and panels (``PanelDriver``).
///
/// A value of the detents' heights in one container, answering the questions a drag asks:
/// - what height a drag of some length shows, rubber-banded past the highest detent and below the
///   lowest (``height(draggedBy:from:escapesBelowLowest:)``), or that it has gone below the lowest
///   detent where the sheet may leave (a card's interactive dismissal, a panel's removal);
/// - how far a drag that begins in the content's scroll view may grow the sheet before the content
///   scrolls (``expansionRoom(from:)``, Apple's `prefersScrollingExpandsWhenScrolledToEdge`);
/// - which detent a release comes to rest at, by the projection of its velocity
///   (``restingDetent(releasedAt:velocity:rate:)``), and the spring that carries it there at the
///   finger's speed (``spring(_:velocity:distance:)``).
///
/// One drag's own state (its length, what it moved, its scroll hand-off) is a ``DetentDrag``.
package struct DetentMotion: Sendable, Equatable {
    /// The detents' heights, in points, in the detents' order.
    package let heights: [Double]
    /// The length a rubber band past the highest detent is measured against: the container's height.
    package let dimension: Double

    /// The motion of detents `heights` tall in a container `dimension` points tall.
    package init(heights: [Double], dimension: Double) {
        self.heights = heights
        self.dimension = dimension
    }

    /// The lowest detent's height (0 without detents).
    package var lowest: Double { heights.min() ?? 0 }
    /// The highest detent's height (0 without detents).
    package var highest: Double { heights.max() ?? 0 }

    /// What a drag shows.
    package enum DragHeight: Sendable, Equatable {
        /// The sheet stands this many points tall.
        case height(Double)
        /// The drag went below the lowest detent, where the sheet leaves: from here the drag drives
        /// its leaving, which starts at a drag of `offset` points (the way from the detent the drag
        /// began at down to the lowest).
        case belowLowest(offset: Double)
    }

    /// The height a drag of `moved` points towards the bottom (negative: upwards) shows, from the
    /// detent of index `start`: the detent's height less the drag, rubber-banded above the highest
    /// detent (against the container's height) and below the lowest (against the lowest's height),
    /// unless `escapesBelowLowest`, when a drag below the lowest answers ``DragHeight/belowLowest(offset:)``.
    package func height(draggedBy moved: Double, from start: Int, escapesBelowLowest: Bool) -> DragHeight {
        height(
            draggedBy: moved, fromHeight: heights.indices.contains(start) ? heights[start] : lowest,
            escapesBelowLowest: escapesBelowLowest)
    }

    /// The same, for a drag that began with the sheet `from` points tall (caught between detents,
    /// in the middle of a spring).
    package func height(draggedBy moved: Double, fromHeight from: Double, escapesBelowLowest: Bool)
        -> DragHeight
    {
        var height = from - moved
        if height < lowest, escapesBelowLowest { return .belowLowest(offset: from - lowest) }
        if height > highest {
            height = highest - GesturePhysics.rubberBand(offset: highest - height, dimension: dimension)
        }
        if height < lowest {
            // Below the lowest detent the band resists downwards: `rubberBand` keeps the offset's
            // (negative) sign.
            height = lowest + GesturePhysics.rubberBand(offset: height - lowest, dimension: lowest)
        }
        return .height(height)
    }

    /// How far a drag that begins in the content's scroll view, scrolled to its top, grows the sheet
    /// from the detent of index `start` before the content scrolls: up to the highest detent; nil for
    /// no room (already there, or a single detent).
    package func expansionRoom(from start: Int) -> Double? {
        guard heights.count > 1, heights.indices.contains(start) else { return nil }
        let room = highest - heights[start]
        return room > 0 ? room : nil
    }

    /// The index of the detent a sheet released `height` points tall, moving at `velocity` points per
    /// second (positive when it grows), comes to rest at: the one nearest its projection; nil when the
    /// projection falls below half the lowest detent (``Detent/target(releasedAt:velocity:heights:rate:)``).
    package func restingDetent(releasedAt height: Double, velocity: Double, rate: DecelerationRate) -> Int? {
        Detent.target(releasedAt: height, velocity: velocity, heights: heights, rate: rate)
    }

    /// `spring` launched at `velocity` points per second towards a target `distance` points away
    /// (UIKit's relative initial velocity, ``GesturePhysics/relativeInitialVelocity(velocity:distance:limit:)``),
    /// or `spring` as it is when that cannot be made.
    package static func spring(_ spring: SpringParameters, velocity: Double, distance: Double)
        -> SpringParameters
    {
        let relative = GesturePhysics.relativeInitialVelocity(velocity: velocity, distance: distance)
        return (try? spring.withInitialVelocity(relative)) ?? spring
    }
}

/// One drag of a sheet that rests at detents, from its beginning to its release: its length along
/// the sheet's direction and what it has moved the sheet, after a scroll view inside shares it
/// (``ScrollHandoff``). Positive lengths point towards the edge the sheet leaves by.
package struct DetentDrag: Sendable, Equatable {
    /// The drag's raw length at its last change.
    package private(set) var raw = 0.0
    /// How far the drag has moved the sheet (after any scroll hand-off).
    package private(set) var moved = 0.0
    /// The scroll view sharing the drag, if any.
    package var handoff: ScrollHandoff?

    /// A drag that began inside a scroll view scrolled `scrollOffset` points from its top (nil: not
    /// in a scroll view), which allows at most `maximumScrollOffset`.
    package init(scrollOffset: Double? = nil, maximumScrollOffset: Double = .infinity) {
        handoff = scrollOffset.map {
            ScrollHandoff(scrollOffset: $0, maximumScrollOffset: maximumScrollOffset)
        }
    }

    /// The drag's raw length is now `length`: what it moves is split with the scroll view, if one
    /// shares it. Returns the offset from its top to pin the scroll view at, nil without one.
    @discardableResult
    package mutating func change(to length: Double) -> Double? {
        let delta = length - raw
        raw = length
        if handoff != nil {
            handoff!.drag(by: delta)
            moved = handoff!.viewOffset
        } else {
            moved = length
        }
        return handoff?.scrollOffset
    }

    /// Whether the content was scrolled from its top when the drag ended: the drag then leaves the
    /// content its own, and the sheet comes to rest where it is (Apple's sheets keep their detent
    /// when a list is flung).
    package var endsInContent: Bool { (handoff?.scrollOffset ?? 0) > 0 }

    /// Whether a scroll view sharing the drag may go on decelerating by itself when it ends: unless
    /// the drag has moved the sheet and left the content at its top (the scroll view stays pinned).
    package var scrollMayDecelerate: Bool { endsInContent || !(handoff?.isMovingView ?? false) }
}
