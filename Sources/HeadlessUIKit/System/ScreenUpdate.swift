import Foundation

/// A screen update made in the middle of a turn of the run loop: on a phone, a Core Animation
/// commit that `snapshotView(afterScreenUpdates: true)` forces, so that the view can be drawn before
/// it is pictured. The render server draws the whole window as it is at that moment, and the screen
/// shows it for a frame, whatever states the app meant to show before the next one.
///
/// ``HeadlessUIKit/screenUpdates`` keeps them apart from the frames a film records at its own
/// cadence (``HeadlessUIKit/onFrame``), so that a test can check what each one showed.
public struct ScreenUpdate: Sendable, Hashable {
    /// What forced it, such as `snapshot of presented view`.
    public var reason: String
    /// The window as it was drawn.
    public var frame: RecordedFrame

    /// Creates a record of a screen update.
    public init(reason: String, frame: RecordedFrame) {
        self.reason = reason
        self.frame = frame
    }
}
