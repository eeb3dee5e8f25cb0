import Foundation
import StagehandCore
import Testing

@testable import StagehandCLI

@MainActor
@Suite("stagehand curve")
struct CurveCommandTests {
    @Test func easeInOutOverADuration() throws {
        let result = runTool("curve", "ease-in-out", "--duration", "0.3", "--samples", "4")
        #expect(result.status == 0)
        #expect(result.error.isEmpty)
        let rows = try #require(parseCurveCSV(result.output))
        #expect(rows.map(\.time) == [0, 0.1, 0.2, 0.3])
        #expect(rows[0].progress == 0 && rows[3].progress == 1)
        // Symmetric: progress at 1/3 and 2/3 add up to 1.
        #expect(abs(rows[1].progress + rows[2].progress - 1) < 1e-9)
        // Velocity in progress per second is the curve's slope over the duration.
        #expect(abs(rows[1].velocity - CubicBezier.easeInEaseOut.slope(at: 1.0 / 3) / 0.3) < 1e-9)
    }

    @Test(
        "Named curves match the core",
        arguments: [
            ("linear", CubicBezier.linear), ("ease-in", .easeIn), ("ease-out", .easeOut),
            ("ease-in-out", .easeInEaseOut), ("default", .default), ("cubic-bezier(0.42, 0, 1, 1)", .easeIn),
        ])
    func namedCurves(name: String, curve: CubicBezier) throws {
        let rows = try #require(parseCurveCSV(runTool("curve", name, "--samples", "11").output))
        #expect(rows.count == 11)
        for row in rows {
            #expect(abs(row.progress - curve.progress(at: row.time)) < 1e-11)
        }
    }

    @Test func springJSONSpansItsSettlingDuration() throws {
        let result = runTool(
            "curve", "uikit-spring(duration=0.5,damping-ratio=0.8)", "--samples", "5", "--format", "json")
        #expect(result.status == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["timing"] as? String == "uikit-spring(duration=0.5,damping-ratio=0.8)")
        let settling = try #require(object["settlingDuration"] as? Double)
        #expect(abs(settling - ReferenceSpring.cardSettling) < 1e-9)
        #expect(abs(try #require(object["duration"] as? Double) - settling) < 1e-9)
        let samples = try #require(object["samples"] as? [[String: Double]])
        // The card's spring at 0, 1/4, 1/2, 3/4 and all of its settling time: progress and velocity
        // from the independent reference (see ``ReferenceSpring``).
        let expected: [(progress: Double, velocity: Double)] = [
            (0, 0), (0.7666957596896844, 4.616625968816021), (1.0114341730568244, 0.25844570686988366),
            (1.0063548657439512, -0.09861559785977923), (1.0000756761033076, -0.011851251457886337),
        ]
        #expect(samples.count == 5)
        for (index, sample) in samples.enumerated() {
            #expect(abs(sample["time"]! - ReferenceSpring.cardSettling * Double(index) / 4) < 1e-9)
            #expect(abs(sample["progress"]! - expected[index].progress) < 1e-9, "\(index)")
            #expect(abs(sample["velocity"]! - expected[index].velocity) < 1e-9, "\(index)")
        }
    }

    /// Each form of spring, at 0, 0.05, 0.1, 0.3 and 2 s: [progress, velocity] from the independent
    /// reference (see ``ReferenceSpring``: the motion integrated from the form's own definition).
    @Test(
        "Every spring form",
        arguments: [
            (
                // Mass 1, stiffness (2π/0.4)², damping ratio 0.7.
                "spring(response=0.4,damping-ratio=0.7)",
                [
                    [0, 0], [0.21045035878946783, 6.751949367099849],
                    [0.5613758932316619, 6.598814188198039],
                    [1.0440433936063, -0.1802301445008586], [1.000000000372674, -2.660740567811098e-09],
                ]
            ),
            (
                "spring(response=0.4,damping-ratio=0.7,velocity=3)",
                [
                    [0, 3], [0.29254421900159067, 7.315260013700818],
                    [0.6416078529337511, 6.150293562220682],
                    [1.0418520578180372, -0.26417033442207544],
                    [1.0000000003403233, -3.0673327713464992e-09],
                ]
            ),
            (
                "spring(mass=2,stiffness=300,damping=25)",
                [
                    [0, 0], [0.14930834514498226, 5.236975024842985],
                    [0.4591630910988924, 6.624609616400389],
                    [1.154986858706581, -0.039775860794233446], [1.000000473454915, 4.240966121466349e-05],
                ]
            ),
            (
                "spring(stiffness=300, damping=25, mass=2)",
                [
                    [0, 0], [0.14930834514498226, 5.236975024842985],
                    [0.4591630910988924, 6.624609616400389],
                    [1.154986858706581, -0.039775860794233446], [1.000000473454915, 4.240966121466349e-05],
                ]
            ),
            (
                // SwiftUI's duration and bounce: response 0.5, damping ratio 1 - 0.3.
                "spring(duration=0.5,bounce=0.3)",
                [
                    [0, 0], [0.14571501353595817, 4.917048543370068],
                    [0.4233021230745698, 5.707558337645976],
                    [1.0339303622955747, 0.546018567322934], [1.0000000033833025, -3.15696227162454e-07],
                ]
            ),
            (
                // UIKit's mapping, critically damped: ω₀ = 30.987220966067383 rad/s, 0.999 at 0.3 s.
                "uikit-spring(duration=0.3,damping-ratio=1,velocity=-2)",
                [
                    [0, -2], [0.4373190744654747, 10.429972329540274],
                    [0.806098368940872, 4.520524453932224],
                    [0.999, 0.02795980562670291], [1, 0],
                ]
            ),
        ] as [(String, [[Double]])])
    func springForms(text: String, expected: [[Double]]) throws {
        let rows = try #require(parseCurveCSV(runTool("curve", text, "--at", "0,0.05,0.1,0.3,2").output))
        #expect(rows.map(\.time) == [0, 0.05, 0.1, 0.3, 2])
        for (row, values) in zip(rows, expected) {
            #expect(abs(row.progress - values[0]) < 1e-10, "\(row.time)")
            #expect(abs(row.velocity - values[1]) < 1e-9 * max(1, abs(values[1])), "\(row.time)")
        }
    }

    @Test func springDurationOnlyBoundsTheSpan() throws {
        let rows = try #require(
            parseCurveCSV(
                runTool(
                    "curve", "spring(response=0.4,damping-ratio=0.7)", "--duration", "2", "--samples", "3"
                ).output))
        #expect(rows.map(\.time) == [0, 1, 2])
        // The independent reference (see ``ReferenceSpring``), printed to 12 digits.
        #expect(abs(rows[1].progress - 1.0000123432033803) < 1e-11)
    }

    @Test func beyondABezierDurationHoldsTheEnd() throws {
        let rows = try #require(
            parseCurveCSV(runTool("curve", "ease-in", "--duration", "0.5", "--at", "0.25,0.5,3").output))
        #expect(abs(rows[0].progress - CubicBezier.easeIn.progress(at: 0.5)) < 1e-12)
        #expect(rows[1].progress == 1 && rows[1].velocity == 0)
        #expect(rows[2].progress == 1)
    }

    @Test(
        "Bad input: one line on stderr, exit 2",
        arguments: [
            ["curve"],
            ["curve", "bouncy"],
            ["curve", "cubic-bezier(0.1,0.2,0.3)"],
            ["curve", "cubic-bezier(1.1,0,0.5,1)"],
            ["curve", "cubic-bezier(-0.1,0,0.5,1)"],
            ["curve", "cubic-bezier(nan,0,0.5,1)"],
            ["curve", "spring(response=0.4,damping-ratio=0)"],
            ["curve", "spring(response=-0.4,damping-ratio=0.5)"],
            ["curve", "spring(response=0.4)"],
            ["curve", "spring(response=0.4,damping-ratio=0.5,stiffness=3)"],
            ["curve", "spring(response=0.4,response=0.5,damping-ratio=0.5)"],
            ["curve", "spring(mass=0,stiffness=100,damping=10)"],
            ["curve", "spring(duration=0.5,bounce=1)"],
            ["curve", "uikit-spring(duration=0,damping-ratio=0.5)"],
            ["curve", "uikit-spring(duration=0.5,damping-ratio=nan)"],
            ["curve", "uikit-spring(duration=0.5,damping-ratio=inf)"],
            ["curve", "linear", "--duration", "0"],
            ["curve", "linear", "--duration", "-1"],
            ["curve", "linear", "--duration", "nan"],
            ["curve", "linear", "--samples", "0"],
            ["curve", "linear", "--samples", "2.5"],
            ["curve", "linear", "--samples", "99999999"],
            ["curve", "linear", "--at", "0.1,x"],
            ["curve", "linear", "--at", "-0.1"],
            ["curve", "linear", "--at", "0.1", "--samples", "3"],
            ["curve", "linear", "--format", "xml"],
            ["curve", "linear", "--frobnicate"],
            ["curve", "linear", "--duration"],
            ["curve", "linear", "ease-in"],
            ["curve", "linear", "--duration", "1", "--duration", "2"],
            ["frobnicate"],
        ])
    func badInput(arguments: [String]) {
        let result = runTool(arguments)
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.error.hasSuffix("\n"))
        #expect(result.error.filter { $0 == "\n" }.count == 1, "\(result.error)")
        #expect(result.error.contains("error:"))
    }

    @Test func help() {
        let top = runTool("--help")
        #expect(top.status == 0 && top.output.contains("curve"))
        let curve = runTool("curve", "--help")
        #expect(curve.status == 0)
        for option in ["--duration", "--samples", "--at", "--format", "cubic-bezier", "uikit-spring"] {
            #expect(curve.output.contains(option))
        }
        #expect(runTool("help", "curve").output == curve.output)
    }
}

@MainActor
@Suite("stagehand binary")
struct BinaryTests {
    @Test func curveEndToEnd() throws {
        let result = try runBinary(["curve", "ease-in-out", "--duration", "0.3", "--samples", "4"])
        #expect(result.status == 0)
        #expect(
            result.output
                == "time,progress,velocity\n0,0,0\n0.1,0.231774816303,4.64469374062\n0.2,0.768225183697,4.64469374062\n0.3,1,0\n"
        )
        #expect(result.error.isEmpty)
    }

    @Test func badInputEndToEnd() throws {
        let result = try runBinary(["curve", "spring(response=0.4,damping-ratio=0)"])
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(
            result.error
                == "stagehand curve: error: spring: damping ratio must be a positive finite number in 'spring(response=0.4,damping-ratio=0)'\n"
        )
        let unknown = try runBinary(["dance"])
        #expect(unknown.status == 2)
        #expect(unknown.error == "stagehand: error: unknown command 'dance' (see 'stagehand --help')\n")
    }
}
