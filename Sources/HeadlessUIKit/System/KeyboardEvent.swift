import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What `keyboardWillChangeFrameNotification`'s `userInfo` carries (contract §5): the keyboard's
/// frame before and after, in window coordinates, the animation's duration and its curve.
public struct KeyboardEvent: Sendable, Equatable {
    /// `keyboardFrameBeginUserInfoKey`: the frame before the change.
    public var frameBegin: CGRect
    /// `keyboardFrameEndUserInfoKey`: the frame after the change.
    public var frameEnd: CGRect
    /// `keyboardAnimationDurationUserInfoKey`, in seconds.
    public var duration: Double
    /// `keyboardAnimationCurveUserInfoKey`: a `UIView.AnimationCurve` raw value (7 on current
    /// systems; shift it left by 16 for animation options).
    public var curve: Int

    /// Creates a keyboard event.
    public init(frameBegin: CGRect, frameEnd: CGRect, duration: Double, curve: Int) {
        self.frameBegin = frameBegin
        self.frameEnd = frameEnd
        self.duration = duration
        self.curve = curve
    }
}
