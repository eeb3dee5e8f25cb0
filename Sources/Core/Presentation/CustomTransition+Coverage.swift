import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension CustomTransition {
    /// Whether the presentation, at rest in `context` (a card at `detent`), covers the whole
    /// container: the presented view is shown at rest, opaque and untransformed, over every point of
    /// the container's bounds.
    ///
    /// Nothing of the presenting screen shows around a covering presentation, so the status bar and
    /// the home indicator should be the presented controller's (rule 36): a cover, a push, a fade or a
    /// shared element, and a zoom once it has landed, cover; a drawer, a card or a popup don't. Only
    /// the geometry is judged: content the presented view draws translucent is its own choice.
    ///
    /// - Parameters:
    ///   - context: the container and measurements the resting layout is made from.
    ///   - detent: where a card rests; nil for presentations without detents.
    public func coversContainerAtRest(in context: TransitionContext, detent: Detent?) -> Bool {
        let choreography = choreography(for: .present, in: context, detent: detent)
        guard choreography.restingRoles.contains(.presented),
            let index = choreography.plan.index(of: .presented)
        else { return false }
        return choreography.plan.finalStates[index].covers(context.container.bounds)
    }
}

extension ViewState {
    /// Whether a view in this state hides every point of `rect` (in the same coordinates): opaque,
    /// untransformed, and its frame containing `rect`, to a millionth of a point (layouts computed
    /// as fractions of the container land on its edges only to rounding). A frame with a NaN or
    /// infinite component covers nothing.
    public func covers(_ rect: CGRect) -> Bool {
        let frame = frame.standardized
        let tolerance = 1e-6
        let components = [frame.minX, frame.minY, frame.maxX, frame.maxY].map { Double($0) }
        guard alpha >= 1, transform == .identity, components.allSatisfy(\.isFinite) else { return false }
        return components[0] <= Double(rect.minX) + tolerance
            && components[1] <= Double(rect.minY) + tolerance
            && components[2] >= Double(rect.maxX) - tolerance
            && components[3] >= Double(rect.maxY) - tolerance
    }
}
