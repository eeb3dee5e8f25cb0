import Foundation

/// A 2-D transform made of a scale, a rotation and a translation, applied about a view's centre in
/// that order, as UIKit applies a view's `transform` about its centre (the default anchor point).
///
/// Kept as components rather than a matrix so that two transforms interpolate the way a designer
/// expects (a half-way rotation is half the angle) and so that it exists on Linux, where
/// `CGAffineTransform` does not. ``matrix`` gives the equivalent affine matrix; the UIKit layer turns
/// it into a `CGAffineTransform` with the same six numbers.
public struct Transform2D: Sendable, Hashable {
    /// The horizontal scale factor (1 leaves widths unchanged).
    public var scaleX: Double
    /// The vertical scale factor (1 leaves heights unchanged).
    public var scaleY: Double
    /// The rotation in radians; positive turns clockwise on screen (y grows downwards).
    public var rotation: Double
    /// The horizontal translation in points.
    public var translationX: Double
    /// The vertical translation in points.
    public var translationY: Double

    /// Creates a transform from its components.
    public init(
        scaleX: Double = 1, scaleY: Double = 1, rotation: Double = 0,
        translationX: Double = 0, translationY: Double = 0
    ) {
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.rotation = rotation
        self.translationX = translationX
        self.translationY = translationY
    }

    /// The transform that changes nothing.
    public static let identity = Transform2D()

    /// A uniform scale by `factor`.
    public static func scale(_ factor: Double) -> Transform2D {
        Transform2D(scaleX: factor, scaleY: factor)
    }

    /// A translation by `x` and `y` points.
    public static func translation(x: Double, y: Double) -> Transform2D {
        Transform2D(translationX: x, translationY: y)
    }

    /// A rotation by `angle` radians.
    public static func rotation(_ angle: Double) -> Transform2D {
        Transform2D(rotation: angle)
    }

    /// Whether the transform changes nothing.
    public var isIdentity: Bool { self == .identity }

    /// The affine matrix of this transform, relative to the centre it is applied about: scale,
    /// then rotate, then translate.
    public var matrix: AffineMatrix {
        let cosine = cos(rotation)
        let sine = sin(rotation)
        return AffineMatrix(
            a: scaleX * cosine, b: scaleX * sine, c: -scaleY * sine, d: scaleY * cosine,
            tx: translationX, ty: translationY)
    }

    /// Recovers scale, rotation and translation from an affine matrix that has no shear.
    ///
    /// A matrix with shear has no exact decomposition; the result then keeps the matrix's
    /// translation, its rotation and the lengths of its column vectors (a documented
    /// approximation). A mirrored matrix (negative determinant) is given a negative `scaleY`.
    public init(matrix m: AffineMatrix) {
        let scaleX = (m.a * m.a + m.b * m.b).squareRoot()
        let determinant = m.a * m.d - m.b * m.c
        let rotation = scaleX == 0 ? 0 : atan2(m.b, m.a)
        let scaleY = scaleX == 0 ? (m.c * m.c + m.d * m.d).squareRoot() : determinant / scaleX
        self.init(scaleX: scaleX, scaleY: scaleY, rotation: rotation, translationX: m.tx, translationY: m.ty)
    }
}

/// A 2-D affine matrix with the layout and conventions of `CGAffineTransform`: a point (x, y)
/// maps to (a·x + c·y + tx, b·x + d·y + ty).
public struct AffineMatrix: Sendable, Hashable {
    /// Row 1, column 1.
    public var a: Double
    /// Row 1, column 2.
    public var b: Double
    /// Row 2, column 1.
    public var c: Double
    /// Row 2, column 2.
    public var d: Double
    /// The x translation.
    public var tx: Double
    /// The y translation.
    public var ty: Double

    /// Creates a matrix from its six entries.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The identity matrix.
    public static let identity = AffineMatrix(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation matrix.
    public static func translation(x: Double, y: Double) -> AffineMatrix {
        AffineMatrix(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// The matrix that applies `self` first and then `other`, as `CGAffineTransform.concatenating`.
    public func concatenating(_ other: AffineMatrix) -> AffineMatrix {
        AffineMatrix(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A scale by `x` horizontally and `y` vertically about the origin.
    public static func scale(x: Double, y: Double) -> AffineMatrix {
        AffineMatrix(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians about the origin (clockwise on screen, where y points down).
    public static func rotation(_ angle: Double) -> AffineMatrix {
        let cosine = cos(angle)
        let sine = sin(angle)
        return AffineMatrix(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// `transform` applied about the point (`x`, `y`) rather than about the origin.
    public static func about(x: Double, y: Double, _ transform: AffineMatrix) -> AffineMatrix {
        translation(x: -x, y: -y).concatenating(transform).concatenating(translation(x: x, y: y))
    }

    /// The determinant of the linear part, `a·d - b·c`.
    public var determinant: Double { a * d - b * c }

    /// Whether all six entries are finite.
    public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// Whether the matrix keeps rectangles axis-aligned (no rotation or shear: `b == 0 && c == 0`).
    public var isAxisAligned: Bool { b == 0 && c == 0 }

    /// The inverse matrix, or `nil` when the matrix is singular (a zero scale) or not finite.
    public func inverted() -> AffineMatrix? {
        let determinant = self.determinant
        guard isFinite, determinant.isNormal else { return nil }
        let inverse = AffineMatrix(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
        return inverse.isFinite ? inverse : nil
    }

    /// Where the matrix maps the point (`x`, `y`).
    public func apply(x: Double, y: Double) -> (x: Double, y: Double) {
        (a * x + c * y + tx, b * x + d * y + ty)
    }
}
