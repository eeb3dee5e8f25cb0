import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The view a zoom grows from and shrinks back to, named in the transition itself
/// (`StagehandTransition.zoom(from: button)` on iOS): held weakly, and measured by the UIKit layer in the
/// container's coordinates when each phase starts, so a view that moved, scrolled or rotated since
/// is found where it is. A view out of the window, or gone, measures as nothing: the zoom then
/// starts from ``StagehandTransition/zoomSource`` or the container's centre.
///
/// Two anchors are equal when they were made by the same call: the view is compared by identity,
/// never retained.
package struct ZoomAnchor: Sendable, Hashable {
    /// The weak reference, shared by the copies of one anchor.
    private final class Reference: @unchecked Sendable {
        // Written once, in `init`; a weak load is atomic in the Swift runtime.
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private let reference: Reference?
    private let storedRect: HashableRect?
    /// The `stagehandIdentifier` of the view, found on the presenting screen when each phase starts
    /// (SwiftUI's views, which no reference reaches); nil for an anchor on a view.
    package let identifier: String?

    /// An anchor on `view`: its bounds, or `rect` in its coordinate space when given.
    package init(view: AnyObject, rect: CGRect? = nil) {
        reference = Reference(view)
        storedRect = rect.map(HashableRect.init)
        identifier = nil
    }

    /// An anchor on the view of the presenting screen that carries `identifier`.
    package init(identifier: String) {
        reference = nil
        storedRect = nil
        self.identifier = identifier
    }

    /// The view, while it exists.
    package var view: AnyObject? { reference?.object }
    /// The rectangle in the view's coordinate space; nil for the view's bounds.
    package var rect: CGRect? { storedRect?.cgRect }

    package static func == (lhs: ZoomAnchor, rhs: ZoomAnchor) -> Bool {
        lhs.reference === rhs.reference && lhs.storedRect == rhs.storedRect
            && lhs.identifier == rhs.identifier
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(reference.map(ObjectIdentifier.init))
        hasher.combine(storedRect)
        hasher.combine(identifier)
    }
}
