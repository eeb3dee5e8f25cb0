import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The content size a presentation lays out with: the controller's `preferredContentSize` when it
/// names a height, else the height its content needs at the presented view's width, measured once
/// per width (``CustomTransition/fittingWidth(in:preferredContentSize:)``) and kept until
/// ``invalidate()``.
///
/// The measurement is Auto Layout's `systemLayoutSizeFitting` on a phone (rule 49), which is costly,
/// so it is cached: the stage measures the container on every drag event and layout pass, and only
/// a new width, a changed preferred size (rule 28), a trait change or the app's
/// `invalidateDetents()` measure the content again. What UIKit answers for content without
/// constraints is unknown (rule 49): any answer that is not a positive, finite height counts as no
/// height, and a height taller than the space available is clamped to it (``Length``), so a card
/// fills the screen then, as it does for a controller with no preferred size.
package struct ContentFitting {
    /// The transition deciding the width the content is measured at.
    private let transition: any CustomTransition
    /// The last measurement: the width and the height the content needed at it.
    private var measured: (width: Double, height: Double)?
    /// How many times the content was measured (for tests and benchmarks).
    package private(set) var measurements = 0

    /// The fitting of content presented with `transition`.
    package init(transition: any CustomTransition) {
        self.transition = transition
    }

    /// The content size to lay out with in `container`: `preferred` when it has a positive, finite
    /// height or the transition fits nothing; else `preferred`'s width (0 when none) and the height
    /// `measure` gives at the transition's fitting width, measured again only when that width
    /// changed since the last call or ``invalidate()`` was called.
    package mutating func contentSize(
        in container: ContainerGeometry, preferred: CGSize?, measure: (_ width: Double) -> Double
    ) -> CGSize? {
        if let height = preferred.map({ Double($0.height) }), height.isFinite, height > 0 { return preferred }
        guard let width = transition.fittingWidth(in: container, preferredContentSize: preferred),
            width.isFinite, width > 0
        else { return preferred }
        let height: Double
        if let measured, measured.width == width {
            height = measured.height
        } else {
            measurements += 1
            height = measure(width)
            measured = (width, height)
        }
        guard height.isFinite, height > 0 else { return preferred }
        return CGSize(width: preferred?.width ?? 0, height: height)
    }

    /// Forgets the measurement: the next ``contentSize(in:preferred:measure:)`` measures again.
    package mutating func invalidate() {
        measured = nil
    }
}
