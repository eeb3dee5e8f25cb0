import Foundation
import Testing

@testable import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

@Suite("How a screen measures a presentation it follows (PresentationGauge)")
struct PresentationGaugeTests {
    /// A 390 × 844 container.
    static let container = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// A card from below the container to resting 400 pt tall.
    static let card = PresentationGauge(
        container: container, offScreen: ViewState(frame: CGRect(x: 0, y: 844, width: 390, height: 400)),
        rest: ViewState(frame: CGRect(x: 0, y: 444, width: 390, height: 400)))

    @Test(
        "A card's height is its top edge above the bottom; its progress the share of the way up",
        arguments: [
            // (top edge, height, progress)
            (844.0, 0.0, 0.0), (644.0, 200.0, 0.5), (444.0, 400.0, 1.0), (344.0, 500.0, 1.25),
            (944.0, 0.0, -0.25),
        ])
    func card(top: Double, height: Double, progress: Double) {
        let shown = ViewState(frame: CGRect(x: 0, y: top, width: 390, height: 400))
        #expect(Self.card.position(of: shown) == StagehandPosition(height: height, progress: progress))
    }

    @Test(
        "A card measured against its highest detent reads the share of its top's way at a lower one, and 1 at the highest"
    )
    func lowerDetent() {
        let gauge = PresentationGauge(
            container: Self.container,
            offScreen: ViewState(frame: CGRect(x: 20, y: 844, width: 350, height: 743)),
            rest: ViewState(frame: CGRect(x: 20, y: 67, width: 350, height: 743)))
        let medium = ViewState(frame: CGRect(x: 20, y: 438.5, width: 350, height: 371.5))
        #expect(gauge.position(of: medium) == StagehandPosition(height: 405.5, progress: 405.5 / 777))
        #expect(gauge.position(of: gauge.rest) == StagehandPosition(height: 777, progress: 1))
    }

    @Test("Reduce Motion's cross-fade at a lower detent fades from 0 to that detent's share")
    func reducedMotion() {
        var gauge = Self.card
        gauge.offScreen.alpha = 0
        let lower = CGRect(x: 0, y: 644, width: 390, height: 200)
        #expect(gauge.position(of: ViewState(frame: lower, alpha: 0)).progress == 0)
        #expect(gauge.position(of: ViewState(frame: lower, alpha: 0.5)).progress == 0.25)
        #expect(gauge.position(of: ViewState(frame: lower)) == StagehandPosition(height: 200, progress: 0.5))
    }

    @Test("A drawer from the left is 0 off screen and its full height once it shows; its progress follows x")
    func drawer() {
        let gauge = PresentationGauge(
            container: Self.container,
            offScreen: ViewState(frame: CGRect(x: -300, y: 0, width: 300, height: 844)),
            rest: ViewState(frame: CGRect(x: 0, y: 0, width: 300, height: 844)))
        #expect(gauge.position(of: gauge.offScreen) == StagehandPosition(height: 0, progress: 0))
        let halfway = ViewState(frame: CGRect(x: -150, y: 0, width: 300, height: 844))
        #expect(gauge.position(of: halfway) == StagehandPosition(height: 844, progress: 0.5))
    }

    @Test("A fade, whose frame never moves, is measured by its opacity; with nothing changing it reads 1")
    func fade() {
        let frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        let gauge = PresentationGauge(
            container: Self.container, offScreen: ViewState(frame: frame, alpha: 0),
            rest: ViewState(frame: frame))
        #expect(
            gauge.position(of: ViewState(frame: frame, alpha: 0)) == StagehandPosition(height: 0, progress: 0)
        )
        #expect(
            gauge.position(of: ViewState(frame: frame, alpha: 0.25))
                == StagehandPosition(height: 844, progress: 0.25))
        let still = PresentationGauge(
            container: Self.container, offScreen: ViewState(frame: frame), rest: ViewState(frame: frame))
        #expect(still.position(of: ViewState(frame: frame)).progress == 1)
    }

    @Test(
        "A transform counts as drawn: a view scaled to half about its centre has its top edge a quarter lower"
    )
    func transformed() {
        let frame = CGRect(x: 0, y: 444, width: 390, height: 400)
        let scaled = ViewState(frame: frame, transform: .scale(0.5))
        #expect(scaled.visibleFrame == CGRect(x: 97.5, y: 544, width: 195, height: 200))
        #expect(Self.card.position(of: scaled).height == 300)
    }

    @Test("A state that is not finite reads as off screen, never as NaN")
    func notFinite() {
        let broken = ViewState(frame: CGRect(x: 0, y: Double.nan, width: 390, height: 400))
        #expect(Self.card.position(of: broken) == StagehandPosition(height: 0, progress: 0))
    }
}
