#if canImport(UIKit)
import StagehandCore
import UIKit

/// The view that plays ``Role/dimming``: a colour overlay, over a blur when the dimming
/// `blursBackground`, which calls ``tapped`` when tapped.
///
/// The plan animates the dimming's alpha; this view takes that alpha for itself instead of fading its
/// layer, because a `UIVisualEffectView` (or any ancestor of one) must never be faded (its effect
/// breaks). The alpha drives the colour overlay's alpha, and the blur's `effect`: set whenever the
/// alpha is above zero, nil at zero, so that inside an animation UIKit animates the blur in or out
/// with the same timing as the colour.
@MainActor
final class DimmingView: UIView {
    /// Called on every tap.
    var tapped: (@MainActor () -> Void)?

    private let colorView = UIView()
    private let effectView: UIVisualEffectView?
    private let blur: UIBlurEffect?
    private var level: CGFloat = 1

    /// Creates the view of `dimming`.
    init(dimming: Dimming) {
        if dimming.blursBackground {
            let blur = UIBlurEffect(style: .systemThinMaterial)
            self.blur = blur
            self.effectView = UIVisualEffectView(effect: blur)
        } else {
            self.blur = nil
            self.effectView = nil
        }
        super.init(frame: .zero)
        for view in [effectView, colorView].compactMap({ $0 }) {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        colorView.backgroundColor = UIColor(dimming.color)
        isAccessibilityElement = false
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTap)))
    }

    /// Not available: created in code only.
    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("DimmingView is created in code") }

    /// The dimming's level, 0 to 1, as the plan animates it: the colour overlay's alpha and whether
    /// the blur is shown. The view's own layer stays opaque.
    override var alpha: CGFloat {
        get { level }
        set {
            level = newValue
            colorView.alpha = newValue
            effectView?.effect = newValue > 0 ? blur : nil
        }
    }

    @objc private func handleTap() { tapped?() }
}
#endif
