import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The small surface of UIKit that Stagehand's UIKit layer touches, as one port: the layer
/// (``LayerStage``, ``PlanAnimator``, ``LifecycleAnimator``, ``ContextAdapter``, ``AnimatorCore``,
/// ``PresentationControllerCore``, ``TransitioningDelegateCore``, ``DismissalPanCore``,
/// ``PassthroughCore``) is written once
/// against it, and runs on a phone over UIKit (`Stagehand`'s `UIKitPlatform`) and in the Linux tests
/// over the headless UIKit (`StagehandPreview`'s `HeadlessPlatform`).
///
/// Each associated type is a small protocol of exactly the members the layer uses; UIKit's own
/// classes conform on iOS, the headless UIKit's model classes on Linux. What a platform cannot give
/// through a view or a controller (making views and animators, the clock, the Reduce Motion setting,
/// the keyboard, a log) it gives here. A platform decides nothing: every decision is the layer's or
/// the core's.
@MainActor
package protocol Platform: AnyObject {
    /// A view (`UIView`).
    associatedtype View: LayerView where View.View == View
    /// A view controller (`UIViewController`).
    associatedtype ViewController: LayerViewController
    where ViewController.View == View, ViewController.ViewController == ViewController
    /// A property animator (`UIViewPropertyAnimator`).
    associatedtype PropertyAnimator: LayerPropertyAnimator
    /// A transition context (`UIViewControllerContextTransitioning`).
    associatedtype TransitionContext: LayerTransitionContext
    where TransitionContext.View == View, TransitionContext.ViewController == ViewController
    /// A pan gesture recognizer (`UIPanGestureRecognizer`, or its screen-edge subclass).
    associatedtype PanRecognizer: LayerPanRecognizer where PanRecognizer.View == View
    /// A scroll view (`UIScrollView`).
    associatedtype ScrollView: LayerScrollView where ScrollView.View == View
    /// A navigation controller (`UINavigationController`).
    associatedtype NavigationController: LayerNavigationController
    where NavigationController.View == View, NavigationController.ViewController == ViewController
    /// A tab bar controller (`UITabBarController`).
    associatedtype TabBarController: LayerTabBarController
    where TabBarController.View == View, TabBarController.ViewController == ViewController

    // MARK: Making things

    /// A property animator of `duration` seconds with `timing` (linear when nil); for a spring, the
    /// spring's own duration (UIKit ignores the animator's).
    func makePropertyAnimator(duration: Double, timing: Timing?) -> PropertyAnimator

    /// A property animator of `duration` seconds on the system's curve `systemCurve`, a
    /// `UIView.AnimationCurve` raw value taken as UIKit sent it, private values included
    /// (`UIViewPropertyAnimator(duration:curve:)`): the keyboard's curve 7 is one only UIKit knows
    /// (rule 46).
    func makePropertyAnimator(duration: Double, systemCurve: Int) -> PropertyAnimator

    /// An inactive property animator (linear, 1 s) whose animations take the blur of `dimmingView`
    /// (made by ``makeDimmingView(dimming:frame:tapped:)`` for a dimming that blurs) from no effect
    /// to the full blur: its `fractionComplete`, paused, is the blur's amount (rule 45: a visual
    /// effect view is animated through its `effect`, never its alpha). The caller owns it, and
    /// releases it as rule 39 allows.
    func makeBlurAnimator(forDimmingView dimmingView: View) -> PropertyAnimator

    /// The view that plays ``Role/dimming``: `dimming`'s backdrop, covering `frame`, whose taps call
    /// `tapped`. The plan animates its alpha, which fades its colour only (never a blur, rule 45).
    /// It is no accessibility element until ``setDimmingAccessibilityLabel(_:on:)`` makes it one.
    func makeDimmingView(dimming: Dimming, frame: CGRect, tapped: @escaping @MainActor () -> Void) -> View

    /// With a `label`, makes the dimming view `view` (made by
    /// ``makeDimmingView(dimming:frame:tapped:)``) an accessibility element with that label and the
    /// button trait, whose activation taps it (rule 50); with nil, no accessibility element.
    func setDimmingAccessibilityLabel(_ label: String?, on view: View)

    /// The pass-through view of a presentation without dimming (contract rule 35): a view covering
    /// `frame` that draws nothing, is no accessibility element, grows and shrinks with its superview
    /// (flexible width and height), answers its hit test with `hitTest` (called with the point, in
    /// its own coordinates, and the answer of the platform's own algorithm, `super.hitTest`), and
    /// whose taps call `tapped`. ``PassthroughCore`` decides both answers.
    func makePassthroughView(
        frame: CGRect, hitTest: @escaping @MainActor (_ point: CGPoint, _ superHitTest: View?) -> View?,
        tapped: @escaping @MainActor () -> Void
    ) -> View

    /// A plain view standing in for `original` when no snapshot can be made: its size and background
    /// colour.
    func makeStandIn(for original: View) -> View

    /// The presentation controller's `presentedView`: a view that holds `content` (resized with it)
    /// inside a clip view that shows the wrapper's corners (its ``LayerView/cornerView``),
    /// answers VoiceOver's escape gesture with `escape` (whether a dismissal started) and offers
    /// VoiceOver the custom actions `customActions` lists when asked (`accessibilityCustomActions`,
    /// read each time, rule 50).
    func makePresentedWrapper(
        around content: View, escape: @escaping @MainActor () -> Bool,
        customActions: @escaping @MainActor () -> [LayerAccessibilityAction]
    ) -> View

    /// Shows `shadow` on the presented wrapper `wrapper`'s own layer, which never clips (a shadow
    /// of alpha 0 is none: the layer's `shadowOpacity` 0), and rounds only `roundedCorners` of its
    /// ``LayerView/cornerView`` (`maskedCorners`).
    func showShadow(_ shadow: Shadow, roundedCorners: RoundedCorners, on wrapper: View)

    /// A grabber's view: `grabber`'s colour, rounded by half its thickness, taking no touches, no
    /// accessibility element, its margins but the one on `grabber.edge` flexible (UIKit's
    /// autoresizing), so that it stays centred on that edge as the presented view resizes.
    func makeGrabberView(_ grabber: Grabber) -> View

    /// Whether `view` is modal for VoiceOver (`accessibilityViewIsModal`).
    func isAccessibilityModal(_ view: View) -> Bool

    /// Sets whether `view` is modal for VoiceOver (`accessibilityViewIsModal`, rule 50).
    func setAccessibilityModal(_ isModal: Bool, on view: View)

    /// Asks VoiceOver to speak `announcement` (`UIAccessibility.post(notification: .announcement,
    /// argument:)`, rule 50).
    func postAccessibilityAnnouncement(_ announcement: String)

    /// A pan recognizer, from `edge` when given (a screen-edge pan), whose state changes and delegate
    /// questions go to `handler`; not on any view yet.
    func makePanRecognizer(edge: ScreenEdge?, handler: DismissalPanCore<Self>) -> PanRecognizer

    /// Puts `recognizer` on `view` (taking it off any other view).
    func add(_ recognizer: PanRecognizer, to view: View)

    /// Takes `recognizer` off its view.
    func remove(_ recognizer: PanRecognizer)

    /// The modal presentation style Stagehand presents with (`.custom`).
    var customPresentationStyle: ViewController.PresentationStyle { get }

    /// The modal presentation style that lets the controller choose (`.automatic`), which a read of
    /// `modalPresentationStyle` never answers: it resolves it (rule 37).
    var automaticPresentationStyle: ViewController.PresentationStyle { get }

    /// The platform's transitioning delegate object (a `UIViewControllerTransitioningDelegate`) that
    /// forwards to `core`.
    func makeTransitioningDelegate(_ core: TransitioningDelegateCore<Self>) -> AnyObject

    /// `view` as a scroll view, when it is one.
    func scrollView(_ view: View) -> ScrollView?

    /// What `recognizer` is to `view` when `view` is a scroll view and `recognizer` one of its
    /// gesture recognizers: its pan, its pinch, or another one and whether it delays touches. Nil
    /// for any other view or object. A fact read from UIKit; the layer decides what it means.
    func scrollRecognizer(_ recognizer: AnyObject, of view: View) -> LayerScrollRecognizer?

    /// Which of UIKit's controls `view` is (its class), nil when it is not a `UIControl`.
    func controlKind(of view: View) -> LayerControlKind?

    /// Whether `view` belongs to a table or collection view cell that has left the screen (such
    /// cells stay in the hierarchy for reuse); false where the platform has no such cells.
    func isInCellOffScreen(_ view: View) -> Bool

    // MARK: Time

    /// A display link on the main run loop, made paused, that calls `frame` at every frame the
    /// display shows while it is not paused (`CADisplayLink`, rule 65). It does not keep the caller
    /// alive: `frame` captures what it needs weakly. The caller invalidates it when done.
    func makeDisplayLink(_ frame: @escaping @MainActor () -> Void) -> any LayerDisplayLink

    /// The clock, in seconds (`CACurrentMediaTime()`, or the headless UIKit's virtual clock).
    var now: Double { get }

    /// Calls `block` after `seconds` on the main run loop, unless cancelled first.
    func after(_ seconds: Double, _ block: @escaping @MainActor () -> Void) -> any LayerCancellable

    // MARK: Settings and observation

    /// Whether the person asked the system to reduce motion (`UIAccessibility.isReduceMotionEnabled`).
    var isReduceMotionEnabled: Bool { get }

    /// Observes the keyboard (`keyboardWillChangeFrame`, `keyboardWillHide`) and Reduce Motion
    /// changes until the token is cancelled; each keyboard change is reported with its end frame in
    /// `container`'s coordinates (an empty frame when it hides), its duration (NaN when the system
    /// gave none) and its curve, the raw value UIKit sent (-1 when it sent none; rule 46).
    func observe(
        keyboardIn container: @escaping @MainActor () -> View?,
        keyboard: @escaping @MainActor (_ frame: CGRect, _ duration: Double, _ curve: Int) -> Void,
        reduceMotion: @escaping @MainActor (Bool) -> Void
    ) -> any LayerCancellable

    /// Reports something the layer was asked to do that UIKit would not allow (setting a state on a
    /// view that is not in the container, inserting a view UIKit did not hand over): a debug log on
    /// a phone, a recorded misuse in the headless UIKit.
    func reportMisuse(_ description: String)

    /// Logs `message` at debug level (subsystem `Stagehand`, `category`).
    func logDebug(_ message: String, category: String)
}

/// Something under way that can be called off (a delayed block, an observation).
@MainActor
package protocol LayerCancellable: AnyObject {
    /// Calls it off; nothing happens when it already ran or was called off.
    func cancel()
}

/// One of VoiceOver's custom actions (`UIAccessibilityCustomAction(name:actionHandler:)`): its name
/// and what it does, answering whether it acted.
@MainActor
package struct LayerAccessibilityAction {
    /// The name VoiceOver reads.
    package var name: String
    /// Performs it; returns whether it acted.
    package var perform: @MainActor () -> Bool

    /// An action named `name` that runs `perform`.
    package init(name: String, perform: @escaping @MainActor () -> Bool) {
        self.name = name
        self.perform = perform
    }
}
