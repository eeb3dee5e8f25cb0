#if canImport(UIKit)
import ObjectiveC
import UIKit

extension UIView {
    /// The identifier that pairs this view with a view on the other screen of a shared-element
    /// transition (``StagehandTransition/sharedElement()``), like Hero's `heroID`.
    ///
    /// When a transition starts, Stagehand walks the whole view trees of the presenting and the
    /// presented view controllers (so it reaches the children of container controllers, such as a
    /// navigation controller's top view controller) and pairs views that carry the same identifier:
    /// each pair flies from its frame on the presenting screen to its frame on the presented one,
    /// and back on dismissal. Views that cannot be seen are left out: hidden ones (or inside a hidden
    /// view), views outside the window, and views in table or collection view cells that have left
    /// the screen. A view whose identifier appears on one screen only fades with its screen; the
    /// first view found (depth first) wins when an identifier appears more than once on a screen.
    /// `nil` (the default) or an empty string takes the view out of the matching. When nothing
    /// matches, the reasons are logged at debug level (subsystem `Stagehand`, category
    /// `SharedElements`) and the screens simply fade.
    ///
    /// ```swift
    /// avatarInList.stagehandIdentifier = "avatar-\(user.id)"
    /// avatarInDetail.stagehandIdentifier = "avatar-\(user.id)"
    /// ```
    ///
    /// It can also be set in Interface Builder (a user-defined runtime attribute or the inspector).
    @IBInspectable public var stagehandIdentifier: String? {
        get { objc_getAssociatedObject(self, Self.stagehandIdentifierKey) as? String }
        set {
            objc_setAssociatedObject(
                self, Self.stagehandIdentifierKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC)
        }
    }

    /// The association key: the getter's selector, a pointer that is unique and constant for the life
    /// of the process (the usual Objective-C idiom, which needs no mutable global).
    private static var stagehandIdentifierKey: UnsafeRawPointer {
        unsafeBitCast(#selector(getter: UIView.stagehandIdentifier), to: UnsafeRawPointer.self)
    }
}
#endif
