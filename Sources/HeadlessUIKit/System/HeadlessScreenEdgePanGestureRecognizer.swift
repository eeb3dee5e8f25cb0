import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Edges of a rectangle, as `UIRectEdge` (same raw values).
public struct HeadlessRectEdge: OptionSet, Sendable, Hashable {
    /// The raw value, as `UIRectEdge.rawValue`.
    public let rawValue: UInt

    /// Creates a set of edges from `UIRectEdge`'s raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = HeadlessRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = HeadlessRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = HeadlessRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = HeadlessRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: HeadlessRectEdge = [.top, .left, .bottom, .right]

    /// The edges of `bounds` that `point` lies within `size` points of (points outside the bounds
    /// count as within), as UIKit's private `UIRectEdgeRegionForLocation`.
    static func region(of point: CGPoint, in bounds: CGRect, size: Double) -> HeadlessRectEdge {
        var edges: HeadlessRectEdge = []
        if Double(point.y - bounds.minY) < size { edges.insert(.top) }
        if Double(point.x - bounds.minX) < size { edges.insert(.left) }
        if Double(bounds.maxY - point.y) < size { edges.insert(.bottom) }
        if Double(bounds.maxX - point.x) < size { edges.insert(.right) }
        return edges
    }
}

/// A pan that begins only when the finger comes in from an edge of the screen, as
/// `UIScreenEdgePanGestureRecognizer` ("only recognizes if the user slides their finger in from the
/// bezel on the specified edge", `UIScreenEdgePanGestureRecognizer.h` lines 62–63).
///
/// UIKit 26.1 (decompiled `UIScreenEdgePanGestureRecognizer`, `_UISEGestureFeatureSettings`,
/// `_UISEInitialEdgesFailGestureFeature`, `_UISEBackProjectEdgesFailGestureFeature`) decides with the
/// window's bounds (the screen, in the interface orientation), not the view's:
/// - the edge region is `edgeRegionSize`, 13 points by default (some iPhones use a fraction of the
///   screen instead; which ones is **unknown**, so the model keeps 13, the narrower region);
/// - a finger landing farther than `edgeRegionSize + 20` points from every one of ``edges`` fails at
///   once;
/// - on the first move, the touch-down point is projected back by that move (`p0 - (p1 - p0)`, the
///   default back-projection factor of 1) and must lie within `edgeRegionSize` of one of ``edges``, or
///   the recognizer fails;
/// - it then begins as a pan does, after 10 points (the inherited slop), with the slop taken out of
///   the translation; it tracks one finger (`maximumNumberOfTouches` is 1).
///
/// Detection by the digitizer's edge flags and by the angle of the swipe is not modelled.
@MainActor
public final class HeadlessScreenEdgePanGestureRecognizer: HeadlessPanGestureRecognizer {
    /// UIKit's default edge region, in points (`_UISEGestureFeatureSettings init`, UIKit 26.1).
    public static let defaultEdgeRegionSize = 13.0

    /// The edges the finger must come in from (`edges`, none by default: it never begins).
    public var edges: HeadlessRectEdge = []
    /// How close to an edge the finger must start, in points (UIKit's private `_edgeRegionSize`).
    public var edgeRegionSize = HeadlessScreenEdgePanGestureRecognizer.defaultEdgeRegionSize

    private var checkedFirstMove = false

    /// Creates a screen-edge pan recognizer tracking one finger.
    public override init() {
        super.init()
        maximumNumberOfTouches = 1
    }

    private var screenBounds: CGRect {
        system?.window.state.frame ?? view?.frame(in: nil) ?? .zero
    }

    override func touchesBegan(_ began: [HeadlessTouch]) {
        if let touch = began.first, state == .possible,
            HeadlessRectEdge.region(of: touch.location, in: screenBounds, size: edgeRegionSize + 20)
                .isDisjoint(with: edges)
        {
            setState(.failed)
            return
        }
        super.touchesBegan(began)
    }

    override func touchesMoved(_ moved: [HeadlessTouch]) {
        if !checkedFirstMove, let touch = moved.first {
            checkedFirstMove = true
            let start = touch.initialLocation
            let projected = CGPoint(
                x: start.x - (touch.location.x - start.x), y: start.y - (touch.location.y - start.y))
            if HeadlessRectEdge.region(of: projected, in: screenBounds, size: edgeRegionSize).isDisjoint(
                with: edges)
            {
                setState(.failed)
                return
            }
        }
        super.touchesMoved(moved)
    }

    override func reset() {
        super.reset()
        checkedFirstMove = false
    }
}
