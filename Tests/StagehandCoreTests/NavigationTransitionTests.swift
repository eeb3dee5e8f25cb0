import Foundation
import Testing

@testable import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A transition as a navigation controller's push and pop run it (`NavigationTransition`).
@Suite("A transition as a push runs it")
struct NavigationTransitionTests {
    static let phone = ContainerGeometry.iPhonePortrait

    struct Case: Sendable, CustomTestStringConvertible {
        var transition: StagehandTransition
        var pushes: Bool
        var testDescription: String { "\(transition.name): \(pushes ? "pushes" : "refused")" }
    }

    static let cases: [Case] = [
        Case(transition: .push(from: .trailing), pushes: true),
        Case(transition: .fade(), pushes: true),
        Case(transition: .cover(from: .bottom), pushes: true),
        Case(transition: .zoom(), pushes: true),
        Case(transition: .sharedElement(), pushes: true),
        Case(transition: .slideIn(from: .left), pushes: false),
        Case(transition: .card(), pushes: false),
        Case(transition: .card(detents: [.medium, .large]), pushes: false),
        Case(transition: .popup(), pushes: false),
    ]

    @Test("Only a transition whose screen covers the container pushes", arguments: cases)
    func coverage(_ c: Case) {
        #expect((NavigationTransition(c.transition, in: Self.phone) != nil) == c.pushes)
    }

    @Test("Full screen, no backdrop, no detents, dragged from the leading edge, the transition's own spring")
    func behavior() throws {
        let base = StagehandTransition.fade()
        let wrapped = try #require(NavigationTransition(base, in: Self.phone))
        let behavior = wrapped.presentationBehavior
        #expect(behavior.style == .fullScreen)
        #expect(behavior.dimming == nil)
        #expect(behavior.detents.isEmpty)
        #expect(behavior.isInteractivelyDismissible)
        #expect(behavior.dismissalScreenEdge == .leading)
        #expect(behavior.releaseSpring == base.presentationBehavior.releaseSpring)
        #expect(wrapped.usesSharedElements == base.usesSharedElements)
    }

    @Test("Each phase drops the dimming, and is dragged towards the trailing edge over the container's width")
    func choreography() throws {
        let base = StagehandTransition.push(from: .trailing)
        let wrapped = try #require(NavigationTransition(base, in: Self.phone))
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            var geometry = Self.phone
            geometry.layoutDirection = direction
            let context = TransitionContext(container: geometry)
            for phase in PresentationPhase.allCases {
                let own = base.choreography(for: phase, in: context, detent: nil)
                let choreography = wrapped.choreography(for: phase, in: context, detent: nil)
                #expect(own.plan.roles.contains(.dimming))
                #expect(!choreography.plan.roles.contains(.dimming))
                #expect(!choreography.hierarchy.contains(.dimming))
                #expect(choreography.style == .fullScreen)
                #expect(choreography.drag.edge == (direction == .leftToRight ? .right : .left))
                #expect(choreography.drag.distance == 390)
                // The rest of the plan is the transition's own.
                #expect(choreography.plan.duration == own.plan.duration)
                let kept = own.plan.roles.filter { $0 != .dimming }
                #expect(choreography.plan.roles == kept)
            }
        }
    }

    @Test("A push or a cover heads the other way; other kinds have no way to head")
    func headingTheOtherWay() {
        #expect(StagehandTransition.push(from: .trailing).headingTheOtherWay.edge == .leading)
        #expect(StagehandTransition.cover(from: .bottom).headingTheOtherWay.edge == .top)
        #expect(StagehandTransition.push(from: .left).headingTheOtherWay.edge == .right)
        #expect(StagehandTransition.slideIn(from: .left).headingTheOtherWay.edge == .left)
        #expect(StagehandTransition.fade().headingTheOtherWay == .fade())
    }
}
