import Foundation
import Testing

@testable import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a presented view wears, as the core decides it once for the phone's layer and the
/// renderer: the corners rounded, the shadow, the grabber and where it sits.
@Suite("The presented view's corners, shadow and grabber")
struct PresentedChromeTests {
    static let portrait = TransitionContext(container: .iPhonePortrait)

    private func chrome(_ transition: StagehandTransition, in container: ContainerGeometry = .iPhonePortrait)
        -> PresentedChrome
    {
        let context = TransitionContext(container: container)
        return transition.chrome(presentedFrame: transition.presentedFrame(in: context), in: container)
    }

    /// Transitions and the corners they round, the shadow they cast and the edge of their grabber.
    static let decisions:
        [(
            name: String, transition: StagehandTransition, corners: RoundedCorners, shadow: Shadow?,
            grabber: ScreenEdge?
        )] = [
            ("a floating card rounds all four", .card(), .all, .standard, nil),
            (
                "a card's grabber is at its top", StagehandTransition.card().prefersGrabberVisible(true),
                .all, .standard, .top
            ),
            ("a popup", .popup(), .all, .standard, nil),
            (
                "a drawer from the bottom squares its bottom",
                StagehandTransition.slideIn(from: .bottom).cornerRadius(16),
                [.topLeft, .topRight], nil, nil
            ),
            (
                "a drawer from the left squares its left, its grabber on the right",
                StagehandTransition.slideIn(from: .left).prefersGrabberVisible(true),
                [.topRight, .bottomRight], nil, .right
            ),
            (
                "a drawer from the top, grabber at the bottom",
                StagehandTransition.slideIn(from: .top).prefersGrabberVisible(true),
                [.bottomLeft, .bottomRight], nil, .bottom
            ),
            ("a card without a shadow", StagehandTransition.card().shadow(nil), .all, nil, nil),
            (
                "a transparent shadow is none",
                StagehandTransition.card().shadow(Shadow(color: RGBAColor(white: 0, alpha: 0), radius: 8)),
                .all,
                nil, nil
            ),
            ("a fade with a shadow", StagehandTransition.fade().shadow(.standard), .all, .standard, nil),
            (
                "a zoom has no edge: its grabber at the top",
                StagehandTransition.zoom().prefersGrabberVisible(true), .all, nil, .top
            ),
        ]

    @Test("Corners, shadow and grabber by transition", arguments: decisions.indices)
    func decisionsByTransition(index: Int) {
        let (name, transition, corners, shadow, grabber) = Self.decisions[index]
        let chrome = chrome(transition)
        #expect(chrome.roundedCorners == corners, "\(name)")
        #expect(chrome.shadow == shadow, "\(name)")
        #expect(chrome.grabber?.edge == grabber, "\(name)")
    }

    @Test("A drawer from the leading edge squares the side it came from in each direction")
    func leadingDrawer() {
        var rightToLeft = ContainerGeometry.iPhonePortrait
        rightToLeft.layoutDirection = .rightToLeft
        let drawer = StagehandTransition.slideIn(from: .leading).prefersGrabberVisible(true)
        #expect(chrome(drawer).roundedCorners == [.topRight, .bottomRight])
        #expect(chrome(drawer, in: rightToLeft).roundedCorners == [.topLeft, .bottomLeft])
        #expect(chrome(drawer, in: rightToLeft).grabber?.edge == .left)
    }

    /// A grabber's frame in a view of 350 by 400 points, by edge.
    static let frames: [(edge: ScreenEdge, frame: CGRect, mask: UInt)] = [
        (.top, CGRect(x: 157, y: 5, width: 36, height: 5), 1 | 4 | 32),
        (.bottom, CGRect(x: 157, y: 390, width: 36, height: 5), 1 | 4 | 8),
        (.left, CGRect(x: 5, y: 182, width: 5, height: 36), 4 | 8 | 32),
        (.right, CGRect(x: 340, y: 182, width: 5, height: 36), 1 | 8 | 32),
    ]

    @Test("The grabber is 36 by 5, centred, 5 points in from its edge, pinned there", arguments: frames)
    func grabberFrames(edge: ScreenEdge, frame: CGRect, mask: UInt) {
        let grabber = Grabber(edge: edge, color: Grabber.standardColor)
        #expect(grabber.frame(in: CGSize(width: 350, height: 400)) == frame)
        #expect(grabber.autoresizingMask == mask)
        #expect(!grabber.flexibleMargins.contains(edge))
    }

    @Test("Corner masks are CACornerMask's bits; a custom transition wears nothing")
    func masksAndPlain() {
        #expect(RoundedCorners.all.cornerMask == 15)
        #expect(RoundedCorners([.topLeft, .topRight]).cornerMask == 3)
        #expect(RoundedCorners.on(.bottom).cornerMask == 12)
        #expect(PresentedChrome.plain == PresentedChrome(roundedCorners: .all, shadow: nil, grabber: nil))
    }

    /// The corner radius `preferredCornerRadius(_:)` gives, by transition and value.
    static let radii: [(transition: StagehandTransition, radius: Double?, expected: Double)] = [
        (.card(), 8, 8), (.card(), nil, 20), (StagehandTransition.card().cornerRadius(3), nil, 20),
        (.popup(), nil, 14), (.fade(), nil, 0), (.card(), -4, 0), (.card(), .nan, 0),
    ]

    @Test("preferredCornerRadius: nil is the transition's own, bad values count as 0", arguments: radii)
    func preferredCornerRadius(transition: StagehandTransition, radius: Double?, expected: Double) {
        #expect(transition.preferredCornerRadius(radius).cornerRadius == expected)
    }

    /// Shadows made with bad numbers, and what they hold.
    static let shadows: [(made: Shadow, radius: Double, x: Double, y: Double)] = [
        (Shadow(color: .black, radius: -3, offsetX: .infinity, offsetY: .nan), 0, 0, 0),
        (Shadow(color: .black, radius: .nan, offsetX: 2, offsetY: -4), 0, 2, -4),
        (Shadow(color: .black, radius: 12), 12, 0, 0),
    ]

    @Test("A shadow clamps a bad radius to 0 and a bad offset to 0", arguments: shadows)
    func shadowClamps(made: Shadow, radius: Double, x: Double, y: Double) {
        #expect(made.radius == radius)
        #expect(made.offsetX == x)
        #expect(made.offsetY == y)
    }
}
