import Foundation
import StagehandCore
import StagehandHeadless
import StagehandTestSupport
import Testing

@testable import StagehandPreview

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The renderer draws the shadow, the corners and the grabber from what the phone's layer carries
/// (the headless views' ``ModelView/shadow``, rounded corners and grabber view), not from the kind
/// of content: one decision, the core's, drawn where a phone shows it. Pixels are read at scale 1.
@MainActor
@Suite("Painting a presented view's shadow, corners and grabber")
struct ChromePaintingTests {
    static let phone = TransitionContext(container: .iPhonePortrait)

    /// The last frame of `transition`'s presentation, its image, and the presented view's layer.
    private func presented(_ transition: StagehandTransition) throws -> (
        frame: RecordedFrame, image: RasterImage, wrapper: RecordedFrame.Layer
    ) {
        let film = Scenario.film(transition, in: Self.phone, script: .present, framesPerSecond: 10, hold: 0)
        let frame = try #require(film.frames.last)
        let wrapper = try #require(frame.layers.first { $0.name == "presented view" })
        return (frame, try FramePainter(size: film.size).image(of: frame), wrapper)
    }

    private func luminance(_ image: RasterImage, _ x: Double, _ y: Double) throws -> Int {
        let pixel = try #require(image.pixel(x: Int(x), y: Int(y)))
        return Int(pixel.x) + Int(pixel.y) + Int(pixel.z)
    }

    @Test("A card's shadow darkens the screen just above it; without one, nothing does")
    func shadowAboveTheCard() throws {
        let shadowed = try presented(.card())
        let flat = try presented(StagehandTransition.card().shadow(nil))
        #expect(shadowed.wrapper.shadow == .standard)
        #expect(flat.wrapper.shadow == nil)
        let card = shadowed.wrapper.state.frame
        #expect(Rect(card) == Rect(flat.wrapper.state.frame))
        // 3 points above the card's top edge, in its middle: the list screen under it.
        let x = Double(card.midX)
        let y = Double(card.minY) - 3
        #expect(try luminance(shadowed.image, x, y) < luminance(flat.image, x, y))
        // 40 points above, beyond the shadow's reach, the two films agree.
        #expect(try luminance(shadowed.image, x, y - 37) == luminance(flat.image, x, y - 37))
    }

    @Test("The grabber is drawn where the phone's grabber view is, only when asked for")
    func grabberPixels() throws {
        let with = try presented(StagehandTransition.card().prefersGrabberVisible(true))
        let without = try presented(.card())
        let grabber = try #require(with.frame.layers.first { $0.name == "grabber" })
        #expect(without.frame.layers.allSatisfy { $0.name != "grabber" })
        let card = with.wrapper.state.frame
        #expect(Rect(grabber.state.frame) == Rect(Double(card.midX) - 18, Double(card.minY) + 5, 36, 5))
        let centre = (Double(grabber.state.frame.midX), Double(grabber.state.frame.midY))
        #expect(try luminance(with.image, centre.0, centre.1) < luminance(without.image, centre.0, centre.1))
    }

    @Test("A drawer from the bottom is square at its bottom corners and round at its top ones")
    func maskedCorners() throws {
        let drawer = try presented(StagehandTransition.slideIn(from: .bottom).cornerRadius(24))
        let frame = drawer.wrapper.state.frame
        let white = 255 * 3
        // One point in from the bottom-left corner: the drawer's white, as the corner is square.
        #expect(try luminance(drawer.image, Double(frame.minX) + 1, Double(frame.maxY) - 1) == white)
        // One point in from the top-left corner: rounded away, the dimmed screen shows.
        #expect(try luminance(drawer.image, Double(frame.minX) + 1, Double(frame.minY) + 1) < white)
    }
}
