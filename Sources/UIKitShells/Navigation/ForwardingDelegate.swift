#if canImport(UIKit)
import ObjectiveC
import StagehandUIKitLayer
import UIKit

/// A delegate object that stands in UIKit's delegate slot for the app's own delegate
/// (``forwarded``): its subclass implements what Stagehand needs and passes each call on; every
/// other method the app's delegate implements reaches it directly (`responds(to:)`,
/// `forwardingTarget(for:)`).
///
/// UIKit asks a delegate which methods it implements when it is set, and keeps the answers (rule 60;
/// O fastred/AHKNavigationController#2, #5; pointfreeco/swift-navigation#311): when ``forwarded``
/// changes, the slot is set again (nil, then this object), so that UIKit asks again. A selector UIKit
/// read as answered is sent even once the app's delegate has gone, and a forwarding target gone by
/// then is an "unrecognized selector" crash (O DataDog/dd-sdk-ios#2942): the app's delegate carries
/// a watcher whose end sets the slot again, so that UIKit forgets what only the app's delegate
/// answered. When the slot is set is the UIKit layer's ``ContainerDelegateSlot``'s to decide.
@MainActor
class ForwardingDelegate: NSObject, LayerForwardingDelegate {
    /// The app's own delegate, held weakly, as UIKit holds delegates. Read by `responds(to:)` and
    /// `forwardingTarget(for:)`, which UIKit calls on the main thread, outside Swift's isolation.
    nonisolated(unsafe) private(set) weak var forwarded: AnyObject?

    var forwardedDelegate: AnyObject? { forwarded }

    /// Forwards to `delegate` from now on; `reinstall` (which sets UIKit's slot again) runs once
    /// `delegate` has gone, so that UIKit forgets what only it answered.
    func forward(to delegate: AnyObject?, reinstall: @escaping @MainActor () -> Void) {
        forwarded = delegate
        if let delegate { DelegateWatcher.watch(delegate, ended: reinstall) }
    }

    nonisolated override func responds(to aSelector: Selector!) -> Bool {
        super.responds(to: aSelector) || (forwarded?.responds(to: aSelector) ?? false)
    }

    nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
        forwarded?.responds(to: aSelector) == true ? forwarded : super.forwardingTarget(for: aSelector)
    }
}

/// Runs a block when the object it is attached to goes away (an associated object released with
/// it).
@MainActor
private final class DelegateWatcher: NSObject {
    private let ended: @MainActor () -> Void

    private init(ended: @escaping @MainActor () -> Void) { self.ended = ended }

    /// Attaches a watcher to `object` that runs `ended` on the main actor once `object` is gone;
    /// one watcher per object (a new one replaces the last).
    static func watch(_ object: AnyObject, ended: @escaping @MainActor () -> Void) {
        objc_setAssociatedObject(
            object, key, DelegateWatcher(ended: ended), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// The association key: a selector's pointer, unique and constant for the life of the process.
    private static var key: UnsafeRawPointer {
        unsafeBitCast(#selector(getter: DelegateWatcher.keyAnchor), to: UnsafeRawPointer.self)
    }

    /// Exists only so that its selector can serve as the association key.
    @objc private var keyAnchor: Bool { false }

    /// At once on the main thread, where a delegate UIKit uses goes away, so that no later call
    /// meets the answers UIKit kept; on the main actor's next turn elsewhere.
    deinit {
        let ended = ended
        if Thread.isMainThread {
            // On the main thread, the main actor's: what `MainActor.assumeIsolated` does, which the
            // iOS 15 deployment target lacks.
            unsafeBitCast(ended, to: (() -> Void).self)()
        } else {
            Task { @MainActor in ended() }
        }
    }
}
#endif
