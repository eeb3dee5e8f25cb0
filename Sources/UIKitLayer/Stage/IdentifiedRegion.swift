import Foundation

/// What a view that draws nothing of its own says about the place it marks: SwiftUI's
/// `stagehandIdentifier(_:)` puts such a view behind the SwiftUI view it names, at its frame, so
/// that the shared-element search and a zoom's source find it like any identified view. Its
/// picture is the one its screen draws over that frame (the hosting view's pixels: the marker
/// itself is transparent), and hiding it hides what is drawn there through ``setContentHidden``.
@MainActor
package final class IdentifiedRegion {
    /// Hides (true) or shows what is drawn in the region: SwiftUI's view turns transparent.
    package let setContentHidden: @MainActor (Bool) -> Void

    /// A region whose drawing `setContentHidden` hides and shows.
    package init(setContentHidden: @escaping @MainActor (Bool) -> Void) {
        self.setContentHidden = setContentHidden
    }
}
