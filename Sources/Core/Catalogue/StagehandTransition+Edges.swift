import Foundation

extension StagehandTransition {
    /// The edge a drawer, a cover or a push comes from, as the transition names it (nil for the
    /// other kinds): resolve it with the container's layout direction
    /// (``TransitionEdge/resolved(for:)``) for the physical side.
    public var edge: TransitionEdge? {
        switch kind {
        case .slideIn(let edge), .cover(let edge), .push(let edge): edge
        case .zoom, .card, .sharedElement, .fade, .popup: nil
        }
    }
}

extension PresentationLayout {
    /// The layout seen in a mirror along the vertical axis: attached to the right instead of the left
    /// and back, its left and right margins swapped. A transition from a leading or trailing edge
    /// states its layout left to right and is laid out mirrored right to left.
    var mirroredHorizontally: PresentationLayout {
        var mirrored = self
        switch anchor {
        case .edge(.left): mirrored.anchor = .edge(.right)
        case .edge(.right): mirrored.anchor = .edge(.left)
        case .edge(.top), .edge(.bottom), .center: break
        }
        mirrored.margins.left = margins.right
        mirrored.margins.right = margins.left
        return mirrored
    }
}
