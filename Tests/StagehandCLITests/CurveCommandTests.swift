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
        let spring = try Spring(uiKitDuration: 0.5, dampingRatio: 0.8)
        #expect(object["timing"] as? String == "uikit-spring(duration=0.5,damping-ratio=0.8)")
        let settling = try #require(object["settlingDuration"] as? Double)
        #expect(abs(settling - spring.settlingDuration()) < 1e-9)
        #expect(abs(try #require(object["duration"] as? Double) - settling) < 1e-9)
        let samples = try #require(object["samples"] as? [[String: Double]])
        #expect(samples.count == 5)
        #expect(abs(samples[4]["time"]! - settling) < 1e-9)
        for sample in samples {
            #expect(abs(sample["progress"]! - spring.progress(at: sample["time"]!)) < 1e-9)
            #expect(abs(sample["velocity"]! - spring.velocity(at: sample["time"]!)) < 1e-9)
        }
    }

    @Test(
        "Every spring form",
        arguments: [
            ("spring(response=0.4,damping-ratio=0.7)", try! Spring(response: 0.4, dampingRatio: 0.7)),
            (
                "spring(response=0.4,damping-ratio=0.7,velocity=3)",
                try! Spring(response: 0.4, dampingRatio: 0.7, initialVelocity: 3)
            ),
            ("spring(mass=2,stiffness=300,damping=25)", try! Spring(mass: 2, stiffness: 300, damping: 25)),
            ("spring(stiffness=300, damping=25, mass=2)", try! Spring(mass: 2, stiffness: 300, damping: 25)),
            ("spring(duration=0.5,bounce=0.3)", try! Spring(duration: 0.5, bounce: 0.3)),
            (
                "uikit-spring(duration=0.3,damping-ratio=1,velocity=-2)",
                try! Spring(uiKitDuration: 0.3, dampingRatio: 1, initialVelocity: -2)
            ),
        ])
    func springForms(text: String, spring: Spring) throws {
        let rows = try #require(parseCurveCSV(runTool("curve", text, "--at", "0,0.05,0.1,0.3,2").output))
        #expect(rows.map(\.time) == [0, 0.05, 0.1, 0.3, 2])
        for row in rows {
            #expect(abs(row.progress - spring.progress(at: row.time)) < 1e-10)
            #expect(abs(row.velocity - spring.velocity(at: row.time)) < 1e-9 * max(1, abs(row.velocity)))
        }
    }

    @Test func springDurationOnlyBoundsTheSpan() throws {
        let rows = try #require(
            parseCurveCSV(
                runTool(
                    "curve", "spring(response=0.4,damping-ratio=0.7)", "--duration", "2", "--samples", "3"
                ).output))
        #expect(rows.map(\.time) == [0, 1, 2])
        let spring = try Spring(response: 0.4, dampingRatio: 0.7)
        #expect(abs(rows[1].progress - spring.progress(at: 1)) < 1e-11)  // printed to 12 digits
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
