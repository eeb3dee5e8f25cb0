import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Shows what the driver says the presented view wears (``PresentationDriver/presentedChrome``) on
/// the presented wrapper: the shadow on its own layer and the rounded corners on its clip view
/// (``Platform/showShadow(_:roundedCorners:on:)``), and a grabber view above the content, at the
/// frame the core gives it for the wrapper's size (``Grabber/frame(in:)``). The presentation
/// controller asks for it as the presentation begins and at every layout of the container, inside
/// a rotation's animation when there is one; between those, the grabber's flexible margins keep it
/// centred as the card changes height.
@MainActor
package final class ChromeCore<P: Platform> {
    private let platform: P
    /// The grabber's view, while the chrome has a grabber.
    package private(set) var grabberView: P.View?
    /// The chrome shown last, whose shadow and corners need no second write.
    private var shown: PresentedChrome?

    /// Creates the applier of the chrome on `platform`.
    package init(platform: P) {
        self.platform = platform
    }

    /// Shows `chrome` on `wrapper`.
    package func show(_ chrome: PresentedChrome, on wrapper: P.View) {
        if chrome != shown {
            platform.showShadow(chrome.castShadow, roundedCorners: chrome.roundedCorners, on: wrapper)
        }
        if let grabber = chrome.grabber {
            if grabberView == nil || chrome.grabber != shown?.grabber {
                grabberView?.removeFromSuperview()
                grabberView = platform.makeGrabberView(grabber)
            }
            if let grabberView {
                if grabberView.superview !== wrapper { wrapper.addSubview(grabberView) }
                grabberView.showStagehandState(
                    ViewState(frame: grabber.frame(in: wrapper.bounds.size)), properties: .frame)
            }
        } else {
            grabberView?.removeFromSuperview()
            grabberView = nil
        }
        shown = chrome
    }
}
