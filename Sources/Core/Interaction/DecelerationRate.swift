import Foundation

/// How quickly a flung view slows down, as the fraction of its velocity it keeps each millisecond:
/// `UIScrollView.DecelerationRate`'s values.
public struct DecelerationRate: Sendable, Hashable {
    /// The fraction of velocity kept per millisecond, in (0, 1).
    public let rawValue: Double

    /// Creates a rate; values outside (0, 1) or NaN are clamped to [0.5, 0.9999] (a rate of 1 would
    /// never stop, 0 would stop at once).
    public init(rawValue: Double) {
        self.rawValue = rawValue.isNaN ? 0.998 : min(max(rawValue, 0.5), 0.9999)
    }

    /// `UIScrollView.DecelerationRate.normal`: 0.998.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// `UIScrollView.DecelerationRate.fast`: 0.99.
    public static let fast = DecelerationRate(rawValue: 0.99)
}

/// The gesture arithmetic of "Designing Fluid Interfaces" (WWDC 2018): where a fling would come to
/// rest, rubber banding past a limit, and handing a release over to a spring.
package enum GesturePhysics {
    /// How far a view moving at `velocity` (points per second) travels before it comes to rest,
    /// decelerating at `rate`: `velocity / 1000 · rate / (1 - rate)`. The sign follows the velocity.
    /// A non-finite velocity counts as 0.
    public static func projectedDistance(velocity: Double, rate: DecelerationRate = .normal) -> Double {
        guard velocity.isFinite else { return 0 }
        return velocity / 1000 * rate.rawValue / (1 - rate.rawValue)
    }

    /// Where a view at `position` moving at `velocity` comes to rest.
    public static func project(position: Double, velocity: Double, rate: DecelerationRate = .normal) -> Double
    {
        position + projectedDistance(velocity: velocity, rate: rate)
    }

    /// The rubber-banded offset for a drag of `offset` points past a limit, in a dimension
    /// `dimension` points long: `(1 - 1 / (x · c / d + 1)) · d`, with c = 0.55 by default, as
    /// `UIScrollView` resists a drag past its content. The result has the offset's sign, is always
    /// shorter than both the offset and the dimension, and is 0 for a non-positive dimension or a
    /// non-finite input.
    public static func rubberBand(offset: Double, dimension: Double, coefficient: Double = 0.55) -> Double {
        guard offset.isFinite, dimension.isFinite, dimension > 0, coefficient.isFinite, coefficient > 0 else {
            return 0
        }
        let magnitude = (1 - 1 / (abs(offset) * coefficient / dimension + 1)) * dimension
        return offset < 0 ? -magnitude : magnitude
    }

    /// The initial velocity to give a spring that takes over a release, in UIKit's relative units
    /// (distances per second): the gesture's `velocity` (points per second, positive towards the
    /// target) divided by the `distance` still to go (points).
    ///
    /// When the distance is (nearly) zero there is nothing to hand over and the result is 0; a
    /// result is never larger in magnitude than `limit` (100 distances per second by default), so a
    /// fling released a hair from its target does not make the spring explode.
    public static func relativeInitialVelocity(velocity: Double, distance: Double, limit: Double = 100)
        -> Double
    {
        guard velocity.isFinite, distance.isFinite, abs(distance) > 1e-6 else { return 0 }
        let relative = velocity / distance
        return min(max(relative, -abs(limit)), abs(limit))
    }
}
