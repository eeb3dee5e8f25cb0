import Foundation
import StagehandCore
import StagehandHeadless

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Builds an animated SVG from frames given one at a time, keeping per view only the keyframes the
/// document needs (its geometry, opacity, transform, fills and shadows at each frame), not the
/// frames themselves.
///
/// Views are identified by name and by their rank among views of the same name in a frame. A view
/// is drawn with the content it had when it first appeared; where it is absent (before it appears,
/// or after it leaves) it keeps its nearest known geometry at opacity 0.
struct SVGFilmWriter {
    private struct Track {
        var reference: RecordedFrame.Layer
        var last: RecordedFrame.Layer
        var clips: Bool
        var keyframes: [SVGKeyframe] = []
        var backgroundFrames: [SVGKeyframe] = []
        var contentFrames: [SVGKeyframe] = []
        var hasShadows: Bool
        var shadowColors: [RGBAColor] = []
        var shadowFrames: [[SVGKeyframe]] = []

        init(_ layer: RecordedFrame.Layer) {
            reference = layer
            last = layer
            clips = layer.state.cornerRadius > 0
            hasShadows = layer.shadow != nil
        }

        /// One sample: the layer at `time`, or `nil` when the view is absent then.
        mutating func add(time: Double, _ sample: RecordedFrame.Layer?) {
            let layer = sample ?? last
            if let sample {
                last = sample
                if sample.state.cornerRadius > 0 { clips = true }
            }
            let width = Double(layer.size.width)
            let height = Double(layer.size.height)
            let bounds = CGRect(x: 0, y: 0, width: width, height: height)
            keyframes.append(
                SVGKeyframe(
                    time: time, rect: bounds, cornerRadius: layer.state.cornerRadius,
                    opacity: sample == nil ? 0 : layer.opacity, transform: layer.matrix))
            backgroundFrames.append(
                SVGKeyframe(time: time, rect: bounds, cornerRadius: layer.state.cornerRadius))
            let contentWidth = max(Double(layer.contentSize.width), 1)
            let contentHeight = max(Double(layer.contentSize.height), 1)
            contentFrames.append(
                SVGKeyframe(
                    time: time, rect: CGRect(x: 0, y: 0, width: contentWidth, height: contentHeight),
                    transform: .scale(x: width / contentWidth, y: height / contentHeight)))
            if hasShadows, let shadow = layer.shadow ?? reference.shadow {
                let shadows = ShadowRings.rings(
                    of: shadow, bounds: bounds, cornerRadius: layer.state.cornerRadius)
                if shadowColors.isEmpty {
                    shadowColors = shadows.map(\.color)
                    shadowFrames = Array(repeating: [], count: shadows.count)
                }
                for index in shadowFrames.indices where index < shadows.count {
                    shadowFrames[index].append(
                        SVGKeyframe(
                            time: time, rect: shadows[index].rect, cornerRadius: shadows[index].radius))
                }
            }
        }
    }

    let size: CGSize
    let framesPerSecond: Double
    private var order: [String] = []
    private var tracks: [String: Track] = [:]
    private(set) var frameCount = 0

    init(size: CGSize, framesPerSecond: Double) {
        self.size = size
        self.framesPerSecond = framesPerSecond
    }

    /// Adds the next frame.
    mutating func add(_ frame: RecordedFrame) {
        let index = frameCount
        let time = Double(index) / framesPerSecond
        var seen: [String: Int] = [:]
        var present: Set<String> = []
        for layer in frame.layers {
            let rank = seen[layer.name, default: 0]
            seen[layer.name] = rank + 1
            let key = rank == 0 ? layer.name : "\(layer.name)-\(rank)"
            if tracks[key] == nil {
                order.append(key)
                var track = Track(layer)
                for earlier in 0..<index { track.add(time: Double(earlier) / framesPerSecond, nil) }
                tracks[key] = track
            }
            tracks[key]!.add(time: time, layer)
            present.insert(key)
        }
        for key in order where !present.contains(key) { tracks[key]!.add(time: time, nil) }
        frameCount += 1
    }

    /// The SVG document of the frames added so far; throws ``RenderError/noFrames`` when there are none.
    func document() throws -> String {
        guard frameCount > 0 else { throw RenderError.noFrames }
        let nodes = order.enumerated().map { number, key in node(tracks[key]!, id: "v\(number)") }
        let animation = SVGAnimation(
            width: Double(size.width), height: Double(size.height),
            duration: Double(frameCount) / framesPerSecond, loops: true, background: Palette.window,
            nodes: nodes)
        return try animation.document()
    }

    private func node(_ track: Track, id: String) -> SVGNode {
        var children: [SVGNode] = []
        for (index, color) in track.shadowColors.enumerated() {
            children.append(
                .shape(
                    SVGShape(
                        id: "\(id)-shadow\(index)", kind: .roundedRect, fill: color,
                        keyframes: track.shadowFrames[index])))
        }
        for (suffix, color) in Self.backgrounds(of: track.reference.content).enumerated() {
            children.append(
                .shape(
                    SVGShape(
                        id: "\(id)-bg\(suffix)", kind: .roundedRect, fill: color,
                        keyframes: track.backgroundFrames)))
        }
        var recorder = ShapeRecorder(prefix: "\(id)-c")
        let reference = track.reference
        MockContent.draw(
            reference.content, width: max(Double(reference.contentSize.width), 1),
            height: max(Double(reference.contentSize.height), 1), pen: Pen(matrix: .identity, opacity: 1),
            on: &recorder)
        if !recorder.shapes.isEmpty {
            children.append(
                .group(
                    SVGGroup(
                        id: "\(id)-content", clipsChildren: false, keyframes: track.contentFrames,
                        children: recorder.shapes)))
        }
        return .group(
            SVGGroup(id: id, clipsChildren: track.clips, keyframes: track.keyframes, children: children))
    }

    /// The fills under a view's content.
    private static func backgrounds(of content: ModelContent) -> [RGBAColor] {
        switch content {
        case .none: []
        case .color(let color), .avatar(let color): [color]
        case .dimming(let dimming):
            dimming.blursBackground ? [RGBAColor(white: 1, alpha: 0.3), dimming.color] : [dimming.color]
        case .listScreen, .detailScreen, .menu, .card: [Palette.background]
        case .alert: [Palette.groupedBackground]
        }
    }
}
