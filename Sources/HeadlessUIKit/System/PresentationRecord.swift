import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What the system remembers about one presentation, from `present` until its dismissal
/// completes or its presentation is cancelled.
@MainActor
final class PresentationRecord {
    let presented: ModelViewController
    /// The controller it is presented by; a stack's dismissal that animates the top (rule 61) hands
    /// the top the child's.
    var presenter: ModelViewController
    let source: ModelViewController
    let controller: HeadlessPresentationController
    /// The container, held strongly while the presentation lives.
    var container: ModelView?
    /// Whether the presenter's view is moved into the container and removed (`shouldRemovePresentersView`,
    /// read once when the body starts).
    var removesPresenterView = false
    /// Where the presenter's view was before it was moved into the container.
    weak var presenterSuperview: ModelView?
    var presenterIndex = 0
    /// The presenter's view's frame in its old superview.
    var presenterFrame = CGRect.zero
    /// The old superview's size when the presenter's view left it: a rotation meanwhile resizes the
    /// view by as much when it comes back (autoresizing).
    var presenterSuperviewSize = CGSize.zero
    /// The delegate kept alive when ``Unknowns/retainsTransitioningDelegate`` is on (§1 unknown).
    var retainedDelegate: (any HeadlessTransitioningDelegate)?
    /// Whether the presentation completed and is at rest or being dismissed.
    var isPresented = false
    /// Whether the dismissal in progress (or the next one) was started by the user (rule 30).
    var isUserDismissal = false
    /// The container's size at its last layout pass (nil before the first): a different size
    /// marks it for the next one (rule 34).
    var laidOutSize: CGSize?
    /// Whether the container's layout pass is under way (a `layoutIfNeeded` inside it does not
    /// re-enter it).
    var isLayingOut = false

    init(
        presented: ModelViewController, presenter: ModelViewController, source: ModelViewController,
        controller: HeadlessPresentationController
    ) {
        self.presented = presented
        self.presenter = presenter
        self.source = source
        self.controller = controller
    }
}
