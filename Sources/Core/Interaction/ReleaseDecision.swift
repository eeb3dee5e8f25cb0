import Foundation

/// What an interactive transition does when the finger lifts: finish it or cancel it.
public enum ReleaseOutcome: String, Sendable, Hashable, CaseIterable {
    /// Run the transition to its end (a dismissal completes).
    case finish
    /// Return to where it started (the presented view stays).
    case cancel
}

/// The rule that turns a release into ``ReleaseOutcome/finish`` or ``ReleaseOutcome/cancel``, from
/// the position, the velocity, and where that velocity would carry the view.
///
/// Positions are progress along the transition (0 = where the drag started, 1 = the transition's
/// end) and velocities progress per second, positive towards the end. The decision, in order:
/// 1. a flick faster than ``minimumFlickVelocity`` decides by its direction alone;
/// 2. otherwise the projected position (`GesturePhysics.project`, with the velocity converted to
///    points through `distance`) decides: past ``threshold`` finishes, before it cancels.
///
/// So a slow drag past half-way finishes, a slow drag back before half-way cancels, and a fast
/// flick wins whatever the position, which is what PanModal, Presentr and DeckTransition users ask
/// for (they ignore velocity).
public struct ReleaseDecision: Sendable, Hashable {
    /// The projected progress beyond which a release finishes (0.5 by default).
    public var threshold: Double
    /// A velocity, in progress per second, above which direction alone decides (2 by default: a
    /// flick that would cover the whole transition in half a second).
    public var minimumFlickVelocity: Double
    /// How quickly the projection decelerates.
    public var decelerationRate: DecelerationRate

    /// Creates a rule; a NaN threshold counts as 0.5 and one outside [0, 1] is clamped, a
    /// non-positive or NaN flick velocity disables flicks.
    public init(
        threshold: Double = 0.5, minimumFlickVelocity: Double = 2,
        decelerationRate: DecelerationRate = .normal
    ) {
        self.threshold = threshold.isNaN ? 0.5 : min(max(threshold, 0), 1)
        self.minimumFlickVelocity = minimumFlickVelocity > 0 ? minimumFlickVelocity : .infinity
        self.decelerationRate = decelerationRate
    }

    /// The outcome of a release at `progress` moving at `velocity` (progress per second) along a
    /// transition `distance` points long (the distance converts the velocity to points per second
    /// for the deceleration model, whose constants are in points and milliseconds).
    public func decide(progress: Double, velocity: Double, distance: Double) -> ReleaseOutcome {
        let progress = progress.isFinite ? progress : 0
        let velocity = velocity.isFinite ? velocity : 0
        if abs(velocity) >= minimumFlickVelocity {
            return velocity > 0 ? .finish : .cancel
        }
        let projected = projectedProgress(progress: progress, velocity: velocity, distance: distance)
        return projected > threshold ? .finish : .cancel
    }

    /// Where a release at `progress` with `velocity` would come to rest, in progress.
    public func projectedProgress(progress: Double, velocity: Double, distance: Double) -> Double {
        guard distance.isFinite, distance > 0 else { return progress }
        let points = GesturePhysics.projectedDistance(velocity: velocity * distance, rate: decelerationRate)
        return progress + points / distance
    }
}
