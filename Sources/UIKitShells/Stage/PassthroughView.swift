#if canImport(UIKit)
import UIKit

/// The view under everything in the container of a presentation without dimming, which lets
/// touches outside the presented views reach the presenting screen, or not (contract rule 35: the
/// container itself takes them). It draws nothing and is no accessibility element; its hit test
/// and its taps are the UIKit layer's (`PassthroughCore`), called with UIKit's own answer.
@MainActor
final class PassthroughView: UIView {
    private let hitTestHandler: @MainActor (CGPoint, UIView?) -> UIView?
    private let tapped: @MainActor () -> Void

    /// Creates a view covering `frame` that grows and shrinks with its superview.
    init(
        frame: CGRect, hitTest: @escaping @MainActor (CGPoint, UIView?) -> UIView?,
        tapped: @escaping @MainActor () -> Void
    ) {
        self.hitTestHandler = hitTest
        self.tapped = tapped
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        isOpaque = false
        isAccessibilityElement = false
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTap)))
    }

    /// Not available: created in code only.
    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("PassthroughView is created in code") }

    /// The UIKit layer's answer, given UIKit's own.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        hitTestHandler(point, super.hitTest(point, with: event))
    }

    @objc private func handleTap() { tapped() }
}
#endif
