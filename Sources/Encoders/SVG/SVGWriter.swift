import Foundation
import StagehandCore

/// Writes the elements of an ``SVGAnimation``.
struct SVGWriter {
    let duration: Double
    let loops: Bool
    var output = ""
    private var ids: Set<String> = []
    private var clipCounter = 0

    init(duration: Double, loops: Bool) {
        self.duration = duration
        self.loops = loops
    }

    /// One animated attribute (or transform component): a vector of numbers per sample.
    struct Track {
        var name: String
        var decimals: Int
        var tolerance: Double
        var values: [[Double]]
        /// The value that needs no attribute at all (nil: always write it).
        var neutral: [Double]?
    }

    /// A keyframe with its time as a fraction of the duration and its values validated and clamped.
    struct Sample {
        var keyTime: Double
        var x: Double
        var y: Double
        var width: Double
        var height: Double
        var radius: Double
        var opacity: Double
        var transform: AffineMatrix
    }

    // MARK: - Ids

    mutating func reserveIds(_ nodes: [SVGNode]) throws {
        for node in nodes {
            let id: String
            switch node {
            case .shape(let shape): id = shape.id
            case .group(let group):
                id = group.id
                try reserveIds(group.children)
            }
            guard !id.isEmpty else { continue }
            guard ids.insert(id).inserted else { throw RenderError.invalidValue("duplicate id '\(id)'") }
        }
    }

    mutating func newClipId() -> String {
        while true {
            clipCounter += 1
            let id = "stagehand-clip-\(clipCounter)"
            if ids.insert(id).inserted { return id }
        }
    }

    // MARK: - Samples

    func samples(_ keyframes: [SVGKeyframe], owner: String) throws -> [Sample] {
        guard !keyframes.isEmpty else { throw RenderError.invalidValue("'\(owner)' has no keyframes") }
        var result: [Sample] = []
        for (index, keyframe) in keyframes.enumerated() {
            // Standardised by hand: negative sizes flip the rectangle, as in CGRect.standardized.
            let rawWidth = Double(keyframe.rect.size.width)
            let rawHeight = Double(keyframe.rect.size.height)
            let x = Double(keyframe.rect.origin.x) + min(rawWidth, 0)
            let y = Double(keyframe.rect.origin.y) + min(rawHeight, 0)
            let width = abs(rawWidth)
            let height = abs(rawHeight)
            guard keyframe.time.isFinite, x.isFinite, y.isFinite, width.isFinite, height.isFinite,
                keyframe.transform.isFinite
            else {
                throw RenderError.invalidValue(
                    "'\(owner)' keyframe \(index) has a non-finite time, rectangle or transform")
            }
            result.append(
                Sample(
                    keyTime: min(max(keyframe.time / duration, 0), 1), x: x, y: y, width: width,
                    height: height,
                    radius: ShapeGeometry.clampRadius(keyframe.cornerRadius, width / 2, height / 2),
                    opacity: RGBAColor.clampForRender(keyframe.opacity), transform: keyframe.transform))
        }
        // Stable sort by time, then make the track span 0...1.
        result = result.enumerated().sorted {
            ($0.element.keyTime, $0.offset) < ($1.element.keyTime, $1.offset)
        }
        .map(\.element)
        if result.count > 1 || result[0].keyTime != 0 {
            if result[0].keyTime > 0 {
                var first = result[0]
                first.keyTime = 0
                result.insert(first, at: 0)
            }
            if result[result.count - 1].keyTime < 1 {
                var last = result[result.count - 1]
                last.keyTime = 1
                result.append(last)
            }
        }
        return result
    }

    // MARK: - Nodes

    mutating func write(_ node: SVGNode) throws {
        switch node {
        case .shape(let shape): try write(shape)
        case .group(let group): try write(group)
        }
    }

    mutating func write(_ shape: SVGShape) throws {
        let samples = try samples(shape.keyframes, owner: shape.id)
        let times = samples.map(\.keyTime)
        let folds = samples.allSatisfy { $0.transform.isAxisAligned }
        var tracks: [Track] = []
        // Geometry, with axis-aligned transforms folded in.
        var geometry: [(x: Double, y: Double, width: Double, height: Double, rx: Double, ry: Double)] = []
        for sample in samples {
            if folds {
                let m = sample.transform
                let x0 = m.a * sample.x + m.tx
                let x1 = m.a * (sample.x + sample.width) + m.tx
                let y0 = m.d * sample.y + m.ty
                let y1 = m.d * (sample.y + sample.height) + m.ty
                geometry.append(
                    (
                        min(x0, x1), min(y0, y1), abs(x1 - x0), abs(y1 - y0),
                        sample.radius * abs(m.a), sample.radius * abs(m.d)
                    ))
            } else {
                geometry.append(
                    (sample.x, sample.y, sample.width, sample.height, sample.radius, sample.radius))
            }
        }
        let element: String
        switch shape.kind {
        case .roundedRect:
            element = "rect"
            tracks.append(Self.coordinateTrack("x", geometry.map(\.x), neutral: nil))
            tracks.append(Self.coordinateTrack("y", geometry.map(\.y), neutral: nil))
            tracks.append(Self.coordinateTrack("width", geometry.map(\.width), neutral: nil))
            tracks.append(Self.coordinateTrack("height", geometry.map(\.height), neutral: nil))
            let circular = geometry.allSatisfy { SVGFormat.number($0.rx) == SVGFormat.number($0.ry) }
            tracks.append(Self.coordinateTrack("rx", geometry.map(\.rx), neutral: 0))
            if !circular { tracks.append(Self.coordinateTrack("ry", geometry.map(\.ry), neutral: 0)) }
        case .ellipse:
            element = "ellipse"
            tracks.append(Self.coordinateTrack("cx", geometry.map { $0.x + $0.width / 2 }, neutral: nil))
            tracks.append(Self.coordinateTrack("cy", geometry.map { $0.y + $0.height / 2 }, neutral: nil))
            tracks.append(Self.coordinateTrack("rx", geometry.map { $0.width / 2 }, neutral: nil))
            tracks.append(Self.coordinateTrack("ry", geometry.map { $0.height / 2 }, neutral: nil))
        }
        tracks.append(
            Track(
                name: "opacity", decimals: 3, tolerance: 0.005, values: samples.map { [$0.opacity] },
                neutral: [1]))

        var attributes = shape.id.isEmpty ? "" : " id=\"\(SVGFormat.escape(shape.id))\""
        var animations = ""
        for track in tracks {
            let (attribute, animation) = render(track, times: times)
            attributes += attribute
            animations += animation
        }
        attributes += Self.fillAttributes(shape.fill)

        var wrapper: String?
        if !folds {
            let transforms = samples.map(\.transform)
            if Set(transforms.map(Self.matrixText)).count == 1 {
                attributes += " transform=\"\(Self.matrixText(transforms[0]))\""
            } else {
                wrapper = transformAnimations(transforms, times: times)
            }
        }
        if let wrapper { output += "<g>\(wrapper)" }
        if animations.isEmpty {
            output += "<\(element)\(attributes)/>"
        } else {
            output += "<\(element)\(attributes)>\(animations)</\(element)>"
        }
        if wrapper != nil { output += "</g>" }
        output += "\n"
    }

    mutating func write(_ group: SVGGroup) throws {
        let samples = try samples(group.keyframes, owner: group.id)
        let times = samples.map(\.keyTime)
        var attributes = group.id.isEmpty ? "" : " id=\"\(SVGFormat.escape(group.id))\""
        var animations = ""
        let opacity = Track(
            name: "opacity", decimals: 3, tolerance: 0.005, values: samples.map { [$0.opacity] }, neutral: [1]
        )
        let (opacityAttribute, opacityAnimation) = render(opacity, times: times)
        attributes += opacityAttribute
        animations += opacityAnimation
        let transforms = samples.map(\.transform)
        if Set(transforms.map(Self.matrixText)).count == 1 {
            if transforms[0] != .identity { attributes += " transform=\"\(Self.matrixText(transforms[0]))\"" }
        } else {
            animations += transformAnimations(transforms, times: times)
        }
        output += "<g\(attributes)>\(animations)\n"
        if group.clipsChildren {
            let clipId = newClipId()
            let clip = SVGShape(
                id: "", kind: .roundedRect, fill: .black,
                keyframes: group.keyframes.map {
                    SVGKeyframe(time: $0.time, rect: $0.rect, cornerRadius: $0.cornerRadius)
                })
            output += "<clipPath id=\"\(clipId)\">"
            try write(clip)
            output += "</clipPath>\n<g clip-path=\"url(#\(clipId))\">\n"
            for child in group.children { try write(child) }
            output += "</g>\n"
        } else {
            for child in group.children { try write(child) }
        }
        output += "</g>\n"
    }

    // MARK: - Attributes and animations

    static func fillAttributes(_ color: RGBAColor) -> String {
        var text = " fill=\"\(color.hexString)\""
        if color.alpha < 1 { text += " fill-opacity=\"\(SVGFormat.number(color.alpha, decimals: 3))\"" }
        return text
    }

    static func coordinateTrack(_ name: String, _ values: [Double], neutral: Double?) -> Track {
        Track(
            name: name, decimals: 2, tolerance: 0.05, values: values.map { [$0] },
            neutral: neutral.map { [$0] })
    }

    static func matrixText(_ m: AffineMatrix) -> String {
        let parts = [
            SVGFormat.number(m.a, decimals: 4), SVGFormat.number(m.b, decimals: 4),
            SVGFormat.number(m.c, decimals: 4), SVGFormat.number(m.d, decimals: 4),
            SVGFormat.number(m.tx), SVGFormat.number(m.ty),
        ]
        return "matrix(\(parts.joined(separator: " ")))"
    }

    var timing: String {
        " dur=\"\(SVGFormat.number(duration, decimals: 3))s\""
            + (loops ? " repeatCount=\"indefinite\"" : " fill=\"freeze\"")
    }

    func format(_ value: [Double], decimals: Int) -> String {
        value.map { SVGFormat.number($0, decimals: decimals) }.joined(separator: " ")
    }

    /// The static attribute (when the track never changes) or the `<animate>` element for `track`.
    func render(_ track: Track, times: [Double]) -> (attribute: String, animation: String) {
        let texts = track.values.map { format($0, decimals: track.decimals) }
        let first = " \(track.name)=\"\(texts[0])\""
        if Set(texts).count == 1 {
            if let neutral = track.neutral, texts[0] == format(neutral, decimals: track.decimals) {
                return ("", "")
            }
            return (first, "")
        }
        let kept = Self.simplify(track.values, times: times, tolerance: track.tolerance)
        let values = kept.map { texts[$0] }.joined(separator: ";")
        let keyTimes = kept.map { SVGFormat.number(times[$0], decimals: 4) }.joined(separator: ";")
        return (
            first,
            "<animate attributeName=\"\(track.name)\" values=\"\(values)\" "
                + "keyTimes=\"\(keyTimes)\"\(timing)/>"
        )
    }

    /// `<animateTransform>` elements (additive, in the order translate, rotate, scale, skewX) that
    /// reproduce `transforms`; components that are neutral throughout are left out.
    func transformAnimations(_ transforms: [AffineMatrix], times: [Double]) -> String {
        var translate: [[Double]] = []
        var rotate: [[Double]] = []
        var scale: [[Double]] = []
        var skew: [[Double]] = []
        var previousAngle: Double?
        for transform in transforms {
            let parts = Self.decompose(transform)
            var angle = parts.rotation
            if let previousAngle {
                while angle - previousAngle > 180 { angle -= 360 }
                while angle - previousAngle < -180 { angle += 360 }
            }
            previousAngle = angle
            translate.append([parts.tx, parts.ty])
            rotate.append([angle])
            scale.append([parts.scaleX, parts.scaleY])
            skew.append([parts.skew])
        }
        let components:
            [(type: String, values: [[Double]], decimals: Int, tolerance: Double, neutral: [Double])] = [
                ("translate", translate, 2, 0.05, [0, 0]),
                ("rotate", rotate, 2, 0.1, [0]),
                ("scale", scale, 4, 0.001, [1, 1]),
                ("skewX", skew, 2, 0.1, [0]),
            ]
        var text = ""
        for component in components {
            let texts = component.values.map { format($0, decimals: component.decimals) }
            let neutral = format(component.neutral, decimals: component.decimals)
            if texts.allSatisfy({ $0 == neutral }) { continue }
            var kept = Self.simplify(component.values, times: times, tolerance: component.tolerance)
            if kept.count == 1 { kept = [0, times.count - 1] }
            let values = kept.map { texts[$0] }.joined(separator: ";")
            let keyTimes = kept.map { SVGFormat.number(times[$0], decimals: 4) }.joined(separator: ";")
            text +=
                "<animateTransform attributeName=\"transform\" type=\"\(component.type)\" "
                + "values=\"\(values)\" keyTimes=\"\(keyTimes)\" additive=\"sum\"\(timing)/>"
        }
        return text
    }

    /// `transform` as translate, rotate (degrees), scale and skewX (degrees), in that order
    /// (a QR decomposition of the linear part).
    static func decompose(_ m: AffineMatrix)
        -> (tx: Double, ty: Double, rotation: Double, scaleX: Double, scaleY: Double, skew: Double)
    {
        let scaleX = (m.a * m.a + m.b * m.b).squareRoot()
        guard scaleX > 0 else { return (m.tx, m.ty, 0, 0, 0, 0) }
        let rotation = atan2(m.b, m.a) * 180 / .pi
        let shear = (m.a * m.c + m.b * m.d) / scaleX
        let scaleY = (m.a * m.d - m.b * m.c) / scaleX
        let skew = atan(shear / scaleX) * 180 / .pi
        return (m.tx, m.ty, rotation, scaleX, scaleY, skew)
    }

    /// The most samples one kept segment may replace.
    static let maximumSpan = 256

    /// The indices of the samples to keep so that linear interpolation between kept samples stays
    /// within `tolerance` of every dropped one (first and last are always kept; jumps are kept; a
    /// kept sample at least every ``maximumSpan`` samples bounds the work).

    static func simplify(_ values: [[Double]], times: [Double], tolerance: Double) -> [Int] {
        guard values.count > 2 else { return Array(values.indices) }
        var kept = [0]
        var anchor = 0
        var candidate = 2
        while candidate < values.count {
            // A segment spans at most `maximumSpan` samples, so the check stays linear in the sample count.
            if candidate - anchor > maximumSpan
                || !fits(values, times: times, from: anchor, to: candidate, tolerance: tolerance)
            {
                anchor = candidate - 1
                kept.append(anchor)
            }
            candidate += 1
        }
        kept.append(values.count - 1)
        return kept
    }

    static func fits(_ values: [[Double]], times: [Double], from start: Int, to end: Int, tolerance: Double)
        -> Bool
    {
        let span = times[end] - times[start]
        for index in (start + 1)..<end {
            let fraction: Double
            if span > 0 {
                fraction = (times[index] - times[start]) / span
            } else {
                return false  // a jump: keep everything at this instant
            }
            for component in values[index].indices {
                let expected =
                    values[start][component]
                    + (values[end][component] - values[start][component]) * fraction
                if abs(expected - values[index][component]) > tolerance { return false }
            }
        }
        return true
    }
}
