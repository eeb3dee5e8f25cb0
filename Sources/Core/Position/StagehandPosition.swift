import Foundation

/// Where a panel or a presented card stands, as the UI around it follows it: a map's buttons that
/// ride on a panel's top edge, a player screen that shrinks as its card comes up.
///
/// Read from what is on screen at every frame it moves (a drag, a spring, `animateChanges`, a
/// rotation, the keyboard), so a screen that follows it moves with it, not after it.
public struct StagehandPosition: Sendable, Hashable {
    /// How far the sheet's top edge stands above the bottom edge of the view it lives in (the
    /// panel's parent, the presentation's container), in points: 0 off screen below it.
    public var height: Double
    /// How far it is through its travel: for a panel, 0 at its lowest detent and 1 at its highest
    /// (0 to 1 between them, below 0 as it goes off screen or rubber-bands below the lowest, above 1
    /// as it rubber-bands above the highest); a panel with one detent is 0 off screen and 1 there.
    /// For a presentation, 0 off screen and 1 at rest (at its highest detent, for a card).
    public var progress: Double

    /// A position `height` points above the bottom edge, `progress` through the travel.
    public init(height: Double, progress: Double) {
        self.height = height
        self.progress = progress
    }
}
