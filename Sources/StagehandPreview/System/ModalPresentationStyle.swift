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
    /// UIKit's default since iOS 13: behaves as ``pageSheet``.
    case automatic

    /// Whether the built-in presentation controller of this style removes the presenter's view
    /// after presenting (contract §2, Styles: `.fullScreen`/`.currentContext` do, `.over*` and
    /// sheets don't). For ``custom`` the presentation controller decides.
    var removesPresenterView: Bool {
        switch self {
        case .fullScreen, .currentContext, .custom: true
        case .overFullScreen, .overCurrentContext, .pageSheet, .automatic: false
        }
    }

    /// Whether the style walks up to the nearest `definesPresentationContext` controller
    /// (contract §2, Styles).
    var isContextStyle: Bool { self == .currentContext || self == .overCurrentContext }
}
