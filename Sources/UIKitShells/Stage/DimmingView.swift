#if canImport(UIKit)
import StagehandCore
import UIKit

/// The view that plays ``Role/dimming``: a colour overlay, over a blur when the dimming
/// `blursBackground`, which calls ``tapped`` when tapped.
///
/// The plan animates the dimming's alpha; this view takes that alpha for itself instead of fading its
/// layer, because a `UIVisualEffectView` (or any ancestor of one) must never be faded (its effect
/// breaks, `UIVisualEffectView.h`): the alpha fades the colour overlay only. The blur is animated
/// through its `effect`, by the animator ``makeBlurAnimator()`` makes, which the layer keeps paused
/// and scrubs to the dimming's level (rule 45).
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
        let blur = dimming.blursBackground ? UIBlurEffect(style: .systemThinMaterial) : nil
        self.blur = blur
        // No effect until an animator's animations set it (rule 45).
        self.effectView = blur.map { _ in UIVisualEffectView(effect: nil) }
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

    /// The dimming's level, 0 to 1, as the plan animates it: the colour overlay's alpha. The view's
    /// own layer stays opaque.
    override var alpha: CGFloat {
        get { level }
        set {
            level = newValue
            colorView.alpha = newValue
        }
    }

    /// An inactive animator (linear, 1 s) whose animations set the blur on the effect view, from no
    /// effect: paused, its `fractionComplete` is the blur's amount (rule 45; WWDC 2016 session 216).
    func makeBlurAnimator() -> UIViewPropertyAnimator {
        let effectView = self.effectView
        let blur = self.blur
        effectView?.effect = nil
        return UIViewPropertyAnimator(duration: 1, curve: .linear) { effectView?.effect = blur }
    }

    /// VoiceOver's activation of the dimming (an accessibility element, a "Dismiss" button, only when
    /// a tap on it dismisses): a tap.
    override func accessibilityActivate() -> Bool { activate?() ?? false }

    /// What VoiceOver's activation does: a tap, set only when the dimming is a "Dismiss" button.
    /// Declared outside the main actor as `accessibilityActivate()` is (an `NSObject` method), though
    /// UIKit calls it on the main thread; set and called on the main thread only.
    nonisolated(unsafe) var activate: (() -> Bool)?

    @objc private func handleTap() { tapped?() }
}
#endif
