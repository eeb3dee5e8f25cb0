import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

// The built-in transitions where any transition is expected, so that a call site reads
// `present(card, transition: .card())` although the parameter takes every `CustomTransition`
// (SE-0299: static members of a protocol constrained to one conformer). Each forwards to
// `StagehandTransition`'s factory of the same name, whose documentation says what it does.

extension CustomTransition where Self == StagehandTransition {
    /// ``StagehandTransition/slideIn(from:length:)``: a drawer from an edge (a physical one, or the
    /// leading or trailing one) over a dimming.
    public static func slideIn(from edge: TransitionEdge, length: Length = .fraction(0.75))
        -> StagehandTransition
    {
        StagehandTransition.slideIn(from: edge, length: length)
    }

    /// ``StagehandTransition/zoom()``: a zoom from the container's centre.
    public static func zoom() -> StagehandTransition { StagehandTransition.zoom() }

    /// ``StagehandTransition/zoom(fromRectInContainer:)``: a zoom from a rectangle in the
    /// container's coordinates.
    public static func zoom(fromRectInContainer rect: CGRect) -> StagehandTransition {
        StagehandTransition.zoom(fromRectInContainer: rect)
    }

    /// ``StagehandTransition/zoom(sourceID:)``: a zoom from the view carrying an identifier.
    public static func zoom(sourceID: String) -> StagehandTransition {
        StagehandTransition.zoom(sourceID: sourceID)
    }

    /// ``StagehandTransition/card(detents:inset:)``: a bottom card.
    public static func card(detents: [Detent] = [.fitted], inset: Double = 20) -> StagehandTransition {
        StagehandTransition.card(detents: detents, inset: inset)
    }

    /// ``StagehandTransition/sharedElement()``: shared elements flying between the screens.
    public static func sharedElement() -> StagehandTransition { StagehandTransition.sharedElement() }

    /// ``StagehandTransition/fade()``: a cross-fade.
    public static func fade() -> StagehandTransition { StagehandTransition.fade() }

    /// ``StagehandTransition/cover(from:)``: a full-screen cover from an edge.
    public static func cover(from edge: TransitionEdge = .bottom) -> StagehandTransition {
        StagehandTransition.cover(from: edge)
    }

    /// ``StagehandTransition/push(from:)``: navigation style, with parallax.
    public static func push(from edge: TransitionEdge = .right) -> StagehandTransition {
        StagehandTransition.push(from: edge)
    }

    /// ``StagehandTransition/popup()``: an alert-like popup.
    public static func popup() -> StagehandTransition { StagehandTransition.popup() }
}
