/// Which of UIKit's controls a view is (`UIControl` and the subclasses whose touches Stagehand's
/// pans weigh), as the platform reads it from the view's class; the layer decides what each means
/// (``DismissalPanCore/shouldReceive(_:touchIn:)``).
package enum LayerControlKind: Sendable, Hashable {
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
    /// Any other `UIControl` (a text field, a page control, a date picker, an app's own control).
    case other
}
