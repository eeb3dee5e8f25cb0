#if canImport(UIKit)
import StagehandUIKitLayer
import UIKit

extension UIViewPropertyAnimator: LayerPropertyAnimator {
    package var animatingState: LayerAnimatingState {
        LayerAnimatingState(uiKitRawValue: state.rawValue)
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
        addCompletion { position in completion(LayerAnimatingPosition(uiKitRawValue: position.rawValue)) }
    }

    package func finish(at position: LayerAnimatingPosition) {
        finishAnimation(at: UIViewAnimatingPosition(rawValue: position.rawValue) ?? .current)
    }

    package func continueAnimation(durationFactor: Double) {
        continueAnimation(withTimingParameters: nil, durationFactor: CGFloat(durationFactor))
    }
}

extension UIPanGestureRecognizer: LayerPanRecognizer {
    package typealias View = UIView

    package var gestureState: LayerGestureState {
        LayerGestureState(uiKitRawValue: state.rawValue)
    }
}
#endif
