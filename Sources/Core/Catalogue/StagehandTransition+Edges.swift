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

    /// The same transition heading the other way: a push or a cover from the opposite edge (a tab
    /// left of the selected one comes in from the other side, ``TabSwitchTransitions``). Every
    /// other kind has no way to head, and is returned as it is.
    package var headingTheOtherWay: StagehandTransition {
        var reversed = self
        switch kind {
        case .push(let edge): reversed.kind = .push(edge.opposite)
        case .cover(let edge): reversed.kind = .cover(edge.opposite)
        case .slideIn, .zoom, .card, .sharedElement, .fade, .popup: break
        }
        return reversed
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
