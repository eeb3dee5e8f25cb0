#if canImport(UIKit)
import UIKit

/// The presentation controller's `presentedView`: a plain view that holds the presented view
/// controller's view (resized with it) inside a clip view that shows its corners, casts the
/// presentation's shadow, and answers VoiceOver's escape gesture.
///
/// `accessibilityPerformEscape()` cannot be added to the presented controller or its view without
/// subclassing them or swizzling, so Stagehand presents this container around the view instead, as
/// Apple's custom-presentation sample wraps its presented view (`view(forKey:)` then returns it, rule
/// 12). VoiceOver sends the escape to the focused element and then up through its superviews (a view
/// controller's view included) until one returns true, so the user's own handlers inside the screen
/// still come first, and this container answers when none does.
@MainActor
final class PresentedWrapperView: UIView {
    /// Asked on VoiceOver's escape gesture; returns whether a dismissal started.
    ///
    /// `accessibilityPerformEscape()` is declared outside the main actor (an `NSObject` method), though
    /// UIKit calls it on the main thread; the closure is set and called on the main thread only.
    nonisolated(unsafe) var escape: (() -> Bool)?

    /// Makes VoiceOver's custom actions that apply now (a card's "Expand", "Collapse", "Dismiss"),
    /// asked each time VoiceOver reads ``accessibilityCustomActions`` (rule 50). Set and called on the
    /// main thread only, as ``escape`` is.
    nonisolated(unsafe) var customActions: (() -> [UIAccessibilityCustomAction])?

    /// The view between the wrapper and the content that shows the wrapper's corners and clips the
    /// content to them (the wrapper's `cornerView`), so that the wrapper's own layer, which casts
    /// the shadow, never clips.
    let clipView = UIView()

    /// Creates a container around `content`, which fills it, inside ``clipView``.
    init(content: UIView) {
        super.init(frame: content.frame)
        clipView.frame = bounds
        clipView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        content.frame = clipView.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        clipView.addSubview(content)
        addSubview(clipView)
    }

    /// Not available: created in code only.
    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("PresentedWrapperView is created in code") }

    /// VoiceOver's escape gesture (two-finger Z): the driver's answer.
    override func accessibilityPerformEscape() -> Bool { escape?() ?? false }

    /// VoiceOver's custom actions: the layer's, for where the presentation is now. A set is ignored:
    /// the list follows the presentation.
    override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { customActions?() }
        set {}
    }
}
#endif
