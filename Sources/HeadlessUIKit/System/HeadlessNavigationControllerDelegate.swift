import Foundation

/// `UINavigationControllerOperation`: what a navigation transition does to the stack (rule 52).
public enum NavigationOperation: Sendable, Hashable, CustomStringConvertible {
    /// A controller goes onto the stack.
    case push
    /// Controllers come off the stack.
    case pop

    /// `push` or `pop`.
    public var description: String { self == .push ? "push" : "pop" }
}

/// `UINavigationControllerDelegate` in the headless UIKit, for the calls every delegate may answer:
/// the navigation controller shows a new top controller (rule 52). Held weakly, as UIKit does
/// (D H6). Both methods default to doing nothing.
///
/// A delegate that supplies animators conforms to ``HeadlessNavigationAnimating`` as well: in UIKit,
/// merely implementing `navigationController(_:animationControllerFor:from:to:)` turns the edge
/// swipe off (rule 55), so the model tells the two kinds of delegate apart by that conformance.
@MainActor
public protocol HeadlessNavigationControllerDelegate: AnyObject {
    /// `navigationController(_:willShow:animated:)`: `viewController` is about to be the top.
    func navigationController(
        _ navigationController: HeadlessNavigationController, willShow viewController: ModelViewController,
        animated: Bool)
    /// `navigationController(_:didShow:animated:)`: `viewController` is the top, its transition over
    /// (never after a cancelled one, rule 54).
    func navigationController(
        _ navigationController: HeadlessNavigationController, didShow viewController: ModelViewController,
        animated: Bool)
}

extension HeadlessNavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(
        _ navigationController: HeadlessNavigationController, willShow viewController: ModelViewController,
        animated: Bool
    ) {}

    /// Does nothing.
    public func navigationController(
        _ navigationController: HeadlessNavigationController, didShow viewController: ModelViewController,
        animated: Bool
    ) {}
}

/// A navigation controller delegate that implements `navigationController(_:animationControllerFor:
/// from:to:)` (and perhaps `navigationController(_:interactionControllerFor:)`): it supplies the
/// animators of pushes and pops (rule 52), and by implementing the method at all it stops UIKit's
/// edge swipe from popping (rule 55).
@MainActor
public protocol HeadlessNavigationAnimating: HeadlessNavigationControllerDelegate {
    /// The animator of an animated push or pop from `from` to `to`; nil for UIKit's own slide.
    func navigationController(
        _ navigationController: HeadlessNavigationController,
        animationControllerFor operation: NavigationOperation, from: ModelViewController,
        to: ModelViewController
    ) -> (any HeadlessAnimatedTransitioning)?

    /// The interaction controller that drives `animator`'s transition; asked only when an animator
    /// was supplied (rule 52, as rule 10).
    func navigationController(
        _ navigationController: HeadlessNavigationController,
        interactionControllerFor animator: any HeadlessAnimatedTransitioning
    ) -> (any HeadlessInteractiveTransitioning)?
}

extension HeadlessNavigationAnimating {
    /// No interaction controller.
    public func navigationController(
        _ navigationController: HeadlessNavigationController,
        interactionControllerFor animator: any HeadlessAnimatedTransitioning
    ) -> (any HeadlessInteractiveTransitioning)? { nil }
}
