import Foundation
import StagehandCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The file formats a film is written in.
public enum FilmFormat: String, Sendable, CaseIterable {
    /// An animated GIF of every frame, looping.
    case gif
    /// A PNG filmstrip of five key frames (0, 25, 50, 75 and 100 % of the film), side by side.
    case png
    /// An animated SVG: vector shapes with SMIL keyframes at every frame.
    case svg

    /// The format of a file, from its extension (case-insensitive), or nil.
    public init?(fileExtension: String) {
        self.init(rawValue: fileExtension.lowercased())
    }
}

/// Turns films into GIF, PNG and SVG bytes.
public struct FilmEncoder: Sendable {
    /// Pixels per point for the raster formats (1...3 in practice; at most 8).
    public var scale: Double

    /// Creates an encoder.
    public init(scale: Double = 1) {
        self.scale = scale
    }

    /// The film in `format`.
    public func encode(_ film: Film, as format: FilmFormat) throws -> [UInt8] {
        switch format {
        case .gif: try gif(film)
        case .png: try filmstrip(film)
        case .svg: Array(try svg(film).utf8)
        }
    }

    /// An animated GIF, one image per frame at the film's rate, looping forever.
    public func gif(_ film: Film) throws -> [UInt8] {
        guard !film.frames.isEmpty else { throw RenderError.noFrames }
        let painter = FramePainter(size: film.size, scale: scale)
        let images = try film.frames.map { try painter.image(of: $0) }
        return try GIFEncoder().encode(images, frameDelay: 1 / film.framesPerSecond)
    }

    /// The frames at `fractions` of the film (the last frame for 1).
    public func keyFrames(_ film: Film, at fractions: [Double] = [0, 0.25, 0.5, 0.75, 1]) -> [RecordedFrame] {
        guard !film.frames.isEmpty else { return [] }
        let last = film.frames.count - 1
        return fractions.map { fraction in
            let clamped = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
            return film.frames[Int((clamped * Double(last)).rounded())]
        }
    }

    /// A PNG of the key frames side by side, 16 points apart on white.
    public func filmstrip(_ film: Film) throws -> [UInt8] {
        let painter = FramePainter(size: film.size, scale: scale)
        let images = try keyFrames(film).map { try painter.image(of: $0) }
        guard !images.isEmpty else { throw RenderError.noFrames }
        let strip = try RasterImage.filmstrip(
            images, spacing: Int((16 * scale).rounded()), background: .white)
        return try PNGEncoder.encode(strip)
    }

    /// An animated SVG of the film: each view a group that moves, fades and clips like the view, its
    /// mock content as static shapes inside it.
    public func svg(_ film: Film) throws -> String {
        guard !film.frames.isEmpty else { throw RenderError.noFrames }
        // Layers are identified by name and by their rank among layers of the same name.
        var order: [String] = []
        var samples: [String: [(time: Double, layer: RecordedFrame.Layer?)]] = [:]
        for (index, frame) in film.frames.enumerated() {
            var seen: [String: Int] = [:]
            let time = Double(index) / film.framesPerSecond
            var present: Set<String> = []
            for layer in frame.layers {
                let rank = seen[layer.name, default: 0]
                seen[layer.name] = rank + 1
                let key = rank == 0 ? layer.name : "\(layer.name)-\(rank)"
                if samples[key] == nil {
                    order.append(key)
                    samples[key] = film.frames[..<index].indices.map {
                        (Double($0) / film.framesPerSecond, nil)
                    }
                }
                samples[key]!.append((time, layer))
                present.insert(key)
            }
            for key in order where !present.contains(key) { samples[key]!.append((time, nil)) }
        }
        let nodes = order.enumerated().map { index, key in
            node(for: key, number: index, samples: samples[key]!)
        }
        let animation = SVGAnimation(
            width: Double(film.size.width), height: Double(film.size.height), duration: film.duration,
            loops: true,
            background: Palette.window, nodes: nodes)
        return try animation.document()
    }

    private func node(for key: String, number: Int, samples: [(time: Double, layer: RecordedFrame.Layer?)])
        -> SVGNode
    {
        // Where the layer is absent, it keeps its nearest known geometry at opacity 0.
        let known = samples.compactMap(\.layer)
        let reference = known.first!
        var last = reference
        var keyframes: [SVGKeyframe] = []
        var backgroundFrames: [SVGKeyframe] = []
        var contentFrames: [SVGKeyframe] = []
        for sample in samples {
            let layer = sample.layer ?? last
            if let present = sample.layer { last = present }
            let width = Double(layer.size.width)
            let height = Double(layer.size.height)
            let bounds = CGRect(x: 0, y: 0, width: width, height: height)
            keyframes.append(
                SVGKeyframe(
                    time: sample.time, rect: bounds, cornerRadius: layer.state.cornerRadius,
                    opacity: sample.layer == nil ? 0 : layer.opacity, transform: layer.matrix))
            backgroundFrames.append(
                SVGKeyframe(time: sample.time, rect: bounds, cornerRadius: layer.state.cornerRadius))
            let contentWidth = max(Double(layer.contentSize.width), 1)
            let contentHeight = max(Double(layer.contentSize.height), 1)
            contentFrames.append(
                SVGKeyframe(
                    time: sample.time, rect: CGRect(x: 0, y: 0, width: contentWidth, height: contentHeight),
                    transform: .scale(x: width / contentWidth, y: height / contentHeight)))
        }
        let id = "v\(number)"
        var children: [SVGNode] = []
        if case .card = reference.content {
            children += shadows(id: id, samples: samples, fallback: reference)
        }
        if case .alert = reference.content {
            children += shadows(id: id, samples: samples, fallback: reference)
        }
        for (suffix, color) in backgrounds(of: reference.content).enumerated() {
            children.append(
                .shape(
                    SVGShape(
                        id: "\(id)-bg\(suffix)", kind: .roundedRect, fill: color, keyframes: backgroundFrames)
                ))
        }
        var recorder = ShapeRecorder(prefix: "\(id)-c")
        MockContent.draw(
            reference.content, width: max(Double(reference.contentSize.width), 1),
            height: max(Double(reference.contentSize.height), 1), pen: Pen(matrix: .identity, opacity: 1),
            on: &recorder)
        if !recorder.shapes.isEmpty {
            children.append(
                .group(
                    SVGGroup(
                        id: "\(id)-content", clipsChildren: false, keyframes: contentFrames,
                        children: recorder.shapes)))
        }
        return .group(
            SVGGroup(
                id: id,
                clipsChildren: reference.state.cornerRadius > 0
                    || known.contains { $0.state.cornerRadius > 0 }, keyframes: keyframes, children: children)
        )
    }

    /// The soft shadow under a card or an alert, following its size.
    private func shadows(
        id: String, samples: [(time: Double, layer: RecordedFrame.Layer?)], fallback: RecordedFrame.Layer
    )
        -> [SVGNode]
    {
        var last = fallback
        let perFrame = samples.map { sample -> (Double, [(rect: CGRect, radius: Double, color: RGBAColor)]) in
            let layer = sample.layer ?? last
            last = layer
            let bounds = CGRect(x: 0, y: 0, width: layer.size.width, height: layer.size.height)
            return (sample.time, Shadow.layers(for: bounds, cornerRadius: layer.state.cornerRadius))
        }
        guard let first = perFrame.first?.1 else { return [] }
        return first.indices.map { index in
            .shape(
                SVGShape(
                    id: "\(id)-shadow\(index)", kind: .roundedRect, fill: first[index].color,
                    keyframes: perFrame.map { time, shadows in
                        SVGKeyframe(
                            time: time, rect: shadows[index].rect, cornerRadius: shadows[index].radius)
                    }))
        }
    }

    /// The fills under a view's content.
    private func backgrounds(of content: ModelContent) -> [RGBAColor] {
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
