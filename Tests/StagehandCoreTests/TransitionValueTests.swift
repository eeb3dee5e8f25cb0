import Foundation
import StagehandCore
import Testing

/// `StagehandTransition` is a value whose properties only its factories and modifiers set, with the
/// compiler's hashing and equality.
@Suite("StagehandTransition as a value")
struct TransitionValueTests {
    @Test func zoomSourceRoundTripsAndTakesPartInEquality() {
        let rect = CGRect(x: 240, y: 223, width: 120, height: 44)
        let zoom = StagehandTransition.zoom(fromRectInContainer: rect)
        #expect(zoom.zoomSource == rect)
        #expect(StagehandTransition.zoom().zoomSource == nil)
        #expect(zoom == StagehandTransition.zoom(fromRectInContainer: rect))
        #expect(zoom.hashValue == StagehandTransition.zoom(fromRectInContainer: rect).hashValue)
        #expect(zoom != StagehandTransition.zoom(fromRectInContainer: rect.offsetBy(dx: 1, dy: 0)))
        #expect(zoom != StagehandTransition.zoom())
    }

    @Test func modifiersChangeOneThingAndValidate() {
        let card = StagehandTransition.card()
        #expect(card.cornerRadius(-4).cornerRadius == 0)
        #expect(card.cornerRadius(.nan).cornerRadius == 0)
        #expect(card.cornerRadius(-4) != card)
        #expect(card.fading().fades)
        #expect(card.fading().kind == card.kind)
        #expect(Set([card, card.fading(), card.fading(false)]).count == 2)
    }
}
