import Foundation

/// What a card does that Apple's sheets do (`UISheetPresentationController`'s options), as
/// modifiers of the transition.
extension StagehandTransition {
    /// The same transition with a drag in the card's scrolled-to-top list growing the card first or
    /// only scrolling, as `UISheetPresentationController.prefersScrollingExpandsWhenScrolledToEdge`.
    ///
    /// With `true` (the default), a drag up that begins in the content's scroll view while it is
    /// scrolled to its top, on a card below its highest detent, grows the card to that detent first
    /// and then scrolls the list, in one movement; the release settles the card at the detent its
    /// speed reaches. With `false`, the same drag scrolls the list and the card keeps its height
    /// (a drag on the card outside the list still moves it). A drag down always scrolls the list back
    /// to its top before it lowers the card, and a drag that ends with the list scrolled from its top
    /// leaves the card at its detent and lets the list decelerate.
    ///
    /// ```swift
    /// let browser = StagehandTransition.card(detents: [.medium, .large])
    ///     .prefersScrollingExpandsWhenScrolledToEdge(false)  // the list scrolls at .medium too
    /// ```
    ///
    /// A card with one detent, and the other transitions, have nothing to grow to: the option
    /// changes nothing there.
    public func prefersScrollingExpandsWhenScrolledToEdge(_ expands: Bool) -> StagehandTransition {
        var copy = self
        copy.prefersScrollingExpandsWhenScrolledToEdge = expands
        return copy
    }
}
