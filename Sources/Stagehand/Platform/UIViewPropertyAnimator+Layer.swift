#if canImport(UIKit)
import StagehandUIKitLayer
import UIKit

extension UIViewPropertyAnimator: LayerPropertyAnimator {
    package var animatingState: LayerAnimatingState {
        switch state {
        case .active: .active
        case .stopped: .stopped
        case .inactive: .inactive
        @unknown default: .inactive
        }
    }

    package var layerFractionComplete: Double {
        get { Double(fractionComplete) }
        set { fractionComplete = CGFloat(newValue) }
    }

    package var layerDuration: Double { duration }

    package func addLayerAnimations(_ animations: @escaping @MainActor () -> Void) {
        addAnimations { animations() }
    }

    package func addLayerCompletion(_ completion: @escaping @MainActor (LayerAnimatingPosition) -> Void) {
        addCompletion { position in
            switch position {
            case .end: completion(.end)
            case .start: completion(.start)
            default: completion(.current)
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

extension UIPanGestureRecognizer: LayerPanRecognizer {
    package typealias View = UIView

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
#endif
