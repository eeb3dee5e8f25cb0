import Foundation
import StagehandCore
import Testing

@Suite("Geometry")
struct GeometryTests {
    @Test(
        "Edges: axis, opposite and outward direction",
        arguments: [
            (ScreenEdge.left, ScreenEdge.Axis.horizontal, ScreenEdge.right, -1.0),
            (.right, .horizontal, .left, 1.0),
            (.top, .vertical, .bottom, -1.0),
            (.bottom, .vertical, .top, 1.0),
        ])
    func edges(edge: ScreenEdge, axis: ScreenEdge.Axis, opposite: ScreenEdge, sign: Double) {
        #expect(edge.axis == axis)
        #expect(edge.opposite == opposite)
        #expect(edge.outwardSign == sign)
        #expect(edge.opposite.opposite == edge)
    }

    @Test func insetsSubscriptAndSanitizing() {
        var insets = Insets(top: 47, left: 0, bottom: 34, right: 0)
        #expect(insets[.top] == 47)
        #expect(insets[.bottom] == 34)
        insets[.left] = 12
        #expect(insets.left == 12)
        let bad = Insets(top: -3, left: .nan, bottom: .infinity, right: 5)
        #expect(bad.sanitized == Insets(top: 0, left: 0, bottom: 0, right: 5))
    }

    @Test func rectInsetNeverGoesNegative() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50).inset(
            by: Insets(top: 30, left: 60, bottom: 30, right: 60))
        #expect(Rect(rect) == Rect(60, 30, 0, 0))
    }

    @Test func transformMatrixFollowsCGAffineTransformConventions() {
        // Scale 2 then rotate 90° then translate (10, 20): (1, 0) -> (2, 0) -> (0, 2) -> (10, 22).
        let transform = Transform2D(
            scaleX: 2, scaleY: 3, rotation: .pi / 2, translationX: 10, translationY: 20)
        let point = transform.matrix.apply(x: 1, y: 0)
        #expect(isClose(point.x, 10))
        #expect(isClose(point.y, 22))
        // (0, 1) -> (0, 3) -> (-3, 0) -> (7, 20).
        let other = transform.matrix.apply(x: 0, y: 1)
        #expect(isClose(other.x, 7))
        #expect(isClose(other.y, 20))
    }

    @Test(
        "Decomposition recovers every component",
        arguments: [
            Transform2D.identity,
            Transform2D(scaleX: 0.5, scaleY: 0.5),
            Transform2D(scaleX: 2, scaleY: 3, rotation: 0.3, translationX: -4, translationY: 9),
            Transform2D(scaleX: 1.5, scaleY: -0.75, rotation: -2.5, translationX: 100, translationY: 0),
        ])
    func decompositionRoundTrips(transform: Transform2D) {
        let recovered = Transform2D(matrix: transform.matrix)
        let original = transform.matrix
        let again = recovered.matrix
        for (a, b) in [
            (original.a, again.a), (original.b, again.b), (original.c, again.c), (original.d, again.d),
            (original.tx, again.tx), (original.ty, again.ty),
        ] {
            #expect(isClose(a, b, 1e-12))
        }
    }

    @Test func matrixInverseAndConcatenation() throws {
        let matrix = Transform2D(scaleX: 2, scaleY: 0.5, rotation: 0.7, translationX: 3, translationY: -8)
            .matrix
        let inverse = try #require(matrix.inverted())
        let identity = matrix.concatenating(inverse)
        #expect(isClose(identity.a, 1, 1e-12))
        #expect(isClose(identity.b, 0, 1e-12))
        #expect(isClose(identity.c, 0, 1e-12))
        #expect(isClose(identity.d, 1, 1e-12))
        #expect(isClose(identity.tx, 0, 1e-12))
        #expect(isClose(identity.ty, 0, 1e-12))
        #expect(Transform2D.scale(0).matrix.inverted() == nil)
    }

    @Test func screenMatrixAppliesTheTransformAboutTheCentre() {
        let state = ViewState(frame: CGRect(x: 100, y: 200, width: 40, height: 20), transform: .scale(2))
        let corners = state.transformedCorners.map { (Double($0.x), Double($0.y)) }
        // The centre (120, 210) stays; the frame doubles around it.
        #expect(isClose(corners[0].0, 80) && isClose(corners[0].1, 190))
        #expect(isClose(corners[2].0, 160) && isClose(corners[2].1, 230))
    }
}

/// Values whose initialisers clamp bad input (negative or non-finite sizes, insets, lengths,
/// colours) are not `Decodable`: a synthesized decoder would set the stored properties directly and
/// skip the clamps. (They were `Codable` until issue 14's audit found the conformances unused,
/// untested, and unsafe for that reason.)
@Suite("No decoding around the clamps")
struct NoDecodingAroundClampsTests {
    @Test(
        "Clamping values are not Decodable",
        arguments: [
            ContainerGeometry.self as Any.Type, Insets.self, Length.self, Margin.self, Margins.self,
            PresentationLayout.self, RGBAColor.self, Dimming.self, Transform2D.self, AffineMatrix.self,
            Detent.self,
        ])
    func notDecodable(type: Any.Type) {
        #expect(!(type is any Decodable.Type), "\(type)")
    }
}
