import Foundation
import StagehandUIKitLayer

extension HeadlessViewPropertyAnimator: LayerPropertyAnimator {
    package var animatingState: LayerAnimatingState {
        switch state {
        case .inactive: .inactive
        case .active: .active
        case .stopped: .stopped
        }
    }

    package var layerFractionComplete: Double {
        get { Double(fractionComplete) }
        set { fractionComplete = CGFloat(newValue) }
    }

    package var layerDuration: Double { duration }

    package func addLayerAnimations(_ animations: @escaping @MainActor () -> Void) {
        addAnimations(animations)
    }

    package func addLayerCompletion(_ completion: @escaping @MainActor (LayerAnimatingPosition) -> Void) {
        addCompletion { position in
            switch position {
            case .end: completion(.end)
            case .start: completion(.start)
            case .current: completion(.current)
            }
        }
    }

    package func finish(at position: LayerAnimatingPosition) {
        switch position {
        case .end: finishAnimation(at: .end)
        case .start: finishAnimation(at: .start)
        case .current: finishAnimation(at: .current)
        }
    }

    package func continueAnimation(durationFactor: Double) {
        continueAnimation(withTimingParameters: nil, durationFactor: CGFloat(durationFactor))
    }
}

extension HeadlessTransitionContext: LayerTransitionContext {
    package typealias View = ModelView
    package typealias ViewController = ModelViewController

    package var layerContainerView: ModelView? { containerView }
    package var fromView: ModelView? { view(forKey: .from) }
    package var toView: ModelView? { view(forKey: .to) }
    package var fromViewController: ModelViewController? { viewController(forKey: .from) }
    package var toViewController: ModelViewController? { viewController(forKey: .to) }

    package func isSame(as other: HeadlessTransitionContext) -> Bool { self === other }

    package func updateInteractiveTransition(to percentComplete: Double) {
        updateInteractiveTransition(percentComplete)
    }
}

extension HeadlessPanGestureRecognizer: LayerPanRecognizer {
    package typealias View = ModelView

    package var gestureState: LayerGestureState {
        switch state {
        case .began: .began
        case .changed: .changed
        case .ended: .ended
        case .cancelled: .cancelled
        case .failed: .failed
        default: .possible
        }
    }
}

extension LayerTraits {
    /// The layer's view of `traits`, by UIKit's raw values.
    init(_ traits: HeadlessTraits) {
        self.init(
            horizontalSizeClass: traits.horizontalSizeClass.rawValue,
            verticalSizeClass: traits.verticalSizeClass.rawValue,
            userInterfaceStyle: traits.userInterfaceStyle.rawValue,
            preferredContentSizeCategory: traits.preferredContentSizeCategory,
            layoutDirection: traits.layoutDirection.rawValue)
    }
}
