import Foundation

/// A 2-D affine transform with Core Graphics' conventions.
///
/// A point `(x, y)` maps to `(a * x + c * y + tx, b * x + d * y + ty)`, exactly like
/// `CGAffineTransform`, and `t1.concatenating(t2)` applies `t1` first, then `t2`.
public struct RenderMatrix: Sendable, Hashable {
    /// The x scale (and rotation) component.
    public var a: Double
    /// The y shear (and rotation) component.
    public var b: Double
    /// The x shear (and rotation) component.
    public var c: Double
    /// The y scale (and rotation) component.
    public var d: Double
    /// The x translation.
    public var tx: Double
    /// The y translation.
    public var ty: Double

    /// Creates a matrix from its six components.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that leaves every point where it is.
    public static let identity = RenderMatrix(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by `(x, y)`.
    public static func translation(x: Double, y: Double) -> RenderMatrix {
        RenderMatrix(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale by `x` horizontally and `y` vertically about the origin.
    public static func scale(x: Double, y: Double) -> RenderMatrix {
        RenderMatrix(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians about the origin (clockwise on screen, where y points down).
    public static func rotation(_ angle: Double) -> RenderMatrix {
        let cosine = cos(angle)
        let sine = sin(angle)
        return RenderMatrix(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// `transform` applied about the point `(x, y)` rather than about the origin.
    public static func about(x: Double, y: Double, _ transform: RenderMatrix) -> RenderMatrix {
        translation(x: -x, y: -y).concatenating(transform).concatenating(translation(x: x, y: y))
    }

    /// The transform that applies `self` first and then `other`.
    public func concatenating(_ other: RenderMatrix) -> RenderMatrix {
        RenderMatrix(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// The determinant of the linear part, `a * d - b * c`.
    public var determinant: Double { a * d - b * c }

    /// Whether all six components are finite.
    public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// Whether the transform keeps rectangles axis-aligned (no rotation or shear: `b == 0 && c == 0`).
    public var isAxisAligned: Bool { b == 0 && c == 0 }

    /// The inverse transform, or `nil` when the matrix is singular (or not finite).
    public func inverted() -> RenderMatrix? {
        let det = determinant
        guard isFinite, det.isNormal else { return nil }
        let inverse = RenderMatrix(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
        return inverse.isFinite ? inverse : nil
    }

    /// The point `(x, y)` mapped through the transform.
    public func apply(to x: Double, y: Double) -> (x: Double, y: Double) {
        (a * x + c * y + tx, b * x + d * y + ty)
    }
}
