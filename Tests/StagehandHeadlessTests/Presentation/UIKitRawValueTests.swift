import StagehandUIKitLayer
import Testing

/// The iOS shells convert UIKit's enums by raw value: these pin the values to the SDK's headers
/// (UIViewAnimating.h, UIGestureRecognizer.h), and what a value UIKit adds later reads as.
@Suite("UIKit's raw values, as the UIKit layer reads them")
struct UIKitRawValueTests {
    @Test(
        "UIViewAnimatingState",
        arguments: [(0, .inactive), (1, .active), (2, .stopped), (3, .inactive), (-1, .inactive)]
            as [(Int, LayerAnimatingState)])
    func animatingState(raw: Int, state: LayerAnimatingState) {
        #expect(LayerAnimatingState(uiKitRawValue: raw) == state)
    }

    @Test(
        "UIViewAnimatingPosition",
        arguments: [(0, .end), (1, .start), (2, .current), (7, .current)] as [(Int, LayerAnimatingPosition)])
    func animatingPosition(raw: Int, position: LayerAnimatingPosition) {
        let read = LayerAnimatingPosition(uiKitRawValue: raw)
        #expect(read == position)
        // Back to UIKit by the same raw value, for the values UIKit has.
        if (0...2).contains(raw) { #expect(read.rawValue == raw) }
    }

    @Test(
        "UIGestureRecognizer.State",
        arguments: [
            (0, .possible), (1, .began), (2, .changed), (3, .ended), (4, .cancelled), (5, .failed),
            (6, .possible),
        ] as [(Int, LayerGestureState)])
    func gestureState(raw: Int, state: LayerGestureState) {
        #expect(LayerGestureState(uiKitRawValue: raw) == state)
    }
}
