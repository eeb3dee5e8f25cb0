#if canImport(UIKit)
import StagehandCore
import StagehandUIKitLayer
import UIKit

extension UIViewController {
    /// This controller's Stagehand settings: the transition it is presented with, the zoom's source
    /// view, the scroll view that shares the dismiss drag, and ``StagehandPresentation/dismiss(animated:completion:)``.
    public var stagehand: StagehandPresentation { StagehandPresentation(self) }

    /// Presents `viewController` with `transition`.
    ///
    /// ```swift
    /// present(menu, transition: StagehandTransition.slideIn(from: .left))
    /// ```
    ///
    /// Presents `viewController` as `present(_:animated:completion:)` does, with `transition` for
    /// this presentation and its dismissal only; dismiss it with `dismiss(animated:)` or
    /// `stagehand.dismiss(animated:completion:)`. Once it is dismissed (or the presentation is
    /// cancelled, or UIKit refuses it), the controller's own ``StagehandPresentation/transition``
    /// comes back: UIKit's own presentation when none was set. Asked while this controller takes
    /// part in a transition (it presents or dismisses, or is presented or dismissed), the
    /// presentation waits for that transition's end and then runs, where UIKit would log and drop
    /// it; `completion` runs once, after it. To present a controller with the
    /// same transition every time, set `viewController.stagehand.transition` once and call
    /// `present(_:animated:)`.
    ///
    /// - Parameters:
    ///   - viewController: the controller to present.
    ///   - transition: the transition (``StagehandTransition`` or the app's own ``CustomTransition``).
    ///   - animated: whether the presentation is animated.
    ///   - completion: called after the presentation finishes.
    public func present(
        _ viewController: UIViewController, transition: any CustomTransition, animated: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        LayerPresenting<UIKitPlatform>.present(
            viewController, transition: transition, from: self, platform: UIKitPlatform()
        ) { [self] in
            present(viewController, animated: animated, completion: completion)
        }
    }
}
#endif
