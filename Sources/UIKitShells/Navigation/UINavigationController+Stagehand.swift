#if canImport(UIKit)
import StagehandCore
import StagehandUIKitLayer
import UIKit

extension UINavigationController {
    /// Runs this navigation controller's pushes and pops with Stagehand transitions.
    ///
    /// ```swift
    /// navigationController.enableStagehandTransitions()
    /// detail.stagehand.transition = .zoom(from: cell)   // this controller's pushes, and pops
    /// navigationController.pushViewController(detail, animated: true)
    /// ```
    ///
    /// Stagehand's delegate takes the `delegate` slot and forwards every call to the delegate that
    /// was there, which keeps supplying its own animators where it answers one. Set the app's
    /// delegate afterwards through ``stagehandForwardedDelegate``: setting `delegate` itself would
    /// replace Stagehand's. (A ``StagehandNavigationController`` does this for you: its
    /// `delegate` is always the app's.) Calling it again changes nothing.
    ///
    /// A push runs with the transition given to ``pushViewController(_:transition:animated:)``,
    /// else the pushed controller's own `stagehand.transition`, else a slide from the trailing edge
    /// that moves as UIKit's push; a pop runs the push's transition backwards. Only a transition
    /// whose screen covers the navigation controller is pushed with (a zoom, a shared element, a
    /// fade, a cover, a push): for a drawer, a card or a popup UIKit's own push runs. The back swipe
    /// keeps working: UIKit's own stops once a delegate supplies animators, so Stagehand's drives
    /// the pop from the leading edge, with the finger.
    public func enableStagehandTransitions() {
        stagehandSlot.enable {
            let shell = StagehandNavigationDelegate(
                core: NavigationTransitionCore(navigationController: self, platform: UIKitPlatform()))
            LayerOptions<UIKitPlatform>.of(self, creating: true)?.containerDelegate = shell
            return shell
        }
    }

    /// The app's own navigation controller delegate, to which Stagehand's forwards every call once
    /// ``enableStagehandTransitions()`` has run; before, the `delegate` itself. Held weakly.
    public var stagehandForwardedDelegate: (any UINavigationControllerDelegate)? {
        get { stagehandSlot.appDelegate as? any UINavigationControllerDelegate }
        set { stagehandSlot.setAppDelegate(newValue) }
    }

    /// Pushes `viewController` with `transition`: this push, and the pop that takes it off the
    /// stack, run with it; the controller's own `stagehand.transition` serves its later pushes.
    /// Stagehand's transitions are enabled first (``enableStagehandTransitions()``).
    ///
    /// Asked while a push, a pop or a tab switch runs, the push waits for its end and then runs
    /// (made at once, UIKit may corrupt the navigation bar or drop it). A controller that is in the
    /// stack already, or presented, is not pushed (UIKit would throw), and the debug log says so.
    ///
    /// ```swift
    /// navigationController?.pushViewController(detail, transition: .zoom(from: cell))
    /// ```
    public func pushViewController(
        _ viewController: UIViewController, transition: any CustomTransition, animated: Bool = true
    ) {
        enableStagehandTransitions()
        NavigationPushing<UIKitPlatform>.push(
            viewController, transition: transition, on: self, platform: UIKitPlatform()
        ) { [weak self] in self?.pushViewController($0, animated: animated) }
    }

    /// UIKit's own delegate slot, past ``StagehandNavigationController``'s `delegate`, which
    /// Stagehand's delegate shares with the app's.
    var stagehandSlot: ContainerDelegateSlot<StagehandNavigationDelegate> {
        let stagehand = self as? StagehandNavigationController
        return ContainerDelegateSlot(
            read: { [weak self] in stagehand?.systemDelegate ?? self?.delegate },
            write: { [weak self] in
                let delegate = $0 as? any UINavigationControllerDelegate
                stagehand?.systemDelegate = delegate
                if stagehand == nil { self?.delegate = delegate }
            })
    }
}

/// A navigation controller whose pushes and pops run with Stagehand transitions from the start
/// (``UIKit/UINavigationController/enableStagehandTransitions()``), and whose `delegate` can be set
/// before or after: Stagehand's delegate forwards every call to the one set.
///
/// Reading `delegate` answers Stagehand's own delegate, which UIKit holds: whether UIKit sends its
/// delegate calls through the `delegate` property or to the object it stored is not documented
/// (rule 60), and only the object UIKit stored is right on both readings. Read the app's own
/// delegate as ``UIKit/UINavigationController/stagehandForwardedDelegate``.
open class StagehandNavigationController: UINavigationController {
    /// Stagehand's delegate, which forwards every call to the delegate set here
    /// (``UIKit/UINavigationController/stagehandForwardedDelegate``); held weakly, as UIKit's.
    open override var delegate: (any UINavigationControllerDelegate)? {
        get { super.delegate }
        set { stagehandSlot.assign(newValue) }
    }

    /// UIKit's own slot, which holds Stagehand's delegate.
    var systemDelegate: (any UINavigationControllerDelegate)? {
        get { super.delegate }
        set { super.delegate = newValue }
    }

    /// Creates a navigation controller holding `rootViewController`.
    public override init(rootViewController: UIViewController) {
        super.init(rootViewController: rootViewController)
        enableStagehandTransitions()
    }

    /// Creates an empty navigation controller, or one from a nib.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        enableStagehandTransitions()
    }

    /// Creates a navigation controller with custom bar classes.
    public override init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        super.init(navigationBarClass: navigationBarClass, toolbarClass: toolbarClass)
        enableStagehandTransitions()
    }

    /// Creates a navigation controller from a storyboard.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        enableStagehandTransitions()
    }
}
#endif
