import Foundation
import StagehandCore
import Testing

/// `Transition` is a value whose properties only its factories and modifiers set, with the
/// compiler's hashing and equality.
@Suite("Transition as a value")
struct TransitionValueTests {
    @Test func zoomSourceRoundTripsAndTakesPartInEquality() {
        let rect = CGRect(x: 240, y: 223, width: 120, height: 44)
        let zoom = Transition.zoom(from: rect)
        #expect(zoom.zoomSource == rect)
        #expect(Transition.zoom().zoomSource == nil)
        #expect(zoom == Transition.zoom(from: rect))
        #expect(zoom.hashValue == Transition.zoom(from: rect).hashValue)
        #expect(zoom != Transition.zoom(from: rect.offsetBy(dx: 1, dy: 0)))
        #expect(zoom != Transition.zoom())
    }

    @Test func modifiersChangeOneThingAndValidate() {
        let card = Transition.card()
        #expect(card.cornerRadius(-4).cornerRadius == 0)
        #expect(card.cornerRadius(.nan).cornerRadius == 0)
        #expect(card.cornerRadius(-4) != card)
        #expect(card.fading().fades)
        #expect(card.fading().kind == card.kind)
        #expect(Set([card, card.fading(), card.fading(false)]).count == 2)
    }
}
