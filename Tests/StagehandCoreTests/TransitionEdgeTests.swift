import Foundation
import StagehandCore
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// `TransitionEdge.resolved(for:)` over every edge and direction, and what the catalogue does with
/// it: a layout mirrored right to left for the directional edges only, and the defaults kept.
@Suite("Transition edges")
struct TransitionEdgeTests {
    @Test(
        "Every edge resolves to its physical side in each direction",
        arguments: [
            (TransitionEdge.left, UserInterfaceLayoutDirection.leftToRight, ScreenEdge.left),
            (.left, .rightToLeft, .left),
            (.top, .leftToRight, .top), (.top, .rightToLeft, .top),
            (.right, .leftToRight, .right), (.right, .rightToLeft, .right),
            (.bottom, .leftToRight, .bottom), (.bottom, .rightToLeft, .bottom),
            (.leading, .leftToRight, .left), (.leading, .rightToLeft, .right),
            (.trailing, .leftToRight, .right), (.trailing, .rightToLeft, .left),
        ])
    func resolved(edge: TransitionEdge, direction: UserInterfaceLayoutDirection, expected: ScreenEdge) {
        #expect(edge.resolved(for: direction) == expected)
        #expect(edge.opposite.resolved(for: direction) == expected.opposite)
        #expect(edge.isDirectional == (edge == .leading || edge == .trailing))
    }

    @Test("A physical edge converts to the transition edge of the same name", arguments: ScreenEdge.allCases)
    func fromScreenEdge(_ edge: ScreenEdge) {
        #expect(TransitionEdge(edge).rawValue == edge.rawValue)
        #expect(TransitionEdge(edge).resolved(for: .rightToLeft) == edge)
    }

    /// The defaults stay physical: a cover from the bottom, a push from the right (in both
    /// directions), and a drawer names its edge.
    @Test("The default edges stay physical")
    func defaults() {
        #expect(StagehandTransition.cover().edge == .bottom)
        #expect(StagehandTransition.push().edge == .right)
        #expect(StagehandTransition.card().edge == nil)
        let rtl = TransitionContext(container: ContainerGeometry.iPhonePortrait.laidOut(in: .rightToLeft))
        #expect(
            StagehandTransition.push().presentedFrame(in: rtl)
                == StagehandTransition.push().presentedFrame(
                    in: TransitionContext(container: .iPhonePortrait)))
    }

    /// A drawer from the leading edge with margins: right to left the layout is mirrored, its margins
    /// swapped, while the same layout from the left edge stays put.
    @Test("A leading drawer's layout is mirrored right to left, a left drawer's is not")
    func mirroredLayout() {
        let margins = Margins(
            top: Margin(0), left: Margin(10), bottom: Margin(0), right: Margin(30))
        let layout = PresentationLayout.drawer(from: .left, length: .points(200), margins: margins)
        let rtl = TransitionContext(container: ContainerGeometry.iPhonePortrait.laidOut(in: .rightToLeft))
        let leading = StagehandTransition.slideIn(from: .leading).layout(layout)
        let left = StagehandTransition.slideIn(from: .left).layout(layout)
        #expect(leading.presentedFrame(in: rtl) == CGRect(x: 180, y: 0, width: 200, height: 844))
        #expect(left.presentedFrame(in: rtl) == CGRect(x: 10, y: 0, width: 200, height: 844))
        #expect(
            leading.presentedFrame(in: TransitionContext(container: .iPhonePortrait))
                == CGRect(x: 10, y: 0, width: 200, height: 844))
    }

    /// The maximum width: 700 for a card, none for the others, nil or infinity lift it, a negative
    /// or NaN width counts as 0.
    @Test("The maximum width's default and its modifier")
    func maximumWidth() {
        #expect(StagehandTransition.card().maximumWidth == 700)
        #expect(StagehandTransition.card().maximumWidth == StagehandTransition.defaultCardMaximumWidth)
        #expect(StagehandTransition.slideIn(from: .bottom).maximumWidth == nil)
        #expect(StagehandTransition.card().maximumWidth(nil).maximumWidth == nil)
        #expect(StagehandTransition.card().maximumWidth(.infinity).maximumWidth == nil)
        #expect(StagehandTransition.card().maximumWidth(-5).maximumWidth == 0)
        #expect(StagehandTransition.card().maximumWidth(.nan).maximumWidth == 0)
        #expect(StagehandTransition.card().maximumWidth(540).maximumWidth == 540)
    }

    /// Which containers limit a card's width: a regular width or a compact height.
    @Test(
        "A regular width or a compact height limits a card's width",
        arguments: [
            (ContainerGeometry.SizeClass.compact, ContainerGeometry.SizeClass.regular, false),
            (.compact, .compact, true), (.regular, .compact, true), (.regular, .regular, true),
        ])
    func limits(horizontal: ContainerGeometry.SizeClass, vertical: ContainerGeometry.SizeClass, limits: Bool)
    {
        let geometry = ContainerGeometry(
            size: CGSize(width: 1000, height: 1000), horizontalSizeClass: horizontal,
            verticalSizeClass: vertical)
        #expect(geometry.limitsCardWidth == limits)
        let frame = StagehandTransition.card(detents: [.points(300)]).presentedFrame(
            in: TransitionContext(container: geometry))
        #expect(
            frame
                == (limits
                    ? CGRect(x: 150, y: 680, width: 700, height: 300)
                    : CGRect(x: 20, y: 680, width: 960, height: 300)))
    }

    /// A resize keeps the layout direction; a phone's rotation turns its vertical size class.
    @Test("A rotation's prediction keeps the direction and turns a phone's height class")
    func resized() {
        let portrait = ContainerGeometry.iPhonePortrait.laidOut(in: .rightToLeft)
        let landscape = portrait.resized(to: CGSize(width: 844, height: 390))
        #expect(landscape.layoutDirection == .rightToLeft)
        #expect(landscape.verticalSizeClass == .compact)
        #expect(landscape.horizontalSizeClass == .compact)
        let back = landscape.resized(to: CGSize(width: 390, height: 844))
        #expect(back.verticalSizeClass == .regular)
        #expect(back.layoutDirection == .rightToLeft)
        let iPad = ContainerGeometry.iPadPortrait.resized(to: CGSize(width: 1194, height: 834))
        #expect(iPad.horizontalSizeClass == .regular)
        #expect(iPad.verticalSizeClass == .regular)
    }
}
