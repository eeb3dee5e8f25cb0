// Only the public API, imported as an app's test target imports it: no `@testable`, no test support.
import Foundation
import StagehandCore
import StagehandHeadless
import StagehandTesting
import Testing

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Leading and trailing edges and a card's width, tested as an app would: `TransitionTest` on a
/// screen whose `ContainerGeometry` says its layout direction and size classes.
@MainActor
@Suite("The public testing API: right-to-left screens and wide screens")
struct EdgesAndWidthTransitionTests {
    /// An iPhone 15 in portrait, right to left (Arabic, Hebrew).
    static let rightToLeft = ContainerGeometry.iPhonePortrait.laidOut(in: .rightToLeft)

    @Test(
        "A drawer from the leading edge, right to left, comes from the right and is dragged back to it",
        arguments: [(200.0, TransitionTest.DragOutcome.finished), (-200, .cancelled)])
    func leadingDrawer(translation: Double, outcome: TransitionTest.DragOutcome) throws {
        let test = TransitionTest(StagehandTransition.slideIn(from: .leading), screen: Self.rightToLeft)
        let recording = try test.present()
        #expect(
            recording.state(of: .presented, at: 0)?.frame == CGRect(x: 390, y: 0, width: 292.5, height: 844))
        #expect(
            recording.state(of: .presented, atFraction: 1)?.frame
                == CGRect(x: 97.5, y: 0, width: 292.5, height: 844))
        // `drag(translation:)` moves towards the edge the drawer was resolved to (the right): a
        // positive translation dismisses, a negative one pushes it the other way and it stays.
        try test.expectDrag(translation: translation, velocity: translation * 5, outcome: outcome)
        try test.expectContractKept()
        if outcome == .cancelled { _ = try test.dismiss() }
        try test.expectNothingLeaked()
    }

    @Test("A drawer from the left stays on the left, right to left")
    func physicalLeft() throws {
        let test = TransitionTest(StagehandTransition.slideIn(from: .left), screen: Self.rightToLeft)
        let recording = try test.present()
        #expect(
            recording.state(of: .presented, at: 0)?.frame
                == CGRect(x: -292.5, y: 0, width: 292.5, height: 844))
        #expect(
            recording.state(of: .presented, atFraction: 1)?.frame
                == CGRect(x: 0, y: 0, width: 292.5, height: 844))
        try test.expectContractKept()
    }

    @Test(
        "A card on an iPad and on a phone in landscape is at most 700 points wide, centred",
        arguments: [
            (ContainerGeometry.iPadPortrait, CGRect(x: 67, y: 874, width: 700, height: 300)),
            (.iPhoneLandscape, CGRect(x: 72, y: 69, width: 700, height: 300)),
            (.iPhonePortrait, CGRect(x: 20, y: 510, width: 350, height: 300)),
        ])
    func cardWidth(screen: ContainerGeometry, frame: CGRect) throws {
        let test = TransitionTest(
            StagehandTransition.card(), screen: screen, preferredContentSize: CGSize(width: 0, height: 300))
        let recording = try test.present()
        #expect(recording.state(of: .presented, atFraction: 1)?.frame == frame)
        try test.expectContractKept()
    }
}
