import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// `UIView.AnimationCurve`: the four built-in curves of a property animator, with UIKit's raw
/// values.
public enum HeadlessAnimationCurve: Int, Sendable, Hashable, CaseIterable {
    /// `.easeInOut`: `CAMediaTimingFunction(name: .easeInEaseOut)`, (0.42, 0, 0.58, 1).
    case easeInOut = 0
    /// `.easeIn`: (0.42, 0, 1, 1).
    case easeIn = 1
    /// `.easeOut`: (0, 0, 0.58, 1).
    case easeOut = 2
    /// `.linear`: constant speed.
    case linear = 3

    /// The curve's control points.
    public var bezier: CubicBezier {
        switch self {
        case .easeInOut: .easeInEaseOut
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        }
    }
}

/// The timing of a ``HeadlessViewPropertyAnimator``: what `UICubicTimingParameters` and
/// `UISpringTimingParameters` describe (`UITimingParameters.h`), evaluated with the core's
/// `CubicBezier` and `SpringParameters`.
///
/// - ``cubic(_:)`` is `UICubicTimingParameters` (`init(animationCurve:)`,
///   `init(controlPoint1:controlPoint2:)`, `init()`): the curve is stretched over the animation's
///   duration.
/// - ``spring(dampingRatio:initialVelocity:)`` is `UISpringTimingParameters(dampingRatio:initialVelocity:)`:
///   the spring is derived from the animation's duration (UIKit's mapping,
///   `SpringParameters.init(uiKitDuration:dampingRatio:initialVelocity:)`), so it comes to rest at that
///   duration.
/// - ``physicalSpring(mass:stiffness:damping:initialVelocity:)`` is
///   `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`: "the spring constants for
///   the underlying CASpringAnimation directly. The duration is computed assuming a small settling
///   oscillation" (`UITimingParameters.h`, lines 55–56). The animator's duration is ignored: the
///   animation lasts the spring's `SpringParameters.settlingDuration(epsilon:)` (within a thousandth).
///
/// Velocities are relative to the distance (1 covers the whole distance in a second), as in
/// UIKit. UIKit takes a `CGVector` and uses its `dx` for one-dimensional properties (lines 42–43);
/// the headless model drives every property of an animation with one progress, so it takes one
/// number, the `dx`.
public enum HeadlessTimingParameters: Sendable, Hashable {
    /// A cubic Bézier curve over the animation's duration (`UICubicTimingParameters`).
    case cubic(CubicBezier)
    /// A spring that settles at the animation's duration
    /// (`UISpringTimingParameters(dampingRatio:initialVelocity:)`).
    case spring(dampingRatio: Double, initialVelocity: Double)
    /// A spring of its own physics, lasting its settling time whatever the animation's duration
    /// (`UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`).
    case physicalSpring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)

    /// `UICubicTimingParameters()`: the default Core Animation curve, (0.25, 0.1, 0.25, 1).
    public init() {
        self = .cubic(.default)
    }

    /// `UICubicTimingParameters(animationCurve:)`.
    public init(animationCurve: HeadlessAnimationCurve) {
        self = .cubic(animationCurve.bezier)
    }

    /// `UIViewPropertyAnimator(duration:curve:)` with UIKit's raw curve value as UIKit sent it (rule
    /// 46): 0 to 3 are the public curves; any other value (the keyboard notification's 7) is the
    /// keyboard's private curve, which nobody outside UIKit knows (**unknown**): the model plays it
    /// as the reading `unknowns.keyboardCurveIsSpring` says, ``keyboardCubic`` or ``keyboardSpring``.
    public init(systemCurve: Int, unknowns: Unknowns) {
        if let curve = HeadlessAnimationCurve(rawValue: systemCurve) {
            self.init(animationCurve: curve)
        } else {
            self = unknowns.keyboardCurveIsSpring ? Self.keyboardSpring : Self.keyboardCubic
        }
    }

    /// The keyboard's curve 7 read as a cubic Bézier over the notification's duration, with the
    /// control points (0.38, 0.7) and (0.125, 1) measured against the keyboard (Apple Developer
    /// Forums thread 48088).
    public static let keyboardCubic = HeadlessTimingParameters.cubic(
        (try? CubicBezier(x1: 0.38, y1: 0.7, x2: 0.125, y2: 1)) ?? .easeOut)

    /// The keyboard's curve 7 read as the spring found in the keyboard's own animations: a
    /// `CASpringAnimation` of mass 3, stiffness 1000 and damping 500, from rest, whatever the
    /// duration (Apple Developer Forums thread 48088).
    public static let keyboardSpring = HeadlessTimingParameters.physicalSpring(
        mass: 3, stiffness: 1000, damping: 500, initialVelocity: 0)

    /// `UICubicTimingParameters(controlPoint1:controlPoint2:)`.
    ///
    /// Core Animation needs the x values in [0, 1] (the curve must be a function of time): they are
    /// clamped there. A control point that is not finite gives the default curve.
    public init(controlPoint1: CGPoint, controlPoint2: CGPoint) {
        let values = [controlPoint1.x, controlPoint1.y, controlPoint2.x, controlPoint2.y].map { Double($0) }
        guard values.allSatisfy(\.isFinite),
            let curve = try? CubicBezier(
                x1: min(max(values[0], 0), 1), y1: values[1], x2: min(max(values[2], 0), 1), y2: values[3])
        else {
            self = .cubic(.default)
            return
        }
        self = .cubic(curve)
    }

    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)` (`initialVelocity` is the
    /// vector's `dx`); `UISpringTimingParameters(dampingRatio:)` when the velocity is 0.
    public init(dampingRatio: Double, initialVelocity: Double = 0) {
        self = .spring(dampingRatio: dampingRatio, initialVelocity: initialVelocity)
    }

    /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` (`initialVelocity` is
    /// the vector's `dx`).
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        self = .physicalSpring(
            mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }

    /// `UICubicTimingParameters.animationCurve`: the built-in curve these parameters are, if any.
    public var animationCurve: HeadlessAnimationCurve? {
        guard case .cubic(let curve) = self else { return nil }
        return HeadlessAnimationCurve.allCases.first { $0.bezier == curve }
    }

    /// Whether the animation lasts the spring's own settling time rather than the animator's
    /// duration (the mass, stiffness and damping parameterisation).
    public var ignoresAnimatorDuration: Bool {
        if case .physicalSpring = self { return true }
        return false
    }

    /// The timing of one animation with these parameters lasting `duration` seconds (negative or
    /// not finite counts as 0): a `Timing` whose progress is 0 at the start and exactly 1 from its
    /// end on.
    ///
    /// A spring the core refuses (a damping ratio, mass, stiffness or damping that is not a
    /// positive finite number, a velocity that is not finite, or one that would take more than a
    /// minute to settle) runs as the critically damped spring of `duration` at rest, and, when even
    /// that cannot be built, as `easeInOut`: UIKit's initialisers do not fail, so neither does this.
    public func timing(duration: Double) -> Timing {
        let duration = duration.isFinite && duration > 0 ? duration : 0
        switch self {
        case .cubic(let curve):
            return .bezier(curve, duration: duration)
        case .spring(let ratio, let velocity):
            guard duration > 0 else { return .linear(duration: 0) }
            if let spring = try? SpringParameters(
                uiKitDuration: duration, dampingRatio: ratio, initialVelocity: velocity)
            {
                return .spring(spring, duration: duration)
            }
            return Self.fallback(duration: duration)
        case .physicalSpring(let mass, let stiffness, let damping, let velocity):
            if let spring = try? SpringParameters(
                mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
            {
                return .spring(spring)
            }
            return Self.fallback(duration: duration)
        }
    }

    private static func fallback(duration: Double) -> Timing {
        guard duration > 0 else { return .linear(duration: 0) }
        if let spring = try? SpringParameters(uiKitDuration: duration, dampingRatio: 1) {
            return .spring(spring, duration: duration)
        }
        return .easeInEaseOut(duration: duration)
    }
}
