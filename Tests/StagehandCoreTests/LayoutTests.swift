import Foundation
import StagehandCore
import Testing

@Suite("Layout")
struct LayoutTests {
    struct DrawerCase: Sendable, CustomTestStringConvertible {
        var edge: ScreenEdge
        var width: Double
        var height: Double
        var safeArea: Insets
        var presented: Rect
        var offscreen: Rect
        var testDescription: String {
            "\(edge) in \(width)x\(height), safe area \(safeArea.top),\(safeArea.bottom)"
        }
    }

    /// Seed 000: the drawer covers 3/4 of the whole container along its axis, at x = W/4 from the
    /// right and y = H/4 from the bottom, and the off-screen frame touches the edge from outside. The
    /// seed sizes from the container's bounds, ignoring the safe area, so the frames are the same
    /// with and without one.
    static let drawerCases: [DrawerCase] = {
        var cases: [DrawerCase] = []
        for (width, height) in [(390.0, 844.0), (844.0, 390.0)] {
            for safeArea in [
                Insets.zero, Insets(top: 47, bottom: 34), Insets(left: 47, bottom: 21, right: 47),
            ] {
                let w = width * 0.75
                let h = height * 0.75
                cases += [
                    DrawerCase(
                        edge: .left, width: width, height: height, safeArea: safeArea,
                        presented: Rect(0, 0, w, height), offscreen: Rect(-w, 0, w, height)),
                    DrawerCase(
                        edge: .right, width: width, height: height, safeArea: safeArea,
                        presented: Rect(width / 4, 0, w, height), offscreen: Rect(width, 0, w, height)),
                    DrawerCase(
                        edge: .top, width: width, height: height, safeArea: safeArea,
                        presented: Rect(0, 0, width, h), offscreen: Rect(0, -h, width, h)),
                    DrawerCase(
                        edge: .bottom, width: width, height: height, safeArea: safeArea,
                        presented: Rect(0, height / 4, width, h), offscreen: Rect(0, height, width, h)),
                ]
            }
        }
        return cases
    }()

    @Test("Seed 000 drawer frames on every edge", arguments: drawerCases)
    func seed000Drawer(_ c: DrawerCase) {
        let container = ContainerGeometry(
            size: CGSize(width: c.width, height: c.height), safeArea: c.safeArea)
        let frame = PresentationLayout.drawer(from: c.edge).frame(in: container)
        #expect(Rect(frame).isClose(to: c.presented))
        #expect(Rect(frame.offscreen(beyond: c.edge, of: container.bounds)).isClose(to: c.offscreen))
    }

    struct CardCase: Sendable, CustomTestStringConvertible {
        var name: String
        var container: ContainerGeometry
        var preferred: CGSize?
        var expected: Rect
        var testDescription: String { name }
    }

    /// Seed 002: 20 pt from the safe area's sides, `max(20 - bottom inset, 0)` above the safe area's
    /// bottom, height from the preferred content size.
    static let cardCases: [CardCase] = [
        CardCase(
            name: "portrait, home indicator", container: .iPhonePortrait,
            preferred: CGSize(width: 0, height: 300),
            expected: Rect(20, 510, 350, 300)),  // bottom = 844 - 34 - max(20 - 34, 0)
        CardCase(
            name: "portrait, no safe area",
            container: ContainerGeometry(size: CGSize(width: 390, height: 844)),
            preferred: CGSize(width: 0, height: 300), expected: Rect(20, 524, 350, 300)),  // 844 - 20
        CardCase(
            name: "small bottom inset",
            container: ContainerGeometry(
                size: CGSize(width: 390, height: 844), safeArea: Insets(top: 20, bottom: 8)),
            preferred: CGSize(width: 0, height: 300), expected: Rect(20, 524, 350, 300)),  // 836 - 12
        CardCase(
            name: "landscape", container: .iPhoneLandscape, preferred: CGSize(width: 0, height: 300),
            expected: Rect(67, 69, 710, 300)),  // sides 47 + 20, bottom 390 - 21
        CardCase(
            name: "no preferred size fills the margins", container: .iPhonePortrait, preferred: nil,
            expected: Rect(20, 67, 350, 743)),  // top 47 + 20 to bottom 810
        CardCase(
            name: "zero preferred height fills the margins", container: .iPhonePortrait,
            preferred: CGSize(width: 0, height: 0), expected: Rect(20, 67, 350, 743)),
        CardCase(
            name: "too tall is clamped to the margins", container: .iPhonePortrait,
            preferred: CGSize(width: 0, height: 5000), expected: Rect(20, 67, 350, 743)),
    ]

    @Test("Seed 002 card frames", arguments: cardCases)
    func seed002Card(_ c: CardCase) {
        let frame = PresentationLayout.card().frame(in: c.container, preferredContentSize: c.preferred)
        #expect(Rect(frame).isClose(to: c.expected))
        // It leaves through the bottom: y += container height - minY.
        let offscreen = frame.offscreen(beyond: .bottom, of: c.container.bounds)
        #expect(
            Rect(offscreen).isClose(
                to: Rect(c.expected.x, Double(c.container.bounds.height), c.expected.width, c.expected.height)
            ))
    }

    @Test(
        "Length resolution and its clamps",
        arguments: [
            (Length.fraction(0.75), 400.0, nil as Double?, 300.0),
            (.fraction(-1), 400, nil, 0),
            (.fraction(.nan), 400, nil, 0),
            (.fraction(3), 400, nil, 400),
            (.points(120), 400, nil, 120),
            (.points(900), 400, nil, 400),
            (.points(-5), 400, nil, 0),
            (.points(.infinity), 400, nil, 0),
            (.fitted, 400, 250, 250),
            (.fitted, 400, nil, 400),
            (.fitted, 400, .nan, 400),
            (.fitted, 400, -3, 400),
            (.fraction(0.1).clamped(minimum: 100), 400, nil, 100),
            (.fraction(0.9).clamped(maximum: 200), 400, nil, 200),
            (.points(50).clamped(minimum: 600), 400, nil, 400),
        ])
    func dimensions(dimension: Length, available: Double, preferred: Double?, expected: Double) {
        #expect(dimension.resolve(available: available, preferred: preferred) == expected)
    }

    @Test(
        "Margin references",
        arguments: [
            (Margin(20, from: .container), 34.0, 20.0),
            (Margin(20, from: .safeArea), 34, 54),
            (Margin(20, from: .atLeastSafeArea), 34, 34),
            (Margin(20, from: .atLeastSafeArea), 0, 20),
            (Margin(-5, from: .safeArea), 10, 10),
        ])
    func margins(margin: Margin, inset: Double, expected: Double) {
        #expect(margin.resolve(safeInset: inset) == expected)
    }

    @Test func centeredLayoutCentresInsideTheSafeMargins() {
        let frame = PresentationLayout.centered().frame(
            in: .iPhonePortrait, preferredContentSize: CGSize(width: 270, height: 150))
        // Safe region with 16 pt margins: x 16...374, y 63...794; centred 270 x 150.
        #expect(Rect(frame).isClose(to: Rect(60, 353.5, 270, 150)))
    }

    /// Whatever the layout and the container, the frame stays inside the container's bounds.
    @Test func framesStayInsideTheContainer() {
        var random = SeededGenerator(seed: 2026)
        let anchors: [PresentationLayout.Anchor] = [.center] + ScreenEdge.allCases.map { .edge($0) }
        let references = Margin.Reference.allCases
        func dimension() -> Length {
            switch Int.random(in: 0..<4, using: &random) {
            case 0: .fraction(Double.random(in: -0.5...1.5, using: &random))
            case 1: .points(Double.random(in: -100...2000, using: &random))
            case 2: .fitted
            default:
                .fraction(Double.random(in: 0...1, using: &random))
                    .clamped(
                        minimum: Double.random(in: 0...500, using: &random),
                        maximum: Double.random(in: 0...900, using: &random))
            }
        }
        for _ in 0..<5000 {
            let size = CGSize(
                width: Double.random(in: 0...1400, using: &random),
                height: Double.random(in: 0...1400, using: &random))
            let origin = CGPoint(
                x: Double.random(in: -50...50, using: &random), y: Double.random(in: -50...50, using: &random)
            )
            let insets = Insets(
                top: Double.random(in: -10...200, using: &random),
                left: Double.random(in: -10...200, using: &random),
                bottom: Double.random(in: -10...200, using: &random),
                right: Double.random(in: -10...200, using: &random))
            let container = ContainerGeometry(bounds: CGRect(origin: origin, size: size), safeArea: insets)
            func margin() -> Margin {
                Margin(
                    Double.random(in: -20...300, using: &random),
                    from: references.randomElement(using: &random)!)
            }
            let layout = PresentationLayout(
                anchor: anchors.randomElement(using: &random)!, width: dimension(), height: dimension(),
                margins: Margins(top: margin(), left: margin(), bottom: margin(), right: margin()))
            let preferred =
                Bool.random(using: &random)
                ? CGSize(
                    width: Double.random(in: -50...1500, using: &random),
                    height: Double.random(in: -50...1500, using: &random))
                : nil
            let frame = Rect(layout.frame(in: container, preferredContentSize: preferred))
            let bounds = Rect(container.bounds)
            #expect(frame.width >= 0 && frame.height >= 0)
            #expect(frame.x >= bounds.x - 1e-9 && frame.y >= bounds.y - 1e-9)
            #expect(frame.x + frame.width <= bounds.x + bounds.width + 1e-9)
            #expect(frame.y + frame.height <= bounds.y + bounds.height + 1e-9)
        }
    }

    @Test func badContainerGeometryIsClamped() {
        let container = ContainerGeometry(
            bounds: CGRect(x: Double.nan, y: 0, width: -100, height: .infinity), safeArea: Insets(top: .nan))
        #expect(Rect(container.bounds) == Rect(0, 0, 0, 0))
        #expect(container.safeArea == .zero)
        let frame = PresentationLayout.drawer(from: .left).frame(in: container)
        #expect(Rect(frame) == Rect(0, 0, 0, 0))
    }
}
