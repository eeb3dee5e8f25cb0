import Foundation
import StagehandCore
import Testing

@testable import StagehandCLI

/// What `stagehand plan` printed, parsed with `JSONSerialization`.
struct PlanOutput {
    let object: [String: Any]

    init(_ text: String) throws {
        #expect(text.hasSuffix("\n") && text.filter { $0 == "\n" }.count == 1, "one line")
        object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    var duration: Double { object["duration"] as? Double ?? .nan }
    var frames: [[String: Any]] { object["frames"] as? [[String: Any]] ?? [] }
    var times: [Double] { frames.map { $0["time"] as? Double ?? .nan } }

    func views(_ frame: Int) -> [[String: Any]] { frames[frame]["views"] as? [[String: Any]] ?? [] }
    func roles(_ frame: Int) -> [String] { views(frame).map { $0["role"] as? String ?? "?" } }
    func view(_ role: String, _ frame: Int) throws -> [String: Any] {
        try #require(views(frame).first { $0["role"] as? String == role }, "no \(role) in frame \(frame)")
    }
    func rect(_ role: String, _ frame: Int) throws -> [Double] {
        try #require(try view(role, frame)["frame"] as? [Double])
    }
    func alpha(_ role: String, _ frame: Int) throws -> Double {
        try #require(try view(role, frame)["alpha"] as? Double)
    }
    func cornerRadius(_ role: String, _ frame: Int) throws -> Double {
        try #require(try view(role, frame)["cornerRadius"] as? Double)
    }
    func transform(_ role: String, _ frame: Int) throws -> [String: Double] {
        try #require(try view(role, frame)["transform"] as? [String: Double])
    }
}

/// Runs `stagehand plan ARGUMENTS` in-process; it must succeed with nothing on stderr.
@MainActor
func plan(_ arguments: [String]) throws -> PlanOutput {
    let result = runTool(["plan"] + arguments)
    #expect(result.status == 0, "\(result.error)")
    #expect(result.error.isEmpty)
    return try PlanOutput(result.output)
}

func close(_ lhs: [Double], _ rhs: [Double], within tolerance: Double = 1e-6) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { abs($0 - $1) <= tolerance }
}

/// The catalogue's springs, as literals from an independent reference, not from `SpringParameters` (which
/// would move expectation and result together if its UIKit mapping were wrong). They come from a
/// SciPy script written for these tests and not committed: UIKit's duration mapping (Framer's
/// derivation: mass 1, damping ratio ζ, ω₀ the largest root of "within a thousandth of the distance
/// at the duration", solved with `brentq`), the motion `x'' + 2ζω₀x' + ω₀²x = 0` integrated with
/// DOP853 at rtol 1e-13 and checked against the closed form (they agree within 1e-13), and the
/// settling time where the envelope falls to 0.001. The script reproduces seed 002's figures
/// (ω₀ = 17.9886 rad/s, progress 0.6093 at 0.1 s). Compared within 1e-6 in the table of
/// transitions (points and alphas), 1e-9 elsewhere.
enum ReferenceSpring {
    /// The card's spring, UIKit's 0.5 s at damping 0.8 (ω₀ = 17.988593378584792 rad/s): its
    /// settling time, and its progress at 0.25 s (past the target: it overshoots).
    static let cardSettling = 0.5155059060634962
    static let cardProgressAt025 = 1.009076805861548
    /// The card transition's duration: UIKit's `animate(withDuration: 0.5, usingSpringWithDamping:
    /// 0.8, …)` ends at 0.5 s, a thousandth of the way short of the spring's settling.
    static let cardDuration = 0.5
    /// Push's spring, UIKit's 0.5 s at damping 1 (critical, ω₀ = 18.466826952903173 rad/s): its
    /// progress at 0.25 s. It settles at exactly 0.5 s, the duration, by the mapping's definition.
    static let pushProgressAt025 = 0.9444771835619268
    /// The popup's spring, response 0.35 s at damping 0.8 (ω₀ = 2π/0.35): its progress at 0.1 s.
    static let popupProgressAt01 = 0.6080404424823147
    /// `spring(duration=0.4,bounce=0.2)`: response 0.4 s, damping 0.8 (ω₀ = 2π/0.4).
    static let durationBounceSettling = 0.5903519106997499
    static let durationBounceProgressAt01 = 0.5257054313385321
}

/// One transition: its arguments, its hierarchy, and one role's frames and alphas at three times.
struct PlanCase: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let hierarchy: [String]
    let role: String
    let times: [Double]
    let frames: [[Double]]
    let alphas: [Double]
    let line: Int
    var testDescription: String { "plan " + arguments.joined(separator: " ") }
}

@MainActor
@Suite("stagehand plan")
struct PlanCommandTests {
    nonisolated static let transitions: [PlanCase] = [
        PlanCase(
            arguments: ["slide-in", "--edge", "right"], hierarchy: ["dimming", "presented"],
            role: "presented",
            times: [0, 0.15, 0.3],
            frames: [[390, 0, 292.5, 844], [243.75, 0, 292.5, 844], [97.5, 0, 292.5, 844]],
            alphas: [1, 1, 1], line: #line),
        PlanCase(
            arguments: ["slide-in"], hierarchy: ["dimming", "presented"], role: "dimming",
            times: [0, 0.15, 0.3], frames: [[0, 0, 390, 844], [0, 0, 390, 844], [0, 0, 390, 844]],
            alphas: [0, 0.5, 1], line: #line),
        PlanCase(
            arguments: ["slide-in", "--edge", "top"], hierarchy: ["dimming", "presented"], role: "presented",
            times: [0, 0.15, 0.3], frames: [[0, -633, 390, 633], [0, -316.5, 390, 633], [0, 0, 390, 633]],
            alphas: [1, 1, 1], line: #line),
        PlanCase(
            arguments: ["zoom", "--source", "40,120,100,44"], hierarchy: ["presented", "snapshot"],
            role: "snapshot", times: [0, 0.15, 0.3],
            frames: [[40, 120, 100, 44], [20, 60, 245, 444], [0, 0, 390, 844]], alphas: [1, 1, 1],
            line: #line),
        PlanCase(
            arguments: ["zoom"], hierarchy: ["presented", "snapshot"], role: "snapshot",
            times: [0, 0.15, 0.3],
            frames: [[195, 422, 0, 0], [97.5, 211, 195, 422], [0, 0, 390, 844]], alphas: [1, 1, 1],
            line: #line),
        PlanCase(
            arguments: ["card", "--content", "390x300"], hierarchy: ["presented"], role: "presented",
            times: [0, 0.25, 0.6],
            frames: [
                [20, 844, 350, 300], [20, 844 - 334 * ReferenceSpring.cardProgressAt025, 350, 300],
                [20, 510, 350, 300],
            ],
            alphas: [1, 1, 1], line: #line),
        PlanCase(
            arguments: ["shared-element"],
            hierarchy: ["presenting", "presented", "element:avatar", "presented-element:avatar"],
            role: "element:avatar", times: [0, 0.2, 0.4],
            frames: [[16, 153, 40, 40], [65.5, 132, 100, 100], [115, 111, 160, 160]], alphas: [1, 1, 1],
            line: #line),
        PlanCase(
            arguments: ["shared-element"],
            hierarchy: ["presenting", "presented", "element:avatar", "presented-element:avatar"],
            role: "presented", times: [0, 0.2, 0.4],
            frames: [[0, 0, 390, 844], [0, 0, 390, 844], [0, 0, 390, 844]], alphas: [0, 0.5, 1], line: #line),
        PlanCase(
            arguments: ["fade"], hierarchy: ["presenting", "presented"], role: "presented",
            times: [0, 0.25, 0.5], frames: [[0, 0, 390, 844], [0, 0, 390, 844], [0, 0, 390, 844]],
            alphas: [0, 0.5, 1], line: #line),
        PlanCase(
            arguments: ["cover"], hierarchy: ["presenting", "presented"], role: "presented",
            times: [0, 0.175, 0.35], frames: [[0, 844, 390, 844], [0, 422, 390, 844], [0, 0, 390, 844]],
            alphas: [1, 1, 1], line: #line),
        PlanCase(
            arguments: ["cover", "--edge", "left"], hierarchy: ["presenting", "presented"], role: "presented",
            times: [0, 0.175, 0.35], frames: [[-390, 0, 390, 844], [-195, 0, 390, 844], [0, 0, 390, 844]],
            alphas: [1, 1, 1], line: #line),
        PlanCase(
            arguments: ["push"], hierarchy: ["presenting", "dimming", "presented"], role: "presented",
            times: [0, 0.25, 0.7],
            frames: [
                [390, 0, 390, 844], [390 - 390 * ReferenceSpring.pushProgressAt025, 0, 390, 844],
                [0, 0, 390, 844],
            ],
            alphas: [1, 1, 1], line: #line),
        PlanCase(
            arguments: ["push"], hierarchy: ["presenting", "dimming", "presented"], role: "presenting",
            times: [0, 0.25, 0.7],
            frames: [
                [0, 0, 390, 844], [-117 * ReferenceSpring.pushProgressAt025, 0, 390, 844],
                [-117, 0, 390, 844],
            ],
            alphas: [1, 1, 1], line: #line),
        PlanCase(
            arguments: ["popup", "--content", "270x150"], hierarchy: ["dimming", "presented"],
            role: "presented",
            times: [0, 0.1, 1],
            frames: [[60, 353.5, 270, 150], [60, 353.5, 270, 150], [60, 353.5, 270, 150]],
            alphas: [0, ReferenceSpring.popupProgressAt01, 1], line: #line),
    ]

    @Test("Every transition, start, middle and end", arguments: transitions)
    func transition(_ testCase: PlanCase) throws {
        let source = SourceLocation(fileID: #fileID, filePath: #filePath, line: testCase.line, column: 1)
        let times = testCase.times.map { NumberFormat.string($0) }.joined(separator: ",")
        let output = try plan(testCase.arguments + ["--at", times])
        #expect(output.object["transition"] as? String == testCase.arguments[0], sourceLocation: source)
        #expect(output.object["phase"] as? String == "present", sourceLocation: source)
        #expect(output.times == testCase.times, sourceLocation: source)
        for index in testCase.times.indices {
            #expect(output.roles(index) == testCase.hierarchy, sourceLocation: source)
            let frame = try output.rect(testCase.role, index)
            #expect(close(frame, testCase.frames[index]), "\(frame) at \(index)", sourceLocation: source)
            let alpha = try output.alpha(testCase.role, index)
            #expect(
                abs(alpha - testCase.alphas[index]) < 1e-6, "\(alpha) at \(index)", sourceLocation: source)
        }
    }

    @Test func outputShape() throws {
        let output = try plan(["card", "--content", "390x300", "--at", "0,0.5"])
        #expect(Array(output.object.keys).count == 8)
        #expect(abs(output.duration - ReferenceSpring.cardDuration) < 1e-9)
        let view = try output.view("presented", 1)
        #expect(Set(view.keys) == ["role", "frame", "alpha", "cornerRadius", "transform"])
        #expect(try output.cornerRadius("presented", 1) == 20)
        #expect(
            try output.transform("presented", 1)
                == ["scaleX": 1, "scaleY": 1, "rotation": 0, "translationX": 0, "translationY": 0])
        #expect(output.object["style"] as? String == "over-full-screen")
        #expect(output.object["dimming"] is NSNull)
        // The required fields come first, in the documented order.
        let text = runTool("plan", "card", "--at", "0").output
        #expect(text.hasPrefix("{\"transition\":\"card\",\"phase\":\"present\",\"duration\":"))
        #expect(text.contains(",\"frames\":[{\"time\":0,\"views\":[{\"role\":\"presented\",\"frame\":["))
    }

    @Test func extras() throws {
        let zoom = try plan(["zoom", "--at", "0"])
        #expect(zoom.object["hiddenOriginals"] as? [String] == ["presented-view"])
        #expect(zoom.object["transientRoles"] as? [String] == ["snapshot"])
        let shared = try plan(["shared-element", "--at", "0"])
        #expect(shared.object["style"] as? String == "full-screen")
        #expect(shared.object["hiddenOriginals"] as? [String] == ["source:avatar", "destination:avatar"])
        #expect(try shared.cornerRadius("element:avatar", 0) == 20)
        let slide = try plan(["slide-in", "--at", "0"])
        let dimming = try #require(slide.object["dimming"] as? [String: Any])
        #expect(dimming["alpha"] as? Double == 0.5 && dimming["red"] as? Double == 0)
    }

    @Test func landscape() throws {
        let scene = ["--container", "844x390", "--safe-area", "0,47,21,47"]
        let slide = try plan(["slide-in"] + scene + ["--at", "0,0.3"])
        #expect(try slide.rect("presented", 0) == [-633, 0, 633, 390])
        #expect(try slide.rect("presented", 1) == [0, 0, 633, 390])
        // The card keeps 20 points inside the safe area's sides and max(20, 21) above the bottom.
        let card = try plan(["card", "--content", "400x200"] + scene + ["--at", "0,0.6"])
        #expect(try card.rect("presented", 0) == [67, 390, 710, 200])
        #expect(try card.rect("presented", 1) == [67, 169, 710, 200])
        let popup = try plan(["popup", "--content", "270x150"] + scene + ["--at", "1"])
        #expect(try popup.rect("presented", 0) == [287, 109.5, 270, 150])
        // The default avatar is placed from the safe area.
        let shared = try plan(["shared-element"] + scene + ["--at", "0,0.4"])
        #expect(try shared.rect("element:avatar", 0) == [63, 106, 40, 40])
        #expect(try shared.rect("element:avatar", 1) == [342, 64, 160, 160])
        #expect(try shared.rect("presenting", 0) == [0, 0, 844, 390])
    }

    @Test func customContainerHasNoSafeAreaUnlessGiven() throws {
        let card = try plan(["card", "--content", "300x200", "--container", "390x844", "--at", "1"])
        #expect(try card.rect("presented", 0) == [20, 624, 350, 200])
    }

    @Test(
        "Dismissal runs the presentation backwards with the dismissal's timing",
        arguments: [
            (["slide-in"], "presented", 0.3, [0, 0, 292.5, 844], [-292.5, 0, 292.5, 844], 1.0, 1.0),
            (["slide-in"], "dimming", 0.3, [0, 0, 390, 844], [0, 0, 390, 844], 1, 0),
            (
                ["card", "--content", "390x300"], "presented", 0.2, [20, 510, 350, 300], [20, 844, 350, 300],
                1, 1
            ),
            (["fade"], "presented", 0.5, [0, 0, 390, 844], [0, 0, 390, 844], 1, 0),
            (
                ["zoom", "--source", "40,120,100,44"], "snapshot", 0.3, [0, 0, 390, 844], [40, 120, 100, 44],
                1, 1
            ),
            (
                ["popup", "--content", "270x150"], "presented", 0.2, [60, 353.5, 270, 150],
                [60, 353.5, 270, 150], 1, 0
            ),
        ] as [([String], String, Double, [Double], [Double], Double, Double)])
    func dismiss(
        arguments: [String], role: String, duration: Double, start: [Double], end: [Double],
        startAlpha: Double, endAlpha: Double
    ) throws {
        let output = try plan(arguments + ["--phase", "dismiss", "--fps", "10"])
        #expect(output.object["phase"] as? String == "dismiss")
        #expect(abs(output.duration - duration) < 1e-12)
        let last = output.frames.count - 1
        #expect(try output.rect(role, 0) == start)
        #expect(try output.rect(role, last) == end)
        #expect(try output.alpha(role, 0) == startAlpha)
        #expect(try output.alpha(role, last) == endAlpha)
    }

    @Test(
        "--fps samples 0...duration, both ends included",
        arguments: [
            (["fade", "--fps", "10"], [0, 0.1, 0.2, 0.3, 0.4, 0.5]),
            (["slide-in", "--fps", "10"], [0, 0.1, 0.2, 0.3]),
            (["fade", "--fps", "1"], [0, 0.5]),
            (["card", "--fps", "4"], [0, 0.25, ReferenceSpring.cardDuration]),
            (["fade", "--duration", "1", "--fps", "3"], [0, 1.0 / 3, 2.0 / 3, 1]),
        ] as [([String], [Double])])
    func fps(arguments: [String], times: [Double]) throws {
        let output = try plan(arguments)
        #expect(close(output.times, times, within: 1e-9), "\(output.times)")
    }

    @Test func defaultIsSixtyFramesPerSecond() throws {
        let output = try plan(["fade"])
        #expect(output.frames.count == 31)
        #expect(abs(output.times[1] - 1.0 / 60) < 1e-12)
        #expect(output.times.last == 0.5)
    }

    @Test func atGivesExactTimesAndHoldsTheEnd() throws {
        let output = try plan(["fade", "--at", "0.5,0,2,0.25"])
        #expect(output.times == [0.5, 0, 2, 0.25])
        #expect(try [0, 1, 2, 3].map { try output.alpha("presented", $0) } == [1, 0, 1, 0.5])
    }

    @Test func timingAndDuration() throws {
        // A Bézier timing keeps the phase's duration unless --duration is given.
        let linear = try plan(["fade", "--timing", "linear", "--at", "0.125"])
        #expect(linear.duration == 0.5)
        #expect(try linear.alpha("presented", 0) == 0.25)
        let longer = try plan(["fade", "--timing", "linear", "--duration", "2", "--at", "0.5"])
        #expect(longer.duration == 2)
        #expect(try longer.alpha("presented", 0) == 0.25)
        // --duration alone keeps the curve (ease-in-out is symmetric: half-way at half the time).
        let slow = try plan(["slide-in", "--duration", "1", "--at", "0.5"])
        #expect(slow.duration == 1)
        #expect(close(try slow.rect("presented", 0), [-146.25, 0, 292.5, 844]))
        // A spring lasts its settling duration.
        let springy = try plan(["fade", "--timing", "spring(duration=0.4,bounce=0.2)", "--at", "0.1"])
        #expect(abs(springy.duration - ReferenceSpring.durationBounceSettling) < 1e-9)
        #expect(abs(try springy.alpha("presented", 0) - ReferenceSpring.durationBounceProgressAt01) < 1e-9)
        // The timing of the chosen phase only.
        let card = try plan([
            "card", "--content", "390x300", "--phase", "dismiss", "--timing", "linear", "--at", "0.1",
        ])
        #expect(card.duration == 0.2)
        #expect(close(try card.rect("presented", 0), [20, 677, 350, 300]))
        let present = try plan(["card", "--phase", "present", "--timing", "linear", "--at", "0"])
        #expect(abs(present.duration - ReferenceSpring.cardDuration) < 1e-9)
    }

    @Test func transitionOptions() throws {
        let undimmed = try plan(["slide-in", "--dimming", "0", "--at", "0"])
        #expect(undimmed.roles(0) == ["presented"])
        #expect(undimmed.object["dimming"] is NSNull)
        let dimmed = try plan(["fade", "--dimming", "0.3", "--at", "0,0.5"])
        #expect(dimmed.roles(0) == ["presenting", "dimming", "presented"])
        #expect((dimmed.object["dimming"] as? [String: Any])?["alpha"] as? Double == 0.3)
        #expect(try dimmed.alpha("dimming", 1) == 1)
        let rounded = try plan(["cover", "--corner-radius", "12", "--at", "0"])
        #expect(try rounded.cornerRadius("presented", 0) == 12)
        let fading = try plan(["slide-in", "--fade", "--at", "0,0.15,0.3"])
        #expect(try [0, 1, 2].map { try fading.alpha("presented", $0) } == [0, 0.5, 1])
        let medium = try plan(["card", "--detent", "medium", "--at", "1"])
        #expect(try medium.rect("presented", 0) == [20, 438.5, 350, 371.5])
        let points = try plan(["card", "--detent", "300pt", "--at", "1"])
        #expect(try points.rect("presented", 0) == [20, 510, 350, 300])
        let large = try plan(["card", "--detent", "large", "--content", "390x300", "--at", "1"])
        #expect(try large.rect("presented", 0) == [20, 67, 350, 743])
        let half = try plan(["slide-in", "--length", "0.5", "--at", "0.3"])
        #expect(try half.rect("presented", 0) == [0, 0, 195, 844])
        let fitted = try plan([
            "slide-in", "--edge", "bottom", "--length", "fitted", "--content", "0x250", "--at", "0.3",
        ])
        #expect(try fitted.rect("presented", 0) == [0, 594, 390, 250])
        let popup = try plan(["popup", "--content", "270x150", "--at", "0"])
        #expect(try popup.transform("presented", 0)["scaleX"] == 0.8)
    }

    @Test func elements() throws {
        let output = try plan([
            "shared-element", "--element", "photo:0,200,390,240:0,47,390,390",
            "--element", "title:16,450,200,30,4:16,450,358,40", "--at", "0,0.4",
        ])
        #expect(
            output.roles(0) == [
                "presenting", "presented", "element:photo", "presented-element:photo", "element:title",
                "presented-element:title",
            ])
        #expect(try output.rect("element:photo", 0) == [0, 200, 390, 240])
        #expect(try output.rect("element:photo", 1) == [0, 47, 390, 390])
        #expect(try output.cornerRadius("element:title", 0) == 4)
        #expect(try output.cornerRadius("element:title", 1) == 0)
        #expect(
            output.object["hiddenOriginals"] as? [String] == [
                "source:photo", "destination:photo", "source:title", "destination:title",
            ])
    }

    @Test func transitionOptionsAPI() throws {
        let parsed = try ParsedArguments(
            ["--edge", "top", "--container", "844x390", "--content", "0x200"],
            options: TransitionOptionGroup.specs + SceneOptions.specs, command: "render")
        let options = try TransitionOptions(name: .slideIn, parsed: parsed, phase: .present)
        #expect(options.transition == StagehandTransition.slideIn(from: .top))
        #expect(options.phase == .present)
        #expect(options.context.container == ContainerGeometry(size: CGSize(width: 844, height: 390)))
        #expect(options.context.preferredContentSize == CGSize(width: 0, height: 200))
        #expect(
            options.choreography
                == StagehandTransition.slideIn(from: .top).choreography(for: .present, in: options.context))
        let avatar = TransitionOptions.defaultElement(in: .iPhonePortrait)
        #expect(avatar.sourceFrame == CGRect(x: 16, y: 153, width: 40, height: 40))
        #expect(avatar.destinationFrame == CGRect(x: 115, y: 111, width: 160, height: 160))
        #expect(avatar.destinationCornerRadius == 80)
    }

    @Test(
        "Bad input: one line on stderr, nothing on stdout, exit 2",
        arguments: [
            [], ["spin"], ["fade", "zoom"], ["fade", "--frobnicate"], ["fade", "--at"],
            ["fade", "--at", "nan"], ["fade", "--at", "0.1,x"], ["fade", "--at", "-0.1"],
            ["fade", "--at", "inf"],
            ["fade", "--container", "-390x844"], ["fade", "--container", "390x0"],
            ["fade", "--container", "nanx844"], ["fade", "--container", "390"],
            ["fade", "--container", "axb"],
            ["card", "--content", "-1x300"], ["card", "--content", "390xnan"],
            ["zoom", "--source", "0,0,-1,10"], ["zoom", "--source", "0,0,1"],
            ["zoom", "--source", "nan,0,1,1"],
            ["fade", "--safe-area", "500,0,400,0"],
            ["fade", "--container", "300x300", "--safe-area", "0,200,0,200"],
            ["fade", "--safe-area", "-1,0,0,0"], ["fade", "--safe-area", "1,2,3"],
            ["fade", "--fps", "0"], ["fade", "--fps", "-5"], ["fade", "--fps", "1001"],
            ["fade", "--fps", "2.5"],
            ["fade", "--at", "0.1", "--fps", "10"], ["fade", "--fps", "1000", "--duration", "1000"],
            ["card", "--timing", "spring(mass=1,stiffness=100,damping=0.000001)"],
            ["fade", "--edge", "left"], ["zoom", "--edge", "top"], ["popup", "--edge", "bottom"],
            ["slide-in", "--edge", "middle"],
            ["fade", "--timing", "bouncy"], ["fade", "--timing", "spring(response=0.4,damping-ratio=0)"],
            ["fade", "--timing", "cubic-bezier(1.5,0,0.5,1)"],
            ["fade", "--duration", "0"], ["fade", "--duration", "nan"], ["fade", "--duration", "-1"],
            ["fade", "--dimming", "1.5"], ["fade", "--dimming", "-0.1"], ["fade", "--dimming", "nan"],
            ["fade", "--corner-radius", "-1"], ["fade", "--corner-radius", "inf"],
            ["card", "--detent", "huge"], ["card", "--detent", "0"], ["card", "--detent", "1.5"],
            ["card", "--detent", "-20pt"], ["fade", "--detent", "medium"],
            ["shared-element", "--element", "avatar:1,2,3,4"],
            ["shared-element", "--element", ":1,2,3,4:5,6,7,8"],
            ["shared-element", "--element", "a:1,2,3,4:5,6,7,8", "--element", "a:1,2,3,4:5,6,7,8"],
            ["shared-element", "--element", "a:1,2,-3,4:5,6,7,8"],
            ["shared-element", "--element", "a:1,2,3,4,-1:5,6,7,8"],
            ["shared-element", "--element", "a:1,2,3,4:5,6,nan,8"],
            ["fade", "--element", "a:1,2,3,4:5,6,7,8"], ["fade", "--source", "0,0,10,10"],
            ["cover", "--length", "0.5"], ["slide-in", "--length", "2"], ["slide-in", "--length", "0"],
            ["fade", "--phase", "appear"], ["fade", "--fade=yes"],
            ["fade", "--phase", "present", "--phase", "dismiss"],
        ] as [[String]])
    func badInput(arguments: [String]) {
        let result = runTool(["plan"] + arguments)
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.error.hasPrefix("stagehand plan: error: "), "\(result.error)")
        #expect(result.error.hasSuffix("\n"))
        #expect(result.error.filter { $0 == "\n" }.count == 1, "\(result.error)")
    }

    @Test func help() {
        let top = runTool("--help")
        #expect(top.status == 0 && top.output.contains("plan"))
        let help = runTool("plan", "--help")
        #expect(help.status == 0 && help.error.isEmpty)
        // The list comes from the command's option table: every declared option is documented.
        for option in PlanCommand.options.map({ "--\($0.name)" }) {
            #expect(help.output.contains("  \(option) "), "\(option)")
            #expect(help.output.contains("e.g. \(option)"), "no example for \(option)")
        }
        for name in TransitionName.allValueStrings {
            #expect(help.output.contains("  \(name) "))
        }
        #expect(help.output.split(separator: "\n").allSatisfy { $0.count <= 100 })
        #expect(runTool("help", "plan").output == help.output)
        #expect(runTool("plan", "fade", "-h").output == help.output)
    }
}

@MainActor
@Suite("stagehand plan binary")
struct PlanBinaryTests {
    @Test func planEndToEnd() throws {
        let result = try runBinary(["plan", "card", "--content", "390x300", "--at", "0"])
        #expect(result.status == 0)
        #expect(result.error.isEmpty)
        let duration = "0.5"
        let identity = #"{"scaleX":1,"scaleY":1,"rotation":0,"translationX":0,"translationY":0}"#
        let expected =
            #"{"transition":"card","phase":"present","duration":\#(duration),"frames":[{"time":0,"views":["#
            + #"{"role":"presented","frame":[20,844,350,300],"alpha":1,"cornerRadius":20,"transform":"#
            + identity + #"}]}],"style":"over-full-screen","dimming":null,"hiddenOriginals":[],"#
            + #""transientRoles":[]}"# + "\n"
        #expect(result.output == expected)
        let bad = try runBinary(["plan", "fade", "--edge", "left"])
        #expect(bad.status == 2)
        #expect(bad.output.isEmpty)
        #expect(
            bad.error
                == "stagehand plan: error: --edge applies only to slide-in, cover and push, not to fade\n")
    }
}
