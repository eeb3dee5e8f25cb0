#if canImport(UIKit)
import StagehandUIKitLayer
import UIKit

/// The transparent view SwiftUI's `stagehandIdentifier(_:)` puts behind the view it names: it
/// carries the identifier, takes no touches, is no accessibility element, and its
/// ``IdentifiedRegion`` tells Stagehand that its pixels are its screen's and how to hide them.
final class IdentifiedRegionView: UIView {
    let region: IdentifiedRegion

    init(region: IdentifiedRegion) {
        self.region = region
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        isAccessibilityElement = false
        backgroundColor = .clear
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("IdentifiedRegionView is made in code") }
}
#endif
