#if canImport(UIKit)
import StagehandCore
import UIKit

extension UIViewController {
    /// This controller's Stagehand settings: the transition it is presented with, the zoom's source
    /// view, the scroll view that shares the dismiss drag, and ``StagehandPresentation/dismiss(animated:completion:)``.
    public var stagehand: StagehandPresentation { StagehandPresentation(self) }

    /// Presents `viewController` with `transition`.
    ///
    /// ```swift
    /// present(menu, transition: Transition.slideIn(from: .left))
    /// ```
    ///
    /// Sets `viewController.stagehand.transition` (which stays set for later presentations), then
    /// presents it as `present(_:animated:completion:)` does; dismiss it with `dismiss(animated:)` or
    /// `stagehand.dismiss(animated:completion:)`.
    ///
    /// - Parameters:
    ///   - viewController: the controller to present.
    ///   - transition: the transition (``Transition`` or the app's own ``CustomTransition``).
    ///   - animated: whether the presentation is animated.
    ///   - completion: called after the presentation finishes.
    public func present(
        _ viewController: UIViewController, transition: any CustomTransition, animated: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        viewController.stagehand.transition = transition
        present(viewController, animated: animated, completion: completion)
    }
}
#endif
