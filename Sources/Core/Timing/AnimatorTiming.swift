import Foundation

/// How a property animator is told a ``Timing``: the three ways UIKit describes an animator's
/// curve, chosen so that the animator moves exactly as the plan does and lasts as long.
package enum AnimatorTiming: Sendable, Hashable {
    /// A cubic Bézier curve over the animator's duration (`UICubicTimingParameters`).
    case cubic(CubicBezier)
    /// A spring given by its physics (`UISpringTimingParameters(mass:stiffness:damping:
    /// initialVelocity:)`): UIKit ignores the animator's duration and runs until the spring rests.
    case springPhysics(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
    /// A spring given by its damping ratio (`UISpringTimingParameters(dampingRatio:initialVelocity:)`):
    /// UIKit derives the spring from the animator's duration, and ends the animation then (its
    /// `animate(withDuration:usingSpringWithDamping:…)`).
    case springDampingRatio(Double, initialVelocity: Double)
}

extension Timing {
    /// How a property animator runs this timing over ``duration``.
    ///
    /// A Bézier curve is a cubic curve. A spring is given by its damping ratio when UIKit's duration
    /// form derives exactly this spring for this duration (``SpringParameters/init(uiKitDuration:dampingRatio:initialVelocity:)``
    /// agrees with it to 1e-9): the animator then ends at the duration, as the plan does (the bottom
    /// card's: 0.5 s). Any other spring is given by its physics, which moves as the plan's closed form
    /// at every instant.
    package var animatorTiming: AnimatorTiming {
        switch curve {
        case .cubicBezier(let bezier):
            return .cubic(bezier)
        case .spring(let spring):
            if let derived = try? SpringParameters(
                uiKitDuration: duration, dampingRatio: spring.dampingRatio,
                initialVelocity: spring.initialVelocity),
                abs(derived.naturalFrequency - spring.naturalFrequency) <= 1e-9 * spring.naturalFrequency,
                abs(derived.mass - spring.mass) <= 1e-9 * spring.mass
            {
                return .springDampingRatio(spring.dampingRatio, initialVelocity: spring.initialVelocity)
            }
            return .springPhysics(
                mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
                initialVelocity: spring.initialVelocity)
        }
    }
}
