import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The platform's presentation controller (`UIPresentationController` subclass; the headless
/// UIKit's `HeadlessPresentationController` subclass), as ``PresentationControllerCore`` reads it: a
/// shell that forwards every callback to its core, and answers these.
@MainActor
package protocol LayerPresentationControllerHost<P>: AnyObject {
    /// The platform.
    associatedtype P: Platform

    /// The container view, while the presentation lives.
    var containerView: P.View? { get }
    /// The presented controller.
    var presentedViewController: P.ViewController { get }
    /// The presenting controller.
    var presentingViewController: P.ViewController { get }
    /// The presented view (the presentation controller's `presentedView`, rule 12).
    var presentedView: P.View? { get }
    /// The presentation controller's traits, as the layer reads them: its trait collection, with the
    /// layout direction the presenting screen is drawn in.
    var layerTraits: LayerTraits { get }

    /// `presentationControllerShouldDismiss` of the adaptive delegate, true when it has none.
    func delegateShouldDismiss() -> Bool
    /// `presentationControllerDidAttemptToDismiss` of the adaptive delegate.
    func delegateDidAttemptToDismiss()
    /// `presentationControllerWillDismiss` of the adaptive delegate.
    func delegateWillDismiss()
    /// `presentationControllerDidDismiss` of the adaptive delegate.
    func delegateDidDismiss()
}
