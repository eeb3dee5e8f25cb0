import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

// The built-in transitions where any transition is expected, so that a call site reads
// `present(card, transition: .card())` although the parameter takes every `CustomTransition`
// (SE-0299: static members of a protocol constrained to one conformer). Each forwards to
// `Transition`'s factory of the same name, whose documentation says what it does.

extension CustomTransition where Self == Transition {
    /// ``Transition/slideIn(from:length:)``: seed 000's drawer.
    public static func slideIn(from edge: ScreenEdge, length: Length = .fraction(0.75)) -> Transition {
        Transition.slideIn(from: edge, length: length)
    }

    /// ``Transition/zoom(from:)-(CGRect?)``: seed 001's zoom.
    public static func zoom(from source: CGRect? = nil) -> Transition { Transition.zoom(from: source) }

    /// ``Transition/card(detents:inset:)``: seed 002's bottom card.
    public static func card(detents: [Detent] = [.fitted], inset: Double = 20) -> Transition {
        Transition.card(detents: detents, inset: inset)
    }

    /// ``Transition/sharedElement()``: seed 003's shared elements.
    public static func sharedElement() -> Transition { Transition.sharedElement() }

    /// ``Transition/fade()``: seed 004's fade.
    public static func fade() -> Transition { Transition.fade() }

    /// ``Transition/cover(from:)``: a full-screen cover from an edge.
    public static func cover(from edge: ScreenEdge = .bottom) -> Transition { Transition.cover(from: edge) }

    /// ``Transition/push(from:)``: navigation style, with parallax.
    public static func push(from edge: ScreenEdge = .right) -> Transition { Transition.push(from: edge) }

    /// ``Transition/popup()``: an alert-like popup.
    public static func popup() -> Transition { Transition.popup() }
}
