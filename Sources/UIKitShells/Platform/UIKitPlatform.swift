#if canImport(UIKit)
import ObjectiveC
import QuartzCore
import StagehandCore
import StagehandUIKitLayer
import UIKit
import os

/// UIKit, as the UIKit layer's ``Platform``: UIKit's own classes are the views, controllers,
/// animators, contexts and recognizers (each conforms in a file of its own), and this makes what
/// the layer asks for. It decides nothing.
@MainActor
final class UIKitPlatform: Platform {
    typealias View = UIView
    typealias ViewController = UIViewController
    typealias PropertyAnimator = UIViewPropertyAnimator
    typealias TransitionContext = UIKitTransitionContext
    typealias PanRecognizer = UIPanGestureRecognizer
    typealias ScrollView = UIScrollView
    typealias NavigationController = UINavigationController
    typealias TabBarController = UITabBarController

    func makePropertyAnimator(duration: Double, timing: Timing?) -> UIViewPropertyAnimator {
        guard let timing else { return UIViewPropertyAnimator(duration: duration, curve: .linear) }
        return UIViewPropertyAnimator(duration: duration, timingParameters: timing.timingParameters)
    }

    func makePropertyAnimator(duration: Double, systemCurve: Int) -> UIViewPropertyAnimator {
        // Swift takes any raw value of an imported C enum: 7, the keyboard's, included (rule 46).
        UIViewPropertyAnimator(
            duration: duration, curve: UIView.AnimationCurve(rawValue: systemCurve) ?? .easeInOut)
    }

    func makeBlurAnimator(forDimmingView dimmingView: UIView) -> UIViewPropertyAnimator {
        (dimmingView as? DimmingView)?.makeBlurAnimator()
            ?? UIViewPropertyAnimator(duration: 1, curve: .linear)
    }

    func makeDimmingView(dimming: Dimming, frame: CGRect, tapped: @escaping @MainActor () -> Void) -> UIView {
        let view = DimmingView(dimming: dimming)
        view.frame = frame
        view.tapped = tapped
        return view
    }

    func setDimmingAccessibilityLabel(_ label: String?, on view: UIView) {
        guard let view = view as? DimmingView else { return }
        view.isAccessibilityElement = label != nil
        view.accessibilityLabel = label
        view.accessibilityTraits = label != nil ? AccessibilityConstants.button : []
        view.activate = nil
        if label != nil {
            view.activate = { [weak view] in
                view?.tapped?()
                return true
            }
        }
    }

    func makePassthroughView(
        frame: CGRect, hitTest: @escaping @MainActor (CGPoint, UIView?) -> UIView?,
        tapped: @escaping @MainActor () -> Void
    ) -> UIView {
        PassthroughView(frame: frame, hitTest: hitTest, tapped: tapped)
    }

    func makeStandIn(for original: UIView) -> UIView {
        let view = UIView(frame: CGRect(origin: .zero, size: original.bounds.size))
        view.backgroundColor = original.backgroundColor
        return view
    }

    func makePresentedWrapper(
        around content: UIView, escape: @escaping @MainActor () -> Bool,
        customActions: @escaping @MainActor () -> [LayerAccessibilityAction]
    ) -> UIView {
        let wrapper = PresentedWrapperView(content: content)
        wrapper.escape = { escape() }
        wrapper.customActions = {
            customActions().map { action in
                UIAccessibilityCustomAction(name: action.name) { _ in action.perform() }
            }
        }
        return wrapper
    }

    func showShadow(_ shadow: Shadow, roundedCorners: RoundedCorners, on wrapper: UIView) {
        wrapper.layer.shadowColor = UIColor(shadow.color.opaque).cgColor
        wrapper.layer.shadowOpacity = Float(shadow.color.alpha)
        wrapper.layer.shadowRadius = CGFloat(shadow.radius)
        wrapper.layer.shadowOffset = CGSize(width: shadow.offsetX, height: shadow.offsetY)
        wrapper.cornerView?.layer.maskedCorners = CACornerMask(rawValue: roundedCorners.cornerMask)
    }

    func makeGrabberView(_ grabber: Grabber) -> UIView {
        let view = UIView()
        view.backgroundColor = UIColor(grabber.color)
        view.layer.cornerRadius = CGFloat(Grabber.thickness / 2)
        view.isUserInteractionEnabled = false
        view.isAccessibilityElement = false
        view.autoresizingMask = UIView.AutoresizingMask(rawValue: grabber.autoresizingMask)
        return view
    }

    func isAccessibilityModal(_ view: UIView) -> Bool { view.accessibilityViewIsModal }

    func setAccessibilityModal(_ isModal: Bool, on view: UIView) {
        view.accessibilityViewIsModal = isModal
    }

    func postAccessibilityAnnouncement(_ announcement: String) {
        UIAccessibility.post(notification: AccessibilityConstants.announcement, argument: announcement)
    }

    func makePanRecognizer(edge: ScreenEdge?, handler: DismissalPanCore<UIKitPlatform>)
        -> UIPanGestureRecognizer
    {
        PanRecognizerShell.recognizer(edge: edge, handler: handler)
    }

    func add(_ recognizer: UIPanGestureRecognizer, to view: UIView) {
        view.addGestureRecognizer(recognizer)
    }

    func remove(_ recognizer: UIPanGestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
    }

    var customPresentationStyle: UIModalPresentationStyle { .custom }

    var automaticPresentationStyle: UIModalPresentationStyle { .automatic }

    func makeTransitioningDelegate(_ core: TransitioningDelegateCore<UIKitPlatform>) -> AnyObject {
        StagehandTransitioningDelegate(core: core)
    }

    func scrollView(_ view: UIView) -> UIScrollView? { view as? UIScrollView }

    func scrollRecognizer(_ recognizer: AnyObject, of view: UIView) -> LayerScrollRecognizer? {
        guard let scroll = view as? UIScrollView, let recognizer = recognizer as? UIGestureRecognizer else {
            return nil
        }
        if recognizer === scroll.panGestureRecognizer { return .pan }
        if recognizer === scroll.pinchGestureRecognizer { return .pinch }
        return .other(delaysTouchesBegan: recognizer.delaysTouchesBegan)
    }

    func controlKind(of view: UIView) -> LayerControlKind? {
        Self.controlClasses.first { view.isKind(of: $0.type) }?.kind
    }

    /// UIKit's control classes and what each is to the layer, `UIControl` itself last.
    private static let controlClasses: [(type: UIControl.Type, kind: LayerControlKind)] = [
        (UIButton.self, .button), (UISlider.self, .slider), (UISwitch.self, .switch),
        (UIStepper.self, .stepper), (UISegmentedControl.self, .segmentedControl), (UIControl.self, .other),
    ]

    func isInCellOffScreen(_ view: UIView) -> Bool {
        var ancestor: UIView? = view
        while let current = ancestor {
            if let cell = current as? UITableViewCell, let table = Self.enclosing(UITableView.self, of: cell),
                !table.visibleCells.contains(cell)
            {
                return true
            }
            if let cell = current as? UICollectionViewCell,
                let collection = Self.enclosing(UICollectionView.self, of: cell),
                !collection.visibleCells.contains(cell)
            {
                return true
            }
            ancestor = current.superview
        }
        return false
    }

    private static func enclosing<T: UIView>(_ type: T.Type, of view: UIView) -> T? {
        var ancestor = view.superview
        while let current = ancestor {
            if let match = current as? T { return match }
            ancestor = current.superview
        }
        return nil
    }

    var now: Double { CACurrentMediaTime() }

    func after(_ seconds: Double, _ block: @escaping @MainActor () -> Void) -> any LayerCancellable {
        let nanoseconds = UInt64(max(seconds.isFinite ? seconds : 0, 0) * 1_000_000_000)
        return TaskCancellable(
            Task { @MainActor in
                if nanoseconds > 0 { try? await Task.sleep(nanoseconds: nanoseconds) }
                guard !Task.isCancelled else { return }
                block()
            })
    }

    func makeDisplayLink(_ frame: @escaping @MainActor () -> Void) -> any LayerDisplayLink {
        DisplayLinkShell(frame: frame)
    }

    var isReduceMotionEnabled: Bool { UIAccessibility.isReduceMotionEnabled }

    func observe(
        keyboardIn container: @escaping @MainActor () -> UIView?,
        keyboard: @escaping @MainActor (CGRect, Double, Int) -> Void,
        reduceMotion: @escaping @MainActor (Bool) -> Void
    ) -> any LayerCancellable {
        KeyboardObservation(container: container, keyboard: keyboard, reduceMotion: reduceMotion)
    }

    func reportMisuse(_ description: String) {
        logDebug("misuse: \(description)", category: "Stage")
    }

    func logDebug(_ message: String, category: String) {
        // `Logger`'s interpolated messages do not compile against the iOS 16.5 SDK's overlay with this
        // toolchain; `os_log` with a static format logs the same at the same level.
        os_log("%{public}@", log: OSLog(subsystem: "Stagehand", category: category), type: .debug, message)
    }
}

/// A task that can be called off.
@MainActor
final class TaskCancellable: LayerCancellable {
    private let task: Task<Void, Never>

    init(_ task: Task<Void, Never>) { self.task = task }

    func cancel() { task.cancel() }
}
#endif
