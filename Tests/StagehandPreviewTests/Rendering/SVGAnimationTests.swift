import Foundation
import StagehandCore
import Testing

@testable import StagehandEncoders
@testable import StagehandPreview

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Collects the elements of an XML document with their attributes, failing on malformed XML.
final class XMLCollector: NSObject, XMLParserDelegate {
    var elements: [(name: String, attributes: [String: String])] = []
    var error: (any Error)?

    static func parse(_ text: String) -> (
        elements: [(name: String, attributes: [String: String])], error: (any Error)?
    ) {
        let collector = XMLCollector()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = collector
        let ok = parser.parse()
        return (
            collector.elements,
            ok ? nil : (parser.parserError ?? collector.error ?? CocoaError(.fileReadCorruptFile))
        )
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        elements.append((elementName, attributes))
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        error = parseError
    }
}

@Suite("SVG animation")
struct SVGAnimationTests {
    static let duration = 2.0

    /// A card that slides up and fades in, with a clipped row inside, plus a dimming overlay and a
    /// rotating badge.
    static func sample(loops: Bool = true) -> SVGAnimation {
        let times = stride(from: 0.0, through: duration, by: duration / 20).map { $0 }
        let card = SVGGroup(
            id: "card",
            keyframes: times.map { time in
                let progress = time / duration
                return SVGKeyframe(
                    time: time, rect: makeRect(0, 0, 350, 400), cornerRadius: 16,
                    opacity: min(1, progress * 2),
                    transform: .translation(x: 20, y: 844 - 600 * progress * progress))
            },
            children: [
                .shape(
                    SVGShape(
                        id: "card-background", kind: .roundedRect, fill: .white,
                        keyframes: [
                            SVGKeyframe(time: 0, rect: makeRect(0, 0, 350, 400), cornerRadius: 16)
                        ])),
                .shape(
                    SVGShape(
                        id: "row-1", kind: .roundedRect, fill: RGBAColor(hex: 0xE5E5EA),
                        keyframes: [
                            SVGKeyframe(time: 0, rect: makeRect(-10, 20, 370, 44), cornerRadius: 8)
                        ])),
            ])
        let dim = SVGShape(
            id: "dim", kind: .roundedRect, fill: RGBAColor.black.withAlpha(0.5),
            keyframes: times.map {
                SVGKeyframe(time: $0, rect: makeRect(0, 0, 390, 844), opacity: $0 / duration)
            })
        let badge = SVGShape(
            id: "badge", kind: .ellipse, fill: RGBAColor(hex: 0xFF3B30),
            keyframes: times.map {
                SVGKeyframe(
                    time: $0, rect: makeRect(-10, -10, 20, 20),
                    transform: AffineMatrix.rotation($0 * .pi).concatenating(.translation(x: 300, y: 100)))
            })
        let avatar = SVGShape(
            id: "avatar", kind: .ellipse, fill: RGBAColor(hex: 0x34C759),
            keyframes: [
                SVGKeyframe(time: 0.5, rect: makeRect(10, 10, 40, 40)),
                SVGKeyframe(time: 1.5, rect: makeRect(10, 10, 40, 40), transform: .scale(x: 2, y: 2)),
            ])
        return SVGAnimation(
            width: 390, height: 844, duration: duration, loops: loops, background: RGBAColor(hex: 0xF2F2F7),
            nodes: [.shape(dim), .group(card), .shape(badge), .shape(avatar)])
    }

    @Test("The document is well-formed XML with an svg root, xmlns, viewBox, width and height")
    func wellFormed() throws {
        let text = try Self.sample().document()
        let (elements, error) = XMLCollector.parse(text)
        #expect(error == nil)
        let root = try #require(elements.first)
        #expect(root.name == "svg")
        #expect(root.attributes["xmlns"] == "http://www.w3.org/2000/svg")
        #expect(root.attributes["viewBox"] == "0 0 390 844")
        #expect(root.attributes["width"] == "390")
        #expect(root.attributes["height"] == "844")
        #expect(elements.contains { $0.name == "clipPath" })
        #expect(
            elements.contains { $0.name == "g" && $0.attributes["clip-path"]?.hasPrefix("url(#") == true })
    }

    @Test("Every animation has matching values and keyTimes from 0 to 1, never decreasing")
    func keyTimes() throws {
        let (elements, _) = XMLCollector.parse(try Self.sample().document())
        let animations = elements.filter { $0.name == "animate" || $0.name == "animateTransform" }
        #expect(animations.count >= 6)
        for animation in animations {
            let keyTimes = try #require(animation.attributes["keyTimes"]).split(separator: ";").map {
                Double($0)!
            }
            let values = try #require(animation.attributes["values"]).split(separator: ";")
            #expect(keyTimes.first == 0)
            #expect(keyTimes.last == 1)
            #expect(zip(keyTimes, keyTimes.dropFirst()).allSatisfy { $0 <= $1 })
            #expect(values.count == keyTimes.count)
            #expect(animation.attributes["dur"] == "2s")
            #expect(animation.attributes["repeatCount"] == "indefinite")
        }
    }

    @Test("Only changing attributes are animated; the expected animations are present")
    func expectedAnimations() throws {
        let (elements, _) = XMLCollector.parse(try Self.sample().document())
        let animated = elements.filter { $0.name == "animate" }.map { $0.attributes["attributeName"]! }
        // dim: opacity; card group: opacity; avatar: cx, cy, rx, ry (axis-aligned scale folded in).
        #expect(animated.sorted() == ["cx", "cy", "opacity", "opacity", "rx", "ry"])
        let types = elements.filter { $0.name == "animateTransform" }.map { $0.attributes["type"]! }
        // card: translate (y moves); badge: translate is constant but rotation changes.
        #expect(types.sorted() == ["rotate", "translate", "translate"])
        let dim = try #require(elements.first { $0.attributes["id"] == "dim" })
        #expect(dim.attributes["fill"] == "#000000")
        #expect(dim.attributes["fill-opacity"] == "0.5")
        #expect(dim.attributes["width"] == "390")
        #expect(dim.attributes["rx"] == nil)
        let avatar = try #require(elements.first { $0.attributes["id"] == "avatar" })
        #expect(avatar.attributes["cx"] == "30")
        #expect(avatar.attributes["rx"] == "20")
        let row = try #require(elements.first { $0.attributes["id"] == "row-1" })
        #expect(row.attributes["x"] == "-10")
        #expect(row.attributes["rx"] == "8")
    }

    @Test("Linear motion needs only its end points")
    func simplification() throws {
        let shape = SVGShape(
            id: "slide", kind: .roundedRect, fill: .black,
            keyframes: (0...60).map {
                SVGKeyframe(time: Double($0) / 60, rect: makeRect(Double($0) * 5, 0, 10, 10))
            })
        let text = try SVGAnimation(width: 400, height: 20, duration: 1, loops: false, nodes: [.shape(shape)])
            .document()
        #expect(
            text.contains(
                "<animate attributeName=\"x\" values=\"0;300\" keyTimes=\"0;1\" dur=\"1s\" fill=\"freeze\"/>")
        )
    }

    @Test("Keyframes that do not cover the whole duration are held at both ends")
    func heldEnds() throws {
        let (elements, _) = XMLCollector.parse(try Self.sample().document())
        let avatarAnimations = elements.filter {
            $0.name == "animate" && $0.attributes["attributeName"] == "rx"
        }
        let animation = try #require(avatarAnimations.first)
        #expect(animation.attributes["keyTimes"] == "0;0.25;0.75;1")
        #expect(animation.attributes["values"] == "20;20;40;40")
    }

    @Test(
        "Numbers are compact: at most 2 decimals, no trailing zeros, no negative zero",
        arguments: [
            (1.0, "1"), (1.5, "1.5"), (1.006, "1.01"), (-0.001, "0"), (-0.0, "0"), (-2.25, "-2.25"),
            (123_456.789, "123456.79"),
            (0.1 + 0.2, "0.3"), (Double.nan, "0"), (1e300, "1000000000000"),
        ])
    func numbers(value: Double, text: String) {
        #expect(SVGFormat.number(value) == text)
    }

    @Test("Ids and text are escaped")
    func escaping() throws {
        #expect(SVGFormat.escape("a<b>&\"c'\u{1}") == "a&lt;b&gt;&amp;&quot;c&apos;")
        let shape = SVGShape(
            id: "row \"1\" <&>", kind: .ellipse, fill: .white,
            keyframes: [SVGKeyframe(time: 0, rect: makeRect(0, 0, 10, 10))])
        let text = try SVGAnimation(width: 10, height: 10, duration: 1, nodes: [.shape(shape)]).document()
        let (elements, error) = XMLCollector.parse(text)
        #expect(error == nil)
        #expect(elements.contains { $0.attributes["id"] == "row \"1\" <&>" })
    }

    @Test("Rotations are decomposed, and the parts rebuild the matrix")
    func decomposition() {
        let matrix = AffineMatrix.rotation(0.7).concatenating(.scale(x: 1.5, y: 0.5))
            .concatenating(.translation(x: 12, y: -4))
        let parts = SVGWriter.decompose(matrix)
        let rebuilt = AffineMatrix(a: 1, b: 0, c: tan(parts.skew * .pi / 180), d: 1, tx: 0, ty: 0)
            .concatenating(.scale(x: parts.scaleX, y: parts.scaleY))
            .concatenating(.rotation(parts.rotation * .pi / 180))
            .concatenating(.translation(x: parts.tx, y: parts.ty))
        for (x, y) in [(0.0, 0.0), (1, 0), (0, 1), (3, -2)] {
            let expected = matrix.apply(x: x, y: y)
            let actual = rebuilt.apply(x: x, y: y)
            #expect(abs(expected.x - actual.x) < 1e-9 && abs(expected.y - actual.y) < 1e-9)
        }
    }

    @Test("Freezing instead of looping")
    func freeze() throws {
        let text = try Self.sample(loops: false).document()
        #expect(!text.contains("repeatCount"))
        #expect(text.contains("fill=\"freeze\""))
    }

    @Test("Bad input throws")
    func errors() {
        let good = SVGShape(
            id: "a", kind: .ellipse, fill: .white,
            keyframes: [SVGKeyframe(time: 0, rect: makeRect(0, 0, 1, 1))])
        let empty = SVGShape(id: "b", kind: .ellipse, fill: .white, keyframes: [])
        let nan = SVGShape(
            id: "c", kind: .ellipse, fill: .white,
            keyframes: [SVGKeyframe(time: .nan, rect: makeRect(0, 0, 1, 1))])
        #expect(throws: RenderError.invalidDuration(0)) {
            try SVGAnimation(width: 10, height: 10, duration: 0, nodes: [.shape(good)]).document()
        }
        #expect(throws: RenderError.self) {
            try SVGAnimation(width: -1, height: 10, duration: 1, nodes: []).document()
        }
        #expect(throws: RenderError.self) {
            try SVGAnimation(width: 10, height: 10, duration: 1, nodes: [.shape(empty)]).document()
        }
        #expect(throws: RenderError.self) {
            try SVGAnimation(width: 10, height: 10, duration: 1, nodes: [.shape(nan)]).document()
        }
        #expect(throws: RenderError.invalidValue("duplicate id 'a'")) {
            try SVGAnimation(width: 10, height: 10, duration: 1, nodes: [.shape(good), .shape(good)])
                .document()
        }
    }
}

@Suite("SVG keyframe reduction")
struct SVGSimplificationTests {
    @Test("Many samples of a straight line reduce to a few, quickly")
    func longLinearTrack() throws {
        let count = 20_000
        let times = (0..<count).map { Double($0) / Double(count - 1) }
        let values = times.map { [$0 * 100] }
        let kept = SVGWriter.simplify(values, times: times, tolerance: 0.05)
        #expect(kept.first == 0)
        #expect(kept.last == count - 1)
        #expect(kept.count <= count / SVGWriter.maximumSpan + 2)
    }

    @Test("A curve keeps enough samples to stay within the tolerance")
    func curve() {
        let times = (0...60).map { Double($0) / 60 }
        let values = times.map { [100 * $0 * $0] }
        let kept = SVGWriter.simplify(values, times: times, tolerance: 0.05)
        for index in times.indices {
            let next = kept.firstIndex { $0 >= index }!
            guard kept[next] != index else { continue }
            let (start, end) = (kept[next - 1], kept[next])
            let fraction = (times[index] - times[start]) / (times[end] - times[start])
            let interpolated = values[start][0] + (values[end][0] - values[start][0]) * fraction
            #expect(abs(interpolated - values[index][0]) <= 0.05)
        }
        #expect(kept.count < 40)
    }
}
