import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// One frame of the headless UIKit's window, as the renderer paints it: the time and every visible
/// layer, bottom to top, each with its full matrix, opacity and the rounded clips above it.
public struct RecordedFrame: Sendable, Hashable {
    /// The virtual time, in seconds.
    public var time: Double
    /// The layers drawn, bottom to top.
    public var layers: [Layer]

    /// One view as drawn in a frame.
    public struct Layer: Sendable, Hashable {
        /// The view's name (a role name for the views a transition animates).
        public var name: String
        /// Its state, with its frame in window coordinates (its own transform only).
        public var state: ViewState
        /// What it shows.
        public var content: ModelContent
        /// How deep it is in the window's tree (the window's subviews are at 1).
        public var depth: Int
        /// The size of the view's bounds, in points.
        public var size: CGSize
        /// The size its content was laid out at: a snapshot keeps its original's and is stretched.
        public var contentSize: CGSize
        /// Maps the view's own coordinates (0...width, 0...height) to the window, every ancestor's
        /// position and transform included.
        public var matrix: AffineMatrix
        /// Its alpha times every ancestor's.
        public var opacity: Double
        /// The rounded rectangles of the ancestors that clip it (those with a corner radius), outermost
        /// first, each in window coordinates through its own matrix.
        public var clips: [Clip]
        /// The shadow the view's layer casts (``ModelView/shadow``), drawn under it.
        public var shadow: Shadow?

        /// Hashes the layer's identity, state and content.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(name)
            hasher.combine(state)
            hasher.combine(content)
            hasher.combine(depth)
            hasher.combine(shadow)
        }

        /// Two layers are equal when every field is.
        public static func == (lhs: Layer, rhs: Layer) -> Bool {
            lhs.name == rhs.name && lhs.state == rhs.state && lhs.content == rhs.content
                && lhs.depth == rhs.depth
                && lhs.size == rhs.size && lhs.contentSize == rhs.contentSize && lhs.matrix == rhs.matrix
                && lhs.opacity == rhs.opacity && lhs.clips == rhs.clips && lhs.shadow == rhs.shadow
        }
    }

    /// A rounded rectangle that clips the layers inside it (`clipsToBounds` with a corner radius).
    public struct Clip: Sendable, Hashable {
        /// The size of the clipping view.
        public var width: Double
        /// The height of the clipping view.
        public var height: Double
        /// Its corner radius.
        public var cornerRadius: Double
        /// Maps its coordinates to the window.
        public var matrix: AffineMatrix
        /// The corners its radius rounds (``ModelView/roundedCorners``).
        package var roundedCorners: RoundedCorners = .all
    }

    /// Records what `window` shows at `time`: every visible view but the window itself, the
    /// transition containers and Stagehand's pass-through views (plain views that draw nothing),
    /// bottom to top.
    @MainActor
    public static func record(_ window: ModelView, at time: Double) -> RecordedFrame {
        var layers: [Layer] = []
        func visit(_ view: ModelView, parent: AffineMatrix, opacity: Double, clips: [Clip], depth: Int) {
            guard !view.isHidden else { return }
            // What is on screen: the presentation values while a property animator runs.
            let state = view.presentationState
            let width = Double(state.frame.width)
            let height = Double(state.frame.height)
            // Own coordinates -> parent: the transform about the centre, then the frame's origin.
            let local = AffineMatrix.translation(x: -width / 2, y: -height / 2)
                .concatenating(state.transform.matrix)
                .concatenating(
                    .translation(
                        x: Double(state.frame.minX) + width / 2, y: Double(state.frame.minY) + height / 2))
            let matrix = local.concatenating(parent)
            let alpha = opacity * min(max(state.alpha, 0), 1)
            if view !== window, view.name != "container", view.name != "passthrough" {
                let origin = matrix.apply(x: 0, y: 0)
                var windowState = state
                windowState.frame = CGRect(x: origin.x, y: origin.y, width: width, height: height)
                layers.append(
                    Layer(
                        name: view.name, state: windowState, content: view.content, depth: depth,
                        size: state.frame.size, contentSize: view.contentSize ?? state.frame.size,
                        matrix: matrix,
                        opacity: alpha, clips: clips, shadow: view.shadow))
            }
            var inner = clips
            // A scroll view clips its content (`UIScrollView.clipsToBounds` is true by default).
            if state.clipsContent || view.scroll != nil {
                inner.append(
                    Clip(
                        width: width, height: height, cornerRadius: state.cornerRadius, matrix: matrix,
                        roundedCorners: view.roundedCorners))
            }
            // Subviews sit in the view's bounds, whose origin is a scroll view's content offset; a
            // snapshot's copied subviews are stretched with it, from the size it was taken at.
            let taken = view.contentSize ?? state.frame.size
            let stretch = AffineMatrix.scale(
                x: taken.width > 0 ? width / Double(taken.width) : 1,
                y: taken.height > 0 ? height / Double(taken.height) : 1)
            let content = AffineMatrix.translation(
                x: -Double(view.boundsOrigin.x), y: -Double(view.boundsOrigin.y)
            )
            .concatenating(stretch)
            .concatenating(matrix)
            for subview in view.subviews {
                visit(subview, parent: content, opacity: alpha, clips: inner, depth: depth + 1)
            }
        }
        visit(window, parent: .identity, opacity: 1, clips: [], depth: 0)
        return RecordedFrame(time: time, layers: layers)
    }
}
