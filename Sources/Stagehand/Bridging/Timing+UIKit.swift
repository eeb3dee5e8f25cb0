#if canImport(UIKit)
import StagehandCore
import UIKit

@MainActor
extension Timing {
    /// UIKit's timing parameters for this timing: `UICubicTimingParameters` with the curve's control
    /// points for a Bézier curve, `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`
    /// for a spring (UIKit then computes the spring's duration itself and ignores the animator's).
    var timingParameters: any UITimingCurveProvider {
        switch curve {
        case .cubicBezier(let bezier): UICubicTimingParameters(bezier)
        case .spring(let spring): UISpringTimingParameters(spring)
        }
    }
}
#endif
