/// Which of UIKit's controls a model view stands for (``ModelView/control``): its class.
///
/// The headless UIKit delivers touches to gesture recognizers, not to views, so a control here is
/// its class and nothing more: the touch it tracks is the one it was hit-tested to, which it keeps
/// for as long as no recognizer cancels it in its view (``HeadlessTouch/isCancelledInView``); what
/// it refuses an ancestor's recognizer is its ``ModelView/gestureRecognizerShouldBegin`` (a slider's
/// thumb, `UIView.h` lines 384–387).
public enum ModelControl: Sendable, Hashable {
    /// `UIButton`.
    case button
    /// `UISlider`.
    case slider
    /// `UISwitch`.
    case `switch`
    /// `UIStepper`.
    case stepper
    /// `UISegmentedControl`.
    case segmentedControl
    /// Any other `UIControl`.
    case other
}
