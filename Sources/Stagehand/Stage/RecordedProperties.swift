#if canImport(UIKit)
import UIKit

/// The properties of a view Stagehand did not create, as they were before Stagehand first changed
/// them, so that they can be put back (``UIKitStage/restore(_:)``).
@MainActor
struct RecordedProperties {
    /// The view they belong to.
    weak var view: UIView?
    private let cornerRadius: CGFloat
    private let clipsToBounds: Bool
    private let alpha: CGFloat
    private let transform: CGAffineTransform

    /// Records `view`'s corner radius, clipping, alpha and transform.
    init(of view: UIView) {
        self.view = view
        cornerRadius = view.layer.cornerRadius
        clipsToBounds = view.clipsToBounds
        alpha = view.alpha
        transform = view.transform
    }

    /// Puts the recorded properties back on the view.
    func restore() {
        guard let view else { return }
        view.layer.cornerRadius = cornerRadius
        view.clipsToBounds = clipsToBounds
        view.alpha = alpha
        view.transform = transform
    }
}
#endif
