#if canImport(UIKit)
import UIKit
import StagehandCore

extension CGAffineTransform {
    /// The affine transform UIKit applies for a Stagehand transform (about the view's centre, as a
    /// view's `transform` always is).
    public init(_ transform: Transform2D) {
        let matrix = transform.matrix
        self.init(
            a: CGFloat(matrix.a), b: CGFloat(matrix.b), c: CGFloat(matrix.c), d: CGFloat(matrix.d),
            tx: CGFloat(matrix.tx), ty: CGFloat(matrix.ty))
    }
}

extension Transform2D {
    /// The scale, rotation and translation of a UIKit transform (see ``Transform2D/init(matrix:)``
    /// for transforms with shear).
    public init(_ transform: CGAffineTransform) {
        self.init(
            matrix: AffineMatrix(
                a: Double(transform.a), b: Double(transform.b), c: Double(transform.c),
                d: Double(transform.d),
                tx: Double(transform.tx), ty: Double(transform.ty)))
    }
}

extension UIEdgeInsets {
    /// UIKit insets with the same four values.
    public init(_ insets: Insets) {
        self.init(
            top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom),
            right: CGFloat(insets.right))
    }
}

extension Insets {
    /// Stagehand insets with the same four values as UIKit's.
    public init(_ insets: UIEdgeInsets) {
        self.init(
            top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
            right: Double(insets.right))
    }
}

extension ScreenEdge {
    /// The matching `UIRectEdge`, for edge-pan gesture recognizers.
    public var rectEdge: UIRectEdge {
        switch self {
        case .left: .left
        case .top: .top
        case .right: .right
        case .bottom: .bottom
        }
    }
}

extension UICubicTimingParameters {
    /// Cubic timing parameters with the curve's control points.
    public convenience init(_ curve: CubicBezier) {
        self.init(
            controlPoint1: CGPoint(x: curve.x1, y: curve.y1), controlPoint2: CGPoint(x: curve.x2, y: curve.y2)
        )
    }
}

extension UISpringTimingParameters {
    /// SpringParameters timing parameters with the spring's mass, stiffness, damping and initial velocity
    /// (relative to the distance on both axes, UIKit's convention).
    ///
    /// These are UIKit's physical parameters, so UIKit then moves exactly the closed form of
    /// ``SpringParameters``: the view is at ``SpringParameters/progress(at:)`` of the way at every instant, whichever
    /// initialiser made the spring. An animator ignores its own duration for parameters given this
    /// way and runs until the spring comes to rest.
    ///
    /// A spring from ``SpringParameters/init(uiKitDuration:dampingRatio:initialVelocity:)`` carries the mass,
    /// stiffness and damping that UIKit derives itself for
    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)` in an animator of that duration, so
    /// both describe the same motion.
    ///
    /// - Parameter spring: The spring to run.
    public convenience init(_ spring: SpringParameters) {
        let velocity = CGFloat(spring.initialVelocity)
        self.init(
            mass: CGFloat(spring.mass), stiffness: CGFloat(spring.stiffness),
            damping: CGFloat(spring.damping),
            initialVelocity: CGVector(dx: velocity, dy: velocity))
    }
}
#endif
