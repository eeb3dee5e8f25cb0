import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A ``ViewState`` as eleven plain numbers, which is what a plan interpolates every frame: no
/// `CGRect` accessors (which are calls into Foundation on Linux), no nested structures.
struct PackedState: Sendable, Hashable {
    var x, y, width, height, alpha: Double
    var scaleX, scaleY, rotation, translationX, translationY: Double
    var cornerRadius: Double

    init(_ state: ViewState) {
        x = Double(state.frame.origin.x)
        y = Double(state.frame.origin.y)
        width = Double(state.frame.size.width)
        height = Double(state.frame.size.height)
        alpha = state.alpha
        scaleX = state.transform.scaleX
        scaleY = state.transform.scaleY
        rotation = state.transform.rotation
        translationX = state.transform.translationX
        translationY = state.transform.translationY
        cornerRadius = state.cornerRadius
    }

    /// `from + (to - from) · fraction`, written with the clamps of
    /// ``ViewState/interpolate(from:to:fraction:)``, into `state` for the properties in `mask`.
    @inline(__always)
    static func interpolate(
        from a: PackedState, to b: PackedState, fraction f: Double, properties mask: ViewProperties,
        into state: inout ViewState
    ) {
        if mask.contains(.frame) {
            let width = a.width + (b.width - a.width) * f
            let height = a.height + (b.height - a.height) * f
            state.frame = CGRect(
                x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f,
                width: width > 0 ? width : 0, height: height > 0 ? height : 0)
        }
        if mask.contains(.alpha) {
            let alpha = a.alpha + (b.alpha - a.alpha) * f
            state.alpha = alpha < 0 ? 0 : (alpha > 1 ? 1 : alpha)
        }
        if mask.contains(.transform) {
            state.transform = Transform2D(
                scaleX: a.scaleX + (b.scaleX - a.scaleX) * f, scaleY: a.scaleY + (b.scaleY - a.scaleY) * f,
                rotation: a.rotation + (b.rotation - a.rotation) * f,
                translationX: a.translationX + (b.translationX - a.translationX) * f,
                translationY: a.translationY + (b.translationY - a.translationY) * f)
        }
        if mask.contains(.cornerRadius) {
            let radius = a.cornerRadius + (b.cornerRadius - a.cornerRadius) * f
            state.cornerRadius = radius > 0 ? radius : 0
        }
    }
}
