import Foundation

/// A height a card can rest at, as Apple's sheets have (`UISheetPresentationController.Detent`).
public enum Detent: Sendable, Hashable {
    /// As tall as the content's preferred size (all the height inside the margins when it has none).
    case fitted
    /// A fraction of the height available inside the margins (`.medium` is 0.5).
    case fraction(Double)
    /// A fixed height in points.
    case points(Double)
    /// All the height inside the margins (`.large`).
    case large
    /// A height computed from the container by a resolver (``custom(identifier:resolver:)``).
    case custom(DetentResolver)

    /// Apple's medium detent: half the available height.
    public static let medium = Detent.fraction(0.5)

    /// The card height for this detent, with ``Length``'s clamps (never taller than available).
    public func height(available: Double, preferred: Double?) -> Double {
        length.resolve(available: available, preferred: preferred)
    }

    var length: Length {
        switch self {
        case .fitted: .fitted
        case .fraction(let fraction): .fraction(fraction)
        case .points(let points): .points(points)
        case .large: .full
        case .custom(let resolver): Length(.resolved(resolver))
        }
    }

    /// Where a card released at `height` points tall, moving at `velocity` points per second
    /// (positive when growing), comes to rest: the detent nearest to the projected height, or `nil`
    /// when the projection falls below half the smallest detent (the card is dismissed).
    ///
    /// - Parameters:
    ///   - height: the card's height when released, in points.
    ///   - velocity: the card's velocity when released, in points per second, positive when growing.
    ///   - heights: the resolved heights of the detents, in any order.
    ///   - rate: how quickly the projected fling slows down.
    /// - Returns: the index in `heights` of the detent the card comes to rest at, or `nil` when it
    ///   is dismissed.
    public static func target(
        releasedAt height: Double, velocity: Double, heights: [Double], rate: DecelerationRate = .normal
    ) -> Int? {
        guard let smallest = heights.min() else { return nil }
        let projected = GesturePhysics.project(position: height, velocity: velocity, rate: rate)
        if projected < smallest / 2 { return nil }
        var best = 0
        for (index, candidate) in heights.enumerated()
        where abs(candidate - projected) < abs(heights[best] - projected) {
            best = index
        }
        return best
    }
}
