import Foundation

/// Shares one drag between a scroll view inside a presented view and the presented view itself,
/// the way Apple's sheets do (and PanModal, SPStorkController and DeckTransition get wrong, their
/// most reported bug):
///
/// - while the scroll view is scrolled away from its top, dragging towards the dismissal edge
///   scrolls it back;
/// - once it reaches its top, the rest of the same drag moves the presented view, which can then
///   be dismissed;
/// - dragging back first returns the presented view to its place, then, with the scroll view at its
///   top and ``expansionRoom`` left, moves the presented view further away from the edge (a card
///   growing to a higher detent, as Apple's `prefersScrollingExpandsWhenScrolledToEdge`), and only
///   then scrolls the content.
///
/// Feed it every change of the drag (in points along the dismissal direction, positive towards the
/// edge) with the scroll view's current offset from its top; it answers how far to scroll and how far
/// to move the presented view. The UIKit layer pins the scroll view's `contentOffset` to the answer
/// while the presented view moves, so the two never move at once.
package struct ScrollHandoff: Sendable, Hashable {
    /// How far the presented view has been dragged from its resting place, in points: positive
    /// towards the dismissal edge, negative away from it (no further than ``expansionRoom``).
    public private(set) var viewOffset: Double = 0
    /// The scroll view's offset from its top edge, in points (0 at the top).
    public private(set) var scrollOffset: Double
    /// The largest scroll offset the content allows.
    public var maximumScrollOffset: Double
    /// How far a drag away from the dismissal edge may move the presented view before the content
    /// scrolls, in points, with the scroll view at its top: a card's room to grow to its highest
    /// detent; 0 when a scroll only scrolls (set it to 0 when the drag turns into a dismissal, which
    /// never grows the card).
    public var expansionRoom: Double

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

    /// Starts a drag with the scroll view at `scrollOffset` (clamped to [0, maximum]), the presented
    /// view free to move `expansionRoom` points away from the edge first (0 when not finite or
    /// negative).
    public init(scrollOffset: Double, maximumScrollOffset: Double = .infinity, expansionRoom: Double = 0) {
        let maximum = maximumScrollOffset.isNaN ? 0 : max(0, maximumScrollOffset)
        self.maximumScrollOffset = maximum
        self.scrollOffset = scrollOffset.isFinite ? min(max(scrollOffset, 0), maximum) : 0
        self.expansionRoom = expansionRoom.isFinite ? max(0, expansionRoom) : 0
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
        // Away from the edge: bring the view back first, then (at the content's top) expand it into
        // its room, then scroll the content.
        var rest = -delta
        let returned = min(rest, max(viewOffset, 0))
        rest -= returned
        viewOffset -= returned
        let expanded = scrollOffset == 0 ? min(rest, max(0, expansionRoom + viewOffset)) : 0
        rest -= expanded
        viewOffset = max(viewOffset - expanded, -expansionRoom)
        let scrolled = max(0, min(rest, maximumScrollOffset - scrollOffset))
        scrollOffset = min(scrollOffset + scrolled, maximumScrollOffset)
        return Step(scroll: scrolled, view: -(returned + expanded))
    }

    /// Whether the drag has moved the presented view from its resting place (so its release decides
    /// where it goes), rather than only scrolled (so the scroll view decelerates on its own).
    public var isMovingView: Bool { viewOffset != 0 }
}
