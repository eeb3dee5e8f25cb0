#if canImport(UIKit)
import ObjectiveC
import StagehandCore
import UIKit

/// What Stagehand keeps on a view controller (one associated object): its transitioning delegate,
/// the views named for its presentation, and the presentation style it had before Stagehand set
/// `.custom`.
@MainActor
final class StagehandOptions: NSObject {
    /// The transitioning delegate, retained here because UIKit holds it weakly.
    var delegate: StagehandTransitioningDelegate?
    /// The view a zoom grows from and returns to.
    weak var sourceView: UIView?
    /// The scroll view that shares the dismissal drag.
    weak var scrollView: UIScrollView?
    /// The presentation style to restore when the transition is cleared.
    var previousStyle: UIModalPresentationStyle?
}

extension UIViewController {
    /// The Stagehand options of this controller, created on first use.
    var stagehandOptions: StagehandOptions {
        if let existing = existingStagehandOptions { return existing }
        let created = StagehandOptions()
        objc_setAssociatedObject(self, Self.stagehandOptionsKey, created, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return created
    }

    /// The Stagehand options of this controller, if any were created.
    var existingStagehandOptions: StagehandOptions? {
        objc_getAssociatedObject(self, Self.stagehandOptionsKey) as? StagehandOptions
    }

    /// The association key: a selector's pointer, unique and constant for the life of the process.
    private static var stagehandOptionsKey: UnsafeRawPointer {
        unsafeBitCast(
            #selector(getter: UIViewController.stagehandOptionsKeyAnchor), to: UnsafeRawPointer.self)
    }

    /// Exists only so that its selector can serve as the association key.
    @objc private var stagehandOptionsKeyAnchor: Bool { false }
}
#endif
