import Foundation

/// How a model view controller is presented: UIKit's `UIModalPresentationStyle`, reduced to the
/// styles whose behaviour the contract describes.
public enum ModalPresentationStyle: Sendable, Hashable, CaseIterable {
    /// The presented view covers the window; the presenter's view is removed once the
    /// presentation completes (contract §2, Styles).
    case fullScreen
    /// Like ``fullScreen`` but over the window's content, which stays in the hierarchy.
    case overFullScreen
    /// Covers the nearest `definesPresentationContext` controller (else the root); its view is
    /// removed once the presentation completes.
    case currentContext
    /// Like ``currentContext`` but the covered content stays in the hierarchy.
    case overCurrentContext
    /// The transitioning delegate supplies the presentation controller and animator.
    case custom
    /// A sheet; the presenter stays in the hierarchy and gets no appearance callbacks (iOS 13+).
    case pageSheet
    /// UIKit's default since iOS 13. Never read back: a controller's `modalPresentationStyle`
    /// resolves it on every read (``resolvingAutomatic``, rule 37).
    case automatic

    /// The style a read of `modalPresentationStyle` answers (rule 37, D H4 line 244): `.automatic`
    /// resolves to `.pageSheet`, what `UIViewController` resolves it to (UIKit's own subclasses may
    /// resolve it otherwise; their choice is private); every other style is itself.
    public var resolvingAutomatic: ModalPresentationStyle {
        self == .automatic ? .pageSheet : self
    }

    /// Whether the built-in presentation controller of this style removes the presenter's view
    /// after presenting (contract §2, Styles: `.fullScreen`/`.currentContext` do, `.over*` and
    /// sheets don't). For ``custom`` the presentation controller decides; UIKit's default one, used
    /// when the transitioning delegate supplies none, doesn't (`shouldRemovePresentersView`
    /// defaults to false, D H2).
    var removesPresenterView: Bool {
        switch self {
        case .fullScreen, .currentContext: true
        case .overFullScreen, .overCurrentContext, .pageSheet, .automatic, .custom: false
        }
    }

    /// Whether the style walks up to the nearest `definesPresentationContext` controller
    /// (contract §2, Styles).
    var isContextStyle: Bool { self == .currentContext || self == .overCurrentContext }
}
