import Foundation

/// A card's largest undimmed detent (``StagehandTransition/largestUndimmedDetent``) and what it
/// makes of the dimming: clear at that detent's height and below, full from the next taller
/// detent's height up, and in between in proportion to the card's height, so that a drag or a
/// detent change between the two fades the dimming in or out with the card's movement.
///
/// Apple's header says what happens at the detents ("The identifier of the largest detent that is
/// not dimmed. When nil or the identifier is not found in detents, all detents are dimmed.",
/// `UISheetPresentationController.h`, iOS 16.5 SDK) and not between them: the linear fade is
/// Stagehand's decision, and it is continuous, so a card held between the two detents never jumps
/// its dimming.
struct UndimmedDetent {
    /// The undimmed detent.
    let detent: Detent
    /// The card's detents.
    let detents: [Detent]

    /// The undimmed detent of `transition`; nil without one, when the card does not have it, or
    /// without a dimming to clear.
    init?(transition: StagehandTransition) {
        guard let detent = transition.largestUndimmedDetent, transition.dimming != nil,
            transition.detents.contains(detent)
        else { return nil }
        self.detent = detent
        self.detents = transition.detents
    }

    /// The dimming's alpha, 0 to 1, with the card `height` points tall, given each detent's height
    /// in the same container (`detentHeights`).
    ///
    /// 0 at the undimmed detent's height and below; 1 at the next taller detent's height and above;
    /// linear in between. With no taller detent the card is never dimmed.
    func dimmingAlpha(atHeight height: Double, detentHeights: (Detent) -> Double) -> Double {
        Self.dimmingAlpha(
            atHeight: height, clearHeight: detentHeights(detent), heights: detents.map(detentHeights))
    }

    /// The dimming's alpha with the sheet `height` points tall, clear at `clearHeight` (the
    /// undimmed detent's) and below, full at the shortest of `heights` taller than it and above.
    static func dimmingAlpha(atHeight height: Double, clearHeight clear: Double, heights: [Double]) -> Double
    {
        let taller = heights.filter { $0 > clear }.min()
        guard let taller, height > clear else { return 0 }
        return min((height - clear) / (taller - clear), 1)
    }
}
