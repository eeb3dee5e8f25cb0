#if canImport(UIKit)
import StagehandCore
import UIKit

@MainActor
extension Timing {
    /// UIKit's timing parameters for this timing, as the core's ``AnimatorTiming`` says:
    /// `UICubicTimingParameters` with the curve's control points; a spring by its damping ratio when
    /// UIKit's duration form gives exactly this spring for the duration (the animator then ends at
    /// the duration), else by its mass, stiffness and damping (UIKit then runs it until it rests).
    var timingParameters: any UITimingCurveProvider {
        switch animatorTiming {
        case .cubic(let bezier):
            return UICubicTimingParameters(bezier)
        case .springDampingRatio(let ratio, let velocity):
            let v = CGFloat(velocity)
            return UISpringTimingParameters(
                dampingRatio: CGFloat(ratio), initialVelocity: CGVector(dx: v, dy: v))
        case .springPhysics(let mass, let stiffness, let damping, let velocity):
            let v = CGFloat(velocity)
            return UISpringTimingParameters(
                mass: CGFloat(mass), stiffness: CGFloat(stiffness), damping: CGFloat(damping),
                initialVelocity: CGVector(dx: v, dy: v))
        }
    }
}
#endif
