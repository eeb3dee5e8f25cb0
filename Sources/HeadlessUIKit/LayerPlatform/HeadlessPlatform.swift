import Foundation
import StagehandCore
import StagehandUIKitLayer

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The headless UIKit, as the UIKit layer's ``Platform``: its model classes are the views,
/// controllers, animators, contexts and recognizers (each conforms in a file of its own), and this
/// makes what the layer asks for, on the system's virtual clock. It decides nothing: the same layer
/// code runs here as on a phone.
@MainActor
package final class HeadlessPlatform: Platform {
    package typealias View = ModelView
    package typealias ViewController = ModelViewController
    package typealias PropertyAnimator = HeadlessViewPropertyAnimator
    package typealias TransitionContext = HeadlessTransitionContext
    package typealias PanRecognizer = HeadlessPanGestureRecognizer
    package typealias ScrollView = ModelView
    package typealias NavigationController = HeadlessNavigationController
    package typealias TabBarController = HeadlessTabBarController

    /// The system whose clock, settings and log the platform uses: given when the platform is made
    /// for a controller in a system, or learnt from the first presentation it serves.
    package weak var system: HeadlessUIKit?

    /// The platform of `system` (nil until a presentation tells it).
    package init(system: HeadlessUIKit?) {
        self.system = system
    }

    /// The system, or one standing in for a system already gone (nothing will run on it).
    private var clock: HeadlessUIKit {
        system ?? HeadlessUIKit(root: ModelViewController(name: "gone"))
    }

    package func makePropertyAnimator(duration: Double, timing: Timing?) -> HeadlessViewPropertyAnimator {
        let parameters: HeadlessTimingParameters
        switch timing?.animatorTiming {
        case nil: parameters = .cubic(.linear)
        case .cubic(let bezier): parameters = .cubic(bezier)
        case .springDampingRatio(let ratio, let velocity):
            parameters = .spring(dampingRatio: ratio, initialVelocity: velocity)
        case .springPhysics(let mass, let stiffness, let damping, let velocity):
            parameters = .physicalSpring(
                mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
        }
        return HeadlessViewPropertyAnimator(duration: duration, timingParameters: parameters, in: clock)
    }

    package func makePropertyAnimator(duration: Double, systemCurve: Int) -> HeadlessViewPropertyAnimator {
        HeadlessViewPropertyAnimator(
            duration: duration,
            timingParameters: HeadlessTimingParameters(systemCurve: systemCurve, unknowns: clock.unknowns),
            in: clock)
    }

    package func makeBlurAnimator(forDimmingView dimmingView: ModelView) -> HeadlessViewPropertyAnimator {
        // The effect view inside the dimming view: its alpha stands for the effect (0 none, 1 the
        // blur), which only an animator's animations move (rule 45).
        let effect = ModelView(name: "visual effect", state: ViewState(frame: .zero, alpha: 0))
        dimmingView.visualEffect = effect
        return HeadlessViewPropertyAnimator(duration: 1, curve: .linear, in: clock) { effect.state.alpha = 1 }
    }

    package func makeDimmingView(
        dimming: Dimming, frame: CGRect, tapped: @escaping @MainActor () -> Void
    ) -> ModelView {
        let view = ModelView(name: "dimming", state: ViewState(frame: frame), content: .dimming(dimming))
        view.tapHandler = tapped
        return view
    }

    package func setDimmingAccessibilityLabel(_ label: String?, on view: ModelView) {
        view.isAccessibilityElement = label != nil
        view.accessibilityLabel = label
        view.accessibilityTraits = label != nil ? .button : []
        view.accessibilityActivate = nil
        if label != nil {
            view.accessibilityActivate = { [weak view] in
                view?.tapHandler?()
                return true
            }
        }
    }

    package func makePassthroughView(
        frame: CGRect, hitTest: @escaping @MainActor (CGPoint, ModelView?) -> ModelView?,
        tapped: @escaping @MainActor () -> Void
    ) -> ModelView {
        let view = ModelView(name: "passthrough", state: ViewState(frame: frame))
        view.autoresizesFlexibleSize = true
        view.hitTestOverride = hitTest
        view.tapHandler = tapped
        return view
    }

    package func makeStandIn(for original: ModelView) -> ModelView {
        ModelView(name: "stand-in for \(original.name)", state: ViewState(frame: original.bounds))
    }

    package func makePresentedWrapper(
        around content: ModelView, escape: @escaping @MainActor () -> Bool,
        customActions: @escaping @MainActor () -> [LayerAccessibilityAction]
    ) -> ModelView {
        let wrapper = ModelView(name: "presented view", state: ViewState(frame: content.state.frame))
        let clip = ModelView(name: "presented clip", state: ViewState(frame: wrapper.bounds))
        clip.autoresizesFlexibleSize = true
        content.state.frame = CGRect(origin: .zero, size: content.state.frame.size)
        content.autoresizesFlexibleSize = true
        clip.addSubview(content)
        wrapper.addSubview(clip)
        wrapper.cornerView = clip
        wrapper.accessibilityEscape = escape
        wrapper.accessibilityCustomActionsProvider = {
            customActions().map { ModelAccessibilityCustomAction(name: $0.name, handler: $0.perform) }
        }
        return wrapper
    }

    package func showShadow(_ shadow: Shadow, roundedCorners: RoundedCorners, on wrapper: ModelView) {
        // A layer whose shadow opacity is 0 casts none: the model holds no shadow then.
        wrapper.shadow = shadow.color.alpha > 0 ? shadow : nil
        wrapper.cornerView?.roundedCorners = roundedCorners
    }

    package func makeGrabberView(_ grabber: Grabber) -> ModelView {
        let view = ModelView(
            name: "grabber", state: ViewState(frame: .zero, cornerRadius: Grabber.thickness / 2),
            content: .color(grabber.color))
        view.isUserInteractionEnabled = false
        view.flexibleMargins = grabber.flexibleMargins
        return view
    }

    package func isAccessibilityModal(_ view: ModelView) -> Bool { view.accessibilityViewIsModal }

    package func setAccessibilityModal(_ isModal: Bool, on view: ModelView) {
        view.accessibilityViewIsModal = isModal
    }

    package func postAccessibilityAnnouncement(_ announcement: String) {
        system?.postAccessibilityAnnouncement(announcement)
    }

    package func makePanRecognizer(edge: ScreenEdge?, handler: DismissalPanCore<HeadlessPlatform>)
        -> HeadlessPanGestureRecognizer
    {
        let recognizer: HeadlessPanGestureRecognizer
        if let edge {
            let screenEdge = HeadlessScreenEdgePanGestureRecognizer()
            screenEdge.edges = HeadlessRectEdge(edge)
            recognizer = screenEdge
        } else {
            recognizer = HeadlessPanGestureRecognizer()
        }
        recognizer.name = edge == nil ? "Stagehand pan" : "Stagehand screen-edge pan"
        recognizer.maximumNumberOfTouches = 1
        let shell = PanRecognizerShell(handler: handler)
        recognizer.delegate = shell
        // The target holds the shell, as the recognizer's associated object does on a phone.
        _ = recognizer.addTarget { pan in shell.handle(pan) }
        return recognizer
    }

    package func add(_ recognizer: HeadlessPanGestureRecognizer, to view: ModelView) {
        view.addGestureRecognizer(recognizer)
    }

    package func remove(_ recognizer: HeadlessPanGestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
    }

    package var customPresentationStyle: ModalPresentationStyle { .custom }

    package var automaticPresentationStyle: ModalPresentationStyle { .automatic }

    package func makeTransitioningDelegate(_ core: TransitioningDelegateCore<HeadlessPlatform>) -> AnyObject {
        HeadlessStagehandDelegate(core: core)
    }

    package func scrollView(_ view: ModelView) -> ModelView? { view.scroll == nil ? nil : view }

    package func scrollRecognizer(_ recognizer: AnyObject, of view: ModelView) -> LayerScrollRecognizer? {
        guard let scroll = view.scroll, let recognizer = recognizer as? HeadlessGestureRecognizer else {
            return nil
        }
        if recognizer === scroll.panGestureRecognizer { return .pan }
        return .other(delaysTouchesBegan: recognizer.delaysTouchesBegan)
    }

    package func controlKind(of view: ModelView) -> LayerControlKind? {
        switch view.control {
        case .button: .button
        case .slider: .slider
        case .switch: .switch
        case .stepper: .stepper
        case .segmentedControl: .segmentedControl
        case .other: .other
        case nil: nil
        }
    }

    package func isInCellOffScreen(_ view: ModelView) -> Bool { false }

    package var now: Double { system?.time ?? 0 }

    package func after(_ seconds: Double, _ block: @escaping @MainActor () -> Void) -> any LayerCancellable {
        let task = HeadlessDelayedBlock(block)
        guard let system else { return task }
        let due = system.time + (seconds.isFinite ? max(seconds, 0) : 0)
        if due <= system.time {
            system.schedule { task.run() }
        } else {
            system.addTicker { time in
                guard time < due - 1e-12 else {
                    task.run()
                    return false
                }
                return !task.isCancelled
            }
        }
        return task
    }

    /// A headless display link (rule 65) on the system's run loop, made paused.
    package func makeDisplayLink(_ frame: @escaping @MainActor () -> Void) -> any LayerDisplayLink {
        let link = HeadlessDisplayLink(name: "Stagehand's frame callback") { _ in frame() }
        link.isPaused = true
        if let system { link.add(to: system) }
        return link
    }

    package var isReduceMotionEnabled: Bool { system?.isReduceMotionEnabled ?? false }

    package func observe(
        keyboardIn container: @escaping @MainActor () -> ModelView?,
        keyboard: @escaping @MainActor (CGRect, Double, Int) -> Void,
        reduceMotion: @escaping @MainActor (Bool) -> Void
    ) -> any LayerCancellable {
        guard let system else { return HeadlessDelayedBlock({}) }
        let observation = system.observe(
            keyboard: { event in
                // The end frame, in window coordinates, in the container's.
                guard let view = container() else { return }
                let end = event.frameEnd.isEmpty ? CGRect.zero : view.convert(event.frameEnd, from: nil)
                keyboard(end, event.duration, event.curve)
            }, reduceMotion: reduceMotion)
        return ObservationCancellable(observation)
    }

    package func reportMisuse(_ description: String) {
        system?.record(StageMisuse(description: description))
    }

    package func logDebug(_ message: String, category: String) {
        system?.logDebug(message, category: category)
    }
}

/// A block the platform runs later, unless cancelled first.
@MainActor
final class HeadlessDelayedBlock: LayerCancellable {
    private var block: (@MainActor () -> Void)?
    private(set) var isCancelled = false

    init(_ block: @escaping @MainActor () -> Void) { self.block = block }

    func run() {
        guard !isCancelled, let block else { return }
        self.block = nil
        block()
    }

    func cancel() {
        isCancelled = true
        block = nil
    }
}

/// An observation, cancelled through the layer's protocol.
@MainActor
final class ObservationCancellable: LayerCancellable {
    private let observation: HeadlessObservation

    init(_ observation: HeadlessObservation) { self.observation = observation }

    func cancel() { observation.cancel() }
}

extension HeadlessRectEdge {
    /// The edge of `edge`.
    init(_ edge: ScreenEdge) {
        switch edge {
        case .left: self = .left
        case .top: self = .top
        case .right: self = .right
        case .bottom: self = .bottom
        }
    }
}

extension ModelView {
    /// `rect`, in `view`'s coordinates (the window's when nil), in this view's.
    func convert(_ rect: CGRect, from view: ModelView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }
}
extension HeadlessDisplayLink: LayerDisplayLink {}
