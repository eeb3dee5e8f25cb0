import Foundation

extension PresentationDriver {
    /// What the presented view wears at rest in the container measured now
    /// (``StagehandTransition/chrome(presentedFrame:in:)``): its rounded corners, shadow and
    /// grabber; ``PresentedChrome/plain`` for an app's own transition.
    package var presentedChrome: PresentedChrome {
        guard let transition = transition as? StagehandTransition else { return .plain }
        return transition.chrome(presentedFrame: frameOfPresentedView(), in: measured().container)
    }
}
