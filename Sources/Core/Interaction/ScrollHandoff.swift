import Foundation

/// Shares one drag between a scroll view inside a presented view and the presented view itself,
/// the way Apple's sheets do (and PanModal, SPStorkController and DeckTransition get wrong, their
/// most reported bug):
///
/// - while the scroll view is scrolled away from its top, dragging towards the dismissal edge
///   scrolls it back;
/// - once it reaches its top, the rest of the same drag moves the presented view, which can then
///   be dismissed;
/// - dragging back first returns the presented view to its place, and only then scrolls the content.
///
/// Feed it every change of the drag (in points along the dismissal direction, positive towards the
/// edge) with the scroll view's current offset from its top; it answers how far to scroll and how far
/// to move the presented view. The UIKit layer pins the scroll view's `contentOffset` to the answer
/// while the presented view moves, so the two never move at once.
package struct ScrollHandoff: Sendable, Hashable {
    /// How far the presented view has been dragged from its resting place, in points (0 or more).
    public private(set) var viewOffset: Double = 0
    /// The scroll view's offset from its top edge, in points (0 at the top).
    public private(set) var scrollOffset: Double
    /// The largest scroll offset the content allows.
    public var maximumScrollOffset: Double

    /// The split of one drag movement.
    public struct Step: Sendable, Hashable {
        /// Points scrolled (negative: towards the top of the content).
        public var scroll: Double
        /// Points the presented view moved (positive: towards the dismissal edge).
        public var view: Double

        /// Creates a step.
        public init(scroll: Double, view: Double) {
            self.scroll = scroll
            self.view = view
        }
    }

    /// Starts a drag with the scroll view at `scrollOffset` (clamped to [0, maximum]).
    public init(scrollOffset: Double, maximumScrollOffset: Double = .infinity) {
        let maximum = maximumScrollOffset.isNaN ? 0 : max(0, maximumScrollOffset)
        self.maximumScrollOffset = maximum
        self.scrollOffset = scrollOffset.isFinite ? min(max(scrollOffset, 0), maximum) : 0
    }

    /// Splits a drag movement of `delta` points (positive towards the dismissal edge) between the
    /// scroll view and the presented view, and updates both offsets.
    @discardableResult
    public mutating func drag(by delta: Double) -> Step {
        guard delta.isFinite, delta != 0 else { return Step(scroll: 0, view: 0) }
        if delta > 0 {
            // Towards the edge: scroll the content back to its top first, then move the view.
            let scrolled = min(delta, scrollOffset)
            scrollOffset -= scrolled
            viewOffset += delta - scrolled
            return Step(scroll: -scrolled, view: delta - scrolled)
        }
        // Away from the edge: bring the view back first, then scroll the content.
        let returned = min(-delta, viewOffset)
        viewOffset -= returned
        let scrolled = max(0, min(-delta - returned, maximumScrollOffset - scrollOffset))
        scrollOffset = min(scrollOffset + scrolled, maximumScrollOffset)
        return Step(scroll: scrolled, view: -returned)
    }

    /// Whether the drag is moving the presented view (so its release decides a dismissal), rather
    /// than only scrolling (so the scroll view decelerates on its own).
    public var isMovingView: Bool { viewOffset > 0 }
}
