import Foundation
import Testing

@testable import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The dimming a card with an undimmed detent shows, as the choreography decides it: 0 at that
/// detent's height and below, 1 at the next taller detent's and above, linear between. In portrait
/// a card is 371.5 points tall at `.medium`, 743 at `.large` and 185.75 at a quarter.
@Suite("The dimming of a card with an undimmed detent")
struct UndimmedDetentChoreographyTests {
    static let portrait = TransitionContext(container: .iPhonePortrait)

    private func dimmingAlpha(_ transition: StagehandTransition, atHeight height: Double) throws -> Double {
        let plan = transition.choreography(for: .present, in: Self.portrait, detent: .points(height)).plan
        let index = try #require(plan.index(of: .dimming))
        return plan.finalStates[index].alpha
    }

    /// Card heights and the dimming's alpha there, undimmed at medium, of detents quarter, medium,
    /// large: the next taller detent is large, whatever the detents' order.
    static let heights: [(height: Double, alpha: Double)] = [
        (100, 0), (185.75, 0), (371.5, 0), (371.5 + 371.5 / 4, 0.25), (557.25, 0.5), (743, 1), (800, 1),
    ]

    @Test("Linear in the card's height between the undimmed detent and the next taller", arguments: heights)
    func alphaByHeight(height: Double, alpha: Double) throws {
        let quarter = Detent.fraction(0.25)
        let transition = StagehandTransition.card(detents: [.large, quarter, .medium])
            .largestUndimmedDetent(.medium)
        #expect(abs(try dimmingAlpha(transition, atHeight: height) - alpha) < 1e-9)
    }

    @Test("Presenting at the undimmed detent leaves the dimming clear from start to end")
    func presentingClear() throws {
        let transition = StagehandTransition.card(detents: [.medium, .large]).largestUndimmedDetent(.medium)
        let plan = transition.choreography(for: .present, in: Self.portrait, detent: 0).plan
        let index = try #require(plan.index(of: .dimming))
        #expect(plan.initialStates[index].alpha == 0)
        #expect(plan.finalStates[index].alpha == 0)
        let large = transition.choreography(for: .dismiss, in: Self.portrait, detent: 1).plan
        #expect(large.initialStates[try #require(large.index(of: .dimming))].alpha == 1)
    }

    /// Transitions, and the dimming they get and their behaviour's undimmed detent.
    static let options:
        [(name: String, transition: StagehandTransition, dimming: Dimming?, undimmed: Detent?)] = [
            (
                "a card gets the standard dimming",
                .card(detents: [.medium, .large]).largestUndimmedDetent(.medium),
                .standard, .medium
            ),
            (
                "a card keeps its own dimming",
                StagehandTransition.card(detents: [.medium, .large]).dimming(
                    Dimming(color: RGBAColor(white: 0, alpha: 0.2))
                )
                .largestUndimmedDetent(.medium), Dimming(color: RGBAColor(white: 0, alpha: 0.2)), .medium
            ),
            ("nil adds no dimming", .card(detents: [.medium, .large]).largestUndimmedDetent(nil), nil, nil),
            (
                "a fade gets no dimming it did not have",
                StagehandTransition.fade().largestUndimmedDetent(.medium),
                nil, .medium
            ),
        ]

    @Test(
        "The modifier gives a card the standard dimming and reaches the behaviour", arguments: options.indices
    )
    func modifier(index: Int) {
        let (name, transition, dimming, undimmed) = Self.options[index]
        #expect(transition.dimming == dimming, "\(name)")
        #expect(transition.presentationBehavior.largestUndimmedDetent == undimmed, "\(name)")
        #expect(transition.presentationBehavior.dimming == dimming, "\(name)")
    }
}
